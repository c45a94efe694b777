// camera_mode.hpp - which camera the murmuration's view uses (--camera, the script's
// `camera`, the View section): the orbit round the flock (the product's own), riding the
// inspector's bird, chasing the hawk, or an observer on the ground looking up at the flock,
// as field observers photograph it. Plain data; follow_camera.hpp moves the camera.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace murmur::render {

enum class CameraMode : int {
    Orbit = 0,
    Bird = 1,
    Hawk = 2,
    Ground = 3,
};
inline constexpr int kCameraModes = 4;

// "orbit", "bird", "hawk", "ground": the names of --camera and the script's `camera`.
const char* cameraModeName(CameraMode mode);
std::optional<CameraMode> parseCameraMode(std::string_view name);
// "orbit, bird, hawk or ground", for messages.
std::string cameraModeList();

}  // namespace murmur::render
