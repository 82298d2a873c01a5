from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.saving_throw_ability_type_0 import SavingThrowAbilityType0
from ..models.saving_throw_cover import SavingThrowCover
from ..types import UNSET, Unset

T = TypeVar("T", bound="SavingThrow")


@_attrs_define
class SavingThrow:
    """A saving throw of ``ability`` against ``dc``. ``condition_id``: the condition it is
    for; a success ends it. Against a "save ends" condition the save is the condition's own
    (its stored ability and DC: leave them out, or state the same ones) and answers its
    pending ``save_due`` prompt, once. ``cover`` adds to DEX saves.

        Attributes:
            combatant_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['dnd5e-2024.saving_throw']):  Default: 'dnd5e-2024.saving_throw'.
            ability (None | SavingThrowAbilityType0 | Unset):
            advantage (list[str] | Unset): why: each reason counts once; any advantage and any disadvantage cancel
            condition_id (None | str | Unset):
            cover (SavingThrowCover | Unset):  Default: SavingThrowCover.NONE.
            dc (int | None | Unset):
            disadvantage (list[str] | Unset): why: each reason counts once; any advantage and any disadvantage cancel
            purpose (str | Unset):  Default: ''.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
    """

    combatant_id: str
    type_: Literal["dnd5e-2024.saving_throw"] = "dnd5e-2024.saving_throw"
    ability: None | SavingThrowAbilityType0 | Unset = UNSET
    advantage: list[str] | Unset = UNSET
    condition_id: None | str | Unset = UNSET
    cover: SavingThrowCover | Unset = SavingThrowCover.NONE
    dc: int | None | Unset = UNSET
    disadvantage: list[str] | Unset = UNSET
    purpose: str | Unset = ""
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        type_ = self.type_

        ability: None | str | Unset
        if isinstance(self.ability, Unset):
            ability = UNSET
        elif isinstance(self.ability, SavingThrowAbilityType0):
            ability = self.ability.value
        else:
            ability = self.ability

        advantage: list[str] | Unset = UNSET
        if not isinstance(self.advantage, Unset):
            advantage = self.advantage

        condition_id: None | str | Unset
        if isinstance(self.condition_id, Unset):
            condition_id = UNSET
        else:
            condition_id = self.condition_id

        cover: str | Unset = UNSET
        if not isinstance(self.cover, Unset):
            cover = self.cover.value

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "combatant_id": combatant_id,
                "type": type_,
            }
        )
        if ability is not UNSET:
            field_dict["ability"] = ability
        if advantage is not UNSET:
            field_dict["advantage"] = advantage
        if condition_id is not UNSET:
            field_dict["condition_id"] = condition_id
        if cover is not UNSET:
            field_dict["cover"] = cover
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

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        type_ = cast(Literal["dnd5e-2024.saving_throw"], d.pop("type"))
        if type_ != "dnd5e-2024.saving_throw":
            raise ValueError(f"type must match const 'dnd5e-2024.saving_throw', got '{type_}'")

        def _parse_ability(data: object) -> None | SavingThrowAbilityType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ability_type_0 = SavingThrowAbilityType0(data)

                return ability_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SavingThrowAbilityType0 | Unset, data)

        ability = _parse_ability(d.pop("ability", UNSET))

        advantage = cast(list[str], d.pop("advantage", UNSET))

        def _parse_condition_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        condition_id = _parse_condition_id(d.pop("condition_id", UNSET))

        _cover = d.pop("cover", UNSET)
        cover: SavingThrowCover | Unset
        if isinstance(_cover, Unset):
            cover = UNSET
        else:
            cover = SavingThrowCover(_cover)

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

        saving_throw = cls(
            combatant_id=combatant_id,
            type_=type_,
            ability=ability,
            advantage=advantage,
            condition_id=condition_id,
            cover=cover,
            dc=dc,
            disadvantage=disadvantage,
            purpose=purpose,
            rolls=rolls,
            secret=secret,
        )

        return saving_throw
