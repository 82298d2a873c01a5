"""The read views: what the API, the live path and the operator read, each through one load of
the repository (``fray.service_layer.repository``) and the store.

The reads that may lag (the log in pages, past states, statistics, export, the feeds' catch-up)
go through the repository's ``reads`` (``fray.store.replicas``): a read replica serves them when
it holds every version the answer covers, up to the head just read from the primary (or the
version a feed already knows), else the primary does.

Every view answers the GM's whole truth; what a reader may see of it is the one redaction's
job (``fray.policy.visibility``), done by the caller on the current state, which each view hands
back beside what was asked (``Shown.now``), so no caller loads the encounter a second time.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import msgspec

from fray.domain.fight_stats import FightStats, fight_stats
from fray.domain.state import EncounterState
from fray.policy.visibility import GM, Audience, HiddenEvent, Sight
from fray.rules.registry import get_ruleset
from fray.service_layer.errors import EncounterNotFound
from fray.service_layer.repository import Repository
from fray.service_layer.transfer import export_lines
from fray.store.chain import ChainReport, StoredRow
from fray.store.chain import verify as verify_chain
from fray.store.codec import RecordedEvent
from fray.store.signing import Signer

VERIFY_PAGE = 5000
"""Rows read at a time when the chain is recomputed."""


class Shown(msgspec.Struct, frozen=True):
    """An encounter's ``state`` at the version asked for and the chain's ``head`` hash then,
    with its state ``now`` (the same object when the current state was asked for)."""

    state: EncounterState
    head: str | None
    now: EncounterState


class LogPage(msgspec.Struct, frozen=True):
    """A page of the log: ``events`` (in version order) and the encounter's state ``now``,
    at least as new as every one of them."""

    events: list[RecordedEvent]
    now: EncounterState


class Views:
    """Reads of encounters through ``repository``; ``signer`` checks the log's signatures in
    ``verify`` (None: they are not checked)."""

    def __init__(self, repository: Repository, signer: Signer | None = None) -> None:
        self._repo = repository
        self._store = repository.store
        self._signer = signer

    async def current(self, encounter_id: str) -> Shown:
        """The encounter now. Raises ``EncounterNotFound``, ``StoreUnavailable``."""
        now = await self._repo.get(encounter_id)
        return Shown(now.state, now.head, now.state)

    async def state(self, encounter_id: str, version: int | None = None, round_: int | None = None) -> Shown:
        """The encounter now, at a past ``version`` (with the undos made by then) or as round
        ``round_`` began (after the command that started its first turn). Raises
        ``EncounterNotFound``, ``VersionOutOfRange`` (naming the range)."""
        now = await self._repo.get(encounter_id)
        if round_ is not None:
            now = await self._repo.with_history(encounter_id, now)
            version = await self._repo.round_began(encounter_id, round_, now)
        if version is None:
            return Shown(now.state, now.head, now.state)
        shown = await self._repo.at(encounter_id, version, now, lagging=True)
        return Shown(shown.state, shown.head, now.state)

    async def state_at(self, encounter_id: str, version: int) -> EncounterState:
        """The encounter's state as it was at ``version``. Raises ``EncounterNotFound``,
        ``VersionOutOfRange``."""
        return (await self.state(encounter_id, version)).state

    async def log(self, encounter_id: str, after: int = 0, to: int | None = None, newest: int | None = None) -> LogPage:
        """The events with ``after < version <= to`` (``to`` None: the last), or with
        ``newest`` the last ``newest`` of them, and the state now. Raises ``EncounterNotFound``."""
        now = await self._repo.get(encounter_id)
        last = now.state.version if to is None else min(to, now.state.version)
        if newest is not None:
            after = max(after, last - newest)
        reads = self._repo.reads
        events = await reads.read_stream(encounter_id, after=after, to=last, at_least=last) if after < last else []
        return LogPage(events, now.state)

    async def read_stream(
        self, encounter_id: str, after: int = 0, to: int | None = None, at_least: int = 0
    ) -> list[RecordedEvent]:
        """The stored events with ``after < version <= to`` (empty for an unknown encounter),
        every version up to ``at_least`` (capped by ``to``) among them: no load, for readers
        that follow versions they already know (feeds; a replica may serve it)."""
        return await self._repo.reads.read_stream(encounter_id, after=after, to=to, at_least=at_least)

    async def stream_versions(self, encounter_ids: list[str]) -> dict[str, int]:
        """The current version of each of ``encounter_ids`` that exists, in one read (the
        live feeds' watcher). Raises ``StoreUnavailable``."""
        return await self._store.stream_versions(encounter_ids)

    async def listed(self, encounter_ids: list[str]) -> list[tuple[RecordedEvent, EncounterState]]:
        """The first event and current state of each of ``encounter_ids`` that exists and is not
        archived (the lists leave archived encounters out), in the order given."""
        out = []
        for eid in encounter_ids:
            try:
                now = await self._repo.get(eid)
            except EncounterNotFound:
                continue
            if not now.state.archived:
                first = await self._store.read_stream(eid, to=1)
                out.append((first[0], now.state))
        return out

    async def newest(self, limit: int = 100) -> list[RecordedEvent]:
        """The first event (``EncounterCreated``) of each of the ``limit`` newest encounters."""
        return await self._store.list_streams(limit)

    async def stats(self, encounter_id: str, audience: Audience = GM) -> FightStats:
        """The fight statistics of the whole effective log (``fray.domain.fight_stats``), as
        ``audience`` may see them: only the events it may see are counted and the combatants
        concealed from it are left out (the one redaction). Raises ``EncounterNotFound``."""
        now = (await self._repo.get(encounter_id)).state
        log = await self._repo.reads.read_stream(encounter_id, to=now.version, at_least=now.version)
        entries = [(e.version, e.data, e.metadata.command_id) for e in log]
        ruleset = get_ruleset(now.ruleset)
        if audience.is_gm:
            return fight_stats(entries, ruleset)
        sight = Sight(now, audience)
        seen = {e.version: sight.event(e) for e in log}
        shown_as = {v: e.data for v, e in seen.items() if not isinstance(e, HiddenEvent)}
        return fight_stats(entries, ruleset, set(shown_as), sight.concealed, shown_as)

    async def export(self, encounter_id: str) -> AsyncIterator[bytes]:
        """The encounter's log as JSON Lines (``fray.service_layer.transfer``), a page of rows
        at a time, up to at least the version it has now (a replica may serve it). Raises
        ``EncounterNotFound`` (before the first line)."""
        now = await self._repo.get(encounter_id)
        return export_lines(self._repo.reads.fenced(now.state.version), encounter_id)

    async def verify(self, encounter_id: str) -> ChainReport:
        """Recompute the encounter's hash chain from its stored rows (``fray.store.chain``),
        and check each event's signature with this server's key when it has one
        (``fray.store.signing``). Raises ``EncounterNotFound``."""
        await self._repo.get(encounter_id)
        rows: list[StoredRow] = []
        while batch := await self._store.read_raw(encounter_id, after=len(rows), to=len(rows) + VERIFY_PAGE):
            rows += batch
        return verify_chain(rows, encounter_id, self._signer)

    async def ping(self) -> None:
        """Raise ``StoreUnavailable`` if the store does not answer."""
        await self._store.ping()
