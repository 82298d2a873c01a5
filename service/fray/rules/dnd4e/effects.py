"""Effects on combatants as the core's ``Condition``s: what a creature's conditions are, the
modifiers they give, and putting a new effect on a creature (one mark at a time, identical
effects keep the longest, a sustained effect held up by its creator).

Sources: 004_e86ae0a0322fa3b5.txt §状态 (the conditions; 标记: one mark at a time, a new one
replaces the old), §持续时间 (durations, overlapping identical effects, sustain), §加值与减值
(an effect's bonuses stack by type); PHB 2008 p. 277 (an unconscious creature falls prone).

Ids: the condition's name (``slowed``); ``name:source`` when the creature already has one of
that name from elsewhere, ``name:source:2`` … after; a mark is always ``marked``. A dying
creature is dying (so unconscious and helpless) by its hit points, not by a condition
(``status``); :func:`names` adds it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from msgspec import structs

from fray.domain.events import Condition, ConditionApplied, Event
from fray.domain.state import Combatant, EncounterState

from .conditions import implied
from .defences import DEFENCES
from .durations import (
    DurationKind,
    expiry,
    held_by,
    identical,
    longer,
    sustain_action,
    sustaining,
)
from .events import EffectShadowed
from .modifiers import BONUS_TYPES, Modifier, applies
from .stats import Effect

MARKED = "marked"
PRONE = "prone"
STABLE = "stable"
SURPRISED = "surprised"


def names(c: Combatant) -> frozenset[str]:
    """Every condition ``c`` is under, with what they bring (dying → unconscious → helpless):
    its conditions' names, ``dying`` while its status is dying, ``unconscious`` while it is
    down (stable at 0 hit points or fewer). Source: 004 §状态 (濒死, 昏迷); PHB 2008 p. 295."""
    own = {k.name for k in c.conditions if not k.marker}
    if c.status == "dying":
        own.add("dying")
    elif c.status == "down":
        own.add("unconscious")
    return implied(own)


def modifiers_on(c: Combatant, what: str) -> tuple[Modifier, ...]:
    """The bonuses and penalties ``c``'s conditions give to ``what`` (``attack``, ``damage``,
    a defence, ``saving_throws`` …; ``defences`` counts for each defence), as modifiers whose
    source is the condition (its name and who caused it), stacked by the caller.
    Source: 004_e86ae0a0322fa3b5.txt §加值与减值. Never raises."""
    out = []
    for k in c.conditions:
        for m in k.modifiers:
            typed = m.bonus_type if m.bonus_type in BONUS_TYPES else "untyped"
            mod = Modifier(
                value=m.amount,
                source=k.name + (f" ({k.source})" if k.source else ""),
                type=typed,
                applies_to=(m.applies_to,),
            )
            if applies(mod, what, DEFENCES):
                out.append(mod)
    return tuple(out)


def marked_by(c: Combatant) -> str | None:
    """Who marked ``c`` (None if nobody). Source: 004 §状态 (标记)."""
    k = c.has(MARKED)
    return k.source if k is not None else None


def build(
    state: EncounterState,
    effect: Effect,
    target_id: str,
    source_id: str | None,
    turn_of: str | None = None,
    power: str | None = None,
    label: str | None = None,
) -> Condition:
    """The condition ``effect`` makes on ``target_id`` now: its duration keyed to ``turn_of``
    (default the source, else whoever's turn it is; "save ends" is the target's own), its
    ongoing damage, modifiers and aftereffect (keyed the same way; begun with its duration
    counted from the save). A sustained effect lasts while its source's ``sustain:<power or
    name>``. The id is the name (``unique_id`` makes it unique). Raises ``InvalidCommand``
    for "the end of the turn" outside the keyed creature's turn.
    Source: 004_e86ae0a0322fa3b5.txt §持续时间, §豁免鉴定."""
    whose = turn_of or source_id or state.turn or target_id
    kind: DurationKind = effect.duration
    after = build(state, effect.aftereffect, target_id, source_id, turn_of) if effect.aftereffect else None
    cond = Condition(
        id=effect.condition,
        name=label or effect.condition.replace("_", " "),
        source=source_id,
        expires=expiry(kind, target_id if kind == "save_ends" else whose, state),
        modifiers=effect.modifiers,
        ongoing=effect.ongoing,
        aftereffect=after,
    )
    if cond.name == "ongoing damage" and effect.ongoing is not None:
        what = effect.ongoing.damage_type or "damage"
        cond = structs.replace(cond, name=f"ongoing {effect.ongoing.amount} {what}")
    if sustain_action(kind) is not None and source_id is not None:
        cond = structs.replace(cond, lasts_while=held_by(source_id, power or effect.condition))
    return cond


def unique_id(c: Combatant, cond: Condition, taken: Iterable[str] = ()) -> str:
    """An id for ``cond`` on ``c`` no condition there has (nor ``taken``): its name, then
    ``name:source``, then ``name:source:2`` …. Never raises. Source: (glue: no rule of its own)."""
    used = {k.id for k in c.conditions} | set(taken)
    base = cond.id
    if base not in used:
        return base
    base = f"{base}:{cond.source}" if cond.source else base
    candidate, n = base, 1
    while candidate in used:
        n += 1
        candidate = f"{base}:{n}"
    return candidate


def put(state: EncounterState, c: Combatant, cond: Condition, taken: Sequence[str] = ()) -> list[Event]:
    """The events that put ``cond`` on ``c``: a mark replaces any mark (id ``marked``); an
    identical effect already there is replaced when ``cond`` lasts longer, else ``cond`` is
    shadowed (recorded, nothing changes); otherwise it joins under a fresh id. An unconscious
    creature also falls prone. Never raises.
    Source: 004_e86ae0a0322fa3b5.txt §状态 (标记), §持续时间 (重叠的持续时间); PHB 2008 p. 277."""
    if cond.id == MARKED:
        return [ConditionApplied(combatant_id=c.id, condition=cond)]
    same = next((k for k in c.conditions if identical(k, cond)), None)
    if same is not None:
        if longer(cond, same, state):
            return [ConditionApplied(combatant_id=c.id, condition=structs.replace(cond, id=same.id))]
        return [EffectShadowed(combatant_id=c.id, condition=cond, kept_id=same.id)]
    events: list[Event] = [
        ConditionApplied(combatant_id=c.id, condition=structs.replace(cond, id=unique_id(c, cond, taken)))
    ]
    if "unconscious" in implied({cond.name}) and PRONE not in names(c):
        events.append(
            ConditionApplied(
                combatant_id=c.id,
                condition=Condition(
                    id=unique_id(c, Condition(id=PRONE, name=PRONE), taken), name=PRONE, source=cond.name
                ),
            )
        )
    return events


def sustained_by(state: EncounterState, creator: Combatant, name: str) -> list[Event]:
    """The conditions a new sustained effect ``name`` puts on its creator (the five-minute
    marker and ``sustain:<name>``), unless it already sustains one of that name.
    Source: 004_e86ae0a0322fa3b5.txt §持续时间 (维持持续时间). Never raises."""
    limit, held = sustaining(state, creator.id, name)
    if creator.has(held.id) is not None:
        return []
    return [
        ConditionApplied(combatant_id=creator.id, condition=limit),
        ConditionApplied(combatant_id=creator.id, condition=held),
    ]
