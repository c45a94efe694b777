// gpu_params_test.cpp - SimParams into the GPU's parameter block: every member of
// gpu_layout.h's field lists set from makeGpuSimParams (the backend's path), and read back
// from a shader at the offset C++ wrote it, so no field can stay 0 on the GPU and no member
// can sit elsewhere in GLSL than in C++.
#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "egl_context.hpp"
#include "gpuTestShaderFiles.hpp"
#include "gpu_params.hpp"
#include "murmur/model/flocks.hpp"
#include "murmur/model/grid.hpp"
#include "shader_program.hpp"
#include "sim_programs.hpp"

namespace murmur::gl {
namespace {

// The i-th field's value: none of SimParams' defaults, and a different one for every field,
// so a member copied from the wrong field shows as well as one left 0. (Templates for every
// type the field lists may use: uint, int, float, vec3, vec4.)
template <class T>
T distinctive(int i) {
    const float x = 1000.25f + 7.0f * static_cast<float>(i);
    if constexpr (std::is_same_v<T, float>) {
        return x;
    } else if constexpr (std::is_arithmetic_v<T>) {
        return static_cast<T>(1000 + 7 * i);
    } else {
        T v;
        for (int c = 0; c < T::length(); ++c) v[c] = x + 0.5f * static_cast<float>(c + 1);
        return v;
    }
}

template <class T>
bool nonZero(T v) {
    if constexpr (std::is_arithmetic_v<T>) {
        return v != T{0};
    } else {
        for (int c = 0; c < T::length(); ++c)
            if (v[c] == 0.0f) return false;
        return true;
    }
}

// A member as the probe shader writes it: 32-bit words, the vector types by component.
template <class T>
void appendWords(std::vector<std::uint32_t>& out, T v) {
    if constexpr (std::is_arithmetic_v<T>) {
        static_assert(sizeof(T) == 4);
        out.push_back(std::bit_cast<std::uint32_t>(v));
    } else {
        for (int c = 0; c < T::length(); ++c) appendWords(out, v[c]);
    }
}

// Every plain copy set to its distinctive value.
SimParams distinctiveParams() {
    SimParams params;
    int i = 0;
#define MURMUR_SET_DISTINCTIVE(type, name) params.name = distinctive<decltype(params.name)>(i++);
    MURMUR_GPU_PARAM_FIELDS(MURMUR_SET_DISTINCTIVE)
#undef MURMUR_SET_DISTINCTIVE
    params.gustSpeed = 0.5f;    // gusts on: gustCount is not 0
    params.descentStep = 3000;  // a dusk: its steps are not 0
    params.descentSpread = 250;
    params.flockCount = 3;  // several flocks: the homes' ring is not 0
    return params;
}

// Derived inputs of which none gives a 0 member.
const ObstacleField kObstacles =
    buildObstacleField({Obstacle{ObstacleShape::Cylinder, {30.0f, -40.0f, 5.0f}, {2.0f, 60.0f, 0.0f}}}, 4.0f);
constexpr std::size_t kBirds = 1000;
constexpr std::uint32_t kStep = 4321;
const HawkView kHawk{true, glm::vec3(5.0f, -6.0f, 7.0f), 2, {glm::vec3(1.0f), glm::vec3(2.0f)}};

TEST(GpuParams, EveryPlainCopyArrivesFromSimParams) {
    const SimParams params = distinctiveParams();
    const SimParams defaults;
    const layout::GpuSimParams g = makeGpuSimParams(params, kBirds, kStep, kHawk, true, kObstacles);
    int fields = 0;
#define MURMUR_EXPECT_COPIED(type, name)                                        \
    EXPECT_NE(params.name, defaults.name) << #name ": not a distinctive value"; \
    EXPECT_EQ(g.name, params.name) << #name " did not reach the block";         \
    ++fields;
    MURMUR_GPU_PARAM_FIELDS(MURMUR_EXPECT_COPIED)
#undef MURMUR_EXPECT_COPIED
    EXPECT_GE(fields, 25);
}

TEST(GpuParams, EveryDerivedMemberIsFilled) {
    SimParams params = distinctiveParams();
    params.neighbourMode = NeighbourMode::Metric;
    params.topologicalK = kMaxTopologicalK + 5;
    params.clusterMinBirds = 10;
    params.clusterMinFraction = 0.03f;
    const layout::GpuSimParams g = makeGpuSimParams(params, kBirds, kStep, kHawk, true, kObstacles);
#define MURMUR_EXPECT_NONZERO(type, name) EXPECT_TRUE(nonZero(g.name)) << #name " stayed 0";
    MURMUR_GPU_DERIVED_FIELDS(MURMUR_EXPECT_NONZERO)
#undef MURMUR_EXPECT_NONZERO
    EXPECT_EQ(g.birdCount, kBirds);
    EXPECT_EQ(g.step, kStep);
    EXPECT_EQ(g.neighbourMode, static_cast<std::uint32_t>(MURMUR_MODE_METRIC));
    EXPECT_EQ(g.topologicalK, static_cast<std::uint32_t>(kMaxTopologicalK));
    EXPECT_EQ(g.clusterMinSize, 30u);  // max(10, ceil(0.03 * 1000))
    EXPECT_EQ(g.maxGridCells, static_cast<float>(kMaxGridCells));
    EXPECT_EQ(g.debugNeighbours, 1u);
    EXPECT_EQ(g.hawkInSky, 1u);
    EXPECT_EQ(g.hawkPosition, kHawk.position);
    EXPECT_EQ(g.hawkOthers, 2u);
    EXPECT_EQ(g.obstacleCount, 1u);
    EXPECT_EQ(g.obstacleBinsX, static_cast<std::uint32_t>(kObstacles.binsX));
    EXPECT_EQ(g.obstacleBinsPerUnit, kObstacles.binsPerUnit);
    EXPECT_EQ(g.obstacleOriginZ, kObstacles.origin.z);
    EXPECT_EQ(g.flockCount, 3u);
    EXPECT_EQ(g.flockRing, flockRingRadius(params));

    params.neighbourMode = NeighbourMode::Topological;
    params.topologicalK = 7;
    const layout::GpuSimParams off = makeGpuSimParams(params, 3, 0, HawkView{}, false);
    EXPECT_EQ(off.birdCount, 3u);
    EXPECT_EQ(off.step, 0u);
    EXPECT_EQ(off.neighbourMode, static_cast<std::uint32_t>(MURMUR_MODE_TOPOLOGICAL));
    EXPECT_EQ(off.topologicalK, 7u);
    EXPECT_EQ(off.clusterMinSize, 10u);
    EXPECT_EQ(off.debugNeighbours, 0u);
    EXPECT_EQ(off.hawkInSky, 0u);
    params.flockCount = 1;
    EXPECT_EQ(makeGpuSimParams(params, 3, 0, HawkView{}, false).flockRing, 0.0f);
}

TEST(GpuParams, EveryMemberReadsBackFromAShader) {
    auto context = HeadlessContext::create();
    ASSERT_TRUE(context) << context.error();
    ShaderSources sources = simShaderSources();
    sources.add(embedded::gpuTestShaderFiles());
    auto probe = buildComputeProgram(sources, "test/params_probe.comp");
    ASSERT_TRUE(probe) << probe.error();

    SimParams params = distinctiveParams();
    params.neighbourMode = NeighbourMode::Metric;
    const layout::GpuSimParams g = makeGpuSimParams(params, kBirds, kStep, kHawk, true, kObstacles);

    // Expected: each member's words from the C++ struct, with its name.
    std::vector<std::uint32_t> expected;
    std::vector<std::pair<std::string, std::size_t>> members;  // name, first word
#define MURMUR_EXPECT_WORDS(type, name)           \
    members.emplace_back(#name, expected.size()); \
    appendWords(expected, g.name);
    MURMUR_GPU_DERIVED_FIELDS(MURMUR_EXPECT_WORDS)
    MURMUR_GPU_PARAM_FIELDS(MURMUR_EXPECT_WORDS)
#undef MURMUR_EXPECT_WORDS
    members.emplace_back("", expected.size());

    Buffer block("test params block");
    block.allocate(sizeof g, &g);
    block.bindBase(GL_UNIFORM_BUFFER, MURMUR_UBO_PARAMS);
    Buffer words("test params words");
    words.allocate(expected.size() * 4);
    words.fillWords(0u);
    words.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_PROBE_OUT);
    probe->use();
    glDispatchCompute(1, 1, 1);
    glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);
    std::vector<std::uint32_t> read(expected.size());
    words.download(0, read.size() * 4, read.data());
    ASSERT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));

    for (std::size_t m = 0; m + 1 < members.size(); ++m) {
        for (std::size_t w = members[m].second; w < members[m + 1].second; ++w) {
            EXPECT_EQ(read[w], expected[w]) << members[m].first << " word " << w - members[m].second
                                            << ": the shader reads another value than C++ wrote";
            EXPECT_NE(read[w], 0u) << members[m].first << " is 0 on the GPU";
        }
    }
}

}  // namespace
}  // namespace murmur::gl
