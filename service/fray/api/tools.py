"""The rulesets' tools over HTTP (``/rulesets/<ruleset>/<path>``): each ruleset declares its
pure computations (``fray.domain.ruleset.Tool``: a builder, an odds table) and this module
mounts every one from the registry, with a strict body (``fray.api.bodies``) or typed query
parameters and problem documents; no ruleset is named here. Every answer is computed, nothing
is stored; a request the rules refuse is a 422.
"""

from __future__ import annotations

import inspect
from typing import Annotated, Any

from litestar import get, post
from litestar.di import NamedDependency
from litestar.handlers import HTTPRouteHandler
from litestar.params import QueryParameter, SkipValidation
from msgspec import NODEFAULT
from msgspec import inspect as mi

from fray.api.bodies import json_body
from fray.api.schemas import problem_responses
from fray.domain.ruleset import Tool
from fray.rules.registry import RULESETS


def ruleset_tools() -> list[HTTPRouteHandler]:
    """A route for every tool of every registered ruleset."""
    return [_route(ruleset_id, tool) for ruleset_id, r in RULESETS.items() for tool in r.tools]


def _route(ruleset_id: str, tool: Tool) -> HTTPRouteHandler:
    path = f"/rulesets/{ruleset_id}/{tool.path}"
    common: dict[str, Any] = {
        "operation_id": tool.operation_id,
        "tags": [ruleset_id],
        "summary": tool.summary,
        "description": tool.description,
        "sync_to_thread": False,
    }
    if tool.query is not None:
        return get(path, responses=problem_responses(400), **common)(_query_handler(tool))
    body = json_body(tool.body)

    def run(payload: Any) -> Any:
        return tool.run(payload)

    payload_type: Any = SkipValidation[NamedDependency[tool.body]]  # type: ignore[name-defined, misc]  # built at run time
    run.__annotations__ = {"payload": payload_type, "return": tool.answer}
    return post(path, status_code=200, responses=problem_responses(400, 415, 422), **body, **common)(run)


def _query_handler(tool: Tool) -> Any:
    """A handler whose keyword parameters are the fields of ``tool.query`` (so Litestar checks
    and documents each query parameter), calling ``tool.run`` with them as the Struct."""
    assert tool.query is not None
    info = mi.type_info(tool.query)
    assert isinstance(info, mi.StructType)
    params, annotations = [], {}
    for f in info.fields:
        annotation: Any = Annotated[_python_type(f.type), QueryParameter(**_constraints(f.type))]
        default = inspect.Parameter.empty if f.default is NODEFAULT else f.default
        params.append(inspect.Parameter(f.name, inspect.Parameter.KEYWORD_ONLY, default=default, annotation=annotation))
        annotations[f.name] = annotation
    query_type = tool.query

    def run(**values: Any) -> Any:
        return tool.run(query_type(**values))

    run.__signature__ = inspect.Signature(params, return_annotation=tool.answer)  # type: ignore[attr-defined]  # read by Litestar's signature model
    run.__annotations__ = {**annotations, "return": tool.answer}
    return run


def _python_type(t: mi.Type) -> type:
    inner = t.type if isinstance(t, mi.Metadata) else t
    kinds: dict[type[mi.Type], type] = {mi.IntType: int, mi.BoolType: bool, mi.FloatType: float, mi.StrType: str}
    for kind, python in kinds.items():
        if isinstance(inner, kind):
            return python
    raise TypeError(f"a tool's query parameter must be a number, a boolean or a text, not {inner!r}")


def _constraints(t: mi.Type) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if isinstance(t, mi.Metadata):
        if t.extra_json_schema and "description" in t.extra_json_schema:
            out["description"] = t.extra_json_schema["description"]
        t = t.type
    if isinstance(t, (mi.IntType, mi.FloatType)):
        out |= {k: v for k, v in (("ge", t.ge), ("le", t.le), ("gt", t.gt), ("lt", t.lt)) if v is not None}
    return out
