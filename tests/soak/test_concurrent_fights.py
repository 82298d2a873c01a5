"""Soak: several Session One fights at once on one server, for FRAY_SOAK_SECONDS (default 30),
each checking that its live feed was gapless and that the fold of its log equals its state.
Bounded in time and in count; loopback only. Run with ``uv run pytest -m soak``."""

from __future__ import annotations

import asyncio
import os
import time

import pytest

from fray.demo.session_one import play

FIGHTS_AT_ONCE = 4
MAX_ROUNDS = 50


@pytest.mark.soak
def test_concurrent_fights_stay_consistent(server_url: str) -> None:
    budget = float(os.environ.get("FRAY_SOAK_SECONDS", "30"))

    async def soak() -> list[int]:
        results: list[int] = []
        deadline = time.monotonic() + budget
        rounds = 0
        while time.monotonic() < deadline and rounds < MAX_ROUNDS:
            rounds += 1
            results += await asyncio.gather(
                *(play(server_url, seed=f"soak-{rounds}-{i}") for i in range(FIGHTS_AT_ONCE))
            )
        return results

    results = asyncio.run(soak())
    assert results and all(r == 0 for r in results)
