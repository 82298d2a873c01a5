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
    from ..models.meshal_creature_sheet import MeshalCreatureSheet
    from ..models.position import Position


T = TypeVar("T", bound="AddCreature")


@_attrs_define
class AddCreature:
    """Add a creature from its stat block (``sheet``). The id defaults to the name's slug;
    ``position`` puts it on the grid (squares of 1 step). A creature joining after
    initiative acts after everyone (roll_initiative again to place it).

        Attributes:
            sheet (MeshalCreatureSheet): A creature: attributes (and their temporary parts, and pools if hurt), protections,
                ``speed`` in steps per move, ``modes``, ``attacks``, ``strength`` (spent potential) and
                ``unspent`` potential ("36/15"), ``mobility`` ⚡ per round (None: the encounter's
                option), ``group`` for group initiative, ``size`` (体型) and ``incorporeal`` (虚体: it
                blocks no one's movement).
            type_ (Literal['meshal-lite.add_creature']):  Default: 'meshal-lite.add_creature'.
            combatant_id (None | str | Unset):
            position (None | Position | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            side (str | Unset):  Default: 'party'.
    """

    sheet: MeshalCreatureSheet
    type_: Literal["meshal-lite.add_creature"] = "meshal-lite.add_creature"
    combatant_id: None | str | Unset = UNSET
    position: None | Position | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    side: str | Unset = "party"

    def to_dict(self) -> dict[str, Any]:
        from ..models.position import Position  # noqa: PLC0415

        sheet = self.sheet.to_dict()

        type_ = self.type_

        combatant_id: None | str | Unset
        if isinstance(self.combatant_id, Unset):
            combatant_id = UNSET
        else:
            combatant_id = self.combatant_id

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

        side = self.side

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sheet": sheet,
                "type": type_,
            }
        )
        if combatant_id is not UNSET:
            field_dict["combatant_id"] = combatant_id
        if position is not UNSET:
            field_dict["position"] = position
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if side is not UNSET:
            field_dict["side"] = side

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meshal_creature_sheet import MeshalCreatureSheet  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        sheet = MeshalCreatureSheet.from_dict(d.pop("sheet"))

        type_ = cast(Literal["meshal-lite.add_creature"], d.pop("type"))
        if type_ != "meshal-lite.add_creature":
            raise ValueError(f"type must match const 'meshal-lite.add_creature', got '{type_}'")

        def _parse_combatant_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        combatant_id = _parse_combatant_id(d.pop("combatant_id", UNSET))

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

        side = d.pop("side", UNSET)

        add_creature = cls(
            sheet=sheet,
            type_=type_,
            combatant_id=combatant_id,
            position=position,
            rolls=rolls,
            secret=secret,
            side=side,
        )

        return add_creature
