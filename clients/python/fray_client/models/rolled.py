from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.rolled_term import RolledTerm


T = TypeVar("T", bound="Rolled")


@_attrs_define
class Rolled:
    """An expression as rolled: its ``terms`` with their faces, the ``constant`` and the
    ``total`` (kept faces read by ``reading``, signed, plus the constant).

        Attributes:
            constant (int):
            expression (str):
            terms (list[RolledTerm]):
            total (int):
    """

    constant: int
    expression: str
    terms: list[RolledTerm]
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        constant = self.constant

        expression = self.expression

        terms = []
        for terms_item_data in self.terms:
            terms_item = terms_item_data.to_dict()
            terms.append(terms_item)

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "constant": constant,
                "expression": expression,
                "terms": terms,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rolled_term import RolledTerm  # noqa: PLC0415

        d = dict(src_dict)
        constant = d.pop("constant")

        expression = d.pop("expression")

        terms = []
        _terms = d.pop("terms")
        for terms_item_data in _terms:
            terms_item = RolledTerm.from_dict(terms_item_data)

            terms.append(terms_item)

        total = d.pop("total")

        rolled = cls(
            constant=constant,
            expression=expression,
            terms=terms,
            total=total,
        )

        rolled.additional_properties = d
        return rolled

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
