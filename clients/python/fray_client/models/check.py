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

from ..models.check_help import CheckHelp
from ..models.check_secret_type_1 import CheckSecretType1
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.meshal_dice_input import MeshalDiceInput
    from ..models.meshal_fate_change import MeshalFateChange
    from ..models.meshal_reroll import MeshalReroll


T = TypeVar("T", bound="Check")


@_attrs_define
class Check:
    """``combatant_id`` rolls (an attempt when ``difficulty`` is given: success when the
    result is above it): ``dice`` says which pool and how many dice, points or faces.
    ``roll_dice`` rolls fewer than allowed (holding back); ``helpers`` roll the same dice
    and add their results (``help`` ``joint``) or the best counts (``precise``);
    ``reroll`` re-rolls the dice it picks once; ``fate`` (expense of fate, an extension
    rule) sets dice of one's own pool to chosen faces, each changed die then lost from the
    pool; ``secret`` says who may see the roll: the GM (``"gm"``, or ``true`` as on any
    command), or the GM and this player (``"gm_and_player"``).

        Attributes:
            combatant_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            dice (MeshalDiceInput): The attack roll: the pool of ``attributes`` (the ``higher`` or ``lower`` of several;
                none: no pool) × ``times`` ÷ ``divide`` + ``plus`` dice, read as ``points`` (🎲) or
                ``faces`` (🎲+). "强壮骰🎲": attributes [might]; "活力骰÷2🎲": [activeness], divide 2;
                "3🎲": plus 3.
            type_ (Literal['meshal-lite.check']):  Default: 'meshal-lite.check'.
            difficulty (int | None | Unset):
            fate (list[MeshalFateChange] | Unset):
            help_ (CheckHelp | Unset):  Default: CheckHelp.JOINT.
            helpers (list[str] | Unset):
            reroll (MeshalReroll | None | Unset):
            roll_dice (int | None | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | CheckSecretType1 | Unset):  Default: CheckSecretType1.NONE.
            what (str | Unset):  Default: ''.
    """

    combatant_id: str
    dice: MeshalDiceInput
    type_: Literal["meshal-lite.check"] = "meshal-lite.check"
    difficulty: int | None | Unset = UNSET
    fate: list[MeshalFateChange] | Unset = UNSET
    help_: CheckHelp | Unset = CheckHelp.JOINT
    helpers: list[str] | Unset = UNSET
    reroll: MeshalReroll | None | Unset = UNSET
    roll_dice: int | None | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | CheckSecretType1 | Unset = CheckSecretType1.NONE
    what: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        from ..models.meshal_reroll import MeshalReroll  # noqa: PLC0415

        combatant_id = self.combatant_id

        dice = self.dice.to_dict()

        type_ = self.type_

        difficulty: int | None | Unset
        if isinstance(self.difficulty, Unset):
            difficulty = UNSET
        else:
            difficulty = self.difficulty

        fate: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.fate, Unset):
            fate = []
            for fate_item_data in self.fate:
                fate_item = fate_item_data.to_dict()
                fate.append(fate_item)

        help_: str | Unset = UNSET
        if not isinstance(self.help_, Unset):
            help_ = self.help_.value

        helpers: list[str] | Unset = UNSET
        if not isinstance(self.helpers, Unset):
            helpers = self.helpers

        reroll: dict[str, Any] | None | Unset
        if isinstance(self.reroll, Unset):
            reroll = UNSET
        elif isinstance(self.reroll, MeshalReroll):
            reroll = self.reroll.to_dict()
        else:
            reroll = self.reroll

        roll_dice: int | None | Unset
        if isinstance(self.roll_dice, Unset):
            roll_dice = UNSET
        else:
            roll_dice = self.roll_dice

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

        secret: bool | str | Unset
        if isinstance(self.secret, Unset):
            secret = UNSET
        elif isinstance(self.secret, CheckSecretType1):
            secret = self.secret.value
        else:
            secret = self.secret

        what = self.what

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "combatant_id": combatant_id,
                "dice": dice,
                "type": type_,
            }
        )
        if difficulty is not UNSET:
            field_dict["difficulty"] = difficulty
        if fate is not UNSET:
            field_dict["fate"] = fate
        if help_ is not UNSET:
            field_dict["help"] = help_
        if helpers is not UNSET:
            field_dict["helpers"] = helpers
        if reroll is not UNSET:
            field_dict["reroll"] = reroll
        if roll_dice is not UNSET:
            field_dict["roll_dice"] = roll_dice
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
        from ..models.meshal_fate_change import MeshalFateChange  # noqa: PLC0415
        from ..models.meshal_reroll import MeshalReroll  # noqa: PLC0415

        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        dice = MeshalDiceInput.from_dict(d.pop("dice"))

        type_ = cast(Literal["meshal-lite.check"], d.pop("type"))
        if type_ != "meshal-lite.check":
            raise ValueError(f"type must match const 'meshal-lite.check', got '{type_}'")

        def _parse_difficulty(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        difficulty = _parse_difficulty(d.pop("difficulty", UNSET))

        _fate = d.pop("fate", UNSET)
        fate: list[MeshalFateChange] | Unset = UNSET
        if _fate is not UNSET:
            fate = []
            for fate_item_data in _fate:
                fate_item = MeshalFateChange.from_dict(fate_item_data)

                fate.append(fate_item)

        _help_ = d.pop("help", UNSET)
        help_: CheckHelp | Unset
        if isinstance(_help_, Unset):
            help_ = UNSET
        else:
            help_ = CheckHelp(_help_)

        helpers = cast(list[str], d.pop("helpers", UNSET))

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

        def _parse_roll_dice(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        roll_dice = _parse_roll_dice(d.pop("roll_dice", UNSET))

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

        def _parse_secret(data: object) -> bool | CheckSecretType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                secret_type_1 = CheckSecretType1(data)

                return secret_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(bool | CheckSecretType1 | Unset, data)

        secret = _parse_secret(d.pop("secret", UNSET))

        what = d.pop("what", UNSET)

        check = cls(
            combatant_id=combatant_id,
            dice=dice,
            type_=type_,
            difficulty=difficulty,
            fate=fate,
            help_=help_,
            helpers=helpers,
            reroll=reroll,
            roll_dice=roll_dice,
            rolls=rolls,
            secret=secret,
            what=what,
        )

        return check
