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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dnd_5e_combatant_added_resources import Dnd5ECombatantAddedResources
    from ..models.dnd_5e_stats import Dnd5EStats
    from ..models.hit_point_roll import HitPointRoll
    from ..models.position import Position


T = TypeVar("T", bound="Dnd5ECombatantAdded")


@_attrs_define
class Dnd5ECombatantAdded:
    """A PC or monster joined with its 5e stat block (``stats``), the whole block even when it
    came from the monster library (its ``library`` says which entry), so a fold never reads
    the library; ``hit_points_roll`` when its hit points were rolled.

        Attributes:
            combatant_id (str):
            name (str):
            side (str):
            type_ (Literal['dnd5e-2024.combatant_added']):  Default: 'dnd5e-2024.combatant_added'.
            footprint (int | Unset):  Default: 1.
            hit_points_roll (HitPointRoll | None | Unset):
            position (None | Position | Unset):
            resources (Dnd5ECombatantAddedResources | Unset):
            speed_ft (int | None | Unset):
            stats (Dnd5EStats | None | Unset):
    """

    combatant_id: str
    name: str
    side: str
    type_: Literal["dnd5e-2024.combatant_added"] = "dnd5e-2024.combatant_added"
    footprint: int | Unset = 1
    hit_points_roll: HitPointRoll | None | Unset = UNSET
    position: None | Position | Unset = UNSET
    resources: Dnd5ECombatantAddedResources | Unset = UNSET
    speed_ft: int | None | Unset = UNSET
    stats: Dnd5EStats | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.dnd_5e_stats import Dnd5EStats  # noqa: PLC0415
        from ..models.hit_point_roll import HitPointRoll  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415

        combatant_id = self.combatant_id

        name = self.name

        side = self.side

        type_ = self.type_

        footprint = self.footprint

        hit_points_roll: dict[str, Any] | None | Unset
        if isinstance(self.hit_points_roll, Unset):
            hit_points_roll = UNSET
        elif isinstance(self.hit_points_roll, HitPointRoll):
            hit_points_roll = self.hit_points_roll.to_dict()
        else:
            hit_points_roll = self.hit_points_roll

        position: dict[str, Any] | None | Unset
        if isinstance(self.position, Unset):
            position = UNSET
        elif isinstance(self.position, Position):
            position = self.position.to_dict()
        else:
            position = self.position

        resources: dict[str, Any] | Unset = UNSET
        if not isinstance(self.resources, Unset):
            resources = self.resources.to_dict()

        speed_ft: int | None | Unset
        if isinstance(self.speed_ft, Unset):
            speed_ft = UNSET
        else:
            speed_ft = self.speed_ft

        stats: dict[str, Any] | None | Unset
        if isinstance(self.stats, Unset):
            stats = UNSET
        elif isinstance(self.stats, Dnd5EStats):
            stats = self.stats.to_dict()
        else:
            stats = self.stats

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "name": name,
                "side": side,
                "type": type_,
            }
        )
        if footprint is not UNSET:
            field_dict["footprint"] = footprint
        if hit_points_roll is not UNSET:
            field_dict["hit_points_roll"] = hit_points_roll
        if position is not UNSET:
            field_dict["position"] = position
        if resources is not UNSET:
            field_dict["resources"] = resources
        if speed_ft is not UNSET:
            field_dict["speed_ft"] = speed_ft
        if stats is not UNSET:
            field_dict["stats"] = stats

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dnd_5e_combatant_added_resources import (
            Dnd5ECombatantAddedResources,  # noqa: PLC0415
        )
        from ..models.dnd_5e_stats import Dnd5EStats  # noqa: PLC0415
        from ..models.hit_point_roll import HitPointRoll  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        name = d.pop("name")

        side = d.pop("side")

        type_ = cast(Literal["dnd5e-2024.combatant_added"], d.pop("type"))
        if type_ != "dnd5e-2024.combatant_added":
            raise ValueError(f"type must match const 'dnd5e-2024.combatant_added', got '{type_}'")

        footprint = d.pop("footprint", UNSET)

        def _parse_hit_points_roll(data: object) -> HitPointRoll | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hit_points_roll_type_0 = HitPointRoll.from_dict(data)

                return hit_points_roll_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HitPointRoll | None | Unset, data)

        hit_points_roll = _parse_hit_points_roll(d.pop("hit_points_roll", UNSET))

        def _parse_position(data: object) -> None | Position | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                position_type_0 = Position.from_dict(data)

                return position_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Position | Unset, data)

        position = _parse_position(d.pop("position", UNSET))

        _resources = d.pop("resources", UNSET)
        resources: Dnd5ECombatantAddedResources | Unset
        if isinstance(_resources, Unset):
            resources = UNSET
        else:
            resources = Dnd5ECombatantAddedResources.from_dict(_resources)

        def _parse_speed_ft(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        speed_ft = _parse_speed_ft(d.pop("speed_ft", UNSET))

        def _parse_stats(data: object) -> Dnd5EStats | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                stats_type_0 = Dnd5EStats.from_dict(data)

                return stats_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Dnd5EStats | None | Unset, data)

        stats = _parse_stats(d.pop("stats", UNSET))

        dnd_5e_combatant_added = cls(
            combatant_id=combatant_id,
            name=name,
            side=side,
            type_=type_,
            footprint=footprint,
            hit_points_roll=hit_points_roll,
            position=position,
            resources=resources,
            speed_ft=speed_ft,
            stats=stats,
        )

        dnd_5e_combatant_added.additional_properties = d
        return dnd_5e_combatant_added

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
