"""Helpers for the Meshal Lite API tests: an encounter of given creatures, scripted dice."""

from __future__ import annotations

from typing import Any

from litestar import Litestar
from litestar.testing import TestClient

from fray.domain.dice import ScriptedDice

from .conftest import ok, send

PROBLEM = "application/problem+json"


def encounter(
    client: TestClient[Litestar], options: dict[str, Any] | None = None, core: dict[str, Any] | None = None
) -> str:
    """A new meshal-lite encounter (its id). The tests written for the one-step attack play it
    (``defence_timing``: ``with_attack``) unless ``options`` name the timing; the two-step
    defence has its own tests (``test_meshal_defence.py``)."""
    body: dict[str, Any] = {
        "ruleset": "meshal-lite",
        "name": "Meshal test",
        "options": {"defence_timing": "with_attack", **(options or {})},
    }
    if core is not None:
        body["core"] = core
    r = client.post("/encounters", json=body)
    assert r.status_code == 201, r.text
    return str(r.json()["state"]["encounter_id"])


def add(
    client: TestClient[Litestar],
    eid: str,
    sheet: dict[str, Any],
    side: str = "party",
    at: tuple[int, int] | None = None,
    cid: str | None = None,
) -> str:
    """Add a creature; its id."""
    body: dict[str, Any] = {"type": "meshal-lite.add_creature", "sheet": sheet, "side": side}
    if at is not None:
        body["position"] = {"x": at[0], "y": at[1]}
    if cid is not None:
        body["combatant_id"] = cid
    return str(ok(client, eid, body)["events"][0]["data"]["combatant_id"])


def fight(
    make_client: Any,
    dice: list[int],
    roster: list[tuple[dict[str, Any], str, tuple[int, int] | None]],
    options: dict[str, Any] | None = None,
    start: bool = True,
) -> tuple[TestClient[Litestar], str, list[str]]:
    """A client rolling ``dice`` (initiative first, in joining order), an encounter with the
    ``roster`` (sheet, side, square) added, initiative rolled and the first turn begun."""
    client = make_client(ScriptedDice(dice))
    eid = encounter(client, options)
    ids = [add(client, eid, sheet, side, at) for sheet, side, at in roster]
    if start:
        ok(client, eid, {"type": "roll_initiative"})
        ok(client, eid, {"type": "advance_turn"})
    return client, eid, ids


def events_of(out: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    """The data of every event of type ``kind`` in a command's response."""
    return [e["data"] for e in out["events"] if e["type"] == kind]


def one(out: dict[str, Any], kind: str) -> dict[str, Any]:
    """The data of the one event of type ``kind`` in a command's response."""
    [found] = events_of(out, kind)
    return found


def refused(client: TestClient[Litestar], eid: str, body: dict[str, Any], status: int, says: str, count: Any) -> None:
    """``body`` is refused with ``status``: a problem document whose detail says ``says``, and
    no event is appended."""
    before = count(eid)
    r = send(client, eid, body)
    assert r.status_code == status, r.text
    assert r.headers["content-type"] == PROBLEM
    assert says in r.json()["detail"], r.json()["detail"]
    assert count(eid) == before


def pool(out: dict[str, Any], cid: str, track: str) -> int:
    """The current value of ``cid``'s track in a command's response."""
    c = next(c for c in out["state"]["combatants"] if c["id"] == cid)
    return int(c["resources"][track]["current"])
