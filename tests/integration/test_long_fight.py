"""A long fight through the API on real PostgreSQL: 10,000 events, for the snapshot path.

The commands leave a snapshot every ``SNAPSHOT_EVERY`` events; a process that never saw the
fight loads it from the newest one, a past version from the one below it, and an undo that
reaches behind several of them folds from one still valid. Each answer equals the fold of the
log read back through the API.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgspec
import psycopg
import pytest
from litestar import Litestar
from litestar.testing import TestClient

from fray.domain.dice import SeededDice
from fray.domain.state import EncounterState, view
from fray.server.app import create_app
from fray.server.config import Settings
from fray.service_layer.codecs import event_types
from fray.service_layer.projection import project
from fray.service_layer.snapshots import SNAPSHOT_EVERY, fingerprint

from .conftest import Keyring

TYPES = event_types()
EVENTS = 10_000
TOUGH = {
    "kind": "monster",
    "ac": 10,
    "hp_max": 100_000,
    "abilities": {"strength": 16},
    "attacks": [{"name": "Club", "to_hit": 5, "damage": [{"dice": "1d6", "bonus": 3, "type": "bludgeoning"}]}],
}


def _log(client: TestClient[Litestar], eid: str, to: int | None = None) -> list[Any]:
    events, url = [], f"/encounters/{eid}/events" + (f"?to={to}" if to else "")
    while url:
        page = client.get(url).json()
        events += page["events"]
        url = page["next"]
    return events


def _folded(events: list[Any]) -> dict[str, Any]:
    recorded = [TYPES.recorded(e) for e in events]
    state = project(EncounterState(), recorded)
    return msgspec.json.decode(msgspec.json.encode(view(state, recorded[-1].hash)), type=dict[str, Any])


@pytest.fixture
def small_clients(settings: Settings) -> Iterator[list[TestClient[Litestar]]]:
    """Three apps (three processes' worth of caches) on two connections each."""
    clients = [
        TestClient(create_app(msgspec.structs.replace(settings, pool_size=2), dice=SeededDice(n))) for n in range(3)
    ]
    keyring = Keyring()  # the three share the GM's token, as one front end on three servers would
    for c in clients:
        c.__enter__()
        c.auth = keyring
    yield clients
    for c in clients:
        c.__exit__(None, None, None)


def test_ten_thousand_events_load_from_snapshots(small_clients: list[TestClient[Litestar]], database_url: str) -> None:
    client, cold, third = small_clients
    eid = client.post("/encounters", json={"ruleset": "dnd5e-2024", "name": "long"}).json()["state"]["encounter_id"]
    for cid in ("ana", "bo"):
        r = client.post(
            f"/encounters/{eid}/commands",
            json={"type": "dnd5e-2024.add_combatant", "name": cid, "combatant_id": cid, "stats": TOUGH},
        )
        assert r.status_code == 200, r.text
    started = client.post(f"/encounters/{eid}/commands", json={"type": "start_fight"}).json()
    version, turn = started["version"], started["state"]["turn"]
    while version < EVENTS:
        other = "bo" if turn == "ana" else "ana"
        for body in (
            {"type": "dnd5e-2024.attack", "attacker_id": turn, "target_id": other, "attack": "Club"},
            {"type": "advance_turn"},
        ):
            r = client.post(f"/encounters/{eid}/commands", json=body)
            assert r.status_code == 200, r.text
            version, turn = r.json()["version"], r.json()["state"]["turn"]
    with psycopg.connect(database_url) as conn:
        kept = conn.execute(
            "select count(*) from snapshots where stream_id = %s and fingerprint = %s", (eid, fingerprint())
        ).fetchone()
    assert kept is not None and kept[0] >= version // SNAPSHOT_EVERY - 1

    log = _log(cold, eid)  # cold: a process that never saw the fight loads from the newest snapshot
    assert len(log) == version and cold.get(f"/encounters/{eid}").json() == _folded(log)
    half = version // 2 + 3
    assert cold.get(f"/encounters/{eid}", params={"version": half}).json() == _folded(log[:half])
    assert cold.get(f"/encounters/{eid}/verify").json()["ok"] is True

    undone = cold.post(f"/encounters/{eid}/commands", json={"type": "undo", "to_version": 4000})
    assert undone.status_code == 200, undone.text
    log = _log(cold, eid)
    assert undone.json()["state"] == _folded(log) == third.get(f"/encounters/{eid}").json()
    action = log[3999]["metadata"]["command_id"]  # version 4000's command: kept whole by the undo
    end = max(e["version"] for e in log if e["metadata"].get("command_id") == action)
    assert undone.json()["state"]["combatants"] == _folded(log[:end])["combatants"]
    stats = cold.get(f"/encounters/{eid}/stats").json()
    assert stats["undone_actions"] > 0 and sum(c["attacks"] for c in stats["combatants"]) == sum(
        1 for e in log[:4000] if e["type"] == "dnd5e-2024.attack_rolled"
    )
