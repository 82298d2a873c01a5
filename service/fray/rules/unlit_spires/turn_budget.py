"""What a turn allows (000_c3c04d669a38e5ba.txt §12 One card, §03, §07, §11), on the core's
per-turn budgets (``fray.domain.budget``).

§12: "Move up to your speed. Act. Attack, cast, dash, dodge, hide, help or disengage." So:

- ``action``: one per turn, spent by an attack (melee or missile), a spell, a dash, or the
  Dodge, Help, Disengage or Hide action. A second one is refused (409) with what the first one was.
- ``attacks``: how many attacks the action allows: one, or the monster's ``attacks_per_turn``
  (§11 "if any monster attacks twice in a turn, halve the dice": the builder has already
  halved its damage dice). The first attack spends the action; the next ones only count here.
- ``reaction``: one per round, refilled at the start of the reactor's own turn; spent by an
  opportunity attack (§03 "Still a reaction") or a counterspell (§05).

DECISIONS (the seed is silent):
- Moving is not the action (§12 lists it before "Act"), and it may be split around the action
  (§07 "Split it around your action"): moves spend feet only.
- Standing up costs half the speed and not the action (§07 "Costs half your speed").
- Dropping prone costs nothing and may happen at any time: it is also how a GM records a
  combatant knocked down by something else.
- Recovering magic points is not a fight action (rests and dawns happen between fights).
"""

from __future__ import annotations

from fray.domain.budget import spend, used, used_on
from fray.domain.commands import Command, Dash
from fray.domain.errors import RuleViolation
from fray.domain.events import Event
from fray.domain.state import Combatant, EncounterState

from .stats import stats

ACTION = "action"
ATTACKS = "attacks"
REACTION = "reaction"
ACTIONS_PER_TURN = 1
REACTIONS_PER_ROUND = 1


def _acted(c: Combatant) -> str:
    return f"{c.name} has already acted this turn ({', '.join(used_on(c, ACTION))}); end the turn with advance_turn"


def take_action(c: Combatant, on: str) -> list[Event]:
    """The ``BudgetSpent`` of ``c``'s one action this turn, spent ``on`` (``"cast"``, …).
    Raises ``RuleViolation`` (409) when it has already acted this turn, saying on what.
    Source: 000_c3c04d669a38e5ba.txt §12 A turn, in order ("Act.")."""
    return [spend(c, ACTION, on, limit=ACTIONS_PER_TURN, refusal=_acted(c))]


def take_attack(c: Combatant, on: str) -> list[Event]:
    """The budget an attack (``on``: ``"attack"``, ``"missile attack"``) uses: the first one of
    the turn spends the action; a monster with ``attacks_per_turn`` > 1 makes the others with
    that same action. Raises ``RuleViolation`` (409) when the action went on something else, or
    every attack it allows is made. Source: 000_c3c04d669a38e5ba.txt §12, §11 Damage."""
    per_turn = stats(c).attacks_per_turn
    made = used(c, ATTACKS)
    if made >= per_turn:
        raise RuleViolation(
            _acted(c)
            if per_turn == 1
            else f"{c.name} has made its {per_turn} attacks this turn; end the turn with advance_turn"
        )
    first = take_action(c, on) if made == 0 else []
    return [*first, spend(c, ATTACKS, on, limit=per_turn, refusal="")]


def take_reaction(c: Combatant, on: str) -> list[Event]:
    """The ``BudgetSpent`` of ``c``'s one reaction this round (refilled when its own turn
    starts), spent ``on`` ``"opportunity attack"`` or ``"counterspell"``. Raises
    ``RuleViolation`` (409) when it is used. Source: 000_c3c04d669a38e5ba.txt §03, §05."""
    refusal = (
        f"{c.name} has used its reaction this round ({', '.join(used_on(c, REACTION)) or 'reaction'}); "
        "once per round, it comes back at the start of its next turn"
    )
    return [spend(c, REACTION, on, limit=REACTIONS_PER_ROUND, refusal=refusal)]


def core_command_costs(state: EncounterState, command: Command) -> list[Event]:
    """What a core command costs in Unlit Spires: a dash uses the action (§07 "Costs your
    action"); moving and standing up use feet only. Raises ``RuleViolation`` (409) when the
    dasher has already acted. Source: 000_c3c04d669a38e5ba.txt §07 What you can do with it."""
    if isinstance(command, Dash):
        return take_action(state.combatant(command.combatant_id), "dash")
    return []
