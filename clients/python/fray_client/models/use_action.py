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
    from ..models.use_action_cover import UseActionCover


T = TypeVar("T", bound="UseAction")


@_attrs_define
class UseAction:
    """A save action of the stat block (a breath weapon, a gaze, a stench: ``save_actions``)
    on the creature's turn: every one of ``target_ids`` (the creatures in its area, as the GM
    judges it) makes the save; the damage is rolled once. It takes the action, or, as part of
    the Multiattack its block names it in, one of the Multiattack's attacks (in place of one)
    or none (besides them, once a turn). A Recharge action must have recharged; a per-day
    one must have uses left. ``cover`` maps a target to its cover (DEX saves, 002 §Укриття).

        Attributes:
            action (str):
            combatant_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['dnd5e-2024.use_action']):  Default: 'dnd5e-2024.use_action'.
            cover (UseActionCover | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            target_ids (list[str] | Unset):
    """

    action: str
    combatant_id: str
    type_: Literal["dnd5e-2024.use_action"] = "dnd5e-2024.use_action"
    cover: UseActionCover | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    target_ids: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        combatant_id = self.combatant_id

        type_ = self.type_

        cover: dict[str, Any] | Unset = UNSET
        if not isinstance(self.cover, Unset):
            cover = self.cover.to_dict()

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

        target_ids: list[str] | Unset = UNSET
        if not isinstance(self.target_ids, Unset):
            target_ids = self.target_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "combatant_id": combatant_id,
                "type": type_,
            }
        )
        if cover is not UNSET:
            field_dict["cover"] = cover
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if target_ids is not UNSET:
            field_dict["target_ids"] = target_ids

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.use_action_cover import UseActionCover  # noqa: PLC0415

        d = dict(src_dict)
        action = d.pop("action")

        combatant_id = d.pop("combatant_id")

        type_ = cast(Literal["dnd5e-2024.use_action"], d.pop("type"))
        if type_ != "dnd5e-2024.use_action":
            raise ValueError(f"type must match const 'dnd5e-2024.use_action', got '{type_}'")

        _cover = d.pop("cover", UNSET)
        cover: UseActionCover | Unset
        if isinstance(_cover, Unset):
            cover = UNSET
        else:
            cover = UseActionCover.from_dict(_cover)

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

        target_ids = cast(list[str], d.pop("target_ids", UNSET))

        use_action = cls(
            action=action,
            combatant_id=combatant_id,
            type_=type_,
            cover=cover,
            rolls=rolls,
            secret=secret,
            target_ids=target_ids,
        )

        return use_action
