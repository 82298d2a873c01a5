from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.set_visibility_health_type_0 import SetVisibilityHealthType0
from ..models.set_visibility_stat_block_type_0 import SetVisibilityStatBlockType0
from ..types import UNSET, Unset

T = TypeVar("T", bound="SetVisibility")


@_attrs_define
class SetVisibility:
    """The GM sets what players and spectators see of ``combatant_ids``: ``concealed`` (not
    seen at all, nor any event naming them, until revealed), ``stat_block`` (shown or hidden)
    and ``health`` (exact, bands, none); a field left out stays as it is.

        Attributes:
            combatant_ids (list[str]):
            type_ (Literal['set_visibility']):  Default: 'set_visibility'.
            concealed (bool | None | Unset):
            health (None | SetVisibilityHealthType0 | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            stat_block (None | SetVisibilityStatBlockType0 | Unset):
    """

    combatant_ids: list[str]
    type_: Literal["set_visibility"] = "set_visibility"
    concealed: bool | None | Unset = UNSET
    health: None | SetVisibilityHealthType0 | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    stat_block: None | SetVisibilityStatBlockType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        combatant_ids = self.combatant_ids

        type_ = self.type_

        concealed: bool | None | Unset
        if isinstance(self.concealed, Unset):
            concealed = UNSET
        else:
            concealed = self.concealed

        health: None | str | Unset
        if isinstance(self.health, Unset):
            health = UNSET
        elif isinstance(self.health, SetVisibilityHealthType0):
            health = self.health.value
        else:
            health = self.health

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

        stat_block: None | str | Unset
        if isinstance(self.stat_block, Unset):
            stat_block = UNSET
        elif isinstance(self.stat_block, SetVisibilityStatBlockType0):
            stat_block = self.stat_block.value
        else:
            stat_block = self.stat_block

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "combatant_ids": combatant_ids,
                "type": type_,
            }
        )
        if concealed is not UNSET:
            field_dict["concealed"] = concealed
        if health is not UNSET:
            field_dict["health"] = health
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if stat_block is not UNSET:
            field_dict["stat_block"] = stat_block

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_ids = cast(list[str], d.pop("combatant_ids"))

        type_ = cast(Literal["set_visibility"], d.pop("type"))
        if type_ != "set_visibility":
            raise ValueError(f"type must match const 'set_visibility', got '{type_}'")

        def _parse_concealed(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        concealed = _parse_concealed(d.pop("concealed", UNSET))

        def _parse_health(data: object) -> None | SetVisibilityHealthType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                health_type_0 = SetVisibilityHealthType0(data)

                return health_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SetVisibilityHealthType0 | Unset, data)

        health = _parse_health(d.pop("health", UNSET))

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

        def _parse_stat_block(data: object) -> None | SetVisibilityStatBlockType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stat_block_type_0 = SetVisibilityStatBlockType0(data)

                return stat_block_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SetVisibilityStatBlockType0 | Unset, data)

        stat_block = _parse_stat_block(d.pop("stat_block", UNSET))

        set_visibility = cls(
            combatant_ids=combatant_ids,
            type_=type_,
            concealed=concealed,
            health=health,
            rolls=rolls,
            secret=secret,
            stat_block=stat_block,
        )

        return set_visibility
