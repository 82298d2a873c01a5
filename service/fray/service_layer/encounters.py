"""The service layer: one command's walk from decode to publish (DESIGN.md, "One command").

cached state → ``decide`` → append with the expected version (one round trip) → on a version
conflict, catch up and decide again (bounded) → evolve → publish → return the events, the new
version and the new state.

A command reads nothing before it appends: each encounter's projection is cached in the process
and the command is decided on it. If another process appended since, the append's version
check refuses it, and the command is decided again on the caught-up state; a refusal by the
rules (or a stale ``If-Match``) decided on the cache is likewise checked against the caught-up
state before it is returned. Reads (``load``) always catch up (one query for the newer events).
The store is any ``EventStore`` (``fray.store.protocol``): PostgreSQL, or memory in unit tests.

History (``fray.domain.history``): the cache keeps each encounter's actions beside its state
(read when first needed: a cold load reads no history). Undo, redo and revoke are decided on
that history; a stored ``actions_revoked`` or ``actions_restored`` cannot be folded onto the
cached state (undo folds, never subtracts), so the projection is then folded again (``replay``:
the effective history) from the newest snapshot still valid (``fray.service_layer.loading``).

Snapshots (``fray.service_layer.snapshots``): a cold load, a past version and the fold again after an undo
start from the newest valid snapshot; a command that takes the stream past a multiple of
``SNAPSHOT_EVERY`` events leaves one behind, off its path.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import random
import uuid
import weakref
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import UTC, datetime
from typing import Any

import msgspec

from fray.domain.commands import HISTORY, Command, Redo, Revoke, Undo, command_type
from fray.domain.decide import decide_with, start_encounter
from fray.domain.dice import Dice
from fray.domain.errors import DomainError, RuleViolation
from fray.domain.events import ActionsRevoked, CoreOptions, Event, TurnStarted, event_type
from fray.domain.evolve import evolve, fold
from fray.domain.fight_stats import FightStats, fight_stats
from fray.domain.fork import fork_events
from fray.domain.history import HISTORY_EVENTS, History, decide_history, history_of, replay, revoked_versions
from fray.domain.state import EncounterState
from fray.policy.access import Identity, authorize, own_action
from fray.policy.visibility import GM, Audience, HiddenEvent, Sight, visibility_of
from fray.rules.registry import get_ruleset
from fray.service_layer.codecs import event_types
from fray.service_layer.loading import Folded, Loader, crossed
from fray.service_layer.snapshots import SNAPSHOT_EVERY
from fray.service_layer.transfer import Imported, LogImport, export_lines
from fray.store.chain import ChainReport, StoredRow
from fray.store.chain import verify as verify_chain
from fray.store.codec import EventTypes, Metadata, RecordedEvent
from fray.store.errors import IdempotencyKeyReused, StreamVersionConflict
from fray.store.protocol import AppendResult, EventStore, check_same_command
from fray.store.snapshot_store import SnapshotStore

log = logging.getLogger(__name__)
MAX_ATTEMPTS = 12
EAGER_RETRIES = 3  # conflicts retried at once: each one means another writer made progress
BACKOFF_S = 0.002  # first retry waits up to 2 ms, doubling each time (jittered), at most 0.25 s
_jitter = random.Random()  # retry spacing only; dice never come from here
CACHE_SIZE = 1024
Publish = Callable[[list[RecordedEvent]], Awaitable[None]]


class EncounterNotFound(DomainError):
    """No encounter has that id (HTTP 404)."""

    title = "Unknown encounter"


class PreconditionFailed(DomainError):
    """``If-Match`` named a version the encounter is no longer at (HTTP 412)."""

    title = "The encounter has changed"


class EncounterExists(DomainError):
    """An import of an encounter this server already has (HTTP 409)."""

    title = "The encounter is here already"


class VersionOutOfRange(DomainError):
    """A past version or round the encounter does not have (HTTP 404, naming the range)."""

    title = "No such version"


class CommandResult(msgspec.Struct, frozen=True):
    """What a command did: the events it appended (or, for a retried idempotent command, the
    events of its first run; for a dry run, the events it would append, stored nowhere), the
    encounter's version after them, the state then and the chain's head hash then (``head``;
    for a dry run the stored head, nothing new being hashed)."""

    version: int
    events: list[RecordedEvent]
    state: EncounterState
    replayed: bool = False
    dry_run: bool = False
    head: str | None = None


class Shown(msgspec.Struct, frozen=True):
    """An encounter's state at some version and the head hash of its log then."""

    state: EncounterState
    head: str | None = None


class Projection(msgspec.Struct, frozen=True):
    """An encounter as the service keeps it: its state, the versions undo has revoked by then
    (``revoked``), the chain hash at its version (``head``) and its history of actions
    (``history``; None until a command or read needs it)."""

    state: EncounterState = EncounterState()
    history: History | None = None
    revoked: frozenset[int] = frozenset()
    head: str | None = None


def _ruleset_of(state: EncounterState, events: list[RecordedEvent]) -> Any:
    ruleset_id = state.ruleset or next((getattr(e.data, "ruleset", "") for e in events[:1]), "")
    return get_ruleset(ruleset_id) if ruleset_id else None


def _histories(history: History | None, events: list[RecordedEvent]) -> History | None:
    if history is None:
        return None
    return history.extend(
        (e.version, e.data, e.metadata.command_id, e.metadata.command_type, e.metadata.actor) for e in events
    )


def _caught_up(proj: Projection, events: list[RecordedEvent]) -> Projection:
    """``proj`` with ``events`` that hold no undo or redo folded in."""
    if not events:
        return proj
    return Projection(project(proj.state, events), _histories(proj.history, events), proj.revoked, events[-1].hash)


HISTORY_TYPES = ("actions_revoked", "actions_restored")


def project(state: EncounterState, events: list[RecordedEvent]) -> EncounterState:
    """``state`` with the recorded ``events`` folded in (the ruleset is the encounter's own).
    For a whole log (``state`` empty) with undone actions it is the fold of the effective
    history (``replay``). Raises ``ValueError`` when ``events`` revoke or restore actions of
    a non-empty ``state``: fold the whole log again instead (``Encounters`` does)."""
    if any(isinstance(e.data, HISTORY_EVENTS) for e in events):
        if state.version:
            raise ValueError("an undo or redo cannot be folded onto a state: fold the log again")
        return replay([(e.version, e.data) for e in events], _ruleset_of(state, events))
    ruleset = _ruleset_of(state, events)
    for recorded in events:
        state = evolve(state, recorded.data, recorded.version, ruleset)
    return state


def projection(events: list[RecordedEvent]) -> Projection:
    """The projection of a whole log: the fold of its effective history, and its history."""
    return Projection(
        project(EncounterState(), events),
        _histories(History(), events),
        frozenset(revoked_versions((e.version, e.data) for e in events)),
        events[-1].hash if events else None,
    )


def command_hash(command: Command) -> str:
    """A short fingerprint of a command, to tell a retry from a different command."""
    return hashlib.sha256(msgspec.json.encode(command)).hexdigest()[:32]


class Encounters:
    """Encounters as the API sees them: create, load, read logs, handle commands. Holds the
    projection cache; everything it knows beyond that cache comes from the store."""

    def __init__(
        self,
        store: EventStore,
        dice: Dice,
        publish: Publish,
        snapshots: SnapshotStore | None = None,
        types: EventTypes | None = None,
    ) -> None:
        self._store = store
        self._types = types or event_types()
        self._dice = dice
        self._publish = publish
        self.loader = Loader(store, snapshots)
        self._cache: OrderedDict[str, Projection] = OrderedDict()
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()

    async def load(self, encounter_id: str) -> EncounterState:
        """The encounter's current state (the cache caught up with the store: one query).
        Raises ``EncounterNotFound``, ``StoreUnavailable``."""
        return (await self._projection(encounter_id)).state

    async def _projection(self, encounter_id: str) -> Projection:
        return await self._catch_up(encounter_id, self._cache.get(encounter_id, Projection()))

    async def _catch_up(self, encounter_id: str, cached: Projection) -> Projection:
        """``cached`` with the newer stored events; folded again (from the newest valid
        snapshot) when they undo or redo something, or when nothing was cached. Raises
        ``EncounterNotFound``."""
        if cached.state.version == 0:
            return await self._refolded(encounter_id, None)
        newer = await self._store.read_stream(encounter_id, after=cached.state.version)
        if any(isinstance(e.data, HISTORY_EVENTS) for e in newer):
            return await self._refolded(encounter_id, _histories(cached.history, newer))
        proj = _caught_up(cached, newer)
        self._remember(encounter_id, proj)
        return proj

    def _missing(self, encounter_id: str) -> None:
        raise EncounterNotFound(f"no encounter {encounter_id}; create one with POST /encounters")

    async def _refolded(self, encounter_id: str, history: History | None) -> Projection:
        """The projection folded again from the newest valid snapshot (a cold load, or after
        an undo or redo), with ``history`` when it is known."""
        folded = await self.loader.fold_to(encounter_id)
        if folded.state.version == 0:
            self._missing(encounter_id)
        proj = Projection(folded.state, history, folded.revoked, folded.head)
        self._remember(encounter_id, proj, replace=True)
        return proj

    async def _with_history(self, encounter_id: str, proj: Projection) -> Projection:
        """``proj`` with its history of actions, read from the log if it was not known yet (one
        query that reads no payload but the undos and redos)."""
        if proj.history is not None:
            return proj
        entries = await self._store.read_entries(encounter_id, HISTORY_TYPES)
        history = history_of(
            (e.version, e.data, e.metadata.command_id, e.metadata.command_type, e.metadata.actor)
            for e in entries
            if e.version <= proj.state.version
        )
        proj = msgspec.structs.replace(proj, history=history)
        cached = self._cache.get(encounter_id)
        if cached is not None and cached.state.version == proj.state.version:
            self._cache[encounter_id] = proj
        return proj

    async def shown(self, encounter_id: str, version: int | None = None, round_: int | None = None) -> Shown:
        """The encounter's state and head hash: now, at a past ``version`` (with the undos made
        by then) or as round ``round_`` began. Raises ``EncounterNotFound``,
        ``VersionOutOfRange``."""
        if version is not None:
            return await self._at(encounter_id, version)
        if round_ is not None:
            return await self._at(encounter_id, await self._round_began(encounter_id, round_))
        proj = await self._projection(encounter_id)
        return Shown(proj.state, proj.head)

    async def _at(self, encounter_id: str, version: int) -> Shown:
        current = await self.load(encounter_id)
        if not 1 <= version <= current.version:
            raise VersionOutOfRange(
                f"the encounter has versions 1 to {current.version}; version {version} is not one of them"
            )
        folded = await self.loader.fold_to(encounter_id, to=version)
        return Shown(folded.state, folded.head)

    async def state_at(self, encounter_id: str, version: int) -> EncounterState:
        """The encounter's state as it was at ``version``: the fold of the log up to there,
        with the undos made by then (from the newest snapshot valid for it). Raises
        ``EncounterNotFound``, ``VersionOutOfRange``."""
        return (await self._at(encounter_id, version)).state

    async def _round_began(self, encounter_id: str, round_: int) -> int:
        """The version at which round ``round_`` began: the last event of the command that
        started its first turn, in the effective history. Raises ``VersionOutOfRange``."""
        proj = await self._projection(encounter_id)
        entries = await self._store.read_entries(encounter_id, (*HISTORY_TYPES, "turn_started"))
        history = (
            proj.history
            if proj.history is not None
            else history_of(
                (e.version, e.data, e.metadata.command_id, e.metadata.command_type, e.metadata.actor)
                for e in entries
                if e.version <= proj.state.version
            )
        )
        effective = {v for a in history.effective() for v in range(a.first, a.last + 1)}
        began = next(
            (
                e.version
                for e in entries
                if e.version in effective and isinstance(e.data, TurnStarted) and e.data.round == round_
            ),
            None,
        )
        if began is None:
            raise VersionOutOfRange(
                f"the fight has reached rounds 1 to {proj.state.round}; round {round_} is not one of them"
            )
        action = history.find(began)
        return action.last if action is not None else began

    async def state_at_round(self, encounter_id: str, round_: int) -> EncounterState:
        """The state as round ``round_`` began: after the command that started its first turn
        (in the effective history). Raises ``EncounterNotFound``, ``VersionOutOfRange`` for a
        round the fight has not reached."""
        return (await self._at(encounter_id, await self._round_began(encounter_id, round_))).state

    async def log(self, encounter_id: str, after: int = 0, to: int | None = None) -> tuple[int, list[RecordedEvent]]:
        """``(current version, events with after < version <= to)`` of the encounter's log.
        Raises ``EncounterNotFound``."""
        state = await self.load(encounter_id)
        return state.version, await self._store.read_stream(encounter_id, after=after, to=to)

    async def stream_versions(self, encounter_ids: list[str]) -> dict[str, int]:
        """The current version of each of ``encounter_ids`` that exists, in one read (the
        live feeds' watcher, ``fray.live.hub``). Raises ``StoreUnavailable``."""
        return await self._store.stream_versions(encounter_ids)

    async def read_stream(self, encounter_id: str, after: int = 0, to: int | None = None) -> list[RecordedEvent]:
        """The encounter's events with ``after < version <= to`` (empty for an unknown one)."""
        return await self._store.read_stream(encounter_id, after=after, to=to)

    async def export(self, encounter_id: str) -> AsyncIterator[bytes]:
        """The encounter's log as JSON Lines (``fray.service_layer.transfer``), a page of rows at a time.
        Raises ``EncounterNotFound`` (before the first line)."""
        await self.load(encounter_id)
        return export_lines(self._store, encounter_id)

    async def verify(self, encounter_id: str) -> ChainReport:
        """Recompute the encounter's hash chain from its stored rows (``fray.store.chain``).
        Raises ``EncounterNotFound``."""
        await self.load(encounter_id)
        rows: list[StoredRow] = []
        while batch := await self._store.read_raw(encounter_id, after=len(rows), to=len(rows) + 5000):
            rows += batch
        return verify_chain(rows)

    async def import_log(self, chunks: AsyncIterator[bytes]) -> Imported:
        """Check an exported log as it arrives and store it as the encounter it was, all or
        nothing (``fray.service_layer.transfer``). Raises ``ImportRefused`` (the line of the first problem),
        ``EncounterExists`` when this server has that encounter, ``StoreUnavailable``."""
        reader = LogImport(self._types)
        async for chunk in chunks:
            reader.feed(chunk)
        imported = reader.finish()
        try:
            await self._store.import_stream(imported.encounter_id, imported.rows)
        except StreamVersionConflict as exc:
            raise EncounterExists(
                f"this server has encounter {imported.encounter_id} already; a copy of it "
                "here is a fork (POST /encounters/{id}/fork)"
            ) from exc
        revoked = frozenset(revoked_versions(reader.events))
        self._remember(imported.encounter_id, Projection(imported.state, None, revoked, imported.head_hash))
        if imported.state.version >= SNAPSHOT_EVERY:
            self.loader.save_later(
                imported.encounter_id, Folded(state=imported.state, revoked=revoked, head=imported.head_hash)
            )
        return imported

    async def fork(
        self,
        encounter_id: str,
        version: int | None,
        name: str | None,
        keep: tuple[str, ...] | None,
        *,
        actor: str | None = None,
        idempotency_key: str | None = None,
    ) -> CommandResult:
        """A new encounter from this one's state at ``version`` (None: now): all of it, turn
        state and all ("what if …"), or with ``keep`` only those combatants as they ended, turn
        state cleared (carrying a party on: ``fray.domain.fork``). Its first event records
        where it came from. Raises ``EncounterNotFound``, ``VersionOutOfRange``,
        ``CombatantNotFound``."""
        shown = await self.shown(encounter_id) if version is None else await self._at(encounter_id, version)
        new_id = str(uuid.uuid4())  # never from a caller's key: the key only finds a retry (_start)
        events = fork_events(shown.state, new_id, name, shown.head, keep)
        return await self._start(
            new_id, events, "fork_encounter", [encounter_id, shown.state.version, name, keep], actor, idempotency_key
        )

    async def stats(self, encounter_id: str, audience: Audience = GM) -> FightStats:
        """The encounter's fight statistics from its whole effective log
        (``fray.domain.fight_stats``), as ``audience`` may see them: only the events it may
        see are counted and the combatants concealed from it are left out (the one redaction,
        ``fray.policy.visibility``). Raises ``EncounterNotFound``."""
        state = await self.load(encounter_id)
        log = await self._store.read_stream(encounter_id, to=state.version)
        entries = [(e.version, e.data, e.metadata.command_id) for e in log]
        if audience.is_gm:
            return fight_stats(entries, get_ruleset(state.ruleset))
        sight = Sight(state, audience)
        shown = {e.version for e in log if not isinstance(sight.event(e), HiddenEvent)}
        return fight_stats(entries, get_ruleset(state.ruleset), shown, sight.concealed)

    async def newest(self, limit: int = 100) -> list[RecordedEvent]:
        """The first event (``EncounterCreated``) of each of the ``limit`` newest encounters."""
        return await self._store.list_streams(limit)

    async def listed(self, encounter_ids: list[str]) -> list[tuple[RecordedEvent, EncounterState]]:
        """The first event and current state of each of ``encounter_ids`` that exists and is not
        archived (the lists leave archived encounters out), in the order given."""
        out = []
        for eid in encounter_ids:
            try:
                proj = await self._projection(eid)
            except EncounterNotFound:
                continue
            if not proj.state.archived:
                first = await self._store.read_stream(eid, to=1)
                out.append((first[0], proj.state))
        return out

    @property
    def store(self) -> EventStore:
        """The event store the service reads and appends through (for readers such as the
        replay feed)."""
        return self._store

    async def ping(self) -> None:
        """Raise ``StoreUnavailable`` if the store does not answer."""
        await self._store.ping()

    def _remember(self, encounter_id: str, proj: Projection, replace: bool = False) -> None:
        current = self._cache.get(encounter_id)
        if replace or current is None or current.state.version <= proj.state.version:
            self._cache[encounter_id] = proj
        self._cache.move_to_end(encounter_id)
        while len(self._cache) > CACHE_SIZE:
            self._cache.popitem(last=False)

    async def create(
        self,
        ruleset_id: str,
        name: str,
        options: dict[str, Any],
        core: CoreOptions | None = None,
        *,
        actor: str | None = None,
        idempotency_key: str | None = None,
    ) -> CommandResult:
        """Start a new encounter under ``ruleset_id``; its id is always new and random. An
        ``idempotency_key`` is scoped to the key and the request (ruleset, name, options,
        core): a retry of the same create returns its first result (``replayed``), the same key
        with another body starts another encounter, and nobody's key can fix or block an
        encounter's id (issue 9). Raises ``InvalidCommand`` for an unknown ruleset."""
        ruleset = get_ruleset(ruleset_id)
        encounter_id = str(uuid.uuid4())
        events = start_encounter(encounter_id, ruleset, name, options, core)
        return await self._start(
            encounter_id, events, "create_encounter", [ruleset_id, name, options, core], actor, idempotency_key
        )

    async def _start(
        self,
        encounter_id: str,
        events: list[Event],
        kind: str,
        fingerprinted: Any,
        actor: str | None,
        idempotency_key: str | None,
    ) -> CommandResult:
        """Append the first events of a new encounter (a create or a fork). An
        ``idempotency_key`` is scoped to the key and the request: a retry of the same request
        returns its first result, the same key with another body starts another encounter."""
        fingerprint = hashlib.sha256(msgspec.json.encode(fingerprinted, order="sorted")).hexdigest()[:32]
        scoped = f"{kind}:{fingerprint}:{idempotency_key}" if idempotency_key else None
        metadata = _metadata(kind, fingerprint, actor, scoped)
        if scoped is not None and (first := await self._store.find_idempotent(scoped)):
            return await self._replay(first[0].stream_id, first, metadata)
        try:
            result = await self._store.append(encounter_id, 0, events, metadata)
        except IdempotencyKeyReused:  # the same request, sent twice at once: the other one won
            if scoped is None or not (first := await self._store.find_idempotent(scoped)):
                raise
            return await self._replay(first[0].stream_id, first, metadata)
        if result.replayed:
            return await self._replay(result.events[0].stream_id, result.events, metadata)
        done = self._finish(encounter_id, Projection(), result)
        await self._announce(done)
        return done

    async def handle(
        self,
        encounter_id: str,
        command: Command,
        *,
        if_match: int | None = None,
        identity: Identity | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
    ) -> CommandResult:
        """Decide ``command`` sent by ``identity`` (None: the service itself, as the GM, with
        no actor recorded) against the current state and append its events; with
        ``dry_run``, append nothing and answer what it would append and the state after it
        (``CommandResult.dry_run``).

        The command is decided on the cached state; a version conflict (another process
        appended) catches up and decides again, after a short jittered wait from the second
        conflict on, up to ``MAX_ATTEMPTS`` times. A retried ``idempotency_key`` returns the
        first result, even when its ``if_match`` is stale or the rules would refuse it now.

        The identity is checked first (``fray.policy.access.authorize``): ``Forbidden``, or
        ``CombatantNotFound`` for a combatant a player cannot see. Each event records
        ``identity.actor`` and who may see it (``fray.policy.visibility.visibility_of``). An
        ``idempotency_key`` is scoped to the identity's token.

        Raises ``EncounterNotFound``, ``PreconditionFailed`` (``if_match`` is not the current
        version, or stopped being it before the append), any ``DomainError`` of the rules,
        ``IdempotencyKeyReused``, ``InvalidText``, ``StoreUnavailable``, and
        ``StreamVersionConflict`` if other writers win ``MAX_ATTEMPTS`` times in a row.
        """
        actor = identity.actor if identity is not None else None
        if idempotency_key is not None and identity is not None:
            idempotency_key = f"{identity.token_id}:{idempotency_key}"
        metadata = _metadata(command_type(command), command_hash(command), actor, idempotency_key)
        if dry_run:
            return await self._dry_run(encounter_id, command, metadata, if_match, identity)
        async with self._turnstile(encounter_id):
            done = await self._handle(encounter_id, command, metadata, if_match, identity)
        await self._announce(done)  # outside the turnstile: a slow Redis slows no next command
        return done

    async def _decide(
        self,
        proj: Projection,
        encounter_id: str,
        command: Command,
        identity: Identity | None = None,
        dry_run: bool = False,
    ) -> tuple[list[Event], bool]:
        """The events of ``command`` on ``proj`` and whether table dice were used: a history
        command is decided on the history (revoke also on the log), any other by the rules.
        ``identity`` is checked first (``fray.policy.access``); a player's undo is the revoke of
        its own latest action."""
        ruleset = get_ruleset(proj.state.ruleset)
        if identity is not None:
            authorize(identity, command, proj.state, dry_run)
        if isinstance(command, HISTORY):
            if proj.history is None:
                proj = await self._with_history(encounter_id, proj)
            assert proj.history is not None
            history_command: Undo | Redo | Revoke = command  # type: ignore[assignment]  # HISTORY holds these three
            undo_own = identity is not None and not identity.is_gm and isinstance(command, Undo)
            if undo_own:
                assert identity is not None
                history_command = self._own_latest(proj, identity)
            elif identity is not None and isinstance(command, (Redo, Revoke)):
                own_action(identity, command, self._touched(proj, command))
            log = (
                [(e.version, e.data) for e in await self._store.read_stream(encounter_id)]
                if isinstance(history_command, Revoke)
                else []
            )
            events = decide_history(proj.state, history_command, proj.history, log, ruleset)
            if undo_own:
                events = [
                    msgspec.structs.replace(e, reason="undo") if isinstance(e, ActionsRevoked) else e for e in events
                ]
            return events, False
        return decide_with(proj.state, command, self._dice, ruleset)

    @staticmethod
    def _own_latest(proj: Projection, identity: Identity) -> Revoke:
        """A player's undo: the revoke of its own latest effective action. Raises
        ``RuleViolation`` when it has none."""
        assert proj.history is not None  # read before any history command (_with_history)
        own = [a for a in proj.history.effective() if a.actor == identity.actor]
        if not own:
            raise RuleViolation("you have nothing to undo: no action of yours is in effect")
        return Revoke(action=own[-1].command_id)

    @staticmethod
    def _touched(proj: Projection, command: Redo | Revoke) -> dict[str, str | None]:
        """The actions a redo or revoke would touch: command id → who sent it."""
        assert proj.history is not None  # read before any history command (_with_history)
        if isinstance(command, Revoke):
            found = proj.history.find(command.action)
            return {} if found is None else {found.command_id: found.actor}
        group = set(proj.history.redoable[-1]) if proj.history.redoable else set()
        return {a.command_id: a.actor for a in proj.history.actions if a.command_id in group}

    async def _dry_run(
        self,
        encounter_id: str,
        command: Command,
        metadata: Metadata,
        if_match: int | None,
        identity: Identity | None = None,
    ) -> CommandResult:
        """What ``command`` would append now, and the state after it; nothing is stored."""
        proj = await self._projection(encounter_id)
        if if_match is not None and proj.state.version != if_match:
            raise PreconditionFailed(f"the encounter is at version {proj.state.version}, not {if_match} (If-Match)")
        events, table = await self._decide(proj, encounter_id, command, identity, dry_run=True)
        meta = _stamped(metadata, table, command, events, proj.state, identity)
        now = datetime.now(UTC)
        recorded = [
            RecordedEvent(
                position=0,
                stream_id=encounter_id,
                version=proj.state.version + i,
                event_id=str(uuid.uuid4()),
                type=event_type(e),
                data=e,
                metadata=meta,
                recorded_at=now,
            )
            for i, e in enumerate(events, start=1)
        ]
        if any(isinstance(e, HISTORY_EVENTS) for e in events):
            after = (await self.loader.fold_to(encounter_id, to=proj.state.version, extra=recorded)).state
        else:
            after = fold(((r.version, r.data) for r in recorded), proj.state, get_ruleset(proj.state.ruleset))
        return CommandResult(version=after.version, events=recorded, state=after, dry_run=True, head=proj.head)

    def _turnstile(self, encounter_id: str) -> asyncio.Lock:
        """One command at a time per encounter in this process: commands on one encounter
        queue here instead of racing to the store and retrying (other processes still race,
        and the store's version check settles it)."""
        lock = self._locks.get(encounter_id)
        if lock is None:
            lock = self._locks[encounter_id] = asyncio.Lock()
        return lock

    async def _handle(
        self,
        encounter_id: str,
        command: Command,
        metadata: Metadata,
        if_match: int | None,
        identity: Identity | None = None,
    ) -> CommandResult:
        cached = self._cache.get(encounter_id)
        fresh = cached is None  # True once the state was read from the store for this command
        proj = cached if cached is not None else await self._projection(encounter_id)
        state = proj.state
        conflicts = 0
        while True:
            refusal: DomainError | None = None
            events: list[Event] = []
            table = False
            if if_match is not None and state.version != if_match:
                refusal = PreconditionFailed(
                    f"the encounter is at version {state.version}, not {if_match} (If-Match); "
                    "reload it and decide again"
                )
            else:
                try:
                    if isinstance(command, HISTORY):
                        proj = await self._with_history(encounter_id, proj)
                    events, table = await self._decide(proj, encounter_id, command, identity)
                except DomainError as exc:
                    refusal = exc
            if refusal is not None:
                # A refusal decided on the cache may be the cache's fault: judge it on the
                # caught-up state (an If-Match below the cached version can only be stale).
                if not fresh and not (if_match is not None and state.version > if_match):
                    proj, fresh = await self._catch_up(encounter_id, proj), True
                    state = proj.state
                    continue
                replay = await self._known(encounter_id, metadata)
                if replay is not None:
                    return replay
                raise refusal
            meta = _stamped(metadata, table, command, events, state, identity)
            try:
                result = await self._store.append(encounter_id, state.version, events, meta)
            except StreamVersionConflict as conflict:
                if if_match is not None:
                    moved = f"to version {conflict.actual} " if conflict.actual is not None else ""
                    raise PreconditionFailed(
                        f"the encounter moved on {moved}while this command was decided at "
                        f"{if_match} (If-Match); reload it and decide again"
                    ) from conflict
                conflicts += 1
                if conflicts == MAX_ATTEMPTS:
                    raise
                if conflicts > EAGER_RETRIES:  # still losing races: back off, jittered
                    await asyncio.sleep(_jitter.uniform(0, min(0.25, BACKOFF_S * 2**conflicts)))
                proj, fresh = await self._catch_up(encounter_id, proj), True
                state = proj.state
                continue
            if result.replayed:
                return await self._replay(encounter_id, result.events, metadata)
            if any(isinstance(e.data, HISTORY_EVENTS) for e in result.events):
                refolded = await self._refolded(encounter_id, _histories(proj.history, result.events))
                return CommandResult(
                    version=result.version, events=result.events, state=refolded.state, head=refolded.head
                )
            return self._finish(encounter_id, proj, result)

    async def _known(self, encounter_id: str, metadata: Metadata) -> CommandResult | None:
        """The first result of a retried command (same ``Idempotency-Key``), or None."""
        if metadata.idempotency_key is None:
            return None
        first = await self._store.find_idempotent(metadata.idempotency_key)
        return await self._replay(encounter_id, first, metadata) if first else None

    async def _replay(self, encounter_id: str, first: list[RecordedEvent], metadata: Metadata) -> CommandResult:
        check_same_command(first, encounter_id, metadata)
        version = first[-1].version
        shown = await self._at(encounter_id, version)
        return CommandResult(version=version, events=first, state=shown.state, replayed=True, head=shown.head)

    def _finish(self, encounter_id: str, proj: Projection, result: AppendResult) -> CommandResult:
        new = _caught_up(proj, result.events)
        self._remember(encounter_id, new)
        if crossed(proj.state.version, new.state.version):
            self.loader.save_later(encounter_id, Folded(state=new.state, revoked=new.revoked, head=new.head))
        return CommandResult(version=result.version, events=result.events, state=new.state, head=new.head)

    async def _announce(self, done: CommandResult) -> None:
        """Publish what a command appended (nothing for a replay)."""
        if done.replayed:
            return
        try:
            await self._publish(done.events)
        except Exception:
            # The events are committed and are the truth; live feeds see the version gap in
            # their next message, or ask PostgreSQL when nothing comes. Report, don't fail.
            log.exception(
                "publishing events %s..%s of %s failed", done.events[0].version, done.version, done.events[0].stream_id
            )


def _stamped(
    metadata: Metadata,
    table: bool,
    command: Command,
    events: list[Event],
    before: EncounterState,
    identity: Identity | None,
) -> Metadata:
    """``metadata`` of a decided command: whether table dice were used, and who may see its
    events (``fray.policy.visibility.visibility_of``)."""
    by_player = identity is not None and identity.role == "player"
    visibility = visibility_of(command, events, before, by_player)
    return msgspec.structs.replace(metadata, table_dice=table, visibility=visibility)


def _metadata(kind: str, fingerprint: str, actor: str | None, key: str | None) -> Metadata:
    return Metadata(
        command_id=str(uuid.uuid4()),
        command_type=kind,
        command_hash=fingerprint,
        actor=actor,
        idempotency_key=key,
    )
