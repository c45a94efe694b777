"""A sweep spec run on a Dask cluster: each run (one cell with one seed) is a Dask task.

    python3 -m murmur.sweep SPEC.json --out DIR [--scheduler ADDRESS] [--workers N]

The spec, results.csv and the phase diagrams are exactly `murmur-cli sweep`'s (src/sweep):
the same rows in the same order, the same resume rule (the runs already in DIR/results.csv
are skipped; a torn end is cut off), the same charts. Tasks only compute (murmur.run_cell);
the client alone writes, appending each run's rows in the spec's order as they come in, so a
worker that dies only makes Dask run its tasks again elsewhere, and a killed client resumes.

With no --scheduler a local cluster starts here (one single-threaded worker process per
core); with one it joins that cluster: `dask-scheduler` on one host, `dask-worker
tcp://HOST:8786` on the others (each with this module on its PYTHONPATH).
"""

import argparse
import os
import sys
import time

from . import _murmur


def _run(settings_json, seed, steps, window, measures):
    """One task: a run of a cell (what `murmur-cli sweep` runs on each of its threads)."""
    from murmur import _murmur as core  # imported on the worker

    return core.run_cell(settings_json, seed, steps, window, measures)


def _eta_line(done, total, started):
    elapsed = time.monotonic() - started
    if done == 0 or done >= total:
        return f"murmur.sweep: {done}/{total} runs, {elapsed:.0f} s"
    left = elapsed / done * (total - done)
    return f"murmur.sweep: {done}/{total} runs, {elapsed:.0f} s, about {left:.0f} s left"


def run_sweep(spec_path, out_dir, scheduler=None, workers=None, progress=None, client=None):
    """Runs the spec's missing runs on Dask and writes DIR as `murmur-cli sweep` does.

    scheduler: a Dask scheduler's address, or None for a local cluster of `workers` processes
    (default: one per core). client: an existing dask.distributed.Client (then scheduler and
    workers are ignored). progress(done, total) is called after each appended run.
    Returns a dict: skipped, ran, dropped_lines, charts.
    """
    from dask.distributed import Client, LocalCluster, as_completed

    spec = _murmur.load_sweep_spec(str(spec_path))
    results = _murmur.open_results(spec, str(out_dir))
    pending = spec.pending_runs(results.done)
    outcome = {"skipped": len(results.done), "ran": 0, "dropped_lines": results.dropped_lines, "charts": []}

    cluster = None
    own_client = client is None
    if own_client:
        if scheduler:
            client = Client(scheduler)
        else:
            n = workers or os.cpu_count() or 1
            cluster = LocalCluster(n_workers=n, threads_per_worker=1, processes=True, dashboard_address=None)
            client = Client(cluster)
    try:
        if progress:
            progress(0, len(pending))
        futures = {}
        for i, (cell, seed) in enumerate(pending):
            task = client.submit(
                _run, spec.cell_settings(cell), seed, spec.steps, spec.window, spec.measures, pure=False
            )
            futures[task] = i
        finished = {}
        next_run = 0
        for task in as_completed(futures):
            finished[futures[task]] = task.result()
            task.release()
            while next_run in finished:  # the spec's order, as murmur-cli writes it
                cell, seed = pending[next_run]
                _murmur.append_run(results, spec, cell, seed, finished.pop(next_run))
                next_run += 1
                outcome["ran"] = next_run
                if progress:
                    progress(next_run, len(pending))
        outcome["charts"] = _murmur.write_phase_diagrams(results, spec, str(out_dir))
    finally:
        if own_client:
            client.close()
            if cluster is not None:
                cluster.close()
    return outcome


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="python3 -m murmur.sweep", description="Run a sweep spec (murmur-cli sweep's) on a Dask cluster."
    )
    parser.add_argument("spec", help="the sweep spec (JSON), as murmur-cli sweep reads it")
    parser.add_argument("--out", required=True, help="the results folder (created, or resumed)")
    parser.add_argument("--scheduler", help="a Dask scheduler's address, e.g. tcp://HOST:8786 (default: a local cluster)")
    parser.add_argument("--workers", type=int, help="local cluster: worker processes (default: one per core)")
    args = parser.parse_args(argv)
    if args.workers is not None and not 1 <= args.workers <= 1024:
        parser.error("--workers must be in [1, 1024]")
    started = time.monotonic()

    def report(done, total):
        print(_eta_line(done, total, started), file=sys.stderr, flush=True)

    try:
        outcome = run_sweep(args.spec, args.out, args.scheduler, args.workers, report)
    except ValueError as e:  # the spec or the folder: murmur-cli sweep's message
        print(f"murmur.sweep: error: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"murmur.sweep: error: {e}", file=sys.stderr)
        return 1
    print(
        f"murmur.sweep: {outcome['ran']} runs, {outcome['skipped']} already done; "
        f"{os.path.join(args.out, 'results.csv')}, {len(outcome['charts'])} charts",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
