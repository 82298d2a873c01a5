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


T = TypeVar("T", bound="ProgressiveContest")


@_attrs_define
class ProgressiveContest:
    """A progressive contest (累加对抗: a chase, a lawsuit): ``combatant_id`` and
    ``target_id`` each roll once a ``period``, adding up, and the first whose total reaches
    ``target`` wins (both in one period: the higher total, equal a draw); ``periods`` at
    most (then it is still running).

        Attributes:
            combatant_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            dice (MeshalDiceInput): The attack roll: the pool of ``attributes`` (the ``higher`` or ``lower`` of several;
                none: no pool) × ``times`` ÷ ``divide`` + ``plus`` dice, read as ``points`` (🎲) or
                ``faces`` (🎲+). "强壮骰🎲": attributes [might]; "活力骰÷2🎲": [activeness], divide 2;
                "3🎲": plus 3.
            target (int):
            target_dice (MeshalDiceInput): The attack roll: the pool of ``attributes`` (the ``higher`` or ``lower`` of
                several;
                none: no pool) × ``times`` ÷ ``divide`` + ``plus`` dice, read as ``points`` (🎲) or
                ``faces`` (🎲+). "强壮骰🎲": attributes [might]; "活力骰÷2🎲": [activeness], divide 2;
                "3🎲": plus 3.
            target_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['meshal-lite.progressive_contest']):  Default: 'meshal-lite.progressive_contest'.
            period (str | Unset):  Default: 'minute'.
            periods (int | Unset):  Default: 20.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            what (str | Unset):  Default: ''.
    """

    combatant_id: str
    dice: MeshalDiceInput
    target: int
    target_dice: MeshalDiceInput
    target_id: str
    type_: Literal["meshal-lite.progressive_contest"] = "meshal-lite.progressive_contest"
    period: str | Unset = "minute"
    periods: int | Unset = 20
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    what: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        dice = self.dice.to_dict()

        target = self.target

        target_dice = self.target_dice.to_dict()

        target_id = self.target_id

        type_ = self.type_

        period = self.period

        periods = self.periods

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
                "target": target,
                "target_dice": target_dice,
                "target_id": target_id,
                "type": type_,
            }
        )
        if period is not UNSET:
            field_dict["period"] = period
        if periods is not UNSET:
            field_dict["periods"] = periods
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

        target = d.pop("target")

        target_dice = MeshalDiceInput.from_dict(d.pop("target_dice"))

        target_id = d.pop("target_id")

        type_ = cast(Literal["meshal-lite.progressive_contest"], d.pop("type"))
        if type_ != "meshal-lite.progressive_contest":
            raise ValueError(f"type must match const 'meshal-lite.progressive_contest', got '{type_}'")

        period = d.pop("period", UNSET)

        periods = d.pop("periods", UNSET)

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

        progressive_contest = cls(
            combatant_id=combatant_id,
            dice=dice,
            target=target,
            target_dice=target_dice,
            target_id=target_id,
            type_=type_,
            period=period,
            periods=periods,
            rolls=rolls,
            secret=secret,
            what=what,
        )

        return progressive_contest
