from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.missile_attack_cover import MissileAttackCover
from ..types import UNSET, Unset

T = TypeVar("T", bound="MissileAttack")


@_attrs_define
class MissileAttack:
    """A shot or a throw on the attacker's turn (§04): 2d6 + Missile Attack − range against
    2d6 + Dodge + cover. ``distance_ft`` and ``enemy_within_5ft`` are needed only off the grid;
    ``cover`` none/half (+2)/three_quarters (+4)/total (cannot be shot); ``darkness`` gives the
    shooter disadvantage; ``weapon_range_ft`` overrides how far the weapon reaches.

        Attributes:
            attacker_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            target_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['unlit-spires.missile_attack']):  Default: 'unlit-spires.missile_attack'.
            advantage (bool | Unset):  Default: False.
            cover (MissileAttackCover | Unset):  Default: MissileAttackCover.NONE.
            damage (None | str | Unset):
            darkness (bool | Unset):  Default: False.
            defender_advantage (bool | Unset):  Default: False.
            defender_disadvantage (bool | Unset):  Default: False.
            disadvantage (bool | Unset):  Default: False.
            distance_ft (int | None | Unset):
            enemy_within_5ft (bool | None | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            target_prone (bool | None | Unset):
            weapon_range_ft (int | None | Unset):
    """

    attacker_id: str
    target_id: str
    type_: Literal["unlit-spires.missile_attack"] = "unlit-spires.missile_attack"
    advantage: bool | Unset = False
    cover: MissileAttackCover | Unset = MissileAttackCover.NONE
    damage: None | str | Unset = UNSET
    darkness: bool | Unset = False
    defender_advantage: bool | Unset = False
    defender_disadvantage: bool | Unset = False
    disadvantage: bool | Unset = False
    distance_ft: int | None | Unset = UNSET
    enemy_within_5ft: bool | None | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    target_prone: bool | None | Unset = UNSET
    weapon_range_ft: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        attacker_id = self.attacker_id

        target_id = self.target_id

        type_ = self.type_

        advantage = self.advantage

        cover: str | Unset = UNSET
        if not isinstance(self.cover, Unset):
            cover = self.cover.value

        damage: None | str | Unset
        if isinstance(self.damage, Unset):
            damage = UNSET
        else:
            damage = self.damage

        darkness = self.darkness

        defender_advantage = self.defender_advantage

        defender_disadvantage = self.defender_disadvantage

        disadvantage = self.disadvantage

        distance_ft: int | None | Unset
        if isinstance(self.distance_ft, Unset):
            distance_ft = UNSET
        else:
            distance_ft = self.distance_ft

        enemy_within_5ft: bool | None | Unset
        if isinstance(self.enemy_within_5ft, Unset):
            enemy_within_5ft = UNSET
        else:
            enemy_within_5ft = self.enemy_within_5ft

        rolls: list[int | list[int]] | None | Unset
        if isinstance(self.rolls, Unset):
            rolls = UNSET
        elif isinstance(self.rolls, list):
            rolls = []
            for rolls_type_0_item_data in self.rolls:
                rolls_type_0_item: int | list[int]
                if isinstance(rolls_type_0_item_data, list):
                    rolls_type_0_item = rolls_type_0_item_data

                else:
                    rolls_type_0_item = rolls_type_0_item_data
                rolls.append(rolls_type_0_item)

        else:
            rolls = self.rolls

        secret = self.secret

        target_prone: bool | None | Unset
        if isinstance(self.target_prone, Unset):
            target_prone = UNSET
        else:
            target_prone = self.target_prone

        weapon_range_ft: int | None | Unset
        if isinstance(self.weapon_range_ft, Unset):
            weapon_range_ft = UNSET
        else:
            weapon_range_ft = self.weapon_range_ft

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker_id": attacker_id,
                "target_id": target_id,
                "type": type_,
            }
        )
        if advantage is not UNSET:
            field_dict["advantage"] = advantage
        if cover is not UNSET:
            field_dict["cover"] = cover
        if damage is not UNSET:
            field_dict["damage"] = damage
        if darkness is not UNSET:
            field_dict["darkness"] = darkness
        if defender_advantage is not UNSET:
            field_dict["defender_advantage"] = defender_advantage
        if defender_disadvantage is not UNSET:
            field_dict["defender_disadvantage"] = defender_disadvantage
        if disadvantage is not UNSET:
            field_dict["disadvantage"] = disadvantage
        if distance_ft is not UNSET:
            field_dict["distance_ft"] = distance_ft
        if enemy_within_5ft is not UNSET:
            field_dict["enemy_within_5ft"] = enemy_within_5ft
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if target_prone is not UNSET:
            field_dict["target_prone"] = target_prone
        if weapon_range_ft is not UNSET:
            field_dict["weapon_range_ft"] = weapon_range_ft

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attacker_id = d.pop("attacker_id")

        target_id = d.pop("target_id")

        type_ = cast(Literal["unlit-spires.missile_attack"], d.pop("type"))
        if type_ != "unlit-spires.missile_attack":
            raise ValueError(f"type must match const 'unlit-spires.missile_attack', got '{type_}'")

        advantage = d.pop("advantage", UNSET)

        _cover = d.pop("cover", UNSET)
        cover: MissileAttackCover | Unset
        if isinstance(_cover, Unset):
            cover = UNSET
        else:
            cover = MissileAttackCover(_cover)

        def _parse_damage(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        damage = _parse_damage(d.pop("damage", UNSET))

        darkness = d.pop("darkness", UNSET)

        defender_advantage = d.pop("defender_advantage", UNSET)

        defender_disadvantage = d.pop("defender_disadvantage", UNSET)

        disadvantage = d.pop("disadvantage", UNSET)

        def _parse_distance_ft(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        distance_ft = _parse_distance_ft(d.pop("distance_ft", UNSET))

        def _parse_enemy_within_5ft(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        enemy_within_5ft = _parse_enemy_within_5ft(d.pop("enemy_within_5ft", UNSET))

        def _parse_rolls(data: object) -> list[int | list[int]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rolls_type_0 = []
                _rolls_type_0 = data
                for rolls_type_0_item_data in _rolls_type_0:

                    def _parse_rolls_type_0_item(data: object) -> int | list[int]:
                        try:
                            if not isinstance(data, list):
                                raise TypeError()
                            rolls_type_0_item_type_1 = cast(list[int], data)

                            return rolls_type_0_item_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(int | list[int], data)

                    rolls_type_0_item = _parse_rolls_type_0_item(rolls_type_0_item_data)

                    rolls_type_0.append(rolls_type_0_item)

                return rolls_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int | list[int]] | None | Unset, data)

        rolls = _parse_rolls(d.pop("rolls", UNSET))

        secret = d.pop("secret", UNSET)

        def _parse_target_prone(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        target_prone = _parse_target_prone(d.pop("target_prone", UNSET))

        def _parse_weapon_range_ft(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        weapon_range_ft = _parse_weapon_range_ft(d.pop("weapon_range_ft", UNSET))

        missile_attack = cls(
            attacker_id=attacker_id,
            target_id=target_id,
            type_=type_,
            advantage=advantage,
            cover=cover,
            damage=damage,
            darkness=darkness,
            defender_advantage=defender_advantage,
            defender_disadvantage=defender_disadvantage,
            disadvantage=disadvantage,
            distance_ft=distance_ft,
            enemy_within_5ft=enemy_within_5ft,
            rolls=rolls,
            secret=secret,
            target_prone=target_prone,
            weapon_range_ft=weapon_range_ft,
        )

        return missile_attack
