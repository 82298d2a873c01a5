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
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import random
import uuid
import weakref
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any

import msgspec

from fray.domain.commands import Command, command_type
from fray.domain.decide import decide_with, start_encounter
from fray.domain.dice import Dice
from fray.domain.errors import DomainError
from fray.domain.events import CoreOptions, Event
from fray.domain.evolve import evolve
from fray.domain.state import EncounterState
from fray.rules.registry import get_ruleset
from fray.store.codec import Metadata, RecordedEvent
from fray.store.errors import StreamVersionConflict
from fray.store.protocol import AppendResult, EventStore, check_same_command

log = logging.getLogger(__name__)
MAX_ATTEMPTS = 12
EAGER_RETRIES = 3  # conflicts retried at once: each one means another writer made progress
BACKOFF_S = 0.002  # first retry waits up to 2 ms, doubling each time (jittered), at most 0.25 s
_jitter = random.Random()  # retry spacing only; dice never come from here
CACHE_SIZE = 1024
IDEMPOTENT_CREATE = uuid.UUID("6b1f3a52-5c1e-4a39-9d07-7a4c2f1e9b10")
Publish = Callable[[list[RecordedEvent]], Awaitable[None]]


class EncounterNotFound(DomainError):
    """No encounter has that id (HTTP 404)."""

    title = "Unknown encounter"


class PreconditionFailed(DomainError):
    """``If-Match`` named a version the encounter is no longer at (HTTP 412)."""

    title = "The encounter has changed"


class CommandResult(msgspec.Struct, frozen=True):
    """What a command did: the events it appended (or, for a retried idempotent command, the
    events of its first run), the encounter's version after them, and the state then."""

    version: int
    events: list[RecordedEvent]
    state: EncounterState
    replayed: bool = False


def project(state: EncounterState, events: list[RecordedEvent]) -> EncounterState:
    """``state`` with the recorded ``events`` folded in (the ruleset is the encounter's own)."""
    for recorded in events:
        ruleset_id = state.ruleset or getattr(recorded.data, "ruleset", "")
        ruleset = get_ruleset(ruleset_id) if ruleset_id else None
        state = evolve(state, recorded.data, recorded.version, ruleset)
    return state


def command_hash(command: Command) -> str:
    """A short fingerprint of a command, to tell a retry from a different command."""
    return hashlib.sha256(msgspec.json.encode(command)).hexdigest()[:32]


class Encounters:
    """Encounters as the API sees them: create, load, read logs, handle commands. Holds the
    projection cache; everything it knows beyond that cache comes from the store."""

    def __init__(self, store: EventStore, dice: Dice, publish: Publish) -> None:
        self._store = store
        self._dice = dice
        self._publish = publish
        self._cache: OrderedDict[str, EncounterState] = OrderedDict()
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()

    async def load(self, encounter_id: str) -> EncounterState:
        """The encounter's current state (the cache caught up with the store: one query).
        Raises ``EncounterNotFound``, ``StoreUnavailable``."""
        return await self._catch_up(encounter_id, self._cache.get(encounter_id, EncounterState()))

    async def _catch_up(self, encounter_id: str, cached: EncounterState) -> EncounterState:
        state = project(cached, await self._store.read_stream(encounter_id, after=cached.version))
        if state.version == 0:
            raise EncounterNotFound(f"no encounter {encounter_id}; create one with POST /encounters")
        self._remember(encounter_id, state)
        return state

    async def state_at(self, encounter_id: str, version: int) -> EncounterState:
        """The encounter's state as it was at ``version`` (folds the log up to there)."""
        return project(EncounterState(), await self._store.read_stream(encounter_id, to=version))

    async def log(self, encounter_id: str, after: int = 0, to: int | None = None) -> tuple[int, list[RecordedEvent]]:
        """``(current version, events with after < version <= to)`` of the encounter's log.
        Raises ``EncounterNotFound``."""
        state = await self.load(encounter_id)
        return state.version, await self._store.read_stream(encounter_id, after=after, to=to)

    async def read_stream(self, encounter_id: str, after: int = 0, to: int | None = None) -> list[RecordedEvent]:
        """The encounter's events with ``after < version <= to`` (empty for an unknown one)."""
        return await self._store.read_stream(encounter_id, after=after, to=to)

    async def newest(self, limit: int = 100) -> list[RecordedEvent]:
        """The first event (``EncounterCreated``) of each of the ``limit`` newest encounters."""
        return await self._store.list_streams(limit)

    async def ping(self) -> None:
        """Raise ``StoreUnavailable`` if the store does not answer."""
        await self._store.ping()

    def _remember(self, encounter_id: str, state: EncounterState) -> None:
        current = self._cache.get(encounter_id)
        if current is None or current.version <= state.version:
            self._cache[encounter_id] = state
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
        """Start a new encounter under ``ruleset_id``. With an ``idempotency_key`` the
        encounter id is derived from the key, so a retried create finds its first result.
        Raises ``InvalidCommand`` for an unknown ruleset."""
        ruleset = get_ruleset(ruleset_id)
        encounter_id = str(
            uuid.uuid5(IDEMPOTENT_CREATE, idempotency_key) if idempotency_key else uuid.uuid4()
        )
        events = start_encounter(encounter_id, ruleset, name, options, core)
        fingerprint = hashlib.sha256(msgspec.json.encode([ruleset_id, name, options, core], order="sorted")).hexdigest()[:32]
        metadata = _metadata("create_encounter", fingerprint, actor, idempotency_key)
        result = await self._store.append(encounter_id, 0, events, metadata)
        if result.replayed:
            return await self._replay(encounter_id, result.events, metadata)
        done = self._finish(encounter_id, EncounterState(), result)
        await self._announce(done)
        return done

    async def handle(
        self,
        encounter_id: str,
        command: Command,
        *,
        if_match: int | None = None,
        actor: str | None = None,
        idempotency_key: str | None = None,
    ) -> CommandResult:
        """Decide ``command`` against the current state and append its events.

        The command is decided on the cached state; a version conflict (another process
        appended) catches up and decides again, after a short jittered wait from the second
        conflict on, up to ``MAX_ATTEMPTS`` times. A retried ``idempotency_key`` returns the
        first result, even when its ``if_match`` is stale or the rules would refuse it now.

        Raises ``EncounterNotFound``, ``PreconditionFailed`` (``if_match`` is not the current
        version, or stopped being it before the append), any ``DomainError`` of the rules,
        ``IdempotencyKeyReused``, ``InvalidText``, ``StoreUnavailable``, and
        ``StreamVersionConflict`` if other writers win ``MAX_ATTEMPTS`` times in a row.
        """
        metadata = _metadata(command_type(command), command_hash(command), actor, idempotency_key)
        async with self._turnstile(encounter_id):
            done = await self._handle(encounter_id, command, metadata, if_match)
        await self._announce(done)  # outside the turnstile: a slow Redis slows no next command
        return done

    def _turnstile(self, encounter_id: str) -> asyncio.Lock:
        """One command at a time per encounter in this process: commands on one encounter
        queue here instead of racing to the store and retrying (other processes still race,
        and the store's version check settles it)."""
        lock = self._locks.get(encounter_id)
        if lock is None:
            lock = self._locks[encounter_id] = asyncio.Lock()
        return lock

    async def _handle(
        self, encounter_id: str, command: Command, metadata: Metadata, if_match: int | None
    ) -> CommandResult:
        cached = self._cache.get(encounter_id)
        fresh = cached is None  # True once the state was read from the store for this command
        state = cached if cached is not None else await self.load(encounter_id)
        conflicts = 0
        while True:
            refusal: DomainError | None = None
            events: list[Event] = []
            table = False
            if if_match is not None and state.version != if_match:
                refusal = PreconditionFailed(
                    f"the encounter is at version {state.version}, not {if_match} (If-Match); "
                    "reload it and decide again")
            else:
                try:
                    events, table = decide_with(state, command, self._dice, get_ruleset(state.ruleset))
                except DomainError as exc:
                    refusal = exc
            if refusal is not None:
                # A refusal decided on the cache may be the cache's fault: judge it on the
                # caught-up state (an If-Match below the cached version can only be stale).
                if not fresh and not (if_match is not None and state.version > if_match):
                    state, fresh = await self._catch_up(encounter_id, state), True
                    continue
                replay = await self._known(encounter_id, metadata)
                if replay is not None:
                    return replay
                raise refusal
            meta = msgspec.structs.replace(metadata, table_dice=True) if table else metadata
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
                state, fresh = await self._catch_up(encounter_id, state), True
                continue
            if result.replayed:
                return await self._replay(encounter_id, result.events, metadata)
            return self._finish(encounter_id, state, result)

    async def _known(self, encounter_id: str, metadata: Metadata) -> CommandResult | None:
        """The first result of a retried command (same ``Idempotency-Key``), or None."""
        if metadata.idempotency_key is None:
            return None
        first = await self._store.find_idempotent(metadata.idempotency_key)
        return await self._replay(encounter_id, first, metadata) if first else None

    async def _replay(
        self, encounter_id: str, first: list[RecordedEvent], metadata: Metadata
    ) -> CommandResult:
        check_same_command(first, encounter_id, metadata)
        version = first[-1].version
        state = await self.state_at(encounter_id, version)
        return CommandResult(version=version, events=first, state=state, replayed=True)

    def _finish(self, encounter_id: str, state: EncounterState, result: AppendResult) -> CommandResult:
        new_state = project(state, result.events)
        self._remember(encounter_id, new_state)
        return CommandResult(version=result.version, events=result.events, state=new_state)

    async def _announce(self, done: CommandResult) -> None:
        """Publish what a command appended (nothing for a replay)."""
        if done.replayed:
            return
        try:
            await self._publish(done.events)
        except Exception:
            # The events are committed and are the truth; live feeds see the version gap in
            # their next message, or ask PostgreSQL when nothing comes. Report, don't fail.
            log.exception("publishing events %s..%s of %s failed", done.events[0].version,
                          done.version, done.events[0].stream_id)


def _metadata(kind: str, fingerprint: str, actor: str | None, key: str | None) -> Metadata:
    return Metadata(
        command_id=str(uuid.uuid4()),
        command_type=kind,
        command_hash=fingerprint,
        actor=actor,
        idempotency_key=key,
    )
