from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.combatant_view_health_shown import CombatantViewHealthShown
from ..models.combatant_view_health_type_0 import CombatantViewHealthType0
from ..models.combatant_view_stat_block import CombatantViewStatBlock
from ..models.combatant_view_status import CombatantViewStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.combatant_view_resources import CombatantViewResources
    from ..models.combatant_view_spent import CombatantViewSpent
    from ..models.combatant_view_spent_on import CombatantViewSpentOn
    from ..models.condition import Condition
    from ..models.dnd_4e_stats import Dnd4EStats
    from ..models.dnd_5e_stats import Dnd5EStats
    from ..models.meshal_stats import MeshalStats
    from ..models.position import Position
    from ..models.spires_stats import SpiresStats


T = TypeVar("T", bound="CombatantView")


@_attrs_define
class CombatantView:
    """A combatant as clients see it: the projection plus ``down``. ``resources``: its tracks
    (hit points are ``resources.hp``); ``status``: active, down, dying or dead, by its ruleset;
    ``conditions``: what a player would call its conditions; ``markers``: the rules'
    bookkeeping kept with the same machinery (a save due, a death save due, a light-weapon
    attack made), shown apart.
    ``spent``/``spent_on``: what it has used of each per-turn budget since its own turn
    started, and on what.
    ``combatant_id``: its id, as every command and event names it; ``id`` is the same value,
    kept for clients built before ``combatant_id`` (deprecated: read ``combatant_id``).

        Attributes:
            combatant_id (str):
            conditions (list[Condition]):
            down (bool):
            id (str): Deprecated: the same as combatant_id (read that).
            initiative (int | None):
            markers (list[Condition]):
            name (str):
            resources (CombatantViewResources):
            side (str):
            stats (Dnd4EStats | Dnd5EStats | MeshalStats | None | SpiresStats):
            status (CombatantViewStatus):
            concealed (bool | Unset):  Default: False.
            footprint (int | Unset):  Default: 1.
            health (CombatantViewHealthType0 | None | Unset):
            health_shown (CombatantViewHealthShown | Unset):  Default: CombatantViewHealthShown.EXACT.
            movement_left_ft (int | None | Unset):
            position (None | Position | Unset):
            speed_ft (int | None | Unset):
            spent (CombatantViewSpent | Unset):
            spent_on (CombatantViewSpentOn | Unset):
            stat_block (CombatantViewStatBlock | Unset):  Default: CombatantViewStatBlock.SHOWN.
    """

    combatant_id: str
    conditions: list[Condition]
    down: bool
    id: str
    initiative: int | None
    markers: list[Condition]
    name: str
    resources: CombatantViewResources
    side: str
    stats: Dnd4EStats | Dnd5EStats | MeshalStats | None | SpiresStats
    status: CombatantViewStatus
    concealed: bool | Unset = False
    footprint: int | Unset = 1
    health: CombatantViewHealthType0 | None | Unset = UNSET
    health_shown: CombatantViewHealthShown | Unset = CombatantViewHealthShown.EXACT
    movement_left_ft: int | None | Unset = UNSET
    position: None | Position | Unset = UNSET
    speed_ft: int | None | Unset = UNSET
    spent: CombatantViewSpent | Unset = UNSET
    spent_on: CombatantViewSpentOn | Unset = UNSET
    stat_block: CombatantViewStatBlock | Unset = CombatantViewStatBlock.SHOWN
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.dnd_4e_stats import Dnd4EStats  # noqa: PLC0415
        from ..models.dnd_5e_stats import Dnd5EStats  # noqa: PLC0415
        from ..models.meshal_stats import MeshalStats  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415
        from ..models.spires_stats import SpiresStats  # noqa: PLC0415

        combatant_id = self.combatant_id

        conditions = []
        for conditions_item_data in self.conditions:
            conditions_item = conditions_item_data.to_dict()
            conditions.append(conditions_item)

        down = self.down

        id = self.id

        initiative: int | None
        initiative = self.initiative

        markers = []
        for markers_item_data in self.markers:
            markers_item = markers_item_data.to_dict()
            markers.append(markers_item)

        name = self.name

        resources = self.resources.to_dict()

        side = self.side

        stats: dict[str, Any] | None
        if isinstance(self.stats, SpiresStats):
            stats = self.stats.to_dict()
        elif isinstance(self.stats, Dnd5EStats):
            stats = self.stats.to_dict()
        elif isinstance(self.stats, MeshalStats):
            stats = self.stats.to_dict()
        elif isinstance(self.stats, Dnd4EStats):
            stats = self.stats.to_dict()
        else:
            stats = self.stats

        status = self.status.value

        concealed = self.concealed

        footprint = self.footprint

        health: None | str | Unset
        if isinstance(self.health, Unset):
            health = UNSET
        elif isinstance(self.health, CombatantViewHealthType0):
            health = self.health.value
        else:
            health = self.health

        health_shown: str | Unset = UNSET
        if not isinstance(self.health_shown, Unset):
            health_shown = self.health_shown.value

        movement_left_ft: int | None | Unset
        if isinstance(self.movement_left_ft, Unset):
            movement_left_ft = UNSET
        else:
            movement_left_ft = self.movement_left_ft

        position: dict[str, Any] | None | Unset
        if isinstance(self.position, Unset):
            position = UNSET
        elif isinstance(self.position, Position):
            position = self.position.to_dict()
        else:
            position = self.position

        speed_ft: int | None | Unset
        if isinstance(self.speed_ft, Unset):
            speed_ft = UNSET
        else:
            speed_ft = self.speed_ft

        spent: dict[str, Any] | Unset = UNSET
        if not isinstance(self.spent, Unset):
            spent = self.spent.to_dict()

        spent_on: dict[str, Any] | Unset = UNSET
        if not isinstance(self.spent_on, Unset):
            spent_on = self.spent_on.to_dict()

        stat_block: str | Unset = UNSET
        if not isinstance(self.stat_block, Unset):
            stat_block = self.stat_block.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "conditions": conditions,
                "down": down,
                "id": id,
                "initiative": initiative,
                "markers": markers,
                "name": name,
                "resources": resources,
                "side": side,
                "stats": stats,
                "status": status,
            }
        )
        if concealed is not UNSET:
            field_dict["concealed"] = concealed
        if footprint is not UNSET:
            field_dict["footprint"] = footprint
        if health is not UNSET:
            field_dict["health"] = health
        if health_shown is not UNSET:
            field_dict["health_shown"] = health_shown
        if movement_left_ft is not UNSET:
            field_dict["movement_left_ft"] = movement_left_ft
        if position is not UNSET:
            field_dict["position"] = position
        if speed_ft is not UNSET:
            field_dict["speed_ft"] = speed_ft
        if spent is not UNSET:
            field_dict["spent"] = spent
        if spent_on is not UNSET:
            field_dict["spent_on"] = spent_on
        if stat_block is not UNSET:
            field_dict["stat_block"] = stat_block

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.combatant_view_resources import CombatantViewResources  # noqa: PLC0415
        from ..models.combatant_view_spent import CombatantViewSpent  # noqa: PLC0415
        from ..models.combatant_view_spent_on import CombatantViewSpentOn  # noqa: PLC0415
        from ..models.condition import Condition  # noqa: PLC0415
        from ..models.dnd_4e_stats import Dnd4EStats  # noqa: PLC0415
        from ..models.dnd_5e_stats import Dnd5EStats  # noqa: PLC0415
        from ..models.meshal_stats import MeshalStats  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415
        from ..models.spires_stats import SpiresStats  # noqa: PLC0415

        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        conditions = []
        _conditions = d.pop("conditions")
        for conditions_item_data in _conditions:
            conditions_item = Condition.from_dict(conditions_item_data)

            conditions.append(conditions_item)

        down = d.pop("down")

        id = d.pop("id")

        def _parse_initiative(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        initiative = _parse_initiative(d.pop("initiative"))

        markers = []
        _markers = d.pop("markers")
        for markers_item_data in _markers:
            markers_item = Condition.from_dict(markers_item_data)

            markers.append(markers_item)

        name = d.pop("name")

        resources = CombatantViewResources.from_dict(d.pop("resources"))

        side = d.pop("side")

        def _parse_stats(data: object) -> Dnd4EStats | Dnd5EStats | MeshalStats | None | SpiresStats:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stat_block_type_0 = SpiresStats.from_dict(data)

                return componentsschemas_stat_block_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stat_block_type_1 = Dnd5EStats.from_dict(data)

                return componentsschemas_stat_block_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stat_block_type_2 = MeshalStats.from_dict(data)

                return componentsschemas_stat_block_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stat_block_type_3 = Dnd4EStats.from_dict(data)

                return componentsschemas_stat_block_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Dnd4EStats | Dnd5EStats | MeshalStats | None | SpiresStats, data)

        stats = _parse_stats(d.pop("stats"))

        status = CombatantViewStatus(d.pop("status"))

        concealed = d.pop("concealed", UNSET)

        footprint = d.pop("footprint", UNSET)

        def _parse_health(data: object) -> CombatantViewHealthType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                health_type_0 = CombatantViewHealthType0(data)

                return health_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CombatantViewHealthType0 | None | Unset, data)

        health = _parse_health(d.pop("health", UNSET))

        _health_shown = d.pop("health_shown", UNSET)
        health_shown: CombatantViewHealthShown | Unset
        if isinstance(_health_shown, Unset):
            health_shown = UNSET
        else:
            health_shown = CombatantViewHealthShown(_health_shown)

        def _parse_movement_left_ft(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        movement_left_ft = _parse_movement_left_ft(d.pop("movement_left_ft", UNSET))

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

        def _parse_speed_ft(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        speed_ft = _parse_speed_ft(d.pop("speed_ft", UNSET))

        _spent = d.pop("spent", UNSET)
        spent: CombatantViewSpent | Unset
        if isinstance(_spent, Unset):
            spent = UNSET
        else:
            spent = CombatantViewSpent.from_dict(_spent)

        _spent_on = d.pop("spent_on", UNSET)
        spent_on: CombatantViewSpentOn | Unset
        if isinstance(_spent_on, Unset):
            spent_on = UNSET
        else:
            spent_on = CombatantViewSpentOn.from_dict(_spent_on)

        _stat_block = d.pop("stat_block", UNSET)
        stat_block: CombatantViewStatBlock | Unset
        if isinstance(_stat_block, Unset):
            stat_block = UNSET
        else:
            stat_block = CombatantViewStatBlock(_stat_block)

        combatant_view = cls(
            combatant_id=combatant_id,
            conditions=conditions,
            down=down,
            id=id,
            initiative=initiative,
            markers=markers,
            name=name,
            resources=resources,
            side=side,
            stats=stats,
            status=status,
            concealed=concealed,
            footprint=footprint,
            health=health,
            health_shown=health_shown,
            movement_left_ft=movement_left_ft,
            position=position,
            speed_ft=speed_ft,
            spent=spent,
            spent_on=spent_on,
            stat_block=stat_block,
        )

        combatant_view.additional_properties = d
        return combatant_view

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
