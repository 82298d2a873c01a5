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

from ..models.attack_rolled_cover import AttackRolledCover
from ..models.attack_rolled_kind import AttackRolledKind
from ..models.attack_rolled_range_band_type_0 import AttackRolledRangeBandType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.d20_roll import D20Roll


T = TypeVar("T", bound="AttackRolled")


@_attrs_define
class AttackRolled:
    """An attack roll (002 §Атака): the d20 ``roll`` against ``ac`` (+ ``cover_bonus``), the
    ``natural`` face, ``hit`` and ``critical``; ``kind`` says what it was; ``range_band`` and
    ``distance_ft`` for ranged attacks; ``auto_critical`` when the target was paralyzed or
    unconscious within 5 ft (PHB 2024).

        Attributes:
            ac (int | None):
            attack (str):
            attacker_id (str):
            hit (bool):
            natural (int):
            roll (D20Roll): One d20 test: every ``dice`` rolled (two with advantage or disadvantage), the ``kept``
                face, the reasons for ``advantage`` and ``disadvantage``, the ``modifier`` (all bonuses,
                exhaustion included) and the ``total``; those two are null for a reader who may not see
                the roller's stat block (``fray.policy.visibility``).
            target_id (str):
            type_ (Literal['dnd5e-2024.attack_rolled']):  Default: 'dnd5e-2024.attack_rolled'.
            auto_critical (bool | Unset):  Default: False.
            cover (AttackRolledCover | Unset):  Default: AttackRolledCover.NONE.
            cover_bonus (int | Unset):  Default: 0.
            critical (bool | Unset):  Default: False.
            distance_ft (int | None | Unset):
            kind (AttackRolledKind | Unset):  Default: AttackRolledKind.MELEE.
            range_band (AttackRolledRangeBandType0 | None | Unset):
    """

    ac: int | None
    attack: str
    attacker_id: str
    hit: bool
    natural: int
    roll: D20Roll
    target_id: str
    type_: Literal["dnd5e-2024.attack_rolled"] = "dnd5e-2024.attack_rolled"
    auto_critical: bool | Unset = False
    cover: AttackRolledCover | Unset = AttackRolledCover.NONE
    cover_bonus: int | Unset = 0
    critical: bool | Unset = False
    distance_ft: int | None | Unset = UNSET
    kind: AttackRolledKind | Unset = AttackRolledKind.MELEE
    range_band: AttackRolledRangeBandType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ac: int | None
        ac = self.ac

        attack = self.attack

        attacker_id = self.attacker_id

        hit = self.hit

        natural = self.natural

        roll = self.roll.to_dict()

        target_id = self.target_id

        type_ = self.type_

        auto_critical = self.auto_critical

        cover: str | Unset = UNSET
        if not isinstance(self.cover, Unset):
            cover = self.cover.value

        cover_bonus = self.cover_bonus

        critical = self.critical

        distance_ft: int | None | Unset
        if isinstance(self.distance_ft, Unset):
            distance_ft = UNSET
        else:
            distance_ft = self.distance_ft

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        range_band: None | str | Unset
        if isinstance(self.range_band, Unset):
            range_band = UNSET
        elif isinstance(self.range_band, AttackRolledRangeBandType0):
            range_band = self.range_band.value
        else:
            range_band = self.range_band

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ac": ac,
                "attack": attack,
                "attacker_id": attacker_id,
                "hit": hit,
                "natural": natural,
                "roll": roll,
                "target_id": target_id,
                "type": type_,
            }
        )
        if auto_critical is not UNSET:
            field_dict["auto_critical"] = auto_critical
        if cover is not UNSET:
            field_dict["cover"] = cover
        if cover_bonus is not UNSET:
            field_dict["cover_bonus"] = cover_bonus
        if critical is not UNSET:
            field_dict["critical"] = critical
        if distance_ft is not UNSET:
            field_dict["distance_ft"] = distance_ft
        if kind is not UNSET:
            field_dict["kind"] = kind
        if range_band is not UNSET:
            field_dict["range_band"] = range_band

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.d20_roll import D20Roll  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_ac(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        ac = _parse_ac(d.pop("ac"))

        attack = d.pop("attack")

        attacker_id = d.pop("attacker_id")

        hit = d.pop("hit")

        natural = d.pop("natural")

        roll = D20Roll.from_dict(d.pop("roll"))

        target_id = d.pop("target_id")

        type_ = cast(Literal["dnd5e-2024.attack_rolled"], d.pop("type"))
        if type_ != "dnd5e-2024.attack_rolled":
            raise ValueError(f"type must match const 'dnd5e-2024.attack_rolled', got '{type_}'")

        auto_critical = d.pop("auto_critical", UNSET)

        _cover = d.pop("cover", UNSET)
        cover: AttackRolledCover | Unset
        if isinstance(_cover, Unset):
            cover = UNSET
        else:
            cover = AttackRolledCover(_cover)

        cover_bonus = d.pop("cover_bonus", UNSET)

        critical = d.pop("critical", UNSET)

        def _parse_distance_ft(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        distance_ft = _parse_distance_ft(d.pop("distance_ft", UNSET))

        _kind = d.pop("kind", UNSET)
        kind: AttackRolledKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = AttackRolledKind(_kind)

        def _parse_range_band(data: object) -> AttackRolledRangeBandType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                range_band_type_0 = AttackRolledRangeBandType0(data)

                return range_band_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AttackRolledRangeBandType0 | None | Unset, data)

        range_band = _parse_range_band(d.pop("range_band", UNSET))

        attack_rolled = cls(
            ac=ac,
            attack=attack,
            attacker_id=attacker_id,
            hit=hit,
            natural=natural,
            roll=roll,
            target_id=target_id,
            type_=type_,
            auto_critical=auto_critical,
            cover=cover,
            cover_bonus=cover_bonus,
            critical=critical,
            distance_ft=distance_ft,
            kind=kind,
            range_band=range_band,
        )

        attack_rolled.additional_properties = d
        return attack_rolled

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
