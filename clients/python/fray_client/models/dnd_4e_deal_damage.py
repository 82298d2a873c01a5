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
    from ..models.dnd_4e_damage_piece import Dnd4EDamagePiece


T = TypeVar("T", bound="Dnd4EDealDamage")


@_attrs_define
class Dnd4EDealDamage:
    """Damage without an attack roll (a trap, a zone, a power's effect): resistance,
    vulnerability, insubstantial (half), temporary hit points, dying and death apply; a
    weakened source does not halve it (004 §状态 虚弱). ``half``: half damage (a miss).

        Attributes:
            damage (list[Dnd4EDamagePiece]):
            target_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['dnd4e.deal_damage']):  Default: 'dnd4e.deal_damage'.
            half (bool | Unset):  Default: False.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            source (str | Unset):  Default: 'damage'.
    """

    damage: list[Dnd4EDamagePiece]
    target_id: str
    type_: Literal["dnd4e.deal_damage"] = "dnd4e.deal_damage"
    half: bool | Unset = False
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

        half = self.half

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
        if half is not UNSET:
            field_dict["half"] = half
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if source is not UNSET:
            field_dict["source"] = source

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dnd_4e_damage_piece import Dnd4EDamagePiece  # noqa: PLC0415

        d = dict(src_dict)
        damage = []
        _damage = d.pop("damage")
        for damage_item_data in _damage:
            damage_item = Dnd4EDamagePiece.from_dict(damage_item_data)

            damage.append(damage_item)

        target_id = d.pop("target_id")

        type_ = cast(Literal["dnd4e.deal_damage"], d.pop("type"))
        if type_ != "dnd4e.deal_damage":
            raise ValueError(f"type must match const 'dnd4e.deal_damage', got '{type_}'")

        half = d.pop("half", UNSET)

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

        dnd_4e_deal_damage = cls(
            damage=damage,
            target_id=target_id,
            type_=type_,
            half=half,
            rolls=rolls,
            secret=secret,
            source=source,
        )

        return dnd_4e_deal_damage
