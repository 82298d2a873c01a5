from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PortionTaken")


@_attrs_define
class PortionTaken:
    """One portion of a hit as the target meets it: ``types``, the ``amount`` dealt, the
    ``resisted`` and ``vulnerable`` amounts that counted, and the ``net`` (never below 0).
    ``resisted``, ``vulnerable`` and ``net`` are null for a reader who may not see the
    target's stat block (its resistances; ``net`` against ``amount`` would tell them: issue
    18, ``Dnd4eDamageResolved.secret_numbers``); ``amount`` stays.

        Attributes:
            amount (int):
            net (int | None):
            resisted (int | None):
            types (list[str]):
            vulnerable (int | None):
    """

    amount: int
    net: int | None
    resisted: int | None
    types: list[str]
    vulnerable: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        net: int | None
        net = self.net

        resisted: int | None
        resisted = self.resisted

        types = self.types

        vulnerable: int | None
        vulnerable = self.vulnerable

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "net": net,
                "resisted": resisted,
                "types": types,
                "vulnerable": vulnerable,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        def _parse_net(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        net = _parse_net(d.pop("net"))

        def _parse_resisted(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        resisted = _parse_resisted(d.pop("resisted"))

        types = cast(list[str], d.pop("types"))

        def _parse_vulnerable(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        vulnerable = _parse_vulnerable(d.pop("vulnerable"))

        portion_taken = cls(
            amount=amount,
            net=net,
            resisted=resisted,
            types=types,
            vulnerable=vulnerable,
        )

        portion_taken.additional_properties = d
        return portion_taken

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
