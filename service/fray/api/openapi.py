"""The published contract: the OpenAPI 3.1 document and the WebSocket feed's message schema.

Litestar generates the document's paths, parameters and operation ids from the route
handlers; :func:`publish` then makes every body schema true to the wire (``fray.api.contract``:
msgspec's schemas of the handlers' own types, events and commands as discriminated unions,
stat blocks as a union per ruleset, unique names), documents the problem responses and the
response headers, and links the WebSocket feed, which OpenAPI cannot describe: its messages
are ``openapi/feed-message.schema.json`` (also served at ``/docs/feed-message.schema.json``,
and the same schemas are the document's ``FeedMessage`` component).

The export (``uv run fray openapi``) and ``/docs/openapi.json`` both come from
:func:`publish`, so they are the same document.
"""

from __future__ import annotations

import inspect
import re
from typing import Any, get_args, get_origin

import msgspec
from litestar import Litestar, Request, Response, get
from litestar.openapi.plugins import JsonRenderPlugin
from litestar.response import Stream
from litestar.routes import HTTPRoute

from fray.api import plain_text, release
from fray.api.contract import as_base, components
from fray.api.examples import command_examples
from fray.api.problems import EXAMPLES
from fray.api.schemas import Problem
from fray.live.messages import FeedMessage
from fray.rules.registry import RULESETS, command_classes

REF = "#/components/schemas/{name}"
FEED_SCHEMA = "feed-message.schema.json"
PROBLEM = "application/problem+json"
NDJSON = "application/x-ndjson"
HEADER_SCHEMAS: dict[str, dict[str, Any]] = {
    "ETag": {"type": "string", "pattern": '^"[0-9]+"$', "examples": ['"7"']},
    "Location": {"type": "string", "format": "uri-reference", "examples": ["/encounters/3f1c…"]},
    "Retry-After": {"type": "string", "pattern": "^[0-9]+$", "description": "Seconds to wait."},
}
ENCOUNTER_ID = {"encounter_id": "$response.body#/state/encounter_id"}
LINKS: dict[tuple[str, str], dict[str, dict[str, Any]]] = {
    # (operation, status) → OpenAPI links: where a response's encounter id can be used next
    # (generators and fuzzers follow them; Schemathesis's stateful phase does).
    (op, status): {
        "GetEncounter": {"operationId": "getEncounter", "parameters": ENCOUNTER_ID},
        "GetEncounterEvents": {"operationId": "getEncounterEvents", "parameters": ENCOUNTER_ID},
        "SendCommand": {"operationId": "sendCommand", "parameters": ENCOUNTER_ID},
    }
    for op, status in (("createEncounter", "201"), ("createEncounter", "200"), ("sendCommand", "200"))
}
FEED = (
    "\n\nLive updates: `WS /encounters/{encounter_id}/feed?after=N&state=true&presence=true` sends "
    "every event after version N, then each new one, as JSON messages tagged by `kind` (`event`, "
    "`hidden` for one the token may not see, with `state=true` also `state` after each batch, with "
    "`presence=true` also `presence` when who is connected changes). The same messages come as "
    "Server-Sent Events from `GET /encounters/{encounter_id}/feed`. A feed that falls behind is "
    "closed with 4408: reconnect with `after=<last version>`. OpenAPI does not describe WebSockets: "
    f"the messages are the `FeedMessage` schema below, published alone as [{FEED_SCHEMA}]({FEED_SCHEMA})."
)


SUMMARIES: dict[str, str] = {
    # operation id → its summary, as a person would say it; every operation must have one.
    "listEncounters": "List the encounters this token may see",
    "createEncounter": "Create an encounter (and get the GM's token)",
    "importEncounter": "Import an encounter from its exported log",
    "getEncounter": "Read an encounter's state (now, or at a version or round)",
    "sendCommand": "Send a command (attack, move, end a turn, undo …)",
    "getEncounterEvents": "Read an encounter's log of events, a page at a time",
    "exportEncounter": "Export an encounter's log as JSON Lines",
    "streamEncounterFeed": "Follow an encounter live (Server-Sent Events)",
    "forkEncounter": "Fork an encounter into a new one, from any version",
    "getEncounterStats": "Statistics of a fight: hits, damage, rolls",
    "listTokens": "List the encounter's tokens (never their secrets)",
    "issueToken": "Issue a token: a player's, a spectator's or another GM's",
    "currentToken": "Who this token is",
    "revokeAllTokens": "Revoke every token of the encounter but the caller's",
    "revokeToken": "Revoke one token",
    "verifyEncounter": "Check the encounter's hash chain",
    "health": "Is the service up (PostgreSQL and Redis answering)",
    "listRulesets": "List the rule systems, their commands and options",
    "spiresBuildHero": "Unlit Spires: work out a hero's scores",
    "spiresBuildMonster": "Unlit Spires: build a monster from its kind and hit dice",
    "spiresForecastFight": "Unlit Spires: forecast how a fight will go",
    "spiresOdds": "Unlit Spires: the exact odds of an attack",
    "listCreatures": "Search a ruleset's creature library",
    "getCreature": "Read one creature's stat block",
    "listSpells": "Search a ruleset's spell list",
    "getSpell": "Read one spell",
}
TAGS: list[dict[str, str]] = [
    {"name": "encounters", "description": "Create encounters, send commands, read the state and the log."},
    {"name": "history", "description": "Past versions, fork, export and import, statistics, the hash chain."},
    {"name": "live", "description": "The live feed (also over WebSocket: see the API's description)."},
    {"name": "tokens", "description": "Who may do what: the GM issues and revokes players' and spectators' tokens."},
    {"name": "rulesets", "description": "The rule systems Fray plays, their creature libraries and spell lists."},
    {"name": "unlit-spires", "description": "Tools of The Unlit Spires: builders, odds and forecasts."},
    {"name": "service", "description": "The service itself."},
]
_CODE = re.compile(r"``([^`]+)``")


def _description(handler: Any, given: str | None) -> str:
    """An operation's description: the one given, else the handler's docstring (reST
    ``code`` written as Markdown `code`)."""
    text = given or inspect.getdoc(handler.fn) or ""
    return _CODE.sub(r"`\1`", text)


def _problem_examples(status: str) -> dict[str, Any]:
    """OpenAPI ``examples`` of a problem response: one document per kind of problem with this
    status (``fray.api.problems.EXAMPLES``)."""
    return {
        slug: {
            "summary": title,
            "value": {
                "type": f"urn:fray:problem:{slug}",
                "title": title,
                "status": code,
                "detail": detail,
                "instance": "/encounters/3f1c2a9e-5b7d-4c1e-9a0f-2d6b8e4c7a11/commands",
            },
        }
        for slug, (code, title, detail) in EXAMPLES.items()
        if str(code) == status
    }


def _ruleset_schema() -> dict[str, Any]:
    """``Ruleset``: the registry's ids as an enumeration, said to be open."""
    return {
        "type": "string",
        "enum": sorted(RULESETS),
        "title": "Ruleset",
        "description": "A rule system's id, as GET /rulesets lists them. The enumeration is what this "
        "build of Fray plays; the list is open to new values (a server may play more rulesets "
        "later), so a client should read an id it does not know as a plain string.",
        "examples": ["unlit-spires"],
    }


def _options_schema(option_types: dict[str, type]) -> dict[str, Any]:
    """``CreateEncounter.options``: the options struct of the chosen ruleset."""
    taking = ", ".join(f"`{rid}`: {t.__name__}" for rid, t in sorted(option_types.items()))
    silent = ", ".join(f"`{rid}`" for rid in sorted(RULESETS) if rid not in option_types)
    return {
        "anyOf": [{"$ref": REF.format(name=t.__name__)} for _, t in sorted(option_types.items())],
        "description": f"The ruleset's own switches, typed per ruleset ({taking}); "
        f"{silent or 'every other'} takes none (send `{{}}` or leave it out; absent: `{{}}`). GET /rulesets lists each "
        "ruleset's options with their defaults. An option of another ruleset is a 422.",
    }


def feed_message_schema() -> dict[str, Any]:
    """JSON Schema (2020-12) of one feed message: an event message or a state message."""
    (root,), named = components([FeedMessage], "#/$defs/{name}")
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "FeedMessage", **root, "$defs": named}


def _body_type(annotation: Any) -> Any:
    """The type a handler's return annotation sends (``Response[T]`` → T), or None if unknown."""
    if get_origin(annotation) is Response:
        (annotation,) = get_args(annotation) or (None,)
    if isinstance(annotation, type) and issubclass(annotation, Stream):  # a stream: described by its route
        return None
    return None if annotation is Any or annotation is None else annotation


def _absent_not_null(schema: dict[str, Any]) -> dict[str, Any]:
    """A parameter's schema without Litestar's ``null`` member: an optional header or query
    parameter is left out, never sent as null (a client would send the text ``null``)."""
    members = schema.get("oneOf", [])
    kept = [m for m in members if m != {"type": "null"}]
    if len(members) == 2 and len(kept) == 1:
        rest = {k: v for k, v in schema.items() if k != "oneOf"}
        return {**kept[0], **rest}
    return schema


def _no_nul(body: dict[str, Any], named: dict[str, Any]) -> None:
    """Every text a request body can carry (strings, and the keys of maps) is said to hold no
    NUL character, which PostgreSQL cannot store, and none of the characters that make one
    text display as another (``fray.api.plain_text.pattern``): Fray answers such a request
    400, and the document forbids it too. Strings that have a pattern, an enum or a const already
    say what they hold. Walks the schemas ``body`` refers to, each once."""
    seen: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, list):
            for value in node:
                walk(value)
            return
        if not isinstance(node, dict):
            return
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/components/schemas/"):
            name = ref.rsplit("/", 1)[-1]
            if name not in seen:
                seen.add(name)
                walk(named[name])
        if node.get("type") == "string" and not {"pattern", "enum", "const", "format"} & node.keys():
            node["pattern"] = plain_text.pattern()
        if (
            node.get("type") == "object"
            and "additionalProperties" in node
            and node["additionalProperties"] is not False
        ):
            node.setdefault("propertyNames", {"pattern": plain_text.pattern()})
        for key, value in node.items():
            if key != "$ref":
                walk(value)

    walk(body)


def publish(doc: dict[str, Any], app: Litestar) -> dict[str, Any]:
    """Litestar's generated ``doc`` for ``app`` made true to the wire (see the module's
    docstring); returns a new document, ``doc`` is left as it was."""
    doc = msgspec.json.decode(msgspec.json.encode(doc))
    places: list[tuple[dict[str, Any], str, Any]] = []  # (where, media type, type)
    for route in app.routes:
        if not isinstance(route, HTTPRoute):
            continue
        for handler in route.route_handlers:
            for method in handler.http_methods:
                op = doc["paths"].get(route.path_format, {}).get(method.lower())
                if op is None:
                    continue
                if op["operationId"] not in SUMMARIES:
                    raise ValueError(f"operation {op['operationId']} has no summary in fray.api.openapi.SUMMARIES")
                op["summary"] = SUMMARIES[op["operationId"]]
                op["description"] = _description(handler, op.get("description"))
                responses = op.setdefault("responses", {})
                if (body := handler.opt.get("body")) is not None:
                    op["requestBody"] = {"required": True, "content": {}}
                    places.append((op["requestBody"], "application/json", as_base(body)))
                if (line := handler.opt.get("ndjson_body")) is not None:  # JSON Lines: the schema of a line
                    op["requestBody"] = {
                        "required": True,
                        "content": {},
                        "description": "JSON Lines: one object of this schema a line.",
                    }
                    places.append((op["requestBody"], NDJSON, line))
                success = responses.get(str(handler.status_code))
                lines_out = handler.opt.get("ndjson_response")
                if lines_out is not None and success is not None:
                    success["description"] = "JSON Lines: one object of this schema a line."
                    places.append((success, NDJSON, lines_out))
                sent = None if lines_out is not None else _body_type(handler.parsed_fn_signature.return_type.annotation)
                if sent is not None and success is not None:
                    places.append((success, "application/json", sent))
                if (stream := handler.opt.get("event_stream")) is not None and success is not None:
                    success["content"] = {"text/event-stream": {"schema": {"type": "string", "description": stream}}}
                for code, spec in (handler.responses or {}).items():
                    places.append((responses[str(code)], spec.media_type, spec.data_container))
                if "400" in responses and 400 not in (handler.responses or {}):
                    responses["400"]["description"] = "Malformed request (a parameter or header)"
                    places.append((responses["400"], PROBLEM, Problem))
                for parameter in op.get("parameters", []):
                    parameter["schema"] = _absent_not_null(parameter["schema"])
                if handler.opt.get(release.OPT):
                    release.document(op)
                for (link_op, status), links in LINKS.items():
                    if op.get("operationId") == link_op and status in responses:
                        responses[status]["links"] = links
                if "503" in responses and 503 in (handler.responses or {}):
                    responses["503"].setdefault("headers", {})["Retry-After"] = {
                        "description": "Seconds to wait before trying again.",
                        "required": True,
                    }
                for response in responses.values():
                    for name, header in response.get("headers", {}).items():
                        header.setdefault("schema", HEADER_SCHEMAS.get(name, {"type": "string"}))
    roots = [t for _, _, t in places]
    option_types = {rid: r.options_type for rid, r in RULESETS.items() if r.options_type is not None}
    schemas, named = components([*roots, FeedMessage, *option_types.values()], REF)
    for (where, media, _), schema in zip(places, schemas[: len(places)], strict=True):
        where["content"] = {media: {"schema": schema}}
        if media == PROBLEM:
            status = next(code for code, r in responses_of(doc) if r is where)
            where["content"][media]["examples"] = _problem_examples(status)
    commands = doc["paths"]["/encounters/{encounter_id}/commands"]["post"]["requestBody"]["content"]
    commands["application/json"]["examples"] = command_examples(command_classes())
    named["Ruleset"] = _ruleset_schema()
    named["CreateEncounter"]["properties"]["ruleset"] = {"$ref": REF.format(name="Ruleset")}
    named["CreateEncounter"]["properties"]["options"] = _options_schema(option_types)
    named["FeedMessage"] = {
        **schemas[len(places)],
        "title": "FeedMessage",
        "description": "One message of the WebSocket feed (see the API's description).",
    }
    for where, _, _ in places:
        if where.get("required") is True:  # a requestBody (a response object has no "required")
            _no_nul(where, named)
    doc["components"]["schemas"] = dict(sorted(named.items()))
    doc["info"]["description"] = doc["info"].get("description", "") + FEED
    doc["info"]["x-feed-message-schema"] = FEED_SCHEMA
    doc["tags"] = TAGS
    return doc


def responses_of(doc: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """Every response object of ``doc`` with its status code."""
    return [
        (code, response)
        for item in doc["paths"].values()
        for op in item.values()
        for code, response in op.get("responses", {}).items()
    ]


def build_published(app: Litestar) -> None:
    """Make and keep ``app``'s published document now (``fray serve``, at start-up: the first
    browser to open a table after a start then does not wait the second or more it takes)."""
    if getattr(app.state, "published_openapi", None) is None:
        app.state.published_openapi = msgspec.json.encode(publish(app.openapi_schema.to_schema(), app))


def published_json(request: Request[Any, Any, Any], openapi_schema: dict[str, Any]) -> bytes:
    """The published document of ``request``'s app as JSON, made on the first request (not at
    every app start: tests make many apps; ``fray serve`` makes it at start-up,
    :func:`build_published`) and kept on the app."""
    cached = getattr(request.app.state, "published_openapi", None)
    if cached is None:
        cached = msgspec.json.encode(publish(openapi_schema, request.app))
        request.app.state.published_openapi = cached
    return cached


class ContractJsonPlugin(JsonRenderPlugin):
    """Serves ``/docs/openapi.json`` as exported: :func:`publish` of the generated document."""

    def render(self, request: Request[Any, Any, Any], openapi_schema: dict[str, Any]) -> bytes:
        return published_json(request, openapi_schema)


@get(
    "/docs/feed-message.schema.json",
    include_in_schema=False,
    sync_to_thread=False,
    media_type="application/schema+json",
)
def serve_feed_message_schema() -> dict[str, Any]:
    """The feed's message schema, beside the OpenAPI document that links to it."""
    return feed_message_schema()
