"""Property: any command, in any state reached by earlier commands, either yields events that
fold cleanly onto the state (next versions, no error) or raises a typed domain error. Never
anything else, and a refused command changes nothing (decide is pure)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from fray.domain.commands import (
    AdvanceTurn,
    ApplyDamage,
    ApplyHealing,
    Command,
    RemoveCombatant,
    RollInitiative,
)
from fray.domain.decide import decide, start_encounter
from fray.domain.dice import SeededDice
from fray.domain.errors import DomainError
from fray.domain.evolve import fold
from fray.domain.state import EncounterState
from fray.rules.registry import get_ruleset
from fray.rules.unlit_spires.commands import AddHero, AddMonster, MeleeAttack

SPIRES = get_ruleset("unlit-spires")
IDS = ["bruce", "enoch", "grey-tide-zombie", "kugen", "nobody"]
ids = st.sampled_from(IDS)
commands = st.one_of(
    st.builds(AddHero, preset=st.sampled_from(["bruce", "enoch", "austin", "baodu_guard"])),
    st.builds(AddMonster, preset=st.sampled_from(["grey_tide_zombie", "kugen", "granny_yulan"])),
    st.just(RollInitiative()),
    st.just(AdvanceTurn()),
    st.builds(ApplyDamage, target_id=ids, amount=st.integers(1, 100)),
    st.builds(ApplyHealing, target_id=ids, amount=st.integers(1, 100)),
    st.builds(RemoveCombatant, combatant_id=ids),
    st.builds(
        MeleeAttack,
        attacker_id=ids,
        target_id=ids,
        advantage=st.booleans(),
        disadvantage=st.booleans(),
        defender_advantage=st.booleans(),
        flanking=st.booleans(),
    ),
)


@settings(max_examples=150, deadline=None)
@given(script=st.lists(commands, max_size=40), seed=st.integers(0, 10_000))
def test_every_command_yields_events_or_a_typed_error(script: list[Command], seed: int) -> None:
    dice = SeededDice(seed)
    state = fold(enumerate(start_encounter("e", SPIRES, "prop", {}), start=1))
    for command in script:
        before = state
        try:
            events = decide(state, command, dice, SPIRES)
        except DomainError:
            assert state is before
            continue
        assert events, f"{command!r} was accepted but produced no event"
        state = fold(enumerate(events, start=state.version + 1), state, SPIRES)
        assert all(0 <= c.resources["hp"].current <= c.resources["hp"].maximum for c in state.combatants.values())
    assert isinstance(state, EncounterState)
