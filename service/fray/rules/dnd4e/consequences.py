"""What follows at once in 4e from where a command leaves the creatures (the core's
``Ruleset.consequences``, asked after every command: ``fray.domain.links``): the effects that
hang on a creature end however it reaches the state that ends them.

- A mark ends at once when its marker dies or falls unconscious (004_e86ae0a0322fa3b5.txt
  §状态 标记: 当标记者死亡或昏迷，标记立刻停止): by damage, a condition that makes it
  unconscious (unconscious, petrified, a sleep power's hit effect), ongoing damage, a failed
  death save, a GM's correction of its hit points; DECISION: also when the marker leaves the
  encounter (nobody is left to mark it).
- An unconscious creature (dying, stable, petrified, put to sleep) falls prone (004 §状态
  昏迷: 可能的话，倒地), whatever made it unconscious: a GM's correction of its hit points too.
- A zone or conjuration ends when its creator dies (Rules Compendium, Zones and
  Conjurations: "Death Ends"), and so does every effect a dead creature sustains (DECISION:
  it can never sustain again, so the effect ends now rather than at the end of a turn it
  will not take). One that leaves
  the encounter ends them through the core (its conditions end, and what lasts while them).
"""

from __future__ import annotations

from fray.domain.events import Condition, ConditionApplied, Event
from fray.domain.links import released, source_left, source_of
from fray.domain.state import Combatant, EncounterState

from .conditions import mark_holds
from .effects import MARKED, PRONE, names
from .zones import ZONE

SUSTAIN_LIMIT = "sustain_limit:"


def lets_go(state: EncounterState, bearer: Combatant, k: Condition) -> bool:
    """Whether ``k`` on ``bearer`` ends now (see the module). Never raises.
    Source: 004_e86ae0a0322fa3b5.txt §状态 (标记), §持续时间 (维持持续时间)."""
    if k.id == MARKED and k.source is not None:
        marker = source_of(state, k)
        if marker is None:
            return source_left(state, k)
        return not mark_holds(marker.status == "dead", names(marker))
    if bearer.status == "dead" and k.source == bearer.id:
        return k.id.startswith((SUSTAIN_LIMIT, ZONE))
    return False


def consequences(state: EncounterState) -> list[Event]:
    """What ``state`` calls for at once (see the module): the endings, and ``prone`` for an
    unconscious creature that is not; empty when nothing is due, so the core stops asking.
    Never raises. Source: 004_e86ae0a0322fa3b5.txt §状态 (标记, 昏迷)."""
    out = released(state, lets_go)
    for c in state.combatants.values():
        n = names(c)
        if c.status != "dead" and "unconscious" in n and PRONE not in n:
            out.append(
                ConditionApplied(combatant_id=c.id, condition=Condition(id=PRONE, name=PRONE, source="unconscious"))
            )
    return out
