#include "camera_mode.hpp"

#include "enum_names.hpp"

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
    return parseEnumName<CameraMode, kCameraModes>(name, cameraModeName);
}

std::string cameraModeList() {
    return enumNameList<CameraMode, kCameraModes>(cameraModeName);
}

}  // namespace murmur::render
