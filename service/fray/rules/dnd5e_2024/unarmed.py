"""Grapple and shove (002_06b8b5e39c23dcd7.txt §Удар без зброї, захоплення, поштовх).

No attack roll: the target makes a STR or DEX saving throw (its choice; Fray takes its better
bonus unless told) against 8 + the attacker's STR modifier + PB. Grappled on a failure (a free
hand needed); a shove pushes 5 ft or knocks prone. The target may be at most one size larger.
Each uses one attack of the Attack action. Escaping (published 5e, PHB 2024): the grappled
creature's action, STR (Athletics) or DEX (Acrobatics) against the same DC.
"""

from __future__ import annotations

from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import (
    CombatantPlaced,
    ConditionApplied,
    ConditionEnded,
    Event,
    Position,
)
from fray.domain.grid import distance_ft, occupant
from fray.domain.state import Combatant, EncounterState

from .budget import ACTION, on_own_turn, spend, spend_attack
from .commands import EscapeGrapple, Grapple, Shove
from .conditions import DEAD, condition, names
from .durations import _speed_back
from .events import ActionTaken
from .maneuvers import shove_aside
from .moving import loose_grapples
from .saves import ability_check, saving_throw, stats_of
from .stats import ability_mod, save_bonus, size_steps


def save_dc(attacker: Combatant) -> int:
    """8 + STR modifier + proficiency bonus (002 §Удар без зброї)."""
    s = stats_of(attacker)
    return 8 + ability_mod(s, "str") + s.proficiency_bonus


def _check(state: EncounterState, a: Combatant, t: Combatant, doing: str) -> None:
    if a.id == t.id:
        raise InvalidCommand(f"a creature cannot {doing} itself")
    if DEAD in names(t):
        raise RuleViolation(f"{t.name} is dead")
    on_own_turn(state, a, doing)
    if size_steps(stats_of(a).size, stats_of(t).size) > 1:
        raise RuleViolation(
            f"{t.name} ({stats_of(t).size}) is more than one size larger than "
            f"{a.name} ({stats_of(a).size}); it cannot be {doing}d"
        )
    d = distance_ft(a, t)
    if d is not None and d > 5:
        raise RuleViolation(f"{t.name} is {d} ft away; an Unarmed Strike reaches 5 ft")


def _save(t: Combatant, dc: int, dice: Dice, uses: str | None, why: str):  # type: ignore[no-untyped-def]  # returns saving_throw's event; typed there
    s = stats_of(t)
    ability = uses or ("str" if save_bonus(s, "str") >= save_bonus(s, "dex") else "dex")
    return saving_throw(t, ability, dc, dice, why)  # type: ignore[arg-type]  # ability is str or dex, chosen above


def grapple(state: EncounterState, cmd: Grapple, dice: Dice) -> list[Event]:
    """Grapple: the save, and ``grappled`` (source the grappler, escape DC as its number) on a
    failure. Raises ``RuleViolation`` without a free hand (``free_hand`` false, or every hand
    already holding a grapple: two hands, one after 003's lost arm or hand), for a target too
    large, out of reach, or already grappled by this attacker."""
    a, t = state.combatant(cmd.attacker_id), state.combatant(cmd.target_id)
    _check(state, a, t, "grapple")
    if not cmd.free_hand:
        raise RuleViolation("grappling needs a free hand (002 §Удар без зброї)")
    hands = 1 if a.has("injury_lose_an_arm_or_hand") is not None else 2
    holding = [o.name for o in state.combatants.values() if o.has(f"grappled:{a.id}") is not None]
    if len(holding) >= hands:
        raise RuleViolation(
            f"{a.name} has no free hand: {'its hand holds' if hands == 1 else 'both hands hold'} "
            f"{', '.join(holding)} (each grapple takes a hand, 002 §Удар без зброї)"
        )
    if t.has(f"grappled:{a.id}"):
        raise RuleViolation(f"{a.name} already grapples {t.name}")
    dc = save_dc(a)
    events: list[Event] = [*spend_attack(a, stats_of(a), "grapple")]
    save = _save(t, dc, dice, cmd.target_uses, f"resist {a.name}'s grapple")
    events.append(save)
    if not save.success:
        events.append(
            ConditionApplied(
                combatant_id=t.id,
                condition=condition(
                    state, "grappled", source=a.id, dc=dc, label=f"grappled by {a.name} (escape DC {dc})"
                ),
            )
        )
    return events


def shove(state: EncounterState, cmd: Shove, dice: Dice) -> list[Event]:
    """Shove: the save; on a failure push the target 5 ft straight away (on the grid) or knock
    it prone. ``aside`` (003 Shove Aside, option) is a contest instead; see ``maneuvers``."""
    a, t = state.combatant(cmd.attacker_id), state.combatant(cmd.target_id)
    _check(state, a, t, "shove")
    if cmd.effect == "aside":
        return shove_aside(state, a, t, cmd.to, dice)
    events: list[Event] = [*spend_attack(a, stats_of(a), "shove")]
    save = _save(t, save_dc(a), dice, cmd.target_uses, f"resist {a.name}'s shove")
    events.append(save)
    if save.success:
        return events
    if cmd.effect == "prone":
        if "prone" not in names(t):
            events.append(ConditionApplied(combatant_id=t.id, condition=condition(state, "prone", source=a.id)))
        return events
    if a.position is not None and t.position is not None:
        # away from the shover, centre to centre (spaces of any footprint; doubled: exact)
        dx = 2 * (t.position.x - a.position.x) + t.footprint - a.footprint
        dy = 2 * (t.position.y - a.position.y) + t.footprint - a.footprint
        to = Position(t.position.x + (dx > 0) - (dx < 0), t.position.y + (dy > 0) - (dy < 0))
        if occupant(state, to, t.id, t.footprint) is None:
            events.append(CombatantPlaced(combatant_id=t.id, position=to))
            events += loose_grapples(state, {t.id: to})
        else:
            events.append(
                ActionTaken(
                    combatant_id=a.id,
                    action="shove",
                    using="none",
                    target_id=t.id,
                    detail="the square behind is taken: no push",
                )
            )
    return events


def escape_grapple(state: EncounterState, cmd: EscapeGrapple, dice: Dice) -> list[Event]:
    """Escape (action; check against the escape DC) or the grappler's release (free).
    Source: published 5e rules (PHB 2024), Grappled (escape);
    002_06b8b5e39c23dcd7.txt §Удар без зброї, захоплення, поштовх (the DC)."""
    c = state.combatant(cmd.combatant_id)
    held = c.has(f"grappled:{cmd.grappler_id}")
    if held is None:
        raise RuleViolation(f"{c.name} is not grappled by {cmd.grappler_id}")
    if cmd.release:
        return [ConditionEnded(combatant_id=c.id, condition_id=held.id, reason="removed")]
    on_own_turn(state, c, "escape a grapple")
    ability = "str" if cmd.skill == "athletics" else "dex"
    check = ability_check(c, ability, cmd.skill, dice, "escape grapple", held.dc or 0)  # type: ignore[arg-type]  # ability is str or dex, from the skill
    events: list[Event] = [spend(c, ACTION, "escape a grapple"), check]
    if check.success:
        events += [
            ConditionEnded(combatant_id=c.id, condition_id=held.id, reason="removed"),
            *_speed_back(state, c, held.id),
        ]
    return events
