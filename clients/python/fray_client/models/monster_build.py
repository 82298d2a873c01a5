from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.monster_build_kind import MonsterBuildKind

if TYPE_CHECKING:
    from ..models.score import Score


T = TypeVar("T", bound="MonsterBuild")


@_attrs_define
class MonsterBuild:
    """A monster's numbers: six scores with parts, hp, damage per attack, absorb, speeds.

    Attributes:
        absorb (int):
        attacks_per_turn (int):
        damage (str):
        dodge (Score): A score and the parts it was summed from (``total == sum(p.value for p in parts)``).
        fly_speed_ft (int | None):
        hit_dice (int):
        hit_dice_step (int):
        hit_die (str):
        hp (int):
        hp_expression (str):
        kind (MonsterBuildKind):
        magic_attack (Score): A score and the parts it was summed from (``total == sum(p.value for p in parts)``).
        melee_attack (Score): A score and the parts it was summed from (``total == sum(p.value for p in parts)``).
        missile_attack (Score): A score and the parts it was summed from (``total == sum(p.value for p in parts)``).
        name (str):
        parry (Score): A score and the parts it was summed from (``total == sum(p.value for p in parts)``).
        speed_ft (int):
        ward (Score): A score and the parts it was summed from (``total == sum(p.value for p in parts)``).
    """

    absorb: int
    attacks_per_turn: int
    damage: str
    dodge: Score
    fly_speed_ft: int | None
    hit_dice: int
    hit_dice_step: int
    hit_die: str
    hp: int
    hp_expression: str
    kind: MonsterBuildKind
    magic_attack: Score
    melee_attack: Score
    missile_attack: Score
    name: str
    parry: Score
    speed_ft: int
    ward: Score
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        absorb = self.absorb

        attacks_per_turn = self.attacks_per_turn

        damage = self.damage

        dodge = self.dodge.to_dict()

        fly_speed_ft: int | None
        fly_speed_ft = self.fly_speed_ft

        hit_dice = self.hit_dice

        hit_dice_step = self.hit_dice_step

        hit_die = self.hit_die

        hp = self.hp

        hp_expression = self.hp_expression

        kind = self.kind.value

        magic_attack = self.magic_attack.to_dict()

        melee_attack = self.melee_attack.to_dict()

        missile_attack = self.missile_attack.to_dict()

        name = self.name

        parry = self.parry.to_dict()

        speed_ft = self.speed_ft

        ward = self.ward.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "absorb": absorb,
                "attacks_per_turn": attacks_per_turn,
                "damage": damage,
                "dodge": dodge,
                "fly_speed_ft": fly_speed_ft,
                "hit_dice": hit_dice,
                "hit_dice_step": hit_dice_step,
                "hit_die": hit_die,
                "hp": hp,
                "hp_expression": hp_expression,
                "kind": kind,
                "magic_attack": magic_attack,
                "melee_attack": melee_attack,
                "missile_attack": missile_attack,
                "name": name,
                "parry": parry,
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

        attacks_per_turn = d.pop("attacks_per_turn")

        damage = d.pop("damage")

        dodge = Score.from_dict(d.pop("dodge"))

        def _parse_fly_speed_ft(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        fly_speed_ft = _parse_fly_speed_ft(d.pop("fly_speed_ft"))

        hit_dice = d.pop("hit_dice")

        hit_dice_step = d.pop("hit_dice_step")

        hit_die = d.pop("hit_die")

        hp = d.pop("hp")

        hp_expression = d.pop("hp_expression")

        kind = MonsterBuildKind(d.pop("kind"))

        magic_attack = Score.from_dict(d.pop("magic_attack"))

        melee_attack = Score.from_dict(d.pop("melee_attack"))

        missile_attack = Score.from_dict(d.pop("missile_attack"))

        name = d.pop("name")

        parry = Score.from_dict(d.pop("parry"))

        speed_ft = d.pop("speed_ft")

        ward = Score.from_dict(d.pop("ward"))

        monster_build = cls(
            absorb=absorb,
            attacks_per_turn=attacks_per_turn,
            damage=damage,
            dodge=dodge,
            fly_speed_ft=fly_speed_ft,
            hit_dice=hit_dice,
            hit_dice_step=hit_dice_step,
            hit_die=hit_die,
            hp=hp,
            hp_expression=hp_expression,
            kind=kind,
            magic_attack=magic_attack,
            melee_attack=melee_attack,
            missile_attack=missile_attack,
            name=name,
            parry=parry,
            speed_ft=speed_ft,
            ward=ward,
        )

        monster_build.additional_properties = d
        return monster_build

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
