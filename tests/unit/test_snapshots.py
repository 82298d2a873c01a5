"""Snapshots (``fray.service_layer.snapshots``, ``fray.service_layer.repository``): a state survives its
encoding with every
ruleset's stat block typed, a snapshot is used only while later undos leave what it assumed,
and a load from one equals the full fold."""

from __future__ import annotations

import asyncio
import gzip
import json
from pathlib import Path
from typing import Any

import pytest

from fray.domain.commands import ApplyDamage, Undo
from fray.domain.dice import SeededDice
from fray.domain.events import ActionRef, ActionsRestored, ActionsRevoked, DamageTaken
from fray.domain.evolve import fold
from fray.domain.history import replay
from fray.rules.registry import get_ruleset
from fray.rules.unlit_spires.commands import AddHero
from fray.service_layer.bootstrap import build
from fray.service_layer.codecs import event_types
from fray.service_layer.ports import publish_nowhere
from fray.service_layer.repository import Repository
from fray.service_layer.snapshots import (
    Snapshot,
    decode_state,
    encode_state,
    fingerprint,
    ranges,
    still_valid,
    touched,
    versions,
)
from fray.store.memory import MemoryEventStore
from fray.store.snapshot_store import MemorySnapshots

TYPES = event_types()
FROZEN = Path(__file__).parent.parent / "frozen"


def _frozen_states() -> list[Any]:
    out = []
    with gzip.open(FROZEN / "corpus.jsonl.gz", "rt") as f:
        for i, line in enumerate(f):
            if i % 8:
                continue
            s = json.loads(line)
            events = [
                (e["version"], TYPES.decode(e["type"], e["schema_version"], json.dumps(e["data"]))) for e in s["events"]
            ]
            out.append(fold(events, None, get_ruleset(events[0][1].ruleset)))  # type: ignore[attr-defined]  # the first is EncounterCreated
    return out


@pytest.mark.parametrize("state", _frozen_states())
def test_a_state_decodes_as_it_was_encoded_stat_blocks_typed(state: Any) -> None:
    back = decode_state(encode_state(state))
    assert back == state
    assert all(type(c.stats) is type(state.combatants[c.id].stats) for c in back.combatants.values())


def test_ranges_and_versions_are_inverse() -> None:
    assert ranges([7, 3, 4, 5, 9]) == [(3, 5), (7, 7), (9, 9)]
    assert versions(ranges({1, 2, 8})) == {1, 2, 8}


def ref(first: int, last: int) -> ActionRef:
    return ActionRef(command_id=f"c{first}", first_version=first, last_version=last)


def test_a_snapshot_stays_valid_while_later_undos_leave_what_it_assumed() -> None:
    snap = Snapshot(version=10, state=fold([]), revoked=frozenset({4}))
    later_only = [(11, DamageTaken(combatant_id="x", amount=1)), (12, ActionsRevoked(actions=(ref(11, 11),)))]
    assert still_valid(snap, later_only) == frozenset({4, 11})
    reaches_back = [(11, ActionsRevoked(actions=(ref(6, 7),)))]
    assert still_valid(snap, reaches_back) is None and touched(reaches_back, 10) == 6
    undone_then_redone = [(11, ActionsRevoked(actions=(ref(6, 7),))), (12, ActionsRestored(actions=(ref(6, 7),)))]
    assert still_valid(snap, undone_then_redone) == frozenset({4})
    redo_of_what_it_assumed_undone = [(11, ActionsRestored(actions=(ref(4, 4),)))]
    assert still_valid(snap, redo_of_what_it_assumed_undone) is None


def test_loads_start_from_the_newest_valid_snapshot_and_equal_the_full_fold(monkeypatch: Any) -> None:
    monkeypatch.setattr("fray.service_layer.repository.SNAPSHOT_EVERY", 5)  # a snapshot every 5 events, here
    store, snapshots = MemoryEventStore(TYPES), MemorySnapshots()

    async def go() -> None:
        e = build(store, SeededDice(1), publish_nowhere, snapshots, TYPES)
        eid = (await e.commands.create("unlit-spires", "t", {})).state.encounter_id
        await e.commands.handle(eid, AddHero(preset="bruce"))
        for _ in range(12):
            await e.commands.handle(eid, ApplyDamage(target_id="bruce", amount=1))
        await e.repository.drain()
        assert await snapshots.count(eid, fingerprint()) == 2  # versions 5 and 10 (the stream is at 14)
        cold = build(store, SeededDice(1), publish_nowhere, snapshots, TYPES)
        folded = await cold.repository.fold_to(eid)
        assert folded.base == 10 and folded.folded == 4
        top = folded.state.combatants["bruce"].resources["hp"].maximum
        await e.commands.handle(eid, Undo(to_version=3))  # reaches behind every snapshot
        refolded = await cold.repository.fold_to(eid)
        assert refolded.base == 0 and refolded.state.combatants["bruce"].resources["hp"].current == top - 1
        full = replay([(x.version, x.data) for x in await store.read_stream(eid)], get_ruleset("unlit-spires"))
        assert (
            refolded.state
            == full
            == (await build(store, SeededDice(1), publish_nowhere, None, TYPES).views.current(eid)).state
        )
        past = await cold.repository.fold_to(eid, to=12)
        assert past.base == 10 and past.state.combatants["bruce"].resources["hp"].current == top - 10
        assert (await Repository(store, None).fold_to(eid, to=12)).state == past.state

    asyncio.run(go())


def test_snapshots_made_by_other_code_are_ignored(monkeypatch: Any) -> None:
    store, snapshots = MemoryEventStore(TYPES), MemorySnapshots()

    async def go() -> None:
        e = build(store, SeededDice(1), publish_nowhere, snapshots, TYPES)
        eid = (await e.commands.create("unlit-spires", "t", {})).state.encounter_id
        await e.commands.handle(eid, AddHero(preset="bruce"))
        await e.repository.save(eid, await e.repository.fold_to(eid))
        assert (await e.repository.fold_to(eid)).base == 2
        monkeypatch.setattr("fray.service_layer.repository.fingerprint", lambda: "other code")
        assert (await e.repository.fold_to(eid)).base == 0

    asyncio.run(go())
