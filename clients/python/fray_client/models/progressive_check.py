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
    from ..models.meshal_dice_input import MeshalDiceInput


T = TypeVar("T", bound="ProgressiveCheck")


@_attrs_define
class ProgressiveCheck:
    """A progressive attempt (累加尝试): ``combatant_id`` rolls ``dice`` once per period,
    adding up, until the total passes ``difficulty`` or ``periods`` run out. The event
    also gives the time the handbook estimates (difficulty × 2 ÷ dice × period length, in
    ``period`` units: ``period_length`` 10 and ``period`` "minute" is a roll every 10
    minutes), every step exact and the fraction dropped once at the end.

        Attributes:
            combatant_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            dice (MeshalDiceInput): The attack roll: the pool of ``attributes`` (the ``higher`` or ``lower`` of several;
                none: no pool) × ``times`` ÷ ``divide`` + ``plus`` dice, read as ``points`` (🎲) or
                ``faces`` (🎲+). "强壮骰🎲": attributes [might]; "活力骰÷2🎲": [activeness], divide 2;
                "3🎲": plus 3.
            difficulty (int):
            periods (int):
            type_ (Literal['meshal-lite.progressive_check']):  Default: 'meshal-lite.progressive_check'.
            period (str | Unset):  Default: 'minute'.
            period_length (int | Unset):  Default: 1.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            what (str | Unset):  Default: ''.
    """

    combatant_id: str
    dice: MeshalDiceInput
    difficulty: int
    periods: int
    type_: Literal["meshal-lite.progressive_check"] = "meshal-lite.progressive_check"
    period: str | Unset = "minute"
    period_length: int | Unset = 1
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    what: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        dice = self.dice.to_dict()

        difficulty = self.difficulty

        periods = self.periods

        type_ = self.type_

        period = self.period

        period_length = self.period_length

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

        what = self.what

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "combatant_id": combatant_id,
                "dice": dice,
                "difficulty": difficulty,
                "periods": periods,
                "type": type_,
            }
        )
        if period is not UNSET:
            field_dict["period"] = period
        if period_length is not UNSET:
            field_dict["period_length"] = period_length
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if what is not UNSET:
            field_dict["what"] = what

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meshal_dice_input import MeshalDiceInput  # noqa: PLC0415

        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        dice = MeshalDiceInput.from_dict(d.pop("dice"))

        difficulty = d.pop("difficulty")

        periods = d.pop("periods")

        type_ = cast(Literal["meshal-lite.progressive_check"], d.pop("type"))
        if type_ != "meshal-lite.progressive_check":
            raise ValueError(f"type must match const 'meshal-lite.progressive_check', got '{type_}'")

        period = d.pop("period", UNSET)

        period_length = d.pop("period_length", UNSET)

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

        what = d.pop("what", UNSET)

        progressive_check = cls(
            combatant_id=combatant_id,
            dice=dice,
            difficulty=difficulty,
            periods=periods,
            type_=type_,
            period=period,
            period_length=period_length,
            rolls=rolls,
            secret=secret,
            what=what,
        )

        return progressive_check
