"""Property: any Meshal Lite command (decoded strictly, as the API decodes it), in any state
earlier commands reached, either yields events that fold cleanly onto the state or raises
a typed domain error; never anything else, and every track stays within its bounds."""

from __future__ import annotations

from typing import Any, Union

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from fray.demo.meshal_cast import DOOR, GHOST, KNIGHT, ROGUE, WOLF
from fray.domain.commands import Command
from fray.domain.decide import decide, start_encounter
from fray.domain.dice import SeededDice
from fray.domain.errors import DomainError
from fray.domain.evolve import fold
from fray.rules.registry import command_classes, get_ruleset

MESHAL = get_ruleset("meshal-lite")
DECODE = Union[command_classes()]  # type: ignore[valid-type]  # noqa: UP007 - a union of a tuple built at run time
IDS = ["knight", "rogue", "wolf", "wolf-2", "ghost", "oak-door", "nobody"]
ids = st.sampled_from(IDS)
square = st.builds(lambda x, y: {"x": x, "y": y}, st.integers(0, 5), st.integers(0, 5))
step = st.sampled_from([(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (1, -1), (-1, 1), (2, 0)])
attrs = st.sampled_from(["might", "activeness", "spirit"])
dice_spec = st.fixed_dictionaries(
    {"attributes": st.lists(attrs, max_size=2, unique=True)},
    optional={"plus": st.integers(-3, 3), "scoring": st.sampled_from(["points", "faces"])},
)


def _path(start: tuple[int, int], steps: list[tuple[int, int]]) -> list[dict[str, int]]:
    x, y, out = *start, []
    for dx, dy in steps:
        x, y = x + dx, y + dy
        out.append({"x": x, "y": y})
    return out


bodies = st.one_of(
    st.builds(
        lambda s, side, pos: {"type": "meshal-lite.add_creature", "sheet": s, "side": side, "position": pos},
        st.sampled_from([KNIGHT, ROGUE, WOLF, GHOST]),
        st.sampled_from(["party", "foes"]),
        st.one_of(st.none(), square),
    ),
    st.builds(
        lambda pos: {"type": "meshal-lite.add_object", "sheet": DOOR, "position": pos}, st.one_of(st.none(), square)
    ),
    st.just({"type": "roll_initiative"}),
    st.just({"type": "advance_turn"}),
    st.just({"type": "advance_turn"}),
    st.builds(
        lambda a, t, name, d, take, extra, dist, r, c: {
            "type": "meshal-lite.attack",
            "attacker_id": a,
            "target_id": t,
            "attack": name,
            "defence": d,
            "take_damage": take,
            "extra_dice": extra,
            "distance_steps": dist,
            "reaction": r,
            "coup_de_grace": c,
        },
        ids,
        ids,
        st.sampled_from(["sword", "crossbow", "dagger", "whip", "bite", "touch", "kick"]),
        st.sampled_from([None, "best", "parry", "dodge", "resist"]),
        st.lists(attrs, max_size=2, unique=True),
        st.integers(-3, 3),
        st.one_of(st.none(), st.integers(0, 30)),
        st.booleans(),
        st.booleans(),
    ),
    st.builds(
        lambda cid, sx, sy, steps, how, diff: {
            "type": "move_combatant",
            "combatant_id": cid,
            "path": _path((sx, sy), steps) or [{"x": 0, "y": 0}],
            "how": how,
            "difficult": diff,
        },
        ids,
        st.integers(0, 5),
        st.integers(0, 5),
        st.lists(step, min_size=1, max_size=6),
        st.sampled_from(["walk", "climb", "swim", "crawl"]),
        st.booleans(),
    ),
    st.builds(lambda cid, pos: {"type": "place_combatant", "combatant_id": cid, "position": pos}, ids, square),
    st.builds(lambda cid: {"type": "stand_up", "combatant_id": cid}, ids),
    st.builds(lambda cid: {"type": "dash", "combatant_id": cid}, ids),
    st.builds(
        lambda cid, d, diff, n, fate, secret: {
            "type": "meshal-lite.check",
            "combatant_id": cid,
            "dice": d,
            "difficulty": diff,
            "roll_dice": n,
            "fate": fate,
            "secret": secret,
            "reroll": {"scoring": "points", "value": 0},
        },
        ids,
        dice_spec,
        st.one_of(st.none(), st.integers(0, 8)),
        st.one_of(st.none(), st.integers(0, 6)),
        st.lists(st.builds(lambda i, f: {"die": i, "face": f}, st.integers(0, 5), st.integers(1, 6)), max_size=2),
        st.sampled_from(["none", "gm", "gm_and_player"]),
    ),
    st.builds(
        lambda cid, d, diff, p: {
            "type": "meshal-lite.progressive_check",
            "combatant_id": cid,
            "dice": d,
            "difficulty": diff,
            "periods": p,
        },
        ids,
        dice_spec,
        st.integers(0, 20),
        st.integers(1, 10),
    ),
    st.builds(
        lambda a, b, d: {"type": "meshal-lite.contest", "combatant_id": a, "target_id": b, "dice": d, "target_dice": d},
        ids,
        ids,
        dice_spec,
    ),
    st.builds(
        lambda cid, action, size: {
            "type": "meshal-lite.take_action",
            "combatant_id": cid,
            "action": action,
            **({"item_size": size} if size else {}),
        },
        ids,
        st.sampled_from(["search", "handle_item", "drop_item", "facing", "posture", "lift"]),
        st.sampled_from([None, "trivial", "light", "heavy"]),
    ),
    st.builds(lambda cid: {"type": "meshal-lite.flee", "combatant_id": cid}, ids),
    st.builds(
        lambda a, b, m: {"type": "meshal-lite.chase", "combatant_id": a, "target_id": b, "minutes": m},
        ids,
        ids,
        st.integers(1, 5),
    ),
    st.builds(
        lambda cid, n, o: {"type": "meshal-lite.refund_mobility", "target_id": cid, "amount": n, "cancel_owed": o},
        ids,
        st.integers(0, 4),
        st.integers(0, 2),
    ),
    st.builds(
        lambda side, o: {"type": "meshal-lite.end_fight", "party_side": side, "outcome": o},
        st.sampled_from(["party", "foes", "objects"]),
        st.sampled_from([None, "victory", "defeat"]),
    ),
    st.builds(
        lambda a, b: {"type": "meshal-lite.take_loot", "combatant_id": a, "target_id": b, "items": ["purse"]}, ids, ids
    ),
    st.builds(
        lambda who, h: {"type": "meshal-lite.rest", "combatant_ids": who, "hours": h},
        st.lists(ids, max_size=2),
        st.integers(1, 3),
    ),
    st.builds(
        lambda cid, a, t: {"type": "meshal-lite.set_temporary", "target_id": cid, "attribute": a, "temporary": t},
        ids,
        attrs,
        st.integers(-3, 3),
    ),
    st.builds(
        lambda cid, track, n: {"type": "apply_damage", "target_id": cid, "track": track, "amount": n},
        ids,
        st.sampled_from(["might", "activeness", "spirit", "mobility", "durability", "hp"]),
        st.integers(1, 6),
    ),
    st.builds(
        lambda cid, track, n: {"type": "apply_healing", "target_id": cid, "track": track, "amount": n},
        ids,
        st.sampled_from(["might", "activeness", "spirit", "durability"]),
        st.integers(1, 6),
    ),
    st.builds(lambda cid: {"type": "remove_condition", "target_id": cid, "condition_id": "prone"}, ids),
    st.builds(lambda cid: {"type": "remove_combatant", "combatant_id": cid}, ids),
)
options = st.fixed_dictionaries(
    {},
    optional={
        "mobility_per_round": st.integers(1, 5),
        "mobility_refill": st.sampled_from(["round", "turn"]),
        "long_actions": st.booleans(),
        "drop_item_cost": st.sampled_from([0, 1]),
        "coup_de_grace": st.booleans(),
        "expense_of_fate": st.booleans(),
        "group_initiative": st.booleans(),
        "overreach": st.booleans(),
        "facing": st.booleans(),
        "postures": st.booleans(),
        "lifting": st.booleans(),
    },
)


ROSTER = [
    ("party", KNIGHT, (1, 1)),
    ("party", ROGUE, (1, 3)),
    ("foes", WOLF, (3, 1)),
    ("foes", WOLF, (3, 3)),
    ("foes", GHOST, (4, 2)),
]


def _setup(on_grid: bool) -> list[dict[str, Any]]:
    """Five creatures and a door (on the grid or not), initiative, the first turn."""
    out: list[dict[str, Any]] = [
        {
            "type": "meshal-lite.add_creature",
            "sheet": sheet,
            "side": side,
            "position": {"x": x, "y": y} if on_grid else None,
        }
        for side, sheet, (x, y) in ROSTER
    ]
    out.append({"type": "meshal-lite.add_object", "sheet": DOOR, "position": {"x": 2, "y": 2} if on_grid else None})
    return [*out, {"type": "roll_initiative"}, {"type": "advance_turn"}]


TURN = "$turn"  # stands for whoever's turn it is when the command is sent
ATTACKS = {"knight": "sword", "rogue": "dagger", "wolf": "bite", "wolf-2": "bite", "ghost": "touch"}
turns = st.one_of(
    bodies,
    st.just({"type": "advance_turn"}),
    st.builds(
        lambda t, d, take: {
            "type": "meshal-lite.attack",
            "attacker_id": TURN,
            "target_id": t,
            "attack": TURN,
            "defence": d,
            "take_damage": take,
        },
        st.sampled_from(IDS[:6]),
        st.sampled_from([None, "best", "parry", "dodge"]),
        st.lists(attrs, max_size=2, unique=True),
    ),
    st.builds(
        lambda steps: {"type": "move_combatant", "combatant_id": TURN, "path": steps},
        st.lists(step, min_size=1, max_size=5),
    ),
    st.builds(
        lambda a: {"type": "meshal-lite.take_action", "combatant_id": TURN, "action": a},
        st.sampled_from(["search", "drop_item", "posture"]),
    ),
    st.just({"type": "meshal-lite.flee", "combatant_id": TURN}),
    st.just({"type": "stand_up", "combatant_id": TURN}),
)


def _resolve(body: dict[str, Any], state: Any) -> dict[str, Any]:
    """``body`` with ``$turn`` replaced by the combatant whose turn it is (and its path and
    attack made from where it stands and what it has)."""
    me = state.turn or "nobody"
    out = {k: (me if v == TURN else v) for k, v in body.items()}
    if out["type"] == "meshal-lite.attack" and body["attack"] == TURN:
        out["attack"] = ATTACKS.get(me, "sword")
    if out["type"] == "move_combatant" and body["combatant_id"] == TURN:
        c = state.combatants.get(me)
        start = (c.position.x, c.position.y) if c is not None and c.position is not None else (0, 0)
        out["path"] = _path(start, body["path"])
    return out


@settings(max_examples=200, deadline=None)
@given(
    script=st.lists(turns, max_size=80),
    seed=st.integers(0, 10_000),
    opts=options,
    on_grid=st.booleans(),
    setup=st.booleans(),
)
def test_every_command_yields_events_or_a_typed_error(
    script: list[dict[str, Any]], seed: int, opts: dict[str, Any], on_grid: bool, setup: bool
) -> None:
    dice = SeededDice(seed)
    state = fold(enumerate(start_encounter("e", MESHAL, "prop", opts), start=1), ruleset=MESHAL)
    for body in [*(_setup(on_grid) if setup else []), *script]:
        try:
            command = msgspec.convert(_resolve(body, state), DECODE)
        except msgspec.ValidationError:
            continue  # refused at the edge (400) before any rule runs
        assert isinstance(command, Command)
        before = state
        try:
            events = decide(state, command, dice, MESHAL)
        except DomainError:
            assert state is before
            continue
        assert events, f"{body!r} was accepted but produced no event"
        state = fold(enumerate(events, start=state.version + 1), state, MESHAL)
        for c in state.combatants.values():
            for name, t in c.resources.items():
                assert t.minimum <= t.current <= t.maximum, (c.id, name, t)
            assert c.status == MESHAL.status(c)
