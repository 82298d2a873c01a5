"""The service layer: one command's walk from decode to publish (DESIGN.md, "One command").

load state (cached projection, caught up from the store) → ``decide`` → append with the expected
version in one transaction → on a version conflict, reload and decide again (bounded) → evolve →
publish → return the events, the new version and the new state.

Loading never reads the whole log: each encounter's projection is cached in the process, keyed
by its version, and caught up with the events newer than that version (another process may have
appended).
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
from fray.domain.events import CoreOptions
from fray.domain.evolve import evolve
from fray.domain.state import EncounterState
from fray.rules.registry import get_ruleset
from fray.store.codec import Metadata, RecordedEvent
from fray.store.errors import StreamVersionConflict
from fray.store.event_store import AppendResult, EventStore, check_same_command

log = logging.getLogger(__name__)
MAX_ATTEMPTS = 12
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
    """Encounters as the API sees them: create, load, handle commands. Holds the projection
    cache; everything it knows beyond that cache comes from the store."""

    def __init__(self, store: EventStore, dice: Dice, publish: Publish) -> None:
        self.store = store
        self._dice = dice
        self._publish = publish
        self._cache: OrderedDict[str, EncounterState] = OrderedDict()
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()

    async def load(self, encounter_id: str) -> EncounterState:
        """The encounter's current state. Raises ``EncounterNotFound``."""
        cached = self._cache.get(encounter_id, EncounterState())
        newer = await self.store.read_stream(encounter_id, after=cached.version)
        state = project(cached, newer)
        if state.version == 0:
            raise EncounterNotFound(f"no encounter {encounter_id}; create one with POST /encounters")
        self._remember(encounter_id, state)
        return state

    async def state_at(self, encounter_id: str, version: int) -> EncounterState:
        """The encounter's state as it was at ``version`` (folds the log up to there)."""
        return project(EncounterState(), await self.store.read_stream(encounter_id, to=version))

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
        result = await self.store.append(encounter_id, 0, events, metadata)
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

        Without ``if_match``, a command that loses a race to another writer is decided again
        on the new state, after a short jittered wait, up to ``MAX_ATTEMPTS`` times.

        Raises ``EncounterNotFound``, ``PreconditionFailed`` (``if_match`` is not the current
        version, or stopped being it before the append), any ``DomainError`` of the rules,
        ``IdempotencyKeyReused``, ``InvalidText``, and ``StreamVersionConflict`` if other
        writers win ``MAX_ATTEMPTS`` times in a row.
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
        for attempt in range(1, MAX_ATTEMPTS + 1):
            state = await self.load(encounter_id)
            if metadata.idempotency_key is not None:
                # A retry must not be decided again (its dice would differ, the rules might
                # refuse it now, or its If-Match is stale because it succeeded); append()
                # checks the key again under its lock.
                first = await self.store.find_idempotent(metadata.idempotency_key)
                if first:
                    return await self._replay(encounter_id, first, metadata)
            if if_match is not None and state.version != if_match:
                raise PreconditionFailed(
                    f"the encounter is at version {state.version}, not {if_match} (If-Match); "
                    "reload it and decide again"
                )
            ruleset = get_ruleset(state.ruleset)
            events, table = decide_with(state, command, self._dice, ruleset)
            meta = msgspec.structs.replace(metadata, table_dice=True) if table else metadata
            try:
                result = await self.store.append(encounter_id, state.version, events, meta)
            except StreamVersionConflict as conflict:
                if if_match is not None:
                    moved = f"to version {conflict.actual} " if conflict.actual is not None else ""
                    raise PreconditionFailed(
                        f"the encounter moved on {moved}while this command was decided at "
                        f"{if_match} (If-Match); reload it and decide again"
                    ) from conflict
                if attempt == MAX_ATTEMPTS:
                    raise
                # Someone appended between our load and our append: reload, decide again.
                await asyncio.sleep(_jitter.uniform(0, min(0.25, BACKOFF_S * 2**attempt)))
                continue
            if result.replayed:
                return await self._replay(encounter_id, result.events, metadata)
            return self._finish(encounter_id, state, result)
        raise AssertionError("unreachable")

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
