from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.meshal_protections_immune_item import MeshalProtectionsImmuneItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="MeshalProtections")


@_attrs_define
class MeshalProtections:
    """Physical, erosion (侵蚀) and occult (灵异) protection, and attack types it is immune to.

    Attributes:
        erosion (int | Unset):  Default: 0.
        immune (list[MeshalProtectionsImmuneItem] | Unset):
        occult (int | Unset):  Default: 0.
        physical (int | Unset):  Default: 0.
    """

    erosion: int | Unset = 0
    immune: list[MeshalProtectionsImmuneItem] | Unset = UNSET
    occult: int | Unset = 0
    physical: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        erosion = self.erosion

        immune: list[str] | Unset = UNSET
        if not isinstance(self.immune, Unset):
            immune = []
            for immune_item_data in self.immune:
                immune_item = immune_item_data.value
                immune.append(immune_item)

        occult = self.occult

        physical = self.physical

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if erosion is not UNSET:
            field_dict["erosion"] = erosion
        if immune is not UNSET:
            field_dict["immune"] = immune
        if occult is not UNSET:
            field_dict["occult"] = occult
        if physical is not UNSET:
            field_dict["physical"] = physical

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        erosion = d.pop("erosion", UNSET)

        _immune = d.pop("immune", UNSET)
        immune: list[MeshalProtectionsImmuneItem] | Unset = UNSET
        if _immune is not UNSET:
            immune = []
            for immune_item_data in _immune:
                immune_item = MeshalProtectionsImmuneItem(immune_item_data)

                immune.append(immune_item)

        occult = d.pop("occult", UNSET)

        physical = d.pop("physical", UNSET)

        meshal_protections = cls(
            erosion=erosion,
            immune=immune,
            occult=occult,
            physical=physical,
        )

        meshal_protections.additional_properties = d
        return meshal_protections

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
