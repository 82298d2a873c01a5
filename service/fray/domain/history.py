"""Undo, redo and revoke: an encounter's history as actions, and the fold of its effective log.

An *action* is everything one command appended (the events sharing its command id, a run of
versions ``first..last``). Undo is an event (DESIGN principle 5): ``actions_revoked`` names the
actions it takes back, ``actions_restored`` the ones a redo gives back; nothing is erased.

The state is the fold of the *effective* log: every event except those of revoked actions and
the history events themselves, each version still counted (``EncounterState.version`` is the
stream's). Never an inverse delta: undoing 8 damage on a creature already at 0 HP leaves it at
0, undoing a turn advance restores the active combatant, the round and every duration counter,
because the state is folded again without the action (``replay``). Redo re-applies the same
events, with the same dice: nothing is decided again.

- ``undo``: revokes the latest effective action (not a history command, never the encounter's
  creation); ``undo`` with ``to_version`` N revokes every effective action after N at once (a
  GM's "restart the fight": N is the version before initiative).
- ``redo``: restores what the latest revocation took back, unless a new action came after it;
  so undo of "undo" is "redo", and any number of steps go both ways.
- ``revoke``: takes back one earlier action (named by its command id, or the version of one of
  its events); refused (409, naming them) when later effective actions depend on it: they
  name a combatant it added, they no longer fold without it, or without it they leave a
  state the ruleset would have settled at once (``Ruleset.consequences``: a condition whose
  source no longer holds it, ``fray.domain.links``).
- **a player's** ``undo`` takes back that player's own latest effective action: it is the
  ``revoke`` of it (``own_latest``), with its dependency check, recorded with the reason
  ``undo``; a player's ``revoke`` and ``redo`` touch only its own actions (``History.senders``
  says whose they are; who may is ``fray.policy.access.own_action``).

Pure: the service hands in the ``History`` (built from the stored events' command ids) and,
for ``revoke``, the log.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal

import msgspec

from fray.domain.commands import Redo, Revoke, Undo
from fray.domain.errors import RuleViolation
from fray.domain.events import ActionRef, ActionsRestored, ActionsRevoked, CombatantAdded, Event
from fray.domain.evolve import evolve, pass_over
from fray.domain.ruleset import Ruleset
from fray.domain.state import EncounterState

HISTORY_COMMANDS = ("undo", "redo", "revoke")
CREATE = "create_encounter"
BEGINNINGS = (CREATE, "fork_encounter")
"""Commands that begin a stream (a create, a fork): never undone."""
HISTORY_EVENTS = (ActionsRevoked, ActionsRestored)


class Action(msgspec.Struct, frozen=True, kw_only=True):
    """One command's events: versions ``first..last``, its ``command_id`` and ``command_type``
    (``"apply_damage"``, ``"undo"`` …) and who sent it (``actor``)."""

    command_id: str
    command_type: str
    first: int
    last: int
    actor: str | None = None

    @property
    def ref(self) -> ActionRef:
        """How a history event names this action."""
        return ActionRef(
            command_id=self.command_id, first_version=self.first, last_version=self.last, command_type=self.command_type
        )

    @property
    def ordinary(self) -> bool:
        """Whether undo may take it back: not a history command, not the creation."""
        return self.command_type not in (*HISTORY_COMMANDS, *BEGINNINGS)


class History(msgspec.Struct, frozen=True, kw_only=True):
    """The actions of an encounter in order, the command ids now revoked, and the revocations
    a redo may give back (``redoable``: groups of command ids, latest last; emptied by any new
    ordinary action)."""

    actions: tuple[Action, ...] = ()
    revoked: frozenset[str] = frozenset()
    redoable: tuple[tuple[str, ...], ...] = ()

    def record(
        self,
        version: int,
        event: Event | None,
        command_id: str | None,
        command_type: str | None,
        actor: str | None = None,
    ) -> History:
        """This history with one more stored event (``version``, of command ``command_id``;
        ``event`` may be None for any but an undo or redo event)."""
        return self.extend([(version, event, command_id, command_type, actor)])

    def extend(self, recorded: Iterable[tuple[int, Event | None, str | None, str | None, str | None]]) -> History:
        """This history with more stored events ``(version, event, command_id, command_type,
        actor)`` in order (linear in their number: a long log's history is built at once)."""
        actions, revoked, redoable = list(self.actions), set(self.revoked), list(self.redoable)
        for version, event, command_id, command_type, actor in recorded:
            cid = command_id or f"v{version}"
            if actions and actions[-1].command_id == cid:
                actions[-1] = msgspec.structs.replace(actions[-1], last=version)
            else:
                new = Action(command_id=cid, command_type=command_type or "", first=version, last=version, actor=actor)
                actions.append(new)
                if new.ordinary:
                    redoable.clear()
            if isinstance(event, ActionsRevoked):
                ids = tuple(a.command_id for a in event.actions)
                revoked |= set(ids)
                redoable.append(ids)
            elif isinstance(event, ActionsRestored):
                ids = tuple(a.command_id for a in event.actions)
                revoked -= set(ids)
                redoable = [g for g in redoable if g != ids]
        return History(actions=tuple(actions), revoked=frozenset(revoked), redoable=tuple(redoable))

    def effective(self) -> list[Action]:
        """The ordinary actions not revoked, in order."""
        return [a for a in self.actions if a.ordinary and a.command_id not in self.revoked]

    def find(self, which: str | int) -> Action | None:
        """The action with command id ``which``, or containing version ``which``."""
        for a in self.actions:
            if a.command_id == which or (isinstance(which, int) and a.first <= which <= a.last):
                return a
        return None

    def senders(self, command: Redo | Revoke) -> dict[str, str | None]:
        """The actions a ``redo`` or ``revoke`` would touch: command id → who sent it."""
        if isinstance(command, Revoke):
            found = self.find(command.action)
            return {} if found is None else {found.command_id: found.actor}
        group = set(self.redoable[-1]) if self.redoable else set()
        return {a.command_id: a.actor for a in self.actions if a.command_id in group}


def own_latest(history: History, actor: str) -> Revoke:
    """A player's ``undo``: the revoke of ``actor``'s own latest effective action. Raises
    ``RuleViolation`` (409) when it has none."""
    own = [a for a in history.effective() if a.actor == actor]
    if not own:
        raise RuleViolation("you have nothing to undo: no action of yours is in effect")
    return Revoke(action=own[-1].command_id)


def history_of(recorded: Iterable[tuple[int, Event | None, str | None, str | None, str | None]]) -> History:
    """The history of ``(version, event, command_id, command_type, actor)`` in order."""
    return History().extend(recorded)


def revoked_versions(events: Iterable[tuple[int, Event]]) -> set[int]:
    """The versions revoked once every history event among ``events`` is applied, in order."""
    out: set[int] = set()
    for _, e in events:
        if isinstance(e, ActionsRevoked):
            for a in e.actions:
                out |= set(range(a.first_version, a.last_version + 1))
        elif isinstance(e, ActionsRestored):
            for a in e.actions:
                out -= set(range(a.first_version, a.last_version + 1))
    return out


def replay(
    events: Sequence[tuple[int, Event]],
    ruleset: Ruleset | None,
    state: EncounterState | None = None,
    revoked: set[int] | None = None,
) -> EncounterState:
    """The fold of the effective log: ``events`` (``(version, event)``, in order, following
    ``state``) without the revoked versions (``revoked``, else those the history events among
    ``events`` leave revoked) nor the history events themselves; every version still counts,
    and the id of a combatant whose joining was undone stays taken (``departed``: never reused).
    Raises ``EventOutOfOrder`` for a version that does not follow, and what ``evolve`` raises."""
    skip = revoked_versions(events) if revoked is None else revoked
    state = state if state is not None else EncounterState()
    for version, event in events:
        if version in skip or isinstance(event, HISTORY_EVENTS):
            state = pass_over(state, version)
            if isinstance(event, CombatantAdded) and version in skip:  # its id stays taken
                state = msgspec.structs.replace(state, departed=(*state.departed, event.combatant_id))
        else:
            state = evolve(state, event, version, ruleset)
    return state


def decide_history(
    state: EncounterState,
    command: Undo | Redo | Revoke,
    history: History,
    log: Sequence[tuple[int, Event]] = (),
    ruleset: Ruleset | None = None,
    *,
    reason: Literal["undo", "revoke"] = "revoke",
) -> list[Event]:
    """The events of a history command (see the module). ``log`` (every stored event, for
    ``revoke``'s dependency check) and ``ruleset`` (to fold it) are needed only for ``revoke``,
    whose event records ``reason`` (``undo`` when it stands for a player's undo: ``own_latest``).
    Raises ``RuleViolation`` (409): nothing to undo or redo, ``to_version`` out of range, an
    action that is unknown, not effective, or that later actions depend on (named)."""
    if state.archived:
        raise RuleViolation("this encounter is archived: it is read-only; nothing more can be sent to it")
    match command:
        case Undo(to_version=None):
            effective = history.effective()
            if not effective:
                raise RuleViolation(
                    f"there is nothing to undo at version {state.version}: no action "
                    "since the encounter was created (or all are undone)"
                )
            return [ActionsRevoked(actions=(effective[-1].ref,), reason="undo")]
        case Undo(to_version=int(n)):
            if not 1 <= n < state.version:
                raise RuleViolation(
                    f"to_version must be between 1 and {state.version - 1} (the "
                    f"encounter is at version {state.version}); got {n}"
                )
            later = [a for a in history.effective() if a.first > n]
            if not later:
                raise RuleViolation(
                    f"nothing to undo after version {n}: every later action is already undone or a history command"
                )
            return [ActionsRevoked(actions=tuple(a.ref for a in later), reason="to_version", to_version=n)]
        case Redo():
            if not history.redoable:
                raise RuleViolation("there is nothing to redo: nothing was undone since the last action")
            group = set(history.redoable[-1])
            refs = tuple(a.ref for a in history.actions if a.command_id in group)
            return [ActionsRestored(actions=refs)]
        case Revoke():
            return _revoke(command, history, log, ruleset, reason)
    raise RuleViolation(f"{command!r} is not a history command")


def _revoke(
    command: Revoke,
    history: History,
    log: Sequence[tuple[int, Event]],
    ruleset: Ruleset | None,
    reason: Literal["undo", "revoke"],
) -> list[Event]:
    target = history.find(command.action)
    if target is None:
        raise RuleViolation(
            f"no action {command.action!r} in this encounter; name a command id or "
            "the version of one of its events (GET …/events shows both)"
        )
    if not target.ordinary:
        raise RuleViolation(
            f"{target.command_type or 'that'} (versions {target.first}–{target.last}) "
            "cannot be revoked; use undo or redo"
        )
    if target.command_id in history.revoked:
        raise RuleViolation(f"the action at versions {target.first}–{target.last} is already revoked")
    dependents = _dependents(target, history, log, ruleset)
    if dependents:
        names = "; ".join(f"{a.command_type} (versions {a.first}–{a.last}, command {a.command_id})" for a in dependents)
        raise RuleViolation(
            f"later actions depend on {target.command_type} (versions "
            f"{target.first}–{target.last}): {names}; undo or revoke them first"
        )
    return [ActionsRevoked(actions=(target.ref,), reason=reason)]


def _dependents(
    target: Action, history: History, log: Sequence[tuple[int, Event]], ruleset: Ruleset | None
) -> list[Action]:
    """Later effective actions that cannot stand without ``target``: they name a combatant it
    added, folding the log without it fails at one of their events, or the state without it
    after one of them calls for consequences the real state then did not (a mark left on by
    a marker that, without the revoked healing, is unconscious: ``fray.domain.links``)."""
    events = dict(log)
    added = {e.combatant_id for v, e in log if target.first <= v <= target.last and isinstance(e, CombatantAdded)}
    later = [a for a in history.effective() if a.first > target.last]
    out = [
        a for a in later if added and any(added & _named(events[v]) for v in range(a.first, a.last + 1) if v in events)
    ]
    now = revoked_versions(log)
    skip = now | set(range(target.first, target.last + 1))
    ends = {a.last: a for a in later}
    state, real = EncounterState(), EncounterState()
    for version, event in log:
        state, folded = _step(state, version, event, skip, ruleset)
        if not folded:
            failing = next((a for a in later if a.first <= version <= a.last), None)
            if failing is not None and failing not in out:
                out.append(failing)
        real, _ = _step(real, version, event, now, ruleset)
        a = ends.get(version)
        if ruleset is not None and a is not None and a not in out and _unsettled(state, real, ruleset):
            out.append(a)
    return sorted(out, key=lambda a: a.first)


def _step(
    state: EncounterState, version: int, event: Event, skip: set[int], ruleset: Ruleset | None
) -> tuple[EncounterState, bool]:
    """``state`` after the stored event at ``version`` (passed over when ``skip`` holds it or
    it is a history event), and False when it no longer folds (then it is passed over too)."""
    try:
        if version in skip or isinstance(event, HISTORY_EVENTS):
            return pass_over(state, version), True
        return evolve(state, event, version, ruleset), True
    except (KeyError, ValueError, AttributeError):
        return pass_over(state, version), False


def _unsettled(without: EncounterState, real: EncounterState, ruleset: Ruleset) -> bool:
    """Whether the state ``without`` the revoked action calls for consequences
    (``Ruleset.consequences``: a mark whose marker is unconscious, a grapple whose grappler
    is gone) that the real state at the same version does not: an action after it stood on
    it (``fray.domain.links``)."""
    try:
        wanted = ruleset.consequences(without)
    except (KeyError, ValueError, AttributeError):
        return True
    if not wanted:
        return False
    had = ruleset.consequences(real)
    return any(e not in had for e in wanted)


def _named(event: Event) -> set[str]:
    """Every string value among ``event``'s fields, one level deep (the combatant ids it names)."""
    out: set[str] = set()
    for value in msgspec.structs.asdict(event).values():
        if isinstance(value, str):
            out.add(value)
        elif isinstance(value, (list, tuple)):
            out |= {v for v in value if isinstance(v, str)}
    return out
