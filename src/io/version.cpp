#include "io/version.hpp"

#ifndef MURMUR_PROGRAM_VERSION
#error "MURMUR_PROGRAM_VERSION must be defined by the build (src/report/CMakeLists.txt)"
#endif

namespace murmur::report {

std::string programVersion() {
    return MURMUR_PROGRAM_VERSION;
}

std::string versionLine() {
    return "murmur " + programVersion() + " (model " + std::to_string(kModelVersion) + ")";
}

}  // namespace murmur::report
