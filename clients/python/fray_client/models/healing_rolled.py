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
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rolled import Rolled


T = TypeVar("T", bound="HealingRolled")


@_attrs_define
class HealingRolled:
    """Healing worked out for ``target_id`` (PHB 2008 p. 293): the ``surge_value`` if a surge
    was spent, the ``dice`` rolled, the ``amount`` added and the ``total``; ``no_surge``: the
    healing needed a surge the dying target no longer had, so it regained 1 hit point
    (Rules Compendium, Healing the Dying; events before it existed read False). The
    ``healing_received`` follows.

        Attributes:
            source (str):
            target_id (str):
            total (int):
            type_ (Literal['dnd4e.healing_rolled']):  Default: 'dnd4e.healing_rolled'.
            amount (int | Unset):  Default: 0.
            dice (None | Rolled | Unset):
            no_surge (bool | Unset):  Default: False.
            surge_value (int | None | Unset):  Default: 0.
    """

    source: str
    target_id: str
    total: int
    type_: Literal["dnd4e.healing_rolled"] = "dnd4e.healing_rolled"
    amount: int | Unset = 0
    dice: None | Rolled | Unset = UNSET
    no_surge: bool | Unset = False
    surge_value: int | None | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.rolled import Rolled  # noqa: PLC0415

        source = self.source

        target_id = self.target_id

        total = self.total

        type_ = self.type_

        amount = self.amount

        dice: dict[str, Any] | None | Unset
        if isinstance(self.dice, Unset):
            dice = UNSET
        elif isinstance(self.dice, Rolled):
            dice = self.dice.to_dict()
        else:
            dice = self.dice

        no_surge = self.no_surge

        surge_value: int | None | Unset
        if isinstance(self.surge_value, Unset):
            surge_value = UNSET
        else:
            surge_value = self.surge_value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "source": source,
                "target_id": target_id,
                "total": total,
                "type": type_,
            }
        )
        if amount is not UNSET:
            field_dict["amount"] = amount
        if dice is not UNSET:
            field_dict["dice"] = dice
        if no_surge is not UNSET:
            field_dict["no_surge"] = no_surge
        if surge_value is not UNSET:
            field_dict["surge_value"] = surge_value

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rolled import Rolled  # noqa: PLC0415

        d = dict(src_dict)
        source = d.pop("source")

        target_id = d.pop("target_id")

        total = d.pop("total")

        type_ = cast(Literal["dnd4e.healing_rolled"], d.pop("type"))
        if type_ != "dnd4e.healing_rolled":
            raise ValueError(f"type must match const 'dnd4e.healing_rolled', got '{type_}'")

        amount = d.pop("amount", UNSET)

        def _parse_dice(data: object) -> None | Rolled | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                dice_type_0 = Rolled.from_dict(data)

                return dice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Rolled | Unset, data)

        dice = _parse_dice(d.pop("dice", UNSET))

        no_surge = d.pop("no_surge", UNSET)

        def _parse_surge_value(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        surge_value = _parse_surge_value(d.pop("surge_value", UNSET))

        healing_rolled = cls(
            source=source,
            target_id=target_id,
            total=total,
            type_=type_,
            amount=amount,
            dice=dice,
            no_surge=no_surge,
            surge_value=surge_value,
        )

        healing_rolled.additional_properties = d
        return healing_rolled

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
