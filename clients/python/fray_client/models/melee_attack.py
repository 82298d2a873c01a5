from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MeleeAttack")


@_attrs_define
class MeleeAttack:
    """The attacker (whose turn it is) attacks the defender in melee: 2d6 + Melee Attack
    against 2d6 + Parry (§01, §03). ``flanking`` gives +1 (derived from the grid when both
    stand on it), ``target_prone`` +2 (also true when the defender has the prone condition);
    ``damage`` overrides the stat block's damage dice (a second weapon).

        Attributes:
            attacker_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            target_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['unlit-spires.melee_attack']):  Default: 'unlit-spires.melee_attack'.
            advantage (bool | Unset):  Default: False.
            damage (None | str | Unset):
            defender_advantage (bool | Unset):  Default: False.
            defender_disadvantage (bool | Unset):  Default: False.
            disadvantage (bool | Unset):  Default: False.
            flanking (bool | None | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            target_prone (bool | None | Unset):
    """

    attacker_id: str
    target_id: str
    type_: Literal["unlit-spires.melee_attack"] = "unlit-spires.melee_attack"
    advantage: bool | Unset = False
    damage: None | str | Unset = UNSET
    defender_advantage: bool | Unset = False
    defender_disadvantage: bool | Unset = False
    disadvantage: bool | Unset = False
    flanking: bool | None | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    target_prone: bool | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        attacker_id = self.attacker_id

        target_id = self.target_id

        type_ = self.type_

        advantage = self.advantage

        damage: None | str | Unset
        if isinstance(self.damage, Unset):
            damage = UNSET
        else:
            damage = self.damage

        defender_advantage = self.defender_advantage

        defender_disadvantage = self.defender_disadvantage

        disadvantage = self.disadvantage

        flanking: bool | None | Unset
        if isinstance(self.flanking, Unset):
            flanking = UNSET
        else:
            flanking = self.flanking

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
        if damage is not UNSET:
            field_dict["damage"] = damage
        if defender_advantage is not UNSET:
            field_dict["defender_advantage"] = defender_advantage
        if defender_disadvantage is not UNSET:
            field_dict["defender_disadvantage"] = defender_disadvantage
        if disadvantage is not UNSET:
            field_dict["disadvantage"] = disadvantage
        if flanking is not UNSET:
            field_dict["flanking"] = flanking
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if target_prone is not UNSET:
            field_dict["target_prone"] = target_prone

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attacker_id = d.pop("attacker_id")

        target_id = d.pop("target_id")

        type_ = cast(Literal["unlit-spires.melee_attack"], d.pop("type"))
        if type_ != "unlit-spires.melee_attack":
            raise ValueError(f"type must match const 'unlit-spires.melee_attack', got '{type_}'")

        advantage = d.pop("advantage", UNSET)

        def _parse_damage(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        damage = _parse_damage(d.pop("damage", UNSET))

        defender_advantage = d.pop("defender_advantage", UNSET)

        defender_disadvantage = d.pop("defender_disadvantage", UNSET)

        disadvantage = d.pop("disadvantage", UNSET)

        def _parse_flanking(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        flanking = _parse_flanking(d.pop("flanking", UNSET))

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

        melee_attack = cls(
            attacker_id=attacker_id,
            target_id=target_id,
            type_=type_,
            advantage=advantage,
            damage=damage,
            defender_advantage=defender_advantage,
            defender_disadvantage=defender_disadvantage,
            disadvantage=disadvantage,
            flanking=flanking,
            rolls=rolls,
            secret=secret,
            target_prone=target_prone,
        )

        return melee_attack
