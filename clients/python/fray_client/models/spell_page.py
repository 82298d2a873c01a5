from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.library_source import LibrarySource
    from ..models.spell_summary import SpellSummary


T = TypeVar("T", bound="SpellPage")


@_attrs_define
class SpellPage:
    """A page of a ruleset's spells, as ``CreaturePage`` is of its creatures.

    Attributes:
        items (list[SpellSummary]):
        limit (int):
        offset (int):
        ruleset (str):
        source (LibrarySource | None):
        total (int):
        next_ (None | str | Unset):
        note (str | Unset):  Default: ''.
    """

    items: list[SpellSummary]
    limit: int
    offset: int
    ruleset: str
    source: LibrarySource | None
    total: int
    next_: None | str | Unset = UNSET
    note: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.library_source import LibrarySource  # noqa: PLC0415

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        limit = self.limit

        offset = self.offset

        ruleset = self.ruleset

        source: dict[str, Any] | None
        if isinstance(self.source, LibrarySource):
            source = self.source.to_dict()
        else:
            source = self.source

        total = self.total

        next_: None | str | Unset
        if isinstance(self.next_, Unset):
            next_ = UNSET
        else:
            next_ = self.next_

        note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "items": items,
                "limit": limit,
                "offset": offset,
                "ruleset": ruleset,
                "source": source,
                "total": total,
            }
        )
        if next_ is not UNSET:
            field_dict["next"] = next_
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.library_source import LibrarySource  # noqa: PLC0415
        from ..models.spell_summary import SpellSummary  # noqa: PLC0415

        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = SpellSummary.from_dict(items_item_data)

            items.append(items_item)

        limit = d.pop("limit")

        offset = d.pop("offset")

        ruleset = d.pop("ruleset")

        def _parse_source(data: object) -> LibrarySource | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                source_type_0 = LibrarySource.from_dict(data)

                return source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LibrarySource | None, data)

        source = _parse_source(d.pop("source"))

        total = d.pop("total")

        def _parse_next_(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        next_ = _parse_next_(d.pop("next", UNSET))

        note = d.pop("note", UNSET)

        spell_page = cls(
            items=items,
            limit=limit,
            offset=offset,
            ruleset=ruleset,
            source=source,
            total=total,
            next_=next_,
            note=note,
        )

        spell_page.additional_properties = d
        return spell_page

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
