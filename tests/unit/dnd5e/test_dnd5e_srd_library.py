"""The SRD 5.1 creatures as Fray's 5e rules play them (issue 20): every converted block joins
an encounter through the strict request type and attacks once where it has an attack; a
sample checked against the printed stat blocks (SRD 5.1); save actions, the saves a hit forces,
Recharge and Multiattack played with exact dice."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
from tests.unit.dnd5e.dnd5e_fight import Fight, fighter, goblin, of, one

from fray.domain.decide import decide
from fray.domain.dice import SecureDice
from fray.domain.errors import RuleViolation
from fray.domain.events import EncounterCreated, Event
from fray.domain.evolve import evolve
from fray.domain.library import CreatureEntry
from fray.domain.state import EncounterState
from fray.rules.dnd5e_2024.creatures import LIBRARY
from fray.rules.dnd5e_2024.events import Dnd5eCombatantAdded
from fray.rules.dnd5e_2024.ruleset import DND5E_2024
from fray.rules.dnd5e_2024.stats import Dnd5eStats

ENTRIES = LIBRARY.entries


def block(creature: str, **over: Any) -> dict[str, Any]:
    """The library's block of ``creature`` as a request body states it (with ``over``)."""
    raw = msgspec.to_builtins(LIBRARY.get(creature).stats)
    raw.pop("ruleset")
    return {**raw, **over}


def stats(creature: str) -> Dnd5eStats:
    s = LIBRARY.get(creature).stats
    assert isinstance(s, Dnd5eStats)
    return s


def test_the_library_holds_the_334_srd_creatures_with_names_types_and_challenge() -> None:
    assert len(ENTRIES) == 334
    assert len({e.id for e in ENTRIES}) == 334
    assert all(e.name and e.type and e.challenge_rating is not None for e in ENTRIES)
    assert {e.challenge_rating for e in ENTRIES} >= {"0", "1/8", "1/4", "1/2", "1", "17", "30"}
    assert all(isinstance(e.stats, Dnd5eStats) and e.stats.library is not None for e in ENTRIES)


def _fold(state: EncounterState, events: list[Event]) -> EncounterState:
    for e in events:
        state = evolve(state, e, state.version + 1, DND5E_2024)
    return state


def _send(state: EncounterState, body: dict[str, Any]) -> tuple[EncounterState, list[Event]]:
    from tests.unit.dnd5e.dnd5e_fight import CommandUnion

    events = decide(state, msgspec.convert(body, CommandUnion), SecureDice(), DND5E_2024)
    return _fold(state, events), events


@pytest.mark.parametrize("entry", ENTRIES, ids=[e.id for e in ENTRIES])
def test_every_creature_joins_and_attacks_once_through_the_rules(entry: CreatureEntry) -> None:
    """Any dice: whatever comes up, the events fold (the creature's block is one the rules
    take as a request, with every attack and save action usable)."""
    state = _fold(EncounterState(), [EncounterCreated(encounter_id="e", ruleset="dnd5e-2024", name="t")])
    body = block(entry.id)
    state, _ = _send(
        state, {"type": "dnd5e-2024.add_combatant", "name": entry.name, "combatant_id": "m", "stats": body}
    )
    target = fighter(hp_max=5000, ac=5)
    state, _ = _send(state, {"type": "dnd5e-2024.add_combatant", "name": "Dummy", "combatant_id": "d", "stats": target})
    state, _ = _send(state, {"type": "set_initiative", "combatant_id": "m", "initiative": 30})
    state, _ = _send(state, {"type": "set_initiative", "combatant_id": "d", "initiative": 1})
    state, _ = _send(state, {"type": "advance_turn"})
    assert state.turn == "m"
    s = entry.stats
    assert isinstance(s, Dnd5eStats)
    assert state.combatants["m"].resources["hp"].current == s.hp_max
    if s.attacks:
        a = s.attacks[0]
        more = {"distance_ft": 5} if a.ranged and a.reach_ft is None else {}
        state, events = _send(
            state,
            {"type": "dnd5e-2024.attack", "attacker_id": "m", "target_id": "d", "attack": a.name, **more},
        )
        assert len(of(events, "dnd5e-2024.attack_rolled")) == 1
    elif s.save_actions:
        x = s.save_actions[0]
        state, events = _send(
            state, {"type": "dnd5e-2024.use_action", "combatant_id": "m", "action": x.name, "target_ids": ["d"]}
        )
        assert one(events, "dnd5e-2024.effect_resolved").dc == x.save.dc


@pytest.mark.parametrize(
    ("creature", "ac", "hp", "formula", "attack", "to_hit", "damage"),
    [
        ("goblin", 15, 7, "2d6", "Scimitar", 4, [("1d6", 2, "slashing")]),
        ("adult-red-dragon", 19, 256, "19d12+133", "Bite", 14, [("2d10", 8, "piercing"), ("2d6", 0, "fire")]),
        ("lich", 17, 135, "18d8+54", "Paralyzing Touch", 12, [("3d6", 0, "cold")]),
        ("ogre", 11, 59, "7d10+21", "Greatclub", 6, [("2d8", 4, "bludgeoning")]),
        ("orc", 13, 15, "2d8+6", "Greataxe", 5, [("1d12", 3, "slashing")]),
        ("zombie", 8, 22, "3d8+9", "Slam", 3, [("1d6", 1, "bludgeoning")]),
        ("skeleton", 13, 13, "2d8+4", "Shortsword", 4, [("1d6", 2, "piercing")]),
        ("owlbear", 13, 59, "7d10+21", "Claws", 7, [("2d8", 5, "slashing")]),
        ("tarrasque", 25, 676, "33d20+330", "Bite", 19, [("4d12", 10, "piercing")]),
        ("wolf", 13, 11, "2d8+2", "Bite", 4, [("2d4", 2, "piercing")]),
        ("cat", 12, 2, "1d4", "Claws", 0, [("", 1, "slashing")]),
    ],
)
def test_a_sample_matches_the_printed_stat_blocks(
    creature: str, ac: int, hp: int, formula: str, attack: str, to_hit: int, damage: list[tuple[str, int, str]]
) -> None:
    s = stats(creature)
    assert (s.ac, s.hp_max, s.hp_formula) == (ac, hp, formula)
    a = next(x for x in s.attacks if x.name == attack)
    assert a.to_hit == to_hit
    assert [(p.dice, p.bonus, p.type) for p in a.damage] == damage


MULTIATTACKS = [
    # (creature, what SRD 5.1 prints, its options as "Action xN" parts, attacks per action)
    (
        "veteran",
        "two longsword attacks. If it has a shortsword drawn, it can also make a shortsword attack",
        [["Longsword x2"], ["Longsword x2", "Shortsword x1"]],
        3,
    ),
    (
        "half-red-dragon-veteran",
        "If it has a shortsword drawn, it can also make a shortsword attack",
        [["Longsword x2"], ["Longsword x2", "Shortsword x1"]],
        3,
    ),
    (
        "chuul",
        "two pincer attacks. If the chuul is grappling a creature, the chuul can also use its tentacles once",
        [["Pincer x2"], ["Pincer x2", "Tentacles x1"]],
        2,
    ),
    (
        "centaur",
        "two attacks: one with its pike and one with its hooves or two with its longbow",
        [["Pike x1", "Hooves x1"], ["Longbow x2"]],
        2,
    ),
    ("efreeti", "two scimitar attacks or uses its Hurl Flame twice", [["Scimitar x2"], ["Hurl Flame x2"]], 2),
    (
        "lamia",
        "two attacks: one with its claws and one with its dagger or Intoxicating Touch",
        [["Claws x1", "Dagger x1"], ["Claws x1", "Intoxicating Touch x1"]],
        2,
    ),
    (
        "manticore",
        "three attacks: one with its bite and two with its claws or three with its tail spikes",
        [["Bite x1", "Claw x2"], ["Tail Spike x3"]],
        3,
    ),
    (
        "medusa",
        "one with its snake hair and two with its shortsword--or two ranged attacks with its longbow",
        [["Snake Hair x1", "Shortsword x2"], ["Longbow x2"]],
        3,
    ),
    (
        "merrow",
        "two attacks: one with its bite and one with its claws or harpoon",
        [["Bite x1", "Claws x1"], ["Bite x1", "Harpoon x1"]],
        2,
    ),
    ("scout", "two melee attacks or two ranged attacks", [["Shortsword x2"], ["Longbow x2"]], 2),
    (
        "wight",
        "two longbow attacks. It can use its Life Drain in place of one longsword attack",
        [["Longsword x2"], ["Longbow x2"], ["Life Drain x1", "Longsword x1"]],
        2,
    ),
]
"""Multiattacks with "If … can also" or "or" options, each against SRD 5.1's words (the
veteran's 5e-bits record says Longsword x2 + Shortsword x2, one option of 4 attacks)."""


@pytest.mark.parametrize(("creature", "printed", "options", "per_action"), MULTIATTACKS)
def test_multiattack_options_say_what_the_srd_prints(
    creature: str, printed: str, options: list[list[str]], per_action: int
) -> None:
    s = stats(creature)
    assert s.multiattack is not None
    assert printed in s.multiattack.description
    assert [[f"{p.action} x{p.count}" for p in o] for o in s.multiattack.options] == options
    assert s.attacks_per_action == per_action


def test_the_adult_red_dragon_block_in_full() -> None:
    """SRD 5.1 Adult Red Dragon: STR 27 DEX 10 CON 25 INT 16 WIS 13 CHA 21; saves DEX +6 CON
    +13 WIS +7 CHA +11; Perception +13, Stealth +6; fire immunity; 40 ft., climb 40, fly 80;
    blindsight 60, darkvision 120, passive 23; CR 17; Multiattack (Frightful Presence, bite,
    two claws); Fire Breath DC 21 DEX, 18d6 fire, half on a success, Recharge 5–6."""
    from fray.rules.dnd5e_2024.stats import save_bonus

    s = stats("adult-red-dragon")
    ab = s.abilities
    assert (ab.str, ab.dex, ab.con, ab.int, ab.wis, ab.cha) == (27, 10, 25, 16, 13, 21)
    assert [save_bonus(s, a) for a in ("dex", "con", "wis", "cha")] == [6, 13, 7, 11]
    assert s.skills == {"perception": 13, "stealth": 6}
    assert (s.immunities, s.size, s.challenge_rating, s.xp, s.proficiency_bonus) == (("fire",), "huge", "17", 18000, 6)
    assert (s.speed_ft, s.climb_ft, s.fly_ft) == (40, 40, 80)
    assert (s.senses.blindsight_ft, s.senses.darkvision_ft, s.senses.passive_perception) == (60, 120, 23)
    assert s.attacks_per_action == 3
    assert [(p.action, p.count) for p in s.multiattack.options[0]] == [  # type: ignore[union-attr]  # the dragon has one
        ("Frightful Presence", 1),
        ("Bite", 1),
        ("Claw", 2),
    ]
    breath = next(x for x in s.save_actions if x.name == "Fire Breath")
    assert (breath.save.ability, breath.save.dc, breath.save.half_on_success, breath.recharge) == ("dex", 21, True, 5)
    assert [(p.dice, p.type) for p in breath.save.damage] == [("18d6", "fire")]
    assert (breath.area, breath.multiattack) == ("60-foot cone", "no")
    fear = next(x for x in s.save_actions if x.name == "Frightful Presence")
    assert (fear.save.ability, fear.save.dc, fear.save.conditions, fear.save.duration, fear.multiattack) == (
        "wis",
        19,
        ("frightened",),
        "save_ends",
        "extra",
    )
    assert next(a for a in s.attacks if a.name == "Tail").reach_ft == 15


def test_the_lich_spellcasting_defences_and_its_touch() -> None:
    """SRD 5.1 Lich: spell save DC 20, +12 to hit with spells, slots 4/3/3/3/3/1/1/1/1;
    resistant to cold, lightning, necrotic; immune to poison; nonmagical B/P/S listed, not
    applied; Paralyzing Touch forces a DC 18 CON save or paralyzed, save ends."""
    s = stats("lich")
    assert (s.spell_save_dc, s.spell_attack_bonus, s.spell_slots) == (20, 12, (4, 3, 3, 3, 3, 1, 1, 1, 1))
    assert (s.resistances, s.immunities) == (("cold", "lightning", "necrotic"), ("poison",))
    assert s.special_defences == ("immunity: bludgeoning, piercing, and slashing from nonmagical weapons",)
    assert set(s.condition_immunities) == {"charmed", "exhaustion", "frightened", "paralyzed", "poisoned"}
    touch = s.attacks[0].on_hit
    assert touch is not None and (touch.ability, touch.dc, touch.conditions, touch.duration) == (
        "con",
        18,
        ("paralyzed",),
        "save_ends",
    )


def test_ranged_thrown_versatile_and_bonus_action_grants_are_read() -> None:
    bow = next(a for a in stats("goblin").attacks if a.name == "Shortbow")
    assert (bow.reach_ft, bow.range_ft) == (None, (80, 320))
    assert stats("goblin").bonus_action_grants == ("disengage", "hide")
    spear = next(a for a in stats("guard").attacks if a.name == "Spear")
    assert (spear.thrown, spear.reach_ft, spear.range_ft) == (True, 5, (20, 60))
    two = next(a for a in stats("guard").attacks if a.name == "Spear (two-handed)")
    assert [(p.dice, p.bonus) for p in two.damage] == [("1d8", 1)]


def ready(monster: str, *, target: dict[str, Any] | None = None, second: bool = False) -> Fight:
    """``monster`` (id m) and a fighter Ana (optionally Bo too), the monster's turn."""
    f = Fight()
    f.add("m", block(monster))
    f.add("ana", target or fighter(hp_max=200))
    if second:
        f.add("bo", fighter(hp_max=200, resistances=["fire"]))
    for cid, n in (("m", 30), ("ana", 20), ("bo", 10)):
        if cid in f.state.combatants:
            f.do({"type": "set_initiative", "combatant_id": cid, "initiative": n})
    f.advance()
    assert f.state.turn == "m"
    return f


def test_fire_breath_rolls_once_halves_on_a_save_then_resistance_and_must_recharge() -> None:
    f = ready("adult-red-dragon", second=True)
    dice = [6] * 18 + [3, 19]  # 18d6 = 108; Ana's DEX save 3 + 2 fails, Bo's 19 + 2 succeeds
    ev = f.do(
        {
            "type": "dnd5e-2024.use_action",
            "combatant_id": "m",
            "action": "Fire Breath",
            "target_ids": ["ana", "bo"],
        },
        dice,
    )
    head = one(ev, "dnd5e-2024.effect_resolved")
    assert head.faces == ((6,) * 18,) and [o.saved for o in head.outcomes] == [False, True]
    hurt = of(ev, "dnd5e-2024.damage_resolved")
    assert [d.total for d in hurt] == [108, 27]  # Bo: half (54), then resistant to fire (27)
    assert f.left("m", "recharge_fire_breath") == 0 and f.left("m", "action") == 0


def test_recharge_is_a_d6_at_the_start_of_the_monsters_turn() -> None:
    f = ready("hell-hound")
    body = {"type": "dnd5e-2024.use_action", "combatant_id": "m", "action": "Fire Breath", "target_ids": ["ana"]}
    f.do(body, [1] * 6 + [20])
    f.do({"type": "advance_turn"})  # Ana
    ev = f.do({"type": "advance_turn"}, [4])  # the hound: 4 < 5
    assert one(ev, "dnd5e-2024.recharge_rolled").recharged is False
    with pytest.raises(RuleViolation, match="has not recharged"):
        f.do(body, [1] * 6 + [20])
    f.do({"type": "advance_turn"})
    ev = f.do({"type": "advance_turn"}, [5])
    assert one(ev, "dnd5e-2024.recharge_rolled").recharged is True
    assert f.left("m", "recharge_fire_breath") == 1


def test_frightful_presence_goes_with_the_three_attacks_once_a_turn() -> None:
    f = ready("adult-red-dragon", target=fighter(hp_max=500, ac=1))
    fear = {"type": "dnd5e-2024.use_action", "combatant_id": "m", "action": "Frightful Presence", "target_ids": ["ana"]}
    ev = f.do(fear, [1])  # Ana's WIS save 1 - 1 fails: frightened, save ends
    assert f.has("ana", "frightened:m") and f.left("m", "action") == 0
    assert one(ev, "dnd5e-2024.effect_resolved").outcomes[0].conditions == ("frightened",)
    for name, dice in (("Bite", [10, 1, 1, 1, 1]), ("Claw", [10, 1, 1]), ("Claw", [10, 1, 1])):
        f.attack("m", "ana", name, dice)
    assert f.left("m", "attacks_left") == 0
    with pytest.raises(RuleViolation, match="already used Frightful Presence"):
        f.do(fear, [1])


def test_the_chimera_breathes_in_place_of_one_of_its_three_attacks() -> None:
    f = ready("chimera", target=fighter(hp_max=500, ac=1))
    breath = {"type": "dnd5e-2024.use_action", "combatant_id": "m", "action": "Fire Breath", "target_ids": ["ana"]}
    f.do(breath, [1] * 7 + [20])
    assert f.left("m", "attacks_left") == 2 and f.left("m", "action") == 0
    f.attack("m", "ana", "Horns", [10, 1])
    f.attack("m", "ana", "Claws", [10, 1, 1])
    with pytest.raises(RuleViolation, match="no attacks left"):
        f.attack("m", "ana", "Bite", [10, 1, 1])


def test_a_ghouls_claws_paralyse_on_a_failed_save_until_a_save_ends_it() -> None:
    f = ready("ghoul")
    ev = f.attack("m", "ana", "Claws", [19, 2, 2, 3])  # hit; 2d4 2+2 + 2; Ana's CON save 3 + 2 < 10
    head = one(ev, "dnd5e-2024.effect_resolved")
    assert (head.dc, head.outcomes[0].saved, head.outcomes[0].conditions) == (10, False, ("paralyzed",))
    assert one(ev, "dnd5e-2024.damage_resolved").total == 6
    k = f.c("ana").has("paralyzed")
    assert k is not None and k.expires.save is not None and (k.expires.save.ability, k.expires.save.dc) == ("con", 10)


def test_the_assassins_poison_lands_with_the_hit_and_halves_on_a_save() -> None:
    f = ready("assassin")
    ev = f.attack("m", "ana", "Shortsword", [19, 4] + [6] * 7 + [20])  # 1d6 4 + 3; 7d6 42 halved: 21
    d = one(ev, "dnd5e-2024.damage_resolved")
    assert [(p.type, p.final, p.halved) for p in d.parts] == [("piercing", 7, False), ("poison", 21, True)]
    assert d.total == 28 and f.left("ana", "hp") == 200 - 28


def test_a_condition_the_target_is_immune_to_does_not_land_and_is_said() -> None:
    f = ready("ghoul", target=goblin(hp_max=50, ac=1, condition_immunities=["paralyzed"]))
    ev = f.attack("m", "ana", "Claws", [19, 1, 1, 1])
    o = one(ev, "dnd5e-2024.effect_resolved").outcomes[0]
    assert (o.saved, o.conditions, o.not_applied) == (False, (), ("paralyzed",))
    assert not f.has("ana", "paralyzed")


def test_a_save_action_takes_the_action_when_no_multiattack_names_it() -> None:
    f = ready("adult-red-dragon", target=fighter(hp_max=500, ac=1))
    f.attack("m", "ana", "Bite", [10, 1, 1, 1, 1])
    with pytest.raises(RuleViolation, match="no action left"):
        f.do(
            {"type": "dnd5e-2024.use_action", "combatant_id": "m", "action": "Fire Breath", "target_ids": ["ana"]},
            [1] * 18 + [1],
        )


def test_use_action_names_the_save_actions_the_block_has() -> None:
    from fray.domain.errors import InvalidCommand

    f = ready("goblin")
    with pytest.raises(InvalidCommand, match=r"no save action 'Scimitar'.*attacks are made with"):
        f.do({"type": "dnd5e-2024.use_action", "combatant_id": "m", "action": "Scimitar", "target_ids": ["ana"]})


def test_the_library_rules_events_are_registered() -> None:
    tags = {t.__struct_config__.tag for t in DND5E_2024.events}
    assert {"dnd5e-2024.effect_resolved", "dnd5e-2024.recharge_rolled"} <= tags


def test_a_later_change_of_the_library_changes_no_fold(monkeypatch: pytest.MonkeyPatch) -> None:
    """The event carries the whole resolved block: folding the same events after the library
    changed gives the same state; only a new add reads the new library."""
    f = Fight()
    events = f.do({"type": "dnd5e-2024.add_combatant", "creature": "goblin", "count": 2})
    before = f.state
    changed = tuple(
        msgspec.structs.replace(e, stats=msgspec.structs.replace(e.stats, ac=30)) if e.id == "goblin" else e
        for e in LIBRARY.entries
    )
    monkeypatch.setitem(LIBRARY.__dict__, "entries", changed)
    monkeypatch.delitem(LIBRARY.__dict__, "_by_key", raising=False)
    again = _fold(_fold(EncounterState(), [EncounterCreated(encounter_id="e", ruleset="dnd5e-2024", name="t")]), events)
    assert again.combatants == before.combatants
    assert again.combatants["goblin-1"].stats.ac == 15
    f.do({"type": "dnd5e-2024.add_combatant", "creature": "goblin"})
    assert f.c("goblin-3").stats.ac == 30


def test_rolled_hit_points_use_the_formula_once_per_creature() -> None:
    f = Fight()
    ev = f.do(
        {"type": "dnd5e-2024.add_combatant", "creature": "goblin", "count": 2, "hit_points": "rolled"}, [1, 1, 6, 5]
    )
    rolls = [e.hit_points_roll for e in ev if isinstance(e, Dnd5eCombatantAdded)]
    assert [r.total for r in rolls if r is not None] == [2, 11]
    assert (f.c("goblin-1").resources["hp"].maximum, f.c("goblin-2").stats.hp_max) == (2, 11)


def test_rolled_hit_points_never_fall_below_one() -> None:
    f = Fight()
    [added] = f.do({"type": "dnd5e-2024.add_combatant", "creature": "bat", "hit_points": "rolled"}, [1])
    assert isinstance(added, Dnd5eCombatantAdded) and added.hit_points_roll is not None
    assert (added.hit_points_roll.formula, added.hit_points_roll.total) == ("1d4-1", 1)


def test_recharges_and_daily_uses_are_tracks_the_creature_joins_with() -> None:
    f = Fight()
    f.do({"type": "dnd5e-2024.add_combatant", "creature": "adult-brass-dragon"})
    res = f.c("adult-brass-dragon").resources
    assert res["recharge_breath_weapons"].maximum == 1  # Fire Breath and Sleep Breath share it
    assert "recharge_fire_breath" not in res and "recharge_sleep_breath" not in res
