"""The ``EventStore`` contract (``fray.store.protocol``), written once and run against every
adapter: PostgreSQL in ``tests/integration/test_event_store.py``, memory in
``tests/unit/test_memory_store.py``. A subclass provides the ``open_store`` fixture: a callable
returning an async context manager that yields a store on an empty-or-shared log, decoding with
the given event registry (``EventTypes``; the service's own when none is given)."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from typing import Any, ClassVar

import msgspec
import pytest

from fray.domain.events import FIRST_CLASS_VERSION, DamageTaken, EncounterCreated, TurnStarted, Upcaster
from fray.rules.registry import RULESETS, event_classes
from fray.store.chain import StoredRow
from fray.store.chain import verify as verify_chain
from fray.store.codec import EventTypes, Metadata
from fray.store.errors import IdempotencyKeyReused, InvalidText, StreamVersionConflict
from fray.store.protocol import EventStore

OpenStore = Callable[..., AbstractAsyncContextManager[EventStore]]
"""``open_store(types=None)``: a store decoding with ``types`` (the service's registry when None)."""


def run(coro: Any) -> Any:
    return asyncio.run(coro)


def created(sid: str) -> EncounterCreated:
    return EncounterCreated(encounter_id=sid, ruleset="unlit-spires", name="t")


def hit(n: int) -> DamageTaken:
    return DamageTaken(combatant_id="bruce", amount=n)


def new_id() -> str:
    return str(uuid.uuid4())


def _notes(payload: dict[str, Any]) -> dict[str, Any]:
    """Version 5 → 6 of the made-up ``DamageTakenNoted``: the ``note`` is also the first of
    its ``notes``."""
    payload["notes"] = [payload["note"]] if payload.get("note") else []
    return payload


class DamageTakenNoted(DamageTaken, tag="damage_taken", frozen=True):
    """``damage_taken`` as if its shape had changed (version 6: a list of ``notes``), written
    under the same tag so that a reader of the whole log with today's registry reads these
    rows too (the new field skipped)."""

    class_version: ClassVar[int] = 6
    upcasters: ClassVar[dict[int, Upcaster]] = {5: _notes}

    notes: tuple[str, ...] = ()


def bumped_types() -> EventTypes:
    """The service's registry with ``damage_taken`` at version 6 (``DamageTakenNoted``)."""
    extra: dict[tuple[str, int], list[Upcaster]] = {}
    for r in RULESETS.values():
        for key, ups in r.upcasters.items():
            extra.setdefault(key, []).extend(ups)
    return EventTypes([DamageTakenNoted if c is DamageTaken else c for c in event_classes()], extra)


class EventStoreContract:
    """Every adapter passes these."""

    def test_append_then_read_back_in_version_order(self, open_store: OpenStore) -> None:
        async def go() -> None:
            async with open_store() as store:
                sid = new_id()
                first = await store.append(sid, 0, [created(sid)], Metadata())
                second = await store.append(sid, 1, [hit(3), hit(4)], Metadata(actor="gm"))
                assert [e.version for e in first.events + second.events] == [1, 2, 3]
                assert second.version == 3 and not second.replayed
                read = await store.read_stream(sid)
                assert [e.data for e in read] == [created(sid), hit(3), hit(4)]
                assert read == first.events + second.events  # what append returns is what is stored
                assert [e.version for e in await store.read_stream(sid, after=1, to=2)] == [2]
                assert read[1].metadata.actor == "gm"
                assert await store.stream_version(sid) == 3
                assert await store.read_stream(new_id()) == []
                assert await store.stream_version(new_id()) == 0

        run(go())

    def test_stream_versions_reads_many_heads_at_once(self, open_store: OpenStore) -> None:
        async def go() -> None:
            async with open_store() as store:
                one, two, none = new_id(), new_id(), new_id()
                await store.append(one, 0, [created(one), hit(1)], Metadata())
                await store.append(two, 0, [created(two)], Metadata())
                assert await store.stream_versions([one, two, none]) == {one: 2, two: 1}
                assert await store.stream_versions([]) == {}

        run(go())

    def test_wrong_expected_version_is_a_typed_conflict_and_writes_nothing(self, open_store: OpenStore) -> None:
        async def go() -> None:
            async with open_store() as store:
                sid = new_id()
                await store.append(sid, 0, [created(sid)], Metadata())
                with pytest.raises(
                    StreamVersionConflict, match=r"is at version 1, not 0: someone else changed it"
                ) as behind:
                    await store.append(sid, 0, [hit(1)], Metadata())
                assert (behind.value.expected, behind.value.actual) == (0, 1)
                with pytest.raises(
                    StreamVersionConflict, match="is at version 1, not 3"
                ) as ahead:  # no gap can be made
                    await store.append(sid, 3, [hit(1)], Metadata())
                assert (ahead.value.expected, ahead.value.actual) == (3, 1)
                with pytest.raises(StreamVersionConflict, match="is at version 0, not 1"):
                    await store.append(new_id(), 1, [hit(1)], Metadata())
                assert await store.stream_version(sid) == 1

        run(go())

    def test_empty_appends_and_nul_text_are_refused(self, open_store: OpenStore) -> None:
        async def go() -> None:
            async with open_store() as store:
                sid = new_id()
                with pytest.raises(ValueError, match=r"^append needs at least one event$"):
                    await store.append(sid, 0, [], Metadata())
                with pytest.raises(InvalidText, match=r"PostgreSQL cannot store \(the NUL character \\u0000\)"):
                    nul = EncounterCreated(encounter_id=sid, ruleset="x", name="a\x00b")
                    await store.append(sid, 0, [nul], Metadata())
                assert await store.stream_version(sid) == 0

        run(go())

    def test_two_writers_at_the_same_version_exactly_one_wins(self, open_store: OpenStore) -> None:
        async def go() -> None:
            async with open_store() as store:
                sid = new_id()
                await store.append(sid, 0, [created(sid)], Metadata())
                results = await asyncio.gather(
                    *(store.append(sid, 1, [hit(n), hit(n)], Metadata()) for n in range(1, 9)),
                    return_exceptions=True,
                )
                wins = [r for r in results if not isinstance(r, BaseException)]
                losses = [r for r in results if isinstance(r, StreamVersionConflict)]
                assert len(wins) == 1 and len(losses) == 7
                assert all(loss.actual == 3 for loss in losses)
                events = await store.read_stream(sid)
                assert [e.version for e in events] == [1, 2, 3]  # no lost, no duplicated event
                assert events[1:] == wins[0].events

        run(go())

    def test_a_follower_of_the_global_order_never_skips_an_event(self, open_store: OpenStore) -> None:
        async def go() -> None:
            async with open_store() as store:
                sids = [new_id() for _ in range(6)]
                await store.append(sids[0], 0, [created(sids[0])], Metadata())
                start = (await store.read_stream(sids[0]))[0].position

                async def writer(sid: str, first: int) -> None:
                    if first == 0:
                        await store.append(sid, 0, [created(sid)], Metadata())
                    for v in range(1, 10):
                        await store.append(sid, v, [hit(v)], Metadata())

                seen: list[tuple[str, int]] = []

                async def follower() -> None:  # reads while writers commit
                    last = start
                    while len(seen) < 59:
                        for e in await store.read_all(after_position=last):
                            if e.stream_id in sids:
                                seen.append((e.stream_id, e.version))
                            last = e.position
                        await asyncio.sleep(0)

                await asyncio.wait_for(
                    asyncio.gather(follower(), *(writer(s, 1 if s == sids[0] else 0) for s in sids)), 60
                )
                everything = [
                    (e.stream_id, e.version)
                    for e in await store.read_all(after_position=start, limit=100_000)
                    if e.stream_id in sids
                ]
                assert seen == everything and len(set(seen)) == 59
                for sid in sids:
                    assert [v for s, v in everything if s == sid] == list(range(2 if sid == sids[0] else 1, 11))

        run(go())

    def test_read_all_refuses_a_position_no_event_has(self, open_store: OpenStore) -> None:
        async def go() -> None:
            async with open_store() as store:
                with pytest.raises(ValueError, match=rf"^no event has position {2**62}$"):
                    await store.read_all(after_position=2**62)

        run(go())

    def test_idempotency_key_returns_the_first_append(self, open_store: OpenStore) -> None:
        async def go() -> None:
            async with open_store() as store:
                sid = new_id()
                await store.append(sid, 0, [created(sid)], Metadata())
                key = f"key-{uuid.uuid4()}"
                meta = Metadata(idempotency_key=key, command_hash="abc")
                first = await store.append(sid, 1, [hit(5), hit(1)], meta)
                assert await store.find_idempotent(key) == first.events
                again = await store.append(sid, 3, [hit(6)], meta)  # the retry at the new version
                assert again.replayed and again.events == first.events
                stale = await store.append(sid, 1, [hit(6)], meta)  # the key wins over the version
                assert stale.replayed and stale.events == first.events
                assert await store.stream_version(sid) == 3
                with pytest.raises(IdempotencyKeyReused, match=f"{key}' was already used for another request"):
                    await store.append(sid, 3, [hit(6)], Metadata(idempotency_key=key, command_hash="other"))
                other = new_id()
                await store.append(other, 0, [created(other)], Metadata())
                with pytest.raises(IdempotencyKeyReused, match="unique across all encounters"):
                    await store.append(other, 1, [hit(6)], meta)
                assert await store.stream_version(other) == 1
                assert await store.find_idempotent(f"unused-{uuid.uuid4()}") == []

        run(go())

    def test_concurrent_commands_with_one_key_append_once(self, open_store: OpenStore) -> None:
        async def go() -> None:
            async with open_store() as store:
                sid = new_id()
                await store.append(sid, 0, [created(sid)], Metadata())
                meta = Metadata(idempotency_key=f"key-{uuid.uuid4()}", command_hash="abc")
                results = await asyncio.gather(*(store.append(sid, 1, [hit(n)], meta) for n in range(6)))
                assert sum(not r.replayed for r in results) == 1
                assert len({tuple(e.event_id for e in r.events) for r in results}) == 1
                assert await store.stream_version(sid) == 2

        run(go())

    def test_a_failed_append_uses_no_key(self, open_store: OpenStore) -> None:
        async def go() -> None:
            async with open_store() as store:
                sid = new_id()
                await store.append(sid, 0, [created(sid)], Metadata())
                meta = Metadata(idempotency_key=f"key-{uuid.uuid4()}", command_hash="abc")
                with pytest.raises(StreamVersionConflict, match="is at version 1, not 5"):
                    await store.append(sid, 5, [hit(1)], meta)
                assert await store.find_idempotent(meta.idempotency_key or "") == []
                assert not (await store.append(sid, 1, [hit(1)], meta)).replayed

        run(go())

    def test_newest_streams_first(self, open_store: OpenStore) -> None:
        async def go() -> None:
            async with open_store() as store:
                sids = [new_id() for _ in range(3)]
                for sid in sids:
                    await store.append(sid, 0, [created(sid)], Metadata())
                    await store.append(sid, 1, [hit(1)], Metadata())
                newest = await store.list_streams(3)
                assert [e.stream_id for e in newest] == sids[::-1]
                assert all(e.version == 1 for e in newest)
                await store.ping()

        run(go())

    def test_every_append_chains_its_events_and_the_rows_verify(self, open_store: OpenStore) -> None:
        async def go() -> None:
            async with open_store() as store:
                sid = new_id()
                first = await store.append(sid, 0, [created(sid)], Metadata(command_id="a"))
                second = await store.append(sid, 1, [hit(2), hit(3)], Metadata(command_id="b"))
                events = first.events + second.events
                assert all(e.salt and len(e.salt) == 32 and e.hash and len(e.hash) == 64 for e in events)
                assert len({e.salt for e in events}) == 3
                assert [e.hash for e in await store.read_stream(sid)] == [e.hash for e in events]
                rows = await store.read_raw(sid)
                report = verify_chain(rows)
                assert report.ok and report.head_hash == events[-1].hash and report.chained_from == 1
                assert [r.schema_version for r in rows] == [FIRST_CLASS_VERSION] * 3

        run(go())

    def test_each_event_is_written_at_its_own_types_version_and_old_ones_are_upcast(
        self, open_store: OpenStore
    ) -> None:
        """One type's bump (``DamageTakenNoted``) changes only its own rows: in one append,
        through the keyed statement and through group commit, each row is stored at its type's
        version and the chain covers it; a row stored at 5 before the bump reads upcast."""
        types = bumped_types()

        def noted(note: str) -> DamageTakenNoted:
            return DamageTakenNoted(combatant_id="bruce", amount=2, note=note, notes=(note,))

        async def go() -> None:
            async with open_store(types) as store:
                sid = new_id()
                old = msgspec.json.encode({"type": "damage_taken", "combatant_id": "bruce", "amount": 1, "note": "o"})
                created_row = StoredRow(
                    version=1,
                    type="encounter_created",
                    schema_version=5,
                    data=msgspec.Raw(msgspec.json.encode(created(sid))),
                    metadata={},
                )
                before = StoredRow(version=2, type="damage_taken", schema_version=5, data=msgspec.Raw(old), metadata={})
                await store.import_stream(sid, [created_row, before])
                turn = TurnStarted(round=1, combatant_id="bruce")
                await store.append(sid, 2, [noted("a"), turn], Metadata(command_id="k", idempotency_key=new_id()))
                others = [new_id() for _ in range(4)]
                await asyncio.gather(*(store.append(o, 0, [created(o), noted(o), turn], Metadata()) for o in others))
                rows = await store.read_raw(sid)
                assert [(r.type, r.schema_version) for r in rows] == [
                    ("encounter_created", 5),
                    ("damage_taken", 5),
                    ("damage_taken", 6),
                    ("turn_started", 5),
                ]
                report = verify_chain(rows)
                assert report.ok and report.chained_from == 3
                read = [e.data for e in await store.read_stream(sid)]
                upcast = DamageTakenNoted(combatant_id="bruce", amount=1, note="o", notes=("o",))
                assert read == [created(sid), upcast, noted("a"), turn]
                for o in others:
                    assert [r.schema_version for r in await store.read_raw(o)] == [5, 6, 5]
                    assert [e.data for e in await store.read_stream(o)] == [created(o), noted(o), turn]

        run(go())

    def test_entries_carry_only_the_payloads_asked_for(self, open_store: OpenStore) -> None:
        async def go() -> None:
            async with open_store() as store:
                sid = new_id()
                await store.append(sid, 0, [created(sid)], Metadata(command_id="a", command_type="create_encounter"))
                await store.append(sid, 1, [hit(2)], Metadata(command_id="b", actor="gm"))
                entries = await store.read_entries(sid, ("damage_taken",))
                assert [(e.version, e.type, e.metadata.command_id) for e in entries] == [
                    (1, "encounter_created", "a"),
                    (2, "damage_taken", "b"),
                ]
                assert entries[0].data is None and entries[1].data == hit(2)
                assert await store.read_entries(new_id(), ("damage_taken",)) == []

        run(go())

    def test_an_imported_stream_keeps_its_rows_and_later_appends_chain_on(self, open_store: OpenStore) -> None:
        async def go() -> None:
            async with open_store() as store:
                source = new_id()
                await store.append(source, 0, [created(source)], Metadata(command_id="a"))
                await store.append(source, 1, [hit(4)], Metadata(command_id="b"))
                rows = await store.read_raw(source)
                target = new_id()
                assert await store.import_stream(target, rows) == 2
                assert [(r.data, r.hash, r.salt) for r in await store.read_raw(target)] == [
                    (r.data, r.hash, r.salt) for r in rows
                ]
                with pytest.raises(StreamVersionConflict, match="is at version 2, not 0"):
                    await store.import_stream(target, rows)
                more = await store.append(target, 2, [hit(1)], Metadata(command_id="c"))
                assert verify_chain(await store.read_raw(target)).head_hash == more.events[0].hash
                assert [e.data for e in await store.read_stream(target)] == [created(source), hit(4), hit(1)]

        run(go())
