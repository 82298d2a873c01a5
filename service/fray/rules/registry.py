"""The ruleset registry: the one place that lists the rule systems Fray plays.

Adding a rule system is one package under ``fray/rules/`` plus one line in ``_RULESETS``.
"""

from __future__ import annotations

from fray.domain.commands import CORE_COMMANDS, Command
from fray.domain.errors import InvalidCommand
from fray.domain.events import CORE_EVENTS, Event
from fray.domain.ruleset import Ruleset
from fray.rules.dnd4e.ruleset import DND4E
from fray.rules.dnd5e_2024.ruleset import DND5E_2024
from fray.rules.meshal_lite.ruleset import MESHAL_LITE
from fray.rules.unlit_spires.ruleset import UNLIT_SPIRES

_RULESETS: tuple[Ruleset, ...] = (UNLIT_SPIRES, DND5E_2024, MESHAL_LITE, DND4E)
RULESETS: dict[str, Ruleset] = {r.id: r for r in _RULESETS}


def get_ruleset(ruleset_id: str) -> Ruleset:
    """The ruleset registered as ``ruleset_id``. Raises ``InvalidCommand`` naming the known ids."""
    found = RULESETS.get(ruleset_id)
    if found is None:
        raise InvalidCommand(f"unknown ruleset {ruleset_id!r}; Fray plays: {', '.join(sorted(RULESETS))}")
    return found


def event_classes() -> tuple[type[Event], ...]:
    """Every event class: the core's and each ruleset's."""
    return (*CORE_EVENTS, *(e for r in _RULESETS for e in r.events))


def command_classes() -> tuple[type[Command], ...]:
    """Every command class: the core's and each ruleset's (their tags are all distinct)."""
    return (*CORE_COMMANDS, *(c for r in _RULESETS for c in r.commands))


def stat_block_classes() -> tuple[type, ...]:
    """Every ruleset's stat block type (tagged by ``ruleset``), for the published contract."""
    return tuple(r.stat_block for r in _RULESETS if r.stat_block is not None)
