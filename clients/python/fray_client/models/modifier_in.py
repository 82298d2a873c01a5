from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.modifier_in_applies_to_item import ModifierInAppliesToItem
from ..models.modifier_in_type import ModifierInType
from ..types import UNSET, Unset

T = TypeVar("T", bound="ModifierIn")


@_attrs_define
class ModifierIn:
    """A typed bonus (or penalty) as a request states it: ``value``, its ``source`` (bonuses
    of one source do not stack), its bonus ``type`` and what it ``applies_to`` (empty:
    whatever it is listed under).

        Attributes:
            source (str):
            value (int):
            applies_to (list[ModifierInAppliesToItem] | Unset):
            type_ (ModifierInType | Unset):  Default: ModifierInType.UNTYPED.
    """

    source: str
    value: int
    applies_to: list[ModifierInAppliesToItem] | Unset = UNSET
    type_: ModifierInType | Unset = ModifierInType.UNTYPED

    def to_dict(self) -> dict[str, Any]:
        source = self.source

        value = self.value

        applies_to: list[str] | Unset = UNSET
        if not isinstance(self.applies_to, Unset):
            applies_to = []
            for applies_to_item_data in self.applies_to:
                applies_to_item = applies_to_item_data.value
                applies_to.append(applies_to_item)

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value

        field_dict: dict[str, Any] = {}

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

        _applies_to = d.pop("applies_to", UNSET)
        applies_to: list[ModifierInAppliesToItem] | Unset = UNSET
        if _applies_to is not UNSET:
            applies_to = []
            for applies_to_item_data in _applies_to:
                applies_to_item = ModifierInAppliesToItem(applies_to_item_data)

                applies_to.append(applies_to_item)

        _type_ = d.pop("type", UNSET)
        type_: ModifierInType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = ModifierInType(_type_)

        modifier_in = cls(
            source=source,
            value=value,
            applies_to=applies_to,
            type_=type_,
        )

        return modifier_in
