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
    from ..models.dnd_4e_stats_in import Dnd4EStatsIn
    from ..models.position import Position


T = TypeVar("T", bound="Dnd4EAddCombatant")


@_attrs_define
class Dnd4EAddCombatant:
    """A PC or monster joins with its 4e stat block. ``hp`` (default the maximum) and
    ``temp_hp`` at joining; ``surprised``: it is surprised, so round 1 is a surprise round
    (PHB 2008 p. 267); ``side`` defaults to party for PCs and foes for monsters; the id to the
    name's slug.

        Attributes:
            name (str):
            stats (Dnd4EStatsIn): A stat block as a request states it (without the stored block's ``ruleset`` tag, which
                the command's type already says): unknown fields refused at every level (a 400 naming the
                field). ``check_block`` runs in ``decide`` (``combat.add_combatant``): a block that cannot
                exist is well-formed JSON the document allows, refused by the rules (422).
            type_ (Literal['dnd4e.add_combatant']):  Default: 'dnd4e.add_combatant'.
            combatant_id (None | str | Unset):
            hp (int | None | Unset):
            position (None | Position | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            side (None | str | Unset):
            surprised (bool | Unset):  Default: False.
            temp_hp (int | Unset):  Default: 0.
    """

    name: str
    stats: Dnd4EStatsIn
    type_: Literal["dnd4e.add_combatant"] = "dnd4e.add_combatant"
    combatant_id: None | str | Unset = UNSET
    hp: int | None | Unset = UNSET
    position: None | Position | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    side: None | str | Unset = UNSET
    surprised: bool | Unset = False
    temp_hp: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        from ..models.position import Position  # noqa: PLC0415

        name = self.name

        stats = self.stats.to_dict()

        type_ = self.type_

        combatant_id: None | str | Unset
        if isinstance(self.combatant_id, Unset):
            combatant_id = UNSET
        else:
            combatant_id = self.combatant_id

        hp: int | None | Unset
        if isinstance(self.hp, Unset):
            hp = UNSET
        else:
            hp = self.hp

        position: dict[str, Any] | None | Unset
        if isinstance(self.position, Unset):
            position = UNSET
        elif isinstance(self.position, Position):
            position = self.position.to_dict()
        else:
            position = self.position

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

        side: None | str | Unset
        if isinstance(self.side, Unset):
            side = UNSET
        else:
            side = self.side

        surprised = self.surprised

        temp_hp = self.temp_hp

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "stats": stats,
                "type": type_,
            }
        )
        if combatant_id is not UNSET:
            field_dict["combatant_id"] = combatant_id
        if hp is not UNSET:
            field_dict["hp"] = hp
        if position is not UNSET:
            field_dict["position"] = position
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if side is not UNSET:
            field_dict["side"] = side
        if surprised is not UNSET:
            field_dict["surprised"] = surprised
        if temp_hp is not UNSET:
            field_dict["temp_hp"] = temp_hp

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dnd_4e_stats_in import Dnd4EStatsIn  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        stats = Dnd4EStatsIn.from_dict(d.pop("stats"))

        type_ = cast(Literal["dnd4e.add_combatant"], d.pop("type"))
        if type_ != "dnd4e.add_combatant":
            raise ValueError(f"type must match const 'dnd4e.add_combatant', got '{type_}'")

        def _parse_combatant_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        combatant_id = _parse_combatant_id(d.pop("combatant_id", UNSET))

        def _parse_hp(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        hp = _parse_hp(d.pop("hp", UNSET))

        def _parse_position(data: object) -> None | Position | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                position_type_0 = Position.from_dict(data)

                return position_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Position | Unset, data)

        position = _parse_position(d.pop("position", UNSET))

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

        def _parse_side(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        side = _parse_side(d.pop("side", UNSET))

        surprised = d.pop("surprised", UNSET)

        temp_hp = d.pop("temp_hp", UNSET)

        dnd_4e_add_combatant = cls(
            name=name,
            stats=stats,
            type_=type_,
            combatant_id=combatant_id,
            hp=hp,
            position=position,
            rolls=rolls,
            secret=secret,
            side=side,
            surprised=surprised,
            temp_hp=temp_hp,
        )

        return dnd_4e_add_combatant
