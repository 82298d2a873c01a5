"""The harness's closed loop (``bench.load.closed_loop``) measures something in a short window:
one that falls inside a stall is held open until as many operations as workers ended in it,
and the rate is over the window as it ran."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable

from bench.load import closed_loop


def worker(stall_from: float, stall_s: float) -> Callable[[int], Awaitable[Callable[[], Awaitable[bool]]]]:
    """Workers whose operation takes 10 ms, but ``stall_s`` for the one that begins after
    ``stall_from`` (a monotonic time) first."""
    stalled = [False]

    async def make(_i: int) -> Callable[[], Awaitable[bool]]:
        async def op() -> bool:
            if not stalled[0] and time.perf_counter() >= stall_from:
                stalled[0] = True
                await asyncio.sleep(stall_s)
            else:
                await asyncio.sleep(0.01)
            return True

        return op

    return make


def test_a_window_inside_a_stall_is_held_open_until_every_worker_has_ended_an_operation() -> None:
    async def go() -> None:
        # one worker; the window is 0.3 s after 0.1 s of warm-up, and its first operation takes 1 s
        result = await closed_loop(1, 0.3, 0.1, worker(time.perf_counter() + 0.1, 1.0))
        assert result.ops >= 1  # was 0: the one operation ended after the window
        assert result.seconds > 0.9  # over the window as it ran, not the 0.3 s it was meant to be
        assert 0 < result.rate < 1 / 0.9

    asyncio.run(go())


def test_a_window_with_enough_operations_closes_on_time() -> None:
    async def go() -> None:
        result = await closed_loop(2, 0.5, 0.1, worker(float("inf"), 0.0))
        assert abs(result.seconds - 0.5) < 1e-6  # closed at its length: two ops of 10 ms fit many times
        assert 2 <= result.ops <= 2 * 0.5 / 0.01  # at most one at a time per worker
        assert result.errors == 0

    asyncio.run(go())
