"""``python -m bench.capacity --quick --topology scaleout`` runs end to end (issue 23's capacity
run on the scale-out topology): Fray processes on a Redis Cluster of their own and a primary
with a streaming standby, beside the same load on one PostgreSQL and one Redis of their own.
No timing is asserted: every request answered, every delivery made once, no feed closed by
Fray, the feeds' catch-up read from the standby, each cluster master sampled."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from bench.topology import available

pytestmark = pytest.mark.scaleout

ROOT = Path(__file__).resolve().parents[2]


def test_the_capacity_case_runs_quick_on_the_scaleout_topology(tmp_path: Path) -> None:
    if why := available():
        pytest.skip(why)
    out = tmp_path / "capacity.json"
    done = subprocess.run(
        [sys.executable, "-m", "bench.capacity", "--quick", "--topology", "scaleout", "--json", str(out)],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "| capacity, scaleout, 2 processes, against single | commands answered" in done.stdout
    doc = json.loads(out.read_text())
    assert [(r["topology"], r["processes"]) for r in doc["runs"]] == [
        ("single", 1),
        ("scaleout", 1),
        ("single", 2),
        ("scaleout", 2),
    ]
    assert doc["machine"]["redis_nodes"] == {"single": 1, "scaleout": 3}
    for run in doc["runs"]:
        assert run["deliveries"] > 0 and run["commands_per_s"] > 0
        gone = {k: run[k] for k in ("missing", "duplicates", "closed", "tracebacks")}
        assert gone == dict.fromkeys(gone, 0), (run["topology"], run["processes"], gone, done.stderr[-2000:])
        assert all(p["failed"] == 0 and p["feeds"] > 0 for p in run["per_process"])
        if run["topology"] == "scaleout":
            assert len(run["redis"]) == 3
            # each process's feeds caught up on the standby (replica or replica_waited)
            assert all(sum(reads["opening"].values()) > 0 for reads in run["replica_reads"])
            assert run["standby"]["opening"]["xact_per_s"] > 0
        else:
            assert len(run["redis"]) == 1 and "standby" not in run
    lost = [r for r in doc["rows"] if r["target"] == "0"]
    assert lost and all(r["value"] == 0 for r in lost)
