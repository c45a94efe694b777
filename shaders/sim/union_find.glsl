// union_find.glsl - lock-free union-find over birds whose root is always the lowest index
// of its component (the CPU's LowestRootSets): a larger root is only ever hooked under a
// smaller one, with a compare-and-swap that fails if someone hooked it first, so every
// parent index is below its child's and the roots end as each component's lowest index.
// Requires: a `coherent volatile buffer { uint parent[]; }` declared by the caller.

uint findRoot(uint a) {
    uint p = parent[a];
    while (p != a) {
        uint grand = parent[p];
        // Path halving: grand is an ancestor of a, so this only shortens the walk.
        if (grand != p) parent[a] = grand;
        a = p;
        p = parent[a];
    }
    return a;
}

void unite(uint a, uint b) {
    for (;;) {
        a = findRoot(a);
        b = findRoot(b);
        if (a == b) return;
        if (a > b) {
            uint t = a;
            a = b;
            b = t;
        }
        uint previous = atomicCompSwap(parent[b], b, a);
        if (previous == b) return;
        b = previous;  // b was hooked meanwhile: retry from its new parent
    }
}
