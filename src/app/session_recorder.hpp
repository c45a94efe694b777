// session_recorder.hpp - --record-script: a session written as a script that replays it.
//
// Every action that changes what is simulated (a parameter, a hawk, pause, step, speed,
// reset, a scene, a resize) is noted with the frame whose update it must come before; the
// text is a script (script.hpp): waits between the actions and `quit` at the frame the
// session ended. Replayed with --script, the flock goes through the same steps, so
// --snapshot of the replay equals --snapshot of the session byte for byte. No GL, no
// window: unit tested.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace murmur::app {

class SessionRecorder {
public:
    // header: comment lines saying what was recorded (each gets "# " in front).
    explicit SessionRecorder(std::vector<std::string> header);

    // `line` (a script line) must run before frame `frame`'s update. Frames never go back:
    // a note for an earlier frame than the last one is kept at the last one.
    void note(std::uint64_t frame, std::string line);
    // The script: the header, the notes with waits between them, `quit` at endFrame (the
    // number of frames the session ran).
    std::string finish(std::uint64_t endFrame) const;

private:
    struct Note {
        std::uint64_t frame;
        std::string line;
    };
    std::vector<std::string> header_;
    std::vector<Note> notes_;
};

}  // namespace murmur::app
