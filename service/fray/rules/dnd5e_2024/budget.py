"""The turn budget (002_06b8b5e39c23dcd7.txt §Ваш хід): movement split around the action, one
action, a bonus action only when something grants it, one free object interaction, one
reaction per round that comes back at the start of the creature's own turn.

Kept as resource tracks on the combatant, so every client sees what is left: ``action``,
``bonus_action``, ``object_interaction``, ``reaction`` (each 1/1), ``attacks_left`` (the
attacks of the Attack action this turn: ``attacks_per_action`` from the turn's start, Extra
Attack's maximum; logs from before that counted only the spare ones, and are read in this
layout, ``upcasts.py``). Spending is a core ``resource_changed``.
"""

from __future__ import annotations

from fray.domain.errors import RuleViolation
from fray.domain.events import Event, Resource, ResourceChanged
from fray.domain.ids import slug
from fray.domain.state import Combatant, EncounterState
from fray.domain.turns import require_turn

from .conditions import MULTIATTACK_BEGUN, NO_REACTIONS, incapacitated, names
from .stats import Dnd5eStats, SaveAction, makes_death_saves

ACTION, BONUS, OBJECT, REACTION, ATTACKS_LEFT = (
    "action",
    "bonus_action",
    "object_interaction",
    "reaction",
    "attacks_left",
)
TURN_TRACKS = (ACTION, BONUS, OBJECT, REACTION)
HIT_DICE = "hit_dice"
LABEL = {ACTION: "action", BONUS: "bonus action", OBJECT: "free object interaction", REACTION: "reaction"}


def starting_resources(stats: Dnd5eStats, hp: int | None = None, temp_hp: int = 0) -> dict[str, Resource]:
    """The tracks a combatant joins with: hit points (``hp`` of the block's ``hp_max``, full
    when None; floor 0), the turn budget, temporary HP, exhaustion (0–6), death saves (0–3
    each, for creatures that make them), spell slots per level, Hit Point Dice, and the
    recharge or daily uses of the block's save actions (``uses_track``).
    Source: 002_06b8b5e39c23dcd7.txt §Ваш хід; published 5e rules (PHB 2024) for exhaustion, death saves
    and spell slots."""
    res = {"hp": Resource(stats.hp_max if hp is None else hp, stats.hp_max)}
    res.update({name: Resource(1, 1) for name in TURN_TRACKS})
    res[ATTACKS_LEFT] = Resource(stats.attacks_per_action, stats.attacks_per_action)
    res["temp_hp"] = Resource(temp_hp, temp_hp)
    res["exhaustion"] = Resource(0, 6)
    if makes_death_saves(stats):
        res["death_save_successes"] = Resource(0, 3)
        res["death_save_failures"] = Resource(0, 3)
    for level, count in enumerate(stats.spell_slots, start=1):
        if count:
            res[f"slot_{level}"] = Resource(count, count)
    if stats.hit_dice:
        n = int(stats.hit_dice.split("d")[0])
        res[HIT_DICE] = Resource(n, n)
    for action in stats.save_actions:
        if (track := uses_track(action)) is not None:
            n = action.per_day or 1
            res.setdefault(track, Resource(n, n))
    return res


def uses_track(action: SaveAction) -> str | None:
    """The resource track holding ``action``'s recharge (``recharge_<name>``, 1/1: ready or
    not) or uses per day (``uses_<name>``), shared by the actions of one choice (``uses_of``:
    a dragon's two breaths, one recharge); None when it has neither. Published 5e stat blocks
    (MM 2024 "Recharge 5–6", "3/Day")."""
    if action.recharge is None and action.per_day is None:
        return None
    kind = "recharge" if action.recharge is not None else "uses"
    return f"{kind}_{slug(action.uses_of or action.name).replace('-', '_')}"[:40]


def left(c: Combatant, track: str) -> int:
    """What is left of ``track`` on ``c`` (0 when it has no such track).
    Source: (glue: no rule of its own)."""
    r = c.resources.get(track)
    return 0 if r is None else r.current


def on_own_turn(state: EncounterState, c: Combatant, doing: str) -> None:
    """Raise ``RuleViolation`` unless it is ``c``'s turn and ``c`` can act (not incapacitated).
    Source: 002_06b8b5e39c23dcd7.txt §Ваш хід; published 5e rules (PHB 2024), Incapacitated."""
    require_turn(state, c, doing)
    if incapacitated(c):
        raise RuleViolation(f"{c.name} is incapacitated ({', '.join(sorted(names(c)))}) and cannot {doing}")


def spend(c: Combatant, track: str, why: str) -> ResourceChanged:
    """Spend one ``track`` (action, bonus action, reaction, object interaction) for ``why``.
    Raises ``RuleViolation`` when none is left this turn (or round, for the reaction).
    Source: 002_06b8b5e39c23dcd7.txt §Ваш хід."""
    if left(c, track) <= 0:
        when = "this round (it comes back at the start of its turn)" if track == REACTION else "this turn"
        raise RuleViolation(f"{c.name} has no {LABEL.get(track, track)} left {when}")
    return ResourceChanged(combatant_id=c.id, resource=track, delta=-1, reason=why)


def spend_reaction(c: Combatant, why: str) -> ResourceChanged:
    """Spend ``c``'s reaction. Raises ``RuleViolation`` when ``c`` is incapacitated, barred
    from reactions, or already reacted this round.
    Source: 002_06b8b5e39c23dcd7.txt §Ваш хід; published 5e rules (PHB 2024), Incapacitated;
    003_f1a408214e2b5451.txt §System Shock (休克), §Lingering Injuries (伤残)."""
    if incapacitated(c):
        raise RuleViolation(f"{c.name} is incapacitated and cannot take a reaction")
    if NO_REACTIONS in names(c):
        raise RuleViolation(f"{c.name} cannot take reactions until its condition ends")
    return spend(c, REACTION, why)


def spend_attack(c: Combatant, stats: Dnd5eStats, why: str) -> list[Event]:
    """One attack of the Attack action (002 §Атака; Extra Attack: ``attacks_per_action``).

    ``attacks_left`` holds the action's attacks from the turn's start: the first attack
    spends the action and one of them, later ones one each. Raises ``RuleViolation``: "no
    attacks left" when the Attack action's attacks are used up, "no action left" when the
    action went on something else."""
    n = stats.attacks_per_action
    track = c.resources.get(ATTACKS_LEFT) or Resource(n, n)
    if track.current <= 0:
        raise RuleViolation(
            f"{c.name} has no attacks left this turn: its Attack action's "
            f"{n} attack{'s' if n > 1 else ''} {'are' if n > 1 else 'is'} used up"
        )
    begun = track.current < track.maximum or c.has(MULTIATTACK_BEGUN) is not None
    events: list[Event] = [] if begun else [spend(c, ACTION, f"Attack action: {why}")]
    return [*events, ResourceChanged(combatant_id=c.id, resource=ATTACKS_LEFT, delta=-1, reason=why)]
