"""After the fight: its intensity and the potential it rewards, loot, and rest.

DECISIONS (the handbook is silent):
- The fight is over when at most one side still has a creature standing (awake, not fled);
  before that ``end_fight`` needs the GM's ``outcome`` (a fight won by an objective), and
  loot and rest are refused.
- Hostile means every creature of a side that is not the party's, nor named friendly or
  neutral at ``end_fight`` (the ``intensity_sides`` option ``hostile``, the text's reading);
  encounters stored before that option read every other side as hostile and refuse the
  names. Objects have no strength.
- Loot: each item of a creature is taken once: a taken item leaves the marker
  ``looted:<item>`` on the creature it came from (§胜利: 每个生物的每项战利品都只可搜刮一次).
- Rewards go to each party creature still alive and not fled; the dead earn nothing.
- Rest rolls each damaged pool (at least one die) every hour and stops early once a
  creature's pools are all full; a dead or fled creature does not rest.
Dice (rest): per creature named, per hour, per damaged attribute in the order might,
activeness, spirit.
Source: 001_5f4122b8a83d6727.txt §战斗强度Combat Intensity, §胜利Winning a Combat, §失败Losing a
Combat, §休息Resting.
"""

from __future__ import annotations

from fray.domain.dice import Dice
from fray.domain.errors import RuleViolation
from fray.domain.events import Condition, ConditionApplied, Event, HealingReceived
from fray.domain.state import Combatant, EncounterState

from .attributes import ATTRIBUTES, AttributeName
from .commands import EndFight, Rest, TakeLoot
from .events import MeshalFightEnded, MeshalLootTaken, MeshalRested, MeshalRestHour
from .intensity import intensity, reward, strength_gap
from .options import options_of
from .rest import full_rest, rest_dice, rest_hour
from .standing import FLED, why_not_acting
from .stats import is_object, pools_of, stats


def creatures(state: EncounterState) -> list[Combatant]:
    """Every creature in the encounter (objects left out), fled ones included.
    Source: (glue: no rule of its own)."""
    return [c for c in state.combatants.values() if not is_object(c)]


def sides_standing(state: EncounterState) -> set[str]:
    """The sides that still have a creature standing (awake, not fled).
    Source: 001_5f4122b8a83d6727.txt §胜利Winning a Combat (所有敌对生物都陷入昏迷或死亡)."""
    return {c.side for c in creatures(state) if c.status == "active"}


def fight_over(state: EncounterState) -> bool:
    """Whether the fight is over: at most one side has a creature standing (see the module).
    Source: 001_5f4122b8a83d6727.txt §胜利Winning a Combat, §失败Losing a Combat."""
    return len(sides_standing(state)) <= 1


def end_fight(state: EncounterState, cmd: EndFight) -> list[Event]:
    """``MeshalFightEnded``: outcome, intensity and rewards. Raises ``RuleViolation`` when no
    creature is on ``party_side``, or when both sides still stand and no ``outcome`` is
    given. Source: 001_5f4122b8a83d6727.txt §战斗强度Combat Intensity (速查表), §胜利Winning a
    Combat, §失败Losing a Combat (逃跑)."""
    if (cmd.friendly_sides or cmd.neutral_sides) and options_of(state).intensity_sides != "hostile":
        raise RuleViolation(
            "this encounter was played reading every other side as hostile (it was stored before the "
            "intensity_sides option); it names no friendly or neutral sides"
        )
    ours = {cmd.party_side, *cmd.friendly_sides}
    neutral = set(cmd.neutral_sides)
    if ours & neutral:
        raise RuleViolation("a side is the party's, friendly or neutral, not two of them")
    party = [c for c in creatures(state) if c.side in ours]
    foes = [c for c in creatures(state) if c.side not in ours and c.side not in neutral]
    if not [c for c in party if c.side == cmd.party_side]:
        raise RuleViolation(f"no creature is on the side {cmd.party_side!r}; name the party's side")
    standing = sides_standing(state) - neutral
    if cmd.outcome is not None:
        outcome, by = cmd.outcome, "the GM"
    elif not standing & ours:
        outcome, by = "defeat", "the field"
    elif not standing - ours:
        outcome, by = "victory", "the field"
    else:
        raise RuleViolation(
            "both sides still have creatures standing; the fight is on (give outcome "
            "for a fight decided by an objective)"
        )
    gap = strength_gap([stats(c).strength for c in foes], [stats(c).strength for c in party])
    row = intensity(gap)
    won = outcome == "victory"
    rewards = {c.id: 0 if c.status == "dead" else reward(row, won, c.has(FLED) is not None) for c in party}
    return [
        MeshalFightEnded(
            party_side=cmd.party_side,
            outcome=outcome,
            decided_by=by,  # type: ignore[arg-type]  # outcome and decided_by come from the checked Literal fields
            enemies_strength=sum(stats(c).strength for c in foes),
            party_strength=sum(stats(c).strength for c in party),
            party_size=len(party),
            gap=gap,
            intensity=row.name,
            chinese=row.chinese,
            reward=row.reward,
            rewards=rewards,
            fled=tuple(c.id for c in party + foes if c.has(FLED) is not None),
        )
    ]


def take_loot(state: EncounterState, cmd: TakeLoot) -> list[Event]:
    """``MeshalLootTaken``. Raises ``CombatantNotFound``; ``RuleViolation`` while the fight
    is on, for a looter who cannot act (or fled), or a source that is standing or an object.
    Source: 001_5f4122b8a83d6727.txt §胜利Winning a Combat (战利品), §失败Losing a Combat (逃跑)."""
    looter, source = state.combatant(cmd.combatant_id), state.combatant(cmd.target_id)
    if not fight_over(state):
        raise RuleViolation("loot is taken after the fight; both sides still have creatures standing")
    if (why := why_not_acting(looter)) is not None:
        raise RuleViolation(f"{looter.name} {why} and takes no loot")
    if is_object(source) or source.status == "active" or source.has(FLED) is not None:
        raise RuleViolation(f"loot comes from unconscious or dead creatures; {source.name} is not one")
    if len(set(cmd.items)) != len(cmd.items):
        raise RuleViolation("name each item once")
    if taken := [i for i in cmd.items if source.has(looted(i)) is not None]:
        raise RuleViolation(f"each item of loot is taken once; already taken from {source.name}: {', '.join(taken)}")
    return [
        MeshalLootTaken(combatant_id=looter.id, target_id=source.id, items=cmd.items),
        *(
            ConditionApplied(
                combatant_id=source.id,
                condition=Condition(id=looted(i), name=f"{i} taken by {looter.name}", source=looter.id, marker=True),
            )
            for i in cmd.items
        ),
    ]


def looted(item: str) -> str:
    """The marker id that says ``item`` was taken from a creature. Never raises.
    Source: 001_5f4122b8a83d6727.txt §胜利Winning a Combat (每项战利品都只可搜刮一次)."""
    return f"looted:{item}"


def _rest_one(c: Combatant, hours: int, dice: Dice) -> list[Event]:
    pools = pools_of(c)
    taken: list[MeshalRestHour] = []
    total: dict[AttributeName, int] = {}
    for _ in range(hours):
        if full_rest(pools):
            break
        rolls = {n: dice.roll(rest_dice(pools[n]), 6) for n in ATTRIBUTES if rest_dice(pools[n])}
        hour = rest_hour(pools, rolls)
        pools = hour.attrs
        taken.append(
            MeshalRestHour(
                faces={n: tuple(f) for n, f in rolls.items()}, regained={str(k): n for k, n in hour.regained.items()}
            )
        )
        for n, got in hour.regained.items():
            total[n] = total.get(n, 0) + got
    events: list[Event] = [MeshalRested(combatant_id=c.id, hours=tuple(taken), full=full_rest(pools))]
    return events + [
        HealingReceived(combatant_id=c.id, amount=n, regained=n, track=name, cause="meshal-lite.rest")
        for name, n in total.items()
        if n
    ]


def rest(state: EncounterState, cmd: Rest, dice: Dice) -> list[Event]:
    """``MeshalRested`` per creature and the dice back (``healing_received``). Raises
    ``CombatantNotFound``; ``RuleViolation`` while a fight is on, for a dead, fled or
    object combatant named, a creature named twice, or nobody with a damaged pool.
    Source: 001_5f4122b8a83d6727.txt §休息Resting."""
    if state.round > 0 and not fight_over(state):
        raise RuleViolation("a Moment process breaks a rest: both sides still have creatures standing")
    if len(set(cmd.combatant_ids)) != len(cmd.combatant_ids):
        raise RuleViolation("name each creature once")
    named = [state.combatant(cid) for cid in cmd.combatant_ids]
    for c in named:
        if is_object(c) or c.status == "dead" or c.has(FLED) is not None:
            what = "an object" if is_object(c) else "dead" if c.status == "dead" else "fled"
            raise RuleViolation(f"{c.name} does not rest here ({what})")
    resting = named or [
        c for c in creatures(state) if c.status != "dead" and c.has(FLED) is None and not full_rest(pools_of(c))
    ]
    if not resting:
        raise RuleViolation("nobody here has a damaged pool to rest")
    return [e for c in resting for e in _rest_one(c, cmd.hours, dice)]
