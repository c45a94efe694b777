// run_progress_row.hpp - the row of a batch of runs under way: a bar with "done / total
// runs" on it and a Cancel button beside it (the Experiments and Explore sections').
#pragma once

#include <cstddef>

namespace murmur::ui {

// Draws the row in the current ImGui window; true when Cancel was clicked this frame.
bool runProgressRow(std::size_t done, std::size_t total);

}  // namespace murmur::ui
