"""Per-turn budgets, shared by every rule system: what a combatant may still do this turn.

A budget is a name a ruleset chooses (``"action"``, ``"reaction"``, ``"bonus_action"``,
``"object_interaction"``, …) and a limit the ruleset checks. The core only counts: each use is
a ``BudgetSpent`` event, ``evolve`` adds it to ``Combatant.spent`` (and what it was spent on to
``Combatant.spent_on``), and every budget of a combatant is full again when its own turn starts
(``evolve`` of ``TurnStarted``). So "one reaction per round" is a budget of 1 that refills at
the start of the reactor's turn, like "one action per turn".

Movement in feet is not a budget here: it has its own track (``movement_left_ft``).
"""

from __future__ import annotations

from fray.domain.errors import RuleViolation
from fray.domain.events import BudgetSpent
from fray.domain.state import Combatant


def used(combatant: Combatant, budget: str) -> int:
    """How much of ``budget`` the combatant has used since its own turn started (0 if none)."""
    return combatant.spent.get(budget, 0)


def used_on(combatant: Combatant, budget: str) -> tuple[str, ...]:
    """What the combatant spent ``budget`` on since its own turn started, in order."""
    return combatant.spent_on.get(budget, ())


def spend(combatant: Combatant, budget: str, on: str, *, limit: int, refusal: str, amount: int = 1) -> BudgetSpent:
    """The ``BudgetSpent`` event for ``amount`` of ``budget`` spent ``on`` something.

    Raises ``RuleViolation`` with ``refusal`` (a sentence for the table, written by the ruleset)
    when that would take the combatant past ``limit`` uses since its turn started.
    """
    if used(combatant, budget) + amount > limit:
        raise RuleViolation(refusal)
    return BudgetSpent(combatant_id=combatant.id, budget=budget, amount=amount, on=on)
