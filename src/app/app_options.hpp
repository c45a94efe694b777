// app_options.hpp - the window program's command line.
//
// The simulation flags are the CLI's own (src/cli/sim_flags.hpp), so `murmur` and
// `murmur-cli run` accept the same names. Everything is checked here, before any window
// opens: a bad flag or script line is one line on stderr and exit 2.
#pragma once

#include <optional>
#include <string>
#include <variant>

#include "bird_colouring.hpp"
#include "camera_mode.hpp"
#include "murmur/model/params.hpp"
#include "scenes/scene_names.hpp"
#include "script.hpp"
#include "trail_ring.hpp"
#include "ui_text.hpp"

namespace murmur::app {

enum class BackendRequest { Auto, Cpu, Gpu };

// `--sky dusk` without a dusk in the settings: the flock goes to roost from this step (about
// 15 s at 60 frames a second and one step a frame).
inline constexpr int kDuskSkyDescentStep = 900;

struct AppOptions {
    SimParams params;
    BackendRequest backend = BackendRequest::Auto;
    int width = 1280;  // window size in screen coordinates
    int height = 800;
    std::optional<std::string> screenshot;  // written after `frames` frames, then exit 0
    int frames = 0;                         // 0: run until closed (or the script quits)
    std::optional<Script> script;
    int frameDelayMs = 0;       // added to every frame: makes the app slow on purpose
    bool autoReduce = true;     // the automatic bird reduction
    bool autorotate = true;     // idle auto-orbit at start
    bool livingBirds = true;    // wings beat, birds bank (drawing only)
    bool levelOfDetail = true;  // far birds as points, none outside the view (drawing only)
    bool stepThread = true;     // the CPU backend works out the next step while the frame draws
    render::BirdColouring colouring = render::BirdColouring::CoreEdge;  // --colour-by
    render::CameraMode camera = render::CameraMode::Orbit;              // --camera
    int trails = 0;                                                     // --trails
    bool dusk = false;  // --sky dusk (and, unless the settings have one, a dusk at kDuskSkyDescentStep)
    // --kiosk, the presentation mode: no panel, a large legend, a hawk every
    // kioskHawkSeconds, the start again after kioskResetMinutes without input.
    bool kiosk = false;
    double kioskHawkSeconds = 20.0;
    double kioskResetMinutes = 5.0;
    bool vsync = true;
    int msaa = -1;                                 // samples; -1: 4 on a GPU, 0 on a software rasteriser
    float speed = 1.0f;                            // simulation steps per frame
    int benchFrames = 0;                           // > 0: run that many frames, print the time split, exit
    int threads = 0;                               // CPU backend threads; <= 0: one per hardware thread
    std::string scene{scenes::kDefaultSceneName};  // or another of scenes/scene_names.hpp's list
    std::optional<std::string> snapshot;           // per-bird CSV (io/snapshot.hpp) written at exit
    std::optional<std::string> recordScript;       // the session as a script that replays it
    std::string captureDir = ".";                  // where "Save screenshot" and "Record video" write
    ui::Language language = ui::kDefaultLanguage;  // --lang: the panel's language
    std::string koreanFont = ui::kKoreanFontPath;  // the font for Hangul (tests point it elsewhere)
    // The Experiments section: computed in the background when nothing is cached, in
    // interactive runs (not with --script, --frames or --bench-frames); manual: on request.
    bool experimentsAuto = true;
    int experimentSeeds = 4;  // seeds 1..N (docs/model.md: 4)
    int experimentBirds = 0;  // the experiments' flock; 0: the default N (tests use fewer)
};

// Parses argv; sceneWords: the scenes' script words, for --script (script.hpp). Returns the options, or the exit code
// to stop with (0 after --help, 2 on a usage error, with the message already printed).
std::variant<AppOptions, int> parseAppOptions(int argc, char** argv, const scenes::SceneGrammar& sceneWords = {});

// "960x600" -> {960, 600}; nothing on anything else (sides 1..16384).
std::optional<std::pair<int, int>> parseSize(const std::string& text);

}  // namespace murmur::app
