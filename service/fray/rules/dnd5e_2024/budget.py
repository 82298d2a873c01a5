"""The turn budget (002_06b8b5e39c23dcd7.txt §Ваш хід): movement split around the action, one
action, a bonus action only when something grants it, one free object interaction, one
reaction per round that comes back at the start of the creature's own turn.

Kept as resource tracks on the combatant, so every client sees what is left: ``action``,
``bonus_action``, ``object_interaction``, ``reaction`` (each 1/1), ``attacks_left`` (the
spare attacks of an Attack action with Extra Attack). Spending is a core ``resource_changed``.
"""

from __future__ import annotations

from fray.domain.errors import RuleViolation
from fray.domain.events import Event, Resource, ResourceChanged
from fray.domain.state import Combatant, EncounterState

from .conditions import NO_REACTIONS, incapacitated, names
from .stats import Dnd5eStats, makes_death_saves

ACTION, BONUS, OBJECT, REACTION, ATTACKS_LEFT = (
    "action", "bonus_action", "object_interaction", "reaction", "attacks_left")
TURN_TRACKS = (ACTION, BONUS, OBJECT, REACTION)
LABEL = {ACTION: "action", BONUS: "bonus action", OBJECT: "free object interaction",
         REACTION: "reaction"}


def starting_resources(stats: Dnd5eStats, temp_hp: int = 0) -> dict[str, Resource]:
    """The tracks a combatant joins with: the turn budget, temporary HP, exhaustion (0–6),
    death saves (0–3 each, for creatures that make them) and spell slots per level."""
    res = {name: Resource(1, 1) for name in TURN_TRACKS}
    res[ATTACKS_LEFT] = Resource(0, stats.attacks_per_action - 1)
    res["temp_hp"] = Resource(temp_hp, temp_hp)
    res["exhaustion"] = Resource(0, 6)
    if makes_death_saves(stats):
        res["death_save_successes"] = Resource(0, 3)
        res["death_save_failures"] = Resource(0, 3)
    for level, count in enumerate(stats.spell_slots, start=1):
        if count:
            res[f"slot_{level}"] = Resource(count, count)
    return res


def left(c: Combatant, track: str) -> int:
    """What is left of ``track`` on ``c`` (0 when it has no such track)."""
    r = c.resources.get(track)
    return 0 if r is None else r.current


def on_own_turn(state: EncounterState, c: Combatant, doing: str) -> None:
    """Raise ``RuleViolation`` unless it is ``c``'s turn and ``c`` can act (not incapacitated)."""
    if state.round == 0 or state.turn != c.id:
        now = f"it is {state.turn}'s turn" if state.turn else "the fight has not started (roll_initiative, then advance_turn)"
        raise RuleViolation(f"{c.name} can {doing} only on its own turn; {now}")
    if incapacitated(c):
        raise RuleViolation(f"{c.name} is incapacitated ({', '.join(sorted(names(c)))}) and cannot {doing}")


def spend(c: Combatant, track: str, why: str) -> ResourceChanged:
    """Spend one ``track`` (action, bonus action, reaction, object interaction) for ``why``.
    Raises ``RuleViolation`` when none is left this turn (or round, for the reaction)."""
    if left(c, track) <= 0:
        when = "this round (it comes back at the start of its turn)" if track == REACTION else "this turn"
        raise RuleViolation(f"{c.name} has no {LABEL.get(track, track)} left {when}")
    return ResourceChanged(combatant_id=c.id, resource=track, delta=-1, reason=why)


def spend_reaction(c: Combatant, why: str) -> ResourceChanged:
    """Spend ``c``'s reaction. Raises ``RuleViolation`` when ``c`` is incapacitated, barred
    from reactions, or already reacted this round."""
    if incapacitated(c):
        raise RuleViolation(f"{c.name} is incapacitated and cannot take a reaction")
    if NO_REACTIONS in names(c):
        raise RuleViolation(f"{c.name} cannot take reactions until its condition ends")
    return spend(c, REACTION, why)


def spend_attack(c: Combatant, stats: Dnd5eStats, why: str) -> list[Event]:
    """One attack of the Attack action: the first spends the action and leaves
    ``attacks_per_action − 1`` spare attacks; later ones spend a spare attack. Raises
    ``RuleViolation`` when neither is left."""
    if left(c, ATTACKS_LEFT) > 0:
        return [ResourceChanged(combatant_id=c.id, resource=ATTACKS_LEFT, delta=-1, reason=why)]
    events: list[Event] = [spend(c, ACTION, f"Attack action: {why}")]
    if stats.attacks_per_action > 1:
        events.append(ResourceChanged(combatant_id=c.id, resource=ATTACKS_LEFT,
                                      delta=stats.attacks_per_action - 1, reason="Extra Attack"))
    return events
