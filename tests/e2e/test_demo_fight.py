"""Real input, end to end: the Session One fight played over HTTP against a real server, with
a real WebSocket client on the live feed (what ``fray demo`` does)."""

from __future__ import annotations

import asyncio

from fray.demo.session_one import play


def test_session_one_is_played_to_the_end_and_the_fold_matches(server_url: str) -> None:
    assert asyncio.run(play(server_url, seed="e2e")) == 0
