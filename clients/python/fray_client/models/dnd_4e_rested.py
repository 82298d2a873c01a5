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

from ..models.dnd_4e_rested_kind import Dnd4ERestedKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="Dnd4ERested")


@_attrs_define
class Dnd4ERested:
    """``combatant_id`` finished a ``short`` or ``extended`` rest (PHB 2008 p. 263): the
    healing ``surges`` it spent (a short rest) and the hit points it got back (``healing``);
    the changes follow as core events (surges, healing, tracks, conditions ended).

        Attributes:
            combatant_id (str):
            kind (Dnd4ERestedKind):
            type_ (Literal['dnd4e.rested']):  Default: 'dnd4e.rested'.
            healing (int | Unset):  Default: 0.
            surges (int | Unset):  Default: 0.
    """

    combatant_id: str
    kind: Dnd4ERestedKind
    type_: Literal["dnd4e.rested"] = "dnd4e.rested"
    healing: int | Unset = 0
    surges: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        kind = self.kind.value

        type_ = self.type_

        healing = self.healing

        surges = self.surges

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "kind": kind,
                "type": type_,
            }
        )
        if healing is not UNSET:
            field_dict["healing"] = healing
        if surges is not UNSET:
            field_dict["surges"] = surges

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        kind = Dnd4ERestedKind(d.pop("kind"))

        type_ = cast(Literal["dnd4e.rested"], d.pop("type"))
        if type_ != "dnd4e.rested":
            raise ValueError(f"type must match const 'dnd4e.rested', got '{type_}'")

        healing = d.pop("healing", UNSET)

        surges = d.pop("surges", UNSET)

        dnd_4e_rested = cls(
            combatant_id=combatant_id,
            kind=kind,
            type_=type_,
            healing=healing,
            surges=surges,
        )

        dnd_4e_rested.additional_properties = d
        return dnd_4e_rested

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
