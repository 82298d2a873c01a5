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

T = TypeVar("T", bound="FirstAidRolled")


@_attrs_define
class FirstAidRolled:
    """``healer_id``'s Heal check on ``target_id`` for ``aid`` (PHB 2008 p. 185): the d20
    ``face``, the ``bonus``, the ``total`` against ``dc`` and whether it ``succeeded``.

        Attributes:
            aid (str):
            bonus (int):
            dc (int):
            face (int):
            healer_id (str):
            succeeded (bool):
            target_id (str):
            total (int):
            type_ (Literal['dnd4e.first_aid_rolled']):  Default: 'dnd4e.first_aid_rolled'.
    """

    aid: str
    bonus: int
    dc: int
    face: int
    healer_id: str
    succeeded: bool
    target_id: str
    total: int
    type_: Literal["dnd4e.first_aid_rolled"] = "dnd4e.first_aid_rolled"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        aid = self.aid

        bonus = self.bonus

        dc = self.dc

        face = self.face

        healer_id = self.healer_id

        succeeded = self.succeeded

        target_id = self.target_id

        total = self.total

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "aid": aid,
                "bonus": bonus,
                "dc": dc,
                "face": face,
                "healer_id": healer_id,
                "succeeded": succeeded,
                "target_id": target_id,
                "total": total,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        aid = d.pop("aid")

        bonus = d.pop("bonus")

        dc = d.pop("dc")

        face = d.pop("face")

        healer_id = d.pop("healer_id")

        succeeded = d.pop("succeeded")

        target_id = d.pop("target_id")

        total = d.pop("total")

        type_ = cast(Literal["dnd4e.first_aid_rolled"], d.pop("type"))
        if type_ != "dnd4e.first_aid_rolled":
            raise ValueError(f"type must match const 'dnd4e.first_aid_rolled', got '{type_}'")

        first_aid_rolled = cls(
            aid=aid,
            bonus=bonus,
            dc=dc,
            face=face,
            healer_id=healer_id,
            succeeded=succeeded,
            target_id=target_id,
            total=total,
            type_=type_,
        )

        first_aid_rolled.additional_properties = d
        return first_aid_rolled

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
