from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.check_morale_trigger import CheckMoraleTrigger
from ..types import UNSET, Unset

T = TypeVar("T", bound="CheckMorale")


@_attrs_define
class CheckMorale:
    """003 Morale: a DC 10 WIS save for ``combatant_id``, or for its whole side when
    ``group`` (the leader ``combatant_id`` saves; if it cannot, the side's highest CHA).
    ``overwhelming`` odds give disadvantage; ``auto_fail`` is the GM's call; on a failure
    they flee, or surrender when ``cornered``.

        Attributes:
            combatant_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            trigger (CheckMoraleTrigger):
            type_ (Literal['dnd5e-2024.check_morale']):  Default: 'dnd5e-2024.check_morale'.
            advantage (list[str] | Unset): why: each reason counts once; any advantage and any disadvantage cancel
            auto_fail (bool | Unset):  Default: False.
            cornered (bool | Unset):  Default: False.
            disadvantage (list[str] | Unset): why: each reason counts once; any advantage and any disadvantage cancel
            group (bool | Unset):  Default: False.
            overwhelming (bool | Unset):  Default: False.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
    """

    combatant_id: str
    trigger: CheckMoraleTrigger
    type_: Literal["dnd5e-2024.check_morale"] = "dnd5e-2024.check_morale"
    advantage: list[str] | Unset = UNSET
    auto_fail: bool | Unset = False
    cornered: bool | Unset = False
    disadvantage: list[str] | Unset = UNSET
    group: bool | Unset = False
    overwhelming: bool | Unset = False
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        trigger = self.trigger.value

        type_ = self.type_

        advantage: list[str] | Unset = UNSET
        if not isinstance(self.advantage, Unset):
            advantage = self.advantage

        auto_fail = self.auto_fail

        cornered = self.cornered

        disadvantage: list[str] | Unset = UNSET
        if not isinstance(self.disadvantage, Unset):
            disadvantage = self.disadvantage

        group = self.group

        overwhelming = self.overwhelming

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "combatant_id": combatant_id,
                "trigger": trigger,
                "type": type_,
            }
        )
        if advantage is not UNSET:
            field_dict["advantage"] = advantage
        if auto_fail is not UNSET:
            field_dict["auto_fail"] = auto_fail
        if cornered is not UNSET:
            field_dict["cornered"] = cornered
        if disadvantage is not UNSET:
            field_dict["disadvantage"] = disadvantage
        if group is not UNSET:
            field_dict["group"] = group
        if overwhelming is not UNSET:
            field_dict["overwhelming"] = overwhelming
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        trigger = CheckMoraleTrigger(d.pop("trigger"))

        type_ = cast(Literal["dnd5e-2024.check_morale"], d.pop("type"))
        if type_ != "dnd5e-2024.check_morale":
            raise ValueError(f"type must match const 'dnd5e-2024.check_morale', got '{type_}'")

        advantage = cast(list[str], d.pop("advantage", UNSET))

        auto_fail = d.pop("auto_fail", UNSET)

        cornered = d.pop("cornered", UNSET)

        disadvantage = cast(list[str], d.pop("disadvantage", UNSET))

        group = d.pop("group", UNSET)

        overwhelming = d.pop("overwhelming", UNSET)

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

        check_morale = cls(
            combatant_id=combatant_id,
            trigger=trigger,
            type_=type_,
            advantage=advantage,
            auto_fail=auto_fail,
            cornered=cornered,
            disadvantage=disadvantage,
            group=group,
            overwhelming=overwhelming,
            rolls=rolls,
            secret=secret,
        )

        return check_morale
