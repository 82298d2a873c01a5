"""The fan-out of one process (``fray.live.hub``, ``fray.live.feed``) on the in-memory store:
each listener gets every version once and in order, as its audience may see it; catch-up reads
pages, never the whole log; a listener that does not read is marked behind while the others
go on; one encoding serves every listener of an audience; presence counts the seats."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Coroutine
from typing import Any

import pytest

from fray.domain.commands import ApplyDamage, SetVisibility
from fray.domain.dice import SeededDice
from fray.live import feed as feed_module
from fray.live import hub as hub_module
from fray.live.feed import FellBehind, follow, listener
from fray.live.hub import SEND_QUEUE, Hub, Outgoing
from fray.policy.visibility import GM, SPECTATOR, player
from fray.rules.unlit_spires.commands import AddHero, AddMonster
from fray.service_layer.bootstrap import Service, build
from fray.service_layer.codecs import event_types
from fray.service_layer.ports import Committed, publish_nowhere
from fray.store.codec import RecordedEvent
from fray.store.errors import AWAY_MESSAGE, BUSY_MESSAGE, PoolBusy, StoreUnavailable
from fray.store.memory import MemoryEventStore


class PagedStore(MemoryEventStore):
    """The memory store, remembering the largest read it was asked for."""

    def __init__(self) -> None:
        super().__init__(event_types())
        self.widest = 0

    async def read_stream(self, stream_id: str, after: int = 0, to: int | None = None) -> list[RecordedEvent]:
        read = await super().read_stream(stream_id, after, to)
        self.widest = max(self.widest, len(read))
        return read


def run(coro: Coroutine[Any, Any, None]) -> None:
    asyncio.run(asyncio.wait_for(coro, 30))


async def setup(events: int = 0) -> tuple[PagedStore, Service, Hub, str]:
    """An encounter with Bruce and ``events`` more damage events; a hub whose commits reach it."""
    store = PagedStore()
    hub: Hub | None = None

    async def publish(committed: Committed) -> None:
        if hub is not None:
            hub.committed(committed.events, committed.state, committed.head)

    encounters = build(store, SeededDice(1), publish)
    eid = (await encounters.commands.create("unlit-spires", "hub", {})).state.encounter_id
    await encounters.commands.handle(eid, AddHero(preset="bruce"))
    for _ in range(events):
        await encounters.commands.handle(eid, ApplyDamage(target_id="bruce", amount=0))
    hub = Hub(encounters.views, poll_s=0.05)
    return store, encounters, hub, eid


async def concealed_zombie(encounters: Service, eid: str) -> tuple[str, int]:
    """Add a zombie concealed from players and spectators: its id and the version after."""
    await encounters.commands.handle(eid, AddMonster(preset="grey_tide_zombie"))
    zombie = next(c for c in ((await encounters.views.current(eid)).state).combatants if c != "bruce")
    done = await encounters.commands.handle(eid, SetVisibility(combatant_ids=(zombie,), concealed=True))
    return zombie, done.version


async def take(feed: Any, count: int) -> list[Outgoing]:
    return [await anext(feed) for _ in range(count)]


def test_catch_up_reads_pages_then_goes_live_with_every_version_once_in_order() -> None:
    async def go() -> None:
        store, encounters, hub, eid = await setup(events=2 * hub_module.PAGE + 50)
        head = await encounters.views.stream_versions([eid])
        feed = follow(hub, eid, listener(GM, 0), head[eid])
        caught = await take(feed, head[eid])
        assert [m.version for m in caught] == list(range(1, head[eid] + 1))
        assert store.widest <= hub_module.PAGE  # never the whole log in one read
        await encounters.commands.handle(eid, ApplyDamage(target_id="bruce", amount=1))
        live = await anext(feed)
        assert (live.kind, live.version) == ("event", head[eid] + 1)
        assert json.loads(live.text)["data"]["amount"] == 1
        await feed.aclose()
        assert hub.rooms == {}  # the last listener out closed the room
        await hub.close()

    run(go())


def test_a_listener_that_does_not_read_falls_behind_and_the_others_get_everything() -> None:
    async def go() -> None:
        _, encounters, hub, eid = await setup()
        slow, quick = listener(GM, 2), listener(GM, 2)
        slow_feed, quick_feed = follow(hub, eid, slow, 2), follow(hub, eid, quick, 2)
        count = SEND_QUEUE + 10
        got: list[int] = []

        async def read_all() -> None:
            while len(got) < count:
                got.append((await anext(quick_feed)).version)

        reader = asyncio.ensure_future(read_all())
        first = asyncio.ensure_future(anext(slow_feed))  # takes one message, then reads no more
        await asyncio.sleep(0.05)
        for _ in range(count):
            await encounters.commands.handle(eid, ApplyDamage(target_id="bruce", amount=0))
            await asyncio.sleep(0.001)  # the memory store never yields: let the room and the reader run
        await asyncio.wait_for(reader, 10)
        assert got == list(range(3, 3 + count))  # the reader got every version once, in order
        assert slow.behind and not quick.behind
        assert slow.queue.qsize() == SEND_QUEUE  # bounded: what was queued, never more
        seen = [(await first).version]
        try:
            while True:
                seen.append((await anext(slow_feed)).version)
        except FellBehind as exc:
            assert exc.version == seen[-1] == 3  # it ends at once, saying where to resume
        await quick_feed.aclose()
        await hub.close()

    run(go())


def test_one_encoding_per_audience_and_each_audience_sees_its_own() -> None:
    async def go() -> None:
        _, encounters, hub, eid = await setup()
        zombie, head = await concealed_zombie(encounters, eid)
        gm_a, gm_b, watcher = listener(GM, head), listener(GM, head), listener(SPECTATOR, head)
        feeds = [follow(hub, eid, one, head) for one in (gm_a, gm_b, watcher)]
        pending = [asyncio.ensure_future(anext(f)) for f in feeds]
        await asyncio.sleep(0.05)
        await encounters.commands.handle(eid, ApplyDamage(target_id=zombie, amount=1))  # about a concealed one
        await encounters.commands.handle(eid, ApplyDamage(target_id="bruce", amount=1))
        first = [await p for p in pending]
        assert first[0].text is first[1].text  # the GM's two feeds share one string
        assert (first[0].kind, first[2].kind) == ("event", "hidden")  # the spectator sees a placeholder
        assert zombie not in first[2].text and first[2].version == first[0].version
        second = [await anext(f) for f in feeds]
        assert [m.kind for m in second] == ["event"] * 3 and second[0].text is second[1].text
        for f in feeds:
            await f.aclose()
        await hub.close()

    run(go())


def test_a_gap_is_read_from_the_store_and_the_watcher_finds_what_no_one_published() -> None:
    async def go() -> None:
        _, encounters, hub, eid = await setup()
        quiet = build(encounters.repository.store, SeededDice(2), publish_nowhere)  # another process, no Redis
        me = listener(GM, 2)
        feed = follow(hub, eid, me, 2)
        pending = asyncio.ensure_future(anext(feed))
        await asyncio.sleep(0.01)
        await quiet.commands.handle(eid, ApplyDamage(target_id="bruce", amount=1))  # version 3, never published
        assert (await pending).version == 3  # the watcher (every 0.05 s here) read it
        await quiet.commands.handle(eid, ApplyDamage(target_id="bruce", amount=1))  # 4, not published either
        done = await encounters.commands.handle(eid, ApplyDamage(target_id="bruce", amount=1))  # 5, published
        assert done.version == 5
        assert [(await anext(feed)).version for _ in range(2)] == [4, 5]
        await feed.aclose()
        await hub.close()

    run(go())


def test_presence_counts_the_seats_and_hides_concealed_combatants_from_players() -> None:
    async def go() -> None:
        _, encounters, hub, eid = await setup()
        zombie, head = await concealed_zombie(encounters, eid)
        gm = listener(GM, head, with_presence=True)
        gm_feed = follow(hub, eid, gm, head)
        first = asyncio.ensure_future(anext(gm_feed))
        await asyncio.sleep(0.2)  # its presence is announced (changes gather for PRESENCE_SETTLE_S)
        bruce = listener(player("bruce"), head, with_presence=True)
        spy = listener(player(zombie), head, with_presence=True)  # a seat on the concealed one
        bruce_feed, spy_feed = follow(hub, eid, bruce, head), follow(hub, eid, spy, head)
        told = [asyncio.ensure_future(anext(bruce_feed)), asyncio.ensure_future(anext(spy_feed))]
        await asyncio.sleep(0.2)  # both joined and announced in one presence message
        assert json.loads((await first).text)["connected"] == [{"role": "gm", "combatant_ids": [], "connections": 1}]
        latest = None
        while not gm.queue.empty():
            latest = json.loads((await anext(gm_feed)).text)
        assert (
            latest is not None
            and {"role": "player", "combatant_ids": [zombie], "connections": 1} in latest["connected"]
        )
        seen_by_bruce = json.loads((await told[0]).text)
        while not bruce.queue.empty():
            seen_by_bruce = json.loads((await anext(bruce_feed)).text)
        assert zombie not in json.dumps(seen_by_bruce)
        assert seen_by_bruce["connected"] == [
            {"role": "gm", "combatant_ids": [], "connections": 1},
            {"role": "player", "combatant_ids": ["bruce"], "connections": 1},
        ]
        for f in (gm_feed, bruce_feed, spy_feed):
            await f.aclose()
        told[1].cancel()
        await hub.close()

    run(go())


def test_a_catch_up_read_that_finds_the_pool_busy_is_asked_again_and_an_outage_is_not(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 23's capacity run: a catch-up read that found every pooled connection busy ended
    the feed (4503), and thousands of clients reconnected into the same queue. A busy pool is
    asked again (``fray.live.feed.patient``) up to ``BUSY_PATIENCE_S``; a database that is away
    still ends the feed at once."""

    async def go() -> None:
        _, encounters, hub, eid = await setup(events=3)
        head = (await encounters.views.stream_versions([eid]))[eid]
        real = hub.source.read_stream
        refusals = {"busy": 3, "away": 0}

        async def refusing(*args: Any, **kwargs: Any) -> list[RecordedEvent]:
            if refusals["busy"]:
                refusals["busy"] -= 1
                raise PoolBusy(BUSY_MESSAGE)
            if refusals["away"]:
                raise StoreUnavailable(AWAY_MESSAGE)
            return await real(*args, **kwargs)

        monkeypatch.setattr(feed_module, "BUSY_PAUSE_S", 0.01)
        monkeypatch.setattr(hub.source, "read_stream", refusing)
        caught = await take(follow(hub, eid, listener(GM, 0), head), head)
        assert [m.version for m in caught] == list(range(1, head + 1)) and refusals["busy"] == 0

        refusals["away"] = 1
        with pytest.raises(StoreUnavailable) as away:
            await anext(follow(hub, eid, listener(GM, 0), head))
        assert not isinstance(away.value, PoolBusy)

        refusals["busy"], refusals["away"] = 10**6, 0  # busy for longer than the patience
        monkeypatch.setattr(feed_module, "BUSY_PATIENCE_S", 0.05)
        with pytest.raises(PoolBusy):
            await anext(follow(hub, eid, listener(GM, 0), head))

    run(go())


def test_a_sink_takes_live_messages_until_it_refuses_then_the_queue_does_until_it_is_empty_again() -> None:
    """A feed whose transport writes frames itself (``follow(..., sink=…)``): the room hands
    each live message to the sink; one refused (too much unsent) is queued with what follows
    and yielded in order; once the queue is empty the sink takes messages again. Every
    version arrives once, in order, across the two ways; an overflow while detached is
    ``FellBehind`` at the last version the sink took."""

    async def go() -> None:
        _, encounters, hub, eid = await setup()
        me = listener(GM, 2)
        written: list[int] = []
        refusing = False

        def sink(message: Outgoing) -> bool:
            if refusing:
                return False
            written.append(message.version)
            return True

        feed = follow(hub, eid, me, 2, sink=sink)
        pending = asyncio.ensure_future(anext(feed))  # caught up (nothing): it waits on the sink
        await asyncio.sleep(0.05)

        async def command() -> None:
            await encounters.commands.handle(eid, ApplyDamage(target_id="bruce", amount=1))
            await asyncio.sleep(0.01)  # the memory store never yields: let the room run

        for _ in range(3):
            await command()
        assert written == [3, 4, 5] and not pending.done() and me.queue.empty()
        refusing = True
        for _ in range(2):
            await command()
        yielded = [(await asyncio.wait_for(pending, 5)).version]
        refusing = False
        yielded.append((await asyncio.wait_for(anext(feed), 5)).version)
        assert yielded == [6, 7] and written == [3, 4, 5]  # the refused one and the next, from the queue
        pending = asyncio.ensure_future(anext(feed))
        await command()
        assert written == [3, 4, 5, 8] and not pending.done()  # the queue is empty: the sink again
        refusing = True
        for _ in range(SEND_QUEUE + 1):
            await encounters.commands.handle(eid, ApplyDamage(target_id="bruce", amount=1))
        await asyncio.sleep(0.05)
        assert me.behind and me.queue.qsize() == SEND_QUEUE  # bounded, as without a sink
        with pytest.raises(FellBehind) as ended:
            await asyncio.wait_for(pending, 5)
        assert ended.value.version == 8  # the last version the sink took
        await hub.close()

    run(go())


def test_a_feed_that_reconnects_at_once_is_told_who_is_connected_though_nothing_changed() -> None:
    """A feed is counted from when it opens, so the one that replaces a feed of the same
    reader within one announcement (a page reconnecting) changes nothing: it is told all the
    same, once, and the feeds told before are not told again."""

    async def go() -> None:
        _, _, hub, eid = await setup()
        gm = listener(GM, 2, with_presence=True)
        gm_feed = follow(hub, eid, gm, 2)
        first = asyncio.ensure_future(anext(gm_feed))
        bruce = listener(player("bruce"), 2, with_presence=True)
        bruce_feed = follow(hub, eid, bruce, 2)
        told = asyncio.ensure_future(anext(bruce_feed))
        await asyncio.sleep(0.2)
        assert json.loads((await first).text)["kind"] == "presence" and (await told).kind == "presence"
        while gm.waiting():
            await anext(gm_feed)
        await bruce_feed.aclose()  # the page reconnects at once, with the same token
        again = listener(player("bruce"), 2, with_presence=True)
        again_feed = follow(hub, eid, again, 2)
        retold = asyncio.ensure_future(anext(again_feed))
        await asyncio.sleep(0.2)
        message = json.loads((await asyncio.wait_for(retold, 5)).text)
        assert message["kind"] == "presence" and len(message["connected"]) == 2
        assert not gm.waiting()  # nothing changed for the GM: not told again
        for f in (gm_feed, again_feed):
            await f.aclose()
        await hub.close()

    run(go())


def test_a_feed_that_read_the_last_event_while_catching_up_gets_its_state_once() -> None:
    """At the catch-up's end a feed may already have read from the store the event the room
    is about to deliver: it sends its own state after the catch-up, and the room, which skips
    the event for it, sends it no second state at that version."""

    async def go() -> None:
        _, encounters, hub, eid = await setup()
        await encounters.commands.handle(eid, ApplyDamage(target_id="bruce", amount=1))  # version 3: no room yet
        me = listener(GM, 2, with_state=True)
        feed = follow(hub, eid, me, 2)
        got = [await anext(feed), await anext(feed)]  # event 3 from the store, then the state at 3
        room = hub.rooms[eid]
        assert room.head == 2  # the room has not delivered 3 yet: its commit came before the room
        committed = await encounters.views.current(eid)
        await room.receive(await hub.source.read_stream(eid, after=2), committed)
        await encounters.commands.handle(eid, ApplyDamage(target_id="bruce", amount=1))
        await asyncio.sleep(0.05)
        got += [await asyncio.wait_for(anext(feed), 5), await asyncio.wait_for(anext(feed), 5)]
        assert [(m.kind, m.version) for m in got] == [("event", 3), ("state", 3), ("event", 4), ("state", 4)]
        await feed.aclose()
        await hub.close()

    run(go())
