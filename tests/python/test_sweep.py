"""murmur.run_cell and murmur.sweep (Dask): the rows of murmur-cli sweep, resumable, a worker killed."""
import json
import os
import pathlib
import signal
import subprocess
import sys
import time

import pytest

import murmur

SMOKE = pathlib.Path(__file__).resolve().parents[2] / "examples" / "sweeps" / "smoke.json"
HERE = pathlib.Path(__file__).resolve().parent


def sweep(*args, timeout=600):
    return subprocess.run([sys.executable, "-m", "murmur.sweep", *map(str, args)], capture_output=True, text=True,
                          timeout=timeout)


@pytest.fixture(scope="module")
def cli_results(tmp_path_factory, cli):
    out = tmp_path_factory.mktemp("cli")
    done = cli("sweep", SMOKE, "--out", out)
    assert done.returncode == 0, done.stderr
    return (out / "results.csv").read_text()


def test_measures_are_the_sweep_specs_names():
    assert murmur.MEASURES == ("polarization", "largest_cluster_pct", "clusters", "clumping")
    rows = murmur.run_cell({"birdCount": 100}, seed=1, steps=10, window=5)  # all of them, by default
    assert tuple(r["measure"] for r in rows) == murmur.MEASURES


def test_run_cell_rows():
    rows = murmur.run_cell({"birdCount": 200}, seed=3, steps=100, window=20, measures=["polarization", "clusters"])
    assert [r["measure"] for r in rows] == ["polarization", "clusters"]
    assert all(r["seed"] == 3 for r in rows)
    assert 0 <= rows[0]["value"] <= 100 and rows[1]["value"] >= 1
    again = murmur.run_cell({"birdCount": 200}, seed=3, steps=100, window=20, measures=["polarization", "clusters"])
    assert rows == again  # deterministic
    with pytest.raises(ValueError):
        murmur.run_cell(None, seed=1, steps=10, window=20)  # window > steps
    with pytest.raises(ValueError):
        murmur.run_cell(None, seed=1, steps=10, window=5, measures=["speed"])


def test_dask_gives_the_cli_file(tmp_path, cli_results):
    done = sweep(SMOKE, "--out", tmp_path, "--workers", 2)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "results.csv").read_text() == cli_results
    assert "12/12 runs" in done.stderr  # the progress lines
    assert list(tmp_path.glob("*.png")), "phase diagrams"


def test_a_killed_worker_loses_no_row_and_repeats_none(tmp_path, cli_results):
    env = dict(os.environ)
    out = subprocess.run([sys.executable, HERE / "dask_kill_worker.py", SMOKE, tmp_path], capture_output=True,
                         text=True, timeout=600, env=env)
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout.strip().splitlines()[-1])
    assert len(report["killed"]) == 1 and report["killed"][0] not in report["alive"]
    assert (tmp_path / "results.csv").read_text() == cli_results


def test_a_killed_client_resumes_to_the_same_file(tmp_path, cli):
    # The smoke spec with longer runs, so that the kill lands mid-sweep.
    spec = json.loads(SMOKE.read_text())
    spec["steps"] = 3000
    spec_path = tmp_path / "slow.json"
    spec_path.write_text(json.dumps(spec))
    expected = cli("sweep", spec_path, "--out", tmp_path / "cli")
    assert expected.returncode == 0, expected.stderr
    expected = (tmp_path / "cli" / "results.csv").read_text()

    out = tmp_path / "dask"
    results = out / "results.csv"
    with open(tmp_path / "first.log", "w") as log:
        # Its own process group: the kill takes the client, its scheduler and its workers.
        proc = subprocess.Popen([sys.executable, "-m", "murmur.sweep", str(spec_path), "--out", str(out), "--workers", "1"],
                                stdout=log, stderr=log, start_new_session=True)
        deadline = time.monotonic() + 300
        while time.monotonic() < deadline and proc.poll() is None:
            if results.exists() and results.read_text().count("\n") > 1:  # at least one run
                break
            time.sleep(0.02)
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
    partial = results.read_text()
    assert partial != expected and expected.startswith(partial)
    done = sweep(spec_path, "--out", out, "--workers", 2)
    assert done.returncode == 0, done.stderr
    assert "already done" in done.stderr
    assert results.read_text() == expected


def test_bad_spec_exits_2(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"axes": {"nope": [1, 2]}, "seeds": 1, "steps": 10, "window": 5, "measures": ["polarization"]}')
    done = sweep(bad, "--out", tmp_path / "out")
    assert done.returncode == 2
    assert "nope" in done.stderr and "bad.json" in done.stderr
