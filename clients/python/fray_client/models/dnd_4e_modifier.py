from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.dnd_4e_modifier_type import Dnd4EModifierType
from ..types import UNSET, Unset

T = TypeVar("T", bound="Dnd4EModifier")


@_attrs_define
class Dnd4EModifier:
    """A bonus (``value`` > 0) or penalty (``value`` < 0) from ``source`` (the power, feat,
    item, feature or condition that gives it, by name). ``type`` is the bonus type; penalties
    are untyped. ``applies_to`` names what it modifies (``"attack"``, ``"damage"``, a defence
    such as ``"ac"``, or ``"defences"`` for all four); empty: whatever it is handed to.

        Attributes:
            source (str):
            value (int):
            applies_to (list[str] | Unset):
            type_ (Dnd4EModifierType | Unset):  Default: Dnd4EModifierType.UNTYPED.
    """

    source: str
    value: int
    applies_to: list[str] | Unset = UNSET
    type_: Dnd4EModifierType | Unset = Dnd4EModifierType.UNTYPED
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        source = self.source

        value = self.value

        applies_to: list[str] | Unset = UNSET
        if not isinstance(self.applies_to, Unset):
            applies_to = self.applies_to

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "source": source,
                "value": value,
            }
        )
        if applies_to is not UNSET:
            field_dict["applies_to"] = applies_to
        if type_ is not UNSET:
            field_dict["type"] = type_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        source = d.pop("source")

        value = d.pop("value")

        applies_to = cast(list[str], d.pop("applies_to", UNSET))

        _type_ = d.pop("type", UNSET)
        type_: Dnd4EModifierType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = Dnd4EModifierType(_type_)

        dnd_4e_modifier = cls(
            source=source,
            value=value,
            applies_to=applies_to,
            type_=type_,
        )

        dnd_4e_modifier.additional_properties = d
        return dnd_4e_modifier

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
