from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.hero_sheet_armour import HeroSheetArmour
from ..models.hero_sheet_class import HeroSheetClass
from ..models.hero_sheet_people import HeroSheetPeople
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.weapon import Weapon


T = TypeVar("T", bound="HeroSheet")


@_attrs_define
class HeroSheet:
    """What a player writes down. Ability scores are 1..30, level 1..20, hp in hit points.

    Attributes:
        charisma (int):
        class_ (HeroSheetClass):
        constitution (int):
        dexterity (int):
        hp (int):
        intelligence (int):
        level (int):
        name (str):
        people (HeroSheetPeople):
        strength (int):
        weapon (Weapon): A weapon: damage dice (e.g. "1d6"), finesse, two-handed, bonus, and missile reach in feet.

            ``max_range_ft`` is the farthest a missile weapon reaches (None: 120 ft, so no very-long
            shots); ``long_range_ft`` is the d20 game's normal range, kept for the sheet only.
        wisdom (int):
        armour (HeroSheetArmour | Unset):  Default: HeroSheetArmour.NONE.
        focus (bool | Unset):  Default: False.
        shield (bool | Unset):  Default: False.
    """

    charisma: int
    class_: HeroSheetClass
    constitution: int
    dexterity: int
    hp: int
    intelligence: int
    level: int
    name: str
    people: HeroSheetPeople
    strength: int
    weapon: Weapon
    wisdom: int
    armour: HeroSheetArmour | Unset = HeroSheetArmour.NONE
    focus: bool | Unset = False
    shield: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        charisma = self.charisma

        class_ = self.class_.value

        constitution = self.constitution

        dexterity = self.dexterity

        hp = self.hp

        intelligence = self.intelligence

        level = self.level

        name = self.name

        people = self.people.value

        strength = self.strength

        weapon = self.weapon.to_dict()

        wisdom = self.wisdom

        armour: str | Unset = UNSET
        if not isinstance(self.armour, Unset):
            armour = self.armour.value

        focus = self.focus

        shield = self.shield

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "charisma": charisma,
                "class": class_,
                "constitution": constitution,
                "dexterity": dexterity,
                "hp": hp,
                "intelligence": intelligence,
                "level": level,
                "name": name,
                "people": people,
                "strength": strength,
                "weapon": weapon,
                "wisdom": wisdom,
            }
        )
        if armour is not UNSET:
            field_dict["armour"] = armour
        if focus is not UNSET:
            field_dict["focus"] = focus
        if shield is not UNSET:
            field_dict["shield"] = shield

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.weapon import Weapon  # noqa: PLC0415

        d = dict(src_dict)
        charisma = d.pop("charisma")

        class_ = HeroSheetClass(d.pop("class"))

        constitution = d.pop("constitution")

        dexterity = d.pop("dexterity")

        hp = d.pop("hp")

        intelligence = d.pop("intelligence")

        level = d.pop("level")

        name = d.pop("name")

        people = HeroSheetPeople(d.pop("people"))

        strength = d.pop("strength")

        weapon = Weapon.from_dict(d.pop("weapon"))

        wisdom = d.pop("wisdom")

        _armour = d.pop("armour", UNSET)
        armour: HeroSheetArmour | Unset
        if isinstance(_armour, Unset):
            armour = UNSET
        else:
            armour = HeroSheetArmour(_armour)

        focus = d.pop("focus", UNSET)

        shield = d.pop("shield", UNSET)

        hero_sheet = cls(
            charisma=charisma,
            class_=class_,
            constitution=constitution,
            dexterity=dexterity,
            hp=hp,
            intelligence=intelligence,
            level=level,
            name=name,
            people=people,
            strength=strength,
            weapon=weapon,
            wisdom=wisdom,
            armour=armour,
            focus=focus,
            shield=shield,
        )

        return hero_sheet
