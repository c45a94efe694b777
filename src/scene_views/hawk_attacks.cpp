#include "hawk_attacks.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

#include <imgui.h>

#include "report/attack_table.hpp"

namespace murmur::scene_views {
namespace {

// The attack card's labels (report/attack_table.hpp, English there for the CLI's reports) in
// the panel's language; a label not listed shows as it is.
std::string attackLabel(const std::string& label) {
    using T = ui::TextId;
    constexpr std::pair<const char*, T> kLabels[] = {
        {"Strategy", T::AttackStrategy},          {"Closest approach", T::AttackClosest},
        {"Would-be catches", T::AttackCatches},   {"Startled", T::AttackStartled},
        {"Lowest polarization", T::AttackLowest}, {"Most clusters", T::AttackMostClusters},
        {"Escape wave", T::AttackWave},           {"Patterns", T::AttackPatterns},
        {"Recovery", T::AttackRecovery}};
    for (const auto& [english, id] : kLabels)
        if (label == english) return ui::tr(id);
    return label;
}

// The card of report::attackCard, its values in the panel's language too.
std::vector<std::pair<std::string, std::string>> panelCard(const AttackReport& a) {
    using T = ui::TextId;
    using ui::formatText;
    using ui::tr;
    auto value = [&](const report::CardRow& r) -> std::string {
        const std::string& label = r.label;
        if (label == "Strategy") {
            switch (a.strategy) {
                case HawkStrategy::Centroid:
                    return tr(T::StrategyCentroid);
                case HawkStrategy::Nearest:
                    return tr(T::StrategyNearest);
                case HawkStrategy::Intercept:
                    return tr(T::StrategyIntercept);
                case HawkStrategy::Stoop:
                    return tr(T::StrategyStoop);
                case HawkStrategy::Player:
                    return tr(T::StrategyPlayer);
            }
        }
        if (label == "Startled") return formatText(tr(T::AttackStartledValue), double(a.startledPct), a.birds);
        if (label == "Escape wave")
            return a.wave.isWave
                       ? formatText(tr(T::AttackWaveValue), double(a.wave.speed), double(a.wave.speedOverCruise))
                       : std::string(tr(T::AttackNoWave));
        if (label == "Patterns") {
            std::string out;
            for (const auto& [seen, id] :
                 {std::pair{a.patterns.split, T::PatternSplit}, std::pair{a.patterns.flashExpansion, T::PatternFlash},
                  std::pair{a.patterns.vacuole, T::PatternVacuole}})
                if (seen) out.append(out.empty() ? "" : ", ").append(tr(id));
            return out.empty() ? std::string(tr(T::NoneWord)) : out;
        }
        if (label == "Recovery")
            return a.recoverySteps ? formatText(tr(T::AttackRecoverySteps), unsigned(*a.recoverySteps))
                                   : std::string(tr(T::AttackNoRegroup));
        return r.value;  // a number: the same in every language
    };
    std::vector<std::pair<std::string, std::string>> rows;
    for (const report::CardRow& r : report::attackCard(a)) rows.emplace_back(attackLabel(r.label), value(r));
    return rows;
}

}  // namespace

void HawkAttacks::drawAim(const ui::Rect& view, const render::PickView& camera, ui::LayoutProbe& probe) const {
    const auto target = sim_.hawkTargetPosition();
    if (!target || view.width <= 0.0f || view.height <= 0.0f) return;
    auto toScreen = [&](glm::vec3 p) -> std::optional<ImVec2> {
        const auto at = render::toScreen(camera, p);  // nothing behind the camera
        return at ? std::optional<ImVec2>(ImVec2(view.x + at->x, view.y + at->y)) : std::nullopt;
    };
    const auto from = toScreen(sim_.hawk().position), to = toScreen(*target);
    if (!from || !to) return;
    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    dl->PushClipRect(ImVec2(view.x, view.y), ImVec2(view.x + view.width, view.y + view.height), true);
    dl->AddLine(*from, *to, IM_COL32(255, 128, 20, 200), 1.5f);
    dl->AddCircle(*to, 5.0f, IM_COL32(255, 128, 20, 230), 12, 1.5f);
    dl->PopClipRect();
    probe.note("hawk-aim", {std::min(from->x, to->x), std::min(from->y, to->y), std::abs(to->x - from->x),
                            std::abs(to->y - from->y)});
}

void HawkAttacks::fill(ui::FlockPanelView& panel) const {
    const auto& attacks = sim_.attacks();
    if (attacks.empty()) return;
    panel.lastAttack = panelCard(attacks.back());
    for (std::size_t i = 0; i < attacks.size(); ++i)
        panel.attackRows.push_back(report::attackTableRow(i + 1, attacks[i]));
}

scenes::WordTable<HawkAttacks> HawkAttacks::words() {
    static constexpr scenes::TopicRow<HawkAttacks> kTopics[] = {
        {"attacks", [](const HawkAttacks& h) { return h.printLines(); }}};
    return {{}, {}, kTopics};
}

std::vector<std::string> HawkAttacks::printLines() const {
    std::vector<std::string> lines;
    for (std::size_t i = 0; i < sim_.attacks().size(); ++i)
        lines.push_back("attack " + std::to_string(i + 1) + " " + report::attackSummary(sim_.attacks()[i]));
    lines.push_back("attacks count=" + std::to_string(sim_.attacks().size()));
    return lines;
}

}  // namespace murmur::scene_views
