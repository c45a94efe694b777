#include "io/timestamp.hpp"

#include <ctime>

namespace murmur::report {

std::string timestampedName(std::string_view prefix, std::string_view extension,
                            std::chrono::system_clock::time_point when) {
    const std::time_t t = std::chrono::system_clock::to_time_t(when);
    std::tm local{};
    localtime_r(&t, &local);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y-%m-%d_%H-%M-%S", &local);
    return std::string(prefix) + "-" + stamp + std::string(extension);
}

}  // namespace murmur::report
