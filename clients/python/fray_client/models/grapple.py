from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.grapple_target_uses_type_0 import GrappleTargetUsesType0
from ..types import UNSET, Unset

T = TypeVar("T", bound="Grapple")


@_attrs_define
class Grapple:
    """Grapple with an Unarmed Strike (002 §Удар без зброї): no attack roll; the target saves
    with STR or DEX (its better, or ``target_uses``) against 8 + STR mod + PB, or is grappled.
    The target may be at most one size larger; it needs a ``free_hand``. Uses one attack of
    the Attack action.

        Attributes:
            attacker_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            target_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['dnd5e-2024.grapple']):  Default: 'dnd5e-2024.grapple'.
            free_hand (bool | Unset):  Default: True.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            target_uses (GrappleTargetUsesType0 | None | Unset):
    """

    attacker_id: str
    target_id: str
    type_: Literal["dnd5e-2024.grapple"] = "dnd5e-2024.grapple"
    free_hand: bool | Unset = True
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    target_uses: GrappleTargetUsesType0 | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        attacker_id = self.attacker_id

        target_id = self.target_id

        type_ = self.type_

        free_hand = self.free_hand

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

        target_uses: None | str | Unset
        if isinstance(self.target_uses, Unset):
            target_uses = UNSET
        elif isinstance(self.target_uses, GrappleTargetUsesType0):
            target_uses = self.target_uses.value
        else:
            target_uses = self.target_uses

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker_id": attacker_id,
                "target_id": target_id,
                "type": type_,
            }
        )
        if free_hand is not UNSET:
            field_dict["free_hand"] = free_hand
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if target_uses is not UNSET:
            field_dict["target_uses"] = target_uses

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attacker_id = d.pop("attacker_id")

        target_id = d.pop("target_id")

        type_ = cast(Literal["dnd5e-2024.grapple"], d.pop("type"))
        if type_ != "dnd5e-2024.grapple":
            raise ValueError(f"type must match const 'dnd5e-2024.grapple', got '{type_}'")

        free_hand = d.pop("free_hand", UNSET)

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

        def _parse_target_uses(data: object) -> GrappleTargetUsesType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                target_uses_type_0 = GrappleTargetUsesType0(data)

                return target_uses_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GrappleTargetUsesType0 | None | Unset, data)

        target_uses = _parse_target_uses(d.pop("target_uses", UNSET))

        grapple = cls(
            attacker_id=attacker_id,
            target_id=target_id,
            type_=type_,
            free_hand=free_hand,
            rolls=rolls,
            secret=secret,
            target_uses=target_uses,
        )

        return grapple
