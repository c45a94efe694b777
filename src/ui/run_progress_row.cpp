#include "run_progress_row.hpp"

#include <string>

#include <imgui.h>

#include "panel_text.hpp"

namespace murmur::ui {

namespace {
constexpr float kCancelWidthInFontSizes = 5.0f;  // room left of the bar's end for the button
}  // namespace

bool runProgressRow(std::size_t done, std::size_t total) {
    using T = TextId;
    const std::string overlay = formatText(tr(T::RunsProgress), done, total);
    const float fraction = total > 0 ? static_cast<float>(done) / static_cast<float>(total) : 0.0f;
    ImGui::ProgressBar(fraction, ImVec2(-ImGui::GetFontSize() * kCancelWidthInFontSizes, 0.0f), overlay.c_str());
    ImGui::SameLine();
    return ImGui::Button(trLabel(T::Cancel), ImVec2(-1.0f, 0.0f));
}

}  // namespace murmur::ui
