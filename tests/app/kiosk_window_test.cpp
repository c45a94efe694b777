// The presentation mode, end to end: no panel, a large legend, a hawk now and then, and the
// start again after a while without input. Under a script its clock is 60 frames a second.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "x_session.hpp"

namespace murmur::apptest {
namespace {

class Kiosk : public WindowTest {};

const std::vector<std::string> kArgs = {"--size",        "900x600", "--backend", "cpu",
                                        "--auto-reduce", "off",     "--birds",   "600"};

std::vector<std::string> with(std::initializer_list<std::string> extra) {
    std::vector<std::string> a = kArgs;
    a.insert(a.end(), extra.begin(), extra.end());
    return a;
}

TEST_F(Kiosk, HidesThePanelSendsHawksAndStartsAgainWhenIdle) {
    // A hawk every second (60 frames), the start again after 0.1 min (360 frames).
    const std::string script =
        writeScript("kiosk.script", "wait 5\nprint layout\nwait 100\nprint stats\nwait 300\nprint stats\nquit\n");
    const RunResult r = runMurmur(
        display(), with({"--kiosk", "--kiosk-hawk-every", "1", "--kiosk-reset-after", "0.1", "--script", script}));
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    const auto layout = parseLayout(r.out);
    EXPECT_EQ(layout.at("panel").width, 0);  // no panel
    EXPECT_EQ(layout.at("view").x, 0);
    EXPECT_GT(layout.at("legend").width, 150);  // twice the usual 98 or so
    const auto early = parseKeyValues(r.out, "stats", 0), late = parseKeyValues(r.out, "stats", 1);
    EXPECT_EQ(early.at("hawks"), "1") << r.out;  // the first hawk at frame 60
    EXPECT_NE(r.out.find("kiosk: started again"), std::string::npos) << r.out;
    EXPECT_LT(std::stoi(late.at("step")), 100) << "frame 405, started again at frame 360";
}

TEST_F(Kiosk, KTogglesItAndBadTimesAreUsageErrors) {
    const std::string script = writeScript("k.script",
                                           "wait 3\nkey k\nwait 3\nprint layout\nkey k\nwait 3\n"
                                           "print layout\nquit\n");
    const RunResult r = runMurmur(display(), with({"--script", script}));
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    const std::size_t on = r.out.find("layout panel 0 0 0 600");
    ASSERT_NE(on, std::string::npos) << r.out;
    EXPECT_NE(r.out.find("layout panel 0 0 320", on), std::string::npos) << r.out;  // back
    for (const char* bad : {"0", "-1", "nan", "1e9"}) {
        const RunResult e = runMurmur(display(), with({"--kiosk", "--kiosk-hawk-every", bad}), 30.0);
        EXPECT_EQ(e.exitCode, 2) << bad;
        EXPECT_NE(e.err.find("--kiosk-hawk-every"), std::string::npos) << e.err;
    }
}

}  // namespace
}  // namespace murmur::apptest
