#include "report/attack_table.hpp"

#include <cstdio>
#include <utility>

namespace murmur::report {
namespace {

std::string fixed(double v, int digits) {
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.*f", digits, v);
    return buf;
}

std::string patternsText(const EscapePatterns& p) {
    std::string out;
    for (const auto& [seen, name] :
         {std::pair{p.split, "split"}, std::pair{p.flashExpansion, "flash expansion"}, std::pair{p.vacuole, "vacuole"}})
        if (seen) out.append(out.empty() ? "" : ", ").append(name);
    return out.empty() ? "none" : out;
}

// "stoop", or for several hawks "stoop x3" ("stoop x3 mixed": each the next strategy).
std::string hawksText(const AttackReport& a) {
    std::string out(hawkStrategyName(a.strategy));
    if (a.hawks > 1) out.append(" x").append(std::to_string(a.hawks)).append(a.mixed ? " mixed" : "");
    return out;
}

}  // namespace

std::string attacksCsv(const std::vector<AttackReport>& attacks) {
    std::string out(
        "attack,strategy,sent_step,left_step,birds,closest_approach,would_be_catches,startled,startled_pct,"
        "lowest_polarization,most_clusters,wave_birds,wave_r2,wave_speed,wave_speed_over_cruise,split,"
        "flash_expansion,peak_expansion,recovery_steps,vacuole,hawks,hawks_mixed,hawk_strategies\n");
    for (std::size_t i = 0; i < attacks.size(); ++i) {
        const AttackReport& a = attacks[i];
        out.append(std::to_string(i + 1)).append(",").append(hawkStrategyName(a.strategy));
        out.append(",").append(std::to_string(a.sentStep)).append(",").append(std::to_string(a.leftStep));
        out.append(",").append(std::to_string(a.birds)).append(",").append(fixed(a.closestApproach, 4));
        out.append(",").append(std::to_string(a.wouldBeCatches)).append(",").append(std::to_string(a.startled));
        out.append(",").append(fixed(a.startledPct, 2)).append(",").append(fixed(a.lowestPolarization, 4));
        out.append(",").append(std::to_string(a.mostClusters)).append(",").append(std::to_string(a.wave.birds));
        out.append(",").append(fixed(a.wave.r2, 4));
        out.append(",").append(a.wave.isWave ? fixed(a.wave.speed, 4) : "none");
        out.append(",").append(a.wave.isWave ? fixed(a.wave.speedOverCruise, 3) : "none");
        out.append(",").append(a.patterns.split ? "1" : "0").append(",").append(a.patterns.flashExpansion ? "1" : "0");
        out.append(",").append(fixed(a.patterns.peakExpansion, 3));
        out.append(",").append(a.recoverySteps ? std::to_string(*a.recoverySteps) : "none");
        out.append(",").append(a.patterns.vacuole ? "1" : "0");
        out.append(",").append(std::to_string(a.hawks)).append(",").append(a.mixed ? "1" : "0");
        out.append(",").append(hawkStrategiesText(a.strategies)).append("\n");
    }
    return out;
}

std::string attackSummary(const AttackReport& a) {
    std::string out(hawksText(a));
    out.append(a.hawks > 1 ? " hawks (sent " : " hawk (sent ")
        .append(std::to_string(a.sentStep))
        .append(", left ")
        .append(std::to_string(a.leftStep));
    out.append("): closest ").append(fixed(a.closestApproach, 2)).append(", ");
    out.append(std::to_string(a.wouldBeCatches)).append(" would-be catches, ");
    out.append(std::to_string(a.startled)).append(" startled (").append(fixed(a.startledPct, 1)).append("%), ");
    out.append("lowest polarization ").append(fixed(a.lowestPolarization, 1));
    out.append(", most clusters ").append(std::to_string(a.mostClusters)).append(", ");
    if (a.wave.isWave)
        out.append("wave ")
            .append(fixed(a.wave.speed, 2))
            .append(" per step (")
            .append(fixed(a.wave.speedOverCruise, 1));
    if (a.wave.isWave) out.append(" x cruise, R^2 ").append(fixed(a.wave.r2, 2)).append(")");
    else out.append("no wave (R^2 ").append(fixed(a.wave.r2, 2)).append(")");
    out.append(", patterns: ").append(patternsText(a.patterns)).append(" (peak expansion ");
    out.append(fixed(a.patterns.peakExpansion, 2)).append(" x), ");
    if (a.recoverySteps) out.append("regrouped after ").append(std::to_string(*a.recoverySteps)).append(" steps");
    else out.append("did not regroup");
    return out;
}

std::vector<CardRow> attackCard(const AttackReport& a) {
    std::vector<CardRow> rows;
    rows.push_back({"Strategy", hawksText(a)});
    rows.push_back({"Closest approach", fixed(a.closestApproach, 2)});
    rows.push_back({"Would-be catches", std::to_string(a.wouldBeCatches)});
    rows.push_back({"Startled", fixed(a.startledPct, 1) + "% of " + std::to_string(a.birds)});
    rows.push_back({"Lowest polarization", fixed(a.lowestPolarization, 1)});
    rows.push_back({"Most clusters", std::to_string(a.mostClusters)});
    rows.push_back({"Escape wave", a.wave.isWave ? fixed(a.wave.speed, 2) + " per step (" +
                                                       fixed(a.wave.speedOverCruise, 1) + " x cruise)"
                                                 : std::string("no wave")});
    rows.push_back({"Patterns", patternsText(a.patterns)});
    rows.push_back({"Recovery", a.recoverySteps ? std::to_string(*a.recoverySteps) + " steps" : "did not regroup"});
    return rows;
}

std::string attackTableRow(std::size_t number, const AttackReport& a) {
    std::string out(std::to_string(number));
    out.append(" ").append(hawksText(a)).append(" ").append(fixed(a.startledPct, 1)).append("%");
    out.append(a.wave.isWave ? " wave" : " -").append(a.patterns.split ? " split" : " -");
    out.append(" ").append(a.recoverySteps ? std::to_string(*a.recoverySteps) : "no regroup");
    return out;
}

}  // namespace murmur::report
