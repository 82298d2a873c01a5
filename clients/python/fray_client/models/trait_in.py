from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TraitIn")


@_attrs_define
class TraitIn:
    """A printed feature as a request states it.

    Attributes:
        name (str):
        description (str | Unset):  Default: ''.
    """

    name: str
    description: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        description = d.pop("description", UNSET)

        trait_in = cls(
            name=name,
            description=description,
        )

        return trait_in
