from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SaveOutcome")


@_attrs_define
class SaveOutcome:
    """One target of a forced save: whether it ``saved``, the hit points of ``damage`` the
    effect dealt it (after halving and its defences), the ``conditions`` it got and those
    ``not_applied`` (it is immune, or has them already).

        Attributes:
            saved (bool):
            target_id (str):
            conditions (list[str] | Unset):
            damage (int | Unset):  Default: 0.
            not_applied (list[str] | Unset):
    """

    saved: bool
    target_id: str
    conditions: list[str] | Unset = UNSET
    damage: int | Unset = 0
    not_applied: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        saved = self.saved

        target_id = self.target_id

        conditions: list[str] | Unset = UNSET
        if not isinstance(self.conditions, Unset):
            conditions = self.conditions

        damage = self.damage

        not_applied: list[str] | Unset = UNSET
        if not isinstance(self.not_applied, Unset):
            not_applied = self.not_applied

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "saved": saved,
                "target_id": target_id,
            }
        )
        if conditions is not UNSET:
            field_dict["conditions"] = conditions
        if damage is not UNSET:
            field_dict["damage"] = damage
        if not_applied is not UNSET:
            field_dict["not_applied"] = not_applied

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        saved = d.pop("saved")

        target_id = d.pop("target_id")

        conditions = cast(list[str], d.pop("conditions", UNSET))

        damage = d.pop("damage", UNSET)

        not_applied = cast(list[str], d.pop("not_applied", UNSET))

        save_outcome = cls(
            saved=saved,
            target_id=target_id,
            conditions=conditions,
            damage=damage,
            not_applied=not_applied,
        )

        save_outcome.additional_properties = d
        return save_outcome

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
