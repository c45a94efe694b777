// output_file.hpp - every file the programs write, all or nothing, every byte checked.
//
// An OutputFile streams into a hidden temporary file beside its target and renames it over
// the target only in commit(), after every byte was written, flushed and synced. A failed
// or abandoned output (destroyed without commit, or the process interrupted) leaves the
// target as it was and no temporary file behind. What a user would expect of a path:
// - "-" is standard output, written in place; commit() flushes and checks it;
// - an existing target that is not a regular file (a device such as /dev/null or
//   /dev/full, a FIFO) is written in place, never replaced;
// - a symbolic link is followed: the temporary file goes beside the file it points to,
//   and the link stays a link.
// Temporary files are named ".NAME.murmur-PID-XXXXXX". SIGINT and SIGTERM remove the ones
// still open (then the signal ends the process as before); a later output to the same
// target removes those left by processes that no longer run (kill -9, power loss).
// Errors are one line that names the path and the reason, e.g.
// "cannot write /dev/full: No space left on device".
#pragma once

#include <cstdio>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace murmur::report {

class OutputFile {
public:
    // Opens `path` for writing as described above; creates missing parent folders.
    // On failure returns nothing and sets `error`.
    static std::optional<OutputFile> open(const std::string& path, std::string& error);

    OutputFile(OutputFile&& other) noexcept;
    OutputFile& operator=(OutputFile&& other) noexcept;
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;
    ~OutputFile();  // abandons the output unless committed

    // The stream to write to (fprintf and friends). Errors are sticky and reported by commit().
    std::FILE* stream() const { return stream_; }
    void write(std::string_view bytes) const;

    // Flushes, syncs, closes and renames into place; returns a one-line error on any failure
    // (then nothing is left under the target's name that was not there before).
    std::optional<std::string> commit();

    const std::string& path() const { return path_; }

    struct Sink;  // the file under the stream (output_file.cpp)

private:
    OutputFile() = default;
    void closeFile();
    void abandon();

    std::string path_;             // as the user gave it
    std::string target_;           // where the bytes end up (symlinks resolved)
    std::string temp_;             // the hidden temporary file; empty when written in place
    std::FILE* stream_ = nullptr;  // stdout for "-"
    std::unique_ptr<Sink> sink_;   // null for "-"; on the heap so the stream's cookie survives moves
    int tempSlot_ = -1;            // its entry in the interrupt-cleanup table
};

// Checks before any work that `path` could be written: "-", an existing non-folder that
// opens for writing, or a name in a folder (created if missing) where files can be made.
// Returns a one-line reason when not. Writes nothing under the target's name.
std::optional<std::string> checkOutputPath(const std::string& path);

// The whole contents at once, through an OutputFile.
std::optional<std::string> writeFileAtomically(const std::filesystem::path& path, std::string_view contents);

// Flushes standard output and reports a write error on it ("cannot write standard output:
// ..."), for programs whose tables and CSV go there.
std::optional<std::string> finishStandardOutput();

}  // namespace murmur::report
