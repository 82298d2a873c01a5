"""The history case: loading a long fight from snapshots against folding it from version 1.

A dnd5e-2024 fight of ``plan.cold_events`` events (two creatures trading attacks, turn after
turn: attack rolls, typed damage, the turn budget; about four events a command) is written
through the service layer, which leaves a snapshot every ``SNAPSHOT_EVERY`` events. Then, in a
process that never saw it, a cold load (the current state), a past state half-way (in a
process whose cache holds the current state, as the API's ``?version=N`` runs) and an undo
followed by its redo (each folds again) are timed with snapshots and without them.
"""

from __future__ import annotations

import asyncio
import statistics
import time
from collections.abc import Awaitable, Callable
from functools import partial
from typing import Any

from bench.cases import Plan, Row
from bench.servers import ServerSet
from fray.domain.commands import AdvanceTurn, Redo, StartFight, Undo
from fray.domain.dice import SeededDice
from fray.rules.dnd5e_2024.commands import AddCombatant, MakeAttack
from fray.service_layer.bootstrap import Service, build
from fray.service_layer.codecs import event_types
from fray.service_layer.ports import publish_nowhere
from fray.service_layer.snapshots import SNAPSHOT_EVERY
from fray.store.event_store import PostgresEventStore
from fray.store.pooled import connection_pool
from fray.store.snapshot_store import PostgresSnapshots

TOUGH = {
    "kind": "monster",
    "ac": 10,
    "hp_max": 100_000,
    "abilities": {"strength": 16},
    "attacks": [{"name": "Club", "to_hit": 5, "damage": [{"dice": "1d6", "bonus": 3, "type": "bludgeoning"}]}],
}
TARGET_MS = 20.0


async def _fight(encounters: Service, events: int) -> str:
    import msgspec

    eid = (await encounters.commands.create("dnd5e-2024", "bench history", {})).state.encounter_id
    for cid in ("ana", "bo"):
        await encounters.commands.handle(
            eid, msgspec.convert({"name": cid, "combatant_id": cid, "stats": TOUGH}, AddCombatant)
        )
    done = await encounters.commands.handle(eid, StartFight())
    turn = done.state.turn or "ana"
    while done.version < events:
        other = "bo" if turn == "ana" else "ana"
        await encounters.commands.handle(eid, MakeAttack(attacker_id=turn, target_id=other, attack="Club"))
        done = await encounters.commands.handle(eid, AdvanceTurn())
        turn = done.state.turn or other
    await encounters.repository.drain()
    return eid


async def _cold(fresh: Callable[[bool], Service], with_snapshots: bool, eid: str) -> object:
    return (await fresh(with_snapshots).views.current(eid)).state


async def _median_ms(repeats: int, fn: Callable[[], Awaitable[Any]]) -> float:
    samples = []
    for _ in range(repeats):
        t = time.perf_counter()
        await fn()
        samples.append((time.perf_counter() - t) * 1e3)
    return statistics.median(samples)


def history_loads(servers: ServerSet, plan: Plan, log: Callable[[str], None]) -> list[Row]:
    """Cold load, a past state and an undo of a ``plan.cold_events``-event fight, from
    snapshots and from version 1 (see the module)."""
    n, repeats = plan.cold_events, max(5, plan.repeats * 3)

    async def go() -> list[Row]:
        types = event_types()
        pool = connection_pool(servers.database_url, max_size=2)
        await pool.open(wait=True)
        store, snapshots = PostgresEventStore(pool, types), PostgresSnapshots(pool)
        eid = await _fight(build(store, SeededDice(1), publish_nowhere, snapshots, types), n)
        version = await store.stream_version(eid)
        past = version // 2 + SNAPSHOT_EVERY // 2  # between two snapshots: the most folding a past state needs

        def fresh(with_snapshots: bool) -> Service:
            return build(store, SeededDice(1), publish_nowhere, snapshots if with_snapshots else None, types)

        async def past_state(with_snapshots: bool) -> Service:
            e = fresh(with_snapshots)
            await e.views.current(eid)
            return e

        warm = {flag: await past_state(flag) for flag in (True, False)}
        figures: dict[str, dict[bool, float]] = {"cold": {}, "past": {}, "undo": {}}
        for flag in (True, False):
            e = warm[flag]
            figures["cold"][flag] = await _median_ms(repeats, partial(_cold, fresh, flag, eid))
            figures["past"][flag] = await _median_ms(repeats, partial(e.views.state_at, eid, past))
            undo_samples = []
            for _ in range(max(3, repeats // 2)):
                undo_samples.append(await _median_ms(1, partial(e.commands.handle, eid, Undo())))
                await e.commands.handle(eid, Redo())
            figures["undo"][flag] = statistics.median(undo_samples)
        await pool.close()
        log(
            f"  {version} events: cold {figures['cold'][True]:.1f} ms (from version 1: {figures['cold'][False]:.1f}),"
            f" past {figures['past'][True]:.1f} ms ({figures['past'][False]:.1f}),"
            f" undo {figures['undo'][True]:.1f} ms ({figures['undo'][False]:.1f})"
        )
        case = f"history, {version} events"
        names = {"cold": "cold load", "past": f"past state at version {past}", "undo": "undo (folds again)"}
        rows = []
        for key, name in names.items():
            snap, full = figures[key][True], figures[key][False]
            target = f"≤ {TARGET_MS:g} ms" if key != "undo" else ""
            rows.append(
                Row(
                    case=case,
                    figure=f"{name}, from the newest valid snapshot",
                    value=snap,
                    unit="ms",
                    baseline=f"{name} folding from version 1",
                    baseline_value=full,
                    ratio=snap / full,
                    target=target,
                    met=(snap <= TARGET_MS) if target else None,
                )
            )
        return rows

    return asyncio.run(go())
