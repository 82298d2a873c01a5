from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MeshalPartsInput")


@_attrs_define
class MeshalPartsInput:
    """Temporary parts of the scores (abilities, items), added to the base parts.

    Attributes:
        activeness (int | Unset):  Default: 0.
        might (int | Unset):  Default: 0.
        spirit (int | Unset):  Default: 0.
    """

    activeness: int | Unset = 0
    might: int | Unset = 0
    spirit: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        activeness = self.activeness

        might = self.might

        spirit = self.spirit

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if activeness is not UNSET:
            field_dict["activeness"] = activeness
        if might is not UNSET:
            field_dict["might"] = might
        if spirit is not UNSET:
            field_dict["spirit"] = spirit

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        activeness = d.pop("activeness", UNSET)

        might = d.pop("might", UNSET)

        spirit = d.pop("spirit", UNSET)

        meshal_parts_input = cls(
            activeness=activeness,
            might=might,
            spirit=spirit,
        )

        return meshal_parts_input
