from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.encounter_summary_role import EncounterSummaryRole
from ..types import UNSET, Unset

T = TypeVar("T", bound="EncounterSummary")


@_attrs_define
class EncounterSummary:
    """One encounter in a list, with the caller's ``role`` in it.

    Attributes:
        created_at (str):
        encounter_id (str):
        name (str):
        ruleset (str):
        role (EncounterSummaryRole | Unset):  Default: EncounterSummaryRole.GM.
        version (int | Unset):  Default: 0.
    """

    created_at: str
    encounter_id: str
    name: str
    ruleset: str
    role: EncounterSummaryRole | Unset = EncounterSummaryRole.GM
    version: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        encounter_id = self.encounter_id

        name = self.name

        ruleset = self.ruleset

        role: str | Unset = UNSET
        if not isinstance(self.role, Unset):
            role = self.role.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "encounter_id": encounter_id,
                "name": name,
                "ruleset": ruleset,
            }
        )
        if role is not UNSET:
            field_dict["role"] = role
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        encounter_id = d.pop("encounter_id")

        name = d.pop("name")

        ruleset = d.pop("ruleset")

        _role = d.pop("role", UNSET)
        role: EncounterSummaryRole | Unset
        if isinstance(_role, Unset):
            role = UNSET
        else:
            role = EncounterSummaryRole(_role)

        version = d.pop("version", UNSET)

        encounter_summary = cls(
            created_at=created_at,
            encounter_id=encounter_id,
            name=name,
            ruleset=ruleset,
            role=role,
            version=version,
        )

        encounter_summary.additional_properties = d
        return encounter_summary

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
