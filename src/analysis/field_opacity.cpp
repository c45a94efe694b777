// The projected opacity of field_measures.hpp: silhouettes over the footprint's convex hull.
#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "murmur/analysis/field_measures.hpp"

namespace murmur {
namespace {

double cross(glm::vec2 o, glm::vec2 a, glm::vec2 b) {
    return static_cast<double>(a.x - o.x) * (b.y - o.y) - static_cast<double>(a.y - o.y) * (b.x - o.x);
}

// Area of the convex hull of points (Andrew's monotone chain); points is sorted in place.
double hullArea(std::vector<glm::vec2>& points, std::vector<glm::vec2>& hull) {
    std::sort(points.begin(), points.end(),
              [](glm::vec2 a, glm::vec2 b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
    hull.resize(2 * points.size());
    std::size_t k = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        while (k >= 2 && cross(hull[k - 2], hull[k - 1], points[i]) <= 0.0) --k;
        hull[k++] = points[i];
    }
    for (std::size_t i = points.size() - 1, lower = k + 1; i-- > 0;) {
        while (k >= lower && cross(hull[k - 2], hull[k - 1], points[i]) <= 0.0) --k;
        hull[k++] = points[i];
    }
    double area = 0.0;
    for (std::size_t i = 0; i + 1 < k; ++i)
        area += static_cast<double>(hull[i].x) * hull[i + 1].y - static_cast<double>(hull[i + 1].x) * hull[i].y;
    return std::abs(area) / 2.0;
}

// Coverage of the projections (u, v) of positions, in cells of edge `cell` whose grid starts
// `shift` cells before the lowest projection.
float coverage(std::span<const glm::vec3> positions, glm::vec3 uAxis, glm::vec3 vAxis, float& cell, glm::vec2 shift,
               FieldScratch& scratch) {
    glm::vec2 lo{0.0f}, hi{0.0f};
    for (std::size_t i = 0; i < positions.size(); ++i) {
        const glm::vec2 q{glm::dot(positions[i], uAxis), glm::dot(positions[i], vAxis)};
        lo = i == 0 ? q : glm::min(lo, q);
        hi = i == 0 ? q : glm::max(hi, q);
    }
    auto dimsFor = [&](float c) {
        const glm::vec2 start = lo - shift * c;
        return glm::ivec2(static_cast<int>((hi.x - start.x) / c) + 1, static_cast<int>((hi.y - start.y) / c) + 1);
    };
    while (std::int64_t{dimsFor(cell).x} * dimsFor(cell).y > kMaxOpacityCells) cell *= 2.0f;
    const glm::ivec2 dims = dimsFor(cell);
    lo -= shift * cell;
    scratch.cells.assign(static_cast<std::size_t>(dims.x) * static_cast<std::size_t>(dims.y), 0);
    for (const glm::vec3& p : positions) {
        const int cu = std::min(dims.x - 1, static_cast<int>((glm::dot(p, uAxis) - lo.x) / cell));
        const int cv = std::min(dims.y - 1, static_cast<int>((glm::dot(p, vAxis) - lo.y) / cell));
        scratch.cells[static_cast<std::size_t>(cv) * static_cast<std::size_t>(dims.x) + static_cast<std::size_t>(cu)] =
            1;
    }
    return coveredShareOfHull(scratch.cells, dims, scratch);
}

}  // namespace

float coveredShareOfHull(std::span<const std::uint8_t> mask, glm::ivec2 dims, FieldScratch& scratch) {
    // The footprint: the convex hull of the covered cells' corners. A row's outermost cells
    // carry every corner that can be on that hull.
    std::size_t covered = 0;
    scratch.hullPoints.clear();
    for (int v = 0; v < dims.y; ++v) {
        int first = -1, last = -1;
        for (int u = 0; u < dims.x; ++u)
            if (mask[static_cast<std::size_t>(v) * static_cast<std::size_t>(dims.x) + static_cast<std::size_t>(u)]) {
                if (first < 0) first = u;
                last = u;
                ++covered;
            }
        if (first < 0) continue;
        const float fv = static_cast<float>(v);
        for (float u : {static_cast<float>(first), static_cast<float>(last + 1)}) {
            scratch.hullPoints.push_back({u, fv});
            scratch.hullPoints.push_back({u, fv + 1.0f});
        }
    }
    if (covered == 0) return 0.0f;
    const double area = hullArea(scratch.hullPoints, scratch.hull);
    return area > 0.0 ? static_cast<float>(static_cast<double>(covered) / area) : 0.0f;
}

OpacityStats measureOpacity(std::span<const glm::vec3> positions, float cellSize, glm::vec3 forward,
                            FieldScratch& scratch, glm::vec2 gridShift) {
    OpacityStats s;
    if (positions.empty() || !(cellSize > 0.0f)) return s;
    glm::vec3 ahead{forward.x, 0.0f, forward.z};
    ahead = glm::length(ahead) > 1e-6f ? glm::normalize(ahead) : glm::vec3{1.0f, 0.0f, 0.0f};
    const glm::vec3 up{0.0f, 1.0f, 0.0f};
    float cell = cellSize;
    s.fromBelow = coverage(positions, {1.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 1.0f}, cell, gridShift, scratch);
    s.fromSide = coverage(positions, ahead, up, cell, gridShift, scratch);
    s.cellSize = cell;
    return s;
}

OpacitySampling opacityBelowOverGridShifts(std::span<const glm::vec3> positions, float cellSize,
                                           FieldScratch& scratch) {
    OpacitySampling out;
    double sum = 0.0, sumSq = 0.0;
    for (int i = 0; i < kOpacityGridShifts; ++i)
        for (int j = 0; j < kOpacityGridShifts; ++j) {
            const glm::vec2 shift{(static_cast<float>(i) + 0.5f) / kOpacityGridShifts,
                                  (static_cast<float>(j) + 0.5f) / kOpacityGridShifts};
            const double o = measureOpacity(positions, cellSize, {1.0f, 0.0f, 0.0f}, scratch, shift).fromBelow;
            sum += o;
            sumSq += o * o;
        }
    const double n = static_cast<double>(kOpacityGridShifts) * kOpacityGridShifts;
    out.mean = static_cast<float>(sum / n);
    out.sd = static_cast<float>(std::sqrt(std::max(0.0, sumSq / n - (sum / n) * (sum / n))));
    return out;
}

}  // namespace murmur
