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

from ..models.zone_triggered_trigger import ZoneTriggeredTrigger
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rolled import Rolled


T = TypeVar("T", bound="ZoneTriggered")


@_attrs_define
class ZoneTriggered:
    """``creator_id``'s zone ``zone_id`` affected ``combatant_id`` on ``trigger`` (it entered,
    or started or ended its turn there): the ``damage`` rolled (None: none); the damage and
    effects follow as ``dnd4e.damage_resolved``, ``damage_taken``, ``condition_applied``.

        Attributes:
            combatant_id (str):
            creator_id (str):
            trigger (ZoneTriggeredTrigger):
            type_ (Literal['dnd4e.zone_triggered']):  Default: 'dnd4e.zone_triggered'.
            zone_id (str):
            damage (None | Rolled | Unset):
    """

    combatant_id: str
    creator_id: str
    trigger: ZoneTriggeredTrigger
    zone_id: str
    type_: Literal["dnd4e.zone_triggered"] = "dnd4e.zone_triggered"
    damage: None | Rolled | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.rolled import Rolled  # noqa: PLC0415

        combatant_id = self.combatant_id

        creator_id = self.creator_id

        trigger = self.trigger.value

        type_ = self.type_

        zone_id = self.zone_id

        damage: dict[str, Any] | None | Unset
        if isinstance(self.damage, Unset):
            damage = UNSET
        elif isinstance(self.damage, Rolled):
            damage = self.damage.to_dict()
        else:
            damage = self.damage

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "creator_id": creator_id,
                "trigger": trigger,
                "type": type_,
                "zone_id": zone_id,
            }
        )
        if damage is not UNSET:
            field_dict["damage"] = damage

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rolled import Rolled  # noqa: PLC0415

        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        creator_id = d.pop("creator_id")

        trigger = ZoneTriggeredTrigger(d.pop("trigger"))

        type_ = cast(Literal["dnd4e.zone_triggered"], d.pop("type"))
        if type_ != "dnd4e.zone_triggered":
            raise ValueError(f"type must match const 'dnd4e.zone_triggered', got '{type_}'")

        zone_id = d.pop("zone_id")

        def _parse_damage(data: object) -> None | Rolled | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                damage_type_0 = Rolled.from_dict(data)

                return damage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Rolled | Unset, data)

        damage = _parse_damage(d.pop("damage", UNSET))

        zone_triggered = cls(
            combatant_id=combatant_id,
            creator_id=creator_id,
            trigger=trigger,
            type_=type_,
            zone_id=zone_id,
            damage=damage,
        )

        zone_triggered.additional_properties = d
        return zone_triggered

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
