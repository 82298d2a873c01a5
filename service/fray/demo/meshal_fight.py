"""A Meshal Lite fight played through the public HTTP API with a live WebSocket feed
(``fray demo --ruleset meshal-lite``).

A knight, a rogue and a hexer meet two wolves and a ghost on a grid of steps, with an oak
door standing between them (cover for whoever stands behind it). Each creature plays the
table tactics of :mod:`.meshal_tactics`; the server rolls every die. The fight runs until
one side has nobody standing; then the GM ends it (combat intensity and the potential it
rewards), and the demo says who fell and why (the attack that emptied which pool), checks
that the served state equals the fold of the stored log and that the live feed was gapless.
Source: 001_5f4122b8a83d6727.txt.
"""

from __future__ import annotations

import logging
import random
from typing import Any

from rich.table import Table

from fray.demo.harness import console, folds_and_flows, run
from fray.demo.meshal_cast import DOOR, GHOST, HEXER, KNIGHT, ROGUE, WOLF
from fray.demo.meshal_narrate import narrate
from fray.demo.meshal_tactics import answer, defence_reply, next_command
from fray.demo.steps import Fight, Rehearsal, drive, rehearse
from fray.domain.state import EncounterState
from fray.service_layer.codecs import event_types
from fray.service_layer.projection import project

HEX_BURST = {
    "name": "hex burst",
    "targets": ["might"],
    "dice": {"attributes": ["spirit"], "divide": 2},
    "attack_type": "occult",
    "defences": ["resist"],
    "reach": {"high": 9, "ranged": True},
    "cost": 3,
}
"""The hexer's area attack (§区域Area): cast once in the fight as a circle of radius 1."""
ROSTER: list[tuple[dict[str, Any], str, tuple[int, int]]] = [
    (KNIGHT, "party", (1, 2)),
    (ROGUE, "party", (1, 4)),
    ({**HEXER, "attacks": [*HEXER["attacks"], HEX_BURST]}, "party", (0, 3)),
    ({**WOLF, "name": "Grey wolf"}, "foes", (8, 1)),
    ({**WOLF, "name": "Black wolf"}, "foes", (8, 5)),
    (GHOST, "foes", (9, 3)),
]
MAX_TURNS = 200
RULESET = "meshal-lite"
NAME = "The Old Mill — Meshal Lite"
POOLS = ("might", "activeness", "spirit")


def _standing(state: dict[str, Any], side: str) -> bool:
    return any(
        c["side"] == side and c["status"] == "active" and c["stats"]["kind"] == "creature" for c in state["combatants"]
    )


def _ahead(state: dict[str, Any]) -> str:
    """The GM's call on a fight that ran out of turns: the side with more dice left wins."""

    def dice(side: str) -> int:
        return sum(
            c["resources"][n]["current"]
            for c in state["combatants"]
            if c["side"] == side
            for n in POOLS
            if n in c["resources"]
        )

    return "victory" if dice("party") >= dice("foes") else "defeat"


def fight(rng: random.Random) -> Fight:
    """The fight as steps (``fray.demo.steps``): the cast and the door join, initiative is
    rolled, each creature plays :func:`.meshal_tactics.next_command` until one side has
    nobody standing (or ``MAX_TURNS``), and the GM ends the fight. Source:
    001_5f4122b8a83d6727.txt §瞬息Moment过程."""
    for sheet, side, (x, y) in ROSTER:
        yield "send", {"type": "meshal-lite.add_creature", "sheet": sheet, "side": side, "position": {"x": x, "y": y}}
    yield "send", {"type": "meshal-lite.add_object", "sheet": DOOR, "position": {"x": 6, "y": 3}}
    yield "send", {"type": "roll_initiative"}
    result = yield "send", {"type": "advance_turn"}
    assert result is not None
    area_left = True
    for _ in range(MAX_TURNS):
        state = result["state"]
        if not _standing(state, "party") or not _standing(state, "foes"):
            break
        while (body := next_command(result["state"], state["turn"], rng, area_left)) is not None:
            area_left = area_left and body["type"] != "meshal-lite.area_attack"
            result = yield "send", body
            assert result is not None
            while (reply := defence_reply(result["state"])) is not None:  # each defender decides, seeing its roll
                result = yield "send", reply
                assert result is not None
            if (counter := answer(result["state"], rng)) is not None:  # a reaction, at once
                result = yield "send", counter
                assert result is not None
                while (reply := defence_reply(result["state"])) is not None:
                    result = yield "send", reply
                    assert result is not None
        result = yield "send", {"type": "advance_turn"}
        assert result is not None
    state = result["state"]
    if _standing(state, "party") and _standing(state, "foes"):  # out of turns: the GM calls it
        yield "send", {"type": "meshal-lite.end_fight", "party_side": "party", "outcome": _ahead(state)}
    else:
        yield "send", {"type": "meshal-lite.end_fight", "party_side": "party"}


async def play(base_url: str, seed: str | None = None) -> int:
    """Play the fight against the Fray at ``base_url`` over HTTP, following the live feed.

    Returns 0 when the served state equals the fold of the stored log and the feed delivered
    every version, gapless and in order; 1 otherwise. Raises ``DemoFailed`` when the server
    refuses a command the tactics chose. Source: 001_5f4122b8a83d6727.txt §瞬息Moment过程."""
    logging.getLogger("httpx").setLevel(logging.WARNING)
    names: dict[str, str] = {}
    played = await drive(base_url, RULESET, NAME, fight(random.Random(seed)), lambda m: narrate(m, names))
    return report(played.final, {"events": played.log}, played.seen)


async def rehearsal(seed: str) -> Rehearsal:
    """The fight played in this process with dice seeded by ``seed`` (``fray.demo.steps``)."""
    return await rehearse(RULESET, NAME, fight(random.Random(seed)), seed)


def fallen(log: dict[str, Any]) -> dict[str, str]:
    """Why each creature that went down fell: the attack (or other cause) that emptied which
    pool, and in which round, read from the stored log folded event by event."""
    types = event_types()
    state, why, cause = EncounterState(), {}, "the GM's damage"
    for raw in log["events"]:
        recorded = types.recorded(raw)
        before = {cid: c.status for cid, c in state.combatants.items()}
        state = project(state, [recorded])
        data = raw["data"]
        if raw["type"] == "meshal-lite.attack_resolved":
            attacker = state.combatants[data["attacker_id"]].name
            cause = f"{attacker}'s {data['attack']}"
        elif raw["type"] == "meshal-lite.check_rolled":
            cause = "expense of fate"
        for cid, c in state.combatants.items():
            if before.get(cid, "active") == "active" and c.status in ("down", "dead") and c.has("fled") is None:
                empty = [n for n in POOLS if n in c.resources and c.resources[n].current == 0]
                what = "dead: every pool emptied" if c.status == "dead" else f"unconscious: {', '.join(empty)} emptied"
                if c.stats.kind == "object":
                    what = "ruined" if c.status == "dead" else "broken"
                why[cid] = f"{what} by {cause} in round {state.round}"
            elif c.has("fled") is not None and cid not in why:
                why[cid] = f"fled the fight in round {state.round}"
    return why


def report(final: dict[str, Any], log: dict[str, Any], seen: list[int]) -> int:
    """Print the final state, who fell and why, the fight's intensity and rewards, and
    whether the fold of the log equals the served state and the feed was gapless; 0 if so."""
    why = fallen(log)
    table = Table(title=f"{final['name']} — round {final['round']}, version {final['version']}")
    for col in ("creature", "side", "Might", "Activeness", "Spirit", "⚡", "state"):
        table.add_column(col)
    for c in final["combatants"]:
        if c["stats"]["kind"] != "creature":
            continue
        dice = [
            f"{c['resources'][n]['current']}/{c['resources'][n]['maximum']}" if n in c["resources"] else "-"
            for n in POOLS
        ]
        table.add_row(
            c["name"], c["side"], *dice, str(c["resources"]["mobility"]["current"]), why.get(c["id"], "standing")
        )
    console.print(table)
    names = {c["id"]: c["name"] for c in final["combatants"]}
    for cid, text in why.items():
        console.print(f"{names[cid]} {text}.")
    ended = [e["data"] for e in log["events"] if e["type"] == "meshal-lite.fight_ended"]
    if ended:
        e = ended[-1]
        console.print(
            f"The party's {e['outcome']}: intensity {e['intensity']} ({e['chinese']}), strength gap "
            f"{e['gap']}; potential earned: " + ", ".join(f"{names[k]} {v}" for k, v in e["rewards"].items()) + "."
        )
    return folds_and_flows(final, log["events"], seen)


def run_demo(url: str | None, seed: str | None = None) -> int:
    """``fray demo --ruleset meshal-lite``: against ``url``, or against a Fray started here
    (the Session One demo's server start-up, with this fight)."""
    return run(url, play, seed)
