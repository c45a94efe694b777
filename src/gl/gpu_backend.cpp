#include "gpu_backend.hpp"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cmath>
#include <cstddef>
#include <stdexcept>

#include <glm/geometric.hpp>
#include <glm/vec4.hpp>

#include "compute.hpp"
#include "debug_output.hpp"
#include "egl_context.hpp"
#include "gpu_grid.hpp"
#include "gpu_params.hpp"
#include "murmur/model/grid.hpp"
#include "murmur/model/roost_descent.hpp"
#include "murmur/model/starling.hpp"
#include "sim_programs.hpp"

namespace murmur::gl {

static_assert(MURMUR_CLOSE_UP_MAX == kCloseUpMaxNeighbours, "the GPU close-up lists as many as the CPU's");

// --- GpuBackend -----------------------------------------------------------------------

GpuBackend::GpuBackend(std::unique_ptr<SimPrograms> programs)
    : programs_(std::move(programs)),
      grid_(std::make_unique<GpuGrid>(*programs_)),
      params_("sim params"),
      state_{Buffer("bird instances A"), Buffer("bird instances B")},
      speed_("bird speed"),
      partials_("metric partial sums"),
      metricSums_("metric sums"),
      clusterParent_("cluster parent"),
      clusterSize_("cluster size"),
      clusterSummary_("cluster summary"),
      debugLists_("debug neighbour lists"),
      closeUp_("inspector close-up"),
      closeUpLists_("inspector close-up lists"),
      kthSample_("k-th distance sample"),
      starlings_("starling state"),
      starlingTraits_("starling traits"),
      gusts_("gust field"),
      obstacleShapes_("obstacles"),
      obstacleBins_("obstacle bins"),
      otherHawks_("other hawks") {
    params_.allocate(sizeof(layout::GpuSimParams));
    metricSums_.allocate(sizeof(layout::GpuMetricSums));
    clusterSummary_.allocate(sizeof(layout::GpuClusterSummary));
    debugLists_.allocate(4);
    closeUp_.allocate(sizeof(layout::GpuCloseUp));
    gusts_.allocate(sizeof(GustField::modes));
    obstacleShapes_.allocate(sizeof(layout::GpuObstacle));  // bound even when empty
    obstacleBins_.allocate(4);
    otherHawks_.allocate((kMaxHawks - 1) * sizeof(glm::vec4));
    kthSample_.allocate(2 * kDensityCellSample * sizeof(float));  // ceil(n / (n / 2048)) < 4096
    GLint64 maxBlock = 0;
    glGetInteger64v(GL_MAX_SHADER_STORAGE_BLOCK_SIZE, &maxBlock);
    maxBlockBytes_ = static_cast<std::size_t>(std::max<GLint64>(maxBlock, 0));
    reserve(1);
}

GpuBackend::~GpuBackend() = default;

void GpuBackend::reserve(std::size_t count) {
    if (count <= capacity_) return;
    const std::size_t widest = count * std::max(sizeof(BirdInstance), sizeof(layout::SortedBird));
    if (maxBlockBytes_ > 0 && widest > maxBlockBytes_)
        throw std::length_error("gpu backend: " + std::to_string(count) + " birds need " +
                                std::to_string(widest >> 20) + " MiB per buffer; this device allows " +
                                std::to_string(maxBlockBytes_ >> 20) + " MiB");
    // Growing loses the contents; upload() refills both state buffers right after.
    for (Buffer& b : state_) b.allocate(count * sizeof(BirdInstance));
    speed_.allocate(count * sizeof(float));
    partials_.allocate(((count + MURMUR_REDUCE_GROUP - 1) / MURMUR_REDUCE_GROUP) * sizeof(layout::GpuPartialSums));
    clusterParent_.allocate(count * 4);
    clusterSize_.allocate(count * 4);
    capacity_ = count;
    if (glGetError() == GL_OUT_OF_MEMORY)
        throw std::runtime_error("gpu backend: out of GPU memory for " + std::to_string(count) + " birds");
}

void GpuBackend::upload(const FlockState& state) {
    const std::size_t n = state.size();
    reserve(n);
    flight_ = state.flight;
    if (flight_) {
        if (n > starlingCapacity_) {
            starlings_.allocate(n * sizeof(layout::GpuStarlingBird));
            starlingTraits_.allocate(n * sizeof(layout::GpuStarlingTraits));
            starlingCapacity_ = n;
        }
        std::vector<layout::GpuStarlingBird> own(n);
        for (std::size_t i = 0; i < n; ++i) {
            own[i].steering = state.steering[i];
            own[i].perception = state.perception[i];
            own[i].bank = state.bank[i];
            own[i].readPerception = state.perception[i];  // no step has read it yet
        }
        starlings_.upload(0, n * sizeof(layout::GpuStarlingBird), own.data());
        traitsDrawnFrom_.reset();  // for this flock's birds: draw them again
    }
    std::vector<BirdInstance> birds(n);
    for (std::size_t i = 0; i < n; ++i) {
        birds[i].positionEdge = glm::vec4(state.position[i], state.edge[i]);
        birds[i].headingFear = glm::vec4(state.heading[i], state.fear[i]);
    }
    current_ = 0;
    state_[0].upload(0, n * sizeof(BirdInstance), birds.data());
    state_[1].upload(0, n * sizeof(BirdInstance), birds.data());
    speed_.upload(0, n * sizeof(float), state.speed.data());
    count_ = n;
    step_ = state.step;
    gridCurrent_ = false;
    kthKnown_ = false;         // another flock: its first step uses the nominal edge
    kthSample_.fillWords(0u);  // a settled bird never writes its entry: 0, not counted
}

void GpuBackend::download(FlockState& state) {
    const std::size_t n = count_;
    std::vector<BirdInstance> birds(n);
    state_[current_].download(0, n * sizeof(BirdInstance), birds.data());
    state.flight = flight_;
    state.resize(n);
    if (flight_) {
        std::vector<layout::GpuStarlingBird> own(n);
        starlings_.download(0, n * sizeof(layout::GpuStarlingBird), own.data());
        for (std::size_t i = 0; i < n; ++i) {
            state.steering[i] = own[i].steering;
            state.perception[i] = own[i].perception;
            state.bank[i] = own[i].bank;
        }
    }
    speed_.download(0, n * sizeof(float), state.speed.data());
    for (std::size_t i = 0; i < n; ++i) {
        state.position[i] = glm::vec3(birds[i].positionEdge);
        state.edge[i] = birds[i].positionEdge.w;
        state.heading[i] = glm::vec3(birds[i].headingFear);
        state.fear[i] = birds[i].headingFear.w;
    }
    state.step = step_;
}

void GpuBackend::writeParams(const SimParams& prm, const HawkView& hawk, bool debugNeighbours) {
    const layout::GpuSimParams g = makeGpuSimParams(prm, count_, step_, hawk, debugNeighbours, obstacles_);
    params_.upload(0, sizeof g, &g);
    params_.bindBase(GL_UNIFORM_BUFFER, MURMUR_UBO_PARAMS);
}

void GpuBackend::ensureGrid(float nominalCellSize) {
    // Built by measure() for the clusters (at the nominal edge), the grid serves the next step
    // too when that step's edge is the same; a step with a density-sized edge builds its own.
    if (gridCurrent_ && gridCellSize_ == nominalCellSize) return;
    grid_->build(state_[current_], static_cast<std::uint32_t>(count_));
    gridCurrent_ = true;
    gridCellSize_ = nominalCellSize;
}

void GpuBackend::ensureTraits(const SimParams& prm) {
    // Every setting starlingTraits reads; the seed's bits stand in for the integer exactly.
    const TraitSettings from = {std::bit_cast<float>(prm.seed),
                                prm.starlingDifferences ? 1.0f : 0.0f,
                                prm.starlingReactionTime,
                                prm.starlingReactionSpread,
                                prm.starlingTimeStep,
                                prm.starlingCruiseSpeed,
                                prm.starlingCruiseSpread,
                                prm.starlingMinSpeed,
                                prm.starlingMaxSpeed};
    if (from == traitsDrawnFrom_) return;
    std::vector<layout::GpuStarlingTraits> traits(count_);
    for (std::size_t i = 0; i < count_; ++i) {
        const StarlingTraits t = starlingTraits(prm, static_cast<std::uint32_t>(i));
        traits[i] = {t.cruiseSpeed, t.reactionSteps, t.phase, 0u};
    }
    starlingTraits_.upload(0, count_ * sizeof(layout::GpuStarlingTraits), traits.data());
    traitsDrawnFrom_ = from;
}

void GpuBackend::ensureObstacles(const SimParams& prm) {
    const float reach = birdObstacleReach(prm);
    if (obstacles_.obstacles != prm.obstacles || obstacles_.reach != reach) {
        obstacles_ = buildObstacleField(prm.obstacles, reach);  // the CPU's bins, exactly
        std::vector<layout::GpuObstacle> shapes;
        shapes.reserve(obstacles_.obstacles.size());
        for (const Obstacle& o : obstacles_.obstacles)
            shapes.push_back({o.at, static_cast<std::uint32_t>(o.shape), o.size, 0.0f});
        std::vector<std::uint32_t> bins(obstacles_.binStart);
        bins.insert(bins.end(), obstacles_.binItems.begin(), obstacles_.binItems.end());
        if (!shapes.empty()) obstacleShapes_.allocate(shapes.size() * sizeof shapes[0], shapes.data());
        if (!bins.empty()) obstacleBins_.allocate(bins.size() * 4, bins.data());
    }
    obstacleShapes_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_OBSTACLES);
    obstacleBins_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_OBSTACLE_BINS);
}

void GpuBackend::stepImpl(const SimParams& prm, const HawkView& hawk, bool debugNeighbours) {
    if (count_ == 0) {
        ++step_;
        return;
    }
    const bool starling = prm.model == FlockModel::Starling;
    if (starling && !flight_)
        throw std::logic_error("gpu backend: a starling step needs a starling flock (FlockState::flight)");
    if (starling) ensureTraits(prm);
    if (prm.gustSpeed > 0.0f) {
        const GustField air = gustField(prm, step_);  // the CPU's field, so both feel the same air
        gusts_.upload(0, sizeof air.modes, air.modes.data());
    }
    gusts_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_GUSTS);
    ensureObstacles(prm);
    if (hawk.inSky && hawk.otherCount > 0) {
        std::array<glm::vec4, kMaxHawks - 1> others{};
        for (int h = 0; h < hawk.otherCount; ++h) others[static_cast<std::size_t>(h)] = glm::vec4(hawk.at(h + 1), 0.0f);
        otherHawks_.upload(0, static_cast<std::size_t>(hawk.otherCount) * sizeof(glm::vec4), others.data());
    }
    otherHawks_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_HAWKS);
    // Density-sized cells (grid.hpp), exactly as the CPU step sizes them: the same birds'
    // k-th distances of the last step, the same median. Only the speed depends on the edge.
    const bool density = !starling && prm.neighbourMode == NeighbourMode::Topological;
    const std::size_t kthStride = std::max<std::size_t>(1, count_ / kDensityCellSample);
    SimParams gridded = prm;
    if (density && kthKnown_) {
        kthHost_.resize((count_ + kthStride - 1) / kthStride);
        kthSample_.download(0, kthHost_.size() * sizeof(float), kthHost_.data());
        gridded.cellSize = densityCellEdge(kthHost_, prm.topologicalK, prm.cellSize, kthScratch_);
    }
    stepCellEdge_ = gridded.cellSize;
    writeParams(gridded, hawk, debugNeighbours);
    ensureGrid(gridded.cellSize);
    kthSample_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_KTH_SAMPLE);
    if (debugNeighbours) debugLists_.reserve(count_ * MURMUR_DEBUG_STRIDE * 4);

    const Buffer& in = state_[current_];
    Buffer& out = state_[1 - current_];
    in.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_STATE_IN);
    out.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_STATE_OUT);
    speed_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_SPEED_OUT);
    grid_->info().bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_GRID_INFO);
    grid_->sorted().bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_SORTED);
    grid_->cellStart().bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_CELL_START);
    debugLists_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_DEBUG);
    if (starling) {
        starlings_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_STARLING);
        starlingTraits_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_STARLING_TRAITS);
    }
    const Program& program =
        starling ? programs_->starlingStepFor(prm.starlingAdaptiveRange ? kStarlingMaxPartners : prm.topologicalK)
        : prm.neighbourMode == NeighbourMode::Metric ? programs_->step[0]
                                                     : programs_->stepFor(prm.topologicalK);
    program.use();
    if (!starling) glUniform1ui(program.uniformLocation("uKthStride"), static_cast<GLuint>(kthStride));
    dispatchFor(count_, MURMUR_BIRD_GROUP);
    kthKnown_ = density;
    // The renderer may read the new state as vertex data or storage: make it visible to all.
    glMemoryBarrier(GL_ALL_BARRIER_BITS);
    current_ = 1 - current_;
    ++step_;
    gridCurrent_ = false;
}

void GpuBackend::step(const SimParams& params, const HawkView& hawk) {
    stepImpl(params, hawk, false);
}

std::vector<std::vector<std::uint32_t>> GpuBackend::stepRecordingNeighbours(const SimParams& params,
                                                                            const HawkView& hawk) {
    const std::size_t n = count_;
    stepImpl(params, hawk, true);
    std::vector<std::vector<std::uint32_t>> sets(n);
    if (n == 0) return sets;
    std::vector<std::uint32_t> raw(n * MURMUR_DEBUG_STRIDE);
    debugLists_.download(0, raw.size() * 4, raw.data());
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint32_t* entry = &raw[i * MURMUR_DEBUG_STRIDE];
        const std::uint32_t count = entry[0];
        const std::uint32_t stored = std::min<std::uint32_t>(count, MURMUR_DEBUG_MAX_NEIGHBOURS);
        sets[i].assign(entry + 1, entry + 1 + stored);
        // A list longer than the debug room cannot be compared: mark it with an impossible index.
        if (count > stored) sets[i].push_back(~0u);
    }
    return sets;
}

BirdCloseUp GpuBackend::closeUp(const SimParams& params, std::uint32_t bird) {
    assert(bird < count_ && "closeUp: a bird of the flock");
    writeParams(params, HawkView{}, false);
    state_[1 - current_].bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_STATE_IN);  // what the last step read
    state_[current_].bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_STATE_OUT);
    speed_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_SPEED_OUT);
    grid_->info().bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_GRID_INFO);
    closeUp_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_CLOSE_UP);
    const bool starling = flight_ && params.model == FlockModel::Starling;
    if (starling) starlings_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_STARLING);

    // The passes of close_up.comp: lists of the nearest per chunk of birds, merged until one
    // is left. The lists written by a pass go after those it reads, in one buffer.
    const bool metric = !starling && params.neighbourMode == NeighbourMode::Metric;
    const int k =
        starling ? (params.starlingAdaptiveRange ? kStarlingMaxPartners : params.topologicalK) : params.topologicalK;
    const auto room = static_cast<std::uint32_t>(metric ? MURMUR_CLOSE_UP_MAX : std::clamp(k, 1, MURMUR_CLOSE_UP_MAX));
    auto listsOf = [](std::size_t items, std::size_t perList) { return (items + perList - 1) / perList; };
    const std::size_t chunks = listsOf(count_, MURMUR_CLOSE_UP_CHUNK);
    const std::size_t merged = listsOf(chunks, MURMUR_CLOSE_UP_MERGE);
    closeUpLists_.reserve((chunks + merged) * room * 2 * sizeof(std::uint32_t));
    closeUpLists_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_CLOSE_UP_LISTS);
    closeUp_.fillWords(0);  // total: counted by the first pass
    const Program& program = programs_->closeUp;
    program.use();
    setUniform(program, "uBird", bird);
    setUniform(program, "uStarling", starling ? 1u : 0u);
    setUniform(program, "uRoom", room);
    auto pass = [&](std::uint32_t which, std::size_t items, std::size_t from, std::size_t to, std::size_t invocations) {
        setUniform(program, "uPass", which);
        setUniform(program, "uItems", static_cast<std::uint32_t>(items));
        setUniform(program, "uFrom", static_cast<std::uint32_t>(from * room));
        setUniform(program, "uTo", static_cast<std::uint32_t>(to * room));
        dispatchFor(invocations, MURMUR_CLOSE_UP_GROUP);
        glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);
    };
    pass(0, count_, 0, 0, chunks);
    // Lists at [from, from + lists); the merged ones after them, or at 0 when they fit there.
    std::size_t lists = chunks, from = 0;
    while (lists > 1) {
        const std::size_t next = listsOf(lists, MURMUR_CLOSE_UP_MERGE);
        const std::size_t to = from == 0 ? lists : 0;
        pass(1, lists, from, to, next);
        lists = next;
        from = to;
    }
    pass(2, 1, from, 0, 1);
    glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);

    // The header, then only the neighbours it lists.
    layout::GpuCloseUp g{};
    closeUp_.download(0, offsetof(layout::GpuCloseUp, neighbours), &g);
    const std::uint32_t listed = std::min<std::uint32_t>(g.listed, MURMUR_CLOSE_UP_MAX);
    if (listed > 0)
        closeUp_.download(offsetof(layout::GpuCloseUp, neighbours), listed * sizeof(layout::GpuCloseUpNeighbour),
                          g.neighbours);
    BirdCloseUp c;
    c.bird = bird;
    c.previous = glm::vec3(g.previous);
    c.current = glm::vec3(g.positionEdge);
    c.edge = g.positionEdge.w;
    c.heading = glm::vec3(g.headingFear);
    c.fear = g.headingFear.w;
    c.speed = g.speed;
    c.total = static_cast<int>(g.total);
    for (std::uint32_t n = 0; n < listed; ++n) {
        const layout::GpuCloseUpNeighbour& nb = g.neighbours[n];
        c.neighbours.push_back({nb.index, std::sqrt(nb.distSq), glm::vec3(nb.previous), glm::vec3(nb.current)});
    }
    return c;
}

void GpuBackend::runClusters(float nominalCellSize) {
    ensureGrid(nominalCellSize);
    grid_->info().bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_GRID_INFO);
    grid_->sorted().bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_SORTED);
    grid_->cellStart().bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_CELL_START);
    clusterParent_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_CLUSTER_PARENT);
    clusterSize_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_CLUSTER_SIZE);
    clusterSummary_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_CLUSTER_SUMMARY);
    for (const Program* program :
         {&programs_->clusterInit, &programs_->clusterLink, &programs_->clusterCount, &programs_->clusterLabel}) {
        program->use();
        dispatchFor(count_, MURMUR_BIRD_GROUP);
        storageBarrier();
    }
}

FlockMetrics GpuBackend::measure(const SimParams& params, bool withClusters) {
    FlockMetrics m;
    m.hasClusters = withClusters;
    if (count_ == 0) return m;
    writeParams(params, HawkView{}, false);

    state_[current_].bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_STATE_IN);
    partials_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_PARTIALS);
    metricSums_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_METRICS);
    const auto groups = static_cast<std::uint32_t>((count_ + MURMUR_REDUCE_GROUP - 1) / MURMUR_REDUCE_GROUP);
    for (std::uint32_t phase = 0; phase < 2; ++phase) {
        programs_->metricsSum.use();
        setUniform(programs_->metricsSum, "uPhase", phase);
        dispatchFor(count_, MURMUR_REDUCE_GROUP);
        storageBarrier();
        programs_->metricsFinal.use();
        setUniform(programs_->metricsFinal, "uPhase", phase);
        setUniform(programs_->metricsFinal, "uGroups", groups);
        glDispatchCompute(1, 1, 1);
        storageBarrier();
    }
    if (withClusters) runClusters(params.cellSize);

    layout::GpuMetricSums sums{};
    metricSums_.download(0, sizeof sums, &sums);
    const double n = static_cast<double>(count_);
    const glm::dvec3 meanH = glm::dvec3(sums.headingX, sums.headingY, sums.headingZ) / n;
    const glm::dvec3 centroid = glm::dvec3(sums.positionX, sums.positionY, sums.positionZ) / n;
    m.meanHeading = glm::vec3(meanH);
    m.centroid = glm::vec3(centroid);
    m.polarization = static_cast<float>(100.0 * glm::length(meanH));
    m.meanDistance = static_cast<float>(sums.distance / n);
    m.clumping = static_cast<float>(100.0 * (1.0 - m.meanDistance / params.uniformMeanDistance));
    if (withClusters) {
        layout::GpuClusterSummary summary{};
        clusterSummary_.download(0, sizeof summary, &summary);
        m.clusters.count = static_cast<int>(summary.count);
        m.clusters.largestPct = 100.0f * static_cast<float>(summary.largest) / static_cast<float>(count_);
    }
    if (hasDescent(params) && step_ > static_cast<std::uint32_t>(params.descentStep)) {
        // Only once the dusk has begun (no bird settles before): the speeds (4 bytes a bird)
        // come back to count the settled birds.
        speedScratch_.resize(count_);
        speed_.download(0, count_ * sizeof(float), speedScratch_.data());
        m.roosting = static_cast<std::size_t>(std::count_if(speedScratch_.begin(), speedScratch_.end(), isRoosting));
    }
    return m;
}

std::vector<std::uint32_t> GpuBackend::clusterLabels(const SimParams& params) {
    std::vector<std::uint32_t> labels(count_);
    if (count_ == 0) return labels;
    writeParams(params, HawkView{}, false);
    runClusters(params.cellSize);
    clusterParent_.download(0, count_ * 4, labels.data());
    return labels;
}

layout::GpuGridInfo GpuBackend::stepGridInfo() const {
    return count_ == 0 ? layout::GpuGridInfo{} : grid_->downloadInfo();
}

layout::GpuGridInfo GpuBackend::gridInfo(const SimParams& params) {
    if (count_ == 0) return {};
    writeParams(params, HawkView{}, false);
    ensureGrid(params.cellSize);
    return grid_->downloadInfo();
}

void GpuBackend::finish() {
    glFinish();
}

Result<std::unique_ptr<GpuBackend>> makeGpuBackend() {
    return makeGpuBackend(simShaderSources());
}

Result<std::unique_ptr<GpuBackend>> makeGpuBackend(const ShaderSources& sources) {
    std::string why;
    if (!hasCompute43(why)) return fail("GPU backend unavailable: " + why);
    auto programs = buildSimPrograms(sources);
    if (!programs) return fail("GPU backend unavailable: a shader failed: " + programs.error());
    return std::unique_ptr<GpuBackend>(new GpuBackend(std::move(*programs)));
}

// --- HeadlessGpuBackend -----------------------------------------------------------------

HeadlessGpuBackend::~HeadlessGpuBackend() {
    if (context_) context_->makeCurrent();
    backend_.reset();
}

void HeadlessGpuBackend::makeCurrent() const {
    context_->makeCurrent();
}

std::string HeadlessGpuBackend::description() const {
    return context_->description();
}

void HeadlessGpuBackend::upload(const FlockState& state) {
    makeCurrent();
    backend_->upload(state);
}

void HeadlessGpuBackend::download(FlockState& state) {
    makeCurrent();
    backend_->download(state);
}

void HeadlessGpuBackend::step(const SimParams& params, const HawkView& hawk) {
    makeCurrent();
    backend_->step(params, hawk);
}

FlockMetrics HeadlessGpuBackend::measure(const SimParams& params, bool withClusters) {
    makeCurrent();
    return backend_->measure(params, withClusters);
}

void HeadlessGpuBackend::finish() {
    makeCurrent();
    backend_->finish();
}

Result<std::unique_ptr<HeadlessGpuBackend>> makeHeadlessGpuBackend() {
    auto context = HeadlessContext::create();
    if (!context) return fail("GPU backend unavailable: " + context.error());
    auto backend = makeGpuBackend();
    if (!backend) return fail(backend.error());
    std::unique_ptr<HeadlessGpuBackend> out(new HeadlessGpuBackend());
    out->context_ = std::move(*context);
    out->backend_ = std::move(*backend);
    return out;
}

}  // namespace murmur::gl
