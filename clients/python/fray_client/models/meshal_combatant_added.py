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
    from ..models.meshal_combatant_added_resources import MeshalCombatantAddedResources
    from ..models.meshal_stats import MeshalStats
    from ..models.position import Position


T = TypeVar("T", bound="MeshalCombatantAdded")


@_attrs_define
class MeshalCombatantAdded:
    """A creature or an object joined, with its stat block (see ``stats``).

    Attributes:
        combatant_id (str):
        name (str):
        side (str):
        type_ (Literal['meshal-lite.combatant_added']):  Default: 'meshal-lite.combatant_added'.
        footprint (int | Unset):  Default: 1.
        position (None | Position | Unset):
        resources (MeshalCombatantAddedResources | Unset):
        speed_ft (int | None | Unset):
        stats (MeshalStats | None | Unset):
    """

    combatant_id: str
    name: str
    side: str
    type_: Literal["meshal-lite.combatant_added"] = "meshal-lite.combatant_added"
    footprint: int | Unset = 1
    position: None | Position | Unset = UNSET
    resources: MeshalCombatantAddedResources | Unset = UNSET
    speed_ft: int | None | Unset = UNSET
    stats: MeshalStats | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.meshal_stats import MeshalStats  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415

        combatant_id = self.combatant_id

        name = self.name

        side = self.side

        type_ = self.type_

        footprint = self.footprint

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
        elif isinstance(self.stats, MeshalStats):
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
        from ..models.meshal_combatant_added_resources import (
            MeshalCombatantAddedResources,  # noqa: PLC0415
        )
        from ..models.meshal_stats import MeshalStats  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        name = d.pop("name")

        side = d.pop("side")

        type_ = cast(Literal["meshal-lite.combatant_added"], d.pop("type"))
        if type_ != "meshal-lite.combatant_added":
            raise ValueError(f"type must match const 'meshal-lite.combatant_added', got '{type_}'")

        footprint = d.pop("footprint", UNSET)

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
        resources: MeshalCombatantAddedResources | Unset
        if isinstance(_resources, Unset):
            resources = UNSET
        else:
            resources = MeshalCombatantAddedResources.from_dict(_resources)

        def _parse_speed_ft(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        speed_ft = _parse_speed_ft(d.pop("speed_ft", UNSET))

        def _parse_stats(data: object) -> MeshalStats | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                stats_type_0 = MeshalStats.from_dict(data)

                return stats_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeshalStats | None | Unset, data)

        stats = _parse_stats(d.pop("stats", UNSET))

        meshal_combatant_added = cls(
            combatant_id=combatant_id,
            name=name,
            side=side,
            type_=type_,
            footprint=footprint,
            position=position,
            resources=resources,
            speed_ft=speed_ft,
            stats=stats,
        )

        meshal_combatant_added.additional_properties = d
        return meshal_combatant_added

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
