"""Healing the dying with healing surges (Rules Compendium, Healing the Dying; PHB 2008
pp. 293–295): a dying creature that is healed counts from 0 hit points first; if the healing
needs a surge and none is left it regains 1 hit point. Every surge-based heal: a healing
power (``dnd4e.heal`` with ``surge``), first aid's second wind (a Heal check), a death save
of 20. A creature above 0 hit points without a surge is still refused."""

from __future__ import annotations

import pytest
from tests.integration.dnd4e_blocks import FIGHTER, GOBLIN, WIZARD
from tests.unit.table import Table

from fray.domain.dice import ScriptedDice
from fray.domain.errors import RuleViolation
from fray.rules.dnd4e.events import Dnd4eDeathSaveRolled, HealingRolled


def table(dice: list[int], saves: str = "prompt") -> Table:
    """Brandis (the fighter, Heal +1) next to Malys (26 hit points, surge value 6), who has
    spent every healing surge and lies at −4, dying; a goblin further off."""
    t = Table("dnd4e", ScriptedDice(dice), {"saves": saves})
    for name, stats, x in (("Brandis", FIGHTER, 0), ("Malys", WIZARD, 1), ("Goblin", GOBLIN, 5)):
        t.do({"type": "dnd4e.add_combatant", "name": name, "stats": stats, "position": {"x": x, "y": 0}})
    t.do({"type": "correct_combatant", "target_id": "malys", "track": "surges", "current": 0})
    t.do({"type": "apply_damage", "target_id": "malys", "amount": 30})
    assert t.who("malys").status == "dying" and t.who("malys").resources["hp"].current == -4
    return t


def test_a_healing_word_on_the_dying_without_a_surge_gives_1_hit_point_and_rolls_nothing() -> None:
    t = table([])  # no dice: the 1d6 is not rolled
    out = t.do({"type": "dnd4e.heal", "target_id": "malys", "surge": True, "dice": "1d6", "source": "Healing Word"})
    [h] = [e.data for e in out.events if isinstance(e.data, HealingRolled)]
    assert (h.no_surge, h.total, h.surge_value) == (True, 1, 0)
    m = t.who("malys")
    assert (m.resources["hp"].current, m.resources["surges"].current, m.status) == (1, 0, "active")


def test_the_dying_with_a_surge_count_from_0() -> None:
    t = table([])
    t.do({"type": "correct_combatant", "target_id": "malys", "track": "surges", "current": 1})
    t.do({"type": "dnd4e.heal", "target_id": "malys", "surge": True, "amount": 2})
    assert t.who("malys").resources["hp"].current == 0 + 6 + 2


def test_above_0_hit_points_healing_that_needs_a_missing_surge_is_refused() -> None:
    t = table([])
    t.do({"type": "apply_healing", "target_id": "malys", "amount": 10})
    with pytest.raises(RuleViolation, match="no healing surge left"):
        t.do({"type": "dnd4e.heal", "target_id": "malys", "surge": True, "dice": "1d6"})


def test_first_aid_lets_a_dying_ally_without_surges_second_wind_to_1_hit_point() -> None:
    # initiative: Brandis 20 + 2, Malys 1 + 3, the goblin 1 + 3 (a roll-off 4, 3); Heal 9 + 1 = 10
    t = table([20, 1, 1, 4, 3, 9])
    t.do({"type": "start_fight"})
    assert t.state.turn == "brandis"
    t.do({"type": "dnd4e.first_aid", "combatant_id": "brandis", "target_id": "malys", "aid": "second_wind"})
    assert t.who("malys").resources["hp"].current == 1 and t.who("malys").status == "active"


def test_a_death_save_of_20_without_a_surge_brings_the_character_to_1_hit_point() -> None:
    # initiative: Malys 20 + 3 first; her turn ends: the death save (saves: auto) shows 20
    t = table([1, 20, 1, 20], saves="auto")
    t.do({"type": "start_fight"})
    assert t.state.turn == "malys"
    out = t.do({"type": "advance_turn"})
    [d] = [e.data for e in out.events if isinstance(e.data, Dnd4eDeathSaveRolled)]
    assert (d.save.face, d.save.outcome, d.save.no_surge) == (20, "surge", True)
    m = t.who("malys")
    assert (m.resources["hp"].current, m.resources["surges"].current, m.status) == (1, 0, "active")
    assert t.state == t.folded()
