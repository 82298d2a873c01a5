from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Present")


@_attrs_define
class Present:
    """Feeds open to an encounter by one kind of reader: its ``role`` (``gm``, ``player``,
    ``spectator``), the ``combatant_ids`` a player acts for, and how many ``connections``.

        Attributes:
            combatant_ids (list[str]):
            connections (int):
            role (str):
    """

    combatant_ids: list[str]
    connections: int
    role: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_ids = self.combatant_ids

        connections = self.connections

        role = self.role

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_ids": combatant_ids,
                "connections": connections,
                "role": role,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_ids = cast(list[str], d.pop("combatant_ids"))

        connections = d.pop("connections")

        role = d.pop("role")

        present = cls(
            combatant_ids=combatant_ids,
            connections=connections,
            role=role,
        )

        present.additional_properties = d
        return present

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
