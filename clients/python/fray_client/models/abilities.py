from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Abilities")


@_attrs_define
class Abilities:
    """The six ability scores (1–30), 10 by default. In JSON each is named in full
    (``"strength"`` …, as the Unlit Spires sheet names them), so no property is called
    ``str`` or ``int``, which generated clients cannot use; in Python the attributes keep
    the abbreviations the rules use (``abilities.str``). Stat blocks stored before schema
    version 3 used the abbreviations and are upcast on read (``events.Dnd5eCombatantAdded``).

        Attributes:
            charisma (int | Unset): an ability score, 1–30 Default: 10.
            constitution (int | Unset): an ability score, 1–30 Default: 10.
            dexterity (int | Unset): an ability score, 1–30 Default: 10.
            intelligence (int | Unset): an ability score, 1–30 Default: 10.
            strength (int | Unset): an ability score, 1–30 Default: 10.
            wisdom (int | Unset): an ability score, 1–30 Default: 10.
    """

    charisma: int | Unset = 10
    constitution: int | Unset = 10
    dexterity: int | Unset = 10
    intelligence: int | Unset = 10
    strength: int | Unset = 10
    wisdom: int | Unset = 10
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        charisma = self.charisma

        constitution = self.constitution

        dexterity = self.dexterity

        intelligence = self.intelligence

        strength = self.strength

        wisdom = self.wisdom

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if charisma is not UNSET:
            field_dict["charisma"] = charisma
        if constitution is not UNSET:
            field_dict["constitution"] = constitution
        if dexterity is not UNSET:
            field_dict["dexterity"] = dexterity
        if intelligence is not UNSET:
            field_dict["intelligence"] = intelligence
        if strength is not UNSET:
            field_dict["strength"] = strength
        if wisdom is not UNSET:
            field_dict["wisdom"] = wisdom

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        charisma = d.pop("charisma", UNSET)

        constitution = d.pop("constitution", UNSET)

        dexterity = d.pop("dexterity", UNSET)

        intelligence = d.pop("intelligence", UNSET)

        strength = d.pop("strength", UNSET)

        wisdom = d.pop("wisdom", UNSET)

        abilities = cls(
            charisma=charisma,
            constitution=constitution,
            dexterity=dexterity,
            intelligence=intelligence,
            strength=strength,
            wisdom=wisdom,
        )

        abilities.additional_properties = d
        return abilities

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
