"""Runs a sweep on a real local Dask cluster of two worker processes and kills one worker
(SIGKILL) right after the first run is written. Prints the pids killed and the outcome.
A script with a main guard: Dask's worker processes re-import it (see test_sweep.py)."""
import json
import os
import signal
import sys

from dask.distributed import Client, LocalCluster

import murmur.sweep


def main(spec, out):
    cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None)
    client = Client(cluster)
    killed = []

    def kill_one_after_the_first(done, total):
        if done == 1 and not killed:
            pids = client.run(os.getpid)  # {worker address: pid}
            pid = sorted(pids.values())[0]
            os.kill(pid, signal.SIGKILL)
            killed.append(pid)

    try:
        outcome = murmur.sweep.run_sweep(spec, out, client=client, progress=kill_one_after_the_first)
        alive = sorted(client.run(os.getpid).values())
    finally:
        client.close()
        cluster.close()
    print(json.dumps({"killed": killed, "alive": alive, "ran": outcome["ran"], "charts": len(outcome["charts"])}))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
