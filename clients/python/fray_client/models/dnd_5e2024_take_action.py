from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.dnd_5e2024_take_action_action import Dnd5E2024TakeActionAction
from ..types import UNSET, Unset

T = TypeVar("T", bound="Dnd5E2024TakeAction")


@_attrs_define
class Dnd5E2024TakeAction:
    """One of the actions of 002 §Дії в бою, on the creature's turn, spending its action:
    ``dash`` (its speed again), ``disengage`` (no opportunity attacks until the turn ends),
    ``dodge`` (attacks on it with disadvantage, DEX saves with advantage, until its next
    turn), ``help`` (``target_id`` an ally: advantage on its next check; an enemy within 5 ft:
    an ally's next attack on it has advantage; a creature at 0 HP: stabilise with a DC 10
    WIS (Medicine) check), ``hide`` (DEX (Stealth) DC 15 while unseen), ``influence``,
    ``search``, ``study`` (checks: ``skill``, ``dc``), ``utilize`` (``detail`` says what).
    ``healers_kit``: stabilising with a Healer's Kit needs no check (PHB 2024).
    ``as_bonus_action``: take it with the bonus action instead, when the stat block's
    ``bonus_action_grants`` lists it (Cunning Action: dash, disengage, hide; Nimble Escape:
    disengage, hide).

        Attributes:
            action (Dnd5E2024TakeActionAction):
            combatant_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['dnd5e-2024.take_action']):  Default: 'dnd5e-2024.take_action'.
            as_bonus_action (bool | Unset):  Default: False.
            dc (int | None | Unset):
            detail (str | Unset):  Default: ''.
            healers_kit (bool | Unset):  Default: False.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            skill (None | str | Unset):
            target_id (None | str | Unset):
    """

    action: Dnd5E2024TakeActionAction
    combatant_id: str
    type_: Literal["dnd5e-2024.take_action"] = "dnd5e-2024.take_action"
    as_bonus_action: bool | Unset = False
    dc: int | None | Unset = UNSET
    detail: str | Unset = ""
    healers_kit: bool | Unset = False
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    skill: None | str | Unset = UNSET
    target_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        combatant_id = self.combatant_id

        type_ = self.type_

        as_bonus_action = self.as_bonus_action

        dc: int | None | Unset
        if isinstance(self.dc, Unset):
            dc = UNSET
        else:
            dc = self.dc

        detail = self.detail

        healers_kit = self.healers_kit

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

        skill: None | str | Unset
        if isinstance(self.skill, Unset):
            skill = UNSET
        else:
            skill = self.skill

        target_id: None | str | Unset
        if isinstance(self.target_id, Unset):
            target_id = UNSET
        else:
            target_id = self.target_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "combatant_id": combatant_id,
                "type": type_,
            }
        )
        if as_bonus_action is not UNSET:
            field_dict["as_bonus_action"] = as_bonus_action
        if dc is not UNSET:
            field_dict["dc"] = dc
        if detail is not UNSET:
            field_dict["detail"] = detail
        if healers_kit is not UNSET:
            field_dict["healers_kit"] = healers_kit
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if skill is not UNSET:
            field_dict["skill"] = skill
        if target_id is not UNSET:
            field_dict["target_id"] = target_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = Dnd5E2024TakeActionAction(d.pop("action"))

        combatant_id = d.pop("combatant_id")

        type_ = cast(Literal["dnd5e-2024.take_action"], d.pop("type"))
        if type_ != "dnd5e-2024.take_action":
            raise ValueError(f"type must match const 'dnd5e-2024.take_action', got '{type_}'")

        as_bonus_action = d.pop("as_bonus_action", UNSET)

        def _parse_dc(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        dc = _parse_dc(d.pop("dc", UNSET))

        detail = d.pop("detail", UNSET)

        healers_kit = d.pop("healers_kit", UNSET)

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

        def _parse_skill(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        skill = _parse_skill(d.pop("skill", UNSET))

        def _parse_target_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        target_id = _parse_target_id(d.pop("target_id", UNSET))

        dnd_5e2024_take_action = cls(
            action=action,
            combatant_id=combatant_id,
            type_=type_,
            as_bonus_action=as_bonus_action,
            dc=dc,
            detail=detail,
            healers_kit=healers_kit,
            rolls=rolls,
            secret=secret,
            skill=skill,
            target_id=target_id,
        )

        return dnd_5e2024_take_action
