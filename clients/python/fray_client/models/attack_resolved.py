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

from ..models.attack_resolved_attack_kind import AttackResolvedAttackKind
from ..models.attack_resolved_outcome import AttackResolvedOutcome
from ..models.attack_resolved_range_band_type_0 import AttackResolvedRangeBandType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.contest_side import ContestSide
    from ..models.damage_roll import DamageRoll


T = TypeVar("T", bound="AttackResolved")


@_attrs_define
class AttackResolved:
    """An attack contest was rolled (000 §01): both sides, the margin and the outcome, and the
    damage if it hit. Its hit points are taken by the ``damage_taken`` event that follows.

        Attributes:
            attack (ContestSide): One side of a contest: the ``score`` with its situational ``modifiers`` (flanking +1 …),
                every die rolled (``dice``, 3 with advantage or disadvantage), the two ``kept`` and the
                ``total`` = kept + score + modifiers. ``score``, ``modifiers`` and ``total`` are null for a
                reader who may not see the side's stat block (``fray.policy.visibility``).
            attacker_id (str):
            defence (ContestSide): One side of a contest: the ``score`` with its situational ``modifiers`` (flanking +1 …),
                every die rolled (``dice``, 3 with advantage or disadvantage), the two ``kept`` and the
                ``total`` = kept + score + modifiers. ``score``, ``modifiers`` and ``total`` are null for a
                reader who may not see the side's stat block (``fray.policy.visibility``).
            defender_id (str):
            margin (int | None):
            outcome (AttackResolvedOutcome):
            type_ (Literal['unlit-spires.attack_resolved']):  Default: 'unlit-spires.attack_resolved'.
            attack_kind (AttackResolvedAttackKind | Unset):  Default: AttackResolvedAttackKind.MELEE.
            damage (DamageRoll | None | Unset):
            distance_ft (int | None | Unset):
            range_band (AttackResolvedRangeBandType0 | None | Unset):
    """

    attack: ContestSide
    attacker_id: str
    defence: ContestSide
    defender_id: str
    margin: int | None
    outcome: AttackResolvedOutcome
    type_: Literal["unlit-spires.attack_resolved"] = "unlit-spires.attack_resolved"
    attack_kind: AttackResolvedAttackKind | Unset = AttackResolvedAttackKind.MELEE
    damage: DamageRoll | None | Unset = UNSET
    distance_ft: int | None | Unset = UNSET
    range_band: AttackResolvedRangeBandType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.damage_roll import DamageRoll  # noqa: PLC0415

        attack = self.attack.to_dict()

        attacker_id = self.attacker_id

        defence = self.defence.to_dict()

        defender_id = self.defender_id

        margin: int | None
        margin = self.margin

        outcome = self.outcome.value

        type_ = self.type_

        attack_kind: str | Unset = UNSET
        if not isinstance(self.attack_kind, Unset):
            attack_kind = self.attack_kind.value

        damage: dict[str, Any] | None | Unset
        if isinstance(self.damage, Unset):
            damage = UNSET
        elif isinstance(self.damage, DamageRoll):
            damage = self.damage.to_dict()
        else:
            damage = self.damage

        distance_ft: int | None | Unset
        if isinstance(self.distance_ft, Unset):
            distance_ft = UNSET
        else:
            distance_ft = self.distance_ft

        range_band: None | str | Unset
        if isinstance(self.range_band, Unset):
            range_band = UNSET
        elif isinstance(self.range_band, AttackResolvedRangeBandType0):
            range_band = self.range_band.value
        else:
            range_band = self.range_band

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attack": attack,
                "attacker_id": attacker_id,
                "defence": defence,
                "defender_id": defender_id,
                "margin": margin,
                "outcome": outcome,
                "type": type_,
            }
        )
        if attack_kind is not UNSET:
            field_dict["attack_kind"] = attack_kind
        if damage is not UNSET:
            field_dict["damage"] = damage
        if distance_ft is not UNSET:
            field_dict["distance_ft"] = distance_ft
        if range_band is not UNSET:
            field_dict["range_band"] = range_band

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.contest_side import ContestSide  # noqa: PLC0415
        from ..models.damage_roll import DamageRoll  # noqa: PLC0415

        d = dict(src_dict)
        attack = ContestSide.from_dict(d.pop("attack"))

        attacker_id = d.pop("attacker_id")

        defence = ContestSide.from_dict(d.pop("defence"))

        defender_id = d.pop("defender_id")

        def _parse_margin(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        margin = _parse_margin(d.pop("margin"))

        outcome = AttackResolvedOutcome(d.pop("outcome"))

        type_ = cast(Literal["unlit-spires.attack_resolved"], d.pop("type"))
        if type_ != "unlit-spires.attack_resolved":
            raise ValueError(f"type must match const 'unlit-spires.attack_resolved', got '{type_}'")

        _attack_kind = d.pop("attack_kind", UNSET)
        attack_kind: AttackResolvedAttackKind | Unset
        if isinstance(_attack_kind, Unset):
            attack_kind = UNSET
        else:
            attack_kind = AttackResolvedAttackKind(_attack_kind)

        def _parse_damage(data: object) -> DamageRoll | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                damage_type_0 = DamageRoll.from_dict(data)

                return damage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DamageRoll | None | Unset, data)

        damage = _parse_damage(d.pop("damage", UNSET))

        def _parse_distance_ft(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        distance_ft = _parse_distance_ft(d.pop("distance_ft", UNSET))

        def _parse_range_band(data: object) -> AttackResolvedRangeBandType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                range_band_type_0 = AttackResolvedRangeBandType0(data)

                return range_band_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AttackResolvedRangeBandType0 | None | Unset, data)

        range_band = _parse_range_band(d.pop("range_band", UNSET))

        attack_resolved = cls(
            attack=attack,
            attacker_id=attacker_id,
            defence=defence,
            defender_id=defender_id,
            margin=margin,
            outcome=outcome,
            type_=type_,
            attack_kind=attack_kind,
            damage=damage,
            distance_ft=distance_ft,
            range_band=range_band,
        )

        attack_resolved.additional_properties = d
        return attack_resolved

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
