from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AbilitiesOverrides")


@_attrs_define
class AbilitiesOverrides:
    """Ability scores to change in a library block; those left out keep the block's.

    Attributes:
        charisma (int | Unset): an ability score, 1–30
        constitution (int | Unset): an ability score, 1–30
        dexterity (int | Unset): an ability score, 1–30
        intelligence (int | Unset): an ability score, 1–30
        strength (int | Unset): an ability score, 1–30
        wisdom (int | Unset): an ability score, 1–30
    """

    charisma: int | Unset = UNSET
    constitution: int | Unset = UNSET
    dexterity: int | Unset = UNSET
    intelligence: int | Unset = UNSET
    strength: int | Unset = UNSET
    wisdom: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        charisma = self.charisma

        constitution = self.constitution

        dexterity = self.dexterity

        intelligence = self.intelligence

        strength = self.strength

        wisdom = self.wisdom

        field_dict: dict[str, Any] = {}

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

        abilities_overrides = cls(
            charisma=charisma,
            constitution=constitution,
            dexterity=dexterity,
            intelligence=intelligence,
            strength=strength,
            wisdom=wisdom,
        )

        return abilities_overrides
