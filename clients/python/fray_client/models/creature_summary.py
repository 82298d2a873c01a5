from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreatureSummary")


@_attrs_define
class CreatureSummary:
    """One creature in a list: ``id`` (what an add command's ``creature`` takes), its display
    ``name``, ``type`` and ``subtype``, ``size``, ``challenge_rating`` as printed (``"1/4"``;
    null where the ruleset has none), ``summary`` (a line a person reads) and ``url`` (its
    whole block).

        Attributes:
            id (str):
            name (str):
            type_ (str):
            url (str):
            challenge_rating (None | str | Unset):
            size (None | str | Unset):
            subtype (str | Unset):  Default: ''.
            summary (str | Unset):  Default: ''.
    """

    id: str
    name: str
    type_: str
    url: str
    challenge_rating: None | str | Unset = UNSET
    size: None | str | Unset = UNSET
    subtype: str | Unset = ""
    summary: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        type_ = self.type_

        url = self.url

        challenge_rating: None | str | Unset
        if isinstance(self.challenge_rating, Unset):
            challenge_rating = UNSET
        else:
            challenge_rating = self.challenge_rating

        size: None | str | Unset
        if isinstance(self.size, Unset):
            size = UNSET
        else:
            size = self.size

        subtype = self.subtype

        summary = self.summary

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "type": type_,
                "url": url,
            }
        )
        if challenge_rating is not UNSET:
            field_dict["challenge_rating"] = challenge_rating
        if size is not UNSET:
            field_dict["size"] = size
        if subtype is not UNSET:
            field_dict["subtype"] = subtype
        if summary is not UNSET:
            field_dict["summary"] = summary

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        type_ = d.pop("type")

        url = d.pop("url")

        def _parse_challenge_rating(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        challenge_rating = _parse_challenge_rating(d.pop("challenge_rating", UNSET))

        def _parse_size(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        size = _parse_size(d.pop("size", UNSET))

        subtype = d.pop("subtype", UNSET)

        summary = d.pop("summary", UNSET)

        creature_summary = cls(
            id=id,
            name=name,
            type_=type_,
            url=url,
            challenge_rating=challenge_rating,
            size=size,
            subtype=subtype,
            summary=summary,
        )

        creature_summary.additional_properties = d
        return creature_summary

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
