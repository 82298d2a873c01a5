from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.score import Score


T = TypeVar("T", bound="HeroBuild")


@_attrs_define
class HeroBuild:
    """A hero's derived numbers: six scores, speed (ft), magic points, absorb, damage, hp.

    Attributes:
        absorb (int):
        can_cast (bool):
        damage (str):
        dodge (Score): A score and the parts it was summed from (``total == sum(p.value for p in parts)``).
        highest_spell_level (int | None):
        hp (int):
        magic_attack (Score): A score and the parts it was summed from (``total == sum(p.value for p in parts)``).
        max_magic_points (Score): A score and the parts it was summed from (``total == sum(p.value for p in parts)``).
        melee_attack (Score): A score and the parts it was summed from (``total == sum(p.value for p in parts)``).
        missile_attack (Score): A score and the parts it was summed from (``total == sum(p.value for p in parts)``).
        parry (Score): A score and the parts it was summed from (``total == sum(p.value for p in parts)``).
        speed (Score): A score and the parts it was summed from (``total == sum(p.value for p in parts)``).
        speed_ft (int):
        ward (Score): A score and the parts it was summed from (``total == sum(p.value for p in parts)``).
    """

    absorb: int
    can_cast: bool
    damage: str
    dodge: Score
    highest_spell_level: int | None
    hp: int
    magic_attack: Score
    max_magic_points: Score
    melee_attack: Score
    missile_attack: Score
    parry: Score
    speed: Score
    speed_ft: int
    ward: Score
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        absorb = self.absorb

        can_cast = self.can_cast

        damage = self.damage

        dodge = self.dodge.to_dict()

        highest_spell_level: int | None
        highest_spell_level = self.highest_spell_level

        hp = self.hp

        magic_attack = self.magic_attack.to_dict()

        max_magic_points = self.max_magic_points.to_dict()

        melee_attack = self.melee_attack.to_dict()

        missile_attack = self.missile_attack.to_dict()

        parry = self.parry.to_dict()

        speed = self.speed.to_dict()

        speed_ft = self.speed_ft

        ward = self.ward.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "absorb": absorb,
                "can_cast": can_cast,
                "damage": damage,
                "dodge": dodge,
                "highest_spell_level": highest_spell_level,
                "hp": hp,
                "magic_attack": magic_attack,
                "max_magic_points": max_magic_points,
                "melee_attack": melee_attack,
                "missile_attack": missile_attack,
                "parry": parry,
                "speed": speed,
                "speed_ft": speed_ft,
                "ward": ward,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.score import Score  # noqa: PLC0415

        d = dict(src_dict)
        absorb = d.pop("absorb")

        can_cast = d.pop("can_cast")

        damage = d.pop("damage")

        dodge = Score.from_dict(d.pop("dodge"))

        def _parse_highest_spell_level(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        highest_spell_level = _parse_highest_spell_level(d.pop("highest_spell_level"))

        hp = d.pop("hp")

        magic_attack = Score.from_dict(d.pop("magic_attack"))

        max_magic_points = Score.from_dict(d.pop("max_magic_points"))

        melee_attack = Score.from_dict(d.pop("melee_attack"))

        missile_attack = Score.from_dict(d.pop("missile_attack"))

        parry = Score.from_dict(d.pop("parry"))

        speed = Score.from_dict(d.pop("speed"))

        speed_ft = d.pop("speed_ft")

        ward = Score.from_dict(d.pop("ward"))

        hero_build = cls(
            absorb=absorb,
            can_cast=can_cast,
            damage=damage,
            dodge=dodge,
            highest_spell_level=highest_spell_level,
            hp=hp,
            magic_attack=magic_attack,
            max_magic_points=max_magic_points,
            melee_attack=melee_attack,
            missile_attack=missile_attack,
            parry=parry,
            speed=speed,
            speed_ft=speed_ft,
            ward=ward,
        )

        hero_build.additional_properties = d
        return hero_build

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
