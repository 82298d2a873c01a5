"""The committed contract under ``openapi/`` is what the app generates (re-export with
``uv run fray openapi`` when this fails), and it is one that tools accept: it validates, its
unions are discriminated by their real tags, its names are unique and usable."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Union

import msgspec
import pytest
from openapi_spec_validator import validate

from fray.api.openapi import feed_message_schema
from fray.api.problems import EXAMPLES, STATUS
from fray.domain.commands import command_type_of
from fray.rules.registry import RULESETS, command_classes, event_classes
from fray.server.published import openapi_document, render

OPENAPI = Path(__file__).resolve().parents[2] / "openapi"
DOC = json.loads((OPENAPI / "openapi.json").read_text())
SCHEMAS: dict[str, dict[str, Any]] = DOC["components"]["schemas"]
REF = "#/components/schemas/"


def test_committed_openapi_document_is_current() -> None:
    assert (OPENAPI / "openapi.json").read_text() == render(openapi_document()), (
        "openapi/openapi.json is stale: run `uv run fray openapi` and commit it"
    )


def test_committed_feed_message_schema_is_current() -> None:
    assert (OPENAPI / "feed-message.schema.json").read_text() == render(feed_message_schema())


def test_the_document_passes_the_openapi_validator() -> None:
    validate(DOC)  # raises on the first error


def _schema(ref: str) -> dict[str, Any]:
    assert ref.startswith(REF)
    return SCHEMAS[ref.removeprefix(REF)]


@pytest.mark.parametrize(
    ("union", "tag", "classes"),
    [
        ("Command", "type", command_classes()),
        ("Event", "type", event_classes()),
        ("StatBlock", "ruleset", None),
    ],
)
def test_each_union_is_a_one_of_whose_mapping_names_the_real_tags(union: str, tag: str, classes: Any) -> None:
    schema = SCHEMAS[union]
    assert schema["discriminator"]["propertyName"] == tag
    mapping = schema["discriminator"]["mapping"]
    assert sorted(mapping.values()) == sorted(o["$ref"] for o in schema["oneOf"])
    for value, ref in mapping.items():
        assert _schema(ref)["properties"][tag]["const"] == value
        assert tag in _schema(ref)["required"]
    if classes is not None:
        assert set(mapping) == {c.__struct_config__.tag for c in classes}
    else:
        assert set(mapping) == set(RULESETS)


def test_the_command_body_is_the_command_union() -> None:
    body = DOC["paths"]["/encounters/{encounter_id}/commands"]["post"]["requestBody"]
    assert body["required"] is True
    assert body["content"]["application/json"]["schema"] == {"$ref": REF + "Command"}
    assert "unlit-spires.melee_attack" in SCHEMAS["Command"]["discriminator"]["mapping"]
    assert "dnd5e-2024.attack" in {command_type_of(c) for c in command_classes()}


def test_recorded_events_and_states_are_typed_all_the_way_down() -> None:
    assert SCHEMAS["EventMessage"]["properties"]["data"] == {"$ref": REF + "Event"}
    stats = SCHEMAS["CombatantView"]["properties"]["stats"]
    assert {"$ref": REF + "StatBlock"} in stats["anyOf"]
    get_state = DOC["paths"]["/encounters/{encounter_id}"]["get"]["responses"]["200"]
    assert get_state["content"]["application/json"]["schema"] == {"$ref": REF + "StateView"}
    stats = SCHEMAS["Dnd5eCombatantAdded"]["properties"]["stats"]  # null where hidden from the reader
    assert {"$ref": REF + "Dnd5eStats"} in stats["anyOf"] and {"type": "null"} in stats["anyOf"]


def _properties(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "properties" and isinstance(value, dict):
                yield from value
            yield from _properties(value)
    elif isinstance(node, list):
        for value in node:
            yield from _properties(value)


def test_names_are_unique_and_usable_by_generators() -> None:
    titles = [s.get("title") for s in SCHEMAS.values()]
    assert titles == list(SCHEMAS) and len(set(titles)) == len(titles)
    assert all(name.isidentifier() for name in SCHEMAS)
    assert not {"int", "str", "float", "bool"} & set(_properties(DOC))


def test_every_response_header_has_a_schema_and_problems_are_problem_json() -> None:
    for path, item in DOC["paths"].items():
        for method, op in item.items():
            for status, response in op["responses"].items():
                for name, header in response.get("headers", {}).items():
                    assert header["schema"]["type"] == "string", (path, method, status, name)
                if status.startswith(("4", "5")) and path != "/health":
                    assert list(response["content"]) == ["application/problem+json"], (path, method, status)


def test_every_request_struct_forbids_unknown_fields() -> None:
    for name in (
        "CreateEncounter",
        "AddMonster",
        "MonsterSheet",
        "HeroSheet",
        "Weapon",
        "Position",
        "Dnd5eStatsIn",
        "AbilitiesIn",
        "AttackIn",
        "DamagePartIn",
        "ForecastRequest",
    ):
        assert SCHEMAS[name]["additionalProperties"] is False, name


def test_the_document_links_the_feed_message_schema() -> None:
    assert DOC["info"]["x-feed-message-schema"] == "feed-message.schema.json"
    assert "feed-message.schema.json" in DOC["info"]["description"]
    feed = json.loads((OPENAPI / "feed-message.schema.json").read_text())
    kinds = {"event", "hidden", "state", "presence", "end", "pong"}  # end: a replay's last; pong: a heartbeat's
    assert feed["discriminator"]["mapping"].keys() == kinds
    assert SCHEMAS["FeedMessage"]["discriminator"]["mapping"].keys() == kinds


def test_the_served_documents_are_the_committed_ones() -> None:
    from litestar.testing import TestClient

    from fray.server.app import create_app
    from fray.server.config import Settings

    app = create_app(Settings(database_url="postgresql://unused/unused"))
    client = TestClient(app)  # no lifespan: no database needed
    assert client.get("/docs/openapi.json").json() == DOC
    assert client.get("/docs/feed-message.schema.json").json() == json.loads(
        (OPENAPI / "feed-message.schema.json").read_text()
    )


def _operations() -> Iterator[tuple[str, str, dict[str, Any]]]:
    for path, item in DOC["paths"].items():
        for method, op in item.items():
            yield path, method, op


def test_every_operation_reads_well_a_summary_a_description_and_a_tag_of_its_area() -> None:
    areas = {t["name"] for t in DOC["tags"]}
    for path, method, op in _operations():
        summary = op["summary"]
        assert summary and " " in summary and summary[0].isupper(), (path, method, summary)
        assert not summary.endswith("Endpoint") and summary != op["operationId"], (path, method)
        assert len(op["description"]) > 40 and "``" not in op["description"], (path, method)
        assert op["tags"] and set(op["tags"]) <= areas, (path, method, op["tags"])


def test_every_command_type_has_an_example_body_that_fray_decodes() -> None:
    body = DOC["paths"]["/encounters/{encounter_id}/commands"]["post"]["requestBody"]["content"]["application/json"]
    examples = body["examples"]
    assert set(examples) == {command_type_of(c) for c in command_classes()}
    decoder = msgspec.json.Decoder(Union[command_classes()])  # noqa: UP007  # a union built at run time
    for tag, example in examples.items():
        assert example["summary"] and example["value"]["type"] == tag
        assert command_type_of(type(decoder.decode(msgspec.json.encode(example["value"])))) == tag


def test_every_kind_of_problem_has_an_example_under_its_status() -> None:
    slugs = {slug for _, _, slug in STATUS}
    assert slugs <= set(EXAMPLES)
    for path, method, op in _operations():
        for status, response in op["responses"].items():
            media = response.get("content", {}).get("application/problem+json")
            if media is None:
                continue
            examples = media["examples"]
            assert examples, (path, method, status)
            for slug, example in examples.items():
                assert example["value"]["status"] == int(status) and example["value"]["type"].endswith(slug)


def test_a_command_tag_has_its_default_so_a_generated_constructor_needs_no_tag() -> None:
    assert SCHEMAS["StartFight"]["properties"]["type"] == {
        "type": "string",
        "const": "start_fight",
        "default": "start_fight",
    }
    for ref in SCHEMAS["Command"]["oneOf"]:
        tag = _schema(ref["$ref"])["properties"]["type"]
        assert tag["default"] == tag["const"]


def test_the_ruleset_is_an_open_enumeration_of_the_registry_and_options_are_typed_per_ruleset() -> None:
    ruleset = SCHEMAS["Ruleset"]
    assert ruleset["enum"] == sorted(RULESETS) and "open" in ruleset["description"]
    assert SCHEMAS["CreateEncounter"]["properties"]["ruleset"] == {"$ref": REF + "Ruleset"}
    options = SCHEMAS["CreateEncounter"]["properties"]["options"]
    typed = {r.options_type.__name__ for r in RULESETS.values() if r.options_type is not None}
    assert {o["$ref"].removeprefix(REF) for o in options["anyOf"]} == typed
    assert all(SCHEMAS[name]["additionalProperties"] is False for name in typed)


def test_the_feed_message_is_a_one_of_union_by_kind() -> None:
    for schema in (SCHEMAS["FeedMessage"], feed_message_schema()):
        assert schema["discriminator"]["propertyName"] == "kind" and "anyOf" not in schema
        assert len(schema["oneOf"]) == len(schema["discriminator"]["mapping"]) == 6


def test_a_state_combatant_carries_combatant_id_and_its_id_is_deprecated() -> None:
    view = SCHEMAS["CombatantView"]
    assert view["properties"]["id"]["deprecated"] is True
    assert {"id", "combatant_id"} <= set(view["required"])
