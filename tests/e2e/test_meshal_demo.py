"""Real input, end to end: the Meshal Lite demo fight played over HTTP against a real server,
with a real WebSocket client on the live feed (what ``fray demo --ruleset meshal-lite`` does)."""

from __future__ import annotations

import asyncio

from fray.demo.meshal_fight import play


def test_the_meshal_fight_is_played_to_the_end_and_the_fold_matches(server_url: str) -> None:
    assert asyncio.run(play(server_url, seed="e2e")) == 0
