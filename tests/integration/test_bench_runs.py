"""The harness (``python -m bench``) still runs end to end in its ``--quick`` form, so the
figures in docs/performance.md can always be reproduced. No timing is asserted: only that every case ran,
printed its rows and wrote them as JSON, and that Fray answered every request."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BENCH_CONNECTIONS = 28
"""The PostgreSQL connections the quick harness may hold (``FRAY_BENCH_CONNECTIONS``): its
servers and baselines count against the suite's own bound (``tests/conftest.py``), and the
free connections of a shared server it would take by itself went past it once (41 of 40)."""


def test_the_harness_runs_quick(servers: tuple[str, str], tmp_path: Path) -> None:
    out = tmp_path / "bench.json"
    env = {
        **os.environ,
        "FRAY_BENCH_DATABASE_URL": servers[0],
        "FRAY_BENCH_REDIS_URL": servers[1],
        "FRAY_BENCH_CONNECTIONS": str(BENCH_CONNECTIONS),
        "PYTHONPATH": str(ROOT),
    }
    done = subprocess.run(
        [sys.executable, "-m", "bench", "--quick", "--json", str(out)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "| command path, c=1 | Fray command over HTTP, one process |" in done.stdout
    rows = json.loads(out.read_text())["rows"]
    cases = {r["case"].split(",")[0] for r in rows}
    assert cases == {
        "command path",
        "cold load",
        "history",
        "latency as the log grows",
        "processes",
        "round robin",
        "fan-out",
        "observability",
        "partitioned log",
    }
    failed = [r for r in rows if r["figure"].startswith("Fray failed requests")]
    assert failed and all(r["value"] == 0 for r in failed)
    assert all(r["value"] > 0 for r in rows if r["unit"] == "/s")
    # every feed got every event, on one process and on two (through Redis), and no idle feed was dropped
    lost = [r for r in rows if r["case"].startswith("fan-out") and r["target"] == "0"]
    assert len(lost) == 3 and all(r["value"] == 0 for r in lost), (lost, done.stdout[-3000:])


def test_the_capacity_case_runs_quick(servers: tuple[str, str], tmp_path: Path) -> None:
    """``python -m bench.capacity --quick``: many encounters, their feeds on one and two Fray
    processes (the second hearing the first through Redis), every delivery made once."""
    out = tmp_path / "capacity.json"
    env = {
        **os.environ,
        "FRAY_BENCH_DATABASE_URL": servers[0],
        "FRAY_BENCH_REDIS_URL": servers[1],
        "FRAY_BENCH_CONNECTIONS": str(BENCH_CONNECTIONS),
        "PYTHONPATH": str(ROOT),
    }
    done = subprocess.run(
        [sys.executable, "-m", "bench.capacity", "--quick", "--json", str(out)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "| capacity, baseline | raw append" in done.stdout
    doc = json.loads(out.read_text())
    assert [r["processes"] for r in doc["runs"]] == [1, 2]
    for run in doc["runs"]:
        assert run["deliveries"] > 0 and run["commands_per_s"] > 0
        assert run["missing"] == run["duplicates"] == run["closed"] == 0
        assert all(p["failed"] == 0 and p["feeds"] > 0 for p in run["per_process"])
    lost = [r for r in doc["rows"] if r["target"] == "0"]
    assert lost and all(r["value"] == 0 for r in lost)
