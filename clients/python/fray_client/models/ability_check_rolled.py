from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.d20_roll import D20Roll


T = TypeVar("T", bound="AbilityCheckRolled")


@_attrs_define
class AbilityCheckRolled:
    """An ability check (``skill`` if any) against ``dc`` (None: a contest, or the GM judges).

    Attributes:
        ability (str):
        combatant_id (str):
        roll (D20Roll): One d20 test: every ``dice`` rolled (two with advantage or disadvantage), the ``kept``
            face, the reasons for ``advantage`` and ``disadvantage``, the ``modifier`` (all bonuses,
            exhaustion included) and the ``total``; those two are null for a reader who may not see
            the roller's stat block (``fray.policy.visibility``).
        type_ (Literal['dnd5e-2024.ability_check_rolled']):  Default: 'dnd5e-2024.ability_check_rolled'.
        dc (int | None | Unset):
        purpose (str | Unset):  Default: ''.
        skill (None | str | Unset):
        success (bool | None | Unset):
    """

    ability: str
    combatant_id: str
    roll: D20Roll
    type_: Literal["dnd5e-2024.ability_check_rolled"] = "dnd5e-2024.ability_check_rolled"
    dc: int | None | Unset = UNSET
    purpose: str | Unset = ""
    skill: None | str | Unset = UNSET
    success: bool | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ability = self.ability

        combatant_id = self.combatant_id

        roll = self.roll.to_dict()

        type_ = self.type_

        dc: int | None | Unset
        if isinstance(self.dc, Unset):
            dc = UNSET
        else:
            dc = self.dc

        purpose = self.purpose

        skill: None | str | Unset
        if isinstance(self.skill, Unset):
            skill = UNSET
        else:
            skill = self.skill

        success: bool | None | Unset
        if isinstance(self.success, Unset):
            success = UNSET
        else:
            success = self.success

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ability": ability,
                "combatant_id": combatant_id,
                "roll": roll,
                "type": type_,
            }
        )
        if dc is not UNSET:
            field_dict["dc"] = dc
        if purpose is not UNSET:
            field_dict["purpose"] = purpose
        if skill is not UNSET:
            field_dict["skill"] = skill
        if success is not UNSET:
            field_dict["success"] = success

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.d20_roll import D20Roll  # noqa: PLC0415

        d = dict(src_dict)
        ability = d.pop("ability")

        combatant_id = d.pop("combatant_id")

        roll = D20Roll.from_dict(d.pop("roll"))

        type_ = cast(Literal["dnd5e-2024.ability_check_rolled"], d.pop("type"))
        if type_ != "dnd5e-2024.ability_check_rolled":
            raise ValueError(f"type must match const 'dnd5e-2024.ability_check_rolled', got '{type_}'")

        def _parse_dc(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        dc = _parse_dc(d.pop("dc", UNSET))

        purpose = d.pop("purpose", UNSET)

        def _parse_skill(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        skill = _parse_skill(d.pop("skill", UNSET))

        def _parse_success(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        success = _parse_success(d.pop("success", UNSET))

        ability_check_rolled = cls(
            ability=ability,
            combatant_id=combatant_id,
            roll=roll,
            type_=type_,
            dc=dc,
            purpose=purpose,
            skill=skill,
            success=success,
        )

        ability_check_rolled.additional_properties = d
        return ability_check_rolled

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
