from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Senses")


@_attrs_define
class Senses:
    """Special senses in feet (0: none) and the passive Perception, as printed; shown to the
    GM, not enforced (Fray does not model light). Source: published 5e stat blocks.

        Attributes:
            blindsight_ft (int | Unset): feet Default: 0.
            darkvision_ft (int | Unset): feet Default: 0.
            passive_perception (int | None | Unset):
            tremorsense_ft (int | Unset): feet Default: 0.
            truesight_ft (int | Unset): feet Default: 0.
    """

    blindsight_ft: int | Unset = 0
    darkvision_ft: int | Unset = 0
    passive_perception: int | None | Unset = UNSET
    tremorsense_ft: int | Unset = 0
    truesight_ft: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        blindsight_ft = self.blindsight_ft

        darkvision_ft = self.darkvision_ft

        passive_perception: int | None | Unset
        if isinstance(self.passive_perception, Unset):
            passive_perception = UNSET
        else:
            passive_perception = self.passive_perception

        tremorsense_ft = self.tremorsense_ft

        truesight_ft = self.truesight_ft

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if blindsight_ft is not UNSET:
            field_dict["blindsight_ft"] = blindsight_ft
        if darkvision_ft is not UNSET:
            field_dict["darkvision_ft"] = darkvision_ft
        if passive_perception is not UNSET:
            field_dict["passive_perception"] = passive_perception
        if tremorsense_ft is not UNSET:
            field_dict["tremorsense_ft"] = tremorsense_ft
        if truesight_ft is not UNSET:
            field_dict["truesight_ft"] = truesight_ft

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        blindsight_ft = d.pop("blindsight_ft", UNSET)

        darkvision_ft = d.pop("darkvision_ft", UNSET)

        def _parse_passive_perception(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        passive_perception = _parse_passive_perception(d.pop("passive_perception", UNSET))

        tremorsense_ft = d.pop("tremorsense_ft", UNSET)

        truesight_ft = d.pop("truesight_ft", UNSET)

        senses = cls(
            blindsight_ft=blindsight_ft,
            darkvision_ft=darkvision_ft,
            passive_perception=passive_perception,
            tremorsense_ft=tremorsense_ft,
            truesight_ft=truesight_ft,
        )

        senses.additional_properties = d
        return senses

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
