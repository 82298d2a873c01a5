"""The benchmark under bench/ still runs (a few iterations, no timing asserted), so its figures
can always be reproduced."""

from __future__ import annotations

import asyncio
import importlib.util
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "commands.py"


def test_bench_commands_runs(database_url: str, redis_url: str, capsys) -> None:  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("bench_commands", BENCH)
    bench = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(bench)  # type: ignore[union-attr]
    bench.N, bench.LOADS, bench.REDIS = 5, 2, redis_url
    asyncio.run(bench.bench(database_url))
    out = capsys.readouterr().out
    assert "ratio" in out and "append (baseline)" in out
