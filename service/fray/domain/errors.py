"""The domain's errors. Each maps to one HTTP status in ``fray.api.problems`` and nowhere else.

A rule error is raised by ``decide`` before any event exists, so a rejected command appends
nothing. Messages are written for the person at the table: they say what was wrong and what
would be accepted.
"""

from __future__ import annotations


class DomainError(Exception):
    """Base of every error the pure core raises on purpose."""

    title = "Domain error"

    def __init__(self, detail: str) -> None:
        super().__init__(detail)
        self.detail = detail


class RuleViolation(DomainError):
    """The command is well formed but the rules forbid it now (HTTP 409)."""

    title = "The rules do not allow that"


class InvalidCommand(DomainError):
    """The command names something impossible in this encounter or ruleset (HTTP 422)."""

    title = "Invalid command"


class CombatantNotFound(DomainError):
    """A command names a combatant the encounter does not have (HTTP 404)."""

    title = "Unknown combatant"

    def __init__(self, combatant_id: str, known: list[str]) -> None:
        choices = ", ".join(known) if known else "none yet"
        super().__init__(f"no combatant {combatant_id!r} in this encounter; combatants: {choices}")
        self.combatant_id = combatant_id


class CreatureNotFound(DomainError):
    """A command or a request names a creature its ruleset's library does not have (HTTP 404)."""

    title = "Unknown creature"

    def __init__(self, ref: str, ruleset: str, close: list[str]) -> None:
        near = f"; did you mean {', '.join(close)}?" if close else ""
        super().__init__(
            f"no creature {ref!r} in the {ruleset} library{near} (search it with GET /rulesets/{ruleset}/creatures?q=)"
        )
        self.ref = ref


class SpellNotFound(DomainError):
    """A request names a spell its ruleset's spell list does not have (HTTP 404)."""

    title = "Unknown spell"

    def __init__(self, ref: str, ruleset: str, close: list[str]) -> None:
        near = f"; did you mean {', '.join(close)}?" if close else ""
        super().__init__(f"no spell {ref!r} in the {ruleset} spell list{near} (GET /rulesets/{ruleset}/spells?q=)")
        self.ref = ref


class EventOutOfOrder(DomainError):
    """``evolve`` was handed an event whose version is not the next one (a store bug, HTTP 500)."""

    title = "Event out of order"
