from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.modifier_in import ModifierIn


T = TypeVar("T", bound="Dnd4ESavingThrow")


@_attrs_define
class Dnd4ESavingThrow:
    """A saving throw against the "save ends" effect ``condition_id``, when its save is due
    (the end of the bearer's turn: 004 §豁免鉴定): a d20, 10 or more ends it. Send one per
    effect, in the order the creature chooses; aftereffects begin once all due are made.
    ``bonuses``: what a power or feat adds to this save.

        Attributes:
            combatant_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            condition_id (str):
            type_ (Literal['dnd4e.saving_throw']):  Default: 'dnd4e.saving_throw'.
            bonuses (list[ModifierIn] | Unset): other bonuses and penalties on this roll, each with its source and type (004
                §加值与减值: one type does not stack, one source does not stack)
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
    """

    combatant_id: str
    condition_id: str
    type_: Literal["dnd4e.saving_throw"] = "dnd4e.saving_throw"
    bonuses: list[ModifierIn] | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        condition_id = self.condition_id

        type_ = self.type_

        bonuses: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.bonuses, Unset):
            bonuses = []
            for bonuses_item_data in self.bonuses:
                bonuses_item = bonuses_item_data.to_dict()
                bonuses.append(bonuses_item)

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
                "condition_id": condition_id,
                "type": type_,
            }
        )
        if bonuses is not UNSET:
            field_dict["bonuses"] = bonuses
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.modifier_in import ModifierIn  # noqa: PLC0415

        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        condition_id = d.pop("condition_id")

        type_ = cast(Literal["dnd4e.saving_throw"], d.pop("type"))
        if type_ != "dnd4e.saving_throw":
            raise ValueError(f"type must match const 'dnd4e.saving_throw', got '{type_}'")

        _bonuses = d.pop("bonuses", UNSET)
        bonuses: list[ModifierIn] | Unset = UNSET
        if _bonuses is not UNSET:
            bonuses = []
            for bonuses_item_data in _bonuses:
                bonuses_item = ModifierIn.from_dict(bonuses_item_data)

                bonuses.append(bonuses_item)

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

        dnd_4e_saving_throw = cls(
            combatant_id=combatant_id,
            condition_id=condition_id,
            type_=type_,
            bonuses=bonuses,
            rolls=rolls,
            secret=secret,
        )

        return dnd_4e_saving_throw
