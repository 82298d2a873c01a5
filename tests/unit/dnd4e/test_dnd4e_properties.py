"""Property: any dnd4e command, in any state reached by earlier commands, either yields events
that fold cleanly onto the state or raises a typed domain error; never anything else. A
refused command changes nothing, and every hit point track stays within its floor and
maximum (4e: a PC's floor is minus its bloodied value)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.integration.dnd4e_blocks import FIGHTER, GOBLIN, IMP, OGRE, WIZARD

from fray.domain.commands import (
    AdvanceTurn,
    ApplyDamage,
    ApplyHealing,
    Command,
    Dash,
    MoveCombatant,
    PlaceCombatant,
    RemoveCombatant,
    RemoveCondition,
    RollInitiative,
    StandUp,
)
from fray.domain.decide import decide, start_encounter
from fray.domain.dice import SeededDice
from fray.domain.errors import DomainError
from fray.domain.events import Position
from fray.domain.evolve import fold
from fray.domain.state import EncounterState
from fray.rules.dnd4e import commands as c
from fray.rules.dnd4e.durations import DurationKind
from fray.rules.dnd4e.stat_input import ModifierIn
from fray.rules.registry import get_ruleset

DND4E = get_ruleset("dnd4e")
T = TypeVar("T")
CONJURER: dict[str, Any] = {
    **WIZARD,
    "powers": [
        *WIZARD["powers"],
        {
            "name": "Stinking Cloud",
            "kind": "area",
            "area": "burst",
            "size": 2,
            "range": 10,
            "ability": "intelligence",
            "defence": "fortitude",
            "damage": "1d10",
            "zone": {"duration": "sustain_minor", "damage": "1d10", "move": 3, "difficult": True},
        },
        {
            "name": "Spiritual Weapon",
            "kind": "ranged",
            "range": 10,
            "zone": {"kind": "conjuration", "duration": "sustain_minor", "move": 6, "move_action": "move"},
        },
    ],
}
BLOODHUNT = ModifierIn(value=1, source="Bloodhunt", type="racial")
BLOCKS = {"Brandis": FIGHTER, "Malys": CONJURER, "Goblin": GOBLIN, "Imp": IMP, "Ogre": OGRE}
IDS = ["brandis", "malys", "goblin", "imp", "ogre", "goblin-2", "nobody"]
POWERS = [
    "Cleave",
    "Melee Basic Attack",
    "Brute Strike",
    "Magic Missile",
    "Ray of Frost",
    "Scorching Burst",
    "Thunderwave",
    "Glowing Cage",
    "Stinking Cloud",
    "Spiritual Weapon",
    "Spear",
    "Tail Sting",
    "Greatclub",
    "Nothing",
]
CONDITIONS = [
    "slowed",
    "dazed",
    "stunned",
    "marked",
    "prone",
    "unconscious",
    "weakened",
    "immobilized",
    "restrained",
    "insubstantial",
    "petrified",
    "dominated",
    "blinded",
    "ongoing_damage",
]
KIDS = [*CONDITIONS, "venom", "sustain:glowing-cage", "stable", "ongoing_damage:imp", "save_due:venom"]
DURATIONS: list[DurationKind] = [
    "end_of_turn",
    "start_of_next_turn",
    "end_of_next_turn",
    "end_of_encounter",
    "save_ends",
    "sustain_minor",
    "sustain_standard",
]


def _add(name: str, pos: Position | None, surprised: bool) -> c.Dnd4eAddCombatant:
    return msgspec.convert(
        {
            "type": "dnd4e.add_combatant",
            "name": name,
            "stats": BLOCKS[name],
            "surprised": surprised,
            "position": None if pos is None else msgspec.to_builtins(pos),
        },
        c.Dnd4eAddCombatant,
    )


def draw(data: st.DataObject, state: EncounterState) -> Command:
    """A command worth trying in ``state``: mostly by whoever's turn it is, with its own
    powers, at combatants that are there; sometimes anything at all. Cheap draws only."""

    def one(options: Sequence[T]) -> T:
        return data.draw(st.sampled_from(options))

    def who() -> str:
        return one(list(state.combatants) or IDS) if data.draw(st.booleans()) else one(IDS)

    def actor() -> str:
        return state.turn if state.turn and data.draw(st.integers(0, 3)) else who()

    def square() -> Position:
        return Position(data.draw(st.integers(-1, 6)), data.draw(st.integers(-1, 6)))

    def power() -> str:
        mine = [p.name for p in state.combatants[state.turn].stats.powers] if state.turn in state.combatants else []
        return one(mine) if len(mine) > 0 and data.draw(st.integers(0, 4)) > 0 else one(POWERS)

    def kid() -> str:
        held = sorted({k.id for w in state.combatants.values() for k in w.conditions})
        return one(held) if len(held) > 0 and data.draw(st.booleans()) else one(KIDS)

    kind = data.draw(st.integers(0, 36))
    others = [w for w in state.combatants.values() if w.id != state.turn]
    due = [
        (w.id, k.source)
        for w in state.combatants.values()
        for k in w.conditions
        if k.id.startswith("save_due:") and k.source
    ]
    dying = [w.id for w in state.combatants.values() if w.has("death_save_due")]
    if kind >= 29 and state.turn in state.combatants and others:
        target = one(others)
        if kind < 33:
            return c.Attack(attacker_id=state.turn, target_id=target.id, power=power())
        if kind < 35:
            near = target.position or square()
            return c.UsePower(
                caster_id=state.turn, power=power(), origin=Position(near.x + data.draw(st.integers(-1, 1)), near.y)
            )
    if kind >= 35 and due:
        cid, eid = one(due)
        return c.Dnd4eSavingThrow(combatant_id=cid, condition_id=eid)
    if kind >= 35 and dying:
        return c.Dnd4eDeathSave(combatant_id=one(dying))
    match kind:
        case 0 | 1:
            return _add(one(list(BLOCKS)), square() if data.draw(st.booleans()) else None, data.draw(st.booleans()))
        case 2:
            return RollInitiative()
        case 3 | 4 | 5:
            return AdvanceTurn()
        case 6:
            return ApplyDamage(target_id=who(), amount=data.draw(st.integers(1, 60)))
        case 7:
            return ApplyHealing(target_id=who(), amount=data.draw(st.integers(1, 30)))
        case 8:
            return RemoveCombatant(combatant_id=who())
        case 9:
            return RemoveCondition(target_id=who(), condition_id=kid())
        case 10:
            return PlaceCombatant(combatant_id=who(), position=square())
        case 11:
            path = tuple(square() for _ in range(data.draw(st.integers(1, 3))))
            return MoveCombatant(combatant_id=actor(), path=path, how=one(["walk", "crawl"]))
        case 12:
            return one([Dash(combatant_id=actor()), StandUp(combatant_id=actor())])
        case 13 | 14:
            on_square = data.draw(st.integers(0, 5)) == 0
            return c.Attack(
                attacker_id=actor(),
                target_id=None if on_square else who(),
                target_square=square() if on_square else None,
                power=power(),
                cover=one(["none", "cover", "superior_cover"]),
                charge=data.draw(st.booleans()),
                combat_advantage=data.draw(st.booleans()),
                long_range=one([None, True, False]),
                coup_de_grace=data.draw(st.integers(0, 4)) == 0,
                damage_type=one([None, None, "fire", "poison"]),
                against=one([(), (c.TargetTerms(bloodied=True, bonuses=(BLOODHUNT,)),)]),
            )
        case 15 | 16:
            return c.UsePower(
                caster_id=actor(),
                power=power(),
                origin=square() if data.draw(st.booleans()) else None,
                target_ids=tuple(dict.fromkeys(who() for _ in range(data.draw(st.integers(0, 2))))),
                wall=tuple(square() for _ in range(data.draw(st.integers(0, 2)))),
                against=one([(), (c.TargetTerms(target_id=who(), combat_advantage=True),)]),
                from_zone=one([None, None, "Spiritual Weapon"]),
            )
        case 17:
            return c.OpportunityAttack(reactor_id=who(), target_id=actor())
        case 18:
            return c.Dnd4eDealDamage(
                target_id=who(),
                half=data.draw(st.booleans()),
                damage=(c.Dnd4eDamagePiece(types=("fire",), dice="1d6", amount=2), c.Dnd4eDamagePiece(amount=3)),
            )
        case 19:
            return one(
                [
                    c.Dnd4eHeal(
                        target_id=who(),
                        surge=data.draw(st.booleans()),
                        amount=data.draw(st.integers(0, 10)),
                        dice=one(["", "1d6"]),
                    ),
                    c.Dnd4eGrantTempHp(target_id=who(), amount=data.draw(st.integers(1, 10))),
                ]
            )
        case 20:
            return one(
                [
                    c.SecondWind(combatant_id=actor()),
                    c.FirstAid(combatant_id=actor(), target_id=who(), aid=one(["stabilise", "second_wind"])),
                ]
            )
        case 21 | 22:
            return one(
                [c.Dnd4eSavingThrow(combatant_id=who(), condition_id=kid()), c.Dnd4eDeathSave(combatant_id=who())]
            )
        case 23:
            return c.Dnd4eApplyCondition(
                target_id=who(),
                condition=one(CONDITIONS),
                source=one([None, who()]),
                duration=one(DURATIONS),
                turn_of=one([None, who()]),
            )
        case 24:
            return c.Sustain(combatant_id=actor(), condition_id=kid(), action=one(["minor", "standard"]))
        case 25:
            return c.SpendActionPoint(combatant_id=actor(), action=one(["standard", "move", "minor"]))
        case 26:
            return c.TakeAction(
                combatant_id=who(), action=one(["standard", "move", "minor", "free", "immediate", "opportunity"])
            )
        case 27:
            return one(
                [
                    c.Rest(kind=one(["short", "extended"]), surges=one([{}, {who(): data.draw(st.integers(1, 3))}])),
                    c.ReachMilestone(),
                    c.DropProne(combatant_id=actor()),
                    c.MoveZone(combatant_id=actor(), zone=one(["Spiritual Weapon", "Stinking Cloud"]), to=square()),
                    c.Sustain(combatant_id=actor(), condition_id="Stinking Cloud", move_to=square()),
                ]
            )
    return c.ForcedMovement(
        target_id=who(),
        by=actor(),
        kind=one(["pull", "push", "slide"]),
        distance=data.draw(st.integers(1, 2)),
        path=tuple(square() for _ in range(data.draw(st.integers(1, 2)))),
    )


@settings(max_examples=120, deadline=None)
@given(data=st.data(), steps=st.integers(0, 50), seed=st.integers(0, 10_000), saves=st.sampled_from(["prompt", "auto"]))
def test_every_command_yields_events_or_a_typed_error(data: st.DataObject, steps: int, seed: int, saves: str) -> None:
    dice = SeededDice(seed)
    state = fold(enumerate(start_encounter("e", DND4E, "prop", {"saves": saves}), start=1), None, DND4E)
    fighters = data.draw(
        st.lists(
            st.tuples(st.sampled_from(list(BLOCKS)), st.integers(0, 3), st.integers(0, 3), st.booleans()),
            min_size=2,
            max_size=5,
        )
    )
    setup: list[Command] = [_add(name, Position(x, y) if placed else None, False) for name, x, y, placed in fighters]
    for command in [*setup, RollInitiative(), AdvanceTurn()]:
        try:
            events = decide(state, command, dice, DND4E)
        except DomainError:
            continue
        state = fold(enumerate(events, start=state.version + 1), state, DND4E)
    for _ in range(steps):
        command = draw(data, state)
        before = state
        try:
            events = decide(state, command, dice, DND4E)
        except DomainError:
            assert state is before
            continue
        assert events, f"{command!r} was accepted but produced no event"
        state = fold(enumerate(events, start=state.version + 1), state, DND4E)
        for who in state.combatants.values():
            hp = who.resources["hp"]
            assert hp.minimum <= hp.current <= hp.maximum
            assert who.status == DND4E.status(who)
