#include "camera_mode.hpp"

namespace murmur::render {

const char* cameraModeName(CameraMode mode) {
    switch (mode) {
        case CameraMode::Orbit:
            return "orbit";
        case CameraMode::Bird:
            return "bird";
        case CameraMode::Hawk:
            return "hawk";
        case CameraMode::Ground:
            return "ground";
    }
    return "";
}

std::optional<CameraMode> parseCameraMode(std::string_view name) {
    for (int i = 0; i < kCameraModes; ++i)
        if (name == cameraModeName(static_cast<CameraMode>(i))) return static_cast<CameraMode>(i);
    return std::nullopt;
}

std::string cameraModeList() {
    std::string out;
    for (int i = 0; i < kCameraModes; ++i) {
        if (i > 0) out += i + 1 < kCameraModes ? ", " : " or ";
        out += cameraModeName(static_cast<CameraMode>(i));
    }
    return out;
}

}  // namespace murmur::render
