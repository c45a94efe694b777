"""The Dask path's overhead per task (issue 14): the same 2,000-step cell of 1,500 birds run
directly with murmur.run_cell and as tasks on a local Dask cluster of one worker process,
interleaved in one run of this script.

    PYTHONPATH=build/python /usr/bin/python3 bench/dask_overhead.py [--runs 6]
"""
import argparse
import time

import murmur


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=6)
    parser.add_argument("--steps", type=int, default=2000)
    args = parser.parse_args()
    from dask.distributed import Client, LocalCluster

    settings = murmur.Settings().to_json()  # the default flock: 1,500 birds
    measures = list(murmur.MEASURES)

    # Interleaved, one of each per seed, so that load from elsewhere hits both alike.
    direct = dask = 0.0
    with LocalCluster(n_workers=1, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        with Client(cluster) as client:
            client.submit(murmur.sweep._run, settings, 99, 10, 5, measures, pure=False).result()  # warm the worker
            for seed in range(1, args.runs + 1):
                start = time.perf_counter()
                murmur.run_cell(murmur.Settings.from_json(settings), seed, args.steps, 400, measures)
                direct += time.perf_counter() - start
                start = time.perf_counter()  # the task's whole round trip
                client.submit(murmur.sweep._run, settings, seed, args.steps, 400, measures, pure=False).result()
                dask += time.perf_counter() - start
    direct /= args.runs
    dask /= args.runs
    print(f"direct run_cell: {direct:.3f} s per cell; as a Dask task: {dask:.3f} s; "
          f"overhead {100 * (dask - direct) / direct:+.1f}% of a {args.steps}-step cell")


if __name__ == "__main__":
    import murmur.sweep  # noqa: F401  (the task function)

    main()
