// scene_renderer.hpp - draws the 3D view: sky, ground, the flock's shadow, the obstacles, the
// birds, the hawk.
//
// Reads the flock as BirdInstance arrays in GL buffers (previous and current step) and
// interpolates between them; never writes flock state. Whether the buffers were filled by
// the GPU backend or uploaded from the CPU one makes no difference to the picture; only the
// level of detail is chosen on the CPU or on the GPU (SceneFrame::currentBirds). Needs a current GL
// context (3.3 core or later) with glad loaded; create() reports a shader error once, as the
// error of its Result, instead of failing later.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>

#include <glm/mat4x4.hpp>
#include <glm/vec3.hpp>

#include "bird_colouring.hpp"
#include "bird_detail.hpp"
#include "gl_handles.hpp"
#include "murmur/model/gusts.hpp"
#include "murmur/model/obstacle_shapes.hpp"
#include "murmur/model/result.hpp"
#include "shadow_schedule.hpp"

namespace murmur::render {

// The rectangle to draw into, in framebuffer pixels with GL's bottom-left origin.
struct Viewport {
    int x = 0;
    int y = 0;
    int width = 0;
    int height = 0;
    bool empty() const { return width <= 0 || height <= 0; }
};

struct BirdBuffers {
    const gl::Buffer* previous = nullptr;  // BirdInstance[count], step t - 1
    const gl::Buffer* current = nullptr;   // BirdInstance[count], step t
    std::size_t count = 0;
};

struct HawkPose {
    glm::vec3 previousPosition{0.0f};
    glm::vec3 previousHeading{1.0f, 0.0f, 0.0f};
    glm::vec3 position{0.0f};
    glm::vec3 heading{1.0f, 0.0f, 0.0f};
};

// The sky behind the flock: daytime blue, or dusk (orange horizon, violet zenith, the
// birds' pale edge darkened so core and edge still read apart).
enum class SkyPreset { Day, Dusk };

// The air to show as streaks in the sky (drawing only): none in still air.
struct AirView {
    glm::vec3 wind{0.0f};  // the mean wind, in the model's units per time unit
    GustField gusts;       // the step's gust field (gustField), its modes' phases at that step
    double time = 0.0;     // in the wind's time unit: steps, or seconds in the starling model
    float speed = 0.0f;    // |wind| + the gusts' rms speed: sets how much flow a tail shows
};

struct SceneFrame {
    glm::mat4 view{1.0f};
    glm::mat4 projection{1.0f};
    glm::vec3 eye{0.0f};
    glm::vec3 target{0.0f};  // the ground is centred under it
    Viewport viewport;
    float alpha = 1.0f;  // 0: previous step, 1: current step
    BirdBuffers birds;
    std::span<const HawkPose> hawks;  // the hawks in the sky (none, one, or several at once)
    // Living birds (drawing only): wings beat with the step shown, time = step + alpha,
    // faster with speed (relative to cruiseSpeed, model units per step) and fear; birds
    // bank into their turns. While time moves on, the flock's shadow is redrawn every other
    // frame (shadow_schedule.hpp); draw new birds at another time, or another count, to see
    // their shadow at once.
    double time = 0.0;
    float cruiseSpeed = 0.35f;
    float beatPerStep = 0.9f;  // radians of wing beat per step at cruise speed
    bool flap = true;
    bool bank = true;
    SkyPreset sky = SkyPreset::Day;
    std::optional<AirView> air;           // streaks that show the wind and gusts, when there are any
    std::span<const Obstacle> obstacles;  // the world's obstacles (SimParams::obstacles), drawn with their shadows
    BirdColouring colouring = BirdColouring::CoreEdge;  // what the birds' colour says
    glm::vec3 meanHeading{0.0f};  // the flock's mean heading (FlockMetrics), for BirdColouring::Heading
    int flockCount = 1;           // SimParams::flockCount, for BirdColouring::Flock
    // One value per bird for the colourings that need one (birdColourValues), in bird order;
    // ignored unless it holds birds.count values. Uploaded when its version differs from the
    // last one uploaded (values change once per step, frames come more often); 0: every frame.
    std::span<const float> birdValues;
    std::uint64_t birdValuesVersion = 0;
    // Trails (drawing only, trail_renderer.hpp): each bird's path over the last trailSteps steps
    // shown (0: none); step: the step shown now (Simulation::stepIndex), which a trail keeps.
    int trailSteps = 0;
    std::uint32_t step = 0;
    // The level of detail (bird_detail.hpp): a bird shown under kWedgeMinPixels long is
    // drawn as a pixel and one outside the view not at all. previousBirds and currentBirds
    // are the birds.previous and birds.current buffers' contents when the CPU holds them (the
    // CPU backend's feed; previous may be empty): the CPU chooses, unless kWholeFlockShare
    // of the flock would stay wedges (then every bird is drawn as a wedge). Empty (the GPU
    // backend's own buffers): a compute pass chooses (gpu_bird_detail.hpp), every frame; on
    // GL below 4.3, or for more birds than a storage buffer's lists hold, every bird is
    // drawn as a wedge. levelOfDetail off: every bird is a wedge.
    std::span<const gl::BirdInstance> previousBirds;
    std::span<const gl::BirdInstance> currentBirds;
    bool levelOfDetail = true;
};

// Sizes and placement of the scene, in model units.
struct SceneStyle {
    float groundY = -40.0f;  // below the sky ellipsoid (radius 30 in y)
    float birdLength = 1.3f;
    float hawkLength = 7.5f;        // a large wedge: about six birds long
    float shadowHalfSize = 100.0f;  // the shadow map covers this far around the target
    float shadowStrength = 1.0f;    // per bird per texel of the shadow map
    float fogDistance = 900.0f;
    float roostRadius = 0.0f;     // > 0: a ring of this radius on the ground around x = z = 0 (a roost)
    float roostBedRadius = 0.0f;  // > 0: the roost's reed bed, a dark patch of this radius round x = z = 0
    float streakBox = 80.0f;      // the air's streaks fill a box this wide around the view's target
    float streakLength = 4.0f;    // a streak's length in still-looking air
};

class GpuBirdDetail;
class ShadowMap;
class ObstacleRenderer;
class TrailRenderer;
struct ShadowArea;

inline constexpr glm::vec3 kHawkColor{1.0f, 0.50f, 0.08f};
// The most hawks a frame draws (Simulation's several hawks: kMaxHawks).
inline constexpr std::size_t kMaxDrawnHawks = 8;

class SceneRenderer {
public:
    // Compiles the shaders and makes the meshes: the renderer, or an error on failure.
    static Result<std::unique_ptr<SceneRenderer>> create(const SceneStyle& style = {});
    ~SceneRenderer();
    SceneRenderer(const SceneRenderer&) = delete;
    SceneRenderer& operator=(const SceneRenderer&) = delete;

    // Draws into frame.viewport of the bound framebuffer; does nothing for an empty one.
    // Leaves depth testing and blending off, the way the UI pass expects.
    void draw(const SceneFrame& frame);

    const SceneStyle& style() const { return style_; }
    // How the last frame drew its birds; when the GPU chose, the counts of the newest frame
    // the GPU had finished (GpuBirdDetail::lateCounts), so that no frame waits for them.
    DrawnBirds drawnBirds() const { return drawn_; }
    // Another world's sizes (the starling model's metres): used from the next draw on.
    void setStyle(const SceneStyle& style) { style_ = style; }

private:
    struct Programs;
    explicit SceneRenderer(const SceneStyle& style);
    void drawBackdrop(const SceneFrame& frame, const glm::mat4& invViewProj, float dusk);
    void drawAir(const SceneFrame& frame, const glm::mat4& viewProj);
    void bindInstances(const gl::Buffer& previous, const gl::Buffer& current, std::size_t offsetPrevious,
                       std::size_t offsetCurrent);
    void setLook(const gl::Program& program, const SceneFrame& frame, float dusk, float alpha, bool values);
    // The birds chosen by size and place (bird_detail.hpp), on the CPU or the GPU; false: the
    // whole flock is to be drawn as wedges.
    bool drawListedBirds(const SceneFrame& frame, const BirdBuffers& birds, float alpha, float dusk, bool values);

    SceneStyle style_;
    std::unique_ptr<Programs> programs_;
    std::unique_ptr<ShadowMap> shadow_;
    std::unique_ptr<ObstacleRenderer> obstacles_;
    std::unique_ptr<TrailRenderer> trails_;
    std::unique_ptr<GpuBirdDetail> gpuDetail_;  // null without compute shaders (GL below 4.3)
    ShadowSchedule shadowSchedule_;
    gl::VertexArray emptyVao_;  // the backdrop: vertices from gl_VertexID
    gl::VertexArray birdVao_;   // wedge mesh + per-instance attributes
    gl::Buffer wedge_;
    gl::Buffer wedgeIndices_;
    gl::Buffer hawkInstances_;             // BirdInstance of the hawks: every previous pose, then every current one
    gl::Buffer birdValues_;                // SceneFrame::birdValues, uploaded when a new version comes
    std::uint64_t birdValuesVersion_ = 0;  // of the values in birdValues_ (0: none)
    int wedgeIndexCount_ = 0;
    float meanShade_ = 0.0f;  // the wedge's vertices' shade, averaged: a point's
    // The level of detail: the frame's lists of ListedBird.
    gl::VertexArray listedVao_;  // wedge mesh + a listed bird per instance
    gl::VertexArray pointsVao_;  // a listed bird per vertex
    gl::Buffer wedgeList_;
    gl::Buffer pointList_;
    BirdDetail detail_;
    std::vector<ListedBird> listed_;  // one list's records, packed for the upload
    DrawnBirds drawn_;
};

}  // namespace murmur::render
