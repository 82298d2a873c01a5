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

from ..models.dnd_5e2024_rested_kind import Dnd5E2024RestedKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="Dnd5E2024Rested")


@_attrs_define
class Dnd5E2024Rested:
    """``combatant_id`` finished a ``short`` or ``long`` rest (published 5e rules, PHB 2024):
    on a short one, the Hit Point Dice it spent (``hit_die`` sides, ``faces`` rolled, its
    ``con_modifier`` added to each, never below 0 a die) and the hit points that came to
    (``healing``); the changes follow as core events (healing, tracks).

        Attributes:
            combatant_id (str):
            kind (Dnd5E2024RestedKind):
            type_ (Literal['dnd5e-2024.rested']):  Default: 'dnd5e-2024.rested'.
            con_modifier (int | Unset):  Default: 0.
            faces (list[int] | Unset):
            healing (int | Unset):  Default: 0.
            hit_die (int | Unset):  Default: 0.
    """

    combatant_id: str
    kind: Dnd5E2024RestedKind
    type_: Literal["dnd5e-2024.rested"] = "dnd5e-2024.rested"
    con_modifier: int | Unset = 0
    faces: list[int] | Unset = UNSET
    healing: int | Unset = 0
    hit_die: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        kind = self.kind.value

        type_ = self.type_

        con_modifier = self.con_modifier

        faces: list[int] | Unset = UNSET
        if not isinstance(self.faces, Unset):
            faces = self.faces

        healing = self.healing

        hit_die = self.hit_die

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "kind": kind,
                "type": type_,
            }
        )
        if con_modifier is not UNSET:
            field_dict["con_modifier"] = con_modifier
        if faces is not UNSET:
            field_dict["faces"] = faces
        if healing is not UNSET:
            field_dict["healing"] = healing
        if hit_die is not UNSET:
            field_dict["hit_die"] = hit_die

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        kind = Dnd5E2024RestedKind(d.pop("kind"))

        type_ = cast(Literal["dnd5e-2024.rested"], d.pop("type"))
        if type_ != "dnd5e-2024.rested":
            raise ValueError(f"type must match const 'dnd5e-2024.rested', got '{type_}'")

        con_modifier = d.pop("con_modifier", UNSET)

        faces = cast(list[int], d.pop("faces", UNSET))

        healing = d.pop("healing", UNSET)

        hit_die = d.pop("hit_die", UNSET)

        dnd_5e2024_rested = cls(
            combatant_id=combatant_id,
            kind=kind,
            type_=type_,
            con_modifier=con_modifier,
            faces=faces,
            healing=healing,
            hit_die=hit_die,
        )

        dnd_5e2024_rested.additional_properties = d
        return dnd_5e2024_rested

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
