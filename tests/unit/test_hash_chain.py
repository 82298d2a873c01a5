"""The hash chain (``fray.store.chain``): each event's hash covers its content, its kept
metadata and its salt, chained to the one before; never its id, position or time."""

from __future__ import annotations

import asyncio
import hashlib
import json

import msgspec

from fray.domain.events import DamageTaken, EncounterCreated
from fray.service_layer.codecs import event_types
from fray.store.chain import GENESIS, StoredRow, canonical, link, verify
from fray.store.codec import Metadata
from fray.store.memory import MemoryEventStore


def _rows() -> list[StoredRow]:
    store = MemoryEventStore(event_types())

    async def go() -> list[StoredRow]:
        await store.append(
            "s",
            0,
            [EncounterCreated(encounter_id="s", ruleset="unlit-spires", name="t")],
            Metadata(command_id="c1", command_type="create_encounter", idempotency_key="k", command_hash="h"),
        )
        await store.append(
            "s",
            1,
            [DamageTaken(combatant_id="x", amount=3), DamageTaken(combatant_id="x", amount=4)],
            Metadata(command_id="c2", actor="gm"),
        )
        return await store.read_raw("s")

    return asyncio.run(go())


def test_each_hash_is_sha256_of_the_previous_and_the_canonical_content() -> None:
    rows = _rows()
    first = rows[0]
    assert first.salt is not None and len(bytes.fromhex(first.salt)) == 16
    body = canonical(
        first.type,
        first.schema_version,
        bytes(first.data),
        {"command_id": "c1", "command_type": "create_encounter"},
        bytes.fromhex(first.salt),
    )
    assert hashlib.sha256(GENESIS + body).hexdigest() == first.hash
    kept = json.loads(body)["metadata"]  # neither the Idempotency-Key nor the command fingerprint
    assert kept == {"command_id": "c1", "command_type": "create_encounter"}
    second = rows[1]
    assert (
        second.hash
        == link(
            bytes.fromhex(first.hash or ""),
            second.type,
            second.schema_version,
            bytes(second.data),
            {"command_id": "c2", "actor": "gm"},
            bytes.fromhex(second.salt or ""),
        ).hex()
    )
    assert verify(rows).ok and verify(rows).head_hash == rows[-1].hash and verify(rows).chained_from == 1


def test_a_changed_payload_salt_or_metadata_breaks_the_chain_at_that_event() -> None:
    rows = _rows()
    changed = msgspec.Raw(bytes(rows[1].data).replace(b"3", b"9"))
    for bad in (
        msgspec.structs.replace(rows[1], data=changed),
        msgspec.structs.replace(rows[1], salt="00" * 16),
        msgspec.structs.replace(rows[1], metadata={"command_id": "c2", "actor": "someone else"}),
    ):
        report = verify([rows[0], bad, rows[2]])
        assert not report.ok and report.broken_at == 2
    report = verify([rows[0], rows[2]])  # an event taken out
    assert not report.ok and report.broken_at == 3 and "missing" in report.detail
    renumbered = msgspec.structs.replace(rows[2], version=2)
    report = verify([rows[0], renumbered])  # and the gap closed: its hash no longer follows
    assert not report.ok and report.broken_at == 2


def test_the_hash_ignores_key_order_spacing_id_position_and_time() -> None:
    rows = _rows()
    spaced = json.dumps(json.loads(bytes(rows[1].data)), indent=3, sort_keys=False)[::1]
    reordered = msgspec.structs.replace(
        rows[1],
        data=msgspec.Raw(spaced.encode()),
        metadata={"actor": "gm", "command_id": "c2", "idempotency_key": "other"},
        recorded_at=None,
    )
    assert verify([rows[0], reordered, rows[2]]).ok


def test_events_before_the_chain_start_none_and_a_gap_after_it_breaks_it() -> None:
    rows = _rows()
    old = [msgspec.structs.replace(r, salt=None, hash=None, version=i) for i, r in enumerate(rows[:2], start=1)]
    rechained: list[StoredRow] = []
    previous = GENESIS
    for r in rows:  # the same events chained from the third on
        v = len(old) + len(rechained) + 1
        previous = link(previous, r.type, r.schema_version, bytes(r.data), {"command_id": "c2"}, bytes(16))
        rechained.append(
            StoredRow(
                version=v,
                type=r.type,
                schema_version=r.schema_version,
                data=r.data,
                metadata={"command_id": "c2"},
                salt=bytes(16).hex(),
                hash=previous.hex(),
            )
        )
    report = verify(old + rechained)
    assert report.ok and report.chained_from == 3 and report.events == 5
    report = verify([*old, rechained[0], msgspec.structs.replace(old[0], version=4)])
    assert not report.ok and report.broken_at == 4 and "no hash" in report.detail
