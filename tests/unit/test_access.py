"""Role rules for every command of every ruleset (issue 9, "Roles and access"): the GM may
send anything, a spectator nothing, a player only commands whose actor is its own combatant;
a combatant a player cannot see is refused exactly as an unknown one."""

from __future__ import annotations

import re

import msgspec
import pytest
from tests.unit.examples import example

from fray.domain.commands import HISTORY, Command, Undo, command_type_of
from fray.domain.errors import CombatantNotFound
from fray.domain.state import Combatant, EncounterState, Secrecy
from fray.policy.access import Forbidden, Identity, authorize, named_combatants
from fray.rules.registry import command_classes

ALL = command_classes()
ACTED = [c for c in ALL if c.actor_field is not None]
GM_ONLY = [c for c in ALL if c.actor_field is None and c not in HISTORY]
STATE = EncounterState(
    encounter_id="e",
    ruleset="unlit-spires",
    version=3,
    combatants={
        cid: Combatant(id=cid, name=cid.title(), side=side)
        for cid, side in (("a", "party"), ("b", "party"), ("h", "foes"))
    },
    secrecy=Secrecy(concealed=("h",)),
)
GM = Identity(encounter_id="e", role="gm", token_id="t-gm")
PLAYER_A = Identity(encounter_id="e", role="player", combatant_ids=("a",), token_id="t-a")
SPECTATOR = Identity(encounter_id="e", role="spectator", token_id="t-s")


def test_every_command_says_who_acts_with_a_field_it_has() -> None:
    for cls in ACTED:
        assert cls.actor_field in cls.__struct_fields__, cls
        assert cls.actor_field in {"combatant_id", "attacker_id", "caster_id", "reactor_id", "by"}, cls
        assert example(cls, "q").__getattribute__(cls.actor_field) == "q", cls  # a combatant id field
    acting = {command_type_of(c) for c in ACTED}
    # the commands a player's combatant acts in, in each ruleset (the rest are the GM's)
    assert {
        "unlit-spires.melee_attack",
        "unlit-spires.cast_spell",
        "unlit-spires.hide",
        "move_combatant",
        "dnd5e-2024.attack",
        "dnd5e-2024.saving_throw",
        "dnd5e-2024.death_save",
        "dnd5e-2024.take_action",
        "meshal-lite.attack",
        "meshal-lite.check",
    } <= acting
    assert (
        not {
            "apply_damage",
            "advance_turn",
            "correct_combatant",
            "dnd5e-2024.deal_damage",
            "dnd5e-2024.apply_condition",
            "unlit-spires.add_monster",
            "reveal",
            "set_visibility",
        }
        & acting
    )


@pytest.mark.parametrize("cls", ALL, ids=command_type_of)
def test_the_gm_may_send_every_command(cls: type[Command]) -> None:
    authorize(GM, example(cls, "h"), STATE)  # even naming a concealed combatant
    authorize(GM, example(cls, "a"), STATE, dry_run=True)


@pytest.mark.parametrize("cls", ALL, ids=command_type_of)
def test_a_spectator_sends_no_command(cls: type[Command]) -> None:
    with pytest.raises(
        Forbidden, match=f"^a spectator's token only reads; {command_type_of(cls)} needs a player's or the GM's token$"
    ):
        authorize(SPECTATOR, example(cls), STATE)


@pytest.mark.parametrize("cls", GM_ONLY, ids=command_type_of)
def test_a_command_without_an_actor_is_the_gms(cls: type[Command]) -> None:
    with pytest.raises(Forbidden, match="is the GM's"):
        authorize(PLAYER_A, example(cls, "a"), STATE)


@pytest.mark.parametrize("cls", ACTED, ids=command_type_of)
def test_a_player_acts_only_for_its_own_combatants(cls: type[Command]) -> None:
    authorize(PLAYER_A, example(cls, "a"), STATE)  # its own: the rules decide the rest
    with pytest.raises(Forbidden, match="acts for a"):
        authorize(PLAYER_A, example(cls, "b"), STATE)
    with pytest.raises(Forbidden, match="dry run"):
        authorize(PLAYER_A, example(cls, "a"), STATE, dry_run=True)


@pytest.mark.parametrize("cls", ACTED, ids=command_type_of)
def test_a_concealed_combatant_is_refused_as_an_unknown_one(cls: type[Command]) -> None:
    def refusal(cid: str) -> str:
        with pytest.raises(
            CombatantNotFound, match=f"^no combatant {re.escape(repr(cid))} in this encounter; combatants: a, b$"
        ) as caught:
            authorize(PLAYER_A, example(cls, cid), STATE)
        return caught.value.detail.replace(repr(cid), "<id>")

    assert refusal("h") == refusal("zz")
    assert "'h'" not in refusal("zz") and "H" not in refusal("zz")


def test_history_commands_reach_the_service_which_checks_the_actions() -> None:
    authorize(PLAYER_A, Undo(), STATE)
    with pytest.raises(Forbidden, match="to_version"):
        authorize(PLAYER_A, Undo(to_version=1), STATE)


def test_named_combatants_reads_every_id_field_at_any_depth() -> None:
    from fray.rules.dnd5e_2024.commands import DeclareActions, MakeAttack

    cmd = msgspec.convert(
        {"type": "dnd5e-2024.declare_actions", "declarations": [{"combatant_id": "x"}, {"combatant_id": "y"}]},
        DeclareActions,
    )
    assert named_combatants(cmd) == ["x", "y"]
    attack = MakeAttack(attacker_id="a", target_id="b", attack="x", cleave_into=("c", "d"))
    assert sorted(named_combatants(attack)) == ["a", "b", "c", "d"]
