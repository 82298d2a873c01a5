from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.maneuver_maneuver import ManeuverManeuver
from ..models.maneuver_skill import ManeuverSkill
from ..models.maneuver_target_skill_type_0 import ManeuverTargetSkillType0
from ..types import UNSET, Unset

T = TypeVar("T", bound="Maneuver")


@_attrs_define
class Maneuver:
    """A 003 action option (each switched on in the encounter): ``climb_onto`` a creature at
    least one size larger (action; STR (Athletics) or DEX (Acrobatics) against its DEX
    (Acrobatics)); ``shake_off`` a climber (the big creature's action, STR (Athletics));
    ``disarm`` (an attack roll against STR (Athletics) or DEX (Acrobatics); ``two_handed``
    grip gives the attacker disadvantage; ``item`` is dropped); ``overrun`` (STR (Athletics)
    contest) or ``tumble`` (DEX (Acrobatics) contest) to move through a hostile's space once
    this turn, as an action or ``bonus_action``.

        Attributes:
            attacker_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            maneuver (ManeuverManeuver):
            target_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['dnd5e-2024.maneuver']):  Default: 'dnd5e-2024.maneuver'.
            attack (str | Unset):  Default: 'unarmed'.
            bonus_action (bool | Unset):  Default: False.
            item (str | Unset):  Default: 'weapon'.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            skill (ManeuverSkill | Unset):  Default: ManeuverSkill.ATHLETICS.
            target_skill (ManeuverTargetSkillType0 | None | Unset):
            two_handed (bool | Unset):  Default: False.
    """

    attacker_id: str
    maneuver: ManeuverManeuver
    target_id: str
    type_: Literal["dnd5e-2024.maneuver"] = "dnd5e-2024.maneuver"
    attack: str | Unset = "unarmed"
    bonus_action: bool | Unset = False
    item: str | Unset = "weapon"
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    skill: ManeuverSkill | Unset = ManeuverSkill.ATHLETICS
    target_skill: ManeuverTargetSkillType0 | None | Unset = UNSET
    two_handed: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        attacker_id = self.attacker_id

        maneuver = self.maneuver.value

        target_id = self.target_id

        type_ = self.type_

        attack = self.attack

        bonus_action = self.bonus_action

        item = self.item

        rolls: list[int | list[int]] | None | Unset
        if isinstance(self.rolls, Unset):
            rolls = UNSET
        elif isinstance(self.rolls, list):
            rolls = []
            for rolls_type_0_item_data in self.rolls:
                rolls_type_0_item: int | list[int]
                if isinstance(rolls_type_0_item_data, list):
                    rolls_type_0_item = rolls_type_0_item_data

                else:
                    rolls_type_0_item = rolls_type_0_item_data
                rolls.append(rolls_type_0_item)

        else:
            rolls = self.rolls

        secret = self.secret

        skill: str | Unset = UNSET
        if not isinstance(self.skill, Unset):
            skill = self.skill.value

        target_skill: None | str | Unset
        if isinstance(self.target_skill, Unset):
            target_skill = UNSET
        elif isinstance(self.target_skill, ManeuverTargetSkillType0):
            target_skill = self.target_skill.value
        else:
            target_skill = self.target_skill

        two_handed = self.two_handed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker_id": attacker_id,
                "maneuver": maneuver,
                "target_id": target_id,
                "type": type_,
            }
        )
        if attack is not UNSET:
            field_dict["attack"] = attack
        if bonus_action is not UNSET:
            field_dict["bonus_action"] = bonus_action
        if item is not UNSET:
            field_dict["item"] = item
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if skill is not UNSET:
            field_dict["skill"] = skill
        if target_skill is not UNSET:
            field_dict["target_skill"] = target_skill
        if two_handed is not UNSET:
            field_dict["two_handed"] = two_handed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attacker_id = d.pop("attacker_id")

        maneuver = ManeuverManeuver(d.pop("maneuver"))

        target_id = d.pop("target_id")

        type_ = cast(Literal["dnd5e-2024.maneuver"], d.pop("type"))
        if type_ != "dnd5e-2024.maneuver":
            raise ValueError(f"type must match const 'dnd5e-2024.maneuver', got '{type_}'")

        attack = d.pop("attack", UNSET)

        bonus_action = d.pop("bonus_action", UNSET)

        item = d.pop("item", UNSET)

        def _parse_rolls(data: object) -> list[int | list[int]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rolls_type_0 = []
                _rolls_type_0 = data
                for rolls_type_0_item_data in _rolls_type_0:

                    def _parse_rolls_type_0_item(data: object) -> int | list[int]:
                        try:
                            if not isinstance(data, list):
                                raise TypeError()
                            rolls_type_0_item_type_1 = cast(list[int], data)

                            return rolls_type_0_item_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(int | list[int], data)

                    rolls_type_0_item = _parse_rolls_type_0_item(rolls_type_0_item_data)

                    rolls_type_0.append(rolls_type_0_item)

                return rolls_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int | list[int]] | None | Unset, data)

        rolls = _parse_rolls(d.pop("rolls", UNSET))

        secret = d.pop("secret", UNSET)

        _skill = d.pop("skill", UNSET)
        skill: ManeuverSkill | Unset
        if isinstance(_skill, Unset):
            skill = UNSET
        else:
            skill = ManeuverSkill(_skill)

        def _parse_target_skill(data: object) -> ManeuverTargetSkillType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                target_skill_type_0 = ManeuverTargetSkillType0(data)

                return target_skill_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ManeuverTargetSkillType0 | None | Unset, data)

        target_skill = _parse_target_skill(d.pop("target_skill", UNSET))

        two_handed = d.pop("two_handed", UNSET)

        maneuver = cls(
            attacker_id=attacker_id,
            maneuver=maneuver,
            target_id=target_id,
            type_=type_,
            attack=attack,
            bonus_action=bonus_action,
            item=item,
            rolls=rolls,
            secret=secret,
            skill=skill,
            target_skill=target_skill,
            two_handed=two_handed,
        )

        return maneuver
