#include "session_recorder.hpp"

#include <algorithm>

namespace murmur::app {

SessionRecorder::SessionRecorder(std::vector<std::string> header) : header_(std::move(header)) {}

void SessionRecorder::note(std::uint64_t frame, std::string line) {
    if (!notes_.empty()) frame = std::max(frame, notes_.back().frame);
    notes_.push_back({frame, std::move(line)});
}

std::string SessionRecorder::finish(std::uint64_t endFrame) const {
    std::string out;
    for (const std::string& h : header_) out.append("# ").append(h).append("\n");
    std::uint64_t at = 0;  // the frame the player stands at
    auto waitUntil = [&](std::uint64_t frame) {
        if (frame > at) out.append("wait ").append(std::to_string(frame - at)).append("\n");
        at = std::max(at, frame);
    };
    for (const Note& n : notes_) {
        waitUntil(n.frame);
        out.append(n.line).append("\n");
    }
    waitUntil(endFrame);
    return out.append("quit\n");
}

}  // namespace murmur::app
