"""Property: any dnd4e command, in any state reached by earlier commands, either yields events
that fold cleanly onto the state or raises a typed domain error; never anything else. A
refused command changes nothing, and every hit point track stays within its floor and
maximum (4e: a PC's floor is minus its bloodied value)."""

from __future__ import annotations

import msgspec
from fray.domain.commands import (
    Command,
    AdvanceTurn,
    ApplyDamage,
    ApplyHealing,
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
from fray.rules.registry import get_ruleset
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.integration.dnd4e_blocks import FIGHTER, GOBLIN, IMP, OGRE, WIZARD

DND4E = get_ruleset("dnd4e")
BLOCKS = {"Brandis": FIGHTER, "Malys": WIZARD, "Goblin": GOBLIN, "Imp": IMP, "Ogre": OGRE}
IDS = ["brandis", "malys", "goblin", "imp", "ogre", "goblin-2", "nobody"]
POWERS = ["Cleave", "Melee Basic Attack", "Brute Strike", "Magic Missile", "Ray of Frost", "Scorching Burst",
          "Thunderwave", "Glowing Cage", "Spear", "Tail Sting", "Greatclub", "Nothing"]
CONDITIONS = ["slowed", "dazed", "stunned", "marked", "prone", "unconscious", "weakened", "immobilized",
              "restrained", "insubstantial", "petrified", "dominated", "blinded", "ongoing_damage"]
KIDS = CONDITIONS + ["venom", "sustain:glowing-cage", "stable", "ongoing_damage:imp", "save_due:venom"]
DURATIONS = ["end_of_turn", "start_of_next_turn", "end_of_next_turn", "end_of_encounter", "save_ends",
             "sustain_minor", "sustain_standard"]
squares = st.builds(Position, st.integers(-1, 6), st.integers(-1, 6))


def _add(name: str, pos: Position | None, surprised: bool) -> c.AddCombatant:
    return msgspec.convert({"type": "dnd4e.add_combatant", "name": name, "stats": BLOCKS[name],
                            "surprised": surprised, "position": None if pos is None else msgspec.to_builtins(pos)},
                           c.AddCombatant)


def commands(state: EncounterState) -> st.SearchStrategy[Command]:
    """Commands worth trying in ``state``: mostly by whoever's turn it is, with its own
    powers, at combatants that are there; sometimes anything at all."""
    here = list(state.combatants) or ["nobody"]
    ids = st.sampled_from(here) | st.sampled_from(IDS)
    actor = st.just(state.turn) if state.turn else ids
    mine = [p.name for p in state.combatants[state.turn].stats.powers] if state.turn in state.combatants else []
    powers = st.sampled_from(mine) if mine else st.sampled_from(POWERS)
    held = sorted({k.id for w in state.combatants.values() for k in w.conditions}) or KIDS
    kids = st.sampled_from(held) | st.sampled_from(KIDS)
    return st.one_of(
        st.builds(_add, st.sampled_from(list(BLOCKS)), st.none() | squares, st.booleans()),
        st.just(RollInitiative()), st.just(AdvanceTurn()), st.just(AdvanceTurn()),
        st.builds(ApplyDamage, target_id=ids, amount=st.integers(1, 60)),
        st.builds(ApplyHealing, target_id=ids, amount=st.integers(1, 30)),
        st.builds(RemoveCombatant, combatant_id=ids),
        st.builds(RemoveCondition, target_id=ids, condition_id=kids),
        st.builds(PlaceCombatant, combatant_id=ids, position=st.none() | squares),
        st.builds(MoveCombatant, combatant_id=actor, path=st.lists(squares, min_size=1, max_size=3).map(tuple),
                  how=st.sampled_from(["walk", "crawl"])),
        st.builds(Dash, combatant_id=actor), st.builds(StandUp, combatant_id=actor),
        st.builds(c.Attack, attacker_id=actor, target_id=ids, power=powers,
                  cover=st.sampled_from(["none", "cover", "superior_cover"]), charge=st.booleans(),
                  combat_advantage=st.booleans(), long_range=st.none() | st.booleans()),
        st.builds(c.Attack, attacker_id=actor, target_id=ids, power=powers),
        st.builds(c.UsePower, caster_id=actor, power=powers, target_ids=st.lists(ids, max_size=3).map(tuple),
                  origin=st.none() | squares, wall=st.lists(squares, max_size=3).map(tuple)),
        st.builds(c.UsePower, caster_id=actor, power=powers, origin=squares),
        st.builds(c.OpportunityAttack, reactor_id=ids, target_id=actor),
        st.builds(c.DealDamage, target_id=ids, half=st.booleans(), damage=st.just(
            (c.DamagePiece(types=("fire",), dice="1d6", amount=2), c.DamagePiece(amount=3)))),
        st.builds(c.Heal, target_id=ids, surge=st.booleans(), amount=st.integers(0, 10),
                  dice=st.sampled_from(["", "1d6"])),
        st.builds(c.GrantTempHp, target_id=ids, amount=st.integers(1, 10)),
        st.builds(c.SecondWind, combatant_id=actor),
        st.builds(c.FirstAid, combatant_id=actor, target_id=ids, aid=st.sampled_from(["stabilise", "second_wind"])),
        st.builds(c.SavingThrow, combatant_id=ids, condition_id=kids),
        st.builds(c.DeathSave, combatant_id=ids),
        st.builds(c.ApplyCondition, target_id=ids, condition=st.sampled_from(CONDITIONS), source=st.none() | ids,
                  duration=st.sampled_from(DURATIONS), turn_of=st.none() | ids),
        st.builds(c.Sustain, combatant_id=actor, condition_id=kids, action=st.sampled_from(["minor", "standard"])),
        st.builds(c.SpendActionPoint, combatant_id=actor, action=st.sampled_from(["standard", "move", "minor"])),
        st.builds(c.TakeAction, combatant_id=ids,
                  action=st.sampled_from(["standard", "move", "minor", "free", "immediate", "opportunity"])),
        st.builds(c.ForcedMovement, target_id=ids, by=actor, kind=st.sampled_from(["pull", "push", "slide"]),
                  distance=st.integers(1, 2), path=st.lists(squares, min_size=1, max_size=2).map(tuple)),
    )


@settings(max_examples=150, deadline=None)
@given(data=st.data(), steps=st.integers(0, 60), seed=st.integers(0, 10_000), saves=st.sampled_from(["prompt", "auto"]))
def test_every_command_yields_events_or_a_typed_error(data, steps, seed, saves) -> None:  # type: ignore[no-untyped-def]
    dice = SeededDice(seed)
    state = fold(enumerate(start_encounter("e", DND4E, "prop", {"saves": saves}), start=1), None, DND4E)
    for _ in range(steps):
        command = data.draw(commands(state))
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
