"""Real input, end to end: the 5e demo fight played over HTTP against a real server, with a
real WebSocket client on the live feed (what ``fray demo --ruleset dnd5e-2024`` does): every
dry run and command is answered as the demo expects, the served state equals the fold of the
stored log and the feed is gapless."""

from __future__ import annotations

import asyncio

from fray.demo.dnd5e_fight import play


def test_the_5e_fight_is_played_to_the_end_and_the_fold_matches(server_url: str) -> None:
    assert asyncio.run(play(server_url, seed="e2e")) == 0
