from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RolledTerm")


@_attrs_define
class RolledTerm:
    """One dice term as rolled: every face, and the faces it kept.

    Attributes:
        faces (list[int]):
        kept (list[int]):
        term (str):
    """

    faces: list[int]
    kept: list[int]
    term: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        faces = self.faces

        kept = self.kept

        term = self.term

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "faces": faces,
                "kept": kept,
                "term": term,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        faces = cast(list[int], d.pop("faces"))

        kept = cast(list[int], d.pop("kept"))

        term = d.pop("term")

        rolled_term = cls(
            faces=faces,
            kept=kept,
            term=term,
        )

        rolled_term.additional_properties = d
        return rolled_term

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
