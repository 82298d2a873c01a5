"""The committed contract under ``openapi/`` is what the app generates (re-export with
``uv run fray openapi`` when this fails)."""

from __future__ import annotations

from pathlib import Path

from fray.api.openapi import feed_message_schema, openapi_document, render

OPENAPI = Path(__file__).resolve().parents[2] / "openapi"


def test_committed_openapi_document_is_current() -> None:
    assert (OPENAPI / "openapi.json").read_text() == render(openapi_document()), (
        "openapi/openapi.json is stale: run `uv run fray openapi` and commit it"
    )


def test_committed_feed_message_schema_is_current() -> None:
    assert (OPENAPI / "feed-message.schema.json").read_text() == render(feed_message_schema())


def test_the_command_body_has_a_discriminator_for_generated_clients() -> None:
    doc = openapi_document()
    body = doc["paths"]["/encounters/{encounter_id}/commands"]["post"]["requestBody"]
    schema = body["content"]["application/json"]["schema"]
    assert schema["discriminator"]["propertyName"] == "type"
    assert "unlit-spires.melee_attack" in schema["discriminator"]["mapping"]


def test_the_served_document_is_the_committed_one() -> None:
    import json

    from litestar.testing import TestClient

    from fray.app import create_app
    from fray.config import Settings

    app = create_app(Settings(database_url="postgresql://unused/unused"))
    served = TestClient(app).get("/docs/openapi.json").json()  # no lifespan: no database needed
    assert served == json.loads((OPENAPI / "openapi.json").read_text())
