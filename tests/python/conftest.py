"""Shared by the Python module's tests: murmur-cli's path (ctest passes MURMUR_CLI) for the
checks that the module and the CLI give the same flock, the same settings and the same messages."""
import os
import subprocess

import pytest


@pytest.fixture(scope="session")
def cli():
    path = os.environ.get("MURMUR_CLI")
    if not path or not os.path.exists(path):
        pytest.fail("MURMUR_CLI must name the built murmur-cli (ctest sets it)")

    def run(*args):
        return subprocess.run([path, *map(str, args)], capture_output=True, text=True, timeout=300)

    return run
