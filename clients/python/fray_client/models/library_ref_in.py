from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="LibraryRefIn")


@_attrs_define
class LibraryRefIn:
    """A library reference as a request states it (a copy of a library block keeps it).

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

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        library = self.library

        name = self.name

        edited = self.edited

        field_dict: dict[str, Any] = {}

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

        library_ref_in = cls(
            id=id,
            library=library,
            name=name,
            edited=edited,
        )

        return library_ref_in
