from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MeshalPoolsInput")


@_attrs_define
class MeshalPoolsInput:
    """Dice in each pool when the creature joins, if not full (a creature already hurt).

    Attributes:
        activeness (int | None | Unset):
        might (int | None | Unset):
        spirit (int | None | Unset):
    """

    activeness: int | None | Unset = UNSET
    might: int | None | Unset = UNSET
    spirit: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        activeness: int | None | Unset
        if isinstance(self.activeness, Unset):
            activeness = UNSET
        else:
            activeness = self.activeness

        might: int | None | Unset
        if isinstance(self.might, Unset):
            might = UNSET
        else:
            might = self.might

        spirit: int | None | Unset
        if isinstance(self.spirit, Unset):
            spirit = UNSET
        else:
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

        def _parse_activeness(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        activeness = _parse_activeness(d.pop("activeness", UNSET))

        def _parse_might(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        might = _parse_might(d.pop("might", UNSET))

        def _parse_spirit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        spirit = _parse_spirit(d.pop("spirit", UNSET))

        meshal_pools_input = cls(
            activeness=activeness,
            might=might,
            spirit=spirit,
        )

        return meshal_pools_input
