from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.derivation import Derivation


T = TypeVar("T", bound="SaveRoll")


@_attrs_define
class SaveRoll:
    """One saving throw: the effect it is against, the d20 ``face``, the ``bonus`` with its
    parts (usually nothing), the ``total`` and whether it ``succeeded`` (10 or more).

        Attributes:
            bonus (Derivation): A total and every part it was summed from: ``total == sum of the counted parts``.
            effect_id (str):
            face (int):
            succeeded (bool):
            total (int):
    """

    bonus: Derivation
    effect_id: str
    face: int
    succeeded: bool
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bonus = self.bonus.to_dict()

        effect_id = self.effect_id

        face = self.face

        succeeded = self.succeeded

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bonus": bonus,
                "effect_id": effect_id,
                "face": face,
                "succeeded": succeeded,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.derivation import Derivation  # noqa: PLC0415

        d = dict(src_dict)
        bonus = Derivation.from_dict(d.pop("bonus"))

        effect_id = d.pop("effect_id")

        face = d.pop("face")

        succeeded = d.pop("succeeded")

        total = d.pop("total")

        save_roll = cls(
            bonus=bonus,
            effect_id=effect_id,
            face=face,
            succeeded=succeeded,
            total=total,
        )

        save_roll.additional_properties = d
        return save_roll

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
