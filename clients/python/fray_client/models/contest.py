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
    from ..models.meshal_reroll import MeshalReroll


T = TypeVar("T", bound="Contest")


@_attrs_define
class Contest:
    """``combatant_id`` and ``target_id`` each roll (``dice`` and ``target_dice``); the
    higher result wins, equal is a draw (arm-wrestling, haggling). ``reroll`` and
    ``target_reroll``: a re-roll effect either side has (the dice it picks, once).

        Attributes:
            combatant_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            dice (MeshalDiceInput): The attack roll: the pool of ``attributes`` (the ``higher`` or ``lower`` of several;
                none: no pool) × ``times`` ÷ ``divide`` + ``plus`` dice, read as ``points`` (🎲) or
                ``faces`` (🎲+). "强壮骰🎲": attributes [might]; "活力骰÷2🎲": [activeness], divide 2;
                "3🎲": plus 3.
            target_dice (MeshalDiceInput): The attack roll: the pool of ``attributes`` (the ``higher`` or ``lower`` of
                several;
                none: no pool) × ``times`` ÷ ``divide`` + ``plus`` dice, read as ``points`` (🎲) or
                ``faces`` (🎲+). "强壮骰🎲": attributes [might]; "活力骰÷2🎲": [activeness], divide 2;
                "3🎲": plus 3.
            target_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['meshal-lite.contest']):  Default: 'meshal-lite.contest'.
            reroll (MeshalReroll | None | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            target_reroll (MeshalReroll | None | Unset):
            what (str | Unset):  Default: ''.
    """

    combatant_id: str
    dice: MeshalDiceInput
    target_dice: MeshalDiceInput
    target_id: str
    type_: Literal["meshal-lite.contest"] = "meshal-lite.contest"
    reroll: MeshalReroll | None | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    target_reroll: MeshalReroll | None | Unset = UNSET
    what: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        from ..models.meshal_reroll import MeshalReroll  # noqa: PLC0415

        combatant_id = self.combatant_id

        dice = self.dice.to_dict()

        target_dice = self.target_dice.to_dict()

        target_id = self.target_id

        type_ = self.type_

        reroll: dict[str, Any] | None | Unset
        if isinstance(self.reroll, Unset):
            reroll = UNSET
        elif isinstance(self.reroll, MeshalReroll):
            reroll = self.reroll.to_dict()
        else:
            reroll = self.reroll

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

        target_reroll: dict[str, Any] | None | Unset
        if isinstance(self.target_reroll, Unset):
            target_reroll = UNSET
        elif isinstance(self.target_reroll, MeshalReroll):
            target_reroll = self.target_reroll.to_dict()
        else:
            target_reroll = self.target_reroll

        what = self.what

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "combatant_id": combatant_id,
                "dice": dice,
                "target_dice": target_dice,
                "target_id": target_id,
                "type": type_,
            }
        )
        if reroll is not UNSET:
            field_dict["reroll"] = reroll
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if target_reroll is not UNSET:
            field_dict["target_reroll"] = target_reroll
        if what is not UNSET:
            field_dict["what"] = what

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meshal_dice_input import MeshalDiceInput  # noqa: PLC0415
        from ..models.meshal_reroll import MeshalReroll  # noqa: PLC0415

        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        dice = MeshalDiceInput.from_dict(d.pop("dice"))

        target_dice = MeshalDiceInput.from_dict(d.pop("target_dice"))

        target_id = d.pop("target_id")

        type_ = cast(Literal["meshal-lite.contest"], d.pop("type"))
        if type_ != "meshal-lite.contest":
            raise ValueError(f"type must match const 'meshal-lite.contest', got '{type_}'")

        def _parse_reroll(data: object) -> MeshalReroll | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                reroll_type_0 = MeshalReroll.from_dict(data)

                return reroll_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeshalReroll | None | Unset, data)

        reroll = _parse_reroll(d.pop("reroll", UNSET))

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

        def _parse_target_reroll(data: object) -> MeshalReroll | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                target_reroll_type_0 = MeshalReroll.from_dict(data)

                return target_reroll_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeshalReroll | None | Unset, data)

        target_reroll = _parse_target_reroll(d.pop("target_reroll", UNSET))

        what = d.pop("what", UNSET)

        contest = cls(
            combatant_id=combatant_id,
            dice=dice,
            target_dice=target_dice,
            target_id=target_id,
            type_=type_,
            reroll=reroll,
            rolls=rolls,
            secret=secret,
            target_reroll=target_reroll,
            what=what,
        )

        return contest
