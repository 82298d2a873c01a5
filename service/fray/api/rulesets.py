"""``GET /rulesets``: the rule systems this Fray plays."""

from __future__ import annotations

from typing import Literal

import msgspec
from litestar import Response, get

from fray.api.release import OPT, released
from fray.api.schemas import ConditionInfo, OptionInfo, RulesetInfo, problem_responses
from fray.domain.commands import CORE_COMMANDS, command_type_of
from fray.rules.registry import RULESETS


@get(
    "/rulesets",
    operation_id="listRulesets",
    tags=["rulesets"],
    sync_to_thread=False,
    opt={OPT: True},
    responses=problem_responses(400),  # a request with Host twice (fray.api.single_fields)
)
def list_rulesets() -> Response[list[RulesetInfo]]:
    """Each ruleset's id, title, source text, every command type it accepts (core ones too),
    its encounter options, and which field of each command names the acting combatant
    (``actors``: the commands a player may send for their own combatants)."""
    return released(
        [
            RulesetInfo(
                id=r.id,
                title=r.title,
                source=r.source,
                commands=[command_type_of(c) for c in (*CORE_COMMANDS, *r.commands)],
                options=options_of(r.options_type),
                actors={command_type_of(c): c.actor_field for c in (*CORE_COMMANDS, *r.commands) if c.actor_field},
                creatures=f"/rulesets/{r.id}/creatures" if r.library is not None else None,
                spells=f"/rulesets/{r.id}/spells" if r.spells is not None else None,
                conditions=[ConditionInfo(name=n, description=d) for n, d in r.conditions],
            )
            for r in RULESETS.values()
        ]
    )


def options_of(options_type: type | None) -> list[OptionInfo]:
    """Each field of a ruleset's options struct as an ``OptionInfo`` (from msgspec's own view
    of the type: kind, default, choices, bounds)."""
    if options_type is None:
        return []
    info = msgspec.inspect.type_info(options_type)
    assert isinstance(info, msgspec.inspect.StructType)
    out = []
    for f in info.fields:
        t = f.type
        kind: Literal["boolean", "integer", "string", "object"] = "object"
        choices, low, high = None, None, None
        if isinstance(t, msgspec.inspect.BoolType):
            kind = "boolean"
        elif isinstance(t, msgspec.inspect.IntType):
            kind, low, high = "integer", t.ge, t.le
        elif isinstance(t, msgspec.inspect.StrType):
            kind = "string"
        elif isinstance(t, msgspec.inspect.LiteralType):
            values = list(t.values)
            kind = (
                "boolean"
                if all(isinstance(v, bool) for v in values)
                else "integer"
                if all(isinstance(v, int) for v in values)
                else "string"
            )
            choices = values
        given = (
            f.default_factory()
            if f.default is msgspec.NODEFAULT and f.default_factory is not msgspec.NODEFAULT
            else f.default
        )
        default = msgspec.to_builtins(given) if given is not msgspec.NODEFAULT else None
        out.append(
            OptionInfo(name=f.encode_name, kind=kind, default=default, choices=choices, minimum=low, maximum=high)
        )
    return out
