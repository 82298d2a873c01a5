from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.option_info_kind import OptionInfoKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.option_info_default_type_3 import OptionInfoDefaultType3


T = TypeVar("T", bound="OptionInfo")


@_attrs_define
class OptionInfo:
    """One encounter option of a ruleset: its ``name``, JSON ``kind`` (boolean, integer,
    string), its ``default``, the ``choices`` when only some values are allowed, and the
    integer bounds ``minimum``/``maximum`` when it has them.

        Attributes:
            default (bool | int | None | OptionInfoDefaultType3 | str):
            kind (OptionInfoKind):
            name (str):
            choices (list[bool | int | None | str] | None | Unset):
            maximum (int | None | Unset):
            minimum (int | None | Unset):
    """

    default: bool | int | None | OptionInfoDefaultType3 | str
    kind: OptionInfoKind
    name: str
    choices: list[bool | int | None | str] | None | Unset = UNSET
    maximum: int | None | Unset = UNSET
    minimum: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.option_info_default_type_3 import OptionInfoDefaultType3  # noqa: PLC0415

        default: bool | dict[str, Any] | int | None | str
        if isinstance(self.default, OptionInfoDefaultType3):
            default = self.default.to_dict()
        else:
            default = self.default

        kind = self.kind.value

        name = self.name

        choices: list[bool | int | None | str] | None | Unset
        if isinstance(self.choices, Unset):
            choices = UNSET
        elif isinstance(self.choices, list):
            choices = []
            for choices_type_0_item_data in self.choices:
                choices_type_0_item: bool | int | None | str
                choices_type_0_item = choices_type_0_item_data
                choices.append(choices_type_0_item)

        else:
            choices = self.choices

        maximum: int | None | Unset
        if isinstance(self.maximum, Unset):
            maximum = UNSET
        else:
            maximum = self.maximum

        minimum: int | None | Unset
        if isinstance(self.minimum, Unset):
            minimum = UNSET
        else:
            minimum = self.minimum

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "default": default,
                "kind": kind,
                "name": name,
            }
        )
        if choices is not UNSET:
            field_dict["choices"] = choices
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if minimum is not UNSET:
            field_dict["minimum"] = minimum

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.option_info_default_type_3 import OptionInfoDefaultType3  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_default(data: object) -> bool | int | None | OptionInfoDefaultType3 | str:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                default_type_3 = OptionInfoDefaultType3.from_dict(data)

                return default_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(bool | int | None | OptionInfoDefaultType3 | str, data)

        default = _parse_default(d.pop("default"))

        kind = OptionInfoKind(d.pop("kind"))

        name = d.pop("name")

        def _parse_choices(data: object) -> list[bool | int | None | str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                choices_type_0 = []
                _choices_type_0 = data
                for choices_type_0_item_data in _choices_type_0:

                    def _parse_choices_type_0_item(data: object) -> bool | int | None | str:
                        if data is None:
                            return data
                        return cast(bool | int | None | str, data)

                    choices_type_0_item = _parse_choices_type_0_item(choices_type_0_item_data)

                    choices_type_0.append(choices_type_0_item)

                return choices_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[bool | int | None | str] | None | Unset, data)

        choices = _parse_choices(d.pop("choices", UNSET))

        def _parse_maximum(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        maximum = _parse_maximum(d.pop("maximum", UNSET))

        def _parse_minimum(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        minimum = _parse_minimum(d.pop("minimum", UNSET))

        option_info = cls(
            default=default,
            kind=kind,
            name=name,
            choices=choices,
            maximum=maximum,
            minimum=minimum,
        )

        option_info.additional_properties = d
        return option_info

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
