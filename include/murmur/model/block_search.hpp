// block_search.hpp - the k nearest neighbours of many birds, one cell's block at a time.
//
// The step asks for every bird's neighbours in grid order, so consecutive birds share a
// cell and the 3 x 3 x 3 cells around it. BlockSearch copies that block once into
// contiguous arrays. Each bird of the cell then measures all of it in one vectorised loop,
// keeps, with no branch per candidate (eight at a time with AVX2: a compare, one permute
// that packs the kept lanes), those within a threshold guessed from its own k-th distance
// of the last step (or the previous bird's), and orders the few kept (distance, index) keys
// by counting, for each, the keys below it. Branches are what this search costs on a
// modern core: trying to measure fewer cells per bird, with a branch per row, ran slower.
// When a nearer bird could lie outside the block, the ring search goes on from ring 2.
// The answer is always exactly topologicalNeighbours': the threshold only decides how
// much work is done, never the result.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include <glm/vec3.hpp>

#include "murmur/model/grid.hpp"
#include "murmur/model/neighbours.hpp"

namespace murmur {

class BlockSearch {
public:
    // The loops over a block run eight wide where the processor has AVX2 (the same answers,
    // bit for bit); tests run the plain ones too, to compare.
    enum class Kernels { Fastest, Plain };
    static bool avx2Available();

    // For one built grid and the positions it was built from; both must outlive the search
    // and stay unchanged while it is used (one step).
    BlockSearch(const UniformGrid& grid, std::span<const glm::vec3> positions, Kernels kernels = Kernels::Fastest);

    // The same contract and the same answer as topologicalNeighbours (out must hold k).
    // kthGuessSq, when > 0, is this bird's k-th squared distance of the last step: a
    // sharper first threshold than the previous bird's. It changes the speed only.
    int topological(std::uint32_t self, int k, float maxDistance, Neighbour* out, float kthGuessSq = 0.0f);

private:
    void gather(glm::ivec3 cell);
    // The k nearest within the block (out nearest first); returns how many.
    int searchBlock(std::uint32_t self, int k, float maxDistance, float kthGuessSq, Neighbour* out);

    const UniformGrid& grid_;
    std::span<const glm::vec3> positions_;
    float slack_;  // the ring search's rounding slack, for the same stopping rule
    bool avx2_;
    static constexpr std::size_t kPackSpill = 8;  // kept_'s room past the block: AVX2 stores eight at a time

    // The block of the current cell, one array per coordinate.
    glm::ivec3 cell_{0};
    std::size_t size_ = 0;
    std::size_t ownBegin_ = 0, ownEnd_ = 0;  // the cell's own birds within the block
    std::size_t selfAt_ = 0;                 // the searching bird within the block
    std::vector<float> x_, y_, z_, distSq_;
    std::vector<std::uint32_t> bird_, kept_;
    float lastKthSq_ = 0.0f;  // the previous answer's k-th squared distance: the next guess
};

}  // namespace murmur
