"""Rests between fights (published 5e rules, PHB 2024; 002 is the combat chapter and says
nothing of rests, so Fray follows the published rules, as it does wherever a source text is
silent on what every table of that system does).

- Short Rest (1 hour): a creature may spend Hit Point Dice; for each, roll it and add the
  Constitution modifier; it regains that many hit points. DECISION: a die never gives less than
  0 (the rules name no minimum; a negative total heals nothing).
- Long Rest (8 hours): it regains all lost hit points and all spent Hit Point Dice; a reduced
  hit point maximum returns to normal; Exhaustion drops one level; temporary hit points end;
  spell slots come back (the rules' "special features"); death saves reset. It needs at
  least 1 hit point at its start (PHB 2024, Long Rest), so a creature at 0 is refused.
- DECISION: rests are refused once the fight has begun (round 1 or later): an hour or eight
  do not pass mid-fight. Between fights means before round 1, e.g. in a carry-over fork.
- DECISION: who rests defaults to every PC (monsters do not rest between the party's fights);
  ``hit_dice`` names the dice each spends on a short rest (none named: it spends none).
"""

from __future__ import annotations

from fray.domain.dice import Dice
from fray.domain.errors import InvalidCommand, RuleViolation
from fray.domain.events import (
    Event,
    HealingReceived,
    HitPointMaximumChanged,
    ResourceChanged,
    regained,
)
from fray.domain.state import Combatant, EncounterState
from fray.domain.tracks import HP

from .budget import HIT_DICE
from .commands import Rest
from .dying import reset_saves
from .events import Rested, TemporaryHitPointsSet
from .saves import stats_of
from .stats import modifier


def rest(state: EncounterState, cmd: Rest, dice: Dice) -> list[Event]:
    """The events of a short or long rest (see the module). Raises ``RuleViolation`` during
    the fight, for a long rest at 0 hit points, or for more Hit Point Dice than are left;
    ``InvalidCommand`` for Hit Point Dice named on a long rest or for a creature without them;
    ``CombatantNotFound``."""
    if state.round > 0:
        raise RuleViolation(
            f"a {cmd.kind} rest takes {'an hour' if cmd.kind == 'short' else 'eight hours'}: "
            f"not in the middle of a fight (round {state.round}); rest before round 1, e.g. "
            "in the next encounter (a fork that carries the party on)"
        )
    if cmd.kind == "long" and cmd.hit_dice:
        raise InvalidCommand("Hit Point Dice are spent on a short rest; a long rest gives them all back")
    ids = cmd.combatant_ids or tuple(c.id for c in state.combatants.values() if stats_of(c).kind == "pc")
    for cid in cmd.hit_dice:
        if cid not in ids:
            raise InvalidCommand(f"{cid} spends Hit Point Dice but is not among those resting ({', '.join(ids)})")
    if not ids:
        raise RuleViolation("nobody rests: the encounter has no PCs; name combatant_ids")
    events: list[Event] = []
    for cid in ids:
        c = state.combatant(cid)
        events += _short(c, cmd.hit_dice.get(cid, 0), dice) if cmd.kind == "short" else _long(c)
    return events


def _short(c: Combatant, spend: int, dice: Dice) -> list[Event]:
    hd = c.resources.get(HIT_DICE)
    if spend and (hd is None or not stats_of(c).hit_dice):
        raise InvalidCommand(f"{c.name} has no Hit Point Dice (its stat block names none: hit_dice)")
    if spend and hd is not None and spend > hd.current:
        raise RuleViolation(f"{c.name} has {hd.current} Hit Point Dice left, not {spend}")
    if not spend:
        return [Rested(combatant_id=c.id, kind="short")]
    sides = int(stats_of(c).hit_dice.split("d")[1])
    con = modifier(stats_of(c).abilities.con)
    faces = dice.roll(spend, sides)
    healing = sum(max(0, f + con) for f in faces)
    events: list[Event] = [
        Rested(combatant_id=c.id, kind="short", hit_die=sides, faces=faces, con_modifier=con, healing=healing),
        ResourceChanged(combatant_id=c.id, resource=HIT_DICE, delta=-spend, reason="short rest"),
    ]
    got = regained(c.resources[HP], healing)
    if healing:
        events.append(
            HealingReceived(
                combatant_id=c.id, amount=healing, regained=got, cause="dnd5e-2024.rest", note="Hit Point Dice"
            )
        )
    if got and c.resources[HP].current <= 0:
        events += reset_saves(c)
    return events


def _long(c: Combatant) -> list[Event]:
    hp = c.resources[HP]
    if hp.current <= 0:
        raise RuleViolation(
            f"{c.name} is at 0 hit points: a long rest needs at least 1 at its start (heal or stabilise it first)"
        )
    top = stats_of(c).hp_max
    events: list[Event] = [Rested(combatant_id=c.id, kind="long")]
    if hp.maximum < top:
        events.append(HitPointMaximumChanged(combatant_id=c.id, delta=top - hp.maximum, reason="long rest"))
    if hp.current < top:
        events.append(
            HealingReceived(
                combatant_id=c.id,
                amount=top - hp.current,
                regained=top - hp.current,
                cause="dnd5e-2024.rest",
                note="long rest",
            )
        )
    for name, track in c.resources.items():
        if (name == HIT_DICE or name.startswith("slot_")) and track.current < track.maximum:
            events.append(
                ResourceChanged(
                    combatant_id=c.id, resource=name, delta=track.maximum - track.current, reason="long rest"
                )
            )
    exhaustion = c.resources.get("exhaustion")
    if exhaustion is not None and exhaustion.current > 0:
        events.append(ResourceChanged(combatant_id=c.id, resource="exhaustion", delta=-1, reason="long rest"))
    temp = c.resources.get("temp_hp")
    if temp is not None and temp.current > 0:
        events.append(
            TemporaryHitPointsSet(combatant_id=c.id, previous=temp.current, offered=0, amount=0, reason="long rest")
        )
    return events + reset_saves(c)
