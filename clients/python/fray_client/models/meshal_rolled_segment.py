from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="MeshalRolledSegment")


@_attrs_define
class MeshalRolledSegment:
    """One segment of an attack rolled before the defence: ``faces`` (as first rolled), a
    re-roll's positions and new faces, the points (``rolled``), the ``protection`` that counted
    (None: immune) and what is left (``after_protection``), the threat the defender sees.

        Attributes:
            after_protection (int):
            faces (list[int]):
            protection (int | None):
            rolled (int):
            reroll_faces (list[int] | Unset):
            rerolled (list[int] | Unset):
    """

    after_protection: int
    faces: list[int]
    protection: int | None
    rolled: int
    reroll_faces: list[int] | Unset = UNSET
    rerolled: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        after_protection = self.after_protection

        faces = self.faces

        protection: int | None
        protection = self.protection

        rolled = self.rolled

        reroll_faces: list[int] | Unset = UNSET
        if not isinstance(self.reroll_faces, Unset):
            reroll_faces = self.reroll_faces

        rerolled: list[int] | Unset = UNSET
        if not isinstance(self.rerolled, Unset):
            rerolled = self.rerolled

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "after_protection": after_protection,
                "faces": faces,
                "protection": protection,
                "rolled": rolled,
            }
        )
        if reroll_faces is not UNSET:
            field_dict["reroll_faces"] = reroll_faces
        if rerolled is not UNSET:
            field_dict["rerolled"] = rerolled

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        after_protection = d.pop("after_protection")

        faces = cast(list[int], d.pop("faces"))

        def _parse_protection(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        protection = _parse_protection(d.pop("protection"))

        rolled = d.pop("rolled")

        reroll_faces = cast(list[int], d.pop("reroll_faces", UNSET))

        rerolled = cast(list[int], d.pop("rerolled", UNSET))

        meshal_rolled_segment = cls(
            after_protection=after_protection,
            faces=faces,
            protection=protection,
            rolled=rolled,
            reroll_faces=reroll_faces,
            rerolled=rerolled,
        )

        meshal_rolled_segment.additional_properties = d
        return meshal_rolled_segment

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
