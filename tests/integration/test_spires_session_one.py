"""Session One through the API on real PostgreSQL, with scripted dice and every number exact
(000_c3c04d669a38e5ba.txt §01–§08, §11, §12).

Heroes are built from sheets by the seed's formulas (not presets); the foes are the §11 Session
One presets; everyone stands on the grid. Melee with a clean hit and Help's advantage, a missile
at long range, a spell that costs magic points, a free cantrip, a counterspell as a reaction,
one action per turn (the second is a 409 that appends nothing). After every command the state
served equals the fold of the stored log.
"""

from __future__ import annotations

from typing import Any

from litestar import Litestar
from litestar.testing import TestClient

from fray.domain.dice import ScriptedDice

from .conftest import CountEvents, MakeClient, folded_state, new_encounter, send


def sheet(
    name: str,
    class_: str,
    level: int,
    abilities: tuple[int, ...],
    armour: str,
    weapon: dict[str, Any],
    hp: int,
    focus: bool = False,
) -> dict[str, Any]:
    keys = ("strength", "dexterity", "constitution", "intelligence", "wisdom", "charisma")
    return {
        "name": name,
        "class": class_,
        "people": "human",
        "level": level,
        **dict(zip(keys, abilities, strict=True)),
        "armour": armour,
        "focus": focus,
        "weapon": weapon,
        "hp": hp,
    }


# Bruce from §03: level-3 rogue, DEX 16 (+3), dagger (finesse), studded leather (absorb 1).
BRUCE = sheet(
    "Bruce",
    "rogue",
    3,
    (10, 16, 12, 12, 10, 14),
    "studded_leather",
    {"name": "dagger", "damage": "1d6", "finesse": True},
    21,
)
# Enoch (§05, §08, §11): level-3 wizard, INT 16, robes, astrolabe (focus): Magic Attack +8, 90 MP.
ENOCH = sheet(
    "Enoch", "wizard", 3, (8, 14, 12, 16, 12, 10), "robes", {"name": "staff", "damage": "1d6"}, 17, focus=True
)
AUSTIN = sheet(
    "Austin", "cleric", 3, (14, 10, 14, 10, 16, 12), "leather", {"name": "mace", "damage": "1d6"}, 24, focus=True
)
ARCHER = sheet(
    "Baodu Archer",
    "fighter",
    2,
    (12, 16, 14, 10, 12, 10),
    "leather",
    {"name": "shortbow", "damage": "1d6", "missile": True, "max_range_ft": 320},
    20,
)

INITIATIVE = [6, 6, 6, 5, 5, 4, 5, 5, 1, 1, 1, 2, 1, 1]  # 2d6 each, in joining order


def hero(s: dict[str, Any], cid: str, x: int, y: int) -> dict[str, Any]:
    return {"type": "unlit-spires.add_hero", "sheet": s, "combatant_id": cid, "position": {"x": x, "y": y}}


def monster(preset: str, cid: str, x: int, y: int) -> dict[str, Any]:
    return {"type": "unlit-spires.add_monster", "preset": preset, "combatant_id": cid, "position": {"x": x, "y": y}}


class Table:
    """The encounter through the API: ``ok`` sends a command that must succeed and checks the
    served state against the fold of the log."""

    def __init__(self, client: TestClient[Litestar], eid: str) -> None:
        self.client, self.eid = client, eid
        self.state: dict[str, Any] = {}

    def ok(self, body: dict[str, Any]) -> list[dict[str, Any]]:
        r = send(self.client, self.eid, body)
        assert r.status_code == 200, r.text
        self.state = r.json()["state"]
        assert self.state == folded_state(self.client, self.eid)
        events: list[dict[str, Any]] = r.json()["events"]
        return events

    def c(self, cid: str) -> dict[str, Any]:
        found: dict[str, Any] = next(c for c in self.state["combatants"] if c["id"] == cid)
        return found

    def hp(self, cid: str) -> int:
        current: int = self.c(cid)["resources"]["hp"]["current"]
        return current

    def mp(self, cid: str) -> int:
        current: int = self.c(cid)["resources"]["mp"]["current"]
        return current


def one(events: list[dict[str, Any]], kind: str) -> dict[str, Any]:
    found = [e["data"] for e in events if e["type"] == kind]
    assert len(found) == 1, [e["type"] for e in events]
    data: dict[str, Any] = found[0]
    return data


def test_session_one_with_heroes_from_sheets_missile_and_magic(
    make_client: MakeClient, count_events: CountEvents
) -> None:
    dice = [
        *INITIATIVE,
        4,
        3,
        2,
        2,
        6,  # Bruce: melee on the zombie
        4,
        4,
        3,
        3,
        5,
        4,  # Enoch: frost bolt on Granny
        5,
        5,
        2,
        2,
        4,  # the archer: a long shot at Granny
        3,
        3,
        4,
        3,  # Granny casts at Enoch; Enoch counterspells
        4,
        4,
        1,
        2,
        3,  # the zombie on Bruce
        6,
        1,
        5,
        3,
        3,
        6,  # round 2, Bruce with Help's advantage
        5,
        5,
        1,
        2,
        7,  # Enoch's cantrip on Granny
    ]
    client = make_client(ScriptedDice(dice))
    t = Table(client, new_encounter(client, "Session One — The Children of White Leaf"))
    for body in (
        hero(BRUCE, "bruce", 2, 2),
        hero(ENOCH, "enoch", 0, 3),
        hero(ARCHER, "archer", 0, 0),
        hero(AUSTIN, "austin", 1, 4),
        monster("grey_tide_zombie", "zombie", 3, 2),
        monster("granny_yulan", "granny", 8, 3),
        monster("kugen", "kugen", 20, 0),
    ):
        t.ok(body)

    # The sheets give the seed's numbers (§03, §05, §08, §11).
    b, e, a = t.c("bruce")["stats"], t.c("enoch")["stats"], t.c("archer")["stats"]
    assert (b["melee_attack"], b["parry"], b["damage"], b["absorb"]) == (5, 5, "1d6+3", 1)
    assert (e["magic_attack"], t.mp("enoch"), e["ward"]) == (8, 90, 5)
    assert (a["missile_attack"], a["dodge"], a["damage"]) == (6, 6, "1d6+3")
    assert (
        t.c("zombie")["resources"]["hp"]["current"],
        t.c("granny")["stats"]["ward"],
        t.c("kugen")["stats"]["absorb"],
    ) == (22, 7, 2)

    # §01 initiative, 2d6 + DEX trait: Bruce 15, Enoch 13, archer 12, Austin 10, Kugen 6, Granny 4, zombie 2.
    t.ok({"type": "roll_initiative"})
    t.ok({"type": "advance_turn"})
    assert t.state["initiative_order"] == ["bruce", "enoch", "archer", "austin", "kugen", "granny", "zombie"]

    # Bruce [4,3] + 5 = 12 against the zombie's Parry [2,2] − 2 = 2: margin 10, a clean hit (§01):
    # 1d6+3 rolls 6 → 9, +2 = 11, absorb 0.
    attack = one(
        t.ok({"type": "unlit-spires.melee_attack", "attacker_id": "bruce", "target_id": "zombie"}),
        "unlit-spires.attack_resolved",
    )
    assert (attack["attack"]["total"], attack["defence"]["total"], attack["margin"], attack["outcome"]) == (
        12,
        2,
        10,
        "clean_hit",
    )
    assert attack["damage"]["dealt"] == 11 and t.hp("zombie") == 11
    assert t.c("bruce")["spent_on"] == {"action": ["melee attack"], "attacks": ["melee attack"]}

    # §12: one action a turn. A dash now is refused, and nothing is appended.
    before = count_events(t.eid)
    r = send(client, t.eid, {"type": "dash", "combatant_id": "bruce"})
    assert r.status_code == 409
    assert r.json()["detail"] == ("Bruce has already acted this turn (melee attack); end the turn with advance_turn")
    assert count_events(t.eid) == before
    t.ok({"type": "advance_turn"})

    # Enoch's frost bolt (level 1, 10 MP, §08): [4,4] + 8 = 16 against Granny's Ward [3,3] + 7 = 13:
    # margin 3, a hit; 2d6 [5,4] = 9, no absorb against magic (§05).
    events = t.ok(
        {
            "type": "unlit-spires.cast_spell",
            "caster_id": "enoch",
            "spell": "frost bolt",
            "spell_level": 1,
            "form": "single_target",
            "target_ids": ["granny"],
            "damage": "2d6",
        }
    )
    result = one(events, "unlit-spires.spell_resolved")["results"][0]
    assert (result["margin"], result["outcome"], result["dealt"]) == (3, "hit", 9)
    assert (t.mp("enoch"), t.hp("granny")) == (80, 57)
    t.ok({"type": "advance_turn"})

    # The archer shoots Granny 8 squares (40 ft) away: long range −1 (§04).
    # [5,5] + 6 − 1 = 15 against her Dodge [2,2] + 2 = 6: margin 9; 1d6+3 rolls 4 → 7.
    shot = one(
        t.ok({"type": "unlit-spires.missile_attack", "attacker_id": "archer", "target_id": "granny"}),
        "unlit-spires.attack_resolved",
    )
    assert (shot["distance_ft"], shot["range_band"], shot["attack"]["total"], shot["defence"]["total"]) == (
        40,
        "long",
        15,
        6,
    )
    assert shot["damage"]["dealt"] == 7 and t.hp("granny") == 50
    t.ok({"type": "advance_turn"})

    # Austin helps Bruce (§03): no dice; Bruce's next attack has advantage.
    t.ok({"type": "unlit-spires.help", "combatant_id": "austin", "target_id": "bruce"})
    t.ok({"type": "advance_turn"})
    t.ok({"type": "advance_turn"})  # Kugen, far away, waits
    assert t.state["turn"] == "granny"

    # Granny (Magical: no magic points) casts at Enoch; he counterspells with his reaction (§05):
    # Granny [3,3] + 6 = 12 against Enoch [4,3] + 8 = 15: the spell is stopped. He pays 10.
    events = t.ok(
        {
            "type": "unlit-spires.cast_spell",
            "caster_id": "granny",
            "spell": "withering",
            "spell_level": 1,
            "form": "single_target",
            "target_ids": ["enoch"],
            "damage": "3d6",
            "counterspell_by": "enoch",
            "counterspell_level": 1,
        }
    )
    counter = one(events, "unlit-spires.counterspell_resolved")
    assert (counter["caster"]["total"], counter["counter"]["total"], counter["spell_goes_off"]) == (12, 15, False)
    assert (t.hp("enoch"), t.mp("enoch")) == (17, 70)
    # Enoch's own action this round still counts until his next turn starts.
    assert t.c("enoch")["spent"] == {"action": 1, "reaction": 1} and t.c("granny")["spent"] == {"action": 1}
    t.ok({"type": "advance_turn"})

    # The zombie [4,4] + 3 = 11 against Bruce's Parry [1,2] + 5 = 8: 1d6+1 rolls 3 → 4 − absorb 1 = 3.
    t.ok({"type": "unlit-spires.melee_attack", "attacker_id": "zombie", "target_id": "bruce"})
    assert t.hp("bruce") == 18
    t.ok({"type": "advance_turn"})

    # Round 2. Bruce's budgets are back; with Help, 3d6 [6,1,5] keeps 6 and 5: 11 + 5 = 16 against
    # [3,3] − 2 = 4: margin 12, a clean hit; 1d6+3 rolls 6 → 9 + 2 = 11: the zombie is down.
    assert t.state["round"] == 2 and t.c("bruce")["spent"] == {}
    attack = one(
        t.ok({"type": "unlit-spires.melee_attack", "attacker_id": "bruce", "target_id": "zombie"}),
        "unlit-spires.attack_resolved",
    )
    assert (attack["attack"]["dice"], attack["attack"]["kept"], attack["attack"]["total"]) == ([6, 1, 5], [6, 5], 16)
    assert attack["outcome"] == "clean_hit" and t.c("zombie")["down"] and t.c("bruce")["conditions"] == []
    t.ok({"type": "advance_turn"})

    # Enoch's reaction is back at the start of his turn; a cantrip is free (§08):
    # [5,5] + 8 = 18 against [1,2] + 7 = 10; 1d8 rolls 7.
    assert t.c("enoch")["spent"] == {}
    t.ok(
        {
            "type": "unlit-spires.cast_spell",
            "caster_id": "enoch",
            "spell": "ray of frost",
            "spell_level": 0,
            "form": "single_target",
            "target_ids": ["granny"],
            "damage": "1d8",
        }
    )
    assert (t.mp("enoch"), t.hp("granny")) == (70, 43)

    final = client.get(f"/encounters/{t.eid}").json()
    assert final == folded_state(client, t.eid) == t.state
    assert {c["id"]: c["resources"]["hp"]["current"] for c in final["combatants"]} == {
        "bruce": 18,
        "enoch": 17,
        "archer": 20,
        "austin": 24,
        "zombie": 0,
        "granny": 43,
        "kugen": 76,
    }
