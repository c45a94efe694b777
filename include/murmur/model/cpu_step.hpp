// cpu_step.hpp - the reference step of docs/model.md on the CPU: the oracle for every backend.
//
// Structure, stage by stage the same as the compute passes: build the grid (keys, counts,
// scan, stable scatter), then per bird: neighbours, steering (cohesion, alignment,
// separation, roost pull, flee, jitter), limited turn, speed, move. Every bird reads step
// t and writes step t + 1, so the birds are split over threads with no effect on the
// result: any thread count gives bit-identical states.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include <glm/vec3.hpp>

#include "murmur/model/flock_state.hpp"
#include "murmur/model/grid.hpp"
#include "murmur/model/gusts.hpp"
#include "murmur/model/hawk.hpp"
#include "murmur/model/neighbours.hpp"
#include "murmur/model/obstacles.hpp"
#include "murmur/model/params.hpp"
#include "murmur/model/thread_pool.hpp"

namespace murmur {

// What one bird decides from the state of step t.
struct BirdSteering {
    glm::vec3 steering{0.0f};         // s, the sum of rules 1-6
    float fear = 0.0f;                // f_i for step t + 1
    glm::vec3 neighbourOffset{0.0f};  // mean neighbour position - p (unclamped), 0 if none
    int neighbourCount = 0;
};

// Rules 1-6 for bird i, given its neighbours (any order), plus the turn away from the
// obstacles ahead (obstacles.hpp; none without a world). Pure: reads only its inputs.
BirdSteering steerBird(const SimParams& params, const HawkView& hawk, const FlockState& state, std::uint32_t bird,
                       std::span<const Neighbour> neighbours, const ObstacleField& obstacles = noObstacles());

// Rule 7: rotate unit h toward unit target by at most maxAngle radians, on the great
// circle through both. If the angle is smaller, returns target.
glm::vec3 turnToward(glm::vec3 h, glm::vec3 target, float maxAngle);

// Rules 7-9 and the edge smoothing: bird i's state at step t + 1 from its steering; the
// move ends with the air's drift (the wind, plus the gusts of `air`: gustField(params, t)),
// and never inside an obstacle (keepOutside).
void applySteering(const SimParams& params, const FlockState& in, std::uint32_t bird, const BirdSteering& steer,
                   FlockState& out, const GustField& air = kNoGusts, const ObstacleField& obstacles = noObstacles());

// How the step finds neighbours: the grid (always, in the model) or, for benchmarks and
// tests, the brute-force oracle. Both give the same neighbour sets.
enum class NeighbourSearch { Grid, BruteForce };

// The whole step, reusing its grid and scratch space between calls.
class CpuStepper {
public:
    // pool may be null: then the step runs on the calling thread.
    explicit CpuStepper(ThreadPool* pool = nullptr, NeighbourSearch search = NeighbourSearch::Grid)
        : pool_(pool), search_(search) {}

    // out receives step in.step + 1. in and out must be different objects.
    void step(const SimParams& params, const HawkView& hawk, const FlockState& in, FlockState& out);

    // The same step a part at a time, for a caller that must not wait for a whole one (the
    // window, where one step of 200,000 birds takes about a second). begin() builds the
    // grid; each advance() steps the next birds in grid order for about budgetMs (at least
    // one slice of kSliceBirds; all the rest at once when the last measured time per bird
    // says it fits) and returns true once every bird is done. Between begin()
    // and the last advance(), params, hawk, in and out must not change. The result is
    // bit-identical to step(): every bird reads only `in`.
    static constexpr std::size_t kSliceBirds = 4096;
    void begin(const SimParams& params, const FlockState& in, FlockState& out);
    bool advance(const SimParams& params, const HawkView& hawk, const FlockState& in, FlockState& out, double budgetMs);
    // The share of the birds done in the step under way (1 when none is).
    double progress() const;

    // The grid built for the last step's input state.
    const UniformGrid& grid() const { return grid_; }

private:
    ThreadPool* pool_;
    NeighbourSearch search_;
    UniformGrid grid_;
    GustField air_;                   // the gusts of the step begun (none without gustSpeed)
    ObstacleField obstacles_;         // the world's obstacles, binned for the birds' reach
    std::vector<float> kthSq_;        // each bird's k-th squared distance last step: the search's guess
    std::vector<float> edgeScratch_;  // densityCellEdge's
    std::size_t nextSlot_ = 0;        // the sliced step's first bird (in grid order) not yet done
    std::size_t slotCount_ = 0;       // its birds
    double msPerBird_ = 0.0;          // the last advance's time per bird (0: none yet)
};

// Neighbour sets of every bird, each sorted by (distance, index), by the grid search;
// the tests compare them with brute force and with the GPU.
std::vector<std::vector<std::uint32_t>> neighbourSets(const SimParams& params, const FlockState& state);

}  // namespace murmur
