#include "murmur/model/obstacle_shapes.hpp"

#include <array>
#include <charconv>
#include <cmath>

namespace murmur {
namespace {

// The shortest decimal that reads back as exactly v (as the parameter table writes numbers).
std::string exactText(float v) {
    char buf[32];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

// The names of a shape's sizes, for messages.
std::array<const char*, 3> sizeNames(ObstacleShape shape) {
    switch (shape) {
        case ObstacleShape::Sphere:
            return {"radius", "", ""};
        case ObstacleShape::Box:
            return {"width", "height", "depth"};
        case ObstacleShape::Cylinder:
            return {"radius", "height", ""};
    }
    return {"", "", ""};
}

std::string_view trimmed(std::string_view t) {
    while (!t.empty() && (t.front() == ' ' || t.front() == '\t' || t.front() == '\n')) t.remove_prefix(1);
    while (!t.empty() && (t.back() == ' ' || t.back() == '\t' || t.back() == '\n')) t.remove_suffix(1);
    return t;
}

// The words of one shape: split at spaces and commas.
std::vector<std::string_view> words(std::string_view t) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    auto gap = [&](char c) { return c == ' ' || c == ',' || c == '\t' || c == '\n'; };
    while (i < t.size()) {
        while (i < t.size() && gap(t[i])) ++i;
        std::size_t j = i;
        while (j < t.size() && !gap(t[j])) ++j;
        if (j > i) out.push_back(t.substr(i, j - i));
        i = j;
    }
    return out;
}

std::string obstacleLabel(std::size_t index, std::string_view text) {
    std::string out = "obstacle " + std::to_string(index + 1);
    return out.append(" ('").append(text).append("')");
}

}  // namespace

const char* obstacleShapeName(ObstacleShape shape) {
    switch (shape) {
        case ObstacleShape::Sphere:
            return "sphere";
        case ObstacleShape::Box:
            return "box";
        case ObstacleShape::Cylinder:
            return "cylinder";
    }
    return "";
}

std::optional<ObstacleShape> parseObstacleShape(std::string_view name) {
    for (ObstacleShape s : kObstacleShapes)
        if (name == obstacleShapeName(s)) return s;
    return std::nullopt;
}

void obstacleBounds(const Obstacle& o, glm::vec3& lo, glm::vec3& hi) {
    const glm::vec3 half = o.shape == ObstacleShape::Box ? 0.5f * o.size : glm::vec3(o.size.x);
    lo = o.at - half;
    hi = o.at + half;
    if (o.shape == ObstacleShape::Cylinder) {
        lo.y = o.at.y;
        hi.y = o.at.y + o.size.y;
    }
}

int obstacleSizeCount(ObstacleShape shape) {
    return shape == ObstacleShape::Box ? 3 : shape == ObstacleShape::Cylinder ? 2 : 1;
}

std::string obstaclesText(const ObstacleList& obstacles) {
    if (obstacles.empty()) return "none";
    std::string out;
    for (std::size_t i = 0; i < obstacles.size(); ++i) {
        const Obstacle& o = obstacles[i];
        if (i > 0) out += "; ";
        out += obstacleShapeName(o.shape);
        for (int c = 0; c < 3; ++c) out.append(" ").append(exactText(o.at[c]));
        for (int c = 0; c < obstacleSizeCount(o.shape); ++c) out.append(" ").append(exactText(o.size[c]));
    }
    return out;
}

ObstacleParse parseObstacles(std::string_view text) {
    ObstacleParse out;
    text = trimmed(text);
    if (text.empty() || text == "none") return out;
    std::size_t start = 0;
    for (std::size_t index = 0; start <= text.size(); ++index) {
        const std::size_t end = std::min(text.find(';', start), text.size());
        const std::string_view one = trimmed(text.substr(start, end - start));
        start = end + 1;
        const auto w = words(one);
        if (w.empty()) {
            out.error = "obstacle " + std::to_string(index + 1) + " is empty (shapes are separated by ';')";
            return out;
        }
        const auto shape = parseObstacleShape(w[0]);
        if (!shape) {
            out.error =
                obstacleLabel(index, one) + ": unknown shape '" + std::string(w[0]) + "' (sphere, box or cylinder)";
            return out;
        }
        const int sizes = obstacleSizeCount(*shape);
        const std::size_t wanted = 1 + 3 + static_cast<std::size_t>(sizes);
        if (w.size() != wanted) {
            out.error = obstacleLabel(index, one) + ": a " + obstacleShapeName(*shape) + " takes " +
                        std::to_string(wanted - 1) + " numbers (x y z";
            for (int c = 0; c < sizes; ++c) out.error.append(" ").append(sizeNames(*shape)[c]);
            out.error += "), got " + std::to_string(w.size() - 1);
            return out;
        }
        Obstacle o;
        o.shape = *shape;
        o.size = glm::vec3(0.0f);
        for (std::size_t i = 1; i < w.size(); ++i) {
            double v = 0.0;
            const auto r = std::from_chars(w[i].data(), w[i].data() + w[i].size(), v);
            if (r.ec != std::errc() || r.ptr != w[i].data() + w[i].size() || !std::isfinite(v) ||
                std::fabs(v) > kMaxObstacleLength) {
                out.error = obstacleLabel(index, one) + ": expected a finite number within +-" +
                            std::to_string(static_cast<long>(kMaxObstacleLength)) + ", got '" + std::string(w[i]) + "'";
                return out;
            }
            if (i <= 3) o.at[static_cast<int>(i - 1)] = static_cast<float>(v);
            else o.size[static_cast<int>(i - 4)] = static_cast<float>(v);
        }
        out.obstacles.push_back(o);
        if (out.obstacles.size() > static_cast<std::size_t>(kMaxObstacles)) {
            out.error = "more than " + std::to_string(kMaxObstacles) + " obstacles";
            return out;
        }
        if (end == text.size()) break;
    }
    return out;
}

std::optional<std::string> checkObstacles(const ObstacleList& obstacles) {
    const std::string kMaxLengthText = std::to_string(static_cast<long>(kMaxObstacleLength));
    if (obstacles.size() > static_cast<std::size_t>(kMaxObstacles))
        return "at most " + std::to_string(kMaxObstacles) + " obstacles, got " + std::to_string(obstacles.size());
    for (std::size_t i = 0; i < obstacles.size(); ++i) {
        const Obstacle& o = obstacles[i];
        const std::string label = "obstacle " + std::to_string(i + 1);
        const char* name = obstacleShapeName(o.shape);
        if (!name[0]) return label + ": an unknown shape";
        for (int c = 0; c < 3; ++c)
            if (!std::isfinite(o.at[c]) || std::fabs(o.at[c]) > kMaxObstacleLength)
                return label + " (" + name + "): its position must be finite and within +-" + kMaxLengthText +
                       ", got " + exactText(o.at[c]);
        for (int c = 0; c < obstacleSizeCount(o.shape); ++c)
            if (!(o.size[c] > 0.0f && o.size[c] <= kMaxObstacleLength))
                return label + " (" + name + "): its " + sizeNames(o.shape)[c] + " must be in (0, " + kMaxLengthText +
                       "], got " + exactText(o.size[c]);
    }
    return std::nullopt;
}

}  // namespace murmur
