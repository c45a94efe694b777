#include "sweep/results_file.hpp"

#include <algorithm>
#include <cassert>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <utility>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include "io/output_file.hpp"

namespace murmur::sweep {
namespace fs = std::filesystem;
namespace {

std::string valueText(double v) {
    char buf[32];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);  // shortest round trip
    return std::string(buf, r.ptr);
}

std::vector<std::string_view> splitCommas(std::string_view line) {
    std::vector<std::string_view> out;
    for (std::size_t start = 0;;) {
        const std::size_t comma = line.find(',', start);
        out.push_back(line.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start));
        if (comma == std::string_view::npos) return out;
        start = comma + 1;
    }
}

template <typename T>
bool parseNumber(std::string_view s, T& out) {
    const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
    return r.ec == std::errc() && r.ptr == s.data() + s.size();
}

std::string lineAt(const std::string& source, std::size_t line) {
    std::string out(source);
    out.append(" line ").append(std::to_string(line)).append(": ");
    return out;
}

// The rows of one run as they are read, until the run has every measure.
struct OpenRun {
    RunKey run;
    std::vector<ResultRow> rows;
    std::size_t startByte = 0, firstLine = 0;
};

std::string reason(int err) {
    return std::strerror(err);
}

Status writeAll(int fd, std::string_view bytes, const std::string& path) {
    while (!bytes.empty()) {
        const ssize_t n = ::write(fd, bytes.data(), bytes.size());
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return fail("cannot write " + path + ": " + reason(n < 0 ? errno : ENOSPC));
        bytes.remove_prefix(static_cast<std::size_t>(n));
    }
    if (::fdatasync(fd) != 0) return fail("cannot write " + path + ": " + reason(errno));
    return {};
}

std::optional<std::string> readFile(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace

std::string resultsHeader(const SweepSpec& spec) {
    std::string out;
    for (const SweepAxis& axis : spec.axes) out.append(axis.field).append(",");
    return out.append("seed,measure,value\n");
}

std::string resultsBlock(const SweepCell& cell, std::uint32_t seed, std::span<const MeasureValue> values) {
    std::string prefix;
    for (const std::string& v : cell.values) prefix.append(v).append(",");
    prefix.append(std::to_string(seed)).append(",");
    std::string out;
    for (const MeasureValue& m : values)
        out.append(prefix).append(measureName(m.measure)).append(",").append(valueText(m.value)).append("\n");
    return out;
}

Result<ResultsScan> scanResults(std::string_view text, const SweepSpec& spec, const std::vector<SweepCell>& cells,
                                const std::string& source) {
    ResultsScan scan;
    std::map<std::vector<std::string>, std::size_t> cellOf;
    for (const SweepCell& c : cells) cellOf.emplace(c.values, c.index);
    const std::string header = resultsHeader(spec);
    const std::size_t columns = spec.axes.size() + 3;

    std::optional<OpenRun> open;
    auto closeRun = [&] {
        for (const ResultRow& r : open->rows) scan.rows.push_back(r);
        scan.done.insert(open->run);
        open.reset();
    };
    std::size_t pos = 0, lineNo = 0;
    while (pos < text.size()) {
        const std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) break;  // a torn last line: cut off below
        const std::string_view line = text.substr(pos, end - pos);
        const std::size_t lineStart = pos;
        pos = end + 1;
        ++lineNo;
        if (lineNo == 1) {
            if (std::string(line) + "\n" != header)
                return fail(lineAt(source, 1) + "the header is not this sweep's (want " +
                            header.substr(0, header.size() - 1) + ")");
            scan.hasHeader = true;
            scan.keepBytes = pos;
            continue;
        }
        const auto fields = splitCommas(line);
        if (fields.size() != columns)
            return fail(lineAt(source, lineNo) + "expected " + std::to_string(columns) + " columns, got " +
                        std::to_string(fields.size()));
        std::vector<std::string> values(fields.begin(), fields.begin() + static_cast<long>(spec.axes.size()));
        const auto cell = cellOf.find(values);
        if (cell == cellOf.end()) return fail(lineAt(source, lineNo) + "the axis values are no cell of this sweep");
        ResultRow row{{cell->second, 0}, Measure::Polarization, 0.0};
        const std::string_view seedText = fields[spec.axes.size()];
        if (!parseNumber(seedText, row.run.seed) ||
            std::find(spec.seeds.begin(), spec.seeds.end(), row.run.seed) == spec.seeds.end())
            return fail(lineAt(source, lineNo) + "'" + std::string(seedText) + "' is no seed of this sweep");
        const auto measure = parseMeasure(fields[spec.axes.size() + 1]);
        if (!measure || std::find(spec.measures.begin(), spec.measures.end(), *measure) == spec.measures.end())
            return fail(lineAt(source, lineNo) + "'" + std::string(fields[spec.axes.size() + 1]) +
                        "' is no measure of this sweep");
        row.measure = *measure;
        if (!parseNumber(fields[spec.axes.size() + 2], row.value))
            return fail(lineAt(source, lineNo) + "'" + std::string(fields[spec.axes.size() + 2]) + "' is not a number");

        if (open && open->run != row.run)
            return fail(lineAt(source, open->firstLine) + "an incomplete run (" + std::to_string(open->rows.size()) +
                        " of " + std::to_string(spec.measures.size()) + " measures) before other rows");
        if (scan.done.count(row.run)) return fail(lineAt(source, lineNo) + "a run that is already complete above");
        if (!open) open = OpenRun{row.run, {}, lineStart, lineNo};
        for (const ResultRow& r : open->rows)
            if (r.measure == row.measure) return fail(lineAt(source, lineNo) + "a measure twice in one run");
        open->rows.push_back(row);
        if (open->rows.size() == spec.measures.size()) {
            closeRun();
            scan.keepBytes = pos;
        }
    }
    std::size_t kept = 0;
    for (std::size_t i = 0; i < scan.keepBytes; ++i) kept += text[i] == '\n' ? 1 : 0;
    std::size_t all = 0;
    for (char c : text) all += c == '\n' ? 1 : 0;
    scan.droppedLines = all - kept + (text.empty() || text.back() == '\n' ? 0 : 1);
    return scan;
}

Status checkSweepFolder(const SweepSpec& spec, const fs::path& dir) {
    const auto oldSpec = readFile(dir / kSpecName);
    if (oldSpec && *oldSpec != sweepSpecJson(spec))
        return fail(dir.string() + " holds another sweep's results (its " + kSpecName +
                    " differs from this spec): choose another folder");
    std::error_code ec;
    if (!oldSpec && fs::file_size(dir / kResultsName, ec) > 0 && !ec)
        return fail(dir.string() + " holds a " + kResultsName + " without its " + kSpecName +
                    ": choose another folder");
    return {};
}

Result<ResultsFile> ResultsFile::open(const SweepSpec& spec, const fs::path& dir) {
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) return fail("cannot create the folder " + dir.string() + ": " + ec.message());
    const fs::path specPath = dir / kSpecName;
    const fs::path csvPath = dir / kResultsName;
    const std::string specText = sweepSpecJson(spec);

    ResultsFile file;
    file.path_ = csvPath;
    file.fd_ = ::open(csvPath.c_str(), O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (file.fd_ < 0) return fail("cannot write " + csvPath.string() + ": " + reason(errno));
    if (::flock(file.fd_, LOCK_EX | LOCK_NB) != 0) return fail(dir.string() + ": another sweep is writing this folder");

    const auto csvText = readFile(csvPath);
    if (!csvText) return fail("cannot read " + csvPath.string());
    if (auto fits = checkSweepFolder(spec, dir); !fits) return fail(fits.error());
    if (!fs::exists(specPath))
        if (auto err = report::writeFileAtomically(specPath, specText)) return fail(*err);

    auto scan = scanResults(*csvText, spec, expandCells(spec), csvPath.string());
    if (!scan) return fail(scan.error());
    if (scan->keepBytes < csvText->size() && ::ftruncate(file.fd_, static_cast<off_t>(scan->keepBytes)) != 0)
        return fail("cannot cut the torn end of " + csvPath.string() + ": " + reason(errno));
    if (!scan->hasHeader)
        if (auto written = writeAll(file.fd_, resultsHeader(spec), csvPath.string()); !written)
            return fail(written.error());
    file.done_ = std::move(scan->done);
    file.rows_ = std::move(scan->rows);
    file.dropped_ = scan->droppedLines;
    return file;
}

ResultsFile::ResultsFile(ResultsFile&& other) noexcept {
    *this = std::move(other);
}

ResultsFile& ResultsFile::operator=(ResultsFile&& other) noexcept {
    if (this != &other) {
        if (fd_ >= 0) ::close(fd_);
        path_ = std::move(other.path_);
        fd_ = std::exchange(other.fd_, -1);
        done_ = std::move(other.done_);
        rows_ = std::move(other.rows_);
        dropped_ = other.dropped_;
    }
    return *this;
}

ResultsFile::~ResultsFile() {
    if (fd_ >= 0) ::close(fd_);  // releases the lock
}

Status ResultsFile::append(const SweepCell& cell, std::uint32_t seed, std::span<const MeasureValue> values) {
    const RunKey run{cell.index, seed};
    assert(!done_.count(run) && "ResultsFile::append: this run is already in results.csv (check done())");
    if (auto written = writeAll(fd_, resultsBlock(cell, seed, values), path_.string()); !written) return written;
    done_.insert(run);
    for (const MeasureValue& m : values) rows_.push_back({run, m.measure, m.value});
    return {};
}

}  // namespace murmur::sweep
