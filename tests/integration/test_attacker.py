"""The attacker's test (issue 18): a player or a spectator who reads every way out and does a
little arithmetic recovers no hidden value.

Each test plays a fight with secrets, then attacks it as a player and as a spectator: every
event that reaches the reader with its ``salt`` must be the GM's event unchanged (else the
plausible values could be tried against its hash: ``attack_salts``, which also tries them),
no concealed name may appear anywhere (state, log, stats, a fork's log and state), and no
number of a hidden stat block or of hidden health may be read from an ordinary event."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from litestar import Litestar
from litestar.testing import TestClient

from fray.demo.meshal_cast import KNIGHT, WOLF

from . import dnd4e_blocks
from .conftest import bearer, issue, ok
from .dnd5e_blocks import FIGHTER, GOBLIN


def read(client: TestClient[Litestar], token: str | None, path: str) -> Any:
    r = client.get(path, headers=bearer(token) if token else None)
    assert r.status_code == 200, r.text
    return r.json()


def log_of(client: TestClient[Litestar], token: str | None, eid: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    path: str | None = f"/encounters/{eid}/events"
    while path:
        page = read(client, token, path)
        out += page["events"]
        path = page["next"]
    return out


def canonical(e: dict[str, Any], data: dict[str, Any], salt: str) -> bytes:
    """What an event's hash covers (``fray.store.chain``), rebuilt from what a reader holds."""
    meta = {k: v for k, v in e["metadata"].items() if k not in ("idempotency_key", "command_hash") and v is not None}
    body = {"type": e["type"], "schema_version": e.get("schema_version", 5), "data": data, "metadata": meta}
    return json.dumps({**body, "salt": salt}, sort_keys=True, separators=(",", ":")).encode()


def attack_salts(gm: list[dict[str, Any]], seen: list[dict[str, Any]]) -> None:
    """Try, for each event a reader was shown redacted, the plausible values (0..300) of each
    number nulled in it against its hash with the salt the reader holds, and fail on a match;
    then fail if a reader holds the salt of any event it was not shown whole (a later event
    type's nulled numbers could be tried the same way)."""
    whole = {e["version"]: e for e in gm}
    for e in seen:
        if e["kind"] != "event":
            continue
        truth = whole[e["version"]]
        salt: str | None = e["salt"]
        nulled = [k for k, v in e["data"].items() if v is None and truth["data"].get(k) is not None]
        if salt is not None:
            for key, guess in ((k, g) for k in nulled for g in range(301)):
                digest = hashlib.sha256(canonical(e, {**e["data"], key: guess}, salt)).hexdigest()
                assert digest != e["hash"], f"{key}={guess} recovered from event {e['version']}"
            assert e["data"] == truth["data"], f"event {e['version']} redacted but salted"
            assert e["metadata"].get("visibility") == truth["metadata"].get("visibility")


def everything(client: TestClient[Litestar], token: str, eid: str) -> str:
    """Every way out a token reads by REST, as one text."""
    parts = [
        read(client, token, f"/encounters/{eid}"),
        log_of(client, token, eid),
        read(client, token, f"/encounters/{eid}/stats"),
    ]
    version = parts[0]["version"]
    parts += [read(client, token, f"/encounters/{eid}?version={v}") for v in range(1, version + 1)]
    return json.dumps(parts).lower()


def secret_5e_fight(client: TestClient[Litestar]) -> str:
    r = client.post(
        "/encounters", json={"ruleset": "dnd5e-2024", "core": {"secrecy": {"stat_blocks": "hidden", "health": "bands"}}}
    )
    eid: str = r.json()["state"]["encounter_id"]
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Ann", "stats": FIGHTER})
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Goblin", "stats": {**GOBLIN, "hp_max": 57}})
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Zqx Lurker", "stats": GOBLIN, "secret": True})
    ok(client, eid, {"type": "correct_combatant", "target_id": "goblin", "current": 51, "maximum": 57})
    ok(client, eid, {"type": "start_fight"})
    foe = {"ann": ("goblin", "Longsword"), "goblin": ("ann", "Scimitar")}
    for _ in range(6):
        turn = client.get(f"/encounters/{eid}").json()["turn"]
        if turn in foe:
            target, attack = foe[turn]
            body = {"type": "dnd5e-2024.attack", "attacker_id": turn, "target_id": target, "attack": attack}
            ok(client, eid, body)
        ok(client, eid, {"type": "advance_turn"})
    ok(client, eid, {"type": "apply_healing", "target_id": "goblin", "amount": 30})
    return eid


def test_a_5e_fight_with_hidden_blocks_gives_no_number_back(client: TestClient[Litestar]) -> None:
    eid = secret_5e_fight(client)
    gm = log_of(client, None, eid)
    for token in (issue(client, eid, "player", "ann"), issue(client, eid, "spectator")):
        seen = log_of(client, token, eid)
        attack_salts(gm, seen)
        text = everything(client, token, eid)
        assert "zqx" not in text and "lurker" not in text
        shown = [e for e in seen if e["kind"] == "event"]
        for e in shown:
            d = e["data"]
            if e["type"] == "dnd5e-2024.attack_rolled":
                if d["target_id"] == "goblin":
                    assert d["ac"] is None
                if d["attacker_id"] == "goblin":
                    assert d["roll"]["modifier"] is None and d["roll"]["total"] is None
                    assert d["roll"]["dice"]  # the dice and the outcome stay
            if e["type"] == "dnd5e-2024.damage_resolved" and d["target_id"] == "goblin":
                assert d["hp_lost"] is None and d["overflow"] is None and d["total"] is None
                assert all(p["rolled"] is not None and p["final"] is None for p in d["parts"])
            if e["type"] == "healing_received" and d["combatant_id"] == "goblin":
                assert d["regained"] is None and d["amount"] == 30
            if e["type"] == "combatant_corrected":
                assert d["current"] is None and d["maximum"] is None
        # the initiative roll reaches the reader with its own part and without the concealed one
        initiative = next((e for e in shown if e["type"].endswith("initiative_rolled")), None)
        assert initiative is not None, [(e["type"], e["data"]) for e in gm if "initiative" in e["type"]]
        entries = {x["combatant_id"]: x for x in initiative["data"]["entries"]}
        assert set(entries) == {"ann", "goblin"} and initiative["salt"] is None
        assert entries["ann"]["total"] is not None and entries["goblin"]["total"] is None
        stats = read(client, token, f"/encounters/{eid}/stats")
        goblin = next(c for c in stats["combatants"] if c["id"] == "goblin")
        assert goblin["healing_received"] == 30  # what was given, not what it regained


def test_a_salt_reaches_only_whole_events_and_their_links_verify(client: TestClient[Litestar]) -> None:
    """The verification a player can still do (docs/secrets.md): each event it sees whole
    links to the hash before it; a redacted one commits to the whole, its salt withheld."""
    eid = secret_5e_fight(client)
    ann = issue(client, eid, "player", "ann")
    seen = log_of(client, ann, eid)
    by_version = {e["version"]: e for e in seen}
    whole = [e for e in seen if e["kind"] == "event" and e["salt"] is not None]
    assert whole and any(e["kind"] == "event" and e["salt"] is None for e in seen)
    checked = 0
    for e in whole:
        before = by_version.get(e["version"] - 1)
        previous = (
            bytes(32) if e["version"] == 1 else bytes.fromhex(before["hash"]) if before and before.get("hash") else None
        )
        if previous is None:
            continue
        salt = e["salt"]
        digest = hashlib.sha256(previous + canonical(e, e["data"], salt)).hexdigest()
        assert digest == e["hash"], e["type"]
        checked += 1
    assert checked > 0


def test_a_fork_keeps_every_secret(client: TestClient[Litestar]) -> None:
    r = client.post("/encounters", json={"ruleset": "unlit-spires", "core": {"secrecy": {"health": "bands"}}})
    eid: str = r.json()["state"]["encounter_id"]
    ok(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})
    ok(client, eid, {"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie"})
    ok(client, eid, {"type": "unlit-spires.add_monster", "preset": "kugen", "name": "Zqx Lurker", "secret": True})
    ok(client, eid, {"type": "set_visibility", "combatant_ids": ["grey-tide-zombie"], "stat_block": "hidden"})
    origin_view = read(client, issue(client, eid, "spectator"), f"/encounters/{eid}")
    for body in ({}, {"combatants": ["bruce", "grey-tide-zombie", "zqx-lurker"]}):
        forked = client.post(f"/encounters/{eid}/fork", json=body)
        assert forked.status_code == 201, forked.text
        fid = forked.json()["state"]["encounter_id"]
        assert forked.json()["state"]["combatants"][-1]["concealed"] is True  # the GM's view
        for token in (issue(client, fid, "player", "bruce"), issue(client, fid, "spectator")):
            text = everything(client, token, fid)
            assert "zqx" not in text and "lurker" not in text and "kugen" not in text
            state = read(client, token, f"/encounters/{fid}")
            zombie = next(c for c in state["combatants"] if c["id"] == "grey-tide-zombie")
            assert zombie["stats"] is None and zombie["resources"] == {} and zombie["health_shown"] == "bands"
            first = log_of(client, token, fid)[0]
            assert first["type"] == "encounter_forked" and first["salt"] is None
            assert first["data"]["secrecy"] is None
            assert [c["id"] for c in first["data"]["combatants"]] == ["bruce", "grey-tide-zombie"]
            assert first["data"]["combatants"][1]["stats"] is None
            if not body:  # a whole fork shows a reader what the origin did
                assert [c["id"] for c in state["combatants"]] == [c["id"] for c in origin_view["combatants"]]


def test_an_undo_of_a_secret_action_is_redacted_like_it(client: TestClient[Litestar]) -> None:
    r = client.post("/encounters", json={"ruleset": "unlit-spires"})
    eid: str = r.json()["state"]["encounter_id"]
    ok(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})
    ok(client, eid, {"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie"})
    ok(client, eid, {"type": "apply_damage", "target_id": "grey-tide-zombie", "amount": 1, "secret": True})
    undone = ok(client, eid, {"type": "undo"})
    ok(client, eid, {"type": "redo"})
    ok(client, eid, {"type": "apply_damage", "target_id": "grey-tide-zombie", "amount": 2})
    ok(client, eid, {"type": "undo"})
    assert undone["events"][0]["data"]["actions"][0]["audience"] == "gm"
    gm = log_of(client, None, eid)
    secret = [e["version"] for e in gm if e["metadata"].get("visibility") == {"audience": "gm"}]
    history = [e["version"] for e in gm if e["type"] in ("actions_revoked", "actions_restored")]
    assert len(secret) == 1 and len(history) == 3
    for token in (issue(client, eid, "player", "bruce"), issue(client, eid, "spectator")):
        seen = log_of(client, token, eid)
        kinds = {e["version"]: (e["kind"], e.get("type")) for e in seen}
        assert [kinds[v][0] for v in (*secret, *history[:2])] == ["hidden", "hidden", "hidden"]
        assert kinds[history[2]] == ("event", "actions_revoked")  # the public one's undo is shown
        attack_salts(gm, seen)


def test_moves_and_undos_do_not_sweep_the_grid_for_a_concealed_creature(client: TestClient[Litestar]) -> None:
    """A player's probe is a real step: the undo that would take it back is refused (409,
    nothing appended), whether or not anything is concealed; the GM may undo it."""
    r = client.post("/encounters", json={"ruleset": "unlit-spires"})
    eid: str = r.json()["state"]["encounter_id"]
    ok(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})
    ok(client, eid, {"type": "unlit-spires.add_monster", "preset": "kugen", "name": "Zqx Lurker", "secret": True})
    ok(client, eid, {"type": "place_combatant", "combatant_id": "bruce", "position": {"x": 0, "y": 0}})
    ok(client, eid, {"type": "place_combatant", "combatant_id": "zqx-lurker", "position": {"x": 1, "y": 1}})
    ok(client, eid, {"type": "set_initiative", "combatant_id": "bruce", "initiative": 20})
    ok(client, eid, {"type": "start_fight"})
    while client.get(f"/encounters/{eid}").json()["turn"] != "bruce":
        ok(client, eid, {"type": "advance_turn"})
    ann = issue(client, eid, "player", "bruce")
    moved = client.post(
        f"/encounters/{eid}/commands",
        json={"type": "move_combatant", "combatant_id": "bruce", "path": [{"x": 1, "y": 0}]},
        headers=bearer(ann),
    )
    assert moved.status_code == 200, moved.text
    version = moved.json()["version"]
    undo = client.post(f"/encounters/{eid}/commands", json={"type": "undo"}, headers=bearer(ann))
    assert undo.status_code == 409 and "move stays made" in undo.json()["detail"]
    assert client.get(f"/encounters/{eid}").json()["version"] == version  # nothing appended
    assert "zqx" not in undo.text.lower()
    ok(client, eid, {"type": "undo"})  # the GM's undo takes it back


def test_an_unlit_spires_contest_shows_no_hidden_score(client: TestClient[Litestar]) -> None:
    """Unlit Spires' stat block is each side's score: with the monster's hidden, a contest
    shows the dice and the outcome, not its Parry or Melee Attack, nor the margin."""
    r = client.post(
        "/encounters",
        json={"ruleset": "unlit-spires", "core": {"secrecy": {"stat_blocks": "hidden", "health": "bands"}}},
    )
    eid: str = r.json()["state"]["encounter_id"]
    ok(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})
    ok(client, eid, {"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie"})
    spectator = issue(client, eid, "spectator")
    assert "grey tide" not in json.dumps(log_of(client, spectator, eid)).lower()  # named by its kind
    ok(client, eid, {"type": "start_fight"})
    for _ in range(4):
        turn = client.get(f"/encounters/{eid}").json()["turn"]
        foe = "undead" if turn == "bruce" else "bruce"
        ok(client, eid, {"type": "unlit-spires.melee_attack", "attacker_id": turn, "target_id": foe})
        ok(client, eid, {"type": "advance_turn"})
    gm = log_of(client, None, eid)
    for token in (issue(client, eid, "player", "bruce"), issue(client, eid, "spectator")):
        seen = log_of(client, token, eid)
        attack_salts(gm, seen)
        contests = [e["data"] for e in seen if e.get("type") == "unlit-spires.attack_resolved"]
        assert len(contests) == 4
        for d in contests:
            zombie = d["defence"] if d["defender_id"] == "undead" else d["attack"]
            assert zombie["score"] is None and zombie["total"] is None and d["margin"] is None
            assert zombie["dice"] and d["outcome"]
            if d["damage"] is not None and d["defender_id"] == "undead":
                assert d["damage"]["absorb"] is None and d["damage"]["dealt"] >= 1
        initiative = next(e for e in seen if e.get("type") == "initiative_rolled")
        assert {x["combatant_id"]: x["total"] is None for x in initiative["data"]["entries"]} == {
            "bruce": False,  # the players' side is shown to everyone
            "undead": True,
        }


def turn_of(client: TestClient[Litestar], eid: str, cid: str) -> None:
    """Advance turns until it is ``cid``'s."""
    for _ in range(20):
        if client.get(f"/encounters/{eid}").json()["turn"] == cid:
            return
        ok(client, eid, {"type": "advance_turn"})
    raise AssertionError(f"never {cid}'s turn")


def shown_events(client: TestClient[Litestar], eid: str, token: str, type_: str) -> list[dict[str, Any]]:
    return [e["data"] for e in log_of(client, token, eid) if e.get("type") == type_]


def test_5e_blows_tell_no_last_hit_points_temporary_hit_points_resistance_or_damage_bonus(
    client: TestClient[Litestar],
) -> None:
    """Issue 18's gaps 1 and 2 (5e): with the goblin's block hidden and its health in bands, a
    blow shows what was rolled, not what its temporary hit points soaked (``resource_changed``),
    what its last hit points were (an overkill's ``damage_taken``), its resistance (``final``,
    ``total``, the flags against ``rolled``), nor, when it strikes, its weapon's dice and bonus."""
    r = client.post(
        "/encounters", json={"ruleset": "dnd5e-2024", "core": {"secrecy": {"stat_blocks": "hidden", "health": "bands"}}}
    )
    eid: str = r.json()["state"]["encounter_id"]
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Ann", "stats": FIGHTER})
    tough = {**GOBLIN, "hp_max": 30, "resistances": ["slashing"]}
    ok(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Goblin", "stats": tough})
    ok(client, eid, {"type": "start_fight"})
    ok(client, eid, {"type": "dnd5e-2024.grant_temp_hp", "target_id": "goblin", "amount": 3})
    cut = {"type": "slashing", "dice": "2d6", "amount": 4}
    ok(client, eid, {"type": "dnd5e-2024.deal_damage", "target_id": "goblin", "damage": [cut], "source": "a trap"})
    for _ in range(12):  # until the goblin has hit (the seeded dice: the same fight each run)
        hits = [e for e in log_of(client, None, eid) if e["type"] == "dnd5e-2024.damage_resolved"]
        if any(e["data"]["target_id"] == "ann" for e in hits):
            break
        turn_of(client, eid, "goblin")
        ok(
            client,
            eid,
            {"type": "dnd5e-2024.attack", "attacker_id": "goblin", "target_id": "ann", "attack": "Scimitar"},
        )
        ok(client, eid, {"type": "advance_turn"})
    ok(client, eid, {"type": "apply_damage", "target_id": "goblin", "amount": 99})
    gm = log_of(client, None, eid)
    assert any(e["type"] == "resource_changed" and e["data"]["resource"] == "temp_hp" for e in gm)
    assert any(e["type"] == "dnd5e-2024.damage_resolved" and e["data"]["target_id"] == "ann" for e in gm)
    for token in (issue(client, eid, "player", "ann"), issue(client, eid, "spectator")):
        attack_salts(gm, log_of(client, token, eid))
        for d in shown_events(client, eid, token, "damage_taken"):
            assert (d["amount"] is None) == (d["combatant_id"] == "goblin"), d
        for d in shown_events(client, eid, token, "resource_changed"):
            assert d["combatant_id"] != "goblin" or d["delta"] is None, d
        for d in shown_events(client, eid, token, "dnd5e-2024.damage_resolved"):
            for p in d["parts"]:
                assert p["rolled"] is not None and p["type"]  # what was rolled, and of what, stays
                if d["target_id"] == "goblin":
                    assert d["total"] is None and p["final"] is None and p["resistant"] is None, d
                if d["attacker_id"] == "goblin":
                    assert p["dice"] is None and p["faces"] is None and p["bonus"] is None, d
                else:
                    assert p["faces"] is not None  # a trap's or a public attacker's dice show
        for d in shown_events(client, eid, token, "dnd5e-2024.temporary_hit_points_set"):
            assert d["amount"] is None and d["previous"] is None and d["offered"] == 3


def test_4e_blows_tell_no_resistance_temporary_hit_points_last_hit_points_or_damage_dice(
    client: TestClient[Litestar],
) -> None:
    """Issue 18's gaps 1 and 4 (4e): with the goblin's block hidden and its health in bands, a
    hit shows each portion's amount, not its resistance (``resisted``, ``net``, the totals), its
    temporary hit points, an overkill's last hit points, nor its own damage roll's dice and bonus."""
    r = client.post(
        "/encounters", json={"ruleset": "dnd4e", "core": {"secrecy": {"stat_blocks": "hidden", "health": "bands"}}}
    )
    eid: str = r.json()["state"]["encounter_id"]
    ok(client, eid, {"type": "dnd4e.add_combatant", "name": "Brandis", "stats": dnd4e_blocks.FIGHTER})
    goblin = {**dnd4e_blocks.GOBLIN, "resist": [{"type": "all", "amount": 3}]}
    ok(client, eid, {"type": "dnd4e.add_combatant", "name": "Goblin", "stats": goblin})
    ok(client, eid, {"type": "roll_initiative"})
    ok(client, eid, {"type": "dnd4e.grant_temp_hp", "target_id": "goblin", "amount": 2})
    for _ in range(3):
        for who, foe, power in (("brandis", "goblin", "Melee Basic Attack"), ("goblin", "brandis", "Spear")):
            turn_of(client, eid, who)
            ok(client, eid, {"type": "dnd4e.attack", "attacker_id": who, "target_id": foe, "power": power})
            ok(client, eid, {"type": "advance_turn"})
    ok(client, eid, {"type": "apply_damage", "target_id": "goblin", "amount": 99})
    gm = log_of(client, None, eid)
    assert any(e["type"] == "dnd4e.damage_resolved" and e["data"]["target_id"] == "goblin" for e in gm)
    for token in (issue(client, eid, "player", "brandis"), issue(client, eid, "spectator")):
        attack_salts(gm, log_of(client, token, eid))
        for d in shown_events(client, eid, token, "dnd4e.damage_resolved"):
            if d["target_id"] == "goblin":
                assert d["taken"]["total"] is None and d["taken"]["before_halving"] is None, d
                for p in d["taken"]["portions"]:
                    assert p["amount"] is not None and p["resisted"] is None and p["net"] is None, d
        for d in shown_events(client, eid, token, "dnd4e.damage_rolled"):
            for p in d["roll"]["portions"]:
                hidden = d["attacker_id"] == "goblin"
                assert p["amount"] is not None and (p["faces"] is None) == hidden and (p["bonus"] is None) == hidden
        for d in shown_events(client, eid, token, "damage_taken"):
            assert d["combatant_id"] != "goblin" or d["amount"] is None, d
        for d in shown_events(client, eid, token, "resource_changed"):
            assert d["combatant_id"] != "goblin" or d["delta"] is None, d


ATTACK = "meshal-lite.attack_resolved"
SWORD = KNIGHT["attacks"][0]["name"]


def test_a_meshal_protection_and_immunity_are_hidden_with_the_block_and_told_apart(
    client: TestClient[Litestar],
) -> None:
    """Issue 18's gap 5 (Meshal Lite): a segment says ``immune`` (its own field, so a null
    ``protection`` is no longer "immune"); with the target's block hidden the reader sees neither,
    nor the roll and remainder that would give the protection back; shown, it sees both."""
    r = client.post(
        "/encounters",
        json={
            "ruleset": "meshal-lite",
            "options": {"defence_timing": "with_attack"},
            "core": {"secrecy": {"stat_blocks": "hidden"}},
        },
    )
    eid: str = r.json()["state"]["encounter_id"]
    ok(client, eid, {"type": "meshal-lite.add_creature", "sheet": KNIGHT, "side": "party"})
    wolves = {
        "Stone wolf": {"physical": 2},
        "Ghost wolf": {"physical": 0, "immune": ["physical"]},
    }
    for name, protections in wolves.items():
        ok(
            client,
            eid,
            {
                "type": "meshal-lite.add_creature",
                "sheet": {**WOLF, "name": name, "protections": protections},
                "side": "foes",
            },
        )
    ok(client, eid, {"type": "roll_initiative"})
    for target in ("stone-wolf", "ghost-wolf"):
        turn_of(client, eid, "knight")
        ok(client, eid, {"type": "meshal-lite.attack", "attacker_id": "knight", "target_id": target, "attack": SWORD})
        ok(client, eid, {"type": "advance_turn"})
    ok(client, eid, {"type": "set_visibility", "combatant_ids": ["ghost-wolf"], "stat_block": "shown"})
    gm = {e["data"]["target_id"]: e["data"]["segments"] for e in log_of(client, None, eid) if e["type"] == ATTACK}
    assert [s["immune"] for s in gm["stone-wolf"]] == [False] and [s["immune"] for s in gm["ghost-wolf"]] == [True]
    for token in (issue(client, eid, "player", "knight"), issue(client, eid, "spectator")):
        seen = {
            e["data"]["target_id"]: e["data"]["segments"] for e in log_of(client, token, eid) if e.get("type") == ATTACK
        }
        for s in seen["stone-wolf"]:  # hidden: nothing to subtract from
            assert s["protection"] is None and s["immune"] is None and s["rolled"] is None, s
            assert s["after_protection"] is None and s["remainder"] is None and s["faces"] is None, s
        for s in seen["ghost-wolf"]:  # shown: immune, unambiguously
            assert s["immune"] is True and s["protection"] is None, s
