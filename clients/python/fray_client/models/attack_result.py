from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.attack_result_automatic import AttackResultAutomatic
from ..models.attack_result_defence import AttackResultDefence
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.derivation import Derivation


T = TypeVar("T", bound="AttackResult")


@_attrs_define
class AttackResult:
    """One attack roll against one target: the d20 ``face``, the ``bonus`` with its parts,
    the ``total``, the ``defence`` it met and its ``defence_value``; ``hit``, ``critical``,
    and whether the roll was a natural 20 (``automatic`` "hit") or 1 ("miss"). The bonus and
    total (the attacker's) and the defence value (the target's) are null for a reader who may
    not see that stat block (``fray.policy.visibility``).

        Attributes:
            bonus (Derivation | None):
            critical (bool):
            defence (AttackResultDefence):
            defence_value (int | None):
            face (int):
            hit (bool):
            total (int | None):
            automatic (AttackResultAutomatic | Unset):  Default: AttackResultAutomatic.VALUE_0.
    """

    bonus: Derivation | None
    critical: bool
    defence: AttackResultDefence
    defence_value: int | None
    face: int
    hit: bool
    total: int | None
    automatic: AttackResultAutomatic | Unset = AttackResultAutomatic.VALUE_0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.derivation import Derivation  # noqa: PLC0415

        bonus: dict[str, Any] | None
        if isinstance(self.bonus, Derivation):
            bonus = self.bonus.to_dict()
        else:
            bonus = self.bonus

        critical = self.critical

        defence = self.defence.value

        defence_value: int | None
        defence_value = self.defence_value

        face = self.face

        hit = self.hit

        total: int | None
        total = self.total

        automatic: str | Unset = UNSET
        if not isinstance(self.automatic, Unset):
            automatic = self.automatic.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bonus": bonus,
                "critical": critical,
                "defence": defence,
                "defence_value": defence_value,
                "face": face,
                "hit": hit,
                "total": total,
            }
        )
        if automatic is not UNSET:
            field_dict["automatic"] = automatic

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.derivation import Derivation  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_bonus(data: object) -> Derivation | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                bonus_type_0 = Derivation.from_dict(data)

                return bonus_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Derivation | None, data)

        bonus = _parse_bonus(d.pop("bonus"))

        critical = d.pop("critical")

        defence = AttackResultDefence(d.pop("defence"))

        def _parse_defence_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        defence_value = _parse_defence_value(d.pop("defence_value"))

        face = d.pop("face")

        hit = d.pop("hit")

        def _parse_total(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        total = _parse_total(d.pop("total"))

        _automatic = d.pop("automatic", UNSET)
        automatic: AttackResultAutomatic | Unset
        if isinstance(_automatic, Unset):
            automatic = UNSET
        else:
            automatic = AttackResultAutomatic(_automatic)

        attack_result = cls(
            bonus=bonus,
            critical=critical,
            defence=defence,
            defence_value=defence_value,
            face=face,
            hit=hit,
            total=total,
            automatic=automatic,
        )

        attack_result.additional_properties = d
        return attack_result

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
