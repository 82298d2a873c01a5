"""The Session One fight, played through the public HTTP API with a live WebSocket feed.

The party is built from hero *sheets* by the seed's formulas (000_c3c04d669a38e5ba.txt §02–§09):
Bruce from his §03 numbers (level-3 rogue, DEX 16, dagger, studded leather: Melee +5, Parry +5),
Enoch the wizard (§05, §08: Magic Attack +8 with his astrolabe, 90 magic points), Austin the
cleric, and a Baodu archer with a shortbow (§04). They meet Session One creatures from the §11
presets, on a grid (5-ft squares), and each side uses what it has (see :mod:`.tactics`): Enoch
casts, Austin heals or helps, the archer shoots, the others close in and fight in melee, and
leaving an enemy's reach draws its opportunity attack. One action a turn (§12). The fight runs
until one side is down. Dice are the server's; ``seed`` only makes the demo's own choices
reproducible.

It ends by printing the final state and the event count, and checks that the state the server
returns equals the fold of the stored log and that the live feed was gapless.
"""

from __future__ import annotations

import logging
import random
from typing import Any

from rich.table import Table

from fray.demo.harness import console, folds_and_flows, run
from fray.demo.narrate import narrate
from fray.demo.steps import Fight, Rehearsal, drive, rehearse
from fray.demo.tactics import plan_turn

RULESET = "unlit-spires"
NAME = "Session One — The Children of White Leaf"


def _sheet(
    name: str,
    class_: str,
    level: int,
    abilities: tuple[int, int, int, int, int, int],
    armour: str,
    weapon: dict[str, Any],
    hp: int,
    focus: bool = False,
) -> dict[str, Any]:
    strength, dexterity, constitution, intelligence, wisdom, charisma = abilities
    return {
        "name": name,
        "class": class_,
        "people": "human",
        "level": level,
        "strength": strength,
        "dexterity": dexterity,
        "constitution": constitution,
        "intelligence": intelligence,
        "wisdom": wisdom,
        "charisma": charisma,
        "armour": armour,
        "focus": focus,
        "weapon": weapon,
        "hp": hp,
    }


# (sheet, role, square). Abilities are STR, DEX, CON, INT, WIS, CHA. Hit points "the normal
# way" (§00): the d20 class die, maximum at level 1, rounded-up average after, + CON a level.
PARTY: list[tuple[dict[str, Any], str, tuple[int, int]]] = [
    (
        _sheet(
            "Bruce",
            "rogue",
            3,
            (10, 16, 12, 12, 10, 14),
            "studded_leather",
            {"name": "dagger", "damage": "1d6", "finesse": True},
            21,
        ),
        "fighter",
        (2, 2),
    ),
    (
        _sheet(
            "Enoch",
            "wizard",
            3,
            (8, 14, 12, 16, 12, 10),
            "robes",
            {"name": "quarterstaff", "damage": "1d6"},
            17,
            focus=True,
        ),
        "caster",
        (0, 3),
    ),
    (
        _sheet(
            "Austin",
            "cleric",
            3,
            (14, 10, 14, 10, 16, 12),
            "leather",
            {"name": "mace", "damage": "1d6"},
            24,
            focus=True,
        ),
        "healer",
        (2, 4),
    ),
    (
        _sheet(
            "Baodu Archer",
            "fighter",
            2,
            (12, 16, 14, 10, 12, 10),
            "leather",
            {"name": "shortbow", "damage": "1d6", "missile": True, "long_range_ft": 80, "max_range_ft": 320},
            20,
        ),
        "shooter",
        (0, 1),
    ),
]
FOES: list[tuple[str, str | None, tuple[int, int]]] = [
    ("grey_tide_zombie", "Grey Tide Zombie A", (9, 1)),
    ("grey_tide_zombie", "Grey Tide Zombie B", (9, 4)),
    ("sleepless_of_white_leaf", None, (11, 2)),
    ("dawn_blind_ghoul", None, (12, 4)),
    ("kugen", None, (15, 3)),  # absorb 2: Bruce's dagger does 2 to 7 against him (§11)
]
MAX_TURNS = 400


def _standing(state: dict[str, Any], side: str) -> list[dict[str, Any]]:
    return [c for c in state["combatants"] if c["side"] == side and not c["down"]]


def _down(state: dict[str, Any], cid: str) -> bool:
    return bool(next(c for c in state["combatants"] if c["id"] == cid)["down"])


def fight(rng: random.Random) -> Fight:
    """The fight as steps (``fray.demo.steps``): the party and the foes join, initiative is
    rolled, and each creature plays its turn by :func:`.tactics.plan_turn` until one side is
    down. Source: 000_c3c04d669a38e5ba.txt §03–§05, §07, §08, §11, §12."""
    roles: dict[str, str] = {}
    for sheet, role, (x, y) in PARTY:
        out = yield "send", {"type": "unlit-spires.add_hero", "sheet": sheet, "position": {"x": x, "y": y}}
        assert out is not None
        roles[out["events"][0]["data"]["combatant_id"]] = role
    for key, name, (x, y) in FOES:
        out = yield (
            "send",
            {
                "type": "unlit-spires.add_monster",
                "preset": key,
                "position": {"x": x, "y": y},
                **({"name": name} if name else {}),
            },
        )
        assert out is not None
        roles[out["events"][0]["data"]["combatant_id"]] = "fighter"
    yield "send", {"type": "roll_initiative"}
    result = yield "send", {"type": "advance_turn"}
    assert result is not None
    for _ in range(MAX_TURNS):
        state = result["state"]
        if not _standing(state, "party") or not _standing(state, "foes"):
            break
        me = state["turn"]
        for body in plan_turn(state, me, roles[me], rng):
            result = yield "send", body
            assert result is not None
            if _down(result["state"], me):
                break  # an opportunity attack felled it on the way
        state = result["state"]
        if _standing(state, "party") and _standing(state, "foes"):
            result = yield "send", {"type": "advance_turn"}
            assert result is not None


async def play(base_url: str, seed: str | None = None) -> int:
    """Play Session One against the Fray at ``base_url`` over HTTP, following the live feed.

    Returns 0 when the served state equals the fold of the stored log and the feed delivered
    every version, gapless and in order; 1 otherwise. Raises ``DemoFailed`` when the server
    refuses a command the tactics chose (a rule the demo got wrong, or a server fault).
    Source: 000_c3c04d669a38e5ba.txt §03–§05, §07, §08, §11, §12.
    """
    logging.getLogger("httpx").setLevel(logging.WARNING)
    names: dict[str, str] = {}
    played = await drive(base_url, RULESET, NAME, fight(random.Random(seed)), lambda m: narrate(m, names))
    return _report(played.final, {"events": played.log}, played.seen)


async def rehearsal(seed: str) -> Rehearsal:
    """The fight played in this process with dice seeded by ``seed`` (``fray.demo.steps``)."""
    return await rehearse(RULESET, NAME, fight(random.Random(seed)), seed)


def _report(final: dict[str, Any], log: dict[str, Any], seen: list[int]) -> int:
    """Print the final table and who is left standing; then the fold and feed checks."""
    winners = {c["side"] for c in final["combatants"] if not c["down"]}
    table = Table(title=f"{final['name']} — round {final['round']}, version {final['version']}")
    for col in ("combatant", "side", "HP", "magic points", "square", "state"):
        table.add_column(col)
    for c in final["combatants"]:
        mp = c["resources"].get("mp")
        square = f"({c['position']['x']}, {c['position']['y']})" if c.get("position") else "—"
        table.add_row(
            c["name"],
            c["side"],
            f"{c['resources']['hp']['current']}/{c['resources']['hp']['maximum']}",
            f"{mp['current']}/{mp['maximum']}" if mp else "—",
            square,
            "down" if c["down"] else "standing",
        )
    console.print(table)
    console.print(f"Left standing: {', '.join(sorted(winners))}." if winners else "Nobody is left standing.")
    return folds_and_flows(final, log["events"], seen)


def run_demo(url: str | None, seed: str | None = None) -> int:
    """``fray demo``: Session One against ``url``, or against a Fray started here on the
    configured (or embedded) database and broker."""
    return run(url, play, seed)
