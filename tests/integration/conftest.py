"""Fixtures for tests that talk to the service: an app on the run's database and Redis."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Generator, Iterator
from pathlib import Path
from typing import Any, Protocol

import httpx
import psycopg
import pytest
from litestar import Litestar
from litestar.testing import TestClient

from fray.domain.dice import Dice, SeededDice
from fray.server.app import create_app
from fray.server.config import Settings

POOL_SIZE = 4
"""Connections per test app (``Settings.pool_size``; Fray's default is 10): the suite's
connections are bounded (``tests/conftest.py``, ``MAX_CONNECTIONS``)."""

CountEvents = Callable[[str], int]
"""The ``count_events`` fixture: how many events the database holds for an encounter id."""


class MakeClient(Protocol):
    """The ``make_client`` fixture: a started client of a new app, with the test's dice (a
    seeded roller by default) and settings (the fixture's by default)."""

    def __call__(self, dice: Dice | None = None, settings_: Settings | None = None) -> TestClient[Litestar]: ...


@pytest.fixture
def settings(serving_url: str, redis_url: str, channel_prefix: str) -> Settings:
    """The app's settings: the run's database through its serving role (it may append and read
    the log, never rewrite it), the run's Redis. Tests play at a script's pace, faster than any
    table: the per-token and per-address limits are raised here (they have tests of their own,
    ``test_roles_api``)."""
    return Settings(
        database_url=serving_url,
        redis_url=redis_url,
        channel_prefix=channel_prefix,
        commands_per_second=10_000,
        creates_per_minute=10_000,
        pool_size=POOL_SIZE,
    )


class Keyring(httpx.Auth):
    """A test client's tokens, as a front end keeps them: the GM token of each encounter it
    created, imported or forked (from the response), sent as ``Authorization: Bearer`` on that
    encounter's requests (the latest one's on ``GET /encounters``). A request that already
    carries an ``Authorization`` header (a player's, a spectator's, none on purpose: ``""``)
    is sent as it is."""

    requires_response_body = True

    def __init__(self) -> None:
        self.tokens: dict[str, str] = {}
        self.latest: str | None = None

    def auth_flow(self, request: httpx.Request) -> Generator[httpx.Request, httpx.Response, None]:
        if "authorization" not in request.headers:
            parts = request.url.path.strip("/").split("/")
            eid = parts[1] if len(parts) > 1 and parts[0] == "encounters" else None
            token = self.tokens.get(eid, self.latest) if eid else self.latest
            if token:
                request.headers["Authorization"] = f"Bearer {token}"
        elif request.headers["authorization"] == "":
            del request.headers["authorization"]
        response = yield request
        path = request.url.path.rstrip("/")
        new = request.method == "POST" and (path in ("/encounters", "/encounters/import") or path.endswith("/fork"))
        if new and response.status_code in (200, 201):  # a create, an import, a fork: a new GM token
            body = response.json()
            self.remember(body["state"]["encounter_id"], body["gm_token"])

    def remember(self, encounter_id: str, token: str) -> None:
        """Keep ``token`` as the GM token of ``encounter_id``."""
        self.tokens[encounter_id] = token
        self.latest = token


def gm_token(client: TestClient[Litestar], encounter_id: str) -> str:
    """The GM token the client's keyring holds for ``encounter_id``."""
    assert isinstance(client.auth, Keyring), client.auth
    return client.auth.tokens[encounter_id]


def bearer(token: str) -> dict[str, str]:
    """``Authorization`` headers for ``token``."""
    return {"Authorization": f"Bearer {token}"}


def gm_headers(client: TestClient[Litestar], encounter_id: str) -> dict[str, str]:
    """Headers with the GM's token of ``encounter_id`` (a WebSocket handshake, which the
    keyring does not see)."""
    return bearer(gm_token(client, encounter_id))


def issue(client: TestClient[Litestar], encounter_id: str, role: str, *combatant_ids: str) -> str:
    """A new token of ``role`` (a player's for ``combatant_ids``), issued by the GM."""
    r = client.post(f"/encounters/{encounter_id}/tokens", json={"role": role, "combatant_ids": list(combatant_ids)})
    assert r.status_code == 201, r.text
    token: str = r.json()["token"]
    return token


def _documented_statuses() -> list[tuple[re.Pattern[str], str, frozenset[str]]]:
    """Each operation of the committed ``openapi/openapi.json``: its path as a pattern, its
    method, the status codes it documents."""
    doc = json.loads((Path(__file__).parents[2] / "openapi" / "openapi.json").read_text())
    operations = []
    for path, item in doc["paths"].items():
        pattern = re.compile("^" + re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(path)) + "/?$")
        for method, op in item.items():
            if isinstance(op, dict) and "responses" in op:
                operations.append((pattern, method.upper(), frozenset(op["responses"])))
    return sorted(operations, key=lambda op: op[0].pattern.count("[^/]+"))  # literal segments first


DOCUMENTED = _documented_statuses()


def assert_documented(response: httpx.Response) -> None:
    """Fail the test when ``response`` answers a documented operation with a status code the
    document does not list for it: a front end generated from the document would not expect
    it (Schemathesis's ST103, checked on every request the integration tests make). Requests
    outside the document (the page, /docs, an unknown path or method) are not checked."""
    request = response.request
    for pattern, method, statuses in DOCUMENTED:
        if method == request.method and pattern.match(request.url.path):
            assert str(response.status_code) in statuses or "default" in statuses, (
                f"{request.method} {request.url.path} answered {response.status_code}, documented: {sorted(statuses)}"
            )
            return


@pytest.fixture
def make_client(settings: Settings) -> Iterator[MakeClient]:
    """``make_client(dice=None)``: a started TestClient of a new app (closed at teardown) whose
    keyring sends each encounter's GM token (``Keyring``; the clients of one test share it,
    as one GM's devices would)."""
    clients: list[TestClient[Litestar]] = []
    keyring = Keyring()

    def make(dice: Dice | None = None, settings_: Settings | None = None) -> TestClient[Litestar]:
        client = TestClient(create_app(settings_ or settings, dice=dice or SeededDice("fray")))
        client.auth = keyring
        client.event_hooks["response"].append(assert_documented)
        client.__enter__()
        clients.append(client)
        return client

    yield make
    for client in clients:
        client.__exit__(None, None, None)


@pytest.fixture
def client(make_client: MakeClient) -> TestClient[Litestar]:
    return make_client()


@pytest.fixture
def count_events(database_url: str) -> CountEvents:
    """``count_events(encounter_id)``: how many events the database holds for it."""

    def count(encounter_id: str) -> int:
        with psycopg.connect(database_url) as conn:
            row = conn.execute("select count(*) from events where stream_id = %s", (encounter_id,)).fetchone()
            assert row is not None
            count: int = row[0]
            return count

    return count


def new_encounter(client: TestClient[Litestar], name: str = "Test fight") -> str:
    r = client.post("/encounters", json={"ruleset": "unlit-spires", "name": name})
    assert r.status_code == 201, r.text
    eid: str = r.json()["state"]["encounter_id"]
    return eid


def send(client: TestClient[Litestar], eid: str, body: dict[str, Any], **headers: str) -> httpx.Response:
    return client.post(f"/encounters/{eid}/commands", json=body, headers=headers)


def ok(client: TestClient[Litestar], eid: str, body: dict[str, Any]) -> dict[str, Any]:
    """Send a command that must be accepted; its returned state must equal the fold of the log."""
    r = send(client, eid, body)
    assert r.status_code == 200, r.text
    assert r.json()["state"] == folded_state(client, eid)
    out: dict[str, Any] = r.json()
    return out


def who(out: dict[str, Any], cid: str) -> dict[str, Any]:
    """The combatant ``cid`` in a command response's state."""
    return next(c for c in out["state"]["combatants"] if c["id"] == cid)


_types = None


def folded_state(client: TestClient[Litestar], eid: str) -> dict[str, Any]:
    """The state as the fold of the stored log (read through the API), in the API's JSON form."""
    import msgspec

    from fray.domain.state import EncounterState, view
    from fray.service_layer.codecs import event_types
    from fray.service_layer.projection import project

    global _types
    _types = _types or event_types()
    log = client.get(f"/encounters/{eid}/events").json()["events"]
    state = project(EncounterState(), [_types.recorded(e) for e in log])
    return msgspec.json.decode(msgspec.json.encode(view(state, log[-1]["hash"] if log else None)), type=dict[str, Any])
