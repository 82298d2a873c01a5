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
    ``immune`` and what a reader who may not see the target's stat block is not shown, as in
    ``MeshalSegment``.

        Attributes:
            after_protection (int | None):
            faces (list[int] | None):
            protection (int | None):
            rolled (int | None):
            immune (bool | None | Unset):  Default: False.
            reroll_faces (list[int] | None | Unset):
            rerolled (list[int] | None | Unset):
    """

    after_protection: int | None
    faces: list[int] | None
    protection: int | None
    rolled: int | None
    immune: bool | None | Unset = False
    reroll_faces: list[int] | None | Unset = UNSET
    rerolled: list[int] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        after_protection: int | None
        after_protection = self.after_protection

        faces: list[int] | None
        if isinstance(self.faces, list):
            faces = self.faces

        else:
            faces = self.faces

        protection: int | None
        protection = self.protection

        rolled: int | None
        rolled = self.rolled

        immune: bool | None | Unset
        if isinstance(self.immune, Unset):
            immune = UNSET
        else:
            immune = self.immune

        reroll_faces: list[int] | None | Unset
        if isinstance(self.reroll_faces, Unset):
            reroll_faces = UNSET
        elif isinstance(self.reroll_faces, list):
            reroll_faces = self.reroll_faces

        else:
            reroll_faces = self.reroll_faces

        rerolled: list[int] | None | Unset
        if isinstance(self.rerolled, Unset):
            rerolled = UNSET
        elif isinstance(self.rerolled, list):
            rerolled = self.rerolled

        else:
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
        if immune is not UNSET:
            field_dict["immune"] = immune
        if reroll_faces is not UNSET:
            field_dict["reroll_faces"] = reroll_faces
        if rerolled is not UNSET:
            field_dict["rerolled"] = rerolled

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_after_protection(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        after_protection = _parse_after_protection(d.pop("after_protection"))

        def _parse_faces(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                faces_type_0 = cast(list[int], data)

                return faces_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        faces = _parse_faces(d.pop("faces"))

        def _parse_protection(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        protection = _parse_protection(d.pop("protection"))

        def _parse_rolled(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rolled = _parse_rolled(d.pop("rolled"))

        def _parse_immune(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        immune = _parse_immune(d.pop("immune", UNSET))

        def _parse_reroll_faces(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                reroll_faces_type_0 = cast(list[int], data)

                return reroll_faces_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        reroll_faces = _parse_reroll_faces(d.pop("reroll_faces", UNSET))

        def _parse_rerolled(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rerolled_type_0 = cast(list[int], data)

                return rerolled_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        rerolled = _parse_rerolled(d.pop("rerolled", UNSET))

        meshal_rolled_segment = cls(
            after_protection=after_protection,
            faces=faces,
            protection=protection,
            rolled=rolled,
            immune=immune,
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
