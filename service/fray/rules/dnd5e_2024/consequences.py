"""What follows in 5e from where a command leaves the creatures (the core's
``Ruleset.consequences``, asked after every command): conditions that hang on another
creature end with it, and a creature at 0 HP is in the state of one knocked to 0.

- Grappled (002 §Удар без зброї, захоплення, поштовх; PHB 2024 Grappled): ends when the
  grappler is incapacitated (stunned, paralyzed, unconscious, at 0 HP, dead …), leaves the
  encounter, or is no longer within 5 ft of the grappled creature.
- Frightened and charmed of a creature, and 003's mark by a creature: DECISION (the texts
  do not say what happens when the source is gone): they end when that creature dies or
  leaves the encounter, since nothing is left to fear, obey or be marked by.
- Concentration (PHB 2024 Concentration): it ends when the concentrating creature is
  incapacitated or dies, however that came about (a condition put on it by any command, 0 HP,
  a GM's correction), and with it what its spell holds up (``Condition.lasts_while``).
Each holds whatever way the state was reached (``fray.domain.links``).
- A creature at 0 HP that is not dead, not stable and not unconscious (one that joined at
  0 HP, or whose maximum a festering wound cut to its HP): unconscious and prone, and a
  monster that makes no death saves dies (PHB 2024 Dropping to 0 Hit Points; DMG).
"""

from __future__ import annotations

from fray.domain.events import Condition, ConditionEnded, Event
from fray.domain.grid import distance_ft
from fray.domain.links import released
from fray.domain.state import Combatant, EncounterState
from fray.domain.tracks import hp

from . import dying
from .conditions import CONCENTRATING, DEAD, MARKED, STABLE, base, incapacitated, names
from .durations import _speed_back
from .moving import GRAPPLE_REACH_FT

_GONE_WITH_SOURCE = ("frightened", "charmed")


def consequences(state: EncounterState) -> list[Event]:
    """The events that ``state`` calls for at once (see the module), each condition once.
    Empty when nothing is due, so the core stops asking. Never raises.
    Source: 002_06b8b5e39c23dcd7.txt §Удар без зброї, захоплення, поштовх; published 5e rules
    (PHB 2024) Grappled, Concentration, Dropping to 0 Hit Points; 003_f1a408214e2b5451.txt §Mark."""
    out = released(state, _lets_go)
    for e in list(out):
        if isinstance(e, ConditionEnded) and (c := state.combatants.get(e.combatant_id)) is not None:
            out += _speed_back(state, c, e.condition_id)
    for c in state.combatants.values():
        n = names(c)
        unconscious = any(base(k.id) == "unconscious" for k in c.conditions)
        if hp(c) <= 0 and DEAD not in n and STABLE not in n and not unconscious:
            out += [e for e in dying.drop_to_zero(state, c, 0) if e not in out]
    return out


def _lets_go(state: EncounterState, c: Combatant, k: Condition) -> bool:
    """Whether ``k`` on ``c`` ends now: its source let go (a grappler, the feared, the
    charmer, the marker), or it is ``c``'s own concentration and ``c`` is incapacitated."""
    if base(k.id) == CONCENTRATING:
        return incapacitated(c)
    return _source_lets_go(state, c, base(k.id), k.source)


def _source_lets_go(state: EncounterState, c: Combatant, name: str, source: str | None) -> bool:
    if source is None:
        return False
    if name == "grappled":
        g = state.combatants.get(source)
        if g is None:
            return source in state.departed
        far = (d := distance_ft(g, c)) is not None and d > GRAPPLE_REACH_FT
        return incapacitated(g) or hp(g) <= 0 or far
    if name in _GONE_WITH_SOURCE or name.startswith(f"{MARKED}_by_"):
        s = state.combatants.get(source)
        return source in state.departed if s is None else s.status == "dead"
    return False
