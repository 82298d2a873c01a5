from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.multiattack_part_in import MultiattackPartIn


T = TypeVar("T", bound="MultiattackIn")


@_attrs_define
class MultiattackIn:
    """A Multiattack as a request states it.

    Attributes:
        description (str | Unset):  Default: ''.
        options (list[list[MultiattackPartIn]] | Unset):
    """

    description: str | Unset = ""
    options: list[list[MultiattackPartIn]] | Unset = UNSET

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

        field_dict.update({})
        if description is not UNSET:
            field_dict["description"] = description
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.multiattack_part_in import MultiattackPartIn  # noqa: PLC0415

        d = dict(src_dict)
        description = d.pop("description", UNSET)

        _options = d.pop("options", UNSET)
        options: list[list[MultiattackPartIn]] | Unset = UNSET
        if _options is not UNSET:
            options = []
            for options_item_data in _options:
                options_item = []
                _options_item = options_item_data
                for options_item_item_data in _options_item:
                    options_item_item = MultiattackPartIn.from_dict(options_item_item_data)

                    options_item.append(options_item_item)

                options.append(options_item)

        multiattack_in = cls(
            description=description,
            options=options,
        )

        return multiattack_in
