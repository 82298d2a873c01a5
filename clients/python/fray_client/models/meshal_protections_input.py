from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.meshal_protections_input_immune_item import (
    MeshalProtectionsInputImmuneItem,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="MeshalProtectionsInput")


@_attrs_define
class MeshalProtectionsInput:
    """Physical, erosion and occult protection (below 0 is a weakness), and immunities.

    Attributes:
        erosion (int | Unset):  Default: 0.
        immune (list[MeshalProtectionsInputImmuneItem] | Unset):
        occult (int | Unset):  Default: 0.
        physical (int | Unset):  Default: 0.
    """

    erosion: int | Unset = 0
    immune: list[MeshalProtectionsInputImmuneItem] | Unset = UNSET
    occult: int | Unset = 0
    physical: int | Unset = 0

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
        immune: list[MeshalProtectionsInputImmuneItem] | Unset = UNSET
        if _immune is not UNSET:
            immune = []
            for immune_item_data in _immune:
                immune_item = MeshalProtectionsInputImmuneItem(immune_item_data)

                immune.append(immune_item)

        occult = d.pop("occult", UNSET)

        physical = d.pop("physical", UNSET)

        meshal_protections_input = cls(
            erosion=erosion,
            immune=immune,
            occult=occult,
            physical=physical,
        )

        return meshal_protections_input
