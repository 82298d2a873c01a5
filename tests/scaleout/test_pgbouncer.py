"""Fray through PgBouncer in transaction mode (issue 23, "A pooler in front"): two real ``fray
serve`` processes whose only way to the database is a PgBouncer of the test's own
(``tests/scaleout/pgbouncer.py``: Debian's 1.18, ``pool_mode = transaction``, three server
connections for both processes' pools), with ``FRAY_DATABASE_PREPARE=off``.

- The live path through it: commands sent to both processes at once (more than psycopg's
  preparation threshold on each connection), an undo, a retried command with one
  ``Idempotency-Key`` sent to each process; a feed on each process ends with exactly the
  stored log, every process answers with its fold, and the retry stored its events once.
- No session state is needed: the serving role's ``lock_timeout`` reaches a session opened
  through PgBouncer (a role default, not a ``SET`` on connect), and the processes' clients
  shared the few server connections.
- Why preparing must be off: two clients that prepare the same statement meet on one server
  connection and the second is refused.
"""

from __future__ import annotations

import asyncio
import json
import os
import secrets
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import httpx
import msgspec
import psycopg
import pytest
import websockets

from fray.domain.state import EncounterState, view
from fray.service_layer.codecs import event_types
from fray.service_layer.projection import project
from fray.store.pooled import LOCK_TIMEOUT_S
from tests.fault.servers import FrayProcess

from .pgbouncer import SERVER_CONNECTIONS, PgBouncer, pgbouncer, pgbouncer_url  # noqa: F401 - fixtures

pytestmark = pytest.mark.scaleout

COMMANDS_EACH = 12  # per process, sent at once: past psycopg's PREPARE_THRESHOLD on every connection
MONSTER = "kugen-the-withered-root"
CATCH_UP_S = 30.0


@pytest.fixture(scope="module")
def frays(pgbouncer_url: str, redis_url: str) -> Iterator[list[FrayProcess]]:  # noqa: F811 - the fixture
    """Two ``fray serve`` processes on the run's database through PgBouncer, preparing nothing."""
    env = {
        "FRAY_DATABASE_PREPARE": "off",
        "FRAY_POOL_SIZE": "4",
        "FRAY_FEED_POLL_S": "2",
        "FRAY_COMMANDS_PER_SECOND": "0",
        "FRAY_CREATES_PER_MINUTE": "0",
        "FRAY_CHANNEL_PREFIX": f"fray-bouncer-{secrets.token_hex(3)}",
        "FRAY_SIGNING_KEY": secrets.token_hex(20),
    }
    processes = [FrayProcess(pgbouncer_url, redis_url, env) for _ in range(2)]
    try:
        for p in processes:
            p.wait_ready()
        yield processes
    finally:
        for p in processes:
            p.stop()


def folded(log: list[dict[str, Any]]) -> Any:
    """The state the stored log folds to, as ``GET /encounters/{id}`` shows it."""
    types = event_types()
    events = [types.recorded(e) for e in log]
    state = project(EncounterState(), events)
    return msgspec.json.decode(msgspec.json.encode(view(state, events[-1].hash if events else None)))


async def stored_log(client: httpx.AsyncClient, eid: str) -> list[dict[str, Any]]:
    """The whole stored log, page by page."""
    log: list[dict[str, Any]] = []
    url: str | None = f"/encounters/{eid}/events?after=0"
    while url:
        page = await client.get(url)
        assert page.status_code == 200, page.text
        log += page.json()["events"]
        url = page.json()["next"]
    return log


async def read_feed(ws: Any, final: int) -> list[dict[str, Any]]:
    """The event messages of a feed up to version ``final``, then a short wait for any more."""
    seen: list[dict[str, Any]] = []
    async with asyncio.timeout(CATCH_UP_S):
        while not seen or seen[-1]["version"] < final:
            message = json.loads(await ws.recv())
            if message.get("kind") in ("event", "hidden"):
                seen.append(message)
    with pytest.raises(TimeoutError, match=r"^$"):  # asyncio.timeout's, which says nothing
        async with asyncio.timeout(0.5):
            extra = json.loads(await ws.recv())
            raise AssertionError(f"a message came after the last version: {extra}")
    return seen


def test_two_processes_serve_a_fight_through_pgbouncer(
    frays: list[FrayProcess],
    pgbouncer: PgBouncer,  # noqa: F811 - the fixture
) -> None:
    async def go() -> None:
        clients = [httpx.AsyncClient(base_url=f.url, timeout=30) for f in frays]
        a, b = clients
        created = await a.post("/encounters", json={"ruleset": "unlit-spires", "name": "bouncer"})
        assert created.status_code == 201, created.text
        eid = created.json()["state"]["encounter_id"]
        for client in clients:
            client.headers["Authorization"] = f"Bearer {created.json()['gm_token']}"
        added = await b.post(
            f"/encounters/{eid}/commands", json={"type": "unlit-spires.add_monster", "preset": "kugen"}
        )
        assert added.status_code == 200, added.text
        feeds = [
            await websockets.connect(
                f"{f.url.replace('http', 'ws')}/encounters/{eid}/feed?after=0",
                additional_headers={"Authorization": a.headers["Authorization"]},
            )
            for f in frays
        ]

        damage = {"type": "apply_damage", "target_id": MONSTER, "amount": 1}

        async def hammer(client: httpx.AsyncClient) -> list[int]:
            replies = await asyncio.gather(
                *(client.post(f"/encounters/{eid}/commands", json=damage) for _ in range(COMMANDS_EACH))
            )
            return [r.status_code for r in replies]

        assert list(await asyncio.gather(hammer(a), hammer(b))) == [[200] * COMMANDS_EACH] * 2

        undo = await b.post(f"/encounters/{eid}/commands", json={"type": "undo"})  # the latest damage, revoked
        assert undo.status_code == 200, undo.text
        assert undo.json()["events"][0]["type"] == "actions_revoked"

        key = {"Idempotency-Key": f"heal-{eid}"}
        heal = {"type": "apply_healing", "target_id": MONSTER, "amount": 2}
        first = await a.post(f"/encounters/{eid}/commands", json=heal, headers=key)
        again = await b.post(f"/encounters/{eid}/commands", json=heal, headers=key)  # the retry, elsewhere
        assert (first.status_code, again.status_code) == (200, 200), again.text
        assert again.json()["replayed"] and not first.json()["replayed"]
        assert again.json()["version"] == first.json()["version"]
        assert [e["event_id"] for e in again.json()["events"]] == [e["event_id"] for e in first.json()["events"]]

        final = 2 + 2 * COMMANDS_EACH + 1 + 1  # created, monster, the damage, the undo, the heal once
        log = await stored_log(a, eid)
        assert [e["version"] for e in log] == list(range(1, final + 1))
        expected = folded(log)
        hp = expected["combatants"][0]["resources"]["hp"]["current"]
        assert hp == 76 - 2 * COMMANDS_EACH + 1 + 2  # every damage but the one undone, the heal once
        for client in clients:
            assert (await client.get(f"/encounters/{eid}")).json() == expected

        for n, ws in enumerate(feeds):  # each process's feed: exactly the stored log
            seen = await read_feed(ws, final)
            assert [m["version"] for m in seen] == [e["version"] for e in log], f"feed on process {n + 1}"
            assert [m["event_id"] for m in seen] == [e["event_id"] for e in log], f"feed on process {n + 1}"
            await ws.close()

        verified = await b.get(f"/encounters/{eid}/verify")
        assert verified.status_code == 200 and verified.json()["ok"], verified.text
        assert verified.json()["signed"] == final  # the chain and every signature, written through the pooler
        for client in clients:
            health = await client.get("/health")
            assert health.status_code == 200 and health.json()["database"] == "ok", health.text
            await client.aclose()

    asyncio.run(go())
    ours = [p for p in pgbouncer.pools() if p["database"] != "pgbouncer" and p["user"] == _role(frays[0])]
    assert ours, pgbouncer.pools()
    servers = sum(int(str(p[k])) for p in ours for k in ("sv_active", "sv_idle", "sv_used", "sv_tested", "sv_login"))
    assert servers <= SERVER_CONNECTIONS, ours  # both processes' pools shared these


def _role(fray: FrayProcess) -> str:
    from fray.store.roles import role_of

    return role_of(fray.database_url) or ""


def test_the_serving_roles_lock_timeout_reaches_a_session_through_pgbouncer(
    frays: list[FrayProcess],
    pgbouncer_url: str,  # noqa: F811 - the fixture
) -> None:
    """Set by no ``SET`` on connect: every session of the role starts with it (the processes
    wrote it as the role's default when they started: ``fray.store.pooled.settle_lock_timeout``)."""
    for _ in range(SERVER_CONNECTIONS + 1):  # whichever server connection PgBouncer hands out
        with psycopg.connect(pgbouncer_url, autocommit=True, prepare_threshold=None) as conn:
            assert conn.execute("show lock_timeout").fetchone() == (f"{LOCK_TIMEOUT_S}s",)


def test_prepared_statements_do_not_survive_pgbouncer_which_is_why_fray_prepares_none(
    frays: list[FrayProcess],
    pgbouncer_url: str,  # noqa: F811 - the fixture
) -> None:
    """Two clients that prepare (psycopg's ``prepare=True``), one after the other: PgBouncer
    hands the second the server connection the first just left (its default, last in first
    out), where the first one's ``_pg3_0`` already exists."""
    with (
        psycopg.connect(pgbouncer_url, autocommit=True) as one,
        psycopg.connect(pgbouncer_url, autocommit=True) as two,
    ):
        one.execute("select count(*) from events", prepare=True).fetchone()
        with pytest.raises(psycopg.errors.DuplicatePreparedStatement):
            two.execute("select count(*) from events", prepare=True).fetchone()


def test_operator_commands_prepare_nothing_behind_pgbouncer(pgbouncer_url: str) -> None:  # noqa: F811 - the fixture
    """``fray doctor`` runs its privilege query many times on one connection: psycopg prepared
    it (after five uses) whatever ``FRAY_DATABASE_PREPARE`` said, and the next run that met that
    server connection was refused (``prepared statement "_pg3_0" already exists``). Operator
    connections prepare nothing now."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("FRAY_")}
    for _ in range(3):
        doctor = subprocess.run(
            [sys.executable, "-m", "fray", "doctor", "--database-url", pgbouncer_url],
            env={**env, "FRAY_DATABASE_PREPARE": "off"},
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        assert "prepared statement" not in doctor.stdout + doctor.stderr, doctor.stdout + doctor.stderr
        assert "roles" in doctor.stdout and "FAIL roles" not in doctor.stdout, doctor.stdout
