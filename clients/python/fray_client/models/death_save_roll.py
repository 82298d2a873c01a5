from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.death_save_roll_outcome import DeathSaveRollOutcome
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.derivation import Derivation


T = TypeVar("T", bound="DeathSaveRoll")


@_attrs_define
class DeathSaveRoll:
    """One death saving throw: the ``face``, its ``bonus``, the ``total``, the ``outcome`` and
    the failures counted after it; ``no_surge``: a 20 with no healing surge left, which
    brought the character to 1 hit point (Rules Compendium, Healing the Dying).

        Attributes:
            bonus (Derivation): A total and every part it was summed from: ``total == sum of the counted parts``.
            face (int):
            failures (int):
            outcome (DeathSaveRollOutcome):
            total (int):
            no_surge (bool | Unset):  Default: False.
    """

    bonus: Derivation
    face: int
    failures: int
    outcome: DeathSaveRollOutcome
    total: int
    no_surge: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bonus = self.bonus.to_dict()

        face = self.face

        failures = self.failures

        outcome = self.outcome.value

        total = self.total

        no_surge = self.no_surge

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bonus": bonus,
                "face": face,
                "failures": failures,
                "outcome": outcome,
                "total": total,
            }
        )
        if no_surge is not UNSET:
            field_dict["no_surge"] = no_surge

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.derivation import Derivation  # noqa: PLC0415

        d = dict(src_dict)
        bonus = Derivation.from_dict(d.pop("bonus"))

        face = d.pop("face")

        failures = d.pop("failures")

        outcome = DeathSaveRollOutcome(d.pop("outcome"))

        total = d.pop("total")

        no_surge = d.pop("no_surge", UNSET)

        death_save_roll = cls(
            bonus=bonus,
            face=face,
            failures=failures,
            outcome=outcome,
            total=total,
            no_surge=no_surge,
        )

        death_save_roll.additional_properties = d
        return death_save_roll

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
