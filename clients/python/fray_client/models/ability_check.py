from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.ability_check_ability import AbilityCheckAbility
from ..types import UNSET, Unset

T = TypeVar("T", bound="AbilityCheck")


@_attrs_define
class AbilityCheck:
    """An ability check of ``ability`` (``skill`` if any) against ``dc`` (none: the GM judges).
    Costs nothing: the action that calls for it is sent on its own. ``by_sight``: a
    Perception check that relies on sight (the default); ``balance``: a DEX check made to
    keep one's balance (both matter to 003 Lingering Injuries).

        Attributes:
            ability (AbilityCheckAbility):
            combatant_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['dnd5e-2024.ability_check']):  Default: 'dnd5e-2024.ability_check'.
            advantage (list[str] | Unset): why: each reason counts once; any advantage and any disadvantage cancel
            balance (bool | Unset):  Default: False.
            by_sight (bool | Unset):  Default: True.
            dc (int | None | Unset):
            disadvantage (list[str] | Unset): why: each reason counts once; any advantage and any disadvantage cancel
            purpose (str | Unset):  Default: ''.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            skill (None | str | Unset):
    """

    ability: AbilityCheckAbility
    combatant_id: str
    type_: Literal["dnd5e-2024.ability_check"] = "dnd5e-2024.ability_check"
    advantage: list[str] | Unset = UNSET
    balance: bool | Unset = False
    by_sight: bool | Unset = True
    dc: int | None | Unset = UNSET
    disadvantage: list[str] | Unset = UNSET
    purpose: str | Unset = ""
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    skill: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ability = self.ability.value

        combatant_id = self.combatant_id

        type_ = self.type_

        advantage: list[str] | Unset = UNSET
        if not isinstance(self.advantage, Unset):
            advantage = self.advantage

        balance = self.balance

        by_sight = self.by_sight

        dc: int | None | Unset
        if isinstance(self.dc, Unset):
            dc = UNSET
        else:
            dc = self.dc

        disadvantage: list[str] | Unset = UNSET
        if not isinstance(self.disadvantage, Unset):
            disadvantage = self.disadvantage

        purpose = self.purpose

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

        skill: None | str | Unset
        if isinstance(self.skill, Unset):
            skill = UNSET
        else:
            skill = self.skill

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ability": ability,
                "combatant_id": combatant_id,
                "type": type_,
            }
        )
        if advantage is not UNSET:
            field_dict["advantage"] = advantage
        if balance is not UNSET:
            field_dict["balance"] = balance
        if by_sight is not UNSET:
            field_dict["by_sight"] = by_sight
        if dc is not UNSET:
            field_dict["dc"] = dc
        if disadvantage is not UNSET:
            field_dict["disadvantage"] = disadvantage
        if purpose is not UNSET:
            field_dict["purpose"] = purpose
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if skill is not UNSET:
            field_dict["skill"] = skill

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ability = AbilityCheckAbility(d.pop("ability"))

        combatant_id = d.pop("combatant_id")

        type_ = cast(Literal["dnd5e-2024.ability_check"], d.pop("type"))
        if type_ != "dnd5e-2024.ability_check":
            raise ValueError(f"type must match const 'dnd5e-2024.ability_check', got '{type_}'")

        advantage = cast(list[str], d.pop("advantage", UNSET))

        balance = d.pop("balance", UNSET)

        by_sight = d.pop("by_sight", UNSET)

        def _parse_dc(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        dc = _parse_dc(d.pop("dc", UNSET))

        disadvantage = cast(list[str], d.pop("disadvantage", UNSET))

        purpose = d.pop("purpose", UNSET)

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

        def _parse_skill(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        skill = _parse_skill(d.pop("skill", UNSET))

        ability_check = cls(
            ability=ability,
            combatant_id=combatant_id,
            type_=type_,
            advantage=advantage,
            balance=balance,
            by_sight=by_sight,
            dc=dc,
            disadvantage=disadvantage,
            purpose=purpose,
            rolls=rolls,
            secret=secret,
            skill=skill,
        )

        return ability_check
