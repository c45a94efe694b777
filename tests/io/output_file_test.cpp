// output_file_test.cpp - the all-or-nothing writer: committed bytes arrive whole, failures
// leave nothing under the final name, devices and symlinks are written through, stale
// temporary files of dead processes are swept, and an interrupt removes the open ones.
#include <gtest/gtest.h>

#include <csignal>
#include <fstream>
#include <sstream>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "io/output_file.hpp"
#include "temp_dir.hpp"

namespace murmur::report {
namespace {

namespace fs = std::filesystem;

std::string readAll(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

int hiddenFiles(const fs::path& dir) {
    int n = 0;
    for (const auto& e : fs::directory_iterator(dir))
        if (e.path().filename().string().rfind('.', 0) == 0) ++n;
    return n;
}

TEST(OutputFile, CommittedBytesArriveWholeAndNoTemporaryFileStays) {
    TempDir dir;
    const fs::path path = dir.path / "sub" / "out.csv";  // the folder is made
    std::string error;
    auto out = OutputFile::open(path.string(), error);
    ASSERT_TRUE(out) << error;
    std::fprintf(out->stream(), "a,b\n");
    out->write("1,2\n");
    EXPECT_FALSE(fs::exists(path)) << "nothing under the final name before commit";
    EXPECT_EQ(out->commit(), std::nullopt);
    EXPECT_EQ(readAll(path), "a,b\n1,2\n");
    EXPECT_EQ(hiddenFiles(path.parent_path()), 0);
    EXPECT_EQ(fs::status(path).permissions() & fs::perms::owner_read, fs::perms::owner_read);
}

TEST(OutputFile, AnAbandonedOutputLeavesTheOldFileAndNoTemporary) {
    TempDir dir;
    const fs::path path = dir.path / "keep.csv";
    ASSERT_EQ(writeFileAtomically(path, "old\n"), std::nullopt);
    {
        std::string error;
        auto out = OutputFile::open(path.string(), error);
        ASSERT_TRUE(out) << error;
        out->write("half a ro");
    }  // destroyed without commit: as if the run failed
    EXPECT_EQ(readAll(path), "old\n");
    EXPECT_EQ(hiddenFiles(dir.path), 0);
}

TEST(OutputFile, ReplacingAFileKeepsItsMode) {
    TempDir dir;
    const fs::path path = dir.path / "mode.csv";
    ASSERT_EQ(writeFileAtomically(path, "x"), std::nullopt);
    fs::permissions(path, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
    ASSERT_EQ(writeFileAtomically(path, "y"), std::nullopt);
    EXPECT_EQ(fs::status(path).permissions(), fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
}

TEST(OutputFile, AFullDeviceIsAnErrorNamingThePathAndTheReason) {
    if (!fs::exists("/dev/full")) GTEST_SKIP() << "no /dev/full here";
    const auto err = writeFileAtomically("/dev/full", std::string(100000, 'x'));
    ASSERT_TRUE(err);
    EXPECT_NE(err->find("/dev/full"), std::string::npos) << *err;
    EXPECT_NE(err->find("No space left"), std::string::npos) << *err;
    EXPECT_TRUE(fs::is_character_file("/dev/full"));
}

TEST(OutputFile, ADeviceIsWrittenInPlaceNeverReplaced) {
    // As root, the old writer renamed a regular file over /dev/null.
    ASSERT_EQ(writeFileAtomically("/dev/null", "discarded\n"), std::nullopt);
    EXPECT_TRUE(fs::is_character_file("/dev/null"));
}

TEST(OutputFile, AFifoIsWrittenInPlace) {
    TempDir dir;
    const fs::path fifo = dir.path / "pipe";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const pid_t reader = ::fork();
    ASSERT_GE(reader, 0);
    if (reader == 0) {  // the child reads the pipe into a file and exits
        std::ifstream in(fifo);
        std::ofstream((dir.path / "read").string()) << in.rdbuf();
        ::_exit(0);
    }
    EXPECT_EQ(writeFileAtomically(fifo, "through the pipe\n"), std::nullopt);
    int status = 0;
    ::waitpid(reader, &status, 0);
    EXPECT_TRUE(fs::is_fifo(fifo));
    EXPECT_EQ(readAll(dir.path / "read"), "through the pipe\n");
}

TEST(OutputFile, ASymlinkIsFollowedAndStaysALink) {
    TempDir dir;
    fs::create_directories(dir.path / "real");
    const fs::path link = dir.path / "link.csv";
    fs::create_symlink("real/data.csv", link);  // relative and dangling: the file does not exist yet
    ASSERT_EQ(writeFileAtomically(link, "one\n"), std::nullopt);
    EXPECT_TRUE(fs::is_symlink(link));
    EXPECT_EQ(readAll(dir.path / "real" / "data.csv"), "one\n");
    ASSERT_EQ(writeFileAtomically(link, "two\n"), std::nullopt);
    EXPECT_TRUE(fs::is_symlink(link));
    EXPECT_EQ(readAll(dir.path / "real" / "data.csv"), "two\n");
}

TEST(OutputFile, StaleTemporaryFilesOfDeadProcessesAreSwept) {
    TempDir dir;
    const fs::path path = dir.path / "run.csv";
    // pid_max is at most 2^22 on Linux, so this process cannot exist.
    const fs::path stale = dir.path / ".run.csv.murmur-2147483000-AbCdEf";
    const fs::path live = dir.path / (".run.csv.murmur-" + std::to_string(::getppid()) + "-AbCdEf");
    const fs::path other = dir.path / ".other.csv.murmur-2147483000-AbCdEf";
    for (const auto& p : {stale, live, other}) std::ofstream(p) << "torn";
    ASSERT_EQ(writeFileAtomically(path, "whole\n"), std::nullopt);
    EXPECT_FALSE(fs::exists(stale));
    EXPECT_TRUE(fs::exists(live)) << "a running process's temporary file is not ours to remove";
    EXPECT_TRUE(fs::exists(other)) << "only the same target's leftovers are swept";
}

TEST(OutputFile, SigtermRemovesTheOpenTemporaryFile) {
    TempDir dir;
    const fs::path path = dir.path / "interrupted.csv";
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        std::string error;
        auto out = OutputFile::open(path.string(), error);
        if (!out) ::_exit(3);
        out->write("a row");
        std::fflush(out->stream());
        std::raise(SIGTERM);
        ::_exit(4);  // not reached: the signal still ends the process
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFSIGNALED(status)) << "exit code " << WEXITSTATUS(status);
    EXPECT_EQ(WTERMSIG(status), SIGTERM);
    EXPECT_FALSE(fs::exists(path));
    EXPECT_EQ(hiddenFiles(dir.path), 0);
}

TEST(OutputFile, CheckOutputPathFailsEarlyAndWritesNothing) {
    TempDir dir;
    EXPECT_EQ(checkOutputPath("-"), std::nullopt);
    EXPECT_EQ(checkOutputPath("/dev/null"), std::nullopt);
    EXPECT_EQ(checkOutputPath((dir.path / "new" / "a.csv").string()), std::nullopt);
    EXPECT_FALSE(fs::exists(dir.path / "new" / "a.csv"));
    EXPECT_EQ(hiddenFiles(dir.path / "new"), 0);

    const auto proc = checkOutputPath("/proc/murmur-x.csv");
    ASSERT_TRUE(proc);
    EXPECT_NE(proc->find("/proc/murmur-x.csv"), std::string::npos) << *proc;
    const auto folder = checkOutputPath(dir.path.string());
    ASSERT_TRUE(folder);
    EXPECT_NE(folder->find("is a folder"), std::string::npos) << *folder;
    EXPECT_TRUE(checkOutputPath(""));
}

TEST(OutputFile, StandardOutputIsDash) {
    std::string error;
    auto out = OutputFile::open("-", error);
    ASSERT_TRUE(out) << error;
    EXPECT_EQ(out->stream(), stdout);
    EXPECT_EQ(out->commit(), std::nullopt);
}

}  // namespace
}  // namespace murmur::report
