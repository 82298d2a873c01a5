from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SpellSummary")


@_attrs_define
class SpellSummary:
    """One spell in a list: ``id`` (what ``cast_spell``'s ``spell`` takes, as does its name),
    ``name``, ``level`` (0: a cantrip), ``school``, ``concentration``, ``summary`` (a line a
    person reads) and ``url`` (the whole entry).

        Attributes:
            id (str):
            level (int):
            name (str):
            school (str):
            url (str):
            concentration (bool | Unset):  Default: False.
            summary (str | Unset):  Default: ''.
    """

    id: str
    level: int
    name: str
    school: str
    url: str
    concentration: bool | Unset = False
    summary: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        level = self.level

        name = self.name

        school = self.school

        url = self.url

        concentration = self.concentration

        summary = self.summary

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "level": level,
                "name": name,
                "school": school,
                "url": url,
            }
        )
        if concentration is not UNSET:
            field_dict["concentration"] = concentration
        if summary is not UNSET:
            field_dict["summary"] = summary

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        level = d.pop("level")

        name = d.pop("name")

        school = d.pop("school")

        url = d.pop("url")

        concentration = d.pop("concentration", UNSET)

        summary = d.pop("summary", UNSET)

        spell_summary = cls(
            id=id,
            level=level,
            name=name,
            school=school,
            url=url,
            concentration=concentration,
            summary=summary,
        )

        spell_summary.additional_properties = d
        return spell_summary

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
