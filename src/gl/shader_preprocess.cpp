#include "shader_preprocess.hpp"

#include <algorithm>
#include <regex>
#include <sstream>

namespace murmur::gl {
namespace {

// "a/b/../c.glsl" -> "a/c.glsl"; a path climbing above the root stays unresolved ("").
std::string normalise(std::string_view path) {
    std::vector<std::string> parts;
    std::string part;
    std::istringstream in{std::string(path)};
    while (std::getline(in, part, '/')) {
        if (part.empty() || part == ".") continue;
        if (part == "..") {
            if (parts.empty()) return {};
            parts.pop_back();
        } else {
            parts.push_back(part);
        }
    }
    std::string out;
    for (const auto& p : parts) out += (out.empty() ? "" : "/") + p;
    return out;
}

std::string folderOf(std::string_view path) {
    const auto slash = path.rfind('/');
    return slash == std::string_view::npos ? std::string() : std::string(path.substr(0, slash + 1));
}

// Returns true and the quoted path when the line is `#include "path"`.
bool parseInclude(std::string_view line, std::string& path) {
    static const std::regex kInclude(R"(^\s*#\s*include\s*"([^"]+)\"\s*(//.*)?$)");
    std::match_results<std::string_view::const_iterator> m;
    if (!std::regex_match(line.begin(), line.end(), m, kInclude)) return false;
    path = m[1].str();
    return true;
}

bool isVersion(std::string_view line) {
    static const std::regex kVersion(R"(^\s*#\s*version\b.*$)");
    return std::regex_match(line.begin(), line.end(), kVersion);
}

class Joiner {
public:
    Joiner(const ShaderSources& sources, std::span<const std::string> defines) : sources_(sources), defines_(defines) {}

    bool addFile(const std::string& path, bool isRoot, std::vector<std::string>& stack) {
        const auto text = sources_.find(path);
        if (!text) {
            out_.error = "shader file \"" + path + "\" is not among the embedded shaders";
            return false;
        }
        const int number = static_cast<int>(out_.fileNames.size());
        out_.fileNames.push_back(path);
        stack.push_back(path);
        if (!isRoot) emitLine(1, number);

        int lineNo = 0;
        bool sawVersion = false;
        std::size_t pos = 0;
        while (pos <= text->size()) {
            const std::size_t end = std::min(text->find('\n', pos), text->size());
            const std::string_view line = text->substr(pos, end - pos);
            ++lineNo;
            std::string inc;
            if (isVersion(line)) {
                if (!isRoot || sawVersion) {
                    out_.error =
                        path + ":" + std::to_string(lineNo) + ": #version is only allowed once, in the main file";
                    return false;
                }
                sawVersion = true;
                out_.text.append(line).append("\n");
                for (const auto& d : defines_) out_.text += "#define " + d + "\n";
                emitLine(lineNo + 1, number);
            } else if (parseInclude(line, inc)) {
                std::string resolved = normalise(folderOf(path) + inc);
                if (resolved.empty() || !sources_.find(resolved)) resolved = normalise(inc);
                if (resolved.empty() || !sources_.find(resolved)) {
                    out_.error = path + ":" + std::to_string(lineNo) + ": cannot find #include \"" + inc + "\"";
                    return false;
                }
                if (std::find(stack.begin(), stack.end(), resolved) != stack.end()) {
                    out_.error = path + ":" + std::to_string(lineNo) + ": #include cycle through \"" + resolved + "\"";
                    return false;
                }
                // Each file once per program, like #pragma once; the line keeps numbering.
                if (std::find(out_.fileNames.begin(), out_.fileNames.end(), resolved) == out_.fileNames.end()) {
                    if (!addFile(resolved, false, stack)) return false;
                    emitLine(lineNo + 1, number);
                } else {
                    out_.text += "\n";
                }
            } else {
                out_.text.append(line).append("\n");
            }
            if (end == text->size()) break;
            pos = end + 1;
        }
        if (isRoot && !sawVersion) {
            out_.error = path + ": the main shader file has no #version line";
            return false;
        }
        stack.pop_back();
        return true;
    }

    PreprocessedShader take() { return std::move(out_); }

private:
    void emitLine(int line, int fileNumber) {
        out_.text += "#line " + std::to_string(line) + " " + std::to_string(fileNumber) + "\n";
    }

    const ShaderSources& sources_;
    std::span<const std::string> defines_;
    PreprocessedShader out_;
};

}  // namespace

PreprocessedShader preprocessShader(const ShaderSources& sources, std::string_view rootPath,
                                    std::span<const std::string> defines) {
    Joiner joiner(sources, defines);
    std::vector<std::string> stack;
    const bool ok = joiner.addFile(normalise(rootPath), true, stack);
    PreprocessedShader out = joiner.take();
    if (!ok) out.text.clear();
    return out;
}

std::string describeLog(std::string_view log, std::span<const std::string> fileNames) {
    // Mesa: "0:12(5): error: ..."; NVIDIA: "0(12) : error C0000: ..."; others: "ERROR: 0:12: ...".
    static const std::regex kMesa(R"(^(\s*)(\d+):(\d+)\((\d+)\))");
    static const std::regex kNvidia(R"(^(\s*)(\d+)\((\d+)\)\s*:)");
    static const std::regex kPlain(R"(^(\s*\w+: )(\d+):(\d+):)");
    auto name = [&](const std::string& number) -> std::string {
        const unsigned long n = std::stoul(number);
        return n < fileNames.size() ? fileNames[n] : number;
    };
    std::string out;
    std::size_t pos = 0;
    while (pos < log.size()) {
        const std::size_t end = std::min(log.find('\n', pos), log.size());
        const std::string line(log.substr(pos, end - pos));
        std::smatch m;
        if (std::regex_search(line, m, kMesa)) {
            out += m[1].str() + name(m[2].str()) + ":" + m[3].str() + ":" + m[4].str() + m.suffix().str();
        } else if (std::regex_search(line, m, kNvidia)) {
            out += m[1].str() + name(m[2].str()) + ":" + m[3].str() + ":" + m.suffix().str();
        } else if (std::regex_search(line, m, kPlain)) {
            out += m[1].str() + name(m[2].str()) + ":" + m[3].str() + ":" + m.suffix().str();
        } else {
            out += line;
        }
        out += "\n";
        pos = end + 1;
    }
    while (!out.empty() && (out.back() == '\n' || out.back() == '\0')) out.pop_back();
    return out;
}

}  // namespace murmur::gl
