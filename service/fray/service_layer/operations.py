"""The operator's commands behind ``fray export``, ``import``, ``verify``, ``rebuild`` and ``stats``:
each works on the database directly (``FRAY_DATABASE_URL``, else the embedded one), through
the same service layer the API uses, and never writes an event but an import's.

``rebuild`` folds every encounter's snapshots again from its log, one every
``SNAPSHOT_EVERY`` events, each from the ones it made before (as a load would), and checks each
rebuilt state against a full fold from version 1 before keeping it.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import BinaryIO

import msgspec

from fray.domain.dice import SecureDice
from fray.domain.fight_stats import FightStats
from fray.domain.history import replay
from fray.rules.registry import get_ruleset
from fray.service_layer.bootstrap import Service, build
from fray.service_layer.codecs import event_types
from fray.service_layer.snapshots import SNAPSHOT_EVERY
from fray.service_layer.transfer import Imported
from fray.store.chain import ChainReport
from fray.store.event_store import PostgresEventStore
from fray.store.pooled import connection_pool
from fray.store.signing import Signer
from fray.store.snapshot_store import PostgresSnapshots

CHUNK = 64 * 1024
PAGE_EVERY = 500
"""An export reports its progress every this many lines."""


def _ignore(done: int) -> None:
    """A progress callback that shows nothing."""


class Operations:
    """The service layer on one database, for the operator's commands."""

    def __init__(self, service: Service, snapshots: PostgresSnapshots) -> None:
        self.service = service
        self.snapshots = snapshots

    async def encounter_ids(self) -> list[str]:
        """Every encounter's id, oldest first."""
        return [e.stream_id for e in reversed(await self.service.views.newest(limit=2**31 - 1))]

    async def head(self, encounter_id: str) -> int:
        """The encounter's version (its number of events); 0 when there is no such encounter."""
        return (await self.service.views.stream_versions([encounter_id])).get(encounter_id, 0)

    async def export(self, encounter_id: str, out: BinaryIO, progress: Callable[[int], None] = _ignore) -> int:
        """Write the encounter's log to ``out`` as JSON Lines; how many events. Calls
        ``progress(events written)`` as it goes (every ``PAGE_EVERY`` lines). Raises
        ``EncounterNotFound``."""
        n = 0
        async for line in await self.service.views.export(encounter_id):
            out.write(line)
            n += 1
            if n % PAGE_EVERY == 0:
                progress(n)
        progress(n)
        return n

    async def import_file(self, path: Path, progress: Callable[[int], None] = _ignore) -> Imported:
        """Import the exported log in ``path`` (read a chunk at a time); calls ``progress(bytes
        read)`` after each chunk. Raises ``ImportRefused``, ``EncounterExists``."""

        async def chunks() -> AsyncIterator[bytes]:
            done = 0
            with path.open("rb") as f:
                while chunk := f.read(CHUNK):
                    done += len(chunk)
                    yield chunk
                    progress(done)

        return await self.service.commands.import_log(chunks())

    async def verify(self, encounter_id: str) -> ChainReport:
        """Recompute the encounter's hash chain and check its events' signatures; then check
        its snapshots' (``SnapshotRow.trusted``): one whose signature does not check makes
        the report not ``ok`` (loads ignore it, yet someone wrote it), unsigned ones are
        counted in the detail. Raises ``EncounterNotFound``."""
        report = await self.service.views.verify(encounter_id)
        unsigned, bad = await self.snapshots.untrusted(encounter_id)
        if bad:
            detail = (
                f"{report.detail}; {bad} snapshot(s) carry a signature that does not check with this "
                "server's key: forged (loads ignore them; fray rebuild replaces them)"
            )
            return msgspec.structs.replace(report, ok=False, detail=detail)
        if unsigned:
            detail = f"{report.detail}; {unsigned} unsigned snapshot(s), ignored by loads (fray rebuild replaces them)"
            return msgspec.structs.replace(report, detail=detail)
        return report

    async def stats(self, encounter_id: str) -> FightStats:
        """The encounter's fight statistics. Raises ``EncounterNotFound``."""
        return await self.service.views.stats(encounter_id)

    async def rebuild(self, encounter_id: str, progress: Callable[[int, int], None]) -> int:
        """Drop the encounter's snapshots and make them again (see the module); calls
        ``progress(done, total)`` in events as it goes. Returns how many it made. Raises
        ``RuntimeError`` naming the version where a rebuilt state differs from the full fold
        (then the snapshots made so far for it are dropped again)."""
        await self.snapshots.drop(encounter_id)
        log = await self.service.views.read_stream(encounter_id)
        if not log:
            return 0
        ruleset = get_ruleset(str(getattr(log[0].data, "ruleset", "")))
        repository = self.service.repository
        pairs = [(e.version, e.data) for e in log]
        made = 0
        for boundary in range(SNAPSHOT_EVERY, len(log) + 1, SNAPSHOT_EVERY):
            folded = await repository.fold_to(encounter_id, to=boundary)
            full = replay(pairs[:boundary], ruleset)
            if folded.state != full:
                await self.snapshots.drop(encounter_id)
                raise RuntimeError(
                    f"encounter {encounter_id}: the state rebuilt at version {boundary} differs "
                    "from the full fold; no snapshots kept for it"
                )
            await repository.save(encounter_id, folded)
            made += 1
            progress(boundary, len(log))
        await repository.drain()
        progress(len(log), len(log))
        return made


@asynccontextmanager
async def operations(
    database_url: str, signer: Signer | None = None, *, prepare: bool = True
) -> AsyncIterator[Operations]:
    """``Operations`` on the database at ``database_url`` (a pool of two connections), signing
    and checking with ``signer`` (``fray.store.signing``; None: unsigned, unchecked);
    ``prepare`` False prepares no statement (``FRAY_DATABASE_PREPARE=off``, behind PgBouncer)."""
    pool = connection_pool(database_url, max_size=2, prepare=prepare)
    await pool.open(wait=True)
    snapshots = PostgresSnapshots(pool, signer)
    store = PostgresEventStore(pool, event_types(), group_commit=False, signer=signer)
    service = build(store, SecureDice(), snapshots=snapshots, signer=signer)
    try:
        yield Operations(service, snapshots)
    finally:
        await service.repository.drain()
        await pool.close()


def stats_json(stats: FightStats) -> bytes:
    """The statistics as JSON (as ``GET /encounters/{id}/stats`` sends them)."""
    return msgspec.json.format(msgspec.json.encode(stats), indent=2)
