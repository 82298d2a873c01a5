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
    re-rolled positions and their new faces, per side (``faces`` are as first rolled).

        Attributes:
            combatant_id (str):
            faces (list[int]):
            result (int):
            target_faces (list[int]):
            target_id (str):
            target_result (int):
            type_ (Literal['meshal-lite.contest_rolled']):  Default: 'meshal-lite.contest_rolled'.
            winner (str):
            reroll_faces (list[int] | Unset):
            rerolled (list[int] | Unset):
            target_reroll_faces (list[int] | Unset):
            target_rerolled (list[int] | Unset):
            what (str | Unset):  Default: ''.
    """

    combatant_id: str
    faces: list[int]
    result: int
    target_faces: list[int]
    target_id: str
    target_result: int
    winner: str
    type_: Literal["meshal-lite.contest_rolled"] = "meshal-lite.contest_rolled"
    reroll_faces: list[int] | Unset = UNSET
    rerolled: list[int] | Unset = UNSET
    target_reroll_faces: list[int] | Unset = UNSET
    target_rerolled: list[int] | Unset = UNSET
    what: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        faces = self.faces

        result = self.result

        target_faces = self.target_faces

        target_id = self.target_id

        target_result = self.target_result

        type_ = self.type_

        winner = self.winner

        reroll_faces: list[int] | Unset = UNSET
        if not isinstance(self.reroll_faces, Unset):
            reroll_faces = self.reroll_faces

        rerolled: list[int] | Unset = UNSET
        if not isinstance(self.rerolled, Unset):
            rerolled = self.rerolled

        target_reroll_faces: list[int] | Unset = UNSET
        if not isinstance(self.target_reroll_faces, Unset):
            target_reroll_faces = self.target_reroll_faces

        target_rerolled: list[int] | Unset = UNSET
        if not isinstance(self.target_rerolled, Unset):
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

        faces = cast(list[int], d.pop("faces"))

        result = d.pop("result")

        target_faces = cast(list[int], d.pop("target_faces"))

        target_id = d.pop("target_id")

        target_result = d.pop("target_result")

        type_ = cast(Literal["meshal-lite.contest_rolled"], d.pop("type"))
        if type_ != "meshal-lite.contest_rolled":
            raise ValueError(f"type must match const 'meshal-lite.contest_rolled', got '{type_}'")

        winner = d.pop("winner")

        reroll_faces = cast(list[int], d.pop("reroll_faces", UNSET))

        rerolled = cast(list[int], d.pop("rerolled", UNSET))

        target_reroll_faces = cast(list[int], d.pop("target_reroll_faces", UNSET))

        target_rerolled = cast(list[int], d.pop("target_rerolled", UNSET))

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
