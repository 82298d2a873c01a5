"""Every rejected request is a 4xx RFC 9457 problem document and appends no event."""

from __future__ import annotations

import uuid

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from .conftest import CountEvents, MakeClient, new_encounter, send

PROBLEM = "application/problem+json"


@pytest.fixture
def fight(client: TestClient[Litestar]) -> str:
    """An encounter with Bruce and a zombie, initiative rolled, Bruce or the zombie acting."""
    eid = new_encounter(client, "Bad input")
    for body in (
        {"type": "unlit-spires.add_hero", "preset": "bruce"},
        {"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie"},
        {"type": "roll_initiative"},
        {"type": "advance_turn"},
    ):
        assert send(client, eid, body).status_code == 200
    return eid


def _not_acting(client: TestClient[Litestar], eid: str) -> tuple[str, str]:
    turn = client.get(f"/encounters/{eid}").json()["turn"]
    other = "grey-tide-zombie" if turn == "bruce" else "bruce"
    return other, turn


BAD_BODIES = [
    (b"{not json", 400, "malformed"),
    (b"[]", 400, "invalid-request"),
    (b'{"type": "summon_dragon"}', 400, "invalid-request"),
    (b'{"type": "apply_damage", "target_id": "bruce", "amount": "lots"}', 400, "invalid-request"),
    (b'{"type": "apply_damage", "target_id": "bruce", "amount": -3}', 400, "invalid-request"),
    (b'{"type": "apply_damage", "target_id": "bruce"}', 400, "invalid-request"),
    (b'{"type": "apply_damage", "target_id": "Bruce!", "amount": 2}', 400, "invalid-request"),
    (b'{"type": "apply_damage", "target_id": "bruce", "amount": 2, "extra": 1}', 400, "invalid-request"),
    (b'{"type": "apply_damage", "target_id": "nobody", "amount": 2}', 404, "combatant-not-found"),
    (b'{"type": "unlit-spires.add_hero"}', 422, "invalid-command"),
    (b'{"type": "unlit-spires.add_hero", "preset": "bruce", "combatant_id": "bruce"}', 409, "rule-violation"),
    (b'{"type": "roll_initiative"}', 409, "rule-violation"),
]


@pytest.mark.parametrize(("body", "status", "kind"), BAD_BODIES)
def test_bad_command_bodies_are_problems_and_append_nothing(
    client: TestClient[Litestar],
    fight: str,
    count_events: CountEvents,
    body: bytes,
    status: int,
    kind: str,
) -> None:
    before = count_events(fight)
    r = client.post(f"/encounters/{fight}/commands", content=body, headers={"content-type": "application/json"})
    assert r.status_code == status, r.text
    assert r.headers["content-type"] == PROBLEM
    problem = r.json()
    assert problem["status"] == status and problem["detail"] and problem["title"]
    assert kind in problem["type"] or kind in problem["detail"].lower()
    assert count_events(fight) == before


def test_a_hero_sheet_the_rules_refuse_says_why(
    client: TestClient[Litestar], fight: str, count_events: CountEvents
) -> None:
    sheet = {
        "name": "Overreach",
        "class": "fighter",
        "people": "human",
        "level": 25,
        "strength": 10,
        "dexterity": 10,
        "constitution": 10,
        "intelligence": 10,
        "wisdom": 10,
        "charisma": 10,
        "weapon": {"name": "sword", "damage": "1d8"},
        "hp": 10,
    }
    before = count_events(fight)
    r = send(client, fight, {"type": "unlit-spires.add_hero", "sheet": sheet})
    assert r.status_code == 400  # the sheet's type bounds level to 1..20
    assert "level" in r.json()["detail"] and "<= 20" in r.json()["detail"]
    sheet = {**sheet, "level": 3, "shield": True, "weapon": {"name": "maul", "damage": "2d6", "two_handed": True}}
    r = send(client, fight, {"type": "unlit-spires.add_hero", "sheet": sheet})
    assert r.status_code == 422 and "two-handed" in r.json()["detail"]  # §03: no shield with it
    assert count_events(fight) == before


def test_attacking_out_of_turn_is_refused(client: TestClient[Litestar], fight: str, count_events: CountEvents) -> None:
    waiting, acting = _not_acting(client, fight)
    before = count_events(fight)
    r = send(client, fight, {"type": "unlit-spires.melee_attack", "attacker_id": waiting, "target_id": acting})
    assert r.status_code == 409 and f"it is {acting}'s turn" in r.json()["detail"]
    r = send(client, fight, {"type": "unlit-spires.melee_attack", "attacker_id": acting, "target_id": acting})
    assert r.status_code == 409 and "itself" in r.json()["detail"]
    assert count_events(fight) == before


def test_attacking_a_downed_combatant_is_refused(
    client: TestClient[Litestar], fight: str, count_events: CountEvents
) -> None:
    waiting, acting = _not_acting(client, fight)
    assert send(client, fight, {"type": "apply_damage", "target_id": waiting, "amount": 500}).status_code == 200
    before = count_events(fight)
    r = send(client, fight, {"type": "unlit-spires.melee_attack", "attacker_id": acting, "target_id": waiting})
    assert r.status_code == 409 and "already down" in r.json()["detail"]
    assert count_events(fight) == before


def test_unknown_encounter_is_404(client: TestClient[Litestar]) -> None:
    new_encounter(client)  # a valid token, of another encounter: the missing one reads as unknown
    missing = uuid.uuid4()
    for r in (
        client.get(f"/encounters/{missing}"),
        client.get(f"/encounters/{missing}/events"),
        client.post(f"/encounters/{missing}/commands", json={"type": "advance_turn"}),
    ):
        assert r.status_code == 404, r.text
        assert r.headers["content-type"] == PROBLEM
        assert "POST /encounters" in r.json()["detail"]


def test_malformed_ids_and_parameters_are_4xx_problems(client: TestClient[Litestar], fight: str) -> None:
    for r, status in (
        (client.get("/encounters/not-a-uuid"), 404),  # no such route: ids are UUIDs
        (client.get(f"/encounters/{fight}/events", params={"after": -1}), 400),
        (client.get(f"/encounters/{fight}/events", params={"after": "x"}), 400),
        (client.get("/no/such/route"), 404),
    ):
        assert r.status_code == status, r.text
        assert r.headers["content-type"] == PROBLEM


def test_bad_encounter_creation_is_refused(client: TestClient[Litestar]) -> None:
    r = client.post("/encounters", json={"ruleset": "chess"})
    assert r.status_code == 422 and "unlit-spires" in r.json()["detail"]
    r = client.post("/encounters", json={"ruleset": "unlit-spires", "name": ""})
    assert r.status_code == 400
    r = client.post("/encounters", json={"ruleset": "unlit-spires", "colour": "red"})
    assert r.status_code == 400


def test_a_dice_error_says_what_notation_is_accepted_not_a_regex(client: TestClient[Litestar]) -> None:
    created = client.post("/encounters", json={"ruleset": "dnd5e-2024"})
    eid = created.json()["state"]["encounter_id"]
    attack = {"name": "Club", "to_hit": 2, "damage": [{"dice": "2d6+1", "type": "bludgeoning"}]}
    stats = {"kind": "monster", "ac": 12, "hp_max": 7, "attacks": [attack]}
    r = send(client, eid, {"type": "dnd5e-2024.add_combatant", "name": "Ogre", "stats": stats})
    assert r.status_code == 400, r.text
    detail = r.json()["detail"]
    assert "regex" not in detail and "^" not in detail, detail
    assert "$.stats.attacks[0].damage[0].dice" in detail and "1d8" in detail and "2d6" in detail, detail
    r = send(client, eid, {"type": "set_initiative", "combatant_id": "Big Ogre", "initiative": 3})
    assert r.status_code == 400 and "lower-case letters" in r.json()["detail"], r.text


@pytest.mark.parametrize("value", ["yesterday", "", " ", '"7', "null", '"1",', 'W/"1" "2"'])
def test_a_bad_if_match_header_is_a_400(
    client: TestClient[Litestar], fight: str, count_events: CountEvents, value: str
) -> None:
    before = count_events(fight)
    r = send(client, fight, {"type": "advance_turn"}, **{"If-Match": value})
    assert r.status_code == 400 and "If-Match" in r.json()["detail"], r.text
    assert r.headers["content-type"] == PROBLEM
    assert count_events(fight) == before


def test_an_if_match_past_any_version_is_a_412(
    client: TestClient[Litestar], fight: str, count_events: CountEvents
) -> None:
    before = count_events(fight)
    r = send(client, fight, {"type": "advance_turn"}, **{"If-Match": '"' + "9" * 30 + '"'})
    assert r.status_code == 412, r.text
    assert count_events(fight) == before


def test_advancing_before_initiative_is_refused(client: TestClient[Litestar]) -> None:
    eid = new_encounter(client)
    r = send(client, eid, {"type": "advance_turn"})
    assert r.status_code == 409 and "roll_initiative" in r.json()["detail"]


def test_text_postgres_cannot_store_is_a_400(
    client: TestClient[Litestar], fight: str, count_events: CountEvents
) -> None:
    before = count_events(fight)
    r = send(client, fight, {"type": "apply_damage", "target_id": "bruce", "amount": 1, "note": "a\u0000b"})
    assert r.status_code == 400 and "\\u0000" in r.json()["detail"]
    assert client.post("/encounters", json={"ruleset": "unlit-spires", "name": "x\u0000"}).status_code == 400
    assert count_events(fight) == before


def test_huge_or_deep_values_are_400_not_500(client: TestClient[Litestar], fight: str) -> None:
    r = client.get(f"/encounters/{fight}/events", params={"to": 10**20})
    assert r.status_code == 400
    deep = "[" * 3000 + "]" * 3000
    r = client.post(
        "/encounters",
        content=f'{{"ruleset": "unlit-spires", "options": {{"x": {deep}}}}}',
        headers={"content-type": "application/json"},
    )
    assert r.status_code == 400 and r.headers["content-type"] == PROBLEM


def test_an_unknown_command_type_points_to_the_list(client: TestClient[Litestar], fight: str) -> None:
    r = send(client, fight, {"type": "fireball"})
    assert r.status_code == 400 and "GET /rulesets" in r.json()["detail"]


def test_a_left_combatants_id_cannot_be_reused(
    client: TestClient[Litestar], fight: str, count_events: CountEvents
) -> None:
    assert send(client, fight, {"type": "remove_combatant", "combatant_id": "grey-tide-zombie"}).status_code == 200
    before = count_events(fight)
    r = send(
        client,
        fight,
        {"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie", "combatant_id": "grey-tide-zombie"},
    )
    assert r.status_code == 409 and "left this encounter" in r.json()["detail"]
    assert count_events(fight) == before
    r = send(client, fight, {"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie"})
    assert r.json()["events"][0]["data"]["combatant_id"] == "grey-tide-zombie-2"


def test_removing_the_acting_combatant_passes_the_turn(client: TestClient[Litestar], fight: str) -> None:
    waiting, acting = _not_acting(client, fight)
    r = send(client, fight, {"type": "remove_combatant", "combatant_id": acting})
    assert r.status_code == 200
    assert [e["type"] for e in r.json()["events"]][:2] == ["combatant_removed", "turn_started"]
    assert r.json()["state"]["turn"] == waiting


def test_acting_before_the_fight_starts_says_so(client: TestClient[Litestar]) -> None:
    eid = new_encounter(client)
    send(client, eid, {"type": "unlit-spires.add_hero", "preset": "bruce"})
    send(client, eid, {"type": "unlit-spires.add_monster", "preset": "grey_tide_zombie"})
    for body in (
        {"type": "dash", "combatant_id": "bruce"},
        {"type": "unlit-spires.melee_attack", "attacker_id": "bruce", "target_id": "grey-tide-zombie"},
    ):
        r = send(client, eid, body)
        assert r.status_code == 409, r.text
        assert "None" not in r.json()["detail"] and "roll_initiative" in r.json()["detail"]


def test_the_gm_ends_a_condition_by_hand(client: TestClient[Litestar], fight: str, count_events: CountEvents) -> None:
    waiting, _acting = _not_acting(client, fight)
    assert send(client, fight, {"type": "unlit-spires.drop_prone", "combatant_id": waiting}).status_code == 200
    r = send(client, fight, {"type": "remove_condition", "target_id": waiting, "condition_id": "prone"})
    assert r.status_code == 200 and r.json()["events"][0]["data"]["reason"] == "removed"
    before = count_events(fight)
    r = send(client, fight, {"type": "remove_condition", "target_id": waiting, "condition_id": "held"})
    assert r.status_code == 409 and "no condition 'held'" in r.json()["detail"]
    assert count_events(fight) == before


def test_positions_are_bounded_and_spires_takes_no_options(client: TestClient[Litestar], fight: str) -> None:
    r = send(client, fight, {"type": "place_combatant", "combatant_id": "bruce", "position": {"x": 10**20, "y": 0}})
    assert r.status_code == 400
    r = client.post("/encounters", json={"ruleset": "unlit-spires", "options": {"darkness": True}})
    assert r.status_code == 422 and "no encounter options" in r.json()["detail"]


def test_a_body_that_is_not_json_is_415(client: TestClient[Litestar], fight: str, count_events: CountEvents) -> None:
    before = count_events(fight)
    for headers in ({"content-type": "text/plain"}, {"content-type": "application/x-www-form-urlencoded"}):
        r = client.post(f"/encounters/{fight}/commands", content=b'{"type": "advance_turn"}', headers=headers)
        assert r.status_code == 415 and "application/json" in r.json()["detail"]
    r = client.post("/encounters", content=b'{"ruleset": "unlit-spires"}', headers={"content-type": "text/plain"})
    assert r.status_code == 415
    assert count_events(fight) == before


def test_odd_headers_are_4xx_not_500(client: TestClient[Litestar], fight: str, count_events: CountEvents) -> None:
    before = count_events(fight)
    for value, status in (('"\u00b2"', 400), ('"' + "9" * 5000 + '"', 400), ('"99999999999"', 412)):
        r = client.post(
            f"/encounters/{fight}/commands",
            json={"type": "advance_turn"},
            headers=[(b"If-Match", value.encode("latin-1"))],
        )
        assert r.status_code == status, r.text
    r = send(client, fight, {"type": "advance_turn"}, **{"Idempotency-Key": ""})
    assert r.status_code == 400
    assert count_events(fight) == before


def test_a_retry_with_if_match_and_idempotency_key_returns_the_first_result(
    client: TestClient[Litestar], fight: str
) -> None:
    version = client.get(f"/encounters/{fight}").json()["version"]
    headers = {"If-Match": f'"{version}"', "Idempotency-Key": f"heal-{fight}"}
    first = send(client, fight, {"type": "apply_healing", "target_id": "bruce", "amount": 1}, **headers)
    again = send(client, fight, {"type": "apply_healing", "target_id": "bruce", "amount": 1}, **headers)
    assert (first.status_code, again.status_code) == (200, 200)
    assert again.json()["replayed"] and again.json()["version"] == first.json()["version"]


def test_empty_and_cut_off_bodies_say_what_to_send(client: TestClient[Litestar], fight: str) -> None:
    r = client.post(f"/encounters/{fight}/commands", content=b"", headers={"content-type": "application/json"})
    assert r.status_code == 400 and "no JSON body" in r.json()["detail"]
    r = client.post(f"/encounters/{fight}/commands", content=b"{", headers={"content-type": "application/json"})
    assert r.status_code == 400 and "incomplete" in r.json()["detail"]


def test_a_stuck_writer_of_the_encounter_is_a_503_to_retry_not_a_hang(
    make_client: MakeClient, fight: str, database_url: str, serving_url: str, count_events: CountEvents
) -> None:
    """Another session inserted the encounter's next version and does not commit: an append
    waits for it at most the serving role's ``lock_timeout`` (its default in the database,
    ``fray.store.pooled.settle_lock_timeout``: no ``SET`` on any connection), then answers
    503. An operator's own default is kept: a shorter one here, for a real lock wait."""
    import psycopg
    from psycopg import sql

    from fray.store.pooled import LOCK_TIMEOUT_S, settle_lock_timeout
    from fray.store.roles import role_of

    role, db = sql.Identifier(role_of(serving_url) or ""), sql.Identifier(database_url.rsplit("/", 1)[1])
    with psycopg.connect(database_url, autocommit=True) as owner:
        owner.execute(sql.SQL("alter role {} in database {} set lock_timeout = '1s'").format(role, db))
    try:
        assert settle_lock_timeout(serving_url) == "1s"  # kept, not overwritten
        client = make_client()  # its pool's sessions start with the role's default
        _stuck_writer_is_a_503(client, fight, database_url, count_events)
    finally:
        with psycopg.connect(database_url, autocommit=True) as owner:
            owner.execute(sql.SQL("alter role {} in database {} reset lock_timeout").format(role, db))
    assert settle_lock_timeout(serving_url) == f"{LOCK_TIMEOUT_S * 1000}ms"  # written again when none is set
    with psycopg.connect(serving_url) as session:
        assert session.execute("show lock_timeout").fetchone() == (f"{LOCK_TIMEOUT_S}s",)


def _stuck_writer_is_a_503(
    client: TestClient[Litestar], fight: str, database_url: str, count_events: CountEvents
) -> None:
    import psycopg

    before = count_events(fight)
    with psycopg.connect(database_url) as holder:  # a writer that stalls inside its transaction
        holder.execute(
            "insert into events (stream_id, version, event_id, type, data) "
            "values (%s, %s, gen_random_uuid(), 'damage_taken', '{}')",
            (fight, before + 1),
        )
        r = send(client, fight, {"type": "apply_damage", "target_id": "bruce", "amount": 1})
        holder.rollback()
    assert r.status_code == 503 and r.headers["retry-after"] == "1"
    assert r.headers["content-type"] == PROBLEM and "busy" in r.json()["detail"]
    assert count_events(fight) == before
    assert send(client, fight, {"type": "apply_damage", "target_id": "bruce", "amount": 1}).status_code == 200
