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

if TYPE_CHECKING:
    from ..models.initiative_entry import InitiativeEntry


T = TypeVar("T", bound="InitiativeRolled")


@_attrs_define
class InitiativeRolled:
    """Initiative was rolled for ``entries``; ``order`` is the whole resulting turn order, first
    to act first (the ruleset decided ties; the event records the outcome). Also the per-round
    re-roll the core makes when the ruleset asks for one (``Ruleset.initiative_each_round``).

        Attributes:
            entries (list[InitiativeEntry]):
            order (list[str]):
            type_ (Literal['initiative_rolled']):  Default: 'initiative_rolled'.
    """

    entries: list[InitiativeEntry]
    order: list[str]
    type_: Literal["initiative_rolled"] = "initiative_rolled"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        order = self.order

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "entries": entries,
                "order": order,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.initiative_entry import InitiativeEntry  # noqa: PLC0415

        d = dict(src_dict)
        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = InitiativeEntry.from_dict(entries_item_data)

            entries.append(entries_item)

        order = cast(list[str], d.pop("order"))

        type_ = cast(Literal["initiative_rolled"], d.pop("type"))
        if type_ != "initiative_rolled":
            raise ValueError(f"type must match const 'initiative_rolled', got '{type_}'")

        initiative_rolled = cls(
            entries=entries,
            order=order,
            type_=type_,
        )

        initiative_rolled.additional_properties = d
        return initiative_rolled

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
