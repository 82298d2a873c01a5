"""Property: any dnd5e-2024 command, in any state reached by earlier ones, yields events that
fold cleanly or raises a typed domain error; hit points stay within 0..max and a refused
command changes nothing."""

from __future__ import annotations

from typing import Any

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.unit.dnd5e.dnd5e_fight import CommandUnion, fighter, goblin

from fray.domain.decide import decide, start_encounter
from fray.domain.dice import SeededDice
from fray.domain.errors import DomainError
from fray.domain.evolve import fold
from fray.rules.dnd5e_2024.ruleset import DND5E_2024

IDS = ["ana", "gob", "bo", "nobody"]
ids = st.sampled_from(IDS)


def c(body: dict[str, Any]) -> Any:
    return msgspec.convert(body, CommandUnion)


commands = st.one_of(
    st.sampled_from(["ana", "bo"]).map(
        lambda i: c({"type": "dnd5e-2024.add_combatant", "name": i, "combatant_id": i, "stats": fighter()})
    ),
    st.just(c({"type": "dnd5e-2024.add_combatant", "name": "gob", "combatant_id": "gob", "stats": goblin()})),
    st.just(c({"type": "roll_initiative"})),
    st.just(c({"type": "advance_turn"})),
    st.builds(
        lambda a, t, w, adv: c(
            {
                "type": "dnd5e-2024.attack",
                "attacker_id": a,
                "target_id": t,
                "attack": w,
                "advantage": ["x"] if adv else [],
            }
        ),
        ids,
        ids,
        st.sampled_from(["Longsword", "Scimitar", "Shortsword", "unarmed", "Longbow"]),
        st.booleans(),
    ),
    st.builds(
        lambda t, n, k: c({"type": "dnd5e-2024.deal_damage", "target_id": t, "damage": [{"type": k, "amount": n}]}),
        ids,
        st.integers(0, 40),
        st.sampled_from(["fire", "slashing", "psychic"]),
    ),
    st.builds(lambda t, n: c({"type": "dnd5e-2024.heal", "target_id": t, "amount": n}), ids, st.integers(0, 20)),
    st.builds(lambda t: c({"type": "dnd5e-2024.death_save", "combatant_id": t}), ids),
    st.builds(
        lambda t, n: c({"type": "dnd5e-2024.grant_temp_hp", "target_id": t, "amount": n}), ids, st.integers(1, 10)
    ),
    st.builds(
        lambda t, k, d: c({"type": "dnd5e-2024.apply_condition", "target_id": t, "condition": k, "duration": d}),
        ids,
        st.sampled_from(["prone", "stunned", "grappled", "exhaustion", "paralyzed"]),
        st.sampled_from(["until_removed", "start_of_next_turn", "end_of_next_turn", "rounds"]),
    ),
    st.builds(
        lambda t, a: c({"type": "dnd5e-2024.take_action", "combatant_id": t, "action": a, "target_id": "gob"}),
        ids,
        st.sampled_from(["dash", "disengage", "dodge", "help", "hide", "search"]),
    ),
    st.builds(lambda a, t: c({"type": "dnd5e-2024.grapple", "attacker_id": a, "target_id": t}), ids, ids),
    st.builds(lambda t: c({"type": "remove_combatant", "combatant_id": t}), ids),
)


@settings(max_examples=150, deadline=None)
@given(script=st.lists(commands, max_size=40), seed=st.integers(0, 10_000))
def test_every_5e_command_yields_events_or_a_typed_error(script: list[Any], seed: int) -> None:
    dice = SeededDice(seed)
    state = fold(enumerate(start_encounter("e", DND5E_2024, "prop", {}), start=1))
    for command in script:
        before = state
        try:
            events = decide(state, command, dice, DND5E_2024)
        except DomainError:
            assert state is before
            continue
        assert events, f"{command!r} was accepted but produced no event"
        state = fold(enumerate(events, start=state.version + 1), state, DND5E_2024)
        assert all(0 <= x.resources["hp"].current <= x.resources["hp"].maximum for x in state.combatants.values())
