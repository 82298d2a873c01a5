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

from ..types import UNSET, Unset

T = TypeVar("T", bound="SaveDue")


@_attrs_define
class SaveDue:
    """A "save ends" save against ``condition_id`` on ``combatant_id`` is due now (a turn
    boundary of the bearer, see ``Expiry.save``); ``ability`` and ``dc`` are copied from it.
    Folded as a marker condition ``save_due:<condition_id>`` on the bearer, which ends when
    the save is made (the ruleset ends it) or the condition ends (the core ends it).

        Attributes:
            combatant_id (str):
            condition_id (str):
            type_ (Literal['save_due']):  Default: 'save_due'.
            ability (str | Unset):  Default: ''.
            dc (int | Unset):  Default: 0.
    """

    combatant_id: str
    condition_id: str
    type_: Literal["save_due"] = "save_due"
    ability: str | Unset = ""
    dc: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        condition_id = self.condition_id

        type_ = self.type_

        ability = self.ability

        dc = self.dc

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "condition_id": condition_id,
                "type": type_,
            }
        )
        if ability is not UNSET:
            field_dict["ability"] = ability
        if dc is not UNSET:
            field_dict["dc"] = dc

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        condition_id = d.pop("condition_id")

        type_ = cast(Literal["save_due"], d.pop("type"))
        if type_ != "save_due":
            raise ValueError(f"type must match const 'save_due', got '{type_}'")

        ability = d.pop("ability", UNSET)

        dc = d.pop("dc", UNSET)

        save_due = cls(
            combatant_id=combatant_id,
            condition_id=condition_id,
            type_=type_,
            ability=ability,
            dc=dc,
        )

        save_due.additional_properties = d
        return save_due

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
