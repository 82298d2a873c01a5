"""The trimmer (``fray.live.trim``): feeds closing in a wave make one ``malloc_trim``, after
they closed, never one each."""

from __future__ import annotations

import asyncio

import pytest

from fray.live import trim


def test_feeds_closing_at_once_make_one_trim_and_a_later_wave_another() -> None:
    if trim._trim is None:
        pytest.skip("no glibc malloc_trim here")

    async def go() -> None:
        trimmer = trim.Trimmer(after_s=0)
        for _ in range(1000):
            trimmer.soon()
        assert trimmer.trims == 0  # not on the closing feed's own turn
        for _ in range(3):
            await asyncio.sleep(0)
        assert trimmer.trims == 1
        trimmer.soon()
        trimmer.cancel()  # the hub closing drops a trim that is due
        for _ in range(3):
            await asyncio.sleep(0)
        assert trimmer.trims == 1

    asyncio.run(go())
