from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.round_stats_criticals import RoundStatsCriticals


T = TypeVar("T", bound="RoundStats")


@_attrs_define
class RoundStats:
    """What happened in one round (0: before the first turn): ``turns`` in order, ``attacks``,
    ``hits``, ``misses``, ``criticals``, ``damage`` (all of it) and the part no attack was
    behind (``unattributed``), ``healing``, ``conditions`` begun (``"<id>: <name>"``), and who
    ``fell``.

        Attributes:
            round_ (int):
            attacks (int | Unset):  Default: 0.
            conditions (list[str] | Unset):
            criticals (RoundStatsCriticals | Unset):
            damage (int | Unset):  Default: 0.
            fell (list[str] | Unset):
            healing (int | Unset):  Default: 0.
            hits (int | Unset):  Default: 0.
            misses (int | Unset):  Default: 0.
            turns (list[str] | Unset):
            unattributed (int | Unset):  Default: 0.
    """

    round_: int
    attacks: int | Unset = 0
    conditions: list[str] | Unset = UNSET
    criticals: RoundStatsCriticals | Unset = UNSET
    damage: int | Unset = 0
    fell: list[str] | Unset = UNSET
    healing: int | Unset = 0
    hits: int | Unset = 0
    misses: int | Unset = 0
    turns: list[str] | Unset = UNSET
    unattributed: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        attacks = self.attacks

        conditions: list[str] | Unset = UNSET
        if not isinstance(self.conditions, Unset):
            conditions = self.conditions

        criticals: dict[str, Any] | Unset = UNSET
        if not isinstance(self.criticals, Unset):
            criticals = self.criticals.to_dict()

        damage = self.damage

        fell: list[str] | Unset = UNSET
        if not isinstance(self.fell, Unset):
            fell = self.fell

        healing = self.healing

        hits = self.hits

        misses = self.misses

        turns: list[str] | Unset = UNSET
        if not isinstance(self.turns, Unset):
            turns = self.turns

        unattributed = self.unattributed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "round": round_,
            }
        )
        if attacks is not UNSET:
            field_dict["attacks"] = attacks
        if conditions is not UNSET:
            field_dict["conditions"] = conditions
        if criticals is not UNSET:
            field_dict["criticals"] = criticals
        if damage is not UNSET:
            field_dict["damage"] = damage
        if fell is not UNSET:
            field_dict["fell"] = fell
        if healing is not UNSET:
            field_dict["healing"] = healing
        if hits is not UNSET:
            field_dict["hits"] = hits
        if misses is not UNSET:
            field_dict["misses"] = misses
        if turns is not UNSET:
            field_dict["turns"] = turns
        if unattributed is not UNSET:
            field_dict["unattributed"] = unattributed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.round_stats_criticals import RoundStatsCriticals  # noqa: PLC0415

        d = dict(src_dict)
        round_ = d.pop("round")

        attacks = d.pop("attacks", UNSET)

        conditions = cast(list[str], d.pop("conditions", UNSET))

        _criticals = d.pop("criticals", UNSET)
        criticals: RoundStatsCriticals | Unset
        if isinstance(_criticals, Unset):
            criticals = UNSET
        else:
            criticals = RoundStatsCriticals.from_dict(_criticals)

        damage = d.pop("damage", UNSET)

        fell = cast(list[str], d.pop("fell", UNSET))

        healing = d.pop("healing", UNSET)

        hits = d.pop("hits", UNSET)

        misses = d.pop("misses", UNSET)

        turns = cast(list[str], d.pop("turns", UNSET))

        unattributed = d.pop("unattributed", UNSET)

        round_stats = cls(
            round_=round_,
            attacks=attacks,
            conditions=conditions,
            criticals=criticals,
            damage=damage,
            fell=fell,
            healing=healing,
            hits=hits,
            misses=misses,
            turns=turns,
            unattributed=unattributed,
        )

        round_stats.additional_properties = d
        return round_stats

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
