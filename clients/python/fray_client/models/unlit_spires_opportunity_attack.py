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

T = TypeVar("T", bound="UnlitSpiresOpportunityAttack")


@_attrs_define
class UnlitSpiresOpportunityAttack:
    """A reaction (§03): ``reactor_id`` strikes ``target_id``, who is leaving its reach on the
    runner's turn. A full contest: Melee Attack against the runner's Parry. Once per round per
    reactor. On the grid the runner must be within reach now or have started its latest move
    within reach.

        Attributes:
            reactor_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            target_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['unlit-spires.opportunity_attack']):  Default: 'unlit-spires.opportunity_attack'.
            advantage (bool | Unset):  Default: False.
            damage (None | str | Unset):
            defender_advantage (bool | Unset):  Default: False.
            defender_disadvantage (bool | Unset):  Default: False.
            disadvantage (bool | Unset):  Default: False.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
    """

    reactor_id: str
    target_id: str
    type_: Literal["unlit-spires.opportunity_attack"] = "unlit-spires.opportunity_attack"
    advantage: bool | Unset = False
    damage: None | str | Unset = UNSET
    defender_advantage: bool | Unset = False
    defender_disadvantage: bool | Unset = False
    disadvantage: bool | Unset = False
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        reactor_id = self.reactor_id

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reactor_id": reactor_id,
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
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reactor_id = d.pop("reactor_id")

        target_id = d.pop("target_id")

        type_ = cast(Literal["unlit-spires.opportunity_attack"], d.pop("type"))
        if type_ != "unlit-spires.opportunity_attack":
            raise ValueError(f"type must match const 'unlit-spires.opportunity_attack', got '{type_}'")

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

        unlit_spires_opportunity_attack = cls(
            reactor_id=reactor_id,
            target_id=target_id,
            type_=type_,
            advantage=advantage,
            damage=damage,
            defender_advantage=defender_advantage,
            defender_disadvantage=defender_disadvantage,
            disadvantage=disadvantage,
            rolls=rolls,
            secret=secret,
        )

        return unlit_spires_opportunity_attack
