"""A Redis Cluster whose every node answers but one of whose shards has no master left (its
master killed, the replica promoted, then that one killed too): ``/health`` says ``"redis":
"degraded"`` and ``fray doctor`` fails, on a process with no feed open (whose own
subscription, on another shard, is fine). Both pinged the live nodes only and said ``ok``."""

from __future__ import annotations

import os
import secrets
import subprocess
import sys
import time

import httpx
import pytest

from tests.fault.servers import FrayProcess

from .redis_cluster import available, redis_cluster

pytestmark = pytest.mark.scaleout

SETTLE_S = 60.0


def test_a_shard_with_no_master_is_degraded_on_health_and_fails_doctor(database_url: str) -> None:
    if not available():
        pytest.skip("needs redis-server and redis-cli 7 or newer")
    prefix = f"fray-state-{secrets.token_hex(3)}"
    with redis_cluster() as cluster:
        fray = FrayProcess(database_url, cluster.url, {"FRAY_CHANNEL_PREFIX": prefix, "FRAY_POOL_SIZE": "2"})
        try:
            fray.wait_ready()
            own = cluster.master_of(f"{prefix}:process")  # the shard of the process's own subscription
            doomed = next(m for m in sorted(cluster.masters()) if m != own)
            cluster.kill(doomed)
            promoted = cluster.wait_promoted(doomed)
            cluster.kill(promoted)
            deadline = time.monotonic() + SETTLE_S
            answer: dict[str, str] = {}
            while time.monotonic() < deadline:
                answer = httpx.get(f"{fray.url}/health", timeout=5).json()
                if answer.get("redis") == "degraded":
                    break
                time.sleep(0.5)
            assert answer.get("redis") == "degraded", answer
            env = {k: v for k, v in os.environ.items() if not k.startswith("FRAY_")}
            # each node judges the cluster's state itself, after its own node timeout: the node
            # /health asked may say fail a moment before the one doctor asks (seen in CI)
            while True:
                doctor = subprocess.run(
                    [sys.executable, "-m", "fray", "doctor", "--database-url", database_url],
                    env={**env, "FRAY_REDIS_URL": cluster.url},
                    capture_output=True,
                    text=True,
                    timeout=300,
                    check=False,
                )
                if "FAIL redis" in doctor.stdout or time.monotonic() >= deadline:
                    break
                time.sleep(1.0)
            assert "FAIL redis" in doctor.stdout and "cluster state is fail" in doctor.stdout, doctor.stdout
        finally:
            fray.stop()
