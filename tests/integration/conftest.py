"""Fixtures for tests that talk to the service: an app on the run's database and Redis."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import psycopg
import pytest
from litestar.testing import TestClient

from fray.app import create_app
from fray.config import Settings
from fray.domain.dice import Dice, SeededDice


@pytest.fixture
def settings(database_url: str, redis_url: str, channel_prefix: str) -> Settings:
    return Settings(database_url=database_url, redis_url=redis_url, channel_prefix=channel_prefix)


@pytest.fixture
def make_client(settings: Settings) -> Iterator[Callable[..., TestClient]]:
    """``make_client(dice=None)``: a started TestClient of a new app (closed at teardown)."""
    clients: list[TestClient] = []

    def make(dice: Dice | None = None) -> TestClient:
        client = TestClient(create_app(settings, dice=dice or SeededDice("fray")))
        client.__enter__()
        clients.append(client)
        return client

    yield make
    for client in clients:
        client.__exit__(None, None, None)


@pytest.fixture
def client(make_client: Callable[..., TestClient]) -> TestClient:
    return make_client()


@pytest.fixture
def count_events(database_url: str) -> Callable[[str], int]:
    """``count_events(encounter_id)``: how many events the database holds for it."""

    def count(encounter_id: str) -> int:
        with psycopg.connect(database_url) as conn:
            row = conn.execute("select count(*) from events where stream_id = %s", (encounter_id,)).fetchone()
            return row[0]

    return count


def new_encounter(client: TestClient, name: str = "Test fight") -> str:
    r = client.post("/encounters", json={"ruleset": "unlit-spires", "name": name})
    assert r.status_code == 201, r.text
    return r.json()["state"]["encounter_id"]


def send(client: TestClient, eid: str, body: dict[str, Any], **headers: str) -> Any:
    r = client.post(f"/encounters/{eid}/commands", json=body, headers=headers)
    return r


def ok(client: TestClient, eid: str, body: dict[str, Any]) -> dict[str, Any]:
    """Send a command that must be accepted; its returned state must equal the fold of the log."""
    r = send(client, eid, body)
    assert r.status_code == 200, r.text
    assert r.json()["state"] == folded_state(client, eid)
    return r.json()


def who(out: dict[str, Any], cid: str) -> dict[str, Any]:
    """The combatant ``cid`` in a command response's state."""
    return next(c for c in out["state"]["combatants"] if c["id"] == cid)


_types = None


def folded_state(client: TestClient, eid: str) -> dict[str, Any]:
    """The state as the fold of the stored log (read through the API), in the API's JSON form."""
    import msgspec

    from fray.codecs import event_types
    from fray.domain.state import EncounterState, view
    from fray.encounters import project

    global _types
    _types = _types or event_types()
    log = client.get(f"/encounters/{eid}/events").json()["events"]
    state = project(EncounterState(), [_types.recorded(e) for e in log])
    return msgspec.json.decode(msgspec.json.encode(view(state, log[-1]["hash"] if log else None)))
