#include "capture_section.hpp"

#include <filesystem>

#include <imgui.h>

namespace murmur::ui {
namespace {

// The file's name only: the folder is the same every time and would not fit the panel.
std::string fileName(const std::string& path) {
    return std::filesystem::path(path).filename().string();
}

}  // namespace

CaptureActions drawCaptureSection(const CaptureView& view) {
    CaptureActions act;
    if (!ImGui::CollapsingHeader("Capture", ImGuiTreeNodeFlags_DefaultOpen)) return act;
    ImGui::PushID("capture");
    const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
    // Without ffmpeg the video button needs the whole width to say how to get it.
    if (ImGui::Button("Save screenshot", ImVec2(view.ffmpegAvailable ? half : -1.0f, 0.0f))) act.screenshot = true;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("A PNG of the whole window, named by the time");
    if (view.ffmpegAvailable) ImGui::SameLine();
    if (!view.ffmpegAvailable) {
        ImGui::BeginDisabled();
        const std::string label = std::string("Video: ") + kFfmpegInstallHint;
        ImGui::Button(label.c_str(), ImVec2(-1.0f, 0.0f));
        ImGui::EndDisabled();
        if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
            ImGui::SetTooltip("Record video pipes the frames to ffmpeg, which is not installed");
    } else if (view.recording) {
        ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.70f, 0.16f, 0.14f, 1.0f));
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.82f, 0.22f, 0.18f, 1.0f));
        if (ImGui::Button("Stop recording", ImVec2(-1.0f, 0.0f))) act.stopRecording = true;
        ImGui::PopStyleColor(2);
        ImGui::TextColored(ImVec4(1.0f, 0.4f, 0.35f, 1.0f), "REC %.1f s, %d frames", view.seconds, view.frames);
    } else {
        if (ImGui::Button("Record video", ImVec2(-1.0f, 0.0f))) act.startRecording = true;
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("An MP4 of the window, encoded by ffmpeg");
    }
    if (!view.lastScreenshot.empty()) ImGui::TextDisabled("Saved %s", fileName(view.lastScreenshot).c_str());
    if (!view.lastVideo.empty() && !view.recording)
        ImGui::TextDisabled("Saved %s (%d frames)", fileName(view.lastVideo).c_str(), view.lastVideoFrames);
    if (!view.error.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.45f, 0.35f, 1.0f));
        ImGui::TextWrapped("%s", view.error.c_str());
        ImGui::PopStyleColor();
    }
    ImGui::PopID();
    return act;
}

}  // namespace murmur::ui
