"""The command route's plain ASGI path (``fray.api.fast_commands``) answers as Litestar's route
does: a corpus of requests (a good command, a dry run, each kind of refusal, bad headers,
queries and bodies), each sent once through the app as built (the fast path in front) and
once through Litestar alone (``app.fast_commands`` None), to twin encounters set up alike;
the answers compared (status, the headers in order, the body with what differs between twins
masked), and every refused one checked to have appended nothing on either path. Each case
also says which path must answer it, so a request the fast path should take is not quietly
handed to Litestar (and one it must not take is)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from typing import Any, cast

import msgspec
import pytest
from litestar import Litestar
from litestar.testing import TestClient
from litestar.types import Scope

from fray.api.fast_commands import FastCommands, plain
from fray.server.config import Settings
from fray.store.errors import AWAY_MESSAGE, StoreUnavailable

from .conftest import CountEvents, MakeClient, assert_documented, bearer

ORIGIN = "https://table.example"
MASKED = {"position", "event_id", "command_id", "recorded_at", "hash", "salt", "head_hash", "prev_hash", "issued_at"}
"""Fields that differ between twin encounters whatever path answered (the log's global
position, ids drawn at random, clocks, the chain hashes over them)."""


class Twin(msgspec.Struct):
    """One of two encounters set up alike: its id and tokens (secrets and ids)."""

    eid: str
    gm: str
    gm_id: str
    player: str
    player_id: str
    revoked: str
    revoked_id: str
    other: str  # the GM token of another encounter


def _token(client: TestClient[Litestar], eid: str, gm: str, role: str, *cids: str) -> tuple[str, str]:
    r = client.post(f"/encounters/{eid}/tokens", json={"role": role, "combatant_ids": list(cids)}, headers=bearer(gm))
    assert r.status_code == 201, r.text
    return r.json()["token"], r.json()["token_id"]


def _encounter(client: TestClient[Litestar]) -> tuple[str, str, str]:
    r = client.post("/encounters", json={"ruleset": "unlit-spires", "name": "Twin"})
    assert r.status_code == 201, r.text
    return r.json()["state"]["encounter_id"], r.json()["gm_token"], r.json()["token_id"]


def twin(client: TestClient[Litestar]) -> Twin:
    eid, gm, gm_id = _encounter(client)
    for body in (
        {"type": "unlit-spires.add_hero", "preset": "bruce"},
        {"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie"},
    ):
        assert client.post(f"/encounters/{eid}/commands", json=body, headers=bearer(gm)).status_code == 200
    player, player_id = _token(client, eid, gm, "player", "bruce")
    revoked, revoked_id = _token(client, eid, gm, "spectator")
    assert client.delete(f"/encounters/{eid}/tokens/{revoked_id}", headers=bearer(gm)).status_code == 200
    _, other, _ = _encounter(client)
    return Twin(eid, gm, gm_id, player, player_id, revoked, revoked_id, other)


class Case(msgspec.Struct):
    """A request of the corpus: ``path`` and ``query`` after the encounter's
    ``/encounters/{id}``, ``headers`` built from the twin, the raw ``body``; ``status`` the
    answer's; ``fast`` whether the fast path answers it itself."""

    name: str
    status: int
    fast: bool
    body: bytes = b""
    query: str = ""
    headers: Callable[[Twin], dict[str, str]] = lambda t: bearer(t.gm)
    content_type: str | None = "application/json"
    path: str = "/commands"
    chunked: bool = False  # sent as chunks, without a Content-Length


def _json(body: Any) -> bytes:
    return json.dumps(body).encode()


GOOD = _json({"type": "apply_damage", "target_id": "grey-tide-zombie", "amount": 1})
HEAL = _json({"type": "apply_healing", "target_id": "grey-tide-zombie", "amount": 1})
CORPUS = [
    Case("a good command", 200, True, GOOD),
    Case("a good command, br", 200, True, HEAL, headers=lambda t: {**bearer(t.gm), "Accept-Encoding": "br"}),
    Case("a good command, gzip", 200, True, GOOD, headers=lambda t: {**bearer(t.gm), "Accept-Encoding": "gzip"}),
    Case("a good command, CORS", 200, True, HEAL, headers=lambda t: {**bearer(t.gm), "Origin": ORIGIN}),
    Case(
        "a good command, CORS, other origin", 200, True, GOOD, headers=lambda t: {**bearer(t.gm), "Origin": "https://x"}
    ),
    Case("a dry run", 200, True, GOOD, query="?dry_run=true"),
    Case("dry_run=false", 200, True, HEAL, query="?dry_run=false"),
    Case("a bad query value", 400, False, GOOD, query="?dry_run=maybe"),
    Case("another query", 200, False, HEAL, query="?dry_run=1"),
    Case("a player's dry run", 403, True, GOOD, query="?dry_run=true", headers=lambda t: bearer(t.player)),
    Case("If-Match any", 200, True, GOOD, headers=lambda t: {**bearer(t.gm), "If-Match": "*"}),
    Case("If-Match stale", 412, True, GOOD, headers=lambda t: {**bearer(t.gm), "If-Match": '"3"'}),
    Case("If-Match weak", 412, True, GOOD, headers=lambda t: {**bearer(t.gm), "If-Match": 'W/"1"'}),
    Case("If-Match a list", 412, True, GOOD, headers=lambda t: {**bearer(t.gm), "If-Match": '"1", "2"'}),
    Case("If-Match malformed", 400, False, GOOD, headers=lambda t: {**bearer(t.gm), "If-Match": "sixteen"}),
    Case("If-Match empty", 400, False, GOOD, headers=lambda t: {**bearer(t.gm), "If-Match": ""}),
    Case("If-Match too long", 400, False, GOOD, headers=lambda t: {**bearer(t.gm), "If-Match": '"1", ' * 30 + '"2"'}),
    Case("Idempotency-Key first", 200, True, GOOD, headers=lambda t: {**bearer(t.gm), "Idempotency-Key": "k1"}),
    Case("Idempotency-Key replayed", 200, True, GOOD, headers=lambda t: {**bearer(t.gm), "Idempotency-Key": "k1"}),
    Case("Idempotency-Key reused", 422, True, HEAL, headers=lambda t: {**bearer(t.gm), "Idempotency-Key": "k1"}),
    Case(
        "Idempotency-Key too long", 400, False, GOOD, headers=lambda t: {**bearer(t.gm), "Idempotency-Key": "k" * 201}
    ),
    Case("Idempotency-Key empty", 400, False, GOOD, headers=lambda t: {**bearer(t.gm), "Idempotency-Key": ""}),
    Case("Content-Type text/plain", 415, False, GOOD, content_type="text/plain"),
    Case("no Content-Type", 415, False, GOOD, content_type=None),
    Case("Content-Type with a charset", 200, False, HEAL, content_type="application/json; charset=utf-8"),
    Case("a body too big", 413, False, b'{"type": "apply_damage", "note": "' + b"x" * (1024 * 1024) + b'"}'),
    Case("an empty body", 400, False, b""),
    Case("not JSON", 400, False, b"{nope"),
    Case("an unknown command type", 400, False, _json({"type": "fly"})),
    Case("a field of the wrong type", 400, False, _json({"type": "apply_damage", "target_id": "x", "amount": "1"})),
    Case("nested too deep", 400, False, b"[" * 5000 + b"]" * 5000),
    Case("a player's forbidden command", 403, True, GOOD, headers=lambda t: bearer(t.player)),
    Case(
        "a player's command for another",
        403,
        True,
        _json({"type": "dash", "combatant_id": "grey-tide-zombie"}),
        headers=lambda t: bearer(t.player),
    ),
    Case(
        "a player's command against the rules",
        409,
        True,
        _json({"type": "dash", "combatant_id": "bruce"}),
        headers=lambda t: bearer(t.player),
    ),
    Case(
        "a player's unknown combatant",
        404,
        True,
        _json({"type": "dash", "combatant_id": "nobody"}),
        headers=lambda t: bearer(t.player),
    ),
    Case("an unknown combatant", 404, True, _json({"type": "apply_damage", "target_id": "nobody", "amount": 1})),
    Case("against the rules", 409, True, _json({"type": "advance_turn"})),
    Case(
        "not in this ruleset",
        422,
        True,
        _json({"type": "apply_damage", "target_id": "bruce", "amount": 1, "track": "mana"}),
    ),
    Case("a token of another encounter", 404, False, GOOD, headers=lambda t: bearer(t.other)),
    Case("no token", 401, False, GOOD, headers=lambda t: {"Authorization": ""}),
    Case("another scheme", 401, False, GOOD, headers=lambda t: {"Authorization": f"Basic {t.gm}"}),
    Case("a token Fray never issued", 401, False, GOOD, headers=lambda t: bearer("fray_not-a-token")),
    Case("a revoked token", 401, False, GOOD, headers=lambda t: bearer(t.revoked)),
    Case("an upper-case id", 200, False, HEAL, path="/commands#upper"),
    Case("a trailing slash", 200, False, GOOD, path="/commands/"),
    Case("a chunked body", 200, False, HEAL, chunked=True),
    Case("a chunked body that is not JSON", 400, False, b"{nope", chunked=True),
]


def normalised(text: str, twin: Twin, reference: Twin) -> Any:
    """``text`` (JSON, or not) with ``twin``'s ids and tokens written as ``reference``'s and
    the ``MASKED`` fields blanked."""
    for mine, theirs in zip(msgspec.structs.astuple(twin), msgspec.structs.astuple(reference), strict=True):
        text = text.replace(mine, theirs).replace(mine.upper(), theirs.upper())
    try:
        value = json.loads(text)
    except ValueError:
        return text
    return _masked(value)


def _masked(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: "…" if k in MASKED else _masked(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_masked(v) for v in value]
    return value


@pytest.fixture
def corpus_client(make_client: MakeClient, settings: Settings) -> TestClient[Litestar]:
    return make_client(settings_=msgspec.structs.replace(settings, cors_origins=(ORIGIN,)))


class Recorder:
    """Counts the requests the fast path handed to Litestar."""

    def __init__(self, fast: FastCommands) -> None:
        self.handed = 0
        self._litestar = fast.litestar
        fast.litestar = self

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        self.handed += 1
        await self._litestar(scope, receive, send)


@pytest.fixture
def paths(corpus_client: TestClient[Litestar]) -> Iterator[tuple[Recorder, Callable[[bool], None]]]:
    app = corpus_client.app
    fast = app.fast_commands
    assert isinstance(fast, FastCommands)
    recorder = Recorder(fast)

    def use(on: bool) -> None:
        app.fast_commands = fast if on else None

    yield recorder, use
    use(True)


def _send(client: TestClient[Litestar], twin: Twin, case: Case) -> Any:
    headers = case.headers(twin)
    if case.content_type is not None:
        headers["Content-Type"] = case.content_type
    headers.setdefault("Accept-Encoding", "identity")
    path = case.path.replace("#upper", "")
    eid = twin.eid.upper() if case.path.endswith("#upper") else twin.eid
    body = case.body
    content: Any = iter([body[: len(body) // 2], body[len(body) // 2 :]]) if case.chunked else body
    return client.post(f"/encounters/{eid}{path}{case.query}", content=content, headers=headers)


def test_the_fast_path_answers_as_litestar_does(
    corpus_client: TestClient[Litestar],
    paths: tuple[Recorder, Callable[[bool], None]],
    count_events: CountEvents,
) -> None:
    recorder, use = paths
    client = corpus_client
    a, b = twin(client), twin(client)
    for case in CORPUS:
        answers = []
        for on, t in ((True, a), (False, b)):
            use(on)
            before, handed = count_events(t.eid), recorder.handed
            r = _send(client, t, case)
            assert r.status_code == case.status, (case.name, on, r.text)
            if on:
                assert (recorder.handed == handed) is case.fast, (case.name, "answered by the wrong path")
            if r.status_code >= 400:
                assert r.headers["content-type"] == "application/problem+json", case.name
                assert count_events(t.eid) == before, (case.name, on, "a refusal appended")
            headers = [(k, v) for k, v in r.headers.raw if k != b"content-length"]  # names as sent
            if "content-encoding" not in r.headers:  # the length itself differs with a position's digits
                assert int(r.headers["content-length"]) == len(r.content), case.name
            answers.append((r.status_code, headers, normalised(r.text, t, a)))
        assert answers[0] == answers[1], case.name


def test_a_refusal_with_compression_and_cors(
    corpus_client: TestClient[Litestar],
    paths: tuple[Recorder, Callable[[bool], None]],
    count_events: CountEvents,
) -> None:
    """A problem document to a browser (Origin, Accept-Encoding) from both paths: CORS headers
    on it, and left uncompressed (under the COMPRESSION's 1 KiB) by both."""
    recorder, use = paths
    client = corpus_client
    a, b = twin(client), twin(client)
    recorder.handed = 0  # the set-up's POSTs: each offered to the fast path, handed on
    case = Case(
        "an unknown combatant, from a browser",
        404,
        True,
        _json({"type": "apply_damage", "target_id": "nobody", "amount": 1}),
        headers=lambda t: {**bearer(t.gm), "Origin": ORIGIN, "Accept-Encoding": "gzip, deflate, br"},
    )
    answers = []
    for on, t in ((True, a), (False, b)):
        use(on)
        r = _send(client, t, case)
        assert r.status_code == 404, r.text
        assert r.headers["access-control-allow-origin"] == ORIGIN
        assert "content-encoding" not in r.headers
        answers.append((r.headers.raw, normalised(r.text, t, a)))
    assert recorder.handed == 0
    assert answers[0] == answers[1]


@pytest.mark.parametrize(
    ("error", "status"),
    [(StoreUnavailable(AWAY_MESSAGE), 503), (RuntimeError("a bug"), 500)],
)
def test_the_store_away_and_a_bug(
    corpus_client: TestClient[Litestar],
    paths: tuple[Recorder, Callable[[bool], None]],
    monkeypatch: pytest.MonkeyPatch,
    error: Exception,
    status: int,
) -> None:
    """503 (with ``Retry-After``) and 500 from the service, on both paths alike."""
    recorder, use = paths
    client = corpus_client
    a, b = twin(client), twin(client)
    recorder.handed = 0
    commands = client.app.state.service.commands

    async def fails(*args: Any, **kwargs: Any) -> Any:
        raise error

    monkeypatch.setattr(commands, "handle", fails)
    if status == 500:  # a bug's answer is documented nowhere (the client checks every answer)
        client.event_hooks["response"].remove(assert_documented)
    answers = []
    for on, t in ((True, a), (False, b)):
        use(on)
        r = _send(client, t, Case("fails", status, True, GOOD))
        assert r.status_code == status, r.text
        answers.append((r.headers.raw, normalised(r.text, t, a)))
    assert recorder.handed == 0
    assert answers[0] == answers[1]
    if status == 503:
        assert dict(answers[0][0])[b"retry-after"] == b"1"


def test_the_rate_limit(make_client: MakeClient, settings: Settings, count_events: CountEvents) -> None:
    """429 with ``Retry-After`` from both paths: a limit of 2 a second, 4 commands in a row on
    each (the first two may pass, the rest refused, appending nothing)."""
    client = make_client(settings_=msgspec.structs.replace(settings, commands_per_second=2))
    fast = client.app.fast_commands
    recorder = Recorder(fast)
    a, b = twin(client), twin(client)
    recorder.handed = 0
    refusals = []
    for on, t in ((True, a), (False, b)):
        client.app.fast_commands = fast if on else None
        before = count_events(t.eid)
        rs = [_send(client, t, Case("limit", 200, True, GOOD, headers=lambda t: bearer(t.player))) for _ in range(4)]
        statuses = [r.status_code for r in rs]
        assert statuses.count(429) >= 2, statuses
        assert count_events(t.eid) == before  # a player's damage to the zombie: 403 or 429, never appended
        refusal = next(r for r in rs if r.status_code == 429)
        refusals.append((refusal.headers.raw, normalised(refusal.text, t, a)))
    assert recorder.handed == 0
    assert refusals[0] == refusals[1]
    assert re.fullmatch(r"[1-9][0-9]*", dict(refusals[0][0])[b"retry-after"].decode())


def test_what_the_fast_path_hands_on_unread() -> None:
    """Requests whose headers it does not read as Litestar would go to Litestar before
    anything is read: a repeated header, chunked, no length, another spelling of the path."""
    base: dict[str, Any] = {
        "type": "http",
        "method": "POST",
        "path": "/encounters/0b7c0e9e-4a42-4b8e-9d5e-2f7c3b7f0c11/commands",
        "root_path": "",
        "query_string": b"",
        "headers": [
            (b"host", b"testserver"),
            (b"authorization", b"Bearer fray_x"),
            (b"content-type", b"application/json"),
            (b"content-length", b"2"),
        ],
    }
    assert plain(cast(Scope, base)) is not None

    def variant(**changes: Any) -> Any:
        return plain(cast(Scope, {**base, **changes}))

    headers = base["headers"]
    assert variant(headers=[*headers, (b"authorization", b"Bearer fray_y")]) is None
    assert variant(headers=[*headers, (b"transfer-encoding", b"chunked")]) is None
    assert variant(headers=[h for h in headers if h[0] != b"content-length"]) is None
    assert variant(headers=[*headers[:3], (b"content-length", str(2**21).encode())]) is None
    assert variant(headers=[*headers, (b"host", b"other")]) is None
    assert variant(headers=[(b"host", b"bad host!"), *headers[1:]]) is None
    assert (
        variant(path=base["path"].upper().replace("/ENCOUNTERS", "/encounters").replace("/COMMANDS", "/commands"))
        is None
    )
    assert variant(root_path="/fray") is None
    assert variant(query_string=b"dry_run=true&x=1") is None
