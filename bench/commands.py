"""Benchmark: the cost of one command against the cost of the append it makes.

Measured in one run on one machine, so only ratios are quoted (machines here are shared and
noisy):

- ``append``    baseline: one event appended straight to the store (lock, version read, insert).
- ``command``   the whole walk of ``apply_damage``: load (cached, caught up), decide, append,
                evolve, publish through Redis. Target: at most 3× ``append``.
- ``cold load`` folding a long encounter (about N events) from scratch, against
  ``warm load``: the cached projection caught up with one query. Target: warm ≤ 0.2× cold.

Run: ``uv run python bench/commands.py`` (FRAY_BENCH_DATABASE_URL: a PostgreSQL server URL,
default the local one; a throwaway database is created and dropped; FRAY_BENCH_REDIS_URL).
"""

from __future__ import annotations

import asyncio
import os
import secrets
import statistics
import time
import uuid
from urllib.parse import urlsplit

import psycopg
from fray.domain.commands import ApplyDamage
from fray.domain.dice import SeededDice
from fray.domain.events import DamageTaken, EncounterCreated
from fray.encounters import Encounters
from fray.live.fanout import make_channels, publish
from fray.codecs import event_types
from fray.store.codec import EventTypes, Metadata
from fray.store.event_store import EventStore
from fray.store.migrate import apply_migrations
from psycopg_pool import AsyncConnectionPool
from redis.asyncio import Redis

SERVER = os.environ.get("FRAY_BENCH_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/postgres")
REDIS = os.environ.get("FRAY_BENCH_REDIS_URL", "redis://127.0.0.1:6379/0")
N = int(os.environ.get("FRAY_BENCH_N", "300"))
LOADS = 15


def per_op(samples: list[float]) -> float:
    return statistics.median(samples)


async def bench(url: str) -> None:
    pool = AsyncConnectionPool(url, min_size=2, max_size=4, open=False)
    await pool.open(wait=True)
    store = EventStore(pool, event_types())
    channels = make_channels(Redis.from_url(REDIS))
    await channels._on_startup()  # the plugin's own start-up, outside an app

    async def pub(events):  # type: ignore[no-untyped-def]
        await publish(channels, f"bench-{secrets.token_hex(3)}", events)

    encounters = Encounters(store, SeededDice(1), pub)
    created = await encounters.create("unlit-spires", "bench", {})
    eid = created.state.encounter_id
    await encounters.handle(eid, _hero())
    raw_sid = str(uuid.uuid4())
    await store.append(raw_sid, 0, [EncounterCreated(encounter_id=raw_sid, ruleset="unlit-spires", name="raw")], Metadata())

    append_t, command_t = [], []
    for i in range(N):  # interleaved, so drift hits both alike
        t = time.perf_counter()
        await store.append(raw_sid, i + 1, [DamageTaken(combatant_id="x", amount=1)], Metadata())
        append_t.append(time.perf_counter() - t)
        t = time.perf_counter()
        await encounters.handle(eid, ApplyDamage(target_id="bruce", amount=1) if i % 2 else _heal())
        command_t.append(time.perf_counter() - t)

    cold_t, warm_t = [], []
    for _ in range(LOADS):
        t = time.perf_counter()
        await encounters.state_at(eid, 10**9)
        cold_t.append(time.perf_counter() - t)
        t = time.perf_counter()
        await encounters.load(eid)
        warm_t.append(time.perf_counter() - t)
    version = (await encounters.load(eid)).version

    a, c = per_op(append_t), per_op(command_t)
    cold, warm = per_op(cold_t), per_op(warm_t)
    print(f"append (baseline)     {a * 1e3:7.2f} ms median of {N}")
    print(f"command apply_damage  {c * 1e3:7.2f} ms   ratio {c / a:5.2f}× append   (target ≤ 3×)")
    print(f"cold load, {version} events {cold * 1e3:7.2f} ms")
    print(f"warm load (cached)    {warm * 1e3:7.2f} ms   ratio {warm / cold:5.3f}× cold  (target ≤ 0.2×)")
    await channels._on_shutdown()
    await pool.close()


def _hero():  # type: ignore[no-untyped-def]
    from fray.rules.unlit_spires.commands import AddHero

    return AddHero(preset="bruce")


def _heal() -> object:
    from fray.domain.commands import ApplyHealing

    return ApplyHealing(target_id="bruce", amount=1)


def main() -> None:
    name = f"fray_bench_{secrets.token_hex(4)}"
    with psycopg.connect(SERVER, autocommit=True) as admin:
        admin.execute(f'create database "{name}"')
    url = urlsplit(SERVER)._replace(path=f"/{name}").geturl()
    try:
        apply_migrations(url)
        asyncio.run(bench(url))
    finally:
        with psycopg.connect(SERVER, autocommit=True) as admin:
            admin.execute(f'drop database if exists "{name}" with (force)')


if __name__ == "__main__":
    main()
