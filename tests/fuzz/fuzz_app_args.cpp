// fuzz_app_args.cpp - the command line of the window program (and so every SimParams flag
// murmur-cli shares) on arbitrary words: it never crashes, and options it accepts hold
// parameters the model can run (validate() passes, every number finite).
#include <fcntl.h>
#include <unistd.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "app_options.hpp"

namespace {

constexpr std::size_t kMaxWords = 64;

bool finiteParams(const murmur::SimParams& p) {
    for (float v : {p.metricRadius, p.cohesionWeight, p.alignmentWeight, p.separationWeight, p.startRadius})
        if (!std::isfinite(v)) return false;
    return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    // Words are separated by newlines; the first is the program name.
    std::vector<std::string> words{"murmur"};
    std::string word;
    for (std::size_t i = 0; i < size && words.size() < kMaxWords; ++i) {
        const char c = static_cast<char>(data[i]);
        if (c == '\n') {
            words.push_back(word);
            word.clear();
        } else if (c != '\0') {
            word += c;
        }
    }
    if (!word.empty() && words.size() < kMaxWords) words.push_back(word);
    std::vector<char*> argv;
    for (auto& w : words) argv.push_back(w.data());
    argv.push_back(nullptr);
    // Each input's usage line goes to /dev/null, but only while it parses: libFuzzer's own
    // report of a crash (and the input, in base64) must still reach the log.
    static const int devNull = ::open("/dev/null", O_WRONLY);
    static const int realStderr = ::dup(STDERR_FILENO);
    std::fflush(stderr);
    ::dup2(devNull, STDERR_FILENO);
    const auto parsed = murmur::app::parseAppOptions(static_cast<int>(words.size()), argv.data());
    std::fflush(stderr);
    ::dup2(realStderr, STDERR_FILENO);
    if (const auto* options = std::get_if<murmur::app::AppOptions>(&parsed)) {
        if (murmur::validate(options->params) || !finiteParams(options->params)) std::abort();
        if (!std::isfinite(options->speed) || options->width < 1 || options->height < 1) std::abort();
    } else if (const int code = std::get<int>(parsed); code != 0 && code != 2) {
        std::abort();  // --help is 0, every usage error 2
    }
    return 0;
}
