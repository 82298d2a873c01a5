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

from ..models.add_combatant_hit_points import AddCombatantHitPoints
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dnd_5e_stats_in import Dnd5EStatsIn
    from ..models.dnd_5e_stats_overrides import Dnd5EStatsOverrides
    from ..models.position import Position


T = TypeVar("T", bound="AddCombatant")


@_attrs_define
class AddCombatant:
    """A PC or monster joins with its 5e stat block: ``stats`` stated in full, or ``creature``,
    a creature of the monster library by id or name (``GET /rulesets/dnd5e-2024/creatures``:
    the SRD 5.1 creatures), copied into the event whole, with ``overrides`` changing fields of
    its block first. ``count`` (1–20) brings that many, named "Goblin 1", "Goblin 2" …
    (numbered after those already there; a lone newcomer with a free name keeps it plain).
    ``name``: the GM's name for them (default the library's, or, when players may not see the
    side's stat blocks, the creature's type: "Humanoid 1"). ``hit_points``: a library block's
    ``average`` (the printed number) or ``rolled`` from its ``hp_formula`` (each creature its
    own roll). ``hp`` (default the maximum) and ``temp_hp`` at joining; ``surprised`` rolls
    initiative with disadvantage (002 §Порядок бою); ``side`` defaults to party for PCs and
    foes for monsters; the id to the name's slug (``combatant_id`` for a lone one).

        Attributes:
            type_ (Literal['dnd5e-2024.add_combatant']):  Default: 'dnd5e-2024.add_combatant'.
            combatant_id (None | str | Unset):
            count (int | Unset): how many to add: 1–20 (more is refused, 422) Default: 1.
            creature (None | str | Unset):
            hit_points (AddCombatantHitPoints | Unset):  Default: AddCombatantHitPoints.AVERAGE.
            hp (int | None | Unset):
            name (None | str | Unset):
            overrides (Dnd5EStatsOverrides | None | Unset):
            position (None | Position | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            side (None | str | Unset):
            stats (Dnd5EStatsIn | None | Unset):
            surprised (bool | Unset):  Default: False.
            temp_hp (int | Unset):  Default: 0.
    """

    type_: Literal["dnd5e-2024.add_combatant"] = "dnd5e-2024.add_combatant"
    combatant_id: None | str | Unset = UNSET
    count: int | Unset = 1
    creature: None | str | Unset = UNSET
    hit_points: AddCombatantHitPoints | Unset = AddCombatantHitPoints.AVERAGE
    hp: int | None | Unset = UNSET
    name: None | str | Unset = UNSET
    overrides: Dnd5EStatsOverrides | None | Unset = UNSET
    position: None | Position | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    side: None | str | Unset = UNSET
    stats: Dnd5EStatsIn | None | Unset = UNSET
    surprised: bool | Unset = False
    temp_hp: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        from ..models.dnd_5e_stats_in import Dnd5EStatsIn  # noqa: PLC0415
        from ..models.dnd_5e_stats_overrides import Dnd5EStatsOverrides  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415

        type_ = self.type_

        combatant_id: None | str | Unset
        if isinstance(self.combatant_id, Unset):
            combatant_id = UNSET
        else:
            combatant_id = self.combatant_id

        count = self.count

        creature: None | str | Unset
        if isinstance(self.creature, Unset):
            creature = UNSET
        else:
            creature = self.creature

        hit_points: str | Unset = UNSET
        if not isinstance(self.hit_points, Unset):
            hit_points = self.hit_points.value

        hp: int | None | Unset
        if isinstance(self.hp, Unset):
            hp = UNSET
        else:
            hp = self.hp

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        overrides: dict[str, Any] | None | Unset
        if isinstance(self.overrides, Unset):
            overrides = UNSET
        elif isinstance(self.overrides, Dnd5EStatsOverrides):
            overrides = self.overrides.to_dict()
        else:
            overrides = self.overrides

        position: dict[str, Any] | None | Unset
        if isinstance(self.position, Unset):
            position = UNSET
        elif isinstance(self.position, Position):
            position = self.position.to_dict()
        else:
            position = self.position

        rolls: list[int | list[int]] | None | Unset
        if isinstance(self.rolls, Unset):
            rolls = UNSET
        elif isinstance(self.rolls, list):
            rolls = []
            for rolls_type_0_item_data in self.rolls:
                rolls_type_0_item: int | list[int]
                if isinstance(rolls_type_0_item_data, list):
                    rolls_type_0_item = rolls_type_0_item_data

                else:
                    rolls_type_0_item = rolls_type_0_item_data
                rolls.append(rolls_type_0_item)

        else:
            rolls = self.rolls

        secret = self.secret

        side: None | str | Unset
        if isinstance(self.side, Unset):
            side = UNSET
        else:
            side = self.side

        stats: dict[str, Any] | None | Unset
        if isinstance(self.stats, Unset):
            stats = UNSET
        elif isinstance(self.stats, Dnd5EStatsIn):
            stats = self.stats.to_dict()
        else:
            stats = self.stats

        surprised = self.surprised

        temp_hp = self.temp_hp

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if combatant_id is not UNSET:
            field_dict["combatant_id"] = combatant_id
        if count is not UNSET:
            field_dict["count"] = count
        if creature is not UNSET:
            field_dict["creature"] = creature
        if hit_points is not UNSET:
            field_dict["hit_points"] = hit_points
        if hp is not UNSET:
            field_dict["hp"] = hp
        if name is not UNSET:
            field_dict["name"] = name
        if overrides is not UNSET:
            field_dict["overrides"] = overrides
        if position is not UNSET:
            field_dict["position"] = position
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if side is not UNSET:
            field_dict["side"] = side
        if stats is not UNSET:
            field_dict["stats"] = stats
        if surprised is not UNSET:
            field_dict["surprised"] = surprised
        if temp_hp is not UNSET:
            field_dict["temp_hp"] = temp_hp

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dnd_5e_stats_in import Dnd5EStatsIn  # noqa: PLC0415
        from ..models.dnd_5e_stats_overrides import Dnd5EStatsOverrides  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["dnd5e-2024.add_combatant"], d.pop("type"))
        if type_ != "dnd5e-2024.add_combatant":
            raise ValueError(f"type must match const 'dnd5e-2024.add_combatant', got '{type_}'")

        def _parse_combatant_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        combatant_id = _parse_combatant_id(d.pop("combatant_id", UNSET))

        count = d.pop("count", UNSET)

        def _parse_creature(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        creature = _parse_creature(d.pop("creature", UNSET))

        _hit_points = d.pop("hit_points", UNSET)
        hit_points: AddCombatantHitPoints | Unset
        if isinstance(_hit_points, Unset):
            hit_points = UNSET
        else:
            hit_points = AddCombatantHitPoints(_hit_points)

        def _parse_hp(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        hp = _parse_hp(d.pop("hp", UNSET))

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_overrides(data: object) -> Dnd5EStatsOverrides | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                overrides_type_0 = Dnd5EStatsOverrides.from_dict(data)

                return overrides_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Dnd5EStatsOverrides | None | Unset, data)

        overrides = _parse_overrides(d.pop("overrides", UNSET))

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

        def _parse_rolls(data: object) -> list[int | list[int]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rolls_type_0 = []
                _rolls_type_0 = data
                for rolls_type_0_item_data in _rolls_type_0:

                    def _parse_rolls_type_0_item(data: object) -> int | list[int]:
                        try:
                            if not isinstance(data, list):
                                raise TypeError()
                            rolls_type_0_item_type_1 = cast(list[int], data)

                            return rolls_type_0_item_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(int | list[int], data)

                    rolls_type_0_item = _parse_rolls_type_0_item(rolls_type_0_item_data)

                    rolls_type_0.append(rolls_type_0_item)

                return rolls_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int | list[int]] | None | Unset, data)

        rolls = _parse_rolls(d.pop("rolls", UNSET))

        secret = d.pop("secret", UNSET)

        def _parse_side(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        side = _parse_side(d.pop("side", UNSET))

        def _parse_stats(data: object) -> Dnd5EStatsIn | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                stats_type_0 = Dnd5EStatsIn.from_dict(data)

                return stats_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Dnd5EStatsIn | None | Unset, data)

        stats = _parse_stats(d.pop("stats", UNSET))

        surprised = d.pop("surprised", UNSET)

        temp_hp = d.pop("temp_hp", UNSET)

        add_combatant = cls(
            type_=type_,
            combatant_id=combatant_id,
            count=count,
            creature=creature,
            hit_points=hit_points,
            hp=hp,
            name=name,
            overrides=overrides,
            position=position,
            rolls=rolls,
            secret=secret,
            side=side,
            stats=stats,
            surprised=surprised,
            temp_hp=temp_hp,
        )

        return add_combatant
