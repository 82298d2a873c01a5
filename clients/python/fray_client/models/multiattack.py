from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.multiattack_part import MultiattackPart


T = TypeVar("T", bound="Multiattack")


@_attrs_define
class Multiattack:
    """A monster's Multiattack as printed (``description``) and as ``options``: each option a
    list of parts ("one with its bite and two with its claws" is one option of two parts).
    The rules count its attacks through ``attacks_per_action`` (the most attacks an option
    makes); which attacks are made is the GM's reading of the options. Source: published 5e
    stat blocks (SRD 5.1, MM 2024 Multiattack).

        Attributes:
            description (str | Unset):  Default: ''.
            options (list[list[MultiattackPart]] | Unset):
    """

    description: str | Unset = ""
    options: list[list[MultiattackPart]] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        options: list[list[dict[str, Any]]] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = []
            for options_item_data in self.options:
                options_item = []
                for options_item_item_data in options_item_data:
                    options_item_item = options_item_item_data.to_dict()
                    options_item.append(options_item_item)

                options.append(options_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if description is not UNSET:
            field_dict["description"] = description
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.multiattack_part import MultiattackPart  # noqa: PLC0415

        d = dict(src_dict)
        description = d.pop("description", UNSET)

        _options = d.pop("options", UNSET)
        options: list[list[MultiattackPart]] | Unset = UNSET
        if _options is not UNSET:
            options = []
            for options_item_data in _options:
                options_item = []
                _options_item = options_item_data
                for options_item_item_data in _options_item:
                    options_item_item = MultiattackPart.from_dict(options_item_item_data)

                    options_item.append(options_item_item)

                options.append(options_item)

        multiattack = cls(
            description=description,
            options=options,
        )

        multiattack.additional_properties = d
        return multiattack

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
