from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DiceTerm")


@_attrs_define
class DiceTerm:
    """``count`` dice of ``sides`` faces, of which ``keep`` are kept (None: all), the highest
    unless ``lowest``; ``sign`` −1 when the term is subtracted.

        Attributes:
            count (int):
            sides (int):
            keep (int | None | Unset):
            lowest (bool | Unset):  Default: False.
            sign (int | Unset):  Default: 1.
    """

    count: int
    sides: int
    keep: int | None | Unset = UNSET
    lowest: bool | Unset = False
    sign: int | Unset = 1
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        sides = self.sides

        keep: int | None | Unset
        if isinstance(self.keep, Unset):
            keep = UNSET
        else:
            keep = self.keep

        lowest = self.lowest

        sign = self.sign

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "count": count,
                "sides": sides,
            }
        )
        if keep is not UNSET:
            field_dict["keep"] = keep
        if lowest is not UNSET:
            field_dict["lowest"] = lowest
        if sign is not UNSET:
            field_dict["sign"] = sign

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        sides = d.pop("sides")

        def _parse_keep(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        keep = _parse_keep(d.pop("keep", UNSET))

        lowest = d.pop("lowest", UNSET)

        sign = d.pop("sign", UNSET)

        dice_term = cls(
            count=count,
            sides=sides,
            keep=keep,
            lowest=lowest,
            sign=sign,
        )

        dice_term.additional_properties = d
        return dice_term

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
