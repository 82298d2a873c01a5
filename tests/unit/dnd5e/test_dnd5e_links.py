"""5e conditions that hang on a creature end however it reaches the state that ends them
(``fray.domain.links``): a grapple when the grappler is incapacitated, at 0 HP or gone (002
§Удар без зброї, захоплення, поштовх; PHB 2024 Grappled), a concentration spell's effect when
the caster is incapacitated (PHB 2024 Concentration): by damage, a condition, a GM's
correction, a removal; undo and redo carry the ending with the action, and a revoke that
would leave one standing is refused."""

from __future__ import annotations

from typing import Any

import pytest
from tests.unit.dnd5e.dnd5e_fight import fighter, goblin
from tests.unit.table import Table

from fray.domain.dice import ScriptedDice
from fray.domain.errors import RuleViolation

GRAPPLED, HELD = "grappled:ana", "paralyzed"


def table(dice: list[int]) -> Table:
    """Ana (a fighter, 12 HP) next to a goblin (30 HP) and an ally, Bo; Ana's turn."""
    t = Table("dnd5e-2024", ScriptedDice(dice))
    t.do(
        {
            "type": "dnd5e-2024.add_combatant",
            "name": "Ana",
            "stats": fighter(spell_slots=[2]),
            "position": {"x": 0, "y": 0},
        }
    )
    t.do({"type": "dnd5e-2024.add_combatant", "name": "Gob", "stats": goblin(hp_max=30), "position": {"x": 1, "y": 0}})
    t.do({"type": "dnd5e-2024.add_combatant", "name": "Bo", "stats": fighter(), "position": {"x": 0, "y": 1}})
    t.do({"type": "start_fight"})
    assert t.state.turn == "ana"
    return t


def grappling() -> Table:
    t = table([20, 1, 2, 5, 10])  # initiative; the goblin's save 5 − 1 < 13
    t.do({"type": "dnd5e-2024.grapple", "attacker_id": "ana", "target_id": "gob"})
    assert GRAPPLED in t.ids("gob")
    return t


def holding() -> Table:
    t = table([20, 1, 2, 10, 10])  # initiative; a concentration save if one is asked
    t.do(
        {
            "type": "dnd5e-2024.cast_spell",
            "caster_id": "ana",
            "spell": "Hold Person",
            "spell_level": 1,
            "concentration": True,
        }
    )
    t.do(
        {
            "type": "dnd5e-2024.apply_condition",
            "target_id": "gob",
            "condition": HELD,
            "source": "ana",
            "duration": "save_ends",
            "save_ability": "wis",
            "save_dc": 13,
            "concentration": True,
        }
    )
    assert HELD in t.ids("gob")
    return t


WAYS: dict[str, dict[str, Any]] = {
    "damage": {"type": "dnd5e-2024.deal_damage", "target_id": "ana", "damage": [{"type": "fire", "amount": 12}]},
    "stunned": {"type": "dnd5e-2024.apply_condition", "target_id": "ana", "condition": "stunned"},
    "unconscious": {"type": "dnd5e-2024.apply_condition", "target_id": "ana", "condition": "unconscious"},
    "correction": {"type": "correct_combatant", "target_id": "ana", "current": 0, "note": "a hit missed"},
    "removal": {"type": "remove_combatant", "combatant_id": "ana"},
}


@pytest.mark.parametrize("way", list(WAYS))
@pytest.mark.parametrize(("setup", "held"), [(grappling, GRAPPLED), (holding, HELD)])
def test_what_hangs_on_ana_ends_however_she_drops(way: str, setup: Any, held: str) -> None:
    t = setup()
    t.do(WAYS[way])
    assert held not in t.ids("gob")
    assert t.state == t.folded()
    t.do({"type": "undo"})
    assert held in t.ids("gob")
    t.do({"type": "redo"})
    assert held not in t.ids("gob") and t.state == t.folded()


def test_a_revoke_that_would_leave_a_grapple_by_a_creature_at_0_hp_is_refused() -> None:
    t = grappling()
    t.do({"type": "correct_combatant", "target_id": "ana", "current": 0})  # the grapple ends
    healed = t.do({"type": "dnd5e-2024.heal", "target_id": "ana", "amount": 5})
    t.do({"type": "place_combatant", "combatant_id": "gob", "position": {"x": 1, "y": 0}})
    t.do({"type": "dnd5e-2024.apply_condition", "target_id": "gob", "condition": "grappled", "source": "ana"})
    assert GRAPPLED in t.ids("gob")
    with pytest.raises(RuleViolation, match=r"later actions depend on dnd5e-2024\.heal"):
        t.do({"type": "revoke", "action": healed.version})
