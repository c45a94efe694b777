// attack_table.hpp - the hawks' report cards (murmur/attack_report.hpp) as text: one CSV row
// per finished attack for `murmur-cli run --attacks`, and a readable line per attack for
// its summary. Not here: recording them (the Simulation does).
#pragma once

#include <string>
#include <vector>

#include "murmur/attack_report.hpp"

namespace murmur::report {

// The header row, then one row per attack, numbered from 1. "none" where there is no wave
// (wave_speed, wave_speed_over_cruise) and where the flock did not regroup (recovery_steps);
// split and flash_expansion are 0 or 1; peak_expansion is EscapePatterns::peakExpansion.
std::string attacksCsv(const std::vector<AttackReport>& attacks);

// "intercept hawk (sent 600, left 745): closest 0.31, 2 would-be catches, 140 startled
// (9.3%), lowest polarization 61.2, most clusters 3, wave 1.01 per step (2.9 x cruise),
// patterns: split (peak expansion 1.14 x), regrouped after 212 steps"
std::string attackSummary(const AttackReport& attack);

}  // namespace murmur::report
