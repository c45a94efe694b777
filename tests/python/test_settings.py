"""murmur.Settings: every field by name, checked as a settings file is, all or nothing."""
import json

import pytest

import murmur


def test_defaults_are_the_cli_defaults(cli):
    out = cli("config", "--defaults")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == json.loads(murmur.Settings().to_json())


def test_fields_read_and_write_by_name():
    s = murmur.Settings(birdCount=321, topologicalK=5)
    assert s.birdCount == 321 and s.topologicalK == 5
    s.neighbourMode = "metric"
    s.skyRadii = (80, 40, 80)
    assert s.neighbourMode == "metric"
    assert s.skyRadii == (80.0, 40.0, 80.0)
    assert "separationWeight" in s.fields()
    assert repr(s).startswith("Settings(") and "birdCount=321" in repr(s)


def test_numpy_scalars_are_accepted():
    np = pytest.importorskip("numpy")
    s = murmur.Settings(alignmentWeight=np.float32(0.5), topologicalK=np.int64(3))
    assert s.alignmentWeight == 0.5 and s.topologicalK == 3


@pytest.mark.parametrize(
    "field, value, words",
    [
        ("birdCount", -3, "'birdCount'"),
        ("topologicalK", 1000, "'topologicalK'"),
        ("nope", 1, "unknown key 'nope'"),
        ("neighbourMode", "sideways", "'neighbourMode'"),
        ("skyRadii", (1, 2), "'skyRadii'"),
        ("separationWeight", float("nan"), "'separationWeight'"),
        ("separationWeight", float("inf"), "'separationWeight'"),
        ("birdCount", "many", "'birdCount'"),
    ],
)
def test_bad_values_raise_the_settings_file_message(field, value, words):
    s = murmur.Settings()
    before = s.to_json()
    with pytest.raises(ValueError) as e:
        s.update(**{field: value})
    assert words in str(e.value)
    assert s.to_json() == before  # nothing applied


def test_update_is_all_or_nothing():
    s = murmur.Settings()
    with pytest.raises(ValueError):
        s.update(birdCount=800, topologicalK=-1)
    assert s.birdCount == murmur.Settings().birdCount


def test_file_round_trip_and_cli_reads_it(tmp_path, cli):
    s = murmur.Settings(birdCount=120, seed=9, cohesionWeight=0.25)
    path = tmp_path / "flock.json"
    s.save(path)
    assert murmur.Settings.from_file(path) == s
    out = cli("run", "--config", path, "--steps", "0", "--csv", "-")
    assert out.returncode == 0, out.stderr


def test_a_bad_file_names_the_file(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"birdCount": true}')
    with pytest.raises(ValueError) as e:
        murmur.Settings.from_file(path)
    assert "bad.json" in str(e.value) and "'birdCount'" in str(e.value)


def test_unknown_attribute_is_an_attribute_error():
    with pytest.raises(AttributeError):
        murmur.Settings().notAField


def test_every_field_is_a_documented_attribute_from_the_parameter_table():
    table = murmur._murmur.param_table()
    assert [row["key"] for row in table] == murmur.Settings().fields()
    for row in table:
        doc = getattr(murmur.Settings, row["key"]).__doc__
        assert row["meaning"] in doc and row["range"] in doc, row["key"]
    assert "topologicalK" in murmur.Settings.__doc__
    assert murmur.Settings.describe("fearDecay").startswith("fearDecay: ")
    with pytest.raises(KeyError):
        murmur.Settings.describe("wings")


def test_a_value_out_of_the_tables_range_names_it():
    with pytest.raises(ValueError) as e:
        murmur.Settings(fearDecay=1.5)
    assert "'fearDecay': expected a number in [0, 1], got 1.5" in str(e.value)


def test_obstacles_are_a_list_of_shapes_or_their_text():
    s = murmur.Settings()
    s.obstacles = [{"shape": "cylinder", "at": [35, -40, 0], "radius": 3, "height": 70}]
    assert list(s.obstacles) == [{"shape": "cylinder", "at": [35, -40, 0], "radius": 3, "height": 70}]
    s.obstacles = "sphere 0 10 -45 4.5; box -40 -30 20 8 20 6"
    assert [o["shape"] for o in s.obstacles] == ["sphere", "box"]
    with pytest.raises(ValueError, match="ball the flock starts in"):
        s.obstacles = "sphere 5 0 0 2"
    assert len(s.obstacles) == 2  # all or nothing
