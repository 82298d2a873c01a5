"""003_f1a408214e2b5451.txt §System Shock (休克), an encounter option.

Damage from one source of at least half the creature's HP maximum (30 HP: 15 is enough) calls
for a DC 15 Constitution save; on a failure roll a d10:
1: 0 HP; 2–3: 0 HP and stable; 4–5: stunned until the end of its next turn; 6–7: no reactions,
and disadvantage on attack rolls and ability checks, until the end of its next turn; 8–10: no
reactions until the end of its next turn.
"""

from __future__ import annotations

from fray.domain.dice import Dice
from fray.domain.events import ConditionApplied, DamageTaken, Event, known
from fray.domain.state import Combatant, EncounterState
from fray.domain.tracks import hp_max

from . import dying
from .conditions import NO_REACTIONS, SHAKEN, condition, d20_penalty, next_turn
from .events import SystemShockRolled
from .rolls import roll_d20
from .saves import stats_of
from .stats import makes_death_saves, save_bonus

SYSTEM_SHOCK_DC = 15


def triggers(damage: int, hp_max: int) -> bool:
    """True when ``damage`` (hit points, one source) is at least half ``hp_max``.
    Source: 003_f1a408214e2b5451.txt §System Shock (休克)."""
    return damage * 2 >= hp_max


def effect(face: int) -> str:
    """The System Shock table: the d10 ``face`` → its effect's key. Raises ``ValueError``.
    Source: 003_f1a408214e2b5451.txt §System Shock (休克)."""
    if not 1 <= face <= 10:
        raise ValueError(f"a d10 shows 1–10, not {face}")
    return (
        "drop_to_0"
        if face == 1
        else "drop_to_0_stable"
        if face <= 3
        else "stunned"
        if face <= 5
        else "no_reactions_disadvantage"
        if face <= 7
        else "no_reactions"
    )


def check(state: EncounterState, c: Combatant, damage: int, hp_after: int, dice: Dice) -> list[Event]:
    """The save and, on a failure, the table's effect, as events (none if not triggered).
    Source: 003_f1a408214e2b5451.txt §System Shock (休克)."""
    if not triggers(damage, hp_max(c)):
        return []

    save = roll_d20(dice, save_bonus(c.stats, "con") + d20_penalty(c))
    if known(save.total) >= SYSTEM_SHOCK_DC:
        return [SystemShockRolled(combatant_id=c.id, damage=damage, save=save, success=True)]
    face = dice.roll(1, 10)[0]
    key = effect(face)
    events: list[Event] = [
        SystemShockRolled(combatant_id=c.id, damage=damage, save=save, success=False, face=face, effect=key)
    ]
    end = next_turn(state, c.id, "end_of_turn")
    if key.startswith("drop_to_0"):
        if hp_after > 0:
            events.append(DamageTaken(combatant_id=c.id, amount=hp_after, cause="dnd5e-2024", note="system shock"))
        events += dying.drop_to_zero(state, c, 0)
        if key == "drop_to_0_stable" and makes_death_saves(stats_of(c)):
            events += dying.stabilise(state, c, "system shock")
    elif key == "stunned":
        events.append(
            ConditionApplied(
                combatant_id=c.id, condition=condition(state, "stunned", source="system shock", expires=end)
            )
        )
        events += dying.end_concentration(state, c)  # stunned: incapacitated (PHB 2024)
    else:
        events.append(
            ConditionApplied(
                combatant_id=c.id, condition=condition(state, NO_REACTIONS, source="system shock", expires=end)
            )
        )
        if key == "no_reactions_disadvantage":
            events.append(
                ConditionApplied(
                    combatant_id=c.id,
                    condition=condition(
                        state,
                        SHAKEN,
                        source="system shock",
                        expires=end,
                        label="shaken (disadvantage on attack rolls and ability checks)",
                    ),
                )
            )
    return events
