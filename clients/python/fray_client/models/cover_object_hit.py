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

T = TypeVar("T", bound="CoverObjectHit")


@_attrs_define
class CoverObjectHit:
    """003 Hitting Cover: a ranged attack that missed only because of cover struck the object
    giving it (``cover_object``: "the barrel", "a table"); ``roll`` is the attack's total. What
    the object suffers is the GM's call (the DMG's object rules).

        Attributes:
            attack (str):
            attacker_id (str):
            cover_object (str):
            roll (int):
            type_ (Literal['dnd5e-2024.cover_object_hit']):  Default: 'dnd5e-2024.cover_object_hit'.
    """

    attack: str
    attacker_id: str
    cover_object: str
    roll: int
    type_: Literal["dnd5e-2024.cover_object_hit"] = "dnd5e-2024.cover_object_hit"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attack = self.attack

        attacker_id = self.attacker_id

        cover_object = self.cover_object

        roll = self.roll

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attack": attack,
                "attacker_id": attacker_id,
                "cover_object": cover_object,
                "roll": roll,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attack = d.pop("attack")

        attacker_id = d.pop("attacker_id")

        cover_object = d.pop("cover_object")

        roll = d.pop("roll")

        type_ = cast(Literal["dnd5e-2024.cover_object_hit"], d.pop("type"))
        if type_ != "dnd5e-2024.cover_object_hit":
            raise ValueError(f"type must match const 'dnd5e-2024.cover_object_hit', got '{type_}'")

        cover_object_hit = cls(
            attack=attack,
            attacker_id=attacker_id,
            cover_object=cover_object,
            roll=roll,
            type_=type_,
        )

        cover_object_hit.additional_properties = d
        return cover_object_hit

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
