// attack_table.hpp - the hawks' report cards (murmur/simulation/attack_report.hpp) as text: one CSV row
// per finished attack for `murmur-cli run --attacks`, and a readable line per attack for
// its summary, and the window's card and table. Not here: recording them (the Simulation does).
#pragma once

#include <string>
#include <vector>

#include "murmur/simulation/attack_report.hpp"

namespace murmur::report {

// The header row, then one row per attack, numbered from 1. "none" where there is no wave
// (wave_speed, wave_speed_over_cruise) and where the flock did not regroup (recovery_steps);
// split, flash_expansion and vacuole are 0 or 1; peak_expansion is EscapePatterns::peakExpansion.
std::string attacksCsv(const std::vector<AttackReport>& attacks);

// "intercept hawk (sent 600, left 745): closest 0.31, 2 would-be catches, 140 startled
// (9.3%), lowest polarization 61.2, most clusters 3, wave 1.01 per step (2.9 x cruise),
// patterns: split (peak expansion 1.14 x), regrouped after 212 steps"
std::string attackSummary(const AttackReport& attack);

// The window's report card: one (label, value) row per field, in a person's words:
// {"Strategy", "stoop"}, {"Closest approach", "0.34"}, {"Would-be catches", "1"},
// {"Startled", "38.9% of 1500"}, {"Lowest polarization", "82.4"}, {"Most clusters", "1"},
// {"Escape wave", "1.80 per step (5.1 x cruise)" or "no wave"}, {"Patterns", "split" or
// "none"}, {"Recovery", "212 steps" or "did not regroup"}.
struct CardRow {
    std::string label;
    std::string value;
};
std::vector<CardRow> attackCard(const AttackReport& attack);

// One short line per attack for the session's table: "3 stoop 38.9% wave split 212".
std::string attackTableRow(std::size_t number, const AttackReport& attack);

}  // namespace murmur::report
