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
    from ..models.dnd_5e_initiative_entry import Dnd5EInitiativeEntry
    from ..models.dnd_5e_initiative_rolled_side_rolls import (
        Dnd5EInitiativeRolledSideRolls,
    )


T = TypeVar("T", bound="Dnd5EInitiativeRolled")


@_attrs_define
class Dnd5EInitiativeRolled:
    """Initiative by ``method`` (roll, score, side, speed_factor; ``side_order``: a side chose
    its members' order, no entries); ``order`` is the whole turn order (002 §Порядок бою; 003
    Initiative); ``round`` the round it is for. ``side_rolls`` are side initiative's d20s.

        Attributes:
            entries (list[Dnd5EInitiativeEntry]):
            order (list[str]):
            type_ (Literal['dnd5e-2024.initiative_rolled']):  Default: 'dnd5e-2024.initiative_rolled'.
            method (str | Unset):  Default: 'roll'.
            round_ (int | Unset):  Default: 1.
            side_rolls (Dnd5EInitiativeRolledSideRolls | Unset):
    """

    entries: list[Dnd5EInitiativeEntry]
    order: list[str]
    type_: Literal["dnd5e-2024.initiative_rolled"] = "dnd5e-2024.initiative_rolled"
    method: str | Unset = "roll"
    round_: int | Unset = 1
    side_rolls: Dnd5EInitiativeRolledSideRolls | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        order = self.order

        type_ = self.type_

        method = self.method

        round_ = self.round_

        side_rolls: dict[str, Any] | Unset = UNSET
        if not isinstance(self.side_rolls, Unset):
            side_rolls = self.side_rolls.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "entries": entries,
                "order": order,
                "type": type_,
            }
        )
        if method is not UNSET:
            field_dict["method"] = method
        if round_ is not UNSET:
            field_dict["round"] = round_
        if side_rolls is not UNSET:
            field_dict["side_rolls"] = side_rolls

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dnd_5e_initiative_entry import Dnd5EInitiativeEntry  # noqa: PLC0415
        from ..models.dnd_5e_initiative_rolled_side_rolls import (
            Dnd5EInitiativeRolledSideRolls,  # noqa: PLC0415
        )

        d = dict(src_dict)
        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = Dnd5EInitiativeEntry.from_dict(entries_item_data)

            entries.append(entries_item)

        order = cast(list[str], d.pop("order"))

        type_ = cast(Literal["dnd5e-2024.initiative_rolled"], d.pop("type"))
        if type_ != "dnd5e-2024.initiative_rolled":
            raise ValueError(f"type must match const 'dnd5e-2024.initiative_rolled', got '{type_}'")

        method = d.pop("method", UNSET)

        round_ = d.pop("round", UNSET)

        _side_rolls = d.pop("side_rolls", UNSET)
        side_rolls: Dnd5EInitiativeRolledSideRolls | Unset
        if isinstance(_side_rolls, Unset):
            side_rolls = UNSET
        else:
            side_rolls = Dnd5EInitiativeRolledSideRolls.from_dict(_side_rolls)

        dnd_5e_initiative_rolled = cls(
            entries=entries,
            order=order,
            type_=type_,
            method=method,
            round_=round_,
            side_rolls=side_rolls,
        )

        dnd_5e_initiative_rolled.additional_properties = d
        return dnd_5e_initiative_rolled

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
