from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="LibraryRef")


@_attrs_define
class LibraryRef:
    """Where a stat block came from: the ``library`` (``"srd-5.1"``), the entry's ``id``
    (``"goblin"``) and ``name`` (``"Goblin"``), and whether it was ``edited``. Part of the
    stat block, so it is hidden with it (``fray.policy.visibility``).

        Attributes:
            id (str):
            library (str):
            name (str):
            edited (bool | Unset):  Default: False.
    """

    id: str
    library: str
    name: str
    edited: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        library = self.library

        name = self.name

        edited = self.edited

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "library": library,
                "name": name,
            }
        )
        if edited is not UNSET:
            field_dict["edited"] = edited

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        library = d.pop("library")

        name = d.pop("name")

        edited = d.pop("edited", UNSET)

        library_ref = cls(
            id=id,
            library=library,
            name=name,
            edited=edited,
        )

        library_ref.additional_properties = d
        return library_ref

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
