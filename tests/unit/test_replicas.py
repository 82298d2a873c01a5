"""Where the reads that may lag go (``fray.store.replicas``), on the in-memory store: a replica
that holds what a read needs answers it; one behind is waited for (bounded), then the primary
answers; one that fails is left out and the primary answers; the service's reads (the log in
pages, past states, statistics, export, a feed's catch-up) are never older than the head.

The replica here is the primary seen as a standby that has replayed up to ``upto`` (a real
standby is the scale-out test's: ``tests/scaleout/test_read_replica.py``)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Collection, Coroutine
from typing import Any

import msgspec
import pytest
from prometheus_client import REGISTRY

from fray.domain.commands import ApplyDamage
from fray.domain.dice import SeededDice
from fray.live.feed import follow, listener
from fray.live.hub import Hub
from fray.policy.visibility import GM
from fray.rules.unlit_spires.commands import AddHero
from fray.service_layer.bootstrap import Service, build
from fray.service_layer.codecs import event_types
from fray.service_layer.replay import replay_beats
from fray.store import replicas as replicas_module
from fray.store.chain import StoredRow
from fray.store.codec import RecordedEvent
from fray.store.errors import AWAY_MESSAGE, BUSY_MESSAGE, PoolBusy, StoreUnavailable
from fray.store.memory import MemoryEventStore
from fray.store.replicas import Reads, Replica


class Standby(MemoryEventStore):
    """A read-only view of ``primary`` as a standby that has replayed its versions up to
    ``upto`` of every stream (None: all); ``down`` makes every read fail as a lost server does;
    ``on_poll`` runs when the router asks for a stream's head (a replay moving on meanwhile)."""

    def __init__(self, primary: MemoryEventStore) -> None:
        super().__init__(event_types())
        self.primary = primary
        self.upto: int | None = None
        self.down = False
        self.busy = False  # every read finds this process's pool of it busy (the server answers)
        self.reads = 0
        self.on_poll: Callable[[], None] | None = None

    def _cap(self, to: int | None) -> int | None:
        if self.upto is None:
            return to
        return self.upto if to is None else min(to, self.upto)

    def _check(self) -> None:
        if self.down:
            raise StoreUnavailable(AWAY_MESSAGE)
        if self.busy:
            raise PoolBusy(BUSY_MESSAGE)
        self.reads += 1

    async def read_stream(self, stream_id: str, after: int = 0, to: int | None = None) -> list[RecordedEvent]:
        self._check()
        return await self.primary.read_stream(stream_id, after, self._cap(to))

    async def read_raw(self, stream_id: str, after: int = 0, to: int | None = None) -> list[StoredRow]:
        self._check()
        return await self.primary.read_raw(stream_id, after, self._cap(to))

    async def stream_version(self, stream_id: str) -> int:
        self._check()
        if self.on_poll is not None:
            self.on_poll()
        version = await self.primary.stream_version(stream_id)
        return version if self.upto is None else min(version, self.upto)

    async def stream_versions(self, stream_ids: Collection[str]) -> dict[str, int]:
        raise AssertionError("the watcher reads heads from the primary")


def served(outcome: str) -> float:
    """``fray_replica_reads_total{outcome}`` so far in this process."""
    return REGISTRY.get_sample_value("fray_replica_reads_total", {"outcome": outcome}) or 0.0


def failures() -> float:
    return REGISTRY.get_sample_value("fray_replica_failures_total") or 0.0


class Site(msgspec.Struct, frozen=True):
    primary: MemoryEventStore
    standbys: list[Standby]
    service: Service
    eid: str


async def site(events: int = 10, standbys: int = 1, wait_s: float = 0.05) -> Site:
    """An encounter with Bruce and ``events`` more events, read through ``standbys`` replicas."""
    primary = MemoryEventStore(event_types())
    views = [Standby(primary) for _ in range(standbys)]
    service = build(primary, SeededDice(1))
    service.repository.reads = Reads(
        primary, None, [Replica(f"r{i}", s, None) for i, s in enumerate(views)], wait_s=wait_s
    )
    eid = (await service.commands.create("unlit-spires", "replicas", {})).state.encounter_id
    await service.commands.handle(eid, AddHero(preset="bruce"))
    for _ in range(events):
        await service.commands.handle(eid, ApplyDamage(target_id="bruce", amount=0))
    return Site(primary, views, service, eid)


def run(coro: Coroutine[Any, Any, None]) -> None:
    asyncio.run(asyncio.wait_for(coro, 30))


def test_a_replica_that_holds_the_versions_answers() -> None:
    async def go() -> None:
        s = await site()
        before = served("replica")
        page = await s.service.views.log(s.eid)
        assert [e.version for e in page.events] == list(range(1, 13))
        assert s.standbys[0].reads == 1
        assert served("replica") == before + 1

    run(go())


def test_a_replica_behind_the_head_is_waited_for_then_the_primary_answers() -> None:
    async def go() -> None:
        s = await site()
        s.standbys[0].upto = 7
        before = served("primary_behind")
        page = await s.service.views.log(s.eid, after=3)
        assert [e.version for e in page.events] == list(range(4, 13))  # never older than the head
        assert served("primary_behind") == before + 1
        stats = await s.service.views.stats(s.eid)
        assert stats == await build(s.primary, SeededDice(1)).views.stats(s.eid)

    run(go())


def test_a_replica_waited_for_in_vain_is_not_waited_for_again_for_a_while(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(replicas_module, "BEHIND_S", 3600.0)  # "a while", with no clock in the test

    async def go() -> None:
        s = await site()
        standby = s.standbys[0]
        standby.upto = 7
        polls: list[int] = []
        standby.on_poll = lambda: polls.append(1)
        await s.service.views.log(s.eid)
        looked = len(polls)
        assert looked >= 1
        before = served("primary_behind")
        await s.service.views.log(s.eid)  # within BEHIND_S: asked once, not waited for
        assert len(polls) == looked
        assert served("primary_behind") == before + 1
        shown = await s.service.views.state(s.eid, version=6)  # what it holds is still taken from it
        assert shown.state.version == 6
        assert standby.reads >= 3

    run(go())


def test_a_replica_that_replays_far_enough_while_waited_for_answers() -> None:
    async def go() -> None:
        s = await site(wait_s=30.0)  # the replay moves on at the first look: no timing involved
        standby = s.standbys[0]
        standby.upto = 5

        def replayed() -> None:
            standby.upto = None

        standby.on_poll = replayed
        before = served("replica_waited")
        page = await s.service.views.log(s.eid)
        assert page.events[-1].version == 12
        assert served("replica_waited") == before + 1

    run(go())


def test_a_read_that_needs_less_than_the_replica_has_takes_its_answer() -> None:
    async def go() -> None:
        s = await site()
        s.standbys[0].upto = 6
        before = served("replica")
        shown = await s.service.views.state(s.eid, version=5)  # a past state at or below its replay
        assert shown.state.version == 5
        assert shown.now.version == 12
        assert served("replica") == before + 1

    run(go())


def test_a_failed_replica_costs_no_read_and_is_left_out_for_a_while() -> None:
    async def go() -> None:
        s = await site()
        standby = s.standbys[0]
        standby.down = True
        down, failed = served("primary_down"), failures()
        page = await s.service.views.log(s.eid)
        assert page.events[-1].version == 12
        assert served("primary_down") == down + 1
        assert failures() == failed + 1
        standby.down = False
        await s.service.views.log(s.eid)  # within DOWN_S: not asked at all
        assert standby.reads == 0
        assert served("primary_down") == down + 2

    run(go())


def test_a_replica_whose_pool_is_busy_sends_that_read_to_the_primary_but_is_not_left_out() -> None:
    """The capacity run sent 73% of the replica's reads to the primary: a busy pool (``PoolBusy``)
    was taken for a replica away and left it out for ``DOWN_S``, piling its reads on the primary."""

    async def go() -> None:
        s = await site()
        standby = s.standbys[0]
        standby.busy = True
        busy, failed = served("primary_busy"), failures()
        page = await s.service.views.log(s.eid)
        assert page.events[-1].version == 12
        assert served("primary_busy") == busy + 1
        assert failures() == failed
        standby.busy = False
        before = served("replica")
        await s.service.views.log(s.eid)  # asked again at once
        assert served("replica") == before + 1

    run(go())


def test_a_replica_is_asked_again_once_its_time_out_is_over(monkeypatch: pytest.MonkeyPatch) -> None:
    async def go() -> None:
        s = await site()
        standby = s.standbys[0]
        standby.down = True
        monkeypatch.setattr(replicas_module, "DOWN_S", 0.0)
        await s.service.views.log(s.eid)
        standby.down = False
        before = served("replica")
        await s.service.views.log(s.eid)
        assert served("replica") == before + 1

    run(go())


def test_replicas_take_reads_in_turn() -> None:
    async def go() -> None:
        s = await site(standbys=2)
        for _ in range(4):
            await s.service.views.log(s.eid)
        assert [r.reads for r in s.standbys] == [2, 2]

    run(go())


def test_export_and_a_replay_reach_the_head_through_a_lagging_replica() -> None:
    async def go() -> None:
        s = await site()
        s.standbys[0].upto = 4
        lines = [line async for line in await s.service.views.export(s.eid)]
        assert len(lines) == 12
        beats = [b async for b in replay_beats(s.service.repository, s.eid, 2, 12, None, True)]
        assert beats[-1].state is not None
        assert beats[-1].state.version == 12

    run(go())


def test_a_feed_resuming_catches_up_to_the_head_through_a_lagging_replica() -> None:
    async def go() -> None:
        s = await site()
        s.standbys[0].upto = 3
        hub = Hub(s.service.views, poll_s=60)
        me = listener(GM, after=2)
        got: list[int] = []
        feed = follow(hub, s.eid, me, head=12)
        async for message in feed:
            got.append(message.version)
            if message.version == 12:
                break
        await feed.aclose()
        await hub.close()
        assert got == list(range(3, 13))

    run(go())


def test_without_replicas_every_read_is_the_primarys_and_nothing_is_counted() -> None:
    async def go() -> None:
        primary = MemoryEventStore(event_types())
        service = build(primary, SeededDice(1))
        eid = (await service.commands.create("unlit-spires", "plain", {})).state.encounter_id
        counted = [served(o) for o in ("replica", "replica_waited", "primary_behind", "primary_down")]
        await service.views.log(eid)
        assert [served(o) for o in ("replica", "replica_waited", "primary_behind", "primary_down")] == counted

    run(go())
