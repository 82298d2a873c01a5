from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.first_aid_aid import FirstAidAid
from ..types import UNSET, Unset

T = TypeVar("T", bound="FirstAid")


@_attrs_define
class FirstAid:
    """A Heal check on an adjacent creature, a standard action (PHB 2008 p. 185): ``stabilise``
    a dying one (DC 15: it stops making death saves), or let it ``second_wind`` (DC 10: it
    spends a healing surge, without the defence bonus or using its own second wind; a dying
    one without a surge left regains 1 hit point: Rules Compendium, Healing the Dying).

        Attributes:
            combatant_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            target_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['dnd4e.first_aid']):  Default: 'dnd4e.first_aid'.
            aid (FirstAidAid | Unset):  Default: FirstAidAid.STABILISE.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
    """

    combatant_id: str
    target_id: str
    type_: Literal["dnd4e.first_aid"] = "dnd4e.first_aid"
    aid: FirstAidAid | Unset = FirstAidAid.STABILISE
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        target_id = self.target_id

        type_ = self.type_

        aid: str | Unset = UNSET
        if not isinstance(self.aid, Unset):
            aid = self.aid.value

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
                "target_id": target_id,
                "type": type_,
            }
        )
        if aid is not UNSET:
            field_dict["aid"] = aid
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        target_id = d.pop("target_id")

        type_ = cast(Literal["dnd4e.first_aid"], d.pop("type"))
        if type_ != "dnd4e.first_aid":
            raise ValueError(f"type must match const 'dnd4e.first_aid', got '{type_}'")

        _aid = d.pop("aid", UNSET)
        aid: FirstAidAid | Unset
        if isinstance(_aid, Unset):
            aid = UNSET
        else:
            aid = FirstAidAid(_aid)

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

        first_aid = cls(
            combatant_id=combatant_id,
            target_id=target_id,
            type_=type_,
            aid=aid,
            rolls=rolls,
            secret=secret,
        )

        return first_aid
