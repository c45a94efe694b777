// murmur-cli's report and snapshot flags, end to end through the real binary.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <stb/stb_image.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;

struct Result {
    int exitCode = -1;
    std::string output;  // stdout and stderr
};

Result runCli(const std::string& args) {
    Result r;
    FILE* p = ::popen((std::string(MURMUR_CLI_PATH) + " " + args + " 2>&1").c_str(), "r");
    if (!p) return r;
    char buf[512];
    while (std::fgets(buf, sizeof buf, p)) r.output += buf;
    const int status = ::pclose(p);
    r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return r;
}

fs::path tempPath(const std::string& name) {
    return fs::temp_directory_path() / ("murmur-cli-report-" + std::to_string(::getpid()) + "-" + name);
}

std::string readAll(const fs::path& p) {
    std::ifstream in(p);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

TEST(CliReport, ExperimentsReportWritesMarkdownAndCharts) {
    const fs::path dir = tempPath("report");
    const Result r = runCli("experiments --only e0 --seeds 1 --threads 2 --report " + dir.string());
    ASSERT_EQ(r.exitCode, 0) << r.output;
    const std::string md = readAll(dir / "report.md");
    EXPECT_NE(md.find("### E0"), std::string::npos);
    EXPECT_NE(md.find("--only e0 --report DIR"), std::string::npos);
    int w = 0, h = 0, c = 0;
    unsigned char* px = stbi_load((dir / "hawk_time_series.png").c_str(), &w, &h, &c, 4);
    ASSERT_NE(px, nullptr);
    stbi_image_free(px);
    EXPECT_GT(w, 0);
    fs::remove_all(dir);
}

TEST(CliReport, UnwritableReportFolderFailsBeforeRunning) {
    const Result r = runCli("experiments --only e1 --report /proc/murmur-no-report");
    EXPECT_EQ(r.exitCode, 1) << r.output;
    EXPECT_NE(r.output.find("cannot write the report folder"), std::string::npos) << r.output;
}

TEST(CliReport, RunSnapshotWritesOneRowPerBird) {
    const fs::path file = tempPath("snapshot.csv");
    const Result r = runCli("run --birds 40 --steps 10 --snapshot " + file.string());
    ASSERT_EQ(r.exitCode, 0) << r.output;
    std::ifstream in(file);
    std::string line;
    ASSERT_TRUE(std::getline(in, line));
    EXPECT_EQ(line, "id,x,y,z,hx,hy,hz,speed,fear");
    int rows = 0;
    while (std::getline(in, line)) ++rows;
    EXPECT_EQ(rows, 40);
    fs::remove(file);
}

}  // namespace
