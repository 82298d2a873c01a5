"""``uv run python -m bench [--quick] [--json PATH] [--only CASE ...]``: Fray's benchmark harness.

Starts what it needs (a throwaway database on ``FRAY_BENCH_DATABASE_URL``, Fray servers as
``fray serve`` subprocesses, Redis at ``FRAY_BENCH_REDIS_URL``), runs each case against its
baseline in the same run, prints one table (absolute figures and ratios) and writes the rows as
JSON (``bench/latest.json`` unless ``--json`` says otherwise). ``--quick`` is a smoke run of a
few seconds (a test keeps it working); its figures mean nothing.
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import sys
import time
from pathlib import Path

import msgspec

from bench import cases, fanout, history, partitions
from bench.servers import ServerSet, connection_budget, throwaway_database

CASES = {
    "command_path": cases.command_path,
    "cold_load": cases.cold_load,
    "history": history.history_loads,
    "log_growth": cases.log_growth,
    "processes": cases.processes,
    "round_robin": cases.round_robin,
    "observability": cases.observability,
    "fanout": fanout.fanout,
    "partitions": partitions.partitions,
    "idle_feeds": fanout.idle_feeds,
    "unread_feeds": fanout.unread_feeds,
}
DEFAULT_JSON = Path(__file__).resolve().parent / "latest.json"


def _fmt(value: float | None, unit: str = "") -> str:
    if value is None:
        return ""
    if isinstance(value, float) and math.isnan(value):
        return "—"
    text = f"{value:,.0f}" if abs(value) >= 100 else f"{value:.2f}"
    return f"{text} {unit}".strip()


def table(rows: list[cases.Row]) -> str:
    """The rows as one Markdown table."""
    lines = [
        "| case | figure | value | baseline | ratio | target | met | gap |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        base = f"{r.baseline} {_fmt(r.baseline_value, r.unit)}".strip() if r.baseline else ""
        ratio = f"{r.ratio:.2f}×" if r.ratio is not None else ""
        met = "" if r.met is None else ("yes" if r.met else "**no**")
        value = _fmt(r.value, r.unit)
        lines.append(f"| {r.case} | {r.figure} | {value} | {base} | {ratio} | {r.target} | {met} | {r.gap} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Run the harness; exit 0 when it ran (targets missed are reported, not failed)."""
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a smoke run of a few seconds")
    parser.add_argument("--json", type=Path, default=None, help=f"where to write the rows (default {DEFAULT_JSON})")
    parser.add_argument("--only", nargs="*", choices=sorted(CASES), help="run only these cases")
    args = parser.parse_args(argv)
    plan = cases.QUICK if args.quick else cases.FULL
    out = args.json or DEFAULT_JSON

    def log(line: str) -> None:
        print(line, file=sys.stderr, flush=True)

    started = time.time()
    load_before = os.getloadavg()
    rows: list[cases.Row] = []
    budget = connection_budget()
    log(f"PostgreSQL connections this run may hold: {budget}")
    with throwaway_database() as url:
        settings = cases.db_settings(url)
        servers = ServerSet(url, budget)
        try:
            for name in args.only or list(CASES):
                log(f"{name} …")
                rows += CASES[name](servers, plan, log)
        finally:
            servers.close()
    load_after = os.getloadavg()
    print(table(rows))
    print(
        f"\nload average (1 min) {load_before[0]:.1f} before, {load_after[0]:.1f} after, on {os.cpu_count()} "
        "CPUs: other work on the machine shares them"
    )
    doc = {
        "when": time.strftime("%Y-%m-%d %H:%M:%S %Z", time.localtime(started)),
        "seconds": round(time.time() - started, 1),
        "quick": args.quick,
        "plan": msgspec.to_builtins(plan),
        "machine": {
            "cpus": os.cpu_count(),
            "python": platform.python_version(),
            "load_average_before": load_before,
            "load_average_after": load_after,
            "connection_budget": budget,
            **settings,
        },
        "rows": [{**msgspec.to_builtins(r), "gap": r.gap} for r in rows],
    }
    out.write_bytes(msgspec.json.format(msgspec.json.encode(doc)))
    log(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
