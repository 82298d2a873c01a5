"""``GET /rulesets``: the rule systems this Fray plays."""

from __future__ import annotations

from litestar import get

from fray.api.schemas import RulesetInfo
from fray.domain.commands import CORE_COMMANDS, command_type_of
from fray.rules.registry import RULESETS


@get("/rulesets", operation_id="listRulesets", tags=["rulesets"], sync_to_thread=False)
def list_rulesets() -> list[RulesetInfo]:
    """Each ruleset's id, title, source text and every command type it accepts (core ones too)."""
    return [
        RulesetInfo(
            id=r.id,
            title=r.title,
            source=r.source,
            commands=[command_type_of(c) for c in (*CORE_COMMANDS, *r.commands)],
        )
        for r in RULESETS.values()
    ]
