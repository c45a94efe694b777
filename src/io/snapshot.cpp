#include "io/snapshot.hpp"

#include <cstdio>

#include "io/output_file.hpp"

namespace murmur::report {

std::string snapshotCsv(const FlockState& s) {
    std::string out = std::string(kSnapshotHeader) + "\n";
    out.reserve(out.size() + s.size() * 120);
    char line[256];
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto& p = s.position[i];
        const auto& h = s.heading[i];
        std::snprintf(line, sizeof line, "%zu,%.9g,%.9g,%.9g,%.9g,%.9g,%.9g,%.9g,%.9g\n", i, double(p.x), double(p.y),
                      double(p.z), double(h.x), double(h.y), double(h.z), double(s.speed[i]), double(s.fear[i]));
        out += line;
    }
    return out;
}

std::optional<std::string> writeSnapshotCsv(const std::filesystem::path& path, const FlockState& state) {
    if (state.heading.size() != state.size() || state.speed.size() != state.size() || state.fear.size() != state.size())
        return "cannot write a snapshot: the flock state's arrays differ in length";
    if (!allFinite(state)) return "cannot write a snapshot: the flock state holds a non-finite value";
    return writeFileAtomically(path, snapshotCsv(state));
}

}  // namespace murmur::report
