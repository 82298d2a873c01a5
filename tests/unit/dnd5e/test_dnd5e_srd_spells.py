"""SRD 5.1 spells (2014) cast by name with their targets in one command (issue 20): the spell
attack, each target's save against the caster's DC with the damage rolled once, cantrip
damage by character level, upcasting, healing with the spellcasting modifier, a failed save's
condition held by concentration; exact dice."""

from __future__ import annotations

from typing import Any

import pytest
from tests.unit.dnd5e.dnd5e_fight import Fight, fighter, goblin, of, one

from fray.domain.errors import InvalidCommand, SpellNotFound
from fray.domain.events import Event
from fray.rules.dnd5e_2024.spell_list import SPELLS

WIZARD = {"spell_save_dc": 13, "spell_attack_bonus": 5, "spell_slots": [4, 3, 3]}


def ready(**caster: Any) -> Fight:
    """Wiz (PB 2, DC 13, +5 to hit, slots 4/3/3) then two goblins of 30 HP; Wiz's turn."""
    f = Fight()
    f.add("wiz", fighter(**{**WIZARD, **caster}))
    f.add("g1", goblin(hp_max=30))
    f.add("g2", goblin(hp_max=30, resistances=["fire"]))
    for cid, n in (("wiz", 20), ("g1", 10), ("g2", 5)):
        f.do({"type": "set_initiative", "combatant_id": cid, "initiative": n})
    f.advance()
    return f


def cast(f: Fight, spell: str, targets: list[str], dice: list[int], **more: Any) -> list[Event]:
    body = {"type": "dnd5e-2024.cast_spell", "caster_id": "wiz", "spell": spell, "target_ids": targets, **more}
    return f.do(body, dice)


def test_the_list_holds_the_319_srd_spells_marked_as_2014() -> None:
    assert len(SPELLS.entries) == 319 and SPELLS.edition == "2014"
    fireball = SPELLS.get("Fireball")
    assert (fireball.level, fireball.save, fireball.half_on_success, fireball.damage["3"]) == (3, "dex", True, "8d6")
    assert SPELLS.get("flame-strike").damage_types == ("fire", "radiant")


def test_fireball_rolls_once_each_target_saves_and_the_slot_is_spent() -> None:
    f = ready()
    ev = cast(f, "Fireball", ["g1", "g2"], [6] * 8 + [1, 20])  # 48; g1 fails (1 + 2), g2 saves
    spell = one(ev, "dnd5e-2024.spell_cast")
    assert (spell.level, spell.slot_level, spell.target_ids) == (3, 3, ("g1", "g2"))
    assert spell.spell_list == "SRD 5.1 spells (the 2014 SRD)"
    head = one(ev, "dnd5e-2024.effect_resolved")
    assert (head.ability, head.dc, [o.saved for o in head.outcomes]) == ("dex", 13, [False, True])
    assert [d.total for d in of(ev, "dnd5e-2024.damage_resolved")] == [48, 12]  # g2: half, then resistant
    assert f.left("wiz", "slot_3") == 2


def test_a_higher_slot_deals_that_slots_damage() -> None:
    f = ready(spell_slots=[4, 3, 3, 1])
    ev = cast(f, "fireball", ["g1"], [1] * 9 + [1], slot_level=4)
    assert one(ev, "dnd5e-2024.effect_resolved").dice == ("9d6",) and f.left("wiz", "slot_4") == 0


def test_a_spell_attack_cantrip_scales_with_character_level_and_crits_double_its_dice() -> None:
    f = ready()
    ev = cast(f, "Fire Bolt", ["g1"], [20, 3, 4, 5, 6], caster_level=5)  # 2d10, doubled: 4d10
    hit = one(ev, "dnd5e-2024.attack_rolled")
    assert (hit.attack, hit.roll.modifier, hit.critical) == ("Fire Bolt", 5, True)
    assert one(ev, "dnd5e-2024.damage_resolved").total == 18 and f.left("wiz", "slot_1") == 4


def test_a_cantrips_level_follows_the_proficiency_bonus_when_not_given() -> None:
    f = ready(proficiency_bonus=3)
    ev = cast(f, "Fire Bolt", ["g1"], [10, 3, 4])  # PB 3: level 5, 2d10
    assert one(ev, "dnd5e-2024.damage_resolved").parts[0].dice == "2d10"


def test_sacred_flame_deals_nothing_on_a_save() -> None:
    f = ready()
    ev = cast(f, "Sacred Flame", ["g1", "g2"], [8, 1, 20])
    assert [o.damage for o in one(ev, "dnd5e-2024.effect_resolved").outcomes] == [8, 0]


def test_hold_person_paralyses_on_a_failed_save_while_the_caster_concentrates() -> None:
    f = ready()
    ev = cast(f, "Hold Person", ["g1"], [1])
    assert f.has("wiz", "concentrating") and one(ev, "dnd5e-2024.spell_cast").concentration is True
    held = f.c("g1").has("paralyzed")
    assert held is not None and held.lasts_while is not None and held.lasts_while.combatant_id == "wiz"
    assert held.expires.save is not None and held.expires.save.ability == "wis"
    f.do({"type": "dnd5e-2024.end_condition", "target_id": "wiz", "condition_id": "concentrating"})
    assert not f.has("g1", "paralyzed")


def test_cure_wounds_heals_its_dice_and_the_spellcasting_modifier() -> None:
    f = ready()
    f.do({"type": "apply_damage", "target_id": "g1", "amount": 20})
    ev = cast(f, "Cure Wounds", ["g1"], [5])  # 1d8 5 + MOD (5 − PB 2 = 3)
    assert one(ev, "healing_received").amount == 8 and f.left("g1", "hp") == 18


def test_magic_missile_takes_one_target_and_hits_without_a_roll() -> None:
    f = ready()
    ev = cast(f, "Magic Missile", ["g1"], [1, 2, 3])
    assert one(ev, "dnd5e-2024.damage_resolved").total == 9 and not of(ev, "dnd5e-2024.attack_rolled")
    with pytest.raises(InvalidCommand, match="name one target"):
        cast(ready(), "Magic Missile", ["g1", "g2"], [1, 2, 3])


def test_refusals_an_unknown_spell_another_level_a_caster_without_a_dc() -> None:
    with pytest.raises(SpellNotFound, match="no spell 'Firebal'"):
        cast(ready(), "Firebal", ["g1"], [])
    with pytest.raises(InvalidCommand, match="level 3 spell; cast it higher with slot_level"):
        cast(ready(), "Fireball", ["g1"], [], spell_level=4)
    with pytest.raises(InvalidCommand, match="spell_save_dc"):
        cast(ready(spell_save_dc=None), "Fireball", ["g1"], [])


def test_without_targets_a_spell_is_bookkeeping_at_the_lists_level() -> None:
    f = ready()
    ev = f.do({"type": "dnd5e-2024.cast_spell", "caster_id": "wiz", "spell": "Bless"})
    assert one(ev, "dnd5e-2024.spell_cast").level == 1 and f.has("wiz", "concentrating")
    assert f.left("wiz", "slot_1") == 3 and not of(ev, "dnd5e-2024.effect_resolved")
