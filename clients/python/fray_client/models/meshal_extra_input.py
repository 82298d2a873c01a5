from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.meshal_extra_input_kind import MeshalExtraInputKind

T = TypeVar("T", bound="MeshalExtraInput")


@_attrs_define
class MeshalExtraInput:
    """Extra damage on a hit: plus N, minus N, dice N (+N🎲), times N, divide N.

    Attributes:
        amount (int):
        kind (MeshalExtraInputKind):
    """

    amount: int
    kind: MeshalExtraInputKind

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        kind = self.kind.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amount": amount,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        kind = MeshalExtraInputKind(d.pop("kind"))

        meshal_extra_input = cls(
            amount=amount,
            kind=kind,
        )

        return meshal_extra_input
