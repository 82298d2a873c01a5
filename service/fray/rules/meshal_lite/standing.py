"""What a Meshal Lite combatant's tracks and conditions make it: ``Ruleset.status`` and
``Ruleset.takes_turn``, and the conditions the rules keep (prone, fled, the unhit streak).

- A creature is ``down`` (unconscious) while any pool is empty and ``dead`` when all are
  (:func:`.survival.standing`); one that fled is ``down`` too (out of the fight, off the
  field), with the condition ``fled``.
- An object is ``down`` when broken (its ``durability`` track at 0 or less) and ``dead``
  when ruined (at −durability).
- DECISION (the handbook: "尽管在昏迷时你什么都做不了，但是在瞬息过程中你依然拥有自己的
  回合"): an unconscious creature keeps its turn (so what happens at its turn's start or end
  still happens) but can do nothing in it; the dead, the fled and objects have no turn.
Source: 001_5f4122b8a83d6727.txt §昏迷Unconsciousness与死亡Death, §失败Losing a Combat (逃跑),
§破坏Breaking an Object与摧毁Ruining an Object.
"""

from __future__ import annotations

from collections.abc import Mapping

from fray.domain.events import Condition, ConditionApplied, Event, Modifier
from fray.domain.movement import PRONE
from fray.domain.state import Combatant, Status

from .attributes import Attribute, AttributeName
from .stats import DURABILITY, MeshalStats, is_object, pools_of
from .survival import standing

FLED = "fled"
HIT_THIS_ROUND = "hit_this_round"
ANSWERING = "answering"
UNHIT_ROUNDS = "unhit_rounds"


def status(c: Combatant) -> Status:
    """``active``, ``down`` or ``dead`` (see the module). Never raises.
    Source: 001_5f4122b8a83d6727.txt §昏迷Unconsciousness与死亡Death, §破坏Breaking an Object."""
    if not isinstance(c.stats, MeshalStats):
        return "active"
    if is_object(c):
        track = c.resources[DURABILITY]
        return "dead" if track.current <= track.minimum else "down" if track.current <= 0 else "active"
    if c.has(FLED) is not None:
        return "down"
    return {"awake": "active", "unconscious": "down", "dead": "dead"}[standing(pools_of(c))]  # type: ignore[return-value]  # the table maps every standing to a Status


def takes_turn(c: Combatant) -> bool:
    """Whether ``c`` gets its turn: a creature that is neither dead nor fled (an unconscious
    one too, see the module). Never raises. Source: 001_5f4122b8a83d6727.txt §昏迷
    Unconsciousness与死亡Death (依然拥有自己的回合)."""
    return isinstance(c.stats, MeshalStats) and not is_object(c) and c.has(FLED) is None and status(c) != "dead"


def why_not_acting(c: Combatant) -> str | None:
    """Why ``c`` cannot act, move or defend now ("is unconscious", "has fled", "is dead",
    "is an object"), or None when it can. Never raises.
    Source: 001_5f4122b8a83d6727.txt §昏迷Unconsciousness与死亡Death."""
    if is_object(c):
        return "is an object"
    if c.has(FLED) is not None:
        return "has fled the fight"
    s = status(c)
    return None if s == "active" else "is dead" if s == "dead" else "is unconscious"


def falls_prone(c: Combatant) -> list[Event]:
    """``prone`` for a creature that just fell unconscious (unless already prone).
    Source: 001_5f4122b8a83d6727.txt §昏迷Unconsciousness与死亡Death (陷入昏迷将使你立即倒地)."""
    if c.has(PRONE) is not None:
        return []
    return [
        ConditionApplied(combatant_id=c.id, condition=Condition(id=PRONE, name="prone (fell unconscious)", source=c.id))
    ]


def unhit_rounds(c: Combatant) -> int:
    """Rounds in a row (ended) ``c`` has gone unhit by hostile attacks, up to 3.
    Source: 001_5f4122b8a83d6727.txt §失败Losing a Combat (逃跑)."""
    marker = c.has(UNHIT_ROUNDS)
    return marker.bonus(UNHIT_ROUNDS) if marker else 0


def unhit_marker(c: Combatant, rounds: int) -> Event:
    """The marker that records ``rounds`` rounds unhit. Never raises.
    Source: 001_5f4122b8a83d6727.txt §失败Losing a Combat (逃跑)."""
    return ConditionApplied(
        combatant_id=c.id,
        condition=Condition(
            id=UNHIT_ROUNDS,
            name=f"{rounds} round{'s' if rounds != 1 else ''} in a row unhit by hostile attacks",
            source=c.id,
            marker=True,
            modifiers=(Modifier(applies_to=UNHIT_ROUNDS, amount=rounds),),
        ),
    )


def hit_marker(c: Combatant, by: str) -> list[Event]:
    """The marker that ``c`` was hit by a hostile attack this round (once a round).
    Source: 001_5f4122b8a83d6727.txt §失败Losing a Combat (逃跑: 连续3轮不被敌对生物的攻击命中)."""
    if c.has(HIT_THIS_ROUND) is not None:
        return []
    return [
        ConditionApplied(
            combatant_id=c.id,
            condition=Condition(id=HIT_THIS_ROUND, name="hit by a hostile attack this round", source=by, marker=True),
        )
    ]


def answering_marker(c: Combatant, by: str, before: Mapping[AttributeName, Attribute]) -> Event:
    """The marker that ``c`` was just knocked out by ``by``'s attack and may still answer it
    (a reaction is simultaneous), holding the dice it had before (``before``: its pools).
    Never raises. Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程 (应对行动)."""
    return ConditionApplied(
        combatant_id=c.id,
        condition=Condition(
            id=ANSWERING,
            name=f"knocked out by {by}'s attack; may still answer it",
            source=by,
            marker=True,
            modifiers=tuple(Modifier(applies_to=n, amount=a.dice) for n, a in before.items() if not a.invalid),
        ),
    )
