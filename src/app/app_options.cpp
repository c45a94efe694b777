#include "app_options.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>

#include <CLI/CLI.hpp>

#include "murmur/model/roost_descent.hpp"
#include "scenes/scene_names.hpp"
#include "sim_flags.hpp"

namespace murmur::app {
namespace {

constexpr const char* kProgram = "murmur";
constexpr int kMaxSide = 16384;

int usageError(const std::string& message) {
    std::fprintf(stderr, "%s: error: %s (see --help)\n", kProgram, message.c_str());
    return cli::kUsageExit;
}

}  // namespace

std::optional<std::pair<int, int>> parseSize(const std::string& text) {
    const auto x = text.find('x');
    if (x == std::string::npos || x == 0 || x + 1 >= text.size()) return std::nullopt;
    auto side = [](const std::string& s) -> std::optional<int> {
        if (s.empty() || s.size() > 5) return std::nullopt;
        for (char c : s)
            if (c < '0' || c > '9') return std::nullopt;
        const int v = std::atoi(s.c_str());
        if (v < 1 || v > kMaxSide) return std::nullopt;
        return v;
    };
    auto w = side(text.substr(0, x));
    auto h = side(text.substr(x + 1));
    if (!w || !h) return std::nullopt;
    return std::pair{*w, *h};
}

std::variant<AppOptions, int> parseAppOptions(int argc, char** argv, const scenes::SceneGrammar& sceneWords) {
    AppOptions options;
    cli::SimFlags sim;
    std::string backend = "auto";
    std::string size = "1280x800";
    std::string scriptPath;
    std::string screenshot;
    std::string autoReduce = "on";
    std::string autorotate = "on";
    std::string livingBirds = "on";
    std::string levelOfDetail = "on";
    std::string stepThread = "on";
    std::string sky = "day";
    std::string language = "en";
    bool noVsync = false;
    std::string msaa = "auto";
    bool lowPower = false;

    CLI::App app{"murmur - the murmuration lab: a flock of starlings you can steer and startle"};
    app.set_help_flag("-h,--help", "print this help and exit");
    cli::addSimFlags(app, sim);
    app.add_flag("--low-power", lowPower, "the low-power preset: 700 birds (overrides --birds)");
    app.add_option("--backend", backend,
                   "where the flock steps: cpu, gpu (OpenGL 4.3 compute; falls back to "
                   "cpu when unavailable) or auto (gpu unless the OpenGL driver is a "
                   "software rasteriser such as llvmpipe)")
        ->capture_default_str();
    app.add_option("--threads", options.threads, "CPU backend threads (0: one per hardware thread)")
        ->capture_default_str();
    app.add_option("--size", size, "window size WxH in screen coordinates")->capture_default_str();
    app.add_option("--screenshot", screenshot, "write a PNG of the whole window after --frames frames, then exit");
    app.add_option("--frames", options.frames, "frames to run before the screenshot / exit (0: until closed)")
        ->capture_default_str();
    app.add_option("--script", scriptPath, "a script of timed actions (see src/app/script.hpp)");
    app.add_option("--frame-delay-ms", options.frameDelayMs, "sleep this long every frame (tests the slow path)")
        ->capture_default_str();
    app.add_option("--auto-reduce", autoReduce, "on|off: remove 25% of the birds when below 24 fps for 3 s")
        ->capture_default_str();
    app.add_option("--autorotate", autorotate, "on|off: slow camera orbit while idle")->capture_default_str();
    app.add_option("--living-birds", livingBirds, "on|off: wings beat and birds bank into turns (drawing only)")
        ->capture_default_str();
    app.add_option("--level-of-detail", levelOfDetail,
                   "on|off: birds under 1.5 pixels long drawn as points, those outside the view not at all, "
                   "chosen on the CPU for the CPU backend (when that leaves out a fifth of the flock or more) and on "
                   "the GPU for the GPU backend (drawing only)")
        ->capture_default_str();
    app.add_option("--step-thread", stepThread,
                   "on|off: the CPU backend works out the next step on a thread of its own while the frame "
                   "draws (the same bits either way)")
        ->capture_default_str();
    app.add_option("--sky", sky, "day|dusk: the sky behind the flock")->capture_default_str();
    std::string colouring = "core-edge";
    app.add_option("--colour-by", colouring,
                   "what the birds' colour says: " + render::birdColouringList() +
                       " (core-edge: where a bird sits in the flock)")
        ->capture_default_str();
    app.add_option("--trails", options.trails,
                   "each bird's fading trail over this many steps shown (0: none, at most " +
                       std::to_string(render::kMaxTrailSteps) + "; drawing only)")
        ->check(CLI::Range(0, render::kMaxTrailSteps))
        ->capture_default_str();
    std::string camera = "orbit";
    app.add_option("--camera", camera,
                   "orbit|bird|hawk|ground: the view's camera: round the flock, riding a bird, chasing the hawk, "
                   "or from the ground looking up")
        ->capture_default_str();
    app.add_option("--lang", language,
                   "en|ko: the language of the panel, charts and overlays (ko needs fonts-nanum); what is "
                   "printed stays English")
        ->capture_default_str();
    // For tests: another Korean font file (a missing one shows the English fallback).
    app.add_option("--korean-font", options.koreanFont)->group("");
    app.add_option("--scene", options.scene, "what to show: " + scenes::sceneNameList())->capture_default_str();
    app.add_option("--speed", options.speed, "simulation steps per frame (0..8)")->capture_default_str();
    app.add_option("--msaa", msaa, "multisampling: auto (4 on a GPU, off on a software renderer), 0, 2, 4 or 8")
        ->capture_default_str();
    app.add_flag("--no-vsync", noVsync, "do not wait for the display's refresh");
    std::string snapshot;
    app.add_option("--snapshot", snapshot, "write every bird (id,x,y,z,hx,hy,hz,speed,fear) to this CSV file at exit");
    std::string recordScript;
    app.add_option("--record-script", recordScript,
                   "write the session as a script (--script FILE replays it to the same flock) at exit");
    app.add_option("--capture-dir", options.captureDir,
                   "folder for the panel's screenshots and videos, and the flights of a hawk a person flew")
        ->capture_default_str();
    std::string experiments = "auto";
    app.add_option("--experiments", experiments,
                   "auto: compute the panel's experiments in the background when none are cached (interactive "
                   "runs only); manual: only on the panel's Compute button")
        ->capture_default_str();
    // For tests: a smaller protocol (another cache key, so never mistaken for the real one).
    app.add_option("--experiment-seeds", options.experimentSeeds)->group("");
    app.add_option("--experiment-birds", options.experimentBirds)->group("");
    app.add_flag("--kiosk", options.kiosk,
                 "presentation mode: no panel, a large legend, a hawk now and then, the start again when idle (K)");
    app.add_option("--kiosk-hawk-every", options.kioskHawkSeconds, "seconds between the presentation's hawks")
        ->capture_default_str();
    app.add_option("--kiosk-reset-after", options.kioskResetMinutes,
                   "minutes without input before the presentation starts again")
        ->capture_default_str();
    app.add_option("--bench-frames", options.benchFrames,
                   "run this many frames without vsync, print the step / render / UI time split, exit");

    if (auto code = cli::parseOrExit(app, argc, argv, kProgram)) return *code;
    if (auto why = cli::checkSimFlags(sim)) return usageError(*why);
    options.params = sim.params;
    if (lowPower) options.params.birdCount = kLowPowerBirdCount;

    if (!std::isfinite(options.kioskHawkSeconds) || options.kioskHawkSeconds <= 0.0 ||
        options.kioskHawkSeconds > 86400.0)
        return usageError("--kiosk-hawk-every must be a finite number of seconds in (0, 86400]");
    if (!std::isfinite(options.kioskResetMinutes) || options.kioskResetMinutes <= 0.0 ||
        options.kioskResetMinutes > 1440.0)
        return usageError("--kiosk-reset-after must be a finite number of minutes in (0, 1440]");
    if (backend == "cpu") options.backend = BackendRequest::Cpu;
    else if (backend == "gpu") options.backend = BackendRequest::Gpu;
    else if (backend == "auto") options.backend = BackendRequest::Auto;
    else return usageError("--backend must be cpu, gpu or auto, got '" + backend + "'");

    auto wh = parseSize(size);
    if (!wh)
        return usageError("--size must be WIDTHxHEIGHT with sides 1.." + std::to_string(kMaxSide) + ", got '" + size +
                          "'");
    options.width = wh->first;
    options.height = wh->second;

    if (options.frames < 0) return usageError("--frames must be >= 0");
    if (!screenshot.empty()) {
        if (options.frames <= 0) return usageError("--screenshot needs --frames N (N >= 1)");
        options.screenshot = screenshot;
    }
    if (options.frameDelayMs < 0 || options.frameDelayMs > 10'000)
        return usageError("--frame-delay-ms must be in 0..10000");
    if (options.threads < 0 || options.threads > 1024) return usageError("--threads must be in 0..1024");
    if (options.benchFrames < 0) return usageError("--bench-frames must be >= 0");
    if (!snapshot.empty()) options.snapshot = snapshot;
    if (!recordScript.empty()) options.recordScript = recordScript;
    if (options.captureDir.empty()) return usageError("--capture-dir must not be empty");
    if (experiments != "auto" && experiments != "manual") return usageError("--experiments must be auto or manual");
    options.experimentsAuto = experiments == "auto";
    if (options.experimentSeeds < 1 || options.experimentSeeds > 64)
        return usageError("--experiment-seeds must be in 1..64");
    if (options.experimentBirds < 0 || options.experimentBirds > kMaxBirdCountFixedSky)
        return usageError("--experiment-birds must be in 0.." + std::to_string(kMaxBirdCountFixedSky));
    if (!std::isfinite(options.speed) || options.speed < 0.0f || options.speed > scenes::kMaxSceneSpeed)
        return usageError("--speed must be a finite number in [0, " + std::to_string(int(scenes::kMaxSceneSpeed)) +
                          "]");
    if (!scenes::isSceneName(options.scene)) return usageError("--scene must be " + scenes::sceneNameList());
    if (autoReduce != "on" && autoReduce != "off") return usageError("--auto-reduce must be on or off");
    if (autorotate != "on" && autorotate != "off") return usageError("--autorotate must be on or off");
    if (livingBirds != "on" && livingBirds != "off") return usageError("--living-birds must be on or off");
    if (levelOfDetail != "on" && levelOfDetail != "off") return usageError("--level-of-detail must be on or off");
    if (stepThread != "on" && stepThread != "off") return usageError("--step-thread must be on or off");
    if (sky != "day" && sky != "dusk") return usageError("--sky must be day or dusk, got '" + sky + "'");
    if (auto l = ui::parseLanguage(language)) options.language = *l;
    else return usageError("--lang must be en or ko, got '" + language + "'");
    options.livingBirds = livingBirds == "on";
    options.levelOfDetail = levelOfDetail == "on";
    options.stepThread = stepThread == "on";
    if (auto c = render::parseBirdColouring(colouring)) options.colouring = *c;
    else return usageError("--colour-by must be " + render::birdColouringList() + ", got '" + colouring + "'");
    if (auto c = render::parseCameraMode(camera)) options.camera = *c;
    else return usageError("--camera must be " + render::cameraModeList() + ", got '" + camera + "'");
    options.dusk = sky == "dusk";
    // A dusk sky brings the dusk itself: the flock goes to roost after a while (unless the
    // settings already choose when).
    if (options.dusk && !hasDescent(options.params)) options.params.descentStep = kDuskSkyDescentStep;
    options.autoReduce = autoReduce == "on";
    options.autorotate = autorotate == "on";
    if (msaa == "auto") options.msaa = -1;
    else if (msaa == "0" || msaa == "2" || msaa == "4" || msaa == "8") options.msaa = std::atoi(msaa.c_str());
    else return usageError("--msaa must be auto, 0, 2, 4 or 8, got '" + msaa + "'");
    options.vsync = !noVsync && options.benchFrames == 0;

    if (!scriptPath.empty()) {
        auto loaded = loadScript(scriptPath, sceneWords);
        if (auto* why = std::get_if<std::string>(&loaded)) {
            std::fprintf(stderr, "%s: error: %s\n", kProgram, why->c_str());
            return cli::kUsageExit;
        }
        options.script = std::get<Script>(std::move(loaded));
    }
    return options;
}

}  // namespace murmur::app
