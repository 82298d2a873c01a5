from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.monster_sheet_armour import MonsterSheetArmour
from ..models.monster_sheet_body import MonsterSheetBody
from ..models.monster_sheet_kind import MonsterSheetKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="MonsterSheet")


@_attrs_define
class MonsterSheet:
    """A monster as the DM writes it: kind, hit dice (1..99), ability scores (1..30), body,
    optional worn armour, attacks per turn (1..6).

        Attributes:
            hit_dice (int):
            kind (MonsterSheetKind):
            name (str):
            armour (MonsterSheetArmour | Unset):  Default: MonsterSheetArmour.NONE.
            attacks_per_turn (int | Unset):  Default: 1.
            body (MonsterSheetBody | Unset):  Default: MonsterSheetBody.SOFT.
            charisma (int | Unset):  Default: 10.
            constitution (int | Unset):  Default: 10.
            dexterity (int | Unset):  Default: 10.
            intelligence (int | Unset):  Default: 10.
            strength (int | Unset):  Default: 10.
            wisdom (int | Unset):  Default: 10.
    """

    hit_dice: int
    kind: MonsterSheetKind
    name: str
    armour: MonsterSheetArmour | Unset = MonsterSheetArmour.NONE
    attacks_per_turn: int | Unset = 1
    body: MonsterSheetBody | Unset = MonsterSheetBody.SOFT
    charisma: int | Unset = 10
    constitution: int | Unset = 10
    dexterity: int | Unset = 10
    intelligence: int | Unset = 10
    strength: int | Unset = 10
    wisdom: int | Unset = 10

    def to_dict(self) -> dict[str, Any]:
        hit_dice = self.hit_dice

        kind = self.kind.value

        name = self.name

        armour: str | Unset = UNSET
        if not isinstance(self.armour, Unset):
            armour = self.armour.value

        attacks_per_turn = self.attacks_per_turn

        body: str | Unset = UNSET
        if not isinstance(self.body, Unset):
            body = self.body.value

        charisma = self.charisma

        constitution = self.constitution

        dexterity = self.dexterity

        intelligence = self.intelligence

        strength = self.strength

        wisdom = self.wisdom

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hit_dice": hit_dice,
                "kind": kind,
                "name": name,
            }
        )
        if armour is not UNSET:
            field_dict["armour"] = armour
        if attacks_per_turn is not UNSET:
            field_dict["attacks_per_turn"] = attacks_per_turn
        if body is not UNSET:
            field_dict["body"] = body
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
        hit_dice = d.pop("hit_dice")

        kind = MonsterSheetKind(d.pop("kind"))

        name = d.pop("name")

        _armour = d.pop("armour", UNSET)
        armour: MonsterSheetArmour | Unset
        if isinstance(_armour, Unset):
            armour = UNSET
        else:
            armour = MonsterSheetArmour(_armour)

        attacks_per_turn = d.pop("attacks_per_turn", UNSET)

        _body = d.pop("body", UNSET)
        body: MonsterSheetBody | Unset
        if isinstance(_body, Unset):
            body = UNSET
        else:
            body = MonsterSheetBody(_body)

        charisma = d.pop("charisma", UNSET)

        constitution = d.pop("constitution", UNSET)

        dexterity = d.pop("dexterity", UNSET)

        intelligence = d.pop("intelligence", UNSET)

        strength = d.pop("strength", UNSET)

        wisdom = d.pop("wisdom", UNSET)

        monster_sheet = cls(
            hit_dice=hit_dice,
            kind=kind,
            name=name,
            armour=armour,
            attacks_per_turn=attacks_per_turn,
            body=body,
            charisma=charisma,
            constitution=constitution,
            dexterity=dexterity,
            intelligence=intelligence,
            strength=strength,
            wisdom=wisdom,
        )

        return monster_sheet
