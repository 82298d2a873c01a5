"""Reading a combatant's tracks (``Combatant.resources``) by name.

The core owns no rule system's numbers: a ruleset names its tracks and sets their floors when
a combatant joins. Hit points are the track ``"hp"`` by convention wherever a ruleset has them
(Unlit Spires, 5e, 4e); a ruleset without hit points (Meshal Lite: three dice pools) simply
has no such track, and nothing in the core reads it.
"""

from __future__ import annotations

from fray.domain.state import Combatant

HP = "hp"


def current(c: Combatant, name: str = HP) -> int:
    """The current value of ``c``'s track ``name`` (hit points by default). Raises ``KeyError``
    if ``c`` has no such track (a ruleset reads only the tracks it gave)."""
    return c.resources[name].current


def maximum(c: Combatant, name: str = HP) -> int:
    """The maximum of ``c``'s track ``name`` (hit points by default). Raises ``KeyError`` if
    ``c`` has no such track."""
    return c.resources[name].maximum


def hp(c: Combatant) -> int:
    """``c``'s current hit points (the ``hp`` track). Raises ``KeyError`` without one."""
    return c.resources[HP].current


def hp_max(c: Combatant) -> int:
    """``c``'s hit point maximum (the ``hp`` track). Raises ``KeyError`` without one."""
    return c.resources[HP].maximum
