"""The murmuration lab's flock, from Python.

    import murmur
    s = murmur.Settings(birdCount=500, topologicalK=7)   # any SimParams field by its name
    sim = murmur.Simulation(s)                            # backend="cpu" (default) or "gpu"
    sim.step(200)                                         # the GIL is released while it steps
    sim.metrics()["polarization"], sim.positions.shape   # (500, 3) float32, a copy
    rows = murmur.experiments(only=["e1"], seeds=2)       # tidy rows: pandas.DataFrame(rows)

Settings are checked exactly as a settings file (`--config`) is: an unknown field, a wrong
type, a non-finite or out-of-range value raises ValueError with the CLI's message, and
nothing is half-applied. The compiled part is murmur._murmur (src/python/*.cpp).
"""

import csv
import io
import json
import math
import warnings

from . import _murmur

__version__ = _murmur.__version__
EXPERIMENT_NAMES = tuple(_murmur.EXPERIMENT_NAMES)
DEFAULT_EXPERIMENTS = tuple(_murmur.DEFAULT_EXPERIMENTS)  # all but E6, which takes minutes

__all__ = ["Settings", "Simulation", "experiments", "run_cell", "measure", "size_series", "flock_mixing", "EXPERIMENT_NAMES", "DEFAULT_EXPERIMENTS", "MEASURES"]
MEASURES = tuple(_murmur.MEASURES)  # what run_cell and the sweeps measure


def _plain(value):
    """A value json can write: numpy scalars and tuples become Python numbers and lists."""
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if hasattr(value, "item") and not isinstance(value, (str, bytes)):
        return value.item()  # a numpy scalar
    return value


class Settings:
    """Every SimParams field, by the name the settings file uses (murmur-cli config --defaults).

    Settings()                      the defaults
    Settings(birdCount=500)         the defaults with these fields changed
    Settings.from_file(path)        a settings file, over the defaults
    Settings.from_json(text)        the same from text
    s.birdCount = 800               checked at once; ValueError if not valid
    s.to_json(), s.to_dict(), s.save(path), s.copy(), s.fields()
    Vector fields (skyRadii, ...) read as tuples of 3 floats and take any 3-sequence.
    """

    __slots__ = ("_json",)

    def __init__(self, **fields):
        object.__setattr__(self, "_json", _murmur.default_settings())
        if fields:
            self.update(**fields)

    @classmethod
    def from_json(cls, text, source="settings"):
        s = cls()
        object.__setattr__(s, "_json", _murmur.apply_settings(s._json, text, source))
        return s

    @classmethod
    def from_file(cls, path):
        s = cls()
        object.__setattr__(s, "_json", _murmur.read_settings_file(str(path)))
        return s

    def update(self, **fields):
        """Sets several fields at once, all or nothing."""
        for k, v in fields.items():
            for x in _plain(v) if isinstance(v, (list, tuple)) else [_plain(v)]:
                if isinstance(x, float) and not math.isfinite(x):
                    raise ValueError(f"settings: '{k}': expected a finite number, got {x}")
        patch = json.dumps({k: _plain(v) for k, v in fields.items()}, allow_nan=True)
        object.__setattr__(self, "_json", _murmur.apply_settings(self._json, patch, "settings"))
        return self

    def to_json(self):
        return self._json

    def to_dict(self):
        return {k: tuple(v) if isinstance(v, list) else v for k, v in json.loads(self._json).items()}

    def fields(self):
        return list(json.loads(self._json).keys())

    def save(self, path):
        _murmur.write_settings_file(str(path), self._json)

    def copy(self):
        return Settings.from_json(self._json)

    def __getattr__(self, name):
        d = self.to_dict()
        if name in d:
            return d[name]
        raise AttributeError(f"Settings has no field '{name}' (see Settings().fields())")

    def __setattr__(self, name, value):
        self.update(**{name: value})

    def __eq__(self, other):
        return isinstance(other, Settings) and self.to_dict() == other.to_dict()

    def __repr__(self):
        changed = {k: v for k, v in self.to_dict().items() if Settings._defaults().get(k) != v}
        inner = ", ".join(f"{k}={v!r}" for k, v in changed.items())
        return f"Settings({inner})"

    @staticmethod
    def describe(key):
        """The setting's meaning, unit and range, as the parameter table says (murmur-cli config --list)."""
        for row in _murmur.param_table():
            if row["key"] == key:
                return f"{key}: {row['doc']}"
        raise KeyError(f"no setting '{key}' (see Settings().fields())")

    @staticmethod
    def _defaults():
        return {k: tuple(v) if isinstance(v, list) else v for k, v in json.loads(_murmur.default_settings()).items()}


def _settings_json(settings):
    if settings is None:
        return _murmur.default_settings()
    if isinstance(settings, Settings):
        return settings.to_json()
    if isinstance(settings, dict):
        return Settings(**settings).to_json()
    raise TypeError("settings must be a murmur.Settings, a dict of fields, or None")


def _cell(text):
    """A CSV cell as Python: an int, a float, None for "none", else the text (a strategy)."""
    if text == "none":
        return None
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


class Simulation(_murmur.Simulation):
    """One flock: the model of docs/model.md on the CPU reference or the GPU backend.

    Simulation(settings=None, backend="cpu", threads=0)
        settings: a Settings, a dict of fields, or None for the defaults.
        backend: "cpu", or "gpu" (OpenGL 4.3 compute in its own headless EGL context). When
        the GPU cannot be had, a RuntimeWarning says why and the CPU backend runs;
        `backend` tells which one did. threads: CPU threads, 0 for one per core; the
        results are bit-identical for any count.
    step(n=1)           n steps, with the GIL released
    send_hawk()         settings.hawkCount hawks (1: the model's one) of settings.hawkStrategy
                        now (hawkMixed: each the next strategy); False if one is flying
    hawk_positions      K x 3 float32: where the K hawks in the sky are (0 x 3: none)
    reset()             back to step 0
    metrics()           dict: step, polarization, clumping, centroid, mean_heading,
                        mean_distance, clusters, largest_cluster_pct
    positions, headings (N x 3), speeds, fear, edge (N): float32 copies of this step
    snapshot(path=None) the `--snapshot` CSV text, or written atomically to path
    attacks()           one dict per finished hawk attack (the `--attacks` CSV's columns)
    settings            the settings it runs (assign a Settings to change them live)
    """

    def __init__(self, settings=None, backend="cpu", threads=0):
        super().__init__(_settings_json(settings), backend, threads)
        if self._fallback_reason:
            warnings.warn(self._fallback_reason, RuntimeWarning, stacklevel=2)

    @property
    def settings(self):
        return Settings.from_json(self._settings_json())

    @settings.setter
    def settings(self, value):
        self._set_settings(_settings_json(value))

    def snapshot(self, path=None):
        return super().snapshot(None if path is None else str(path))

    def attacks(self):
        reader = csv.DictReader(io.StringIO(self._attacks_csv()))
        return [{k: _cell(v) for k, v in row.items()} for row in reader]

    def __repr__(self):
        return f"<murmur.Simulation {self.bird_count} birds, step {self.step_index}, {self.backend}>"


def experiments(only=DEFAULT_EXPERIMENTS, seeds=4, threads=0, settings=None, progress=None, e6_birds=(1500, 10000)):
    """docs/model.md's experiments (as `murmur-cli experiments`) on the CPU, runs in parallel.

    E6 (the starling model with each part off in turn) runs only when `only` names it, at the
    flock sizes e6_birds.

    Returns tidy rows, one dict per (experiment, variant, seed, metric): pandas.DataFrame(rows)
    gives the table. progress(done, total) is called after each run; an exception it raises
    stops the runs and is raised here.
    """
    if isinstance(only, str):
        only = [only]
    return _murmur.run_experiments(
        _settings_json(settings), list(only), int(seeds), int(threads), progress, [int(n) for n in e6_birds]
    )


def run_cell(settings, seed, steps, window, measures=MEASURES):
    """One run of a sweep's cell (as `murmur-cli sweep` runs each): the CPU reference on one
    thread from `seed`, no hawk, each measure the mean over steps (steps - window, steps].

    Returns tidy rows, one dict per measure: {"seed", "measure", "value"}; the GIL is released
    while it runs. Measures: polarization, largest_cluster_pct, clusters, clumping.
    """
    if isinstance(measures, str):
        measures = [measures]
    values = _murmur.run_cell(_settings_json(settings), int(seed), int(steps), int(window), list(measures))
    return [{"seed": int(seed), "measure": m, "value": v} for m, v in values]


def measure(settings=None, steps=1000, window=200, every=10):
    """The flock against real starlings, as `murmur-cli measure`: run `steps`, then measure
    every `every` steps over `window` steps and average (murmur/analysis/field_run.hpp).

    Returns one dict per measure: measure (its id), what, value (None when the flock gave no
    such number), field_value (the published band, or "no field value"), unit, source,
    quantitative, agrees ("yes", "no" or "not comparable", as the CLI's CSV), verdict (the
    same in words: "agrees", "disagrees", "not comparable") and meaning.
    """
    return _murmur.measure(_settings_json(settings), int(steps), int(window), int(every))


def size_series(birds=(500, 1000, 2000, 4000, 8000), settings=None, steps=1000, window=200, every=10):
    """`murmur-cli measure --size-series`: one flock per size at the default density (the
    sky scaled), its linear size L and correlation length xi, and the fit xi = slope L through
    the origin (Cavagna 2010's form: slope = sum(xi L) / sum(L^2)) with its uncentred R^2
    (1 - sum of squared residuals / sum(xi^2)), against the field's xi = 0.35 L.

    Returns {"points": [{"n", "L", "xi"}], "slope", "r2", "agrees"}.
    """
    return _murmur.size_series(_settings_json(settings), [int(n) for n in birds], int(steps), int(window), int(every))


def flock_mixing(sim, chunk=1024):
    """Several flocks (settings.flockCount): the share of birds whose nearest other bird is of
    another flock (bird i is in flock i % flockCount). 0 while the flocks fly apart; about
    1 - 1/flockCount once they have merged and mixed evenly. Exact (every pair, numpy, in
    chunks of at most `chunk` birds: O(N^2) time, for flocks of some thousands); None with one
    flock or fewer than two birds.
    """
    import numpy as np

    flocks = int(sim.settings.flockCount)
    pos = np.asarray(sim.positions, dtype=np.float64)
    n = len(pos)
    if flocks < 2 or n < 2:
        return None
    flock = np.arange(n) % flocks
    chunk = max(1, min(int(chunk), 4_000_000 // n))  # at most 4 million pairs (~100 MB of temporaries) at once
    nearest = np.empty(n, dtype=np.int64)
    for start in range(0, n, chunk):
        block = pos[start:start + chunk]
        d2 = ((block[:, None, :] - pos[None, :, :]) ** 2).sum(-1)
        d2[np.arange(len(block)), np.arange(start, start + len(block))] = np.inf  # not itself
        nearest[start:start + len(block)] = d2.argmin(1)
    return float((flock[nearest] != flock).mean())


def _add_setting_attributes():
    """One documented attribute per row of the parameter table (murmur/model/param_table.hpp)."""
    lines = []
    for row in _murmur.param_table():
        key = row["key"]

        def get(self, key=key):
            return self.to_dict()[key]

        doc = f"{row['doc']}; default {row['default']}"
        setattr(Settings, key, property(get, None, None, doc))
        lines.append(f"    {key}: {doc}")
    Settings.__doc__ += "\nFields (the parameter table):\n" + "\n".join(lines) + "\n"


_add_setting_attributes()
