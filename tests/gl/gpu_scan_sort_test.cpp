// gpu_scan_sort_test.cpp - the grid's building blocks alone, on random data, against the
// std:: equivalents: the multi-level exclusive scan and the stable counting sort. Sizes
// that are not multiples of the block or group sizes, and sizes needing 2 and 3 levels.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <numeric>
#include <random>
#include <vector>

#include "egl_context.hpp"
#include "gpu_counting_sort.hpp"
#include "gpu_layout.hpp"
#include "gpu_scan.hpp"
#include "murmur/model/grid.hpp"
#include "sim_programs.hpp"

namespace murmur::gl {
namespace {

class GpuPrimitives : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        auto context = HeadlessContext::create();
        if (!context) {
            error_ = context.error();
            return;
        }
        context_ = (*context).release();
        auto programs = buildSimPrograms(simShaderSources());
        if (programs) programs_ = (*programs).release();
        else error_ = programs.error();
    }
    static void TearDownTestSuite() {
        if (context_) context_->makeCurrent();
        delete programs_;
        delete context_;
        programs_ = nullptr;
        context_ = nullptr;
    }
    void SetUp() override {
        ASSERT_NE(context_, nullptr) << error_;
        ASSERT_NE(programs_, nullptr) << error_;
        ASSERT_TRUE(context_->makeCurrent());
    }
    static Buffer countWord(std::uint32_t value) {
        Buffer b("test count word");
        b.allocate(4, &value);
        return b;
    }
    static HeadlessContext* context_;
    static SimPrograms* programs_;
    static std::string error_;
};
HeadlessContext* GpuPrimitives::context_ = nullptr;
SimPrograms* GpuPrimitives::programs_ = nullptr;
std::string GpuPrimitives::error_;

TEST_F(GpuPrimitives, ExclusiveScanMatchesStd) {
    std::mt19937 rng(11);
    // 1024 elements per block: 1025 and 4097 end in partial blocks; 300'001 needs two
    // levels, 1'100'000 three.
    const std::vector<std::uint32_t> sizes{1, 2, 255, 1023, 1024, 1025, 4097, 300'001, 1'100'000};
    GpuScan scan(*programs_, sizes.back());
    EXPECT_EQ(scan.levels(), 3);
    for (std::uint32_t n : sizes) {
        std::vector<std::uint32_t> values(n);
        for (auto& v : values) v = rng() % 17;
        Buffer data("test scan data");
        data.allocate(n * 4, values.data());
        Buffer count = countWord(n);
        scan.prepare(count);
        scan.scan(data);
        std::vector<std::uint32_t> got(n);
        data.download(0, n * 4, got.data());
        std::vector<std::uint32_t> expected(n);
        std::exclusive_scan(values.begin(), values.end(), expected.begin(), 0u);
        EXPECT_EQ(got, expected) << n << " elements";
    }
}

TEST_F(GpuPrimitives, ScanClearSetsOnlyTheCountedElements) {
    GpuScan scan(*programs_, 5000);
    std::vector<std::uint32_t> values(5000, 9u);
    Buffer data("test clear data");
    data.allocate(values.size() * 4, values.data());
    Buffer count = countWord(3001);
    scan.prepare(count);
    scan.clear(data, 4u);
    data.download(0, values.size() * 4, values.data());
    EXPECT_EQ(std::count(values.begin(), values.end(), 4u), 3001);
    EXPECT_EQ(std::count(values.begin(), values.end(), 9u), 5000 - 3001);
}

TEST_F(GpuPrimitives, CountingSortIsStableAndMatchesStd) {
    std::mt19937 rng(5);
    struct Case {
        std::uint32_t elements;
        std::uint32_t keys;
    };
    const Case cases[] = {{1, 1},          {63, 5},     {64, 64},
                          {65, 1000},      {1500, 37},  {4097, 4097},
                          {100'000, 3000}, {20'000, 1}, {5000, static_cast<std::uint32_t>(kMaxGridCells)}};
    GpuCountingSort sort(*programs_, static_cast<std::size_t>(kMaxGridCells));
    for (const Case& c : cases) {
        std::vector<std::uint32_t> keys(c.elements);
        for (auto& k : keys) k = rng() % c.keys;
        Buffer keyBuffer("test keys");
        keyBuffer.allocate(keys.size() * 4, keys.data());
        Buffer count = countWord(c.keys + 1);
        sort.sort(keyBuffer, c.elements, count);

        std::vector<std::uint32_t> starts(c.keys + 1), order(c.elements);
        sort.starts().download(0, starts.size() * 4, starts.data());
        sort.order().download(0, order.size() * 4, order.data());

        std::vector<std::uint32_t> counts(c.keys + 1, 0);
        for (std::uint32_t k : keys) ++counts[k];
        std::vector<std::uint32_t> expectedStarts(c.keys + 1);
        std::exclusive_scan(counts.begin(), counts.end(), expectedStarts.begin(), 0u);
        std::vector<std::uint32_t> expectedOrder(c.elements);
        std::iota(expectedOrder.begin(), expectedOrder.end(), 0u);
        std::stable_sort(expectedOrder.begin(), expectedOrder.end(),
                         [&](std::uint32_t a, std::uint32_t b) { return keys[a] < keys[b]; });
        EXPECT_EQ(starts, expectedStarts) << c.elements << " elements, " << c.keys << " keys";
        EXPECT_EQ(order, expectedOrder) << c.elements << " elements, " << c.keys << " keys";
    }
}

}  // namespace
}  // namespace murmur::gl
