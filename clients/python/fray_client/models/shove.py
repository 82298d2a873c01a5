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

from ..models.shove_effect import ShoveEffect
from ..models.shove_target_uses_type_0 import ShoveTargetUsesType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.position import Position


T = TypeVar("T", bound="Shove")


@_attrs_define
class Shove:
    """Shove with an Unarmed Strike (002 §Удар без зброї): the same save; on a failure push
    the target 5 ft away or knock it prone (``effect``). ``aside`` is 003 Shove Aside: a
    STR (Athletics) contest with disadvantage; a win moves the target 5 ft to ``to``.
    Uses one attack of the Attack action.

        Attributes:
            attacker_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            target_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['dnd5e-2024.shove']):  Default: 'dnd5e-2024.shove'.
            effect (ShoveEffect | Unset):  Default: ShoveEffect.PUSH.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            target_uses (None | ShoveTargetUsesType0 | Unset):
            to (None | Position | Unset):
    """

    attacker_id: str
    target_id: str
    type_: Literal["dnd5e-2024.shove"] = "dnd5e-2024.shove"
    effect: ShoveEffect | Unset = ShoveEffect.PUSH
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    target_uses: None | ShoveTargetUsesType0 | Unset = UNSET
    to: None | Position | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.position import Position  # noqa: PLC0415

        attacker_id = self.attacker_id

        target_id = self.target_id

        type_ = self.type_

        effect: str | Unset = UNSET
        if not isinstance(self.effect, Unset):
            effect = self.effect.value

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
        elif isinstance(self.target_uses, ShoveTargetUsesType0):
            target_uses = self.target_uses.value
        else:
            target_uses = self.target_uses

        to: dict[str, Any] | None | Unset
        if isinstance(self.to, Unset):
            to = UNSET
        elif isinstance(self.to, Position):
            to = self.to.to_dict()
        else:
            to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker_id": attacker_id,
                "target_id": target_id,
                "type": type_,
            }
        )
        if effect is not UNSET:
            field_dict["effect"] = effect
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if target_uses is not UNSET:
            field_dict["target_uses"] = target_uses
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        attacker_id = d.pop("attacker_id")

        target_id = d.pop("target_id")

        type_ = cast(Literal["dnd5e-2024.shove"], d.pop("type"))
        if type_ != "dnd5e-2024.shove":
            raise ValueError(f"type must match const 'dnd5e-2024.shove', got '{type_}'")

        _effect = d.pop("effect", UNSET)
        effect: ShoveEffect | Unset
        if isinstance(_effect, Unset):
            effect = UNSET
        else:
            effect = ShoveEffect(_effect)

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

        def _parse_target_uses(data: object) -> None | ShoveTargetUsesType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                target_uses_type_0 = ShoveTargetUsesType0(data)

                return target_uses_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ShoveTargetUsesType0 | Unset, data)

        target_uses = _parse_target_uses(d.pop("target_uses", UNSET))

        def _parse_to(data: object) -> None | Position | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                to_type_0 = Position.from_dict(data)

                return to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Position | Unset, data)

        to = _parse_to(d.pop("to", UNSET))

        shove = cls(
            attacker_id=attacker_id,
            target_id=target_id,
            type_=type_,
            effect=effect,
            rolls=rolls,
            secret=secret,
            target_uses=target_uses,
            to=to,
        )

        return shove
