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

from ..models.dnd_5e2024_rest_kind import Dnd5E2024RestKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dnd_5e2024_rest_hit_dice import Dnd5E2024RestHitDice


T = TypeVar("T", bound="Dnd5E2024Rest")


@_attrs_define
class Dnd5E2024Rest:
    """A rest between fights (published 5e rules, PHB 2024), allowed before round 1 (a fork
    that carried the party on starts there): ``short`` (1 hour: each PC spends the Hit Point
    Dice ``hit_dice`` names, rolling each and adding its CON modifier) or ``long`` (8 hours:
    all hit points, Hit Point Dice and spell slots back, the hit point maximum restored,
    exhaustion one level lower, temporary hit points gone). ``combatant_ids``: who rests
    (default: every PC).

        Attributes:
            kind (Dnd5E2024RestKind):
            type_ (Literal['dnd5e-2024.rest']):  Default: 'dnd5e-2024.rest'.
            combatant_ids (list[str] | Unset):
            hit_dice (Dnd5E2024RestHitDice | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
    """

    kind: Dnd5E2024RestKind
    type_: Literal["dnd5e-2024.rest"] = "dnd5e-2024.rest"
    combatant_ids: list[str] | Unset = UNSET
    hit_dice: Dnd5E2024RestHitDice | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        type_ = self.type_

        combatant_ids: list[str] | Unset = UNSET
        if not isinstance(self.combatant_ids, Unset):
            combatant_ids = self.combatant_ids

        hit_dice: dict[str, Any] | Unset = UNSET
        if not isinstance(self.hit_dice, Unset):
            hit_dice = self.hit_dice.to_dict()

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
                "kind": kind,
                "type": type_,
            }
        )
        if combatant_ids is not UNSET:
            field_dict["combatant_ids"] = combatant_ids
        if hit_dice is not UNSET:
            field_dict["hit_dice"] = hit_dice
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dnd_5e2024_rest_hit_dice import Dnd5E2024RestHitDice  # noqa: PLC0415

        d = dict(src_dict)
        kind = Dnd5E2024RestKind(d.pop("kind"))

        type_ = cast(Literal["dnd5e-2024.rest"], d.pop("type"))
        if type_ != "dnd5e-2024.rest":
            raise ValueError(f"type must match const 'dnd5e-2024.rest', got '{type_}'")

        combatant_ids = cast(list[str], d.pop("combatant_ids", UNSET))

        _hit_dice = d.pop("hit_dice", UNSET)
        hit_dice: Dnd5E2024RestHitDice | Unset
        if isinstance(_hit_dice, Unset):
            hit_dice = UNSET
        else:
            hit_dice = Dnd5E2024RestHitDice.from_dict(_hit_dice)

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

        dnd_5e2024_rest = cls(
            kind=kind,
            type_=type_,
            combatant_ids=combatant_ids,
            hit_dice=hit_dice,
            rolls=rolls,
            secret=secret,
        )

        return dnd_5e2024_rest
