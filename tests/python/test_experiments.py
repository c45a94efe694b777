"""murmur.experiments: the CLI's experiments, as tidy rows."""
import csv

import pytest

import murmur


def test_rows_match_the_cli(cli, tmp_path):
    out = cli("experiments", "--only", "e0", "--seeds", 1, "--csv", tmp_path / "e0.csv", "--threads", 2)
    assert out.returncode == 0, out.stderr
    with open(tmp_path / "e0.csv") as f:
        expected = {(r["variant"], r["metric"]): float(r["value"]) for r in csv.DictReader(row for row in f if not row.startswith("#"))}
    rows = murmur.experiments(only="e0", seeds=1, threads=2)
    got = {(r["variant"], r["metric"]): r["value"] for r in rows}
    assert got.keys() == expected.keys()
    for key, value in expected.items():
        assert got[key] == pytest.approx(value, rel=1e-5, abs=1e-4)


def test_progress_is_reported_and_its_errors_raised():
    calls = []
    murmur.experiments(only="e0", seeds=1, progress=lambda done, total: calls.append((done, total)))
    assert calls and calls[-1][0] == calls[-1][1]

    def boom(done, total):
        raise KeyError("stop")

    with pytest.raises(KeyError):
        murmur.experiments(only="e1", seeds=1, progress=boom)


def test_e6_runs_only_when_named():
    assert "e6" in murmur.EXPERIMENT_NAMES and "e6" not in murmur.DEFAULT_EXPERIMENTS
    rows = murmur.experiments(only="e6", seeds=1, threads=2, e6_birds=[60])
    variants = {r["variant"] for r in rows}
    assert variants == {p + " n=60" for p in ("all", "vision=off", "flight=off", "roost=off", "range=off", "differences=off")}
    agree = [r["value"] for r in rows if r["metric"] == "field_rows_agree"]
    assert len(agree) == 6 and all(0 <= a <= 15 for a in agree)


@pytest.mark.parametrize(
    "kwargs",
    [{"only": "e9"}, {"only": []}, {"seeds": 0}, {"threads": -2}, {"only": "e6", "e6_birds": [1]}, {"only": "e6", "e6_birds": []}],
)
def test_bad_arguments_raise(kwargs):
    with pytest.raises(ValueError):
        murmur.experiments(**kwargs)
