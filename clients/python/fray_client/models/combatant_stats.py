from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.combatant_stats_conditions_suffered import (
        CombatantStatsConditionsSuffered,
    )
    from ..models.combatant_stats_criticals import CombatantStatsCriticals
    from ..models.combatant_stats_dealt_by_type import CombatantStatsDealtByType
    from ..models.combatant_stats_taken_by_type import CombatantStatsTakenByType


T = TypeVar("T", bound="CombatantStats")


@_attrs_define
class CombatantStats:
    """One combatant's fight (see the module): damage in the units of its tracks (hit points;
    Meshal Lite: dice of its pools), healing in the same units.

        Attributes:
            id (str):
            name (str):
            side (str):
            attacks (int | Unset):  Default: 0.
            conditions_suffered (CombatantStatsConditionsSuffered | Unset):
            criticals (CombatantStatsCriticals | Unset):
            damage_dealt (int | Unset):  Default: 0.
            damage_taken (int | Unset):  Default: 0.
            dealt_by_type (CombatantStatsDealtByType | Unset):
            fell (int | Unset):  Default: 0.
            healing_received (int | Unset):  Default: 0.
            hits (int | Unset):  Default: 0.
            misses (int | Unset):  Default: 0.
            taken_by_type (CombatantStatsTakenByType | Unset):
            turns_taken (int | Unset):  Default: 0.
    """

    id: str
    name: str
    side: str
    attacks: int | Unset = 0
    conditions_suffered: CombatantStatsConditionsSuffered | Unset = UNSET
    criticals: CombatantStatsCriticals | Unset = UNSET
    damage_dealt: int | Unset = 0
    damage_taken: int | Unset = 0
    dealt_by_type: CombatantStatsDealtByType | Unset = UNSET
    fell: int | Unset = 0
    healing_received: int | Unset = 0
    hits: int | Unset = 0
    misses: int | Unset = 0
    taken_by_type: CombatantStatsTakenByType | Unset = UNSET
    turns_taken: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        side = self.side

        attacks = self.attacks

        conditions_suffered: dict[str, Any] | Unset = UNSET
        if not isinstance(self.conditions_suffered, Unset):
            conditions_suffered = self.conditions_suffered.to_dict()

        criticals: dict[str, Any] | Unset = UNSET
        if not isinstance(self.criticals, Unset):
            criticals = self.criticals.to_dict()

        damage_dealt = self.damage_dealt

        damage_taken = self.damage_taken

        dealt_by_type: dict[str, Any] | Unset = UNSET
        if not isinstance(self.dealt_by_type, Unset):
            dealt_by_type = self.dealt_by_type.to_dict()

        fell = self.fell

        healing_received = self.healing_received

        hits = self.hits

        misses = self.misses

        taken_by_type: dict[str, Any] | Unset = UNSET
        if not isinstance(self.taken_by_type, Unset):
            taken_by_type = self.taken_by_type.to_dict()

        turns_taken = self.turns_taken

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "side": side,
            }
        )
        if attacks is not UNSET:
            field_dict["attacks"] = attacks
        if conditions_suffered is not UNSET:
            field_dict["conditions_suffered"] = conditions_suffered
        if criticals is not UNSET:
            field_dict["criticals"] = criticals
        if damage_dealt is not UNSET:
            field_dict["damage_dealt"] = damage_dealt
        if damage_taken is not UNSET:
            field_dict["damage_taken"] = damage_taken
        if dealt_by_type is not UNSET:
            field_dict["dealt_by_type"] = dealt_by_type
        if fell is not UNSET:
            field_dict["fell"] = fell
        if healing_received is not UNSET:
            field_dict["healing_received"] = healing_received
        if hits is not UNSET:
            field_dict["hits"] = hits
        if misses is not UNSET:
            field_dict["misses"] = misses
        if taken_by_type is not UNSET:
            field_dict["taken_by_type"] = taken_by_type
        if turns_taken is not UNSET:
            field_dict["turns_taken"] = turns_taken

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.combatant_stats_conditions_suffered import (
            CombatantStatsConditionsSuffered,  # noqa: PLC0415
        )
        from ..models.combatant_stats_criticals import CombatantStatsCriticals  # noqa: PLC0415
        from ..models.combatant_stats_dealt_by_type import CombatantStatsDealtByType  # noqa: PLC0415
        from ..models.combatant_stats_taken_by_type import CombatantStatsTakenByType  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        side = d.pop("side")

        attacks = d.pop("attacks", UNSET)

        _conditions_suffered = d.pop("conditions_suffered", UNSET)
        conditions_suffered: CombatantStatsConditionsSuffered | Unset
        if isinstance(_conditions_suffered, Unset):
            conditions_suffered = UNSET
        else:
            conditions_suffered = CombatantStatsConditionsSuffered.from_dict(_conditions_suffered)

        _criticals = d.pop("criticals", UNSET)
        criticals: CombatantStatsCriticals | Unset
        if isinstance(_criticals, Unset):
            criticals = UNSET
        else:
            criticals = CombatantStatsCriticals.from_dict(_criticals)

        damage_dealt = d.pop("damage_dealt", UNSET)

        damage_taken = d.pop("damage_taken", UNSET)

        _dealt_by_type = d.pop("dealt_by_type", UNSET)
        dealt_by_type: CombatantStatsDealtByType | Unset
        if isinstance(_dealt_by_type, Unset):
            dealt_by_type = UNSET
        else:
            dealt_by_type = CombatantStatsDealtByType.from_dict(_dealt_by_type)

        fell = d.pop("fell", UNSET)

        healing_received = d.pop("healing_received", UNSET)

        hits = d.pop("hits", UNSET)

        misses = d.pop("misses", UNSET)

        _taken_by_type = d.pop("taken_by_type", UNSET)
        taken_by_type: CombatantStatsTakenByType | Unset
        if isinstance(_taken_by_type, Unset):
            taken_by_type = UNSET
        else:
            taken_by_type = CombatantStatsTakenByType.from_dict(_taken_by_type)

        turns_taken = d.pop("turns_taken", UNSET)

        combatant_stats = cls(
            id=id,
            name=name,
            side=side,
            attacks=attacks,
            conditions_suffered=conditions_suffered,
            criticals=criticals,
            damage_dealt=damage_dealt,
            damage_taken=damage_taken,
            dealt_by_type=dealt_by_type,
            fell=fell,
            healing_received=healing_received,
            hits=hits,
            misses=misses,
            taken_by_type=taken_by_type,
            turns_taken=turns_taken,
        )

        combatant_stats.additional_properties = d
        return combatant_stats

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
