#include "capture_section.hpp"

#include <filesystem>

#include <imgui.h>

#include "panel_text.hpp"

namespace murmur::ui {
namespace {

// The file's name only: the folder is the same every time and would not fit the panel.
std::string fileName(const std::string& path) {
    return std::filesystem::path(path).filename().string();
}

}  // namespace

CaptureActions drawCaptureSection(const CaptureView& view) {
    CaptureActions act;
    using T = TextId;
    if (!ImGui::CollapsingHeader(trLabel(T::CaptureSection), ImGuiTreeNodeFlags_DefaultOpen)) return act;
    ImGui::PushID("capture");
    const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
    // Without ffmpeg the video button needs the whole width to say how to get it.
    if (ImGui::Button(trLabel(T::SaveScreenshot), ImVec2(view.ffmpegAvailable ? half : -1.0f, 0.0f)))
        act.screenshot = true;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr(T::SaveScreenshotTip));
    if (view.ffmpegAvailable) ImGui::SameLine();
    if (!view.ffmpegAvailable) {
        ImGui::BeginDisabled();
        std::string label = formatText(tr(T::VideoNeedsFfmpeg), kFfmpegInstallHint);
        label.append("###video");
        ImGui::Button(label.c_str(), ImVec2(-1.0f, 0.0f));
        ImGui::EndDisabled();
        if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
            ImGui::SetTooltip("%s", tr(T::VideoNeedsFfmpegTip));
    } else if (view.recording) {
        ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.70f, 0.16f, 0.14f, 1.0f));
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.82f, 0.22f, 0.18f, 1.0f));
        if (ImGui::Button(trLabel(T::StopRecording), ImVec2(-1.0f, 0.0f))) act.stopRecording = true;
        ImGui::PopStyleColor(2);
        ImGui::TextColored(ImVec4(1.0f, 0.4f, 0.35f, 1.0f), tr(T::Recording), view.seconds, view.frames);
    } else {
        if (ImGui::Button(trLabel(T::RecordVideo), ImVec2(-1.0f, 0.0f))) act.startRecording = true;
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr(T::RecordVideoTip));
    }
    if (!view.lastScreenshot.empty()) ImGui::TextDisabled(tr(T::SavedFile), fileName(view.lastScreenshot).c_str());
    if (!view.lastVideo.empty() && !view.recording)
        ImGui::TextDisabled(tr(T::SavedVideo), fileName(view.lastVideo).c_str(), view.lastVideoFrames);
    if (!view.error.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.45f, 0.35f, 1.0f));
        ImGui::TextWrapped("%s", view.error.c_str());
        ImGui::PopStyleColor();
    }
    ImGui::PopID();
    return act;
}

}  // namespace murmur::ui
