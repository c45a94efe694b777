// The shape of field_measures.hpp: the principal axes of the second-moment tensor.
#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

#include <glm/geometric.hpp>
#include <glm/mat3x3.hpp>

#include "murmur/analysis/field_measures.hpp"

namespace murmur {
namespace {

constexpr int kJacobiSweeps = 50;

// Eigenvalues (ascending) and unit eigenvectors (columns of vecs, same order) of the
// symmetric a, by cyclic Jacobi rotations: exact enough for 3 x 3 and branch-light.
void symmetricEigen(glm::dmat3 a, std::array<double, 3>& values, glm::dmat3& vecs) {
    vecs = glm::dmat3(1.0);
    for (int sweep = 0; sweep < kJacobiSweeps; ++sweep) {
        const double off = a[0][1] * a[0][1] + a[0][2] * a[0][2] + a[1][2] * a[1][2];
        const double diag = a[0][0] * a[0][0] + a[1][1] * a[1][1] + a[2][2] * a[2][2];
        if (off <= 1e-30 * diag || off == 0.0) break;
        for (int p = 0; p < 2; ++p)
            for (int q = p + 1; q < 3; ++q) {
                if (a[p][q] == 0.0) continue;
                const double theta = (a[q][q] - a[p][p]) / (2.0 * a[p][q]);
                const double t = (theta >= 0 ? 1.0 : -1.0) / (std::abs(theta) + std::sqrt(theta * theta + 1.0));
                const double c = 1.0 / std::sqrt(t * t + 1.0), s = t * c;
                glm::dmat3 r(1.0);  // rotation in the (p, q) plane: a' = r^T a r
                r[p][p] = c;
                r[q][q] = c;
                r[q][p] = s;   // column q, row p
                r[p][q] = -s;  // column p, row q
                a = glm::transpose(r) * a * r;
                vecs = vecs * r;
            }
    }
    std::array<int, 3> order{0, 1, 2};
    std::sort(order.begin(), order.end(), [&](int i, int j) { return a[i][i] < a[j][j]; });
    const glm::dmat3 unsorted = vecs;
    for (int i = 0; i < 3; ++i) {
        values[static_cast<std::size_t>(i)] =
            std::max(0.0, a[order[static_cast<std::size_t>(i)]][order[static_cast<std::size_t>(i)]]);
        vecs[i] = unsorted[order[static_cast<std::size_t>(i)]];
    }
}

}  // namespace

ShapeStats measureShape(std::span<const glm::vec3> positions, std::span<const glm::vec3> velocities) {
    ShapeStats s;
    const std::size_t n = positions.size();
    if (n < 2) return s;
    glm::dvec3 centroid{0.0}, meanV{0.0}, meanH{0.0};
    for (std::size_t i = 0; i < n; ++i) {
        centroid += glm::dvec3(positions[i]);
        meanV += glm::dvec3(velocities[i]);
        const double speed = glm::length(glm::dvec3(velocities[i]));
        if (speed > 0.0) meanH += glm::dvec3(velocities[i]) / speed;
    }
    centroid /= static_cast<double>(n);
    glm::dmat3 cov(0.0);
    for (const glm::vec3& p : positions) {
        const glm::dvec3 d = glm::dvec3(p) - centroid;
        cov += glm::outerProduct(d, d);
    }
    cov /= static_cast<double>(n);
    std::array<double, 3> values{};
    glm::dmat3 axes;
    symmetricEigen(cov, values, axes);
    s.thickness = static_cast<float>(std::sqrt(12.0 * values[0]));
    s.width = static_cast<float>(std::sqrt(12.0 * values[1]));
    s.length = static_cast<float>(std::sqrt(12.0 * values[2]));
    if (s.thickness > 0.0f) {
        s.widthRatio = s.width / s.thickness;
        s.lengthRatio = s.length / s.thickness;
    }
    s.thinAxis = glm::vec3(glm::normalize(axes[0]));
    s.thinAxisVertical = std::abs(s.thinAxis.y);
    const double speed = glm::length(meanV);
    s.flockSpeed = static_cast<float>(speed / static_cast<double>(n));
    if (speed > 0.0) s.velocityVertical = static_cast<float>(std::abs(meanV.y) / speed);
    s.polarization = static_cast<float>(glm::length(meanH / static_cast<double>(n)));
    return s;
}

}  // namespace murmur
