// Flying the hawk, end to end, with real input: xdotool presses G (a person flies the hawk),
// holds D, W and S (long enough for the key to repeat: S saves no screenshot while it
// steers), moves the pointer off the view's centre, holds Shift (a stoop), and presses G
// again (lets go). The card shows while flying; the attack is the player's; the recorded
// session replays to the same flock, byte for byte, and without its hands to another.
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "x_session.hpp"

namespace murmur::apptest {
namespace {

class Flight : public WindowTest {};

std::string withoutSteering(const std::string& script) {
    std::istringstream in(script);
    std::string out, line;
    while (std::getline(in, line))
        if (!line.starts_with("hawk steer ")) out += line + "\n";
    return out;
}

TEST_F(Flight, APersonFliesTheHawkByKeysAndPointerAndTheReplayEndsInTheSameFlock) {
    const std::string recorded = tempPath("flight.script"), shot = tempPath("flight.png"),
                      first = tempPath("flight.csv"), again = tempPath("again.csv"), handsOff = tempPath("off.csv");
    const std::string script =
        writeScript("fly.script", "wait 5\nprint layout\nuntil flying 3000\nwait 30\nprint layout\nscreenshot " + shot +
                                      "\nuntil no-hawk 6000\nwait 5\nprint attacks\nquit\n");
    const std::vector<std::string> common = {"--size",       "1280x800", "--backend", "cpu", "--auto-reduce", "off",
                                             "--autorotate", "off",      "--birds",   "600", "--threads",     "1"};
    // Each run saves its flight (E8's --player-flights) in a folder of its own.
    const std::string flown = tempPath("flown"), replayed = tempPath("replayed"), unsteered = tempPath("unsteered");
    for (const std::string& dir : {flown, replayed, unsteered}) std::filesystem::create_directories(dir);
    std::vector<std::string> a = common;
    a.insert(a.end(), {"--script", script, "--record-script", recorded, "--snapshot", first, "--frame-delay-ms", "5",
                       "--capture-dir", flown});
    Murmur app(display(), a, "flight");
    ASSERT_TRUE(app.waitForLine("layout view", 60.0)) << app.stdoutSoFar();
    auto layout = parseLayout(app.stdoutSoFar());
    ASSERT_TRUE(layout.count("view") && layout.count("screen"));
    const PixelRect view = layout["view"], screen = layout["screen"];
    auto at = [&](int x, int y) { return std::to_string(screen.x + x) + " " + std::to_string(screen.y + y); };
    const int cx = view.x + view.width / 2, cy = view.y + view.height / 2;
    // The pointer over the window (no window manager: the keys go where it is), at the centre.
    const std::string hands =
        "xdotool mousemove " + at(cx, cy) +
        " sleep 0.3 key g sleep 0.6 keydown d sleep 0.8 keyup d sleep 0.3"
        " keydown w sleep 0.5 keyup w sleep 0.3 keydown s sleep 1.2 keyup s sleep 0.3 mousemove " +
        at(cx + view.width / 4, cy - view.height / 5) + " sleep 0.6 mousemove " + at(cx, cy) +
        " sleep 0.3 keydown shift sleep 0.4 keyup shift sleep 0.3 key g";
    ASSERT_EQ(runWithDisplay(display(), hands), 0);
    const RunResult r = app.wait(120.0);
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    EXPECT_NE(r.out.find("attack 1 player hawk"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("screenshot "), r.out.rfind("screenshot ")) << "only the script's: S steered\n" << r.out;

    // While flying: the card over the view, and the hawk in it.
    auto flying = parseLayout(r.out.substr(r.out.find("layout window", r.out.find("layout view") + 1)));
    ASSERT_TRUE(flying.count("flight-card")) << r.out;
    const Image img = loadPng(shot);
    ASSERT_TRUE(img.ok());
    const PixelRect card = flying["flight-card"];
    auto text = [](const std::uint8_t* p) { return p[0] > 180 && p[1] > 180 && p[2] > 180; };
    EXPECT_GT(countPixels(img, card, text), 300) << "the card's rows";
    EXPECT_GT(countPixels(img, view, isHawkPixel, &card), 200) << "the chased hawk";

    // The hands, as the session wrote them: each change one line.
    const std::string session = readFile(recorded);
    for (const char* line : {"\nhawk fly on\n", "\nhawk steer 1 0 0\n", "\nhawk steer 0 1 0\n", "\nhawk steer 0 -1 0\n",
                             "\nhawk steer 0 0 1\n", "\nhawk fly off\n"})
        EXPECT_NE(session.find(line), std::string::npos) << line << " missing from\n" << session;
    EXPECT_NE(session.find("\nhawk steer 0."), std::string::npos) << "the pointer's aim\n" << session;

    std::vector<std::string> b = common;
    b.insert(b.end(), {"--script", recorded, "--snapshot", again, "--capture-dir", replayed});
    const RunResult replay = runMurmur(display(), b);
    ASSERT_EQ(replay.exitCode, 0) << replay.err << replay.out;
    const std::string x = readFile(first);
    ASSERT_GT(x.size(), 600u * 20u);
    EXPECT_TRUE(x == readFile(again)) << "the replayed flight's flock differs from the session's";

    const std::string noHands = writeScript("no-hands.script", withoutSteering(session));
    std::vector<std::string> c = common;
    c.insert(c.end(), {"--script", noHands, "--snapshot", handsOff, "--capture-dir", unsteered});
    ASSERT_EQ(runMurmur(display(), c).exitCode, 0);
    EXPECT_FALSE(readFile(handsOff) == x) << "the hands changed nothing";

    // The flight, saved for E8: the player's rows, the same from the replay, others without
    // the hands.
    auto savedFlight = [](const std::string& dir) {
        std::vector<std::string> files;
        for (const auto& e : std::filesystem::directory_iterator(dir)) files.push_back(readFile(e.path().string()));
        return files;
    };
    const auto flights = savedFlight(flown);
    ASSERT_EQ(flights.size(), 1u) << r.out;
    EXPECT_NE(r.out.find("flight saved " + flown + "/flight-"), std::string::npos) << r.out;
    for (const char* row : {"\ne8,player n=600 default,1,caught,", "\ne8,player n=600 default,1,density,",
                            "\ne8,player n=600 default,1,closest_approach,"})
        EXPECT_NE(flights[0].find(row), std::string::npos) << row << " missing from\n" << flights[0];
    const auto again2 = savedFlight(replayed), without = savedFlight(unsteered);
    ASSERT_EQ(again2.size(), 1u);
    EXPECT_EQ(again2[0], flights[0]) << "the replay's flight differs";
    ASSERT_EQ(without.size(), 1u);
    EXPECT_NE(without[0], flights[0]) << "the hands changed nothing in the flight's rows";
    for (const std::string& dir : {flown, replayed, unsteered}) std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace murmur::apptest
