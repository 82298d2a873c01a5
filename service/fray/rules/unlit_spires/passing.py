"""What the core asks Unlit Spires about moving past others and about the encounter's options.

DECISION (the seed is silent on moving through others' squares, §07): a combatant may move
through an ally's square or a downed combatant's, never through a standing enemy's (a GM who
wants otherwise places the combatant with ``place_combatant``). No move may end on an
occupied square (the core checks that).
"""

from __future__ import annotations

from typing import Any

from fray.domain.errors import InvalidCommand
from fray.domain.state import Combatant, EncounterState


def may_pass(state: EncounterState, mover: Combatant, other: Combatant) -> bool:
    """Whether ``mover`` may move through the square of ``other``: an ally's or a downed
    combatant's, yes; a standing enemy's, no. Source: decision above (000 §07 is silent)."""
    return other.side == mover.side or other.down


def check_options(options: dict[str, Any]) -> dict[str, Any]:
    """Unlit Spires has no encounter options: anything given is refused (``InvalidCommand``),
    so a typo is not silently ignored. Situational rules (darkness, cover) go on each attack.
    Source: (glue: no rule of its own)."""
    if options:
        raise InvalidCommand(
            f"unlit-spires takes no encounter options (got {', '.join(sorted(options))}); "
            "darkness, cover and range are given with each attack"
        )
    return {}
