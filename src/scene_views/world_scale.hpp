// world_scale.hpp - how large the murmuration scene draws its world, per flock model: the
// seed model's units (the renderer's and camera's defaults), or the starling model's metres:
// the ground where the model puts it (120 m below the roost's preferred height), birds and
// hawk at their real wing spans, the roost's ring on the ground, a camera that zooms in
// metres, and a legend with a scale bar. Plain data from SimParams; no GL.
#pragma once

#include "murmur/model/params.hpp"
#include "orbit_camera.hpp"
#include "scene_renderer.hpp"

namespace murmur::scene_views {

struct WorldScale {
    render::SceneStyle style;
    render::OrbitCameraLimits camera;
    float cruiseSpeed = 0.35f;  // the cruise speed, model units (m) per step: speed colours and wing beats
    float beatPerStep = 0.9f;   // radians of wing beat per step at cruise (render::SceneFrame)
    bool inMetres = false;      // the legend shows a scale bar and the roost
};

WorldScale worldScaleFor(const SimParams& world);

}  // namespace murmur::scene_views
