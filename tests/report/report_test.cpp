// The report folder: report.md with every experiment's rows, the seeds, the parameters and
// the version, and PNG charts that decode to the expected size with the expected colours.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <set>
#include <sstream>

#include <stb/stb_image.h>

#include "io/version.hpp"
#include "murmur/model/param_table.hpp"
#include "report/charts.hpp"
#include "report/report.hpp"

#include "temp_dir.hpp"

namespace murmur::report {
namespace {

namespace fs = std::filesystem;

std::string readAll(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

int countOccurrences(const std::string& text, const std::string& what) {
    int n = 0;
    for (auto pos = text.find(what); pos != std::string::npos; pos = text.find(what, pos + 1)) ++n;
    return n;
}

// Rows shaped like runExperiments' output for two seeds, with made-up values.
std::vector<ExperimentRow> syntheticRows() {
    std::vector<ExperimentRow> rows;
    rows.push_back({"e0", "all", 1, "polarization_step0", 45.0});
    rows.push_back({"e0", "all", 1, "polarization_step50", 80.0});
    for (std::uint32_t seed = 1; seed <= 2; ++seed) {
        for (int k : {1, 3, 7, 15}) {
            const std::string v = "k=" + std::to_string(k);
            rows.push_back({"e1", v, seed, "polarization", 20.0 + 5 * k + seed});
            rows.push_back({"e1", v, seed, "largest_cluster_pct", 10.0 + 5 * k});
            rows.push_back({"e1", v, seed, "clusters", 6.0 / k});
        }
        for (const char* v : {"all", "cohesion=0", "alignment=0", "separation=0"}) {
            rows.push_back({"e2", v, seed, "polarization", 70.0 + seed});
            rows.push_back({"e2", v, seed, "clumping", 40.0});
            rows.push_back({"e2", v, seed, "largest_cluster_pct", 60.0});
            rows.push_back({"e2", v, seed, "clusters", 1.5});
        }
        for (const char* v : {"topological", "metric"}) {
            rows.push_back({"e3", v, seed, "largest_before_pct", 90.0});
            rows.push_back({"e3", v, seed, "largest_after_pct", 55.0});
        }
        rows.push_back({"e4", "all", seed, "min_polarization", 40.0 + seed});
        rows.push_back({"e4", "all", seed, "recovery_steps", seed == 1 ? 120.0 : -1.0});
    }
    return rows;
}

HawkSeries syntheticSeries() {
    HawkSeries s;
    s.seed = 1;
    s.birdCount = 1500;
    for (int t = 0; t <= 2000; ++t) {
        s.polarization.push_back(80.0f + 15.0f * std::sin(t * 0.01f));
        s.clumping.push_back(20.0f * std::cos(t * 0.004f));  // dips below 0: the axis extends
        s.largestClusterPct.push_back(90.0f);
        s.clusterCount.push_back(1);
        s.hawkInSky.push_back(t >= 600 && t < 760);
    }
    s.hawkSent = true;
    s.hawkSentStep = 600;
    s.hawkLeftStep = 760;
    s.regroupStep = 900;
    s.minPolarizationInSky = 65.0f;
    return s;
}

struct Decoded {
    int width = 0, height = 0;
    std::vector<Rgba> pixels;
    int count(Rgba c) const { return static_cast<int>(std::count(pixels.begin(), pixels.end(), c)); }
    std::size_t distinctColours() const {
        std::set<std::uint32_t> seen;
        for (const auto& p : pixels) seen.insert(p.r << 16 | p.g << 8 | p.b);
        return seen.size();
    }
    // Pixels close to c (anti-aliased strokes rarely hit the exact colour).
    int near(Rgba c, int tolerance) const {
        return static_cast<int>(std::count_if(pixels.begin(), pixels.end(), [&](Rgba p) {
            return std::abs(p.r - c.r) <= tolerance && std::abs(p.g - c.g) <= tolerance &&
                   std::abs(p.b - c.b) <= tolerance;
        }));
    }
};

Decoded decode(const fs::path& path) {
    Decoded d;
    int channels = 0;
    unsigned char* data = stbi_load(path.c_str(), &d.width, &d.height, &channels, 4);
    if (!data) return d;
    for (int i = 0; i < d.width * d.height; ++i)
        d.pixels.push_back({data[4 * i], data[4 * i + 1], data[4 * i + 2], data[4 * i + 3]});
    stbi_image_free(data);
    return d;
}

Rgba overWhite(Rgba c) {
    Image one(1, 1, Rgba{255, 255, 255});
    one.fillRect(0, 0, 1, 1, c);
    return one.pixel(0, 0);
}

TEST(Report, FolderHoldsMarkdownCsvAndCharts) {
    TempDir dir;
    ReportInputs in;
    in.rows = syntheticRows();
    in.seeds = 2;
    in.hawkSeries = syntheticSeries();
    const fs::path out = dir.path / "nested" / "report";
    ASSERT_FALSE(writeReport(out, in));

    const std::string md = readAll(out / "report.md");
    for (const char* heading : {"### E0", "### E1", "### E2", "### E3", "### E4"})
        EXPECT_NE(md.find(heading), std::string::npos) << heading;
    EXPECT_NE(md.find(versionLine()), std::string::npos);
    EXPECT_NE(md.find(programVersion()), std::string::npos);
    // Every row appears in the per-seed table.
    for (const auto& r : in.rows) {
        const std::string cell =
            "| " + r.experiment + " | " + r.variant + " | " + std::to_string(r.seed) + " | " + r.metric + " | ";
        EXPECT_EQ(countOccurrences(md, cell), 1) << cell;
    }
    EXPECT_NE(md.find("| E1 | 1, 2 |"), std::string::npos);  // the seeds
    EXPECT_NE(md.find("--seeds 2"), std::string::npos);
    for (const auto& [name, value] : paramFields(in.base))
        EXPECT_NE(md.find("| " + name + " | " + value + " |"), std::string::npos) << name;
    EXPECT_NE(md.find("Regrouped at step 900, 140 steps after the hawk left"), std::string::npos);

    const std::string csv = readAll(out / "results.csv");
    EXPECT_EQ(countOccurrences(csv, "\n"), static_cast<int>(in.rows.size()) + 1);

    const auto files = reportChartFiles(in.rows);
    ASSERT_EQ(files.size(), 5u);
    for (const auto& f : files) {
        EXPECT_NE(md.find("](" + f.fileName + ")"), std::string::npos) << f.fileName;
        const Decoded img = decode(out / f.fileName);
        ASSERT_FALSE(img.pixels.empty()) << f.fileName << " does not decode";
        const bool series = f.what == "hawk";
        EXPECT_EQ(img.width, series ? kSeriesChartWidth : kBarChartWidth) << f.fileName;
        EXPECT_EQ(img.height, series ? kSeriesChartHeight : kBarChartHeight) << f.fileName;
        EXPECT_GT(img.distinctColours(), 12u) << f.fileName;
        if (f.what == "e1" || f.what == "e2" || f.what == "e4") {
            EXPECT_GT(img.count(kPolarizationBlue), 2000) << f.fileName;
        }
        if (f.what == "e1" || f.what == "e2" || f.what == "e3") {
            EXPECT_GT(img.count(kLargestGrey), 2000) << f.fileName;
        }
        if (f.what == "e3") {
            EXPECT_GT(img.count(kBeforeGrey), 2000) << f.fileName;
        }
        if (series) {
            EXPECT_GT(img.near(kPolarizationBlue, 12), 800);
            EXPECT_GT(img.near(kClumpingOrange, 12), 800);
            EXPECT_GT(img.count(overWhite(kHawkBandRed)), 20000);  // the band: 160 steps wide
            EXPECT_GT(img.near(kRegroupGreen, 12), 150);           // the dashed regroup line
        }
    }
}

TEST(Report, OnlyTheExperimentsPresentGetCharts) {
    TempDir dir;
    ReportInputs in;
    for (const auto& r : syntheticRows())
        if (r.experiment == "e1") in.rows.push_back(r);
    in.hawkSeries = syntheticSeries();
    ASSERT_FALSE(writeReport(dir.path, in));
    EXPECT_TRUE(fs::exists(dir.path / "e1_neighbour_count.png"));
    EXPECT_FALSE(fs::exists(dir.path / "e2_rule_ablation.png"));
    EXPECT_TRUE(fs::exists(dir.path / "hawk_time_series.png"));
    const std::string md = readAll(dir.path / "report.md");
    EXPECT_EQ(md.find("### E2"), std::string::npos);
}

TEST(Report, UnwritableFolderIsAClearError) {
    ReportInputs in;
    in.rows = syntheticRows();
    in.hawkSeries = syntheticSeries();
    const auto err = writeReport("/proc/murmur-no-report-here", in);
    ASSERT_TRUE(err);
    EXPECT_NE(err->find("/proc/murmur-no-report-here"), std::string::npos);
    EXPECT_EQ(err->find('\n'), std::string::npos);  // one line
}

TEST(Report, ReportMdComesLastSoItsPresenceMeansComplete) {
    TempDir dir;
    ReportInputs in;
    in.rows = syntheticRows();
    in.hawkSeries = syntheticSeries();
    fs::create_directories(dir.path / "hawk_time_series.png");  // the last chart cannot be written
    const auto err = writeReport(dir.path, in);
    ASSERT_TRUE(err);
    EXPECT_NE(err->find("hawk_time_series.png"), std::string::npos) << *err;
    EXPECT_TRUE(fs::exists(dir.path / "results.csv"));
    EXPECT_FALSE(fs::exists(dir.path / "report.md")) << "a report.md that links a chart that is not there";
}

TEST(Report, BuiltInFaceChartsStillHaveLabels) {
    const auto spec = e1Chart(syntheticRows());
    ASSERT_TRUE(spec);
    const Image withBuiltIn = drawBarChart(*spec, ChartFonts::builtIn());
    // Text ink (dark grey) exists beyond the bars and grid.
    int dark = 0;
    for (int y = 0; y < withBuiltIn.height(); ++y)
        for (int x = 0; x < withBuiltIn.width(); ++x) {
            const Rgba p = withBuiltIn.pixel(x, y);
            dark += p.r < 80 && p.g < 80 && p.b < 80;
        }
    EXPECT_GT(dark, 500);
}

TEST(Report, ChartSpecsCarryTheMeans) {
    const auto rows = syntheticRows();
    const auto e1 = e1Chart(rows);
    ASSERT_TRUE(e1);
    ASSERT_EQ(e1->groups.size(), 4u);
    EXPECT_EQ(e1->groups[2].label, "k = 7");
    EXPECT_DOUBLE_EQ(e1->groups[2].values[0], 20.0 + 35 + 1.5);  // mean over seeds 1 and 2
    EXPECT_EQ(e1->groups[0].note, "6.00 clusters");
    const auto e4 = e4Chart(rows);
    ASSERT_TRUE(e4);
    ASSERT_EQ(e4->groups.size(), 3u);  // two seeds and the mean
    EXPECT_EQ(e4->groups[0].note, "120 steps");
    EXPECT_EQ(e4->groups[1].note, "no regroup");
    EXPECT_EQ(e4->groups[2].note, "120 steps (1 of 2)");
    EXPECT_FALSE(e1Chart({}));
}

// The whole path on real runs: a small flock, one seed, the hawk run computed inside.
TEST(Report, RealSmallRunsMakeACompleteReport) {
    ExperimentOptions options;
    options.base.birdCount = 100;
    options.seeds = 1;
    options.threads = 2;
    const auto results = runExperiments(options);
    ASSERT_FALSE(results.cancelled);
    TempDir dir;
    ReportInputs in;
    in.rows = results.rows;
    in.base = options.base;
    in.seeds = 1;
    ASSERT_FALSE(writeReport(dir.path, in));
    const std::string md = readAll(dir.path / "report.md");
    EXPECT_NE(md.find("Seed 1, 100 birds, 2000 steps, hawk sent at step 600"), std::string::npos);
    EXPECT_NE(md.find("| birdCount | 100 |"), std::string::npos);
    for (const auto& f : reportChartFiles(in.rows)) {
        const Decoded img = decode(dir.path / f.fileName);
        EXPECT_FALSE(img.pixels.empty()) << f.fileName;
        EXPECT_GT(img.distinctColours(), 12u) << f.fileName;
    }
}

TEST(HawkSeries, RecordsEveryStepAndTheHawk) {
    SimParams p;
    p.birdCount = 80;
    const HawkSeries s = runHawkSeries(p, 400, 100);
    ASSERT_EQ(s.polarization.size(), 401u);
    ASSERT_EQ(s.clumping.size(), 401u);
    ASSERT_EQ(s.hawkInSky.size(), 401u);
    EXPECT_TRUE(s.hawkSent);
    EXPECT_EQ(s.hawkSentStep, 100u);
    EXPECT_FALSE(s.hawkInSky[99]);
    EXPECT_TRUE(s.hawkInSky[100]);
    ASSERT_TRUE(s.hawkLeftStep);
    EXPECT_FALSE(s.hawkInSky[*s.hawkLeftStep]);
    EXPECT_TRUE(s.hawkInSky[*s.hawkLeftStep - 1]);
    float lowest = 100.0f;
    for (std::size_t t = 0; t < s.polarization.size(); ++t) {
        EXPECT_TRUE(std::isfinite(s.polarization[t]) && std::isfinite(s.clumping[t]));
        if (s.hawkInSky[t]) lowest = std::min(lowest, s.polarization[t]);
    }
    EXPECT_EQ(s.minPolarizationInSky, lowest);
    // Deterministic: the same run gives the same series.
    EXPECT_EQ(runHawkSeries(p, 400, 100).polarization, s.polarization);
}

TEST(HawkSeries, CancelGivesNothing) {
    SimParams p;
    p.birdCount = 50;
    std::atomic<bool> cancel{true};
    EXPECT_TRUE(runHawkSeries(p, 100, 10, {}, &cancel).polarization.empty());
}

}  // namespace
}  // namespace murmur::report
