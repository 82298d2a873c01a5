"""The command handler: one command's walk from decided to published (the design's "one
command, walked through").

cached state → who may (``fray.policy.access``) → ``decide`` → append with the expected version
(one round trip) → on a version conflict, catch up and decide again (bounded, jittered from the
fourth try) → the new projection → publish the events *and* the state after them → answer.

A command reads nothing before it appends: it is decided on the repository's cached projection.
If another process appended since, the append's version check refuses it, and the command is
decided again on the caught-up state (the cache itself when the winner's published events have
reached it: ``Repository.heard``; else read from the log). The first lost race tells the
follower (``follow``) that another process writes this encounter, so from then on this process
hears that encounter's events as they are published and its commands are decided on a cache
that is already caught up; a refusal by the rules (or a stale ``If-Match``) decided
on the cache is likewise judged again on the caught-up state before it is returned. Commands on
one encounter queue in a per-encounter turnstile in this process instead of racing.

Idempotency: a retried ``Idempotency-Key`` returns the first result (``replayed``), even when
its ``If-Match`` is stale or the rules would refuse it now; a command's key is scoped to the
sender's token, a create's and a fork's to the key and the request body.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import random
import time
from collections import OrderedDict
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from typing import Any

import msgspec

from fray.domain.commands import HISTORY, Command, Redo, Revoke, Undo, command_type
from fray.domain.decide import decide_with, start_encounter
from fray.domain.dice import Dice
from fray.domain.errors import DomainError, RuleViolation
from fray.domain.events import ActionsRestored, ActionsRevoked, CoreOptions, Event, event_type
from fray.domain.evolve import fold
from fray.domain.fork import fork_events
from fray.domain.history import decide_history, own_latest, revoked_versions
from fray.domain.state import EncounterState
from fray.observe.metrics import APPEND_CONFLICTS, COMMAND_SECONDS, COMMANDS
from fray.observe.traces import span
from fray.policy.access import Identity, authorize, own_action
from fray.policy.unseen import refused_as_seen, unseen_by
from fray.policy.visibility import described, visibility_of
from fray.rules.registry import get_ruleset
from fray.service_layer.errors import EncounterExists, PreconditionFailed
from fray.service_layer.ports import Committed, Follower, Publisher, follow_nothing
from fray.service_layer.preconditions import IfMatch, matches, named, past
from fray.service_layer.projection import Projection, undoes
from fray.service_layer.repository import Repository
from fray.service_layer.snapshots import SNAPSHOT_EVERY
from fray.service_layer.transfer import Imported, LogImport
from fray.store.codec import EventTypes, Metadata, RecordedEvent
from fray.store.errors import IdempotencyKeyReused, StoreUnavailable, StreamVersionConflict
from fray.store.ids import random_id
from fray.store.protocol import check_same_command

log = logging.getLogger(__name__)

CONFLICT_BUDGET_S = 3.0  # a command lost to other writers is retried for this long at most
EAGER_RETRIES = 3  # conflicts retried at once: each one means another writer made progress
BACKOFF_S = 0.002  # then a jittered wait of up to 2 ms, doubling each time, at most BACKOFF_CAP_S
BACKOFF_CAP_S = 0.02  # short: a loser that sleeps long lets a busy winner take every slot
CONTENDED = 1024  # encounters remembered as written by another process too (as many as the cache)
_counted: dict[tuple[str, str], tuple[Any, Any]] = {}
"""The metrics' children by (command type, outcome): ``labels()`` looked them up on every command."""
_jitter = random.Random()  # retry spacing only; dice never come from here


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


def command_hash(command: Command) -> str:
    """A short fingerprint of a command, to tell a retry from a different command."""
    return hashlib.sha256(msgspec.json.encode(command)).hexdigest()[:32]


class CommandHandler:
    """Decides and appends commands, creates and forks encounters and imports logs, through
    ``repository``; rolls with ``dice``; tells ``publish`` what each command committed and
    ``follow`` (the wiring sets it; nothing by default) of an encounter another process
    appended to first."""

    def __init__(self, repository: Repository, dice: Dice, publish: Publisher, types: EventTypes) -> None:
        self.follow: Follower = follow_nothing
        self._contended: OrderedDict[str, None] = OrderedDict()  # another process wrote them first
        self._repo = repository
        self._store = repository.store
        self._dice = dice
        self._publish = publish
        self._types = types
        self._turnstiles: dict[str, _Turnstile] = {}  # encounters with a command in or waiting

    # -- new streams --------------------------------------------------------------------------
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
        encounter's id. Raises ``InvalidCommand`` for an unknown ruleset or option."""
        ruleset = get_ruleset(ruleset_id)
        encounter_id = random_id()
        events = start_encounter(encounter_id, ruleset, name, options, core)
        return await self._start(
            encounter_id, events, "create_encounter", [ruleset_id, name, options, core], actor, idempotency_key
        )

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
        shown = await self._repo.get(encounter_id, version)
        new_id = random_id()  # never from a caller's key: the key only finds a retry (_start)
        events = fork_events(shown.state, new_id, name, shown.head, keep)
        return await self._start(
            new_id, events, "fork_encounter", [encounter_id, shown.state.version, name, keep], actor, idempotency_key
        )

    async def import_log(self, chunks: AsyncIterator[bytes]) -> Imported:
        """Check an exported log as it arrives and store it as the encounter it was, all or
        nothing (``fray.service_layer.transfer``). Raises ``ImportRefused`` (the line of the
        first problem), ``EncounterExists`` when this server has that encounter,
        ``StoreUnavailable``."""
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
        proj = Projection(imported.state, None, frozenset(revoked_versions(reader.events)), imported.head_hash)
        self._repo.remember(imported.encounter_id, proj)
        if imported.state.version >= SNAPSHOT_EVERY:
            self._repo.save_later(imported.encounter_id, proj)
        return imported

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
        new = await self._repo.committed(encounter_id, Projection(), result)
        done = CommandResult(version=result.version, events=result.events, state=new.state, head=new.head)
        await self._announce(done)
        return done

    # -- commands -----------------------------------------------------------------------------
    async def handle(
        self,
        encounter_id: str,
        command: Command,
        *,
        if_match: IfMatch = None,
        identity: Identity | None = None,
        idempotency_key: str | None = None,
        dry_run: bool = False,
    ) -> CommandResult:
        """Decide ``command`` sent by ``identity`` (None: the service itself, as the GM, with
        no actor recorded) against the current state and append its events; with
        ``dry_run``, append nothing and answer what it would append and the state after it
        (``CommandResult.dry_run``). Each event records ``identity.actor`` and who may see it
        (``fray.policy.visibility.visibility_of``); an ``idempotency_key`` is scoped to the
        identity's token.

        Raises ``EncounterNotFound``, ``Forbidden`` or ``CombatantNotFound`` (who may:
        ``fray.policy.access``), ``PreconditionFailed`` (``if_match`` is not the current
        version, or stopped being it before the append), any ``DomainError`` of the rules,
        ``IdempotencyKeyReused``, ``InvalidText``, ``StoreUnavailable``, and
        ``StreamVersionConflict`` if other writers keep winning for ``CONFLICT_BUDGET_S``
        (a count of attempts is not a bound: a process whose queue is full and whose cache is
        fresh can win many races in a row against one that must catch up first)."""
        actor = identity.actor if identity is not None else None
        sent = idempotency_key
        if idempotency_key is not None and identity is not None:
            idempotency_key = f"{identity.token_id}:{idempotency_key}"
        kind = command_type(command)
        metadata = _metadata(kind, command_hash(command), actor, idempotency_key)
        started, outcome = time.perf_counter(), "error"
        try:
            with span("fray.command", **{"fray.encounter_id": encounter_id, "fray.command": kind}):
                if dry_run:
                    done = await self._dry_run(encounter_id, command, metadata, if_match, identity)
                    outcome = "dry_run"
                    return done
                try:
                    async with self._turnstile(encounter_id):
                        done = await self._handle(encounter_id, command, metadata, if_match, identity)
                except IdempotencyKeyReused:  # the store names the scoped key: name the one sent
                    scope = "this token" if identity is not None else "the service"
                    raise IdempotencyKeyReused.of(sent or "", scope) from None
                with span("fray.publish"):
                    await self._announce(done)  # outside the turnstile: a slow publisher slows no next command
                outcome = "ok"
                return done
        except DomainError:
            outcome = "refused"
            raise
        except StreamVersionConflict:
            outcome = "conflict"
            raise
        except StoreUnavailable:
            outcome = "unavailable"
            raise
        finally:  # fray.observe.metrics: by type and outcome, and how long it took
            counted = _counted.get((kind, outcome))
            if counted is None:
                counted = _counted[kind, outcome] = (COMMANDS.labels(kind, outcome), COMMAND_SECONDS.labels(outcome))
            counted[0].inc()
            counted[1].observe(time.perf_counter() - started)

    async def _handle(
        self,
        encounter_id: str,
        command: Command,
        metadata: Metadata,
        if_match: IfMatch,
        identity: Identity | None,
    ) -> CommandResult:
        if encounter_id in self._contended:
            # another process takes this encounter's commands too: its last events may be in
            # this process's Redis socket already, heard on the next turn of the loop
            await asyncio.sleep(0)
        cached = self._repo.cached(encounter_id)
        fresh = cached is None  # True once the state was read from the store for this command
        proj = cached if cached is not None else await self._repo.get(encounter_id)
        conflicts = 0
        give_up_at = time.monotonic() + CONFLICT_BUDGET_S
        while True:
            refusal: DomainError | None = None
            events: list[Event] = []
            table = False
            if not matches(if_match, proj.state.version):
                refusal = PreconditionFailed(
                    f"the encounter is at version {proj.state.version}, not {named(if_match)} (If-Match); "
                    "reload it and decide again"
                )
            else:
                try:
                    if isinstance(command, HISTORY):
                        proj = await self._repo.with_history(encounter_id, proj)
                    with span("fray.decide"):
                        events, table = await self._decide(proj, encounter_id, command, identity)
                except DomainError as exc:
                    refusal = exc
            if refusal is not None:
                # A refusal decided on the cache may be the cache's fault: judge it on the
                # caught-up state (an If-Match below the cached version can only be stale).
                if not fresh and not past(if_match, proj.state.version):
                    proj, fresh = await self._repo.catch_up(encounter_id, proj), True
                    continue
                first = await self._known(encounter_id, metadata)
                if first is not None:
                    return first
                raise refusal
            meta = _stamped(metadata, table, command, events, proj, identity)
            try:
                result = await self._store.append(encounter_id, proj.state.version, events, meta)
            except StreamVersionConflict as conflict:
                if if_match is not None:
                    moved = f"to version {conflict.actual} " if conflict.actual is not None else ""
                    raise PreconditionFailed(
                        f"the encounter moved on {moved}while this command was decided at "
                        f"{named(if_match)} (If-Match); reload it and decide again"
                    ) from conflict
                conflicts += 1
                APPEND_CONFLICTS.inc()
                self._lost_to_another(encounter_id)
                if time.monotonic() >= give_up_at:
                    raise
                if conflicts > EAGER_RETRIES:  # still losing races: back off, jittered
                    wait = min(BACKOFF_CAP_S, BACKOFF_S * 2 ** (conflicts - EAGER_RETRIES))
                    await asyncio.sleep(_jitter.uniform(0, wait))
                proj, fresh = await self._after_conflict(encounter_id, proj, conflict.actual)
                continue
            if result.replayed:
                return await self._replay(encounter_id, result.events, metadata)
            new = await self._repo.committed(encounter_id, proj, result)
            return CommandResult(version=result.version, events=result.events, state=new.state, head=new.head)

    def _lost_to_another(self, encounter_id: str) -> None:
        """Remember that another process writes this encounter (the newest ``CONTENDED``)
        and tell the follower."""
        self._contended[encounter_id] = None
        self._contended.move_to_end(encounter_id)
        if len(self._contended) > CONTENDED:
            self._contended.popitem(last=False)
        self.follow(encounter_id)

    async def _after_conflict(self, encounter_id: str, proj: Projection, actual: int | None) -> tuple[Projection, bool]:
        """The projection to decide on again after an append at ``proj``'s version lost to
        another writer (``actual``: the version the store found, None if unknown), and whether
        it was read from the log: the cache, when the winner's published events reached it
        already (``Repository.heard``) up to ``actual``; else caught up from the log."""
        heard = self._repo.cached(encounter_id)
        if heard is not None and heard.state.version > proj.state.version:
            if actual is not None and heard.state.version >= actual:
                return heard, False
            proj = heard
        return await self._repo.catch_up(encounter_id, proj), True

    async def _decide(
        self,
        proj: Projection,
        encounter_id: str,
        command: Command,
        identity: Identity | None = None,
        dry_run: bool = False,
    ) -> tuple[list[Event], bool]:
        """The events of ``command`` on ``proj`` and whether table dice were used: a history
        command is decided on the history (``fray.domain.history``; a revoke also on the
        whole log, for its dependency check), any other by the rules. ``identity`` is checked
        first."""
        ruleset = get_ruleset(proj.state.ruleset)
        if identity is not None:
            authorize(identity, command, proj.state, dry_run)
        if not isinstance(command, (Undo, Redo, Revoke)):
            unseen = () if identity is None or identity.is_gm else unseen_by(proj.state, identity.combatant_ids)
            return refused_as_seen(
                proj.state, command, unseen, lambda state: decide_with(state, command, self._dice, ruleset)
            )
        proj = await self._repo.with_history(encounter_id, proj)
        assert proj.history is not None  # with_history read it
        decided: Undo | Redo | Revoke = command
        player_undo = identity is not None and not identity.is_gm and isinstance(command, Undo)
        if identity is not None and player_undo:
            decided = own_latest(proj.history, identity.actor)
        elif identity is not None and isinstance(command, (Redo, Revoke)):
            own_action(identity, command, proj.history.senders(command))
        log = (
            [(e.version, e.data) for e in await self._store.read_stream(encounter_id)]
            if isinstance(decided, Revoke)
            else []
        )
        events = decide_history(
            proj.state, decided, proj.history, log, ruleset, reason="undo" if player_undo else "revoke"
        )
        events = await self._described(encounter_id, events, proj.state)
        if identity is not None and not identity.is_gm:
            no_probing(events, set(proj.state.secrecy.concealed))
        return events, False

    async def _described(self, encounter_id: str, events: list[Event], state: EncounterState) -> list[Event]:
        """History events whose action references say who may see each action and whom it
        names (``fray.policy.visibility.described``), so that they are redacted like the
        actions they name (issue 18)."""
        refs = [a for e in events if isinstance(e, (ActionsRevoked, ActionsRestored)) for a in e.actions]
        if not refs:
            return events
        first, last = min(a.first_version for a in refs), max(a.last_version for a in refs)
        named = await self._store.read_stream(encounter_id, after=first - 1, to=last)
        ids = {*state.combatants, *state.departed, *state.secrecy.concealed}
        return [
            msgspec.structs.replace(e, actions=tuple(described(a, named, ids) for a in e.actions))
            if isinstance(e, (ActionsRevoked, ActionsRestored))
            else e
            for e in events
        ]

    async def _dry_run(
        self,
        encounter_id: str,
        command: Command,
        metadata: Metadata,
        if_match: IfMatch,
        identity: Identity | None = None,
    ) -> CommandResult:
        """What ``command`` would append now, and the state after it; nothing is stored."""
        proj = await self._repo.get(encounter_id)
        if not matches(if_match, proj.state.version):
            raise PreconditionFailed(
                f"the encounter is at version {proj.state.version}, not {named(if_match)} (If-Match)"
            )
        events, table = await self._decide(proj, encounter_id, command, identity, dry_run=True)
        meta = _stamped(metadata, table, command, events, proj, identity)
        now = datetime.now(UTC)
        recorded = [
            RecordedEvent(
                position=0,
                stream_id=encounter_id,
                version=proj.state.version + i,
                event_id=random_id(),
                type=event_type(e),
                data=e,
                metadata=meta,
                recorded_at=now,
            )
            for i, e in enumerate(events, start=1)
        ]
        if undoes(recorded):
            after = (await self._repo.fold_to(encounter_id, to=proj.state.version, extra=recorded)).state
        else:
            after = fold(((r.version, r.data) for r in recorded), proj.state, get_ruleset(proj.state.ruleset))
        return CommandResult(version=after.version, events=recorded, state=after, dry_run=True, head=proj.head)

    def _turnstile(self, encounter_id: str) -> _Turnstile:
        """One command at a time per encounter in this process: commands on one encounter
        queue here instead of racing to the store and retrying (other processes still race,
        and the store's version check settles it)."""
        turnstile = self._turnstiles.get(encounter_id)
        if turnstile is None:
            turnstile = self._turnstiles[encounter_id] = _Turnstile(encounter_id, self._turnstiles)
        return turnstile

    async def _known(self, encounter_id: str, metadata: Metadata) -> CommandResult | None:
        """The first result of a retried command (same ``Idempotency-Key``), or None."""
        if metadata.idempotency_key is None:
            return None
        first = await self._store.find_idempotent(metadata.idempotency_key)
        return await self._replay(encounter_id, first, metadata) if first else None

    async def _replay(self, encounter_id: str, first: list[RecordedEvent], metadata: Metadata) -> CommandResult:
        """A retry's answer: the first run's events and the state as it stood after them."""
        check_same_command(first, encounter_id, metadata)
        version = first[-1].version
        shown = await self._repo.get(encounter_id, version)
        return CommandResult(version=version, events=first, state=shown.state, replayed=True, head=shown.head)

    async def _announce(self, done: CommandResult) -> None:
        """Publish what a command appended (nothing for a replay)."""
        if done.replayed:
            return
        try:
            await self._publish(Committed(done.events, done.state, done.head))
        except Exception:
            # The events are committed and are the truth; live feeds see the version gap in
            # their next message, or ask PostgreSQL when nothing comes. Report, don't fail.
            log.exception(
                "publishing events %s..%s of %s failed",
                done.events[0].version,
                done.version,
                done.events[0].stream_id,
            )


def no_probing(events: list[Event], concealed: set[str]) -> None:
    """A player's undo or revoke never takes back a move (nor anything else that said where a
    combatant is), nor an action whose events named a combatant concealed from players (an
    attack at a square that found one): what it showed of the map stays shown, as at a table
    where a step into an unseen creature, or a blow into its square, cannot be taken back, so
    actions and undos cannot sweep the grid for a concealed one (issue 18; the GM may undo it).
    ``concealed``: the ids concealed now. Raises ``RuleViolation`` (409) with the same words
    whichever the reason, so the refusal itself tells nothing more."""
    for e in events:
        if isinstance(e, ActionsRevoked) and any(a.locates or set(a.names) & concealed for a in e.actions):
            raise RuleViolation(
                "a move stays made: a player's undo does not take back where a combatant went "
                "or what an attack found; ask the GM"
            )


class _Turnstile:
    """An encounter's lock in ``kept`` (a dict by encounter id) for as long as a command
    holds it or waits for it: the last one out takes it away (a plain dict and a count cost
    less than a ``WeakValueDictionary`` on every command)."""

    __slots__ = ("_id", "_kept", "_lock", "_users")

    def __init__(self, encounter_id: str, kept: dict[str, _Turnstile]) -> None:
        self._id, self._kept, self._lock, self._users = encounter_id, kept, asyncio.Lock(), 0

    async def __aenter__(self) -> None:
        self._users += 1
        try:
            await self._lock.acquire()
        except BaseException:  # cancelled while waiting
            self._leave()
            raise

    async def __aexit__(self, *exc: object) -> None:
        self._lock.release()
        self._leave()

    def _leave(self) -> None:
        self._users -= 1
        if self._users == 0:
            del self._kept[self._id]


def _stamped(
    metadata: Metadata,
    table: bool,
    command: Command,
    events: list[Event],
    before: Projection,
    identity: Identity | None,
) -> Metadata:
    """``metadata`` of a decided command: whether table dice were used, and who may see its
    events (``fray.policy.visibility.visibility_of``)."""
    by_player = identity is not None and identity.role == "player"
    visibility = visibility_of(command, events, before.state, by_player)
    return msgspec.structs.replace(metadata, table_dice=table, visibility=visibility)


def _metadata(kind: str, fingerprint: str, actor: str | None, key: str | None) -> Metadata:
    return Metadata(
        command_id=random_id(),
        command_type=kind,
        command_hash=fingerprint,
        actor=actor,
        idempotency_key=key,
    )
