"""Fork and carry-over: a new encounter that starts from another's state at one version.

- A **fork** ("what if the fireball had missed") copies the whole state at version N: every
  combatant as it was, who left, the initiative order, the round and whose turn it was. The
  new stream's first event (``EncounterForked``) carries that state and names where it came
  from (``ForkOrigin``: the encounter, the version and its head hash), so the fork at N folds
  to the original at N (only the id, the name and the version differ).
- A **carry-over** keeps only the chosen combatants, as they ended (hit points, magic points,
  spent resources and slots, lasting conditions), with the turn state cleared, so a
  campaign's next fight starts where the last one left off; rests between fights are the
  rulesets' own commands, allowed before round 1.

DECISIONS (the issue names what is kept, not every field):
- Turn state cleared: no initiative, no round or turn, nothing spent this turn, no movement
  left or moved-from square, and no position either (the next fight is on another map).
- Lasting conditions: those that do not end at a turn boundary (``expires.at == "never"`` and
  no round count; "save ends" ones stay, their saves prompted at the bearer's turns in the new
  fight). Markers (the old fight's bookkeeping) are dropped, and so is a condition caused by a
  combatant left behind (a grapple by a monster not carried) or held up by a condition that
  is not carried. A condition ``carried`` by its ruleset's word stays whatever its duration
  (bookkeeping that lasts until a rest: a 4e encounter or daily power used, a second wind
  used), unless its source was left behind; a condition with an ``area`` (a 4e zone) is
  dropped: its squares were on the old map, and positions are not carried.
- A fork of an ended encounter starts open: it is a new encounter.
- Secrets carry (issue 18): the fork keeps the origin's concealed combatants and
  per-combatant stat block and health settings (``EncounterState.secrecy``; the per-encounter
  defaults travel in ``core``), a carry-over those of the combatants it keeps, so a player of
  the fork sees no more than one of the origin at that version. Reveals of secret events do
  not carry: the origin's events are not copied, only the state they add up to.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import msgspec

from fray.domain.events import Condition, EncounterForked, Event, ForkOrigin
from fray.domain.state import Combatant, EncounterState, Secrecy

if TYPE_CHECKING:
    from fray.domain.ruleset import Ruleset

replace = msgspec.structs.replace


def fork_events(
    state: EncounterState, encounter_id: str, name: str | None, head_hash: str | None, keep: tuple[str, ...] | None
) -> list[Event]:
    """The first event of a fork of ``state`` as the new encounter ``encounter_id`` (``name``:
    by default the old name, "fork at N"); with ``keep``, a carry-over of those combatants.
    Raises ``CombatantNotFound`` for an id ``keep`` names that the state does not have."""
    origin = ForkOrigin(encounter_id=state.encounter_id, version=state.version, head_hash=head_hash, kept=keep)
    title = name or f"{state.name} (fork at {state.version})"
    common: dict[str, Any] = {
        "encounter_id": encounter_id,
        "ruleset": state.ruleset,
        "name": title,
        "options": state.options,
        "core": state.core,
        "origin": origin,
        "secrecy": _secrecy(state, keep),
    }
    if keep is None:
        return [
            EncounterForked(
                **common,
                combatants=tuple(_builtins(c) for c in state.combatants.values()),
                departed=state.departed,
                order=state.order,
                round=state.round,
                turn=state.turn,
            )
        ]
    chosen = [state.combatant(cid) for cid in dict.fromkeys(keep)]
    ids = {c.id for c in chosen}
    left = (set(state.combatants) | set(state.departed)) - ids
    return [EncounterForked(**common, combatants=tuple(_builtins(_carried(c, ids, left)) for c in chosen))]


def _carried(c: Combatant, kept: set[str], left: set[str]) -> Combatant:
    """``c`` as it ended, turn state cleared, lasting conditions only (see the module);
    ``left``: the combatants left behind."""
    conditions = tuple(k for k in c.conditions if _lasting(k, kept, left))
    names = {k.id for k in conditions}
    conditions = tuple(
        k
        for k in conditions
        if k.lasts_while is None or k.lasts_while.combatant_id != c.id or k.lasts_while.condition_id in names
    )
    return replace(
        c,
        conditions=conditions,
        initiative=None,
        spent={},
        spent_on={},
        movement_left_ft=None,
        moved_from=None,
        position=None,
    )


def _lasting(k: Condition, kept: set[str], left: set[str]) -> bool:
    if k.area or k.source in left:
        return False
    if k.carried:
        return True
    if k.marker or k.expires.at != "never" or k.expires.rounds:
        return False
    return k.lasts_while is None or k.lasts_while.combatant_id in kept


def _secrecy(state: EncounterState, keep: tuple[str, ...] | None) -> dict[str, Any]:
    """What the fork keeps secret: the origin's concealment and per-combatant settings (of the
    kept combatants only, for a carry-over); no reveals of events (their versions are the
    origin's)."""
    s = state.secrecy
    kept = set(state.combatants) | set(state.departed) if keep is None else set(keep)
    secrecy = Secrecy(
        concealed=tuple(c for c in s.concealed if c in kept),
        stat_blocks={c: v for c, v in s.stat_blocks.items() if c in kept},
        health={c: v for c, v in s.health.items() if c in kept},
    )
    out: dict[str, Any] = msgspec.to_builtins(secrecy)
    return out


def _builtins(c: Combatant) -> dict[str, Any]:
    out: dict[str, Any] = msgspec.to_builtins(c)
    return out


def forked_state(event: EncounterForked, ruleset: Ruleset | None) -> EncounterState:
    """The state a fork starts from: its combatants read back as ``Combatant`` (stat blocks as
    the ruleset's type), order, round and turn as carried. Raises ``msgspec.ValidationError``
    for a combatant the ruleset cannot read."""
    stat_block = ruleset.stat_block if ruleset is not None else None
    combatants: dict[str, Combatant] = {}
    for raw in event.combatants:
        c = msgspec.convert(raw, Combatant)
        if c.stats is not None and stat_block is not None:
            c = replace(c, stats=msgspec.convert(raw["stats"], stat_block))
        combatants[c.id] = c
    return EncounterState(
        encounter_id=event.encounter_id,
        ruleset=event.ruleset,
        name=event.name,
        options=event.options,
        core=event.core,
        combatants=combatants,
        departed=event.departed,
        order=event.order,
        round=event.round,
        turn=event.turn,
        secrecy=msgspec.convert(event.secrecy, Secrecy) if event.secrecy is not None else Secrecy(),
    )
