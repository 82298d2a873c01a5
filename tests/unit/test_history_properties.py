"""Properties of history over random command sequences in both original rulesets (the Unlit
Spires and dnd5e-2024), through the service layer on the in-memory store:

- undo then redo is the identity;
- the state at version N equals the fold of the first N events (the undos made by then);
- a snapshot-based load equals a full fold, wherever the snapshots were taken;
- export then import is the identity (same state, same head hash, an intact chain);
- a fork at N equals the original at N (all but its id, name and version).
"""

from __future__ import annotations

import asyncio
from typing import Any

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from fray.domain.commands import Command, Redo, Undo
from fray.domain.dice import SeededDice
from fray.domain.errors import DomainError
from fray.domain.history import replay
from fray.domain.state import EncounterState
from fray.rules.registry import command_classes, get_ruleset
from fray.service_layer.bootstrap import Service, build
from fray.service_layer.codecs import event_types
from fray.service_layer.ports import publish_nowhere
from fray.service_layer.repository import Repository
from fray.service_layer.transfer import LogImport
from fray.store.chain import verify
from fray.store.codec import RecordedEvent
from fray.store.memory import MemoryEventStore
from fray.store.snapshot_store import MemorySnapshots

TYPES = event_types()
COMMANDS = msgspec.json.Decoder(Any)
SPIRES_IDS = ["bruce", "enoch", "zombie", "kugen"]
FIVE_E_IDS = ["ana", "bo", "gob"]


def _command(body: dict[str, Any]) -> Command:
    from typing import Union

    command: Command = msgspec.convert(body, Union[command_classes()])  # noqa: UP007 - a union built at run time
    return command


spires_ids = st.sampled_from(SPIRES_IDS)
spires_steps = st.one_of(
    st.builds(lambda p: {"type": "unlit-spires.add_hero", "preset": p}, st.sampled_from(["bruce", "enoch"])),
    st.builds(
        lambda p, c: {"type": "unlit-spires.add_monster", "preset": p, "combatant_id": c},
        st.sampled_from(["grey_tide_zombie", "kugen"]),
        st.sampled_from(["zombie", "kugen"]),
    ),
    st.just({"type": "start_fight"}),
    st.just({"type": "advance_turn"}),
    st.builds(lambda t, n: {"type": "apply_damage", "target_id": t, "amount": n}, spires_ids, st.integers(1, 30)),
    st.builds(lambda t, n: {"type": "apply_healing", "target_id": t, "amount": n}, spires_ids, st.integers(1, 9)),
    st.builds(
        lambda a, t: {"type": "unlit-spires.melee_attack", "attacker_id": a, "target_id": t}, spires_ids, spires_ids
    ),
    st.builds(lambda c: {"type": "unlit-spires.dodge", "combatant_id": c}, spires_ids),
)
BLOCK = {
    "kind": "pc",
    "ac": 13,
    "hp_max": 20,
    "abilities": {"strength": 14, "dexterity": 12},
    "attacks": [{"name": "Sword", "to_hit": 4, "damage": [{"dice": "1d8", "bonus": 2, "type": "slashing"}]}],
}
five_ids = st.sampled_from(FIVE_E_IDS)
five_e_steps = st.one_of(
    st.builds(
        lambda c: {
            "type": "dnd5e-2024.add_combatant",
            "name": c,
            "combatant_id": c,
            "stats": {**BLOCK, "kind": "monster" if c == "gob" else "pc"},
        },
        five_ids,
    ),
    st.just({"type": "start_fight"}),
    st.just({"type": "advance_turn"}),
    st.builds(
        lambda a, t: {"type": "dnd5e-2024.attack", "attacker_id": a, "target_id": t, "attack": "Sword"},
        five_ids,
        five_ids,
    ),
    st.builds(
        lambda t, n: {"type": "dnd5e-2024.deal_damage", "target_id": t, "damage": [{"type": "fire", "amount": n}]},
        five_ids,
        st.integers(1, 25),
    ),
    st.builds(lambda t, n: {"type": "dnd5e-2024.heal", "target_id": t, "amount": n}, five_ids, st.integers(1, 8)),
    st.builds(
        lambda t: {
            "type": "dnd5e-2024.apply_condition",
            "target_id": t,
            "condition": "poisoned",
            "duration": "rounds",
            "rounds": 2,
            "turn_of": t,
        },
        five_ids,
    ),
)
history_steps = st.one_of(
    st.just({"type": "undo"}),
    st.just({"type": "redo"}),
    st.builds(lambda n: {"type": "undo", "to_version": n}, st.integers(1, 40)),
)


def _same(a: EncounterState, b: EncounterState) -> bool:
    """Equal as a fight: everything but the version (an undo and a redo add two events)."""
    return msgspec.structs.replace(a, version=0) == msgspec.structs.replace(b, version=0)


async def play(
    ruleset: str, script: list[dict[str, Any]], seed: int, snap_at: list[int]
) -> tuple[Service, MemoryEventStore, str]:
    store, snapshots = MemoryEventStore(TYPES), MemorySnapshots()
    encounters = build(store, SeededDice(seed), publish_nowhere, snapshots, TYPES)
    eid = (await encounters.commands.create(ruleset, "prop", {})).state.encounter_id
    for i, body in enumerate(script):
        try:
            await encounters.commands.handle(eid, _command(body))
        except DomainError:
            continue
        if i in snap_at:  # a snapshot of the state now, as a command crossing a boundary leaves one
            await encounters.repository.save(eid, await encounters.repository.fold_to(eid))
    await encounters.repository.drain()
    return encounters, store, eid


async def check(encounters: Service, store: MemoryEventStore, eid: str, probe: list[int]) -> None:
    log = await store.read_stream(eid)
    ruleset = get_ruleset(encounters_state(log).ruleset)
    pairs = [(e.version, e.data) for e in log]
    full = Repository(store, None)
    for n in sorted({1, len(log), *(min(len(log), max(1, p)) for p in probe)}):
        expected = replay(pairs[:n], ruleset)
        assert (await encounters.repository.fold_to(eid, to=n)).state == expected  # snapshot-based
        assert (await full.fold_to(eid, to=n)).state == expected
        assert await encounters.views.state_at(eid, n) == expected
        fork = await encounters.commands.fork(eid, n, None, None)
        assert _same(msgspec.structs.replace(fork.state, encounter_id=eid, name=expected.name), expected)
    now = (await encounters.views.current(eid)).state
    assert now == replay(pairs, ruleset)
    # export then import is the identity
    reader = LogImport(TYPES)
    async for line in await encounters.views.export(eid):
        reader.feed(line)
    imported = reader.finish()
    elsewhere = MemoryEventStore(TYPES)
    await elsewhere.import_stream(imported.encounter_id, imported.rows)
    moved = build(elsewhere, SeededDice(0), publish_nowhere, MemorySnapshots(), TYPES)
    assert (await moved.views.current(eid)).state == now and imported.state == now
    assert (await moved.views.verify(eid)).head_hash == (await encounters.views.verify(eid)).head_hash == log[-1].hash
    assert verify(await elsewhere.read_raw(eid)).ok
    # undo then redo is the identity
    try:
        await encounters.commands.handle(eid, Undo())
    except DomainError:
        return
    await encounters.commands.handle(eid, Redo())
    assert _same((await encounters.views.current(eid)).state, now)


def encounters_state(log: list[RecordedEvent]) -> Any:
    return log[0].data


examples = settings(max_examples=60, deadline=None)


@examples
@given(
    script=st.lists(st.one_of(spires_steps, spires_steps, history_steps), max_size=30),
    seed=st.integers(0, 10_000),
    snap_at=st.lists(st.integers(0, 30), max_size=4),
    probe=st.lists(st.integers(1, 60), max_size=3),
)
def test_history_holds_in_the_unlit_spires(
    script: list[dict[str, Any]], seed: int, snap_at: list[int], probe: list[int]
) -> None:
    async def go() -> None:
        setup = [
            {"type": "unlit-spires.add_hero", "preset": "bruce"},
            {"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie", "combatant_id": "zombie"},
        ]
        encounters, store, eid = await play("unlit-spires", setup + script, seed, snap_at)
        await check(encounters, store, eid, probe)

    asyncio.run(go())


@examples
@given(
    script=st.lists(st.one_of(five_e_steps, five_e_steps, history_steps), max_size=30),
    seed=st.integers(0, 10_000),
    snap_at=st.lists(st.integers(0, 30), max_size=4),
    probe=st.lists(st.integers(1, 60), max_size=3),
)
def test_history_holds_in_dnd5e(script: list[dict[str, Any]], seed: int, snap_at: list[int], probe: list[int]) -> None:
    async def go() -> None:
        setup = [
            {"type": "dnd5e-2024.add_combatant", "name": c, "combatant_id": c, "stats": BLOCK} for c in ("ana", "bo")
        ]
        encounters, store, eid = await play("dnd5e-2024", setup + script, seed, snap_at)
        await check(encounters, store, eid, probe)

    asyncio.run(go())
