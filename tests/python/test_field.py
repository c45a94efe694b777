"""murmur.measure and murmur.size_series: murmur-cli measure's table, from Python."""
import csv

import pytest

import murmur


def test_measure_gives_the_cli_rows(cli, tmp_path):
    out = cli("measure", "--birds", 300, "--steps", 100, "--window", 20, "--every", 10, "--csv", tmp_path / "m.csv",
              "--threads", 1)
    assert out.returncode == 0, out.stderr
    with open(tmp_path / "m.csv") as f:
        expected = {r["measure"]: r for r in csv.DictReader(row for row in f if not row.startswith("#"))}
    rows = murmur.measure({"birdCount": 300}, steps=100, window=20, every=10)
    assert {r["measure"] for r in rows} == set(expected)
    for r in rows:
        e = expected[r["measure"]]
        assert r["agrees"] == e["agrees"], r["measure"]
        assert r["field_value"] == e["field_value"]
        if r["value"] is None:  # e.g. xi_sp / L of a flock at one speed: the CSV leaves the field empty
            assert e["value"] == "", r["measure"]
        else:
            assert r["value"] == pytest.approx(float(e["value"]), rel=6e-3), r["measure"]
    polarization = next(r for r in rows if r["measure"] == "polarization")
    assert 0.0 <= polarization["value"] <= 1.0 and polarization["verdict"] in ("agrees", "disagrees")


def test_alignment_off_turns_polarization_to_disagree():
    on = {r["measure"]: r for r in murmur.measure({"birdCount": 400}, steps=300, window=50, every=10)}
    off = {r["measure"]: r for r in murmur.measure({"birdCount": 400, "alignmentWeight": 0}, steps=300, window=50,
                                                   every=10)}
    assert off["polarization"]["value"] < on["polarization"]["value"]
    assert off["polarization"]["agrees"] == "no"


def test_size_series_fits_xi_against_l():
    s = murmur.size_series([200, 400, 800], steps=100, window=20, every=10)
    assert [p["n"] for p in s["points"]] == [200, 400, 800]
    assert s["points"][0]["L"] < s["points"][-1]["L"]  # constant density: bigger flocks are larger
    assert s["agrees"] in ("agrees", "disagrees", "not comparable")


@pytest.mark.parametrize("kwargs", [{"window": 0}, {"every": 50, "window": 20}, {"steps": -1}])
def test_bad_arguments_raise(kwargs):
    with pytest.raises(ValueError):
        murmur.measure({"birdCount": 50}, **kwargs)
    with pytest.raises(ValueError):
        murmur.size_series([100])
