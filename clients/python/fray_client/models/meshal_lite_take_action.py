from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.meshal_lite_take_action_action import MeshalLiteTakeActionAction
from ..models.meshal_lite_take_action_item_size_type_0 import (
    MeshalLiteTakeActionItemSizeType0,
)
from ..models.meshal_lite_take_action_other_item_size_type_0 import (
    MeshalLiteTakeActionOtherItemSizeType0,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="MeshalLiteTakeAction")


@_attrs_define
class MeshalLiteTakeAction:
    """A tactic from the quick-reference table, for its ⚡: ``search`` (3), ``handle_item``
    (hand over, take or pick up: trivial 1, light 2, heavy 3; an exchange costs the dearer
    ``item_size``/``other_item_size``), ``drop_item`` (0 by default, an option), and with
    their extension rules ``facing`` (0), ``posture`` (1), ``lift`` (3).

        Attributes:
            action (MeshalLiteTakeActionAction):
            combatant_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['meshal-lite.take_action']):  Default: 'meshal-lite.take_action'.
            item_size (MeshalLiteTakeActionItemSizeType0 | None | Unset):
            note (str | Unset):  Default: ''.
            other_item_size (MeshalLiteTakeActionOtherItemSizeType0 | None | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
    """

    action: MeshalLiteTakeActionAction
    combatant_id: str
    type_: Literal["meshal-lite.take_action"] = "meshal-lite.take_action"
    item_size: MeshalLiteTakeActionItemSizeType0 | None | Unset = UNSET
    note: str | Unset = ""
    other_item_size: MeshalLiteTakeActionOtherItemSizeType0 | None | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        combatant_id = self.combatant_id

        type_ = self.type_

        item_size: None | str | Unset
        if isinstance(self.item_size, Unset):
            item_size = UNSET
        elif isinstance(self.item_size, MeshalLiteTakeActionItemSizeType0):
            item_size = self.item_size.value
        else:
            item_size = self.item_size

        note = self.note

        other_item_size: None | str | Unset
        if isinstance(self.other_item_size, Unset):
            other_item_size = UNSET
        elif isinstance(self.other_item_size, MeshalLiteTakeActionOtherItemSizeType0):
            other_item_size = self.other_item_size.value
        else:
            other_item_size = self.other_item_size

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
                "action": action,
                "combatant_id": combatant_id,
                "type": type_,
            }
        )
        if item_size is not UNSET:
            field_dict["item_size"] = item_size
        if note is not UNSET:
            field_dict["note"] = note
        if other_item_size is not UNSET:
            field_dict["other_item_size"] = other_item_size
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = MeshalLiteTakeActionAction(d.pop("action"))

        combatant_id = d.pop("combatant_id")

        type_ = cast(Literal["meshal-lite.take_action"], d.pop("type"))
        if type_ != "meshal-lite.take_action":
            raise ValueError(f"type must match const 'meshal-lite.take_action', got '{type_}'")

        def _parse_item_size(data: object) -> MeshalLiteTakeActionItemSizeType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                item_size_type_0 = MeshalLiteTakeActionItemSizeType0(data)

                return item_size_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeshalLiteTakeActionItemSizeType0 | None | Unset, data)

        item_size = _parse_item_size(d.pop("item_size", UNSET))

        note = d.pop("note", UNSET)

        def _parse_other_item_size(data: object) -> MeshalLiteTakeActionOtherItemSizeType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                other_item_size_type_0 = MeshalLiteTakeActionOtherItemSizeType0(data)

                return other_item_size_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeshalLiteTakeActionOtherItemSizeType0 | None | Unset, data)

        other_item_size = _parse_other_item_size(d.pop("other_item_size", UNSET))

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

        meshal_lite_take_action = cls(
            action=action,
            combatant_id=combatant_id,
            type_=type_,
            item_size=item_size,
            note=note,
            other_item_size=other_item_size,
            rolls=rolls,
            secret=secret,
        )

        return meshal_lite_take_action
