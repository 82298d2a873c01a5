"""Who sees what: the one redaction function every way out goes through (DESIGN principle 7;
issue 9, "Hidden information"): the state, the log, the live feed, history (time travel,
replay, export, statistics) and errors.

An :class:`Audience` is what a reader is: the GM (sees everything), a player (acting for some
combatants) or a spectator. :class:`Sight` is what one audience may see of one encounter *now*
(its current state): build it once, then redact any number of events and states with it.
Past states and old events are redacted by what the reader may see now, so a reveal opens
the past too.

What players and spectators do not see (the GM sees all of it):

- **Secret events**: an event whose ``metadata.visibility`` is ``gm``, or ``players`` not
  naming one of the reader's combatants (a ``secret`` command, a Meshal Lite secret roll, a
  hide seen only by the hider's side), until a ``reveal`` opens it.
- **Concealed combatants** (``set_visibility``, or added by a ``secret`` command), until
  revealed: absent from the state, and every event naming them is hidden.
- **A combatant hiding** (the core ``hidden`` condition: a 5e Hide, an Unlit Spires hide) from
  the other side: its position, its moves and the numbers of its ``hidden`` condition (the DC
  to find it), until it is found (the condition ends).
- **Hidden stat blocks** (``stats`` null) and **health** shown as bands or not at all
  (``resources`` empty; ``health`` the band or null), per combatant or by the encounter's
  defaults for sides other than the players' (``core.secrecy``). Events say so too: a
  combatant's joining event carries no stat block or tracks then (nor what would tell them,
  its ``secret_fields``: a roll of hit points), a correction no numbers.
  What a blow did (damage dealt) stays visible: the table sees it; the totals do not.

An event hidden from a reader is a :class:`HiddenEvent`: its stream and version, nothing else,
so a reader never sees a version gap and resume-by-version still works. Errors are redacted too
(:meth:`Sight.error`): a player's 404 for a concealed combatant reads exactly as one for an id
the encounter never had. Everything here is pure.
"""

from __future__ import annotations

import re
from typing import Any, Literal

import msgspec

from fray.domain.commands import Command, is_secret
from fray.domain.errors import CombatantNotFound, DomainError, InvalidCommand, RuleViolation
from fray.domain.events import (
    HIDDEN,
    PRIVATE_MARKER,
    ActionRef,
    ActionsRestored,
    ActionsRevoked,
    CombatantAdded,
    CombatantCorrected,
    CombatantMoved,
    CombatantPlaced,
    Condition,
    ConditionApplied,
    EncounterForked,
    Event,
    SecretNumbers,
    VisibilitySet,
)
from fray.domain.state import (
    Combatant,
    CombatantView,
    EncounterState,
    StateView,
    health_shown,
    stat_block_shown,
    view,
)
from fray.store.codec import Metadata, RecordedEvent, Visibility

replace = msgspec.structs.replace


class Audience(msgspec.Struct, frozen=True):
    """Who reads: the ``gm`` (everything), a ``player`` acting for ``combatant_ids`` (sorted),
    or a ``spectator``. Hashable: readers of one audience can share one encoding."""

    role: Literal["gm", "player", "spectator"] = "gm"
    combatant_ids: tuple[str, ...] = ()

    @property
    def is_gm(self) -> bool:
        """True for the GM."""
        return self.role == "gm"


GM = Audience()
"""The audience that sees everything."""
SPECTATOR = Audience("spectator")


def player(*combatant_ids: str) -> Audience:
    """The audience of a player acting for ``combatant_ids``."""
    return Audience("player", tuple(sorted(set(combatant_ids))))


class HiddenEvent(msgspec.Struct, frozen=True, kw_only=True):
    """An event the reader may not see: where it stands in its stream (``stream_id``,
    ``version``) and nothing else, so the reader sees no gap in the versions."""

    stream_id: str
    version: int


Redacted = RecordedEvent | HiddenEvent


class Sight:
    """What ``audience`` may see of an encounter whose current state is ``now``.

    ``event(recorded)`` → the event (metadata and fields the reader may not see taken out) or
    a :class:`HiddenEvent`; ``state(state)`` → the state view (of ``now`` or of any past
    version); ``error(exc)`` → the error as the reader may be told it."""

    def __init__(self, now: EncounterState, audience: Audience) -> None:
        self.now = now
        self.audience = audience
        self.gm = audience.is_gm
        if self.gm:  # the GM sees everything: nothing is taken out, so nothing to work out
            self._own: set[str] = set()
            self._concealed: set[str] = set()
            self._sides: set[str] = set()
            self._hiding: set[str] = set()
            self._mention: re.Pattern[str] | None = None
            return
        own = set(audience.combatant_ids)
        self._own = own
        self._concealed = set(now.secrecy.concealed) - own
        self._sides = {now.combatants[c].side for c in own if c in now.combatants}
        self._hiding = {
            cid
            for cid, c in now.combatants.items()
            if cid not in own and c.side not in self._sides and c.has(HIDDEN) is not None
        }
        names = [now.combatants[c].name for c in self._concealed if c in now.combatants]
        words = sorted({*self._concealed, *(n for n in names if n)}, key=len, reverse=True)
        self._mention = re.compile("|".join(rf"(?<![\w-]){re.escape(w)}(?![\w-])" for w in words)) if words else None

    # -- events ---------------------------------------------------------------------------------

    @property
    def concealed(self) -> frozenset[str]:
        """The combatants concealed from the reader (none for the GM)."""
        return frozenset() if self.gm else frozenset(self._concealed)

    def may_see_version(self, recorded: RecordedEvent) -> bool:
        """Whether the event's own visibility (its metadata) lets the reader see it."""
        vis = recorded.metadata.visibility
        if self.gm or vis.audience == "public":
            return True
        s = self.now.secrecy
        if recorded.version <= s.revealed_through or recorded.version in s.revealed:
            return True
        return vis.audience == "players" and bool(self._own & set(vis.players))

    def event(self, recorded: RecordedEvent) -> Redacted:
        """``recorded`` as the reader may see it: unchanged for the GM; else a
        :class:`HiddenEvent` when it is secret, shows where a combatant hiding from the reader
        is, is a history event naming only actions the reader may not see, or names a
        concealed combatant where nothing can be taken out; else with what the reader may not
        see taken out (the parts naming concealed combatants, hidden stat blocks, health and
        the numbers they give, the history events' actions it may not see, the metadata only
        the GM needs). An event with anything taken out comes without its ``salt``: its
        ``hash`` then commits to the whole without letting a reader try the plausible values
        (``fray.store.chain``)."""
        if self.gm:
            return recorded
        hidden = HiddenEvent(stream_id=recorded.stream_id, version=recorded.version)
        if not self.may_see_version(recorded):
            return hidden
        data: Any = recorded.data
        if isinstance(data, (ActionsRevoked, ActionsRestored)):
            seen = tuple(a for a in data.actions if self._sees_action(a))
            if not seen:
                return hidden
            if len(seen) != len(data.actions):
                data = replace(data, actions=seen)
        if self._concealed or self._hiding:
            named = _strings(msgspec.to_builtins(data))
            if named & self._hiding and _locates(data):
                return hidden
            if named & self._concealed:
                data = self._without_concealed(data)
                if data is None:
                    return hidden
            data = self._unmentioned(data)
        data = self._data(data)
        metadata = self._metadata(recorded.metadata)
        whole = data is recorded.data and metadata.visibility == recorded.metadata.visibility
        return replace(recorded, data=data, metadata=metadata, salt=recorded.salt if whole else None)

    def _sees_action(self, ref: ActionRef) -> bool:
        """Whether the reader may see the action a history event names: its own visibility
        (recorded in the reference as the history command was decided) and no concealed
        combatant or hiding one's whereabouts in it."""
        s = self.now.secrecy
        if ref.audience != "public" and not (
            ref.first_version <= s.revealed_through
            or ref.first_version in s.revealed
            or (ref.audience == "players" and bool(self._own & set(ref.players)))
        ):
            return False
        names = set(ref.names)
        return not (names & self._concealed or (ref.locates and names & self._hiding))

    def _without_concealed(self, data: Any) -> Any:
        """``data`` without the parts naming a concealed combatant (the items of its lists and
        maps that name one: an initiative entry, a target's result, a fork's combatant), or
        None when the event is about concealed combatants only: one is still named (in a field
        of its own), or a list or map named nothing else (a fork may keep no combatant)."""
        raw: dict[str, Any] = msgspec.to_builtins(data)
        if isinstance(data, EncounterForked):
            raw = self._forked(raw)
        for key, value in raw.items():
            kept: list[Any] | dict[str, Any]
            if isinstance(value, (list, tuple)):
                kept = [v for v in value if not _strings(v) & self._concealed]
            elif isinstance(value, dict):
                kept = {k: v for k, v in value.items() if not ({k} | _strings(v)) & self._concealed}
            else:
                continue
            if value and not kept and key != "combatants":  # it was all about concealed ones
                return None
            raw[key] = kept
        if _strings(raw) & self._concealed:
            return None
        return msgspec.convert(raw, type(data))

    def _unmentioned(self, data: Any) -> Any:
        """``data`` with every mention of a concealed combatant in its text (a condition named
        "Grey wolf's bite waits for …", an id written with it, ``venom:imp``) written as
        "someone", as the state's conditions are (``_scrub``); ``data`` itself when none is."""
        mention = self._mention
        if mention is None:
            return data
        raw = msgspec.to_builtins(data)
        if not any(mention.search(s) for s in _strings(raw)):
            return data

        def scrub(v: Any) -> Any:
            if isinstance(v, str):
                return mention.sub("someone", v)
            if isinstance(v, dict):
                return {scrub(k): scrub(x) for k, x in v.items()}
            if isinstance(v, list):
                return [scrub(x) for x in v]
            return v

        return msgspec.convert(scrub(raw), type(data))

    def _forked(self, raw: dict[str, Any]) -> dict[str, Any]:
        """A fork's first event (as JSON) without its concealed combatants, the conditions
        naming them, and a turn that is theirs."""
        kept = []
        for c in raw.get("combatants", []):
            if c.get("id") in self._concealed:
                continue
            conditions = [k for k in c.get("conditions", []) if not _strings(k) & self._concealed]
            kept.append({**c, "conditions": conditions})
        raw["combatants"] = kept
        if raw.get("turn") in self._concealed:
            raw["turn"] = None
        return raw

    def _metadata(self, m: Metadata) -> Metadata:
        """Metadata without what only the GM needs (the idempotency key, the command's hash)
        and naming, of the players an event was shown to, only the reader's own combatants."""
        vis = m.visibility
        if vis.players:
            vis = Visibility(audience=vis.audience, players=tuple(p for p in vis.players if p in self._own))
        return replace(m, command_hash=None, idempotency_key=None, visibility=vis)

    def _data(self, data: Any) -> Any:
        """``data`` without the stat blocks, health and numbers the reader may not see: a
        joining event's block and tracks, a fork's (and its secrecy, which names the concealed),
        a correction's numbers, and every field the event's class lists in ``secret_numbers``."""
        if isinstance(data, CombatantAdded):
            changes: dict[str, Any] = {}
            if data.combatant_id not in self._own:
                stats_hidden = self._stats_hidden(data.combatant_id, data.side)
                health_hidden = self._health(data.combatant_id, data.side) != "exact"
                if stats_hidden:
                    changes["stats"] = None
                if health_hidden:
                    changes["resources"] = {}
                if stats_hidden or health_hidden:
                    changes.update(dict.fromkeys(type(data).secret_fields))
            return replace(data, **changes) if changes else data
        if isinstance(data, EncounterForked):
            return replace(data, combatants=tuple(self._forked_one(c) for c in data.combatants), secrecy=None)
        if isinstance(data, ConditionApplied) and data.combatant_id not in self._own:
            c = self.now.combatants.get(data.combatant_id)
            if c is not None and self._health(c.id, c.side) != "exact":
                condition = _untracked(data.condition, set(c.resources))
                if condition is not data.condition:
                    return replace(data, condition=condition)
        if isinstance(data, CombatantCorrected) and data.combatant_id not in self._own:
            c = self.now.combatants.get(data.combatant_id)
            side = c.side if c is not None else ""
            if self._health(data.combatant_id, side) != "exact":
                return replace(data, current=None, maximum=None)
        if type(data).secret_numbers:
            return self._numbers(data, type(data).secret_numbers)
        return data

    def _forked_one(self, raw: dict[str, Any]) -> dict[str, Any]:
        """One combatant of a fork's first event (JSON) without its hidden stat block, tracks
        and, when hiding from the reader, its position."""
        cid, side = str(raw.get("id", "")), str(raw.get("side", ""))
        if cid in self._own:
            return raw
        out = dict(raw)
        if self._stats_hidden(cid, side):
            out["stats"] = None
        if self._health(cid, side) != "exact":
            out["resources"] = {}
        if cid in self._hiding:
            out.update(position=None, movement_left_ft=None, moved_from=None)
            out["conditions"] = [
                {"id": HIDDEN, "name": "hidden"} if k.get("id") == HIDDEN else k for k in out.get("conditions", [])
            ]
        return out

    def _numbers(self, data: Any, rules: tuple[SecretNumbers, ...]) -> Any:
        """``data`` with the ``SecretNumbers`` fields the reader may not see nulled (``data``
        itself when none is)."""
        raw: dict[str, Any] = msgspec.to_builtins(data)
        changed = False
        for rule in rules:
            if rule.rulesets and self.now.ruleset not in rule.rulesets:
                continue
            items = _at(raw, rule.each) if rule.each else [raw]
            for item in items if isinstance(items, (list, tuple)) else ():
                if not isinstance(item, dict):
                    continue
                cid = _at(item, rule.of) if rule.each and _at(item, rule.of) is not None else _at(raw, rule.of)
                if self._veiled(rule, cid):
                    changed = _null(item, rule.fields) or changed
        return msgspec.convert(raw, type(data)) if changed else data

    def _veiled(self, rule: SecretNumbers, cid: Any) -> bool:
        """Whether ``rule``'s kind of combatant ``cid`` is hidden from the reader."""
        if not isinstance(cid, str) or cid in self._own:
            return False
        c = self.now.combatants.get(cid)
        side = c.side if c is not None else ""
        if rule.kind == "stats":
            return self._stats_hidden(cid, side)
        return self._health(cid, side) != "exact"

    # -- states ---------------------------------------------------------------------------------

    def state(self, state: EncounterState | None = None, head_hash: str | None = None) -> StateView:
        """The view of ``state`` (default: now) the reader may see: for players and spectators
        without concealed combatants (nor conditions naming them), without the position and
        hiding numbers of a combatant hiding from their side, and without hidden stat blocks
        and health."""
        state = self.now if state is None else state
        full = view(state, head_hash)
        if self.gm:
            return full
        shown = [self._combatant(state, cv) for cv in full.combatants if cv.id not in self._concealed]
        return replace(
            full,
            combatants=shown,
            initiative_order=tuple(c for c in full.initiative_order if c not in self._concealed),
            turn=None if full.turn in self._concealed else full.turn,
        )

    def _combatant(self, state: EncounterState, cv: CombatantView) -> CombatantView:
        conditions = tuple(self._scrub(k) for k in cv.conditions)
        markers = tuple(self._scrub(k) for k in cv.markers)
        if cv.id in self._own:
            return replace(cv, conditions=conditions, markers=markers, concealed=False)
        markers = tuple(replace(k, modifiers=()) if k.id.startswith(PRIVATE_MARKER) else k for k in markers)
        changes: dict[str, Any] = {"conditions": conditions, "markers": markers, "concealed": False}
        hiding = cv.id in self._hiding or (cv.side not in self._sides and any(k.id == HIDDEN for k in conditions))
        if hiding:
            changes.update(
                position=None,
                movement_left_ft=None,
                conditions=tuple(Condition(id=HIDDEN, name="hidden") if k.id == HIDDEN else k for k in conditions),
            )
        stat_block = "hidden" if self._stats_hidden(cv.id, cv.side) else "shown"
        health = self._health(cv.id, cv.side)
        changes.update(stat_block=stat_block, health_shown=health)
        if stat_block == "hidden":
            changes["stats"] = None
        if health != "exact":
            changes["resources"] = {}
            if health == "none":
                changes["health"] = None
            tracks = set(cv.resources)
            changes["conditions"] = tuple(_untracked(k, tracks) for k in changes["conditions"])
            changes["markers"] = tuple(_untracked(k, tracks) for k in changes["markers"])
        return replace(cv, **changes)

    def _scrub(self, k: Condition) -> Condition:
        """``k`` without a concealed combatant in it (its source, a link, a duration keyed to
        it, or its id or name written with it)."""
        if self._mention is None or not (
            _strings(msgspec.to_builtins(k)) & self._concealed
            or self._mention.search(k.id)
            or self._mention.search(k.name)
        ):
            return k
        return Condition(
            id=self._mention.sub("someone", k.id),
            name=self._mention.sub("someone", k.name),
            modifiers=k.modifiers,
            marker=k.marker,
        )

    def _stats_hidden(self, cid: str, side: str) -> bool:
        c = self.now.combatants.get(cid) or Combatant(id=cid, name="", side=side)
        return stat_block_shown(self.now, c) == "hidden"

    def _health(self, cid: str, side: str) -> str:
        c = self.now.combatants.get(cid) or Combatant(id=cid, name="", side=side)
        return health_shown(self.now, c)

    # -- errors ---------------------------------------------------------------------------------

    def visible_combatants(self) -> list[str]:
        """The ids of the combatants the reader sees now, in joining order."""
        return [c for c in self.now.combatants if c not in self._concealed]

    def error(self, exc: Exception) -> Exception:
        """``exc`` as the reader may be told it: an unknown-combatant error lists only the
        combatants the reader sees (so a concealed id reads as one never added); a rule's
        refusal that would name a concealed combatant says only that the rules refuse."""
        if self.gm or not isinstance(exc, DomainError):
            return exc
        if isinstance(exc, CombatantNotFound):
            return CombatantNotFound(exc.combatant_id, self.visible_combatants())
        if self._mention is not None and self._mention.search(exc.detail):
            cls = RuleViolation if isinstance(exc, RuleViolation) else InvalidCommand
            if isinstance(exc, (RuleViolation, InvalidCommand)):
                return cls("the rules do not allow that now; ask the GM")
        return exc


PUBLIC = Visibility()


def visibility_of(command: Command, events: list[Event], before: EncounterState, by_player: bool) -> Visibility:
    """Who may see the events ``command`` appends (its ``metadata.visibility``), decided as it
    is appended. A ``secret`` command: the GM only, or the GM and the acting combatant's player
    when a player sent it or asked for it (Meshal Lite's ``"gm_and_player"``), and those its
    events name in ``shown_to`` (the defender of a Meshal Lite attack waiting for its defence);
    an event marked ``secret_roll`` keeps the answer to a secret roll as secret as the roll
    (seen by the GM, the answering actor and ``shown_to``); a secret add is
    public, since its newcomers join concealed and every event naming them is hidden anyway.
    A successful hide (the core ``hidden`` condition applied): the hider's side only, so the
    other side never sees the roll that set the DC to find it. Anything else: public."""
    secret_roll = any(getattr(e, "secret_roll", False) for e in events)
    if is_secret(command) or secret_roll:
        if any(isinstance(e, VisibilitySet) and e.concealed for e in events):
            return PUBLIC
        field = type(command).actor_field
        actor = getattr(command, field, None) if field else None
        shown = [p for e in events for p in getattr(e, "shown_to", ())]
        answers = secret_roll and not is_secret(command)  # the answer to a secret roll
        if actor and (by_player or getattr(command, "secret", None) == "gm_and_player" or answers):
            shown.insert(0, actor)
        if shown:
            return Visibility(audience="players", players=tuple(dict.fromkeys(shown)))
        return Visibility(audience="gm")
    hider = next((e.combatant_id for e in events if isinstance(e, ConditionApplied) and e.condition.id == HIDDEN), None)
    if hider is not None:
        sides = {c.side: c for c in before.combatants.values()}
        side = before.combatants[hider].side if hider in before.combatants else None
        if side is not None and side in sides:
            return Visibility(
                audience="players", players=tuple(c.id for c in before.combatants.values() if c.side == side)
            )
    return PUBLIC


def described(ref: ActionRef, events: list[RecordedEvent], ids: set[str]) -> ActionRef:
    """``ref`` with what a reader's redaction needs of the action it names (``events``, its
    recorded events): who may see it (their ``metadata.visibility``), the combatants among
    ``ids`` its events name, and whether any of them says where one is."""
    mine = [e for e in events if ref.first_version <= e.version <= ref.last_version]
    vis = mine[0].metadata.visibility if mine else PUBLIC
    names: set[str] = set()
    for e in mine:
        names |= _strings(msgspec.to_builtins(e.data)) & ids
    return replace(
        ref,
        audience=vis.audience,
        players=vis.players,
        names=tuple(sorted(names)),
        locates=any(_locates(e.data) for e in mine),
    )


SQUARE_FIELDS = ("position", "square", "target_square", "squares", "origin", "area", "start", "path")
"""Fields of an event that name squares of the grid: an action that recorded one told where
something is (or is not), so a player's undo cannot take it back (``no_probing``)."""


def _locates(data: Any) -> bool:
    """Whether an event says where a combatant is, the numbers of its hiding, or which squares
    an action reached (a square attacked, an area covered, a path walked)."""
    if isinstance(data, (CombatantMoved, CombatantPlaced)):
        return True
    if isinstance(data, ConditionApplied) and data.condition.id == HIDDEN:
        return True
    return any(getattr(data, name, None) not in (None, (), []) for name in SQUARE_FIELDS)


def _untracked(k: Condition, tracks: set[str]) -> Condition:
    """``k`` without its modifiers that apply to one of its bearer's ``tracks`` (a Meshal Lite
    ``answering`` marker holds the dice each pool had): for a reader who may not see the
    bearer's exact health, they are its health. ``k`` itself when it has none."""
    kept = tuple(m for m in k.modifiers if m.applies_to not in tracks)
    return k if len(kept) == len(k.modifiers) else replace(k, modifiers=kept)


def _at(value: dict[str, Any], path: str) -> Any:
    """The value at dotted ``path`` in JSON object ``value`` (None where it stops)."""
    here: Any = value
    for key in path.split("."):
        if not isinstance(here, dict):
            return None
        here = here.get(key)
    return here


def _null(value: dict[str, Any], paths: tuple[str, ...]) -> bool:
    """Null each dotted path of JSON object ``value`` that exists; whether any was set."""
    changed = False
    for path in paths:
        *parents, last = path.split(".")
        here: Any = value
        for key in parents:
            here = here.get(key) if isinstance(here, dict) else None
        if isinstance(here, dict) and last in here and here[last] is not None:
            here[last] = None
            changed = True
    return changed


def _strings(value: Any) -> set[str]:
    """Every string anywhere in decoded JSON ``value`` (keys too)."""
    out: set[str] = set()
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            out.add(v)
        elif isinstance(v, dict):
            out.update(k for k in v if isinstance(k, str))
            stack.extend(v.values())
        elif isinstance(v, (list, tuple)):
            stack.extend(v)
    return out
