"""Serving Fray's Prometheus metrics (``fray.observe.metrics``) where the operator allows:
``FRAY_METRICS_ADDRESS`` (``host:port``, or a bare port on 127.0.0.1) gets its own HTTP server,
answering ``/metrics`` in Prometheus' text format; unset, nothing serves them (the default).
The API's port never does: a port of its own is easy to firewall apart.

With ``fray serve --workers N`` the parent process serves the sum of its workers' metrics
(prometheus-client's multiprocess mode: :func:`prepare_multiprocess` before the workers start).
"""

from __future__ import annotations

import asyncio
import os
import tempfile
from typing import Any

MULTIPROC_VARIABLE = "PROMETHEUS_MULTIPROC_DIR"
SAMPLE_S = 1.0
"""Seconds between two samples of the connection pool's gauges."""


def parse_address(text: str) -> tuple[str, int]:
    """``FRAY_METRICS_ADDRESS`` as ``(host, port)``: ``host:port``, ``[v6]:port`` or a bare
    port (on 127.0.0.1). Raises ``ValueError`` saying what it takes."""
    host, sep, port = text.strip().rpartition(":")
    if not sep:
        host, port = "127.0.0.1", text.strip()
    host = host.strip("[]") or "127.0.0.1"
    if not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"FRAY_METRICS_ADDRESS must be host:port (or a port), got {text!r}")
    return host, int(port)


def prepare_multiprocess() -> str:
    """Make the folder the workers record their metrics in (a fresh one, so no stale file is
    summed) and name it in ``PROMETHEUS_MULTIPROC_DIR`` for them; return it. Call before any
    worker starts."""
    folder = os.environ.get(MULTIPROC_VARIABLE) or tempfile.mkdtemp(prefix="fray-metrics-")
    os.makedirs(folder, exist_ok=True)
    for stale in os.listdir(folder):
        if stale.endswith(".db"):
            os.unlink(os.path.join(folder, stale))
    os.environ[MULTIPROC_VARIABLE] = folder
    return folder


def serve_metrics(host: str, port: int) -> None:
    """Serve ``/metrics`` on ``host:port`` from a background thread: this process's metrics, or
    (``PROMETHEUS_MULTIPROC_DIR`` set) the sum of every worker's."""
    from prometheus_client import REGISTRY, CollectorRegistry, start_http_server
    from prometheus_client.multiprocess import MultiProcessCollector

    registry: Any = REGISTRY
    if os.environ.get(MULTIPROC_VARIABLE):
        registry = CollectorRegistry()
        MultiProcessCollector(registry)  # type: ignore[no-untyped-call]  # the package's own annotations stop short
    start_http_server(port, addr=host, registry=registry)


async def sample_pool(pool: Any) -> None:
    """Every ``SAMPLE_S`` seconds, set the pool gauges from psycopg_pool's ``get_stats()``
    (until cancelled)."""
    from fray.observe.metrics import POOL_IN_USE, POOL_SIZE, POOL_WAITING

    while True:
        stats = pool.get_stats()
        size = stats.get("pool_size", 0)
        POOL_SIZE.set(size)
        POOL_IN_USE.set(size - stats.get("pool_available", 0))
        POOL_WAITING.set(stats.get("requests_waiting", 0))
        await asyncio.sleep(SAMPLE_S)
