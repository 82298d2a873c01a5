from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.combatant_stats import CombatantStats
    from ..models.round_stats import RoundStats


T = TypeVar("T", bound="FightStats")


@_attrs_define
class FightStats:
    """An encounter's statistics at ``version``: per combatant (every one that ever joined, in
    joining order), per round, and how many actions were left out as undone
    (``undone_actions``, counted by the command ids their events carry).

        Attributes:
            combatants (list[CombatantStats]):
            encounter_id (str):
            rounds (list[RoundStats]):
            ruleset (str):
            version (int):
            undone_actions (int | Unset):  Default: 0.
    """

    combatants: list[CombatantStats]
    encounter_id: str
    rounds: list[RoundStats]
    ruleset: str
    version: int
    undone_actions: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatants = []
        for combatants_item_data in self.combatants:
            combatants_item = combatants_item_data.to_dict()
            combatants.append(combatants_item)

        encounter_id = self.encounter_id

        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)

        ruleset = self.ruleset

        version = self.version

        undone_actions = self.undone_actions

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatants": combatants,
                "encounter_id": encounter_id,
                "rounds": rounds,
                "ruleset": ruleset,
                "version": version,
            }
        )
        if undone_actions is not UNSET:
            field_dict["undone_actions"] = undone_actions

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.combatant_stats import CombatantStats  # noqa: PLC0415
        from ..models.round_stats import RoundStats  # noqa: PLC0415

        d = dict(src_dict)
        combatants = []
        _combatants = d.pop("combatants")
        for combatants_item_data in _combatants:
            combatants_item = CombatantStats.from_dict(combatants_item_data)

            combatants.append(combatants_item)

        encounter_id = d.pop("encounter_id")

        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = RoundStats.from_dict(rounds_item_data)

            rounds.append(rounds_item)

        ruleset = d.pop("ruleset")

        version = d.pop("version")

        undone_actions = d.pop("undone_actions", UNSET)

        fight_stats = cls(
            combatants=combatants,
            encounter_id=encounter_id,
            rounds=rounds,
            ruleset=ruleset,
            version=version,
            undone_actions=undone_actions,
        )

        fight_stats.additional_properties = d
        return fight_stats

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
