from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.meshal_fight_ended_decided_by import MeshalFightEndedDecidedBy
from ..models.meshal_fight_ended_outcome import MeshalFightEndedOutcome
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.meshal_fight_ended_rewards import MeshalFightEndedRewards


T = TypeVar("T", bound="MeshalFightEnded")


@_attrs_define
class MeshalFightEnded:
    """The fight ended in ``outcome`` for ``party_side``: strengths, ``party_size`` (those who
    fled included: fleeing does not change the intensity), the ``gap``, the ``intensity``
    row (``chinese``) and its ``reward``; ``rewards`` per party creature (0 to one who fled,
    and on defeat); ``fled`` names who fled.

        Attributes:
            chinese (str):
            decided_by (MeshalFightEndedDecidedBy):
            enemies_strength (int):
            gap (int):
            intensity (str):
            outcome (MeshalFightEndedOutcome):
            party_side (str):
            party_size (int):
            party_strength (int):
            reward (int):
            rewards (MeshalFightEndedRewards):
            type_ (Literal['meshal-lite.fight_ended']):  Default: 'meshal-lite.fight_ended'.
            fled (list[str] | Unset):
    """

    chinese: str
    decided_by: MeshalFightEndedDecidedBy
    enemies_strength: int
    gap: int
    intensity: str
    outcome: MeshalFightEndedOutcome
    party_side: str
    party_size: int
    party_strength: int
    reward: int
    rewards: MeshalFightEndedRewards
    type_: Literal["meshal-lite.fight_ended"] = "meshal-lite.fight_ended"
    fled: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        chinese = self.chinese

        decided_by = self.decided_by.value

        enemies_strength = self.enemies_strength

        gap = self.gap

        intensity = self.intensity

        outcome = self.outcome.value

        party_side = self.party_side

        party_size = self.party_size

        party_strength = self.party_strength

        reward = self.reward

        rewards = self.rewards.to_dict()

        type_ = self.type_

        fled: list[str] | Unset = UNSET
        if not isinstance(self.fled, Unset):
            fled = self.fled

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "chinese": chinese,
                "decided_by": decided_by,
                "enemies_strength": enemies_strength,
                "gap": gap,
                "intensity": intensity,
                "outcome": outcome,
                "party_side": party_side,
                "party_size": party_size,
                "party_strength": party_strength,
                "reward": reward,
                "rewards": rewards,
                "type": type_,
            }
        )
        if fled is not UNSET:
            field_dict["fled"] = fled

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meshal_fight_ended_rewards import MeshalFightEndedRewards  # noqa: PLC0415

        d = dict(src_dict)
        chinese = d.pop("chinese")

        decided_by = MeshalFightEndedDecidedBy(d.pop("decided_by"))

        enemies_strength = d.pop("enemies_strength")

        gap = d.pop("gap")

        intensity = d.pop("intensity")

        outcome = MeshalFightEndedOutcome(d.pop("outcome"))

        party_side = d.pop("party_side")

        party_size = d.pop("party_size")

        party_strength = d.pop("party_strength")

        reward = d.pop("reward")

        rewards = MeshalFightEndedRewards.from_dict(d.pop("rewards"))

        type_ = cast(Literal["meshal-lite.fight_ended"], d.pop("type"))
        if type_ != "meshal-lite.fight_ended":
            raise ValueError(f"type must match const 'meshal-lite.fight_ended', got '{type_}'")

        fled = cast(list[str], d.pop("fled", UNSET))

        meshal_fight_ended = cls(
            chinese=chinese,
            decided_by=decided_by,
            enemies_strength=enemies_strength,
            gap=gap,
            intensity=intensity,
            outcome=outcome,
            party_side=party_side,
            party_size=party_size,
            party_strength=party_strength,
            reward=reward,
            rewards=rewards,
            type_=type_,
            fled=fled,
        )

        meshal_fight_ended.additional_properties = d
        return meshal_fight_ended

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
