from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="MeshalContestRolled")


@_attrs_define
class MeshalContestRolled:
    """A contest: each side's faces and result; ``winner`` is a combatant id or ``draw``;
    re-rolled positions and their new faces, per side (``faces`` are as first rolled). A
    side's faces and positions are null for a reader who may not see its exact health.

        Attributes:
            combatant_id (str):
            faces (list[int] | None):
            result (int):
            target_faces (list[int] | None):
            target_id (str):
            target_result (int):
            type_ (Literal['meshal-lite.contest_rolled']):  Default: 'meshal-lite.contest_rolled'.
            winner (str):
            reroll_faces (list[int] | None | Unset):
            rerolled (list[int] | None | Unset):
            target_reroll_faces (list[int] | None | Unset):
            target_rerolled (list[int] | None | Unset):
            what (str | Unset):  Default: ''.
    """

    combatant_id: str
    faces: list[int] | None
    result: int
    target_faces: list[int] | None
    target_id: str
    target_result: int
    winner: str
    type_: Literal["meshal-lite.contest_rolled"] = "meshal-lite.contest_rolled"
    reroll_faces: list[int] | None | Unset = UNSET
    rerolled: list[int] | None | Unset = UNSET
    target_reroll_faces: list[int] | None | Unset = UNSET
    target_rerolled: list[int] | None | Unset = UNSET
    what: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        faces: list[int] | None
        if isinstance(self.faces, list):
            faces = self.faces

        else:
            faces = self.faces

        result = self.result

        target_faces: list[int] | None
        if isinstance(self.target_faces, list):
            target_faces = self.target_faces

        else:
            target_faces = self.target_faces

        target_id = self.target_id

        target_result = self.target_result

        type_ = self.type_

        winner = self.winner

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

        target_reroll_faces: list[int] | None | Unset
        if isinstance(self.target_reroll_faces, Unset):
            target_reroll_faces = UNSET
        elif isinstance(self.target_reroll_faces, list):
            target_reroll_faces = self.target_reroll_faces

        else:
            target_reroll_faces = self.target_reroll_faces

        target_rerolled: list[int] | None | Unset
        if isinstance(self.target_rerolled, Unset):
            target_rerolled = UNSET
        elif isinstance(self.target_rerolled, list):
            target_rerolled = self.target_rerolled

        else:
            target_rerolled = self.target_rerolled

        what = self.what

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "faces": faces,
                "result": result,
                "target_faces": target_faces,
                "target_id": target_id,
                "target_result": target_result,
                "type": type_,
                "winner": winner,
            }
        )
        if reroll_faces is not UNSET:
            field_dict["reroll_faces"] = reroll_faces
        if rerolled is not UNSET:
            field_dict["rerolled"] = rerolled
        if target_reroll_faces is not UNSET:
            field_dict["target_reroll_faces"] = target_reroll_faces
        if target_rerolled is not UNSET:
            field_dict["target_rerolled"] = target_rerolled
        if what is not UNSET:
            field_dict["what"] = what

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

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

        result = d.pop("result")

        def _parse_target_faces(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                target_faces_type_0 = cast(list[int], data)

                return target_faces_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        target_faces = _parse_target_faces(d.pop("target_faces"))

        target_id = d.pop("target_id")

        target_result = d.pop("target_result")

        type_ = cast(Literal["meshal-lite.contest_rolled"], d.pop("type"))
        if type_ != "meshal-lite.contest_rolled":
            raise ValueError(f"type must match const 'meshal-lite.contest_rolled', got '{type_}'")

        winner = d.pop("winner")

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

        def _parse_target_reroll_faces(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                target_reroll_faces_type_0 = cast(list[int], data)

                return target_reroll_faces_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        target_reroll_faces = _parse_target_reroll_faces(d.pop("target_reroll_faces", UNSET))

        def _parse_target_rerolled(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                target_rerolled_type_0 = cast(list[int], data)

                return target_rerolled_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        target_rerolled = _parse_target_rerolled(d.pop("target_rerolled", UNSET))

        what = d.pop("what", UNSET)

        meshal_contest_rolled = cls(
            combatant_id=combatant_id,
            faces=faces,
            result=result,
            target_faces=target_faces,
            target_id=target_id,
            target_result=target_result,
            type_=type_,
            winner=winner,
            reroll_faces=reroll_faces,
            rerolled=rerolled,
            target_reroll_faces=target_reroll_faces,
            target_rerolled=target_rerolled,
            what=what,
        )

        meshal_contest_rolled.additional_properties = d
        return meshal_contest_rolled

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
