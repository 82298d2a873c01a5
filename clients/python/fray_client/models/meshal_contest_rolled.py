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
    """A contest: each side's faces and result; ``winner`` is a combatant id or ``draw``.

    Attributes:
        combatant_id (str):
        faces (list[int]):
        result (int):
        target_faces (list[int]):
        target_id (str):
        target_result (int):
        type_ (Literal['meshal-lite.contest_rolled']):  Default: 'meshal-lite.contest_rolled'.
        winner (str):
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
