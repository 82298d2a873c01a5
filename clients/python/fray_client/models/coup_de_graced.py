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

T = TypeVar("T", bound="CoupDeGraced")


@_attrs_define
class CoupDeGraced:
    """``attacker_id``'s coup de grace on the helpless ``target_id`` (PHB 2008 p. 288) dealt
    ``damage``; at least its ``bloodied`` value, so it ``killed`` it (the ``damage_taken``
    that brings it to death follows). ``damage`` (after the target's resistances) is null for
    a reader who may not see its stat block, ``bloodied`` for one who may not see its exact
    health (issue 18).

        Attributes:
            attacker_id (str):
            bloodied (int | None):
            damage (int | None):
            killed (bool):
            target_id (str):
            type_ (Literal['dnd4e.coup_de_grace']):  Default: 'dnd4e.coup_de_grace'.
    """

    attacker_id: str
    bloodied: int | None
    damage: int | None
    killed: bool
    target_id: str
    type_: Literal["dnd4e.coup_de_grace"] = "dnd4e.coup_de_grace"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attacker_id = self.attacker_id

        bloodied: int | None
        bloodied = self.bloodied

        damage: int | None
        damage = self.damage

        killed = self.killed

        target_id = self.target_id

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attacker_id": attacker_id,
                "bloodied": bloodied,
                "damage": damage,
                "killed": killed,
                "target_id": target_id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attacker_id = d.pop("attacker_id")

        def _parse_bloodied(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        bloodied = _parse_bloodied(d.pop("bloodied"))

        def _parse_damage(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        damage = _parse_damage(d.pop("damage"))

        killed = d.pop("killed")

        target_id = d.pop("target_id")

        type_ = cast(Literal["dnd4e.coup_de_grace"], d.pop("type"))
        if type_ != "dnd4e.coup_de_grace":
            raise ValueError(f"type must match const 'dnd4e.coup_de_grace', got '{type_}'")

        coup_de_graced = cls(
            attacker_id=attacker_id,
            bloodied=bloodied,
            damage=damage,
            killed=killed,
            target_id=target_id,
            type_=type_,
        )

        coup_de_graced.additional_properties = d
        return coup_de_graced

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
