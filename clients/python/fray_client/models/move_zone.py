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
    from ..models.position import Position


T = TypeVar("T", bound="MoveZone")


@_attrs_define
class MoveZone:
    """``combatant_id`` moves its zone or conjuration ``zone`` (its power's name, or
    ``zone:<name>``) so its origin square is ``to``, with the action its power names (a move
    action for most conjurations): at most the power's squares, within its range; a zone
    moved as it is sustained is moved by ``dnd4e.sustain`` with ``move_to`` (PHB 2008, Zone
    and Conjuration keywords).

        Attributes:
            combatant_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            to (Position): A square on the battle grid: ``x`` and ``y`` in squares of 5 ft (see ``fray.domain.grid``).

                Commands take it as sent, so it forbids unknown fields (``{"x": 1, "y": 2, "z": 3}`` is a
                400, not a silent square): the one struct inside stored events that does. A coordinate
                pair does not grow; a grid of another shape would be a new type, not a new field here.
            type_ (Literal['dnd4e.move_zone']):  Default: 'dnd4e.move_zone'.
            zone (str):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
    """

    combatant_id: str
    to: Position
    zone: str
    type_: Literal["dnd4e.move_zone"] = "dnd4e.move_zone"
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        to = self.to.to_dict()

        type_ = self.type_

        zone = self.zone

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
                "to": to,
                "type": type_,
                "zone": zone,
            }
        )
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        to = Position.from_dict(d.pop("to"))

        type_ = cast(Literal["dnd4e.move_zone"], d.pop("type"))
        if type_ != "dnd4e.move_zone":
            raise ValueError(f"type must match const 'dnd4e.move_zone', got '{type_}'")

        zone = d.pop("zone")

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

        move_zone = cls(
            combatant_id=combatant_id,
            to=to,
            type_=type_,
            zone=zone,
            rolls=rolls,
            secret=secret,
        )

        return move_zone
