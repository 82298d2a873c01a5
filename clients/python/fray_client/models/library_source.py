from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="LibrarySource")


@_attrs_define
class LibrarySource:
    """Where a library's creatures come from: its ``title``, ``source``, ``edition`` (``"2014"``
    for the SRD 5.1 blocks), the ``licence`` and the ``attribution`` it asks for (show it
    where the data is shown), and a ``note`` for a person (what the rules play, why it is
    empty).

        Attributes:
            source (str):
            title (str):
            attribution (None | str | Unset):
            edition (None | str | Unset):
            licence (None | str | Unset):
            note (str | Unset):  Default: ''.
    """

    source: str
    title: str
    attribution: None | str | Unset = UNSET
    edition: None | str | Unset = UNSET
    licence: None | str | Unset = UNSET
    note: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        source = self.source

        title = self.title

        attribution: None | str | Unset
        if isinstance(self.attribution, Unset):
            attribution = UNSET
        else:
            attribution = self.attribution

        edition: None | str | Unset
        if isinstance(self.edition, Unset):
            edition = UNSET
        else:
            edition = self.edition

        licence: None | str | Unset
        if isinstance(self.licence, Unset):
            licence = UNSET
        else:
            licence = self.licence

        note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "source": source,
                "title": title,
            }
        )
        if attribution is not UNSET:
            field_dict["attribution"] = attribution
        if edition is not UNSET:
            field_dict["edition"] = edition
        if licence is not UNSET:
            field_dict["licence"] = licence
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        source = d.pop("source")

        title = d.pop("title")

        def _parse_attribution(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        attribution = _parse_attribution(d.pop("attribution", UNSET))

        def _parse_edition(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        edition = _parse_edition(d.pop("edition", UNSET))

        def _parse_licence(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        licence = _parse_licence(d.pop("licence", UNSET))

        note = d.pop("note", UNSET)

        library_source = cls(
            source=source,
            title=title,
            attribution=attribution,
            edition=edition,
            licence=licence,
            note=note,
        )

        library_source.additional_properties = d
        return library_source

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
