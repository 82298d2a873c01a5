from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.spires_stats_kind import SpiresStatsKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="SpiresStats")


@_attrs_define
class SpiresStats:
    """Tagged ``"ruleset": "unlit-spires"`` so a client tells stat blocks apart (blocks stored
    before the tag read as they are: msgspec takes a missing tag where one struct is expected).
    Six scores (§02–§05, §11), absorb (§06), speed in feet (§07), damage per hit as dice
    (``"1d6+3"``), DEX score (initiative and its ties, §01), and the hero's level or the
    monster's hit dice. ``reach_ft`` is how far its melee reaches (5 ft unless the weapon says
    otherwise); ``missile_range_ft`` the farthest its missile weapon reaches (None: 120 ft, so
    no very long shots, §04). ``last_dawn_day`` is bookkeeping, not a score: the last
    campaign day whose dawn it saw (First Light or a dead valley's), so First Light comes
    "once a day" (§08) and one day has one dawn.

        Attributes:
            absorb (int):
            damage (str):
            dexterity (int):
            dodge (int):
            kind (SpiresStatsKind):
            level (int):
            magic_attack (int):
            melee_attack (int):
            missile_attack (int):
            parry (int):
            ruleset (Literal['unlit-spires']):  Default: 'unlit-spires'.
            speed_ft (int):
            ward (int):
            attacks_per_turn (int | Unset):  Default: 1.
            can_cast (bool | Unset):  Default: False.
            highest_spell_level (int | None | Unset):
            last_dawn_day (int | None | Unset):
            missile_range_ft (int | None | Unset):
            reach_ft (int | Unset):  Default: 5.
    """

    absorb: int
    damage: str
    dexterity: int
    dodge: int
    kind: SpiresStatsKind
    level: int
    magic_attack: int
    melee_attack: int
    missile_attack: int
    parry: int
    speed_ft: int
    ward: int
    ruleset: Literal["unlit-spires"] = "unlit-spires"
    attacks_per_turn: int | Unset = 1
    can_cast: bool | Unset = False
    highest_spell_level: int | None | Unset = UNSET
    last_dawn_day: int | None | Unset = UNSET
    missile_range_ft: int | None | Unset = UNSET
    reach_ft: int | Unset = 5
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        absorb = self.absorb

        damage = self.damage

        dexterity = self.dexterity

        dodge = self.dodge

        kind = self.kind.value

        level = self.level

        magic_attack = self.magic_attack

        melee_attack = self.melee_attack

        missile_attack = self.missile_attack

        parry = self.parry

        ruleset = self.ruleset

        speed_ft = self.speed_ft

        ward = self.ward

        attacks_per_turn = self.attacks_per_turn

        can_cast = self.can_cast

        highest_spell_level: int | None | Unset
        if isinstance(self.highest_spell_level, Unset):
            highest_spell_level = UNSET
        else:
            highest_spell_level = self.highest_spell_level

        last_dawn_day: int | None | Unset
        if isinstance(self.last_dawn_day, Unset):
            last_dawn_day = UNSET
        else:
            last_dawn_day = self.last_dawn_day

        missile_range_ft: int | None | Unset
        if isinstance(self.missile_range_ft, Unset):
            missile_range_ft = UNSET
        else:
            missile_range_ft = self.missile_range_ft

        reach_ft = self.reach_ft

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "absorb": absorb,
                "damage": damage,
                "dexterity": dexterity,
                "dodge": dodge,
                "kind": kind,
                "level": level,
                "magic_attack": magic_attack,
                "melee_attack": melee_attack,
                "missile_attack": missile_attack,
                "parry": parry,
                "ruleset": ruleset,
                "speed_ft": speed_ft,
                "ward": ward,
            }
        )
        if attacks_per_turn is not UNSET:
            field_dict["attacks_per_turn"] = attacks_per_turn
        if can_cast is not UNSET:
            field_dict["can_cast"] = can_cast
        if highest_spell_level is not UNSET:
            field_dict["highest_spell_level"] = highest_spell_level
        if last_dawn_day is not UNSET:
            field_dict["last_dawn_day"] = last_dawn_day
        if missile_range_ft is not UNSET:
            field_dict["missile_range_ft"] = missile_range_ft
        if reach_ft is not UNSET:
            field_dict["reach_ft"] = reach_ft

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        absorb = d.pop("absorb")

        damage = d.pop("damage")

        dexterity = d.pop("dexterity")

        dodge = d.pop("dodge")

        kind = SpiresStatsKind(d.pop("kind"))

        level = d.pop("level")

        magic_attack = d.pop("magic_attack")

        melee_attack = d.pop("melee_attack")

        missile_attack = d.pop("missile_attack")

        parry = d.pop("parry")

        ruleset = cast(Literal["unlit-spires"], d.pop("ruleset"))
        if ruleset != "unlit-spires":
            raise ValueError(f"ruleset must match const 'unlit-spires', got '{ruleset}'")

        speed_ft = d.pop("speed_ft")

        ward = d.pop("ward")

        attacks_per_turn = d.pop("attacks_per_turn", UNSET)

        can_cast = d.pop("can_cast", UNSET)

        def _parse_highest_spell_level(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        highest_spell_level = _parse_highest_spell_level(d.pop("highest_spell_level", UNSET))

        def _parse_last_dawn_day(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        last_dawn_day = _parse_last_dawn_day(d.pop("last_dawn_day", UNSET))

        def _parse_missile_range_ft(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        missile_range_ft = _parse_missile_range_ft(d.pop("missile_range_ft", UNSET))

        reach_ft = d.pop("reach_ft", UNSET)

        spires_stats = cls(
            absorb=absorb,
            damage=damage,
            dexterity=dexterity,
            dodge=dodge,
            kind=kind,
            level=level,
            magic_attack=magic_attack,
            melee_attack=melee_attack,
            missile_attack=missile_attack,
            parry=parry,
            ruleset=ruleset,
            speed_ft=speed_ft,
            ward=ward,
            attacks_per_turn=attacks_per_turn,
            can_cast=can_cast,
            highest_spell_level=highest_spell_level,
            last_dawn_day=last_dawn_day,
            missile_range_ft=missile_range_ft,
            reach_ft=reach_ft,
        )

        spires_stats.additional_properties = d
        return spires_stats

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
