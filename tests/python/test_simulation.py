"""murmur.Simulation: the same flock as murmur-cli, the arrays, the GIL, the backends."""
import os
import subprocess
import sys
import threading
import warnings

import numpy as np
import pytest

import murmur


def test_same_flock_as_the_cli_byte_for_byte(tmp_path, cli):
    snap = tmp_path / "cli.csv"
    out = cli("run", "--birds", 300, "--seed", 4, "--steps", 60, "--hawk-at", 20, "--snapshot", snap, "--threads", 1)
    assert out.returncode == 0, out.stderr
    sim = murmur.Simulation(murmur.Settings(birdCount=300, seed=4), threads=1)
    sim.step(20)
    assert sim.send_hawk()
    sim.step(40)
    assert sim.step_index == 60
    assert sim.snapshot() == snap.read_text()


def test_any_thread_count_gives_the_same_flock():
    snaps = []
    for threads in (1, 2):
        sim = murmur.Simulation(murmur.Settings(birdCount=400), threads=threads)
        sim.step(30)
        snaps.append(sim.snapshot())
    assert snaps[0] == snaps[1]


def test_arrays_are_copies_of_this_step():
    sim = murmur.Simulation({"birdCount": 250})
    sim.step(5)
    p = sim.positions
    assert p.shape == (250, 3) and p.dtype == np.float32
    assert sim.headings.shape == (250, 3)
    assert np.allclose(np.linalg.norm(sim.headings, axis=1), 1.0, atol=1e-4)
    for a in (sim.speeds, sim.fear, sim.edge):
        assert a.shape == (250,) and np.isfinite(a).all()
    p[:] = 0  # a copy: the flock is untouched
    assert not np.array_equal(sim.positions, p)
    before = sim.positions
    sim.step()
    assert not np.array_equal(sim.positions, before)


def test_metrics_and_reset():
    sim = murmur.Simulation({"birdCount": 300})
    sim.step(50)
    m = sim.metrics()
    assert m["step"] == 50
    assert 0 <= m["polarization"] <= 100 and m["clusters"] >= 1
    first = sim.snapshot()
    sim.reset()
    assert sim.step_index == 0
    sim.step(50)
    assert sim.snapshot() == first


def test_hawk_attack_is_reported():
    sim = murmur.Simulation({"birdCount": 300, "hawkStrategy": "stoop"})
    assert sim.send_hawk()
    assert sim.hawk_in_sky and not sim.send_hawk()
    sim.step(600)
    attacks = sim.attacks()
    assert len(attacks) == 1
    assert attacks[0]["strategy"] == "stoop" and attacks[0]["birds"] == 300


def test_several_hawks_fly_as_one_attack():
    sim = murmur.Simulation({"birdCount": 300, "hawkCount": 3, "hawkMixed": True})
    assert sim.hawk_positions.shape == (0, 3)
    sim.step(50)
    assert sim.send_hawk()
    assert sim.hawk_positions.shape == (3, 3)
    sim.step(1500)
    assert not sim.hawk_in_sky
    attacks = sim.attacks()
    assert len(attacks) == 1
    assert attacks[0]["hawks"] == 3 and attacks[0]["hawks_mixed"] == 1
    assert attacks[0]["hawk_strategies"] == "centroid nearest intercept"


def test_each_hawk_may_have_its_own_strategy():
    sim = murmur.Simulation({"birdCount": 300, "hawkCount": 3, "hawkStrategies": ["stoop", "nearest"]})
    assert sim.settings.hawkStrategies == ("stoop", "nearest")
    sim.step(50)
    assert sim.send_hawk()
    sim.step(1500)
    assert sim.attacks()[0]["hawk_strategies"] == "stoop nearest stoop"
    with pytest.raises(ValueError, match="'eagle' is not a hawk strategy"):
        murmur.Simulation({"hawkStrategies": ["eagle"]})


def test_two_flocks_start_apart_and_mix():
    sim = murmur.Simulation({"birdCount": 600, "flockCount": 2, "seed": 2})
    assert sim.positions[0::2, 0].mean() > 15 and sim.positions[1::2, 0].mean() < -15  # homes at +-25
    assert murmur.flock_mixing(sim) == 0.0
    sim.step(3000)
    assert murmur.flock_mixing(sim) > 0.2
    assert murmur.flock_mixing(murmur.Simulation({"birdCount": 50})) is None


def test_live_settings_change():
    sim = murmur.Simulation({"birdCount": 200})
    sim.settings = murmur.Settings(birdCount=150, topologicalK=3)
    assert sim.bird_count == 150 and sim.settings.topologicalK == 3
    assert sim.positions.shape == (150, 3)
    with pytest.raises(ValueError):
        sim.settings = {"topologicalK": 0}


def test_snapshot_to_a_file_and_a_bad_path(tmp_path):
    sim = murmur.Simulation({"birdCount": 50})
    sim.snapshot(tmp_path / "s.csv")
    assert (tmp_path / "s.csv").read_text().startswith("id,x,y,z")
    with pytest.raises(OSError):
        sim.snapshot("/proc/no/such/dir/s.csv")


@pytest.mark.parametrize(
    "kwargs, words",
    [({"backend": "tpu"}, "backend"), ({"threads": -1}, "threads"), ({"settings": {"birdCount": -1}}, "birdCount")],
)
def test_bad_arguments_raise(kwargs, words):
    with pytest.raises(ValueError) as e:
        murmur.Simulation(**kwargs)
    assert words in str(e.value)
    sim = murmur.Simulation({"birdCount": 10})
    with pytest.raises(ValueError):
        sim.step(-1)


def test_the_gil_is_released_while_stepping():
    sim = murmur.Simulation({"birdCount": 3000}, threads=1)
    worker = threading.Thread(target=sim.step, args=(40,))
    ticks = 0
    worker.start()
    while worker.is_alive():
        ticks += 1  # only runs while the step has let go of the GIL
    worker.join()
    assert sim.step_index == 40
    assert ticks > 1000


def test_gpu_backend_runs_or_says_why():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        sim = murmur.Simulation({"birdCount": 500}, backend="gpu")
    if sim.backend == "cpu":
        assert any("CPU backend" in str(w.message) for w in caught)
    sim.step(20)
    assert np.isfinite(sim.positions).all()
    cpu = murmur.Simulation({"birdCount": 500})
    cpu.step(20)
    # Step 20 of the GPU flock is the CPU's up to float rounding (the parity tests bound it).
    assert np.abs(sim.positions - cpu.positions).max() < 0.5


def test_no_gl_4_3_falls_back_with_a_warning():
    code = (
        "import warnings, murmur\n"
        "with warnings.catch_warnings(record=True) as w:\n"
        "    warnings.simplefilter('always')\n"
        "    sim = murmur.Simulation({'birdCount': 20}, backend='gpu')\n"
        "print(sim.backend, '|', w[0].message if w else 'no warning')\n"
    )
    env = dict(os.environ, MESA_GL_VERSION_OVERRIDE="3.3")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    backend, message = out.stdout.strip().split(" | ")
    assert backend == "cpu" and "using the CPU backend" in message
