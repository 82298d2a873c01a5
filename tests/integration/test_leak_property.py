"""The leak property (issue 9): random encounters in both original rulesets, played by a GM
who keeps secrets, and nothing a player's or a spectator's token can read contains hidden data.

Each example creates an encounter with random secrecy defaults, a party (one player's
combatants) and monsters, some added in secret under sentinel names (``Zqx…``); then a random
sequence of the GM's commands, each possibly secret: attacks, damage, hides, moves, concealing,
revealing, setting what players see. Afterwards, for a player and a spectator, everything they
can read (the state now and at past versions, the log, the live feed from version 0) is
checked against the GM's view:

- no concealed combatant's id or name appears anywhere;
- every event the GM's log marks secret and not revealed is a placeholder;
- no hidden stat block, and no tracks of a combatant whose health is not shown exactly (in
  the state and in the joining events);
- a combatant hiding from the reader's side has no position and no hiding numbers;
- versions come gapless, 1 to N, in the log and in the feed.
"""

from __future__ import annotations

import json
from typing import Any

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from litestar import Litestar
from litestar.testing import TestClient

from fray.domain.dice import SeededDice
from fray.server.app import create_app
from fray.server.config import Settings

from .conftest import Keyring, bearer, issue, send
from .dnd5e_blocks import FIGHTER, GOBLIN

SNEAKY = {**GOBLIN, "abilities": {"strength": 8, "dexterity": 20}, "skills": {"stealth": 12}}
RULESETS = ("unlit-spires", "dnd5e-2024")


def add_party(client: TestClient[Litestar], eid: str, ruleset: str) -> list[str]:
    if ruleset == "unlit-spires":
        for preset in ("bruce", "enoch"):
            send(
                client,
                eid,
                {
                    "type": "unlit-spires.add_hero",
                    "preset": preset,
                    "position": {"x": 0, "y": 0} if preset == "bruce" else {"x": 1, "y": 0},
                },
            )
        return ["bruce", "enoch"]
    for name, x in (("Ann", 0), ("Bo", 1)):
        send(
            client,
            eid,
            {"type": "dnd5e-2024.add_combatant", "name": name, "stats": FIGHTER, "position": {"x": x, "y": 0}},
        )
    return ["ann", "bo"]


def add_monster(client: TestClient[Litestar], eid: str, ruleset: str, name: str, secret: bool, x: int) -> str | None:
    if ruleset == "unlit-spires":
        body = {
            "type": "unlit-spires.add_monster",
            "preset": "grey_tide_zombie",
            "name": name,
            "position": {"x": x, "y": 3},
        }
    else:
        body = {"type": "dnd5e-2024.add_combatant", "name": name, "stats": SNEAKY, "position": {"x": x, "y": 3}}
    r = send(client, eid, {**body, "secret": secret})
    return r.json()["events"][0]["data"]["combatant_id"] if r.status_code == 200 else None


Step = tuple[str, int, int, bool]
steps = st.lists(
    st.tuples(
        st.sampled_from(
            [
                "advance",
                "attack",
                "damage",
                "hide",
                "move",
                "conceal",
                "reveal",
                "reveal_all",
                "stats",
                "health",
                "check",
            ]
        ),
        st.integers(0, 5),
        st.integers(0, 5),
        st.booleans(),
    ),
    min_size=3,
    max_size=14,
)


def play(
    client: TestClient[Litestar], eid: str, ruleset: str, party: list[str], monsters: list[str], step: Step
) -> None:
    """One GM command (possibly secret); refusals by the rules are part of play."""
    kind, i, j, secret = step
    everyone = party + monsters
    a, b = everyone[i % len(everyone)], everyone[j % len(everyone)]
    m = monsters[i % len(monsters)] if monsters else a
    spires = ruleset == "unlit-spires"
    bodies: dict[str, dict[str, Any]] = {
        "advance": {"type": "advance_turn"},
        "attack": (
            {"type": "unlit-spires.melee_attack", "attacker_id": a, "target_id": b}
            if spires
            else {
                "type": "dnd5e-2024.attack",
                "attacker_id": a,
                "target_id": b,
                "attack": "Scimitar" if a in monsters else "Longsword",
            }
        ),
        "damage": {"type": "apply_damage", "target_id": b, "amount": 1 + j},
        "hide": (
            {"type": "unlit-spires.hide", "combatant_id": m}
            if spires
            else {"type": "dnd5e-2024.take_action", "combatant_id": m, "action": "hide"}
        ),
        "move": {"type": "place_combatant", "combatant_id": m, "position": {"x": i, "y": j}},
        "conceal": {"type": "set_visibility", "combatant_ids": [m], "concealed": bool(j % 2)},
        "reveal": {"type": "reveal", "combatant_ids": [m]},
        "reveal_all": {"type": "reveal", "secrets": True},
        "stats": {"type": "set_visibility", "combatant_ids": [m], "stat_block": "hidden" if j % 2 else "shown"},
        "health": {"type": "set_visibility", "combatant_ids": [m], "health": ("exact", "bands", "none")[j % 3]},
        "check": (
            {"type": "unlit-spires.dodge", "combatant_id": a}
            if spires
            else {"type": "dnd5e-2024.ability_check", "combatant_id": a, "ability": "wis", "skill": "perception"}
        ),
    }
    body = bodies[kind]
    if secret and kind in ("attack", "damage", "check", "hide", "move"):
        body["secret"] = True
    send(client, eid, body)


def readable(client: TestClient[Litestar], eid: str, token: str, version: int) -> dict[str, Any]:
    """Everything ``token`` can read of the encounter."""
    h = bearer(token)
    out: dict[str, Any] = {
        "state": client.get(f"/encounters/{eid}", headers=h).json(),
        "log": client.get(f"/encounters/{eid}/events", headers=h).json()["events"],
        "past": [
            client.get(f"/encounters/{eid}?version={v}", headers=h).json()
            for v in range(1, version + 1, max(1, version // 6))
        ],
    }
    with client.websocket_connect(f"/encounters/{eid}/feed?after=0&state=true", headers=h) as ws:
        feed: list[dict[str, Any]] = []
        while not feed or feed[-1].get("kind") != "state" or feed[-1]["version"] < version:
            feed.append(ws.receive_json(timeout=10))
    out["feed"] = feed
    return out


def check_no_leak(gm_state: dict[str, Any], gm_log: list[dict[str, Any]], seen: dict[str, Any], own: set[str]) -> None:
    text = json.dumps(seen)
    concealed = [c for c in gm_state["combatants"] if c["concealed"] and c["id"] not in own]
    for c in concealed:
        for word in (c["id"], c["name"]):
            at = text.find(word)
            assert at < 0, f"{word} leaks: …{text[max(0, at - 300) : at + 100]}…"
    revealed_through = 0  # the GM's state does not show it; secrets are checked by placeholder
    log = {e["version"]: e for e in seen["log"]}
    assert sorted(log) == list(range(1, len(gm_log) + 1))
    events = [m for m in seen["feed"] if m["kind"] in ("event", "hidden")]
    assert [m["version"] for m in events] == list(range(1, len(gm_log) + 1))
    for e in gm_log:
        vis = e["metadata"].get("visibility", {})
        secret = vis.get("audience") == "gm" or (vis.get("audience") == "players" and not own & set(vis["players"]))
        if secret and log[e["version"]]["kind"] == "event":
            # only a reveal may have opened it: the GM's log then holds a reveal of it
            reveals = [
                r
                for r in gm_log
                if r["type"] == "revealed"
                and r["version"] > e["version"]
                and (r["data"]["secrets_through"] >= e["version"] or e["version"] in r["data"]["versions"])
            ]
            assert reveals, e
    assert revealed_through == 0
    shown = {c["id"]: c for c in seen["state"]["combatants"]}
    sides = {c["side"] for c in gm_state["combatants"] if c["id"] in own}
    for c in gm_state["combatants"]:
        if c["id"] in own or c["id"] not in shown:
            continue
        mine = shown[c["id"]]
        if c["stat_block"] == "hidden":
            assert mine["stats"] is None
        if c["health_shown"] != "exact":
            assert mine["resources"] == {}
        if c["health_shown"] == "none":
            assert mine["health"] is None
        hiding = any(k["id"] == "hidden" for k in c["conditions"]) and c["side"] not in sides
        if hiding:
            assert mine["position"] is None
            assert all(k["dc"] is None for k in mine["conditions"] if k["id"] == "hidden")
        for e in seen["log"]:
            if e["kind"] == "event" and e["data"].get("combatant_id") == c["id"] and "combatant_added" in e["type"]:
                if c["stat_block"] == "hidden":
                    assert e["data"]["stats"] is None
                if c["health_shown"] != "exact":
                    assert e["data"]["resources"] == {}


@settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    ruleset=st.sampled_from(RULESETS),
    stat_blocks=st.sampled_from(["shown", "hidden"]),
    health=st.sampled_from(["exact", "bands", "none"]),
    secret_adds=st.lists(st.booleans(), min_size=1, max_size=3),
    program=steps,
)
def test_nothing_a_player_or_spectator_reads_holds_hidden_data(
    settings: Settings,
    ruleset: str,
    stat_blocks: str,
    health: str,
    secret_adds: list[bool],
    program: list[Step],
) -> None:
    with TestClient(create_app(settings, dice=SeededDice(len(program))), raise_server_exceptions=True) as client:
        client.auth = Keyring()
        one_encounter(client, ruleset, stat_blocks, health, secret_adds, program)


def one_encounter(
    client: TestClient[Litestar],
    ruleset: str,
    stat_blocks: str,
    health: str,
    secret_adds: list[bool],
    program: list[Step],
) -> None:
    """Play one random encounter and check what a player and a spectator can read."""
    created = client.post(
        "/encounters", json={"ruleset": ruleset, "core": {"secrecy": {"stat_blocks": stat_blocks, "health": health}}}
    )
    eid = created.json()["state"]["encounter_id"]
    party = add_party(client, eid, ruleset)
    monsters = [
        m
        for k, secret in enumerate(secret_adds)
        if (m := add_monster(client, eid, ruleset, f"Zqx{k} Lurker", secret, 2 + k))
    ]
    send(client, eid, {"type": "start_fight"})
    for step in program:
        play(client, eid, ruleset, party, monsters, step)
    gm_state = client.get(f"/encounters/{eid}").json()
    gm_log = client.get(f"/encounters/{eid}/events").json()["events"]
    player = issue(client, eid, "player", party[0])
    spectator = issue(client, eid, "spectator")
    for token, own in ((player, {party[0]}), (spectator, set())):
        seen = readable(client, eid, token, gm_state["version"])
        check_no_leak(gm_state, gm_log, seen, own)
        msgspec.json.encode(seen)  # plain JSON all the way
