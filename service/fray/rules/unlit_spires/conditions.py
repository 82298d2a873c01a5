"""The conditions Unlit Spires puts on combatants, as core ``Condition`` values.

Each lasts by a core ``Expiry`` keyed to a combatant and a turn boundary (so the core ends it
on ``advance_turn``), or until the action that ``spent_by`` names uses it up.
Reactions are not conditions: they are the ``reaction`` budget (:mod:`.turn_budget`).
Source: 000_c3c04d669a38e5ba.txt §01 (fumble), §03 (Dodge, Help, prone).
"""

from __future__ import annotations

from fray.domain.events import Condition, Expiry, Modifier
from fray.domain.movement import PRONE
from fray.domain.state import EncounterState

from .tables import DODGE_ACTION_BONUS, FUMBLE_EXPOSURE

GUARD_DROPPED = "guard_dropped"
DODGING = "dodging"
HELPED = "helped"
DISENGAGED = "disengaged"
HIDDEN = "hidden"
ATTACKS_ON = "attacks_on"
"""What a modifier on the defender applies to when it counts for every attack made on it."""
__all__ = ["DISENGAGED", "DODGING", "GUARD_DROPPED", "HELPED", "HIDDEN", "PRONE"]


def until_next_turn_of(state: EncounterState, combatant_id: str) -> Expiry:
    """Ends at the start of ``combatant_id``'s next turn (the one after the current moment).
    Source: 000_c3c04d669a38e5ba.txt §03 Melee (Dodge: "until your next turn")."""
    return Expiry(at="start_of_turn", combatant_id=combatant_id, applied_round=state.round, applied_during=state.turn)


def guard_dropped(state: EncounterState, fumbler: str) -> Condition:
    """After a fumble (§01) the next attack on the fumbler has +2. DECISION (a gap in the seed,
    docs/rulesets/unlit-spires.md): any attacker's attack (melee, missile, opportunity or a
    hostile spell) spends it, hit or miss; unspent, it lapses at the start of the fumbler's next
    turn (guard back up)."""
    return Condition(
        id=GUARD_DROPPED,
        name="guard dropped",
        source=fumbler,
        modifiers=(Modifier(applies_to=ATTACKS_ON, amount=FUMBLE_EXPOSURE),),
        expires=until_next_turn_of(state, fumbler),
        spent_by="attack_on",
    )


def dodging(state: EncounterState, dodger: str) -> Condition:
    """The Dodge action (§03): +2 to Parry and Dodge until the start of the dodger's next turn.
    Not spent by attacks: it holds against every attack until then. (Ward is not raised.)"""
    return Condition(
        id=DODGING,
        name="dodging",
        source=dodger,
        modifiers=(
            Modifier(applies_to="parry", amount=DODGE_ACTION_BONUS),
            Modifier(applies_to="dodge", amount=DODGE_ACTION_BONUS),
        ),
        expires=until_next_turn_of(state, dodger),
    )


def helped(state: EncounterState, helper: str) -> Condition:
    """The Help action (§03): advantage on the friend's next attack, spent by that attack.
    DECISION: unused, it lapses at the start of the helper's next turn (the help was given
    for this round's opening), and helps do not stack (a second help is refused)."""
    return Condition(
        id=HELPED,
        name="helped (advantage on next attack)",
        source=helper,
        expires=until_next_turn_of(state, helper),
        spent_by="attack_by",
    )


def prone(source: str | None = None) -> Condition:
    """Prone (§03): melee attacks on it +2, missile attacks −2, until it stands up (§07)."""
    return Condition(id=PRONE, name="prone", source=source)


def disengaged(state: EncounterState, mover: str) -> Condition:
    """The Disengage action (§12 lists it; the seed gives no numbers): moving away provokes no
    opportunity attack (§03) for the rest of the turn. DECISION: it holds until the start of the
    mover's next turn (opportunity attacks only answer a runner on its own turn, so it is the
    same as "this turn")."""
    return Condition(id=DISENGAGED, name="disengaged", source=mover, expires=until_next_turn_of(state, mover))


def hidden(state: EncounterState, hider: str) -> Condition:
    """The Hide action (§12 lists it; the seed gives it no numbers). DECISION: Fray records it
    so the table and every front end see it, and gives it no bonus of its own (the GM rules on
    what a hidden creature can be seen or shot by); it lasts until the hider attacks or casts
    (spent) or the GM ends it."""
    return Condition(id=HIDDEN, name="hidden", source=hider, spent_by="attack_by")
