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
    from ..models.damage_piece import DamagePiece


T = TypeVar("T", bound="DealDamage")


@_attrs_define
class DealDamage:
    """Damage from a spell, a trap, a fall: resistance, temporary HP, 0 HP, death saves and
    concentration apply as for an attack. ``adjustment`` goes to the first type.

        Attributes:
            damage (list[DamagePiece]):
            target_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['dnd5e-2024.deal_damage']):  Default: 'dnd5e-2024.deal_damage'.
            adjustment (int | Unset):  Default: 0.
            critical (bool | Unset):  Default: False.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            source (str | Unset):  Default: 'damage'.
    """

    damage: list[DamagePiece]
    target_id: str
    type_: Literal["dnd5e-2024.deal_damage"] = "dnd5e-2024.deal_damage"
    adjustment: int | Unset = 0
    critical: bool | Unset = False
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    source: str | Unset = "damage"

    def to_dict(self) -> dict[str, Any]:
        damage = []
        for damage_item_data in self.damage:
            damage_item = damage_item_data.to_dict()
            damage.append(damage_item)

        target_id = self.target_id

        type_ = self.type_

        adjustment = self.adjustment

        critical = self.critical

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

        source = self.source

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "damage": damage,
                "target_id": target_id,
                "type": type_,
            }
        )
        if adjustment is not UNSET:
            field_dict["adjustment"] = adjustment
        if critical is not UNSET:
            field_dict["critical"] = critical
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if source is not UNSET:
            field_dict["source"] = source

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.damage_piece import DamagePiece  # noqa: PLC0415

        d = dict(src_dict)
        damage = []
        _damage = d.pop("damage")
        for damage_item_data in _damage:
            damage_item = DamagePiece.from_dict(damage_item_data)

            damage.append(damage_item)

        target_id = d.pop("target_id")

        type_ = cast(Literal["dnd5e-2024.deal_damage"], d.pop("type"))
        if type_ != "dnd5e-2024.deal_damage":
            raise ValueError(f"type must match const 'dnd5e-2024.deal_damage', got '{type_}'")

        adjustment = d.pop("adjustment", UNSET)

        critical = d.pop("critical", UNSET)

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

        source = d.pop("source", UNSET)

        deal_damage = cls(
            damage=damage,
            target_id=target_id,
            type_=type_,
            adjustment=adjustment,
            critical=critical,
            rolls=rolls,
            secret=secret,
            source=source,
        )

        return deal_damage
