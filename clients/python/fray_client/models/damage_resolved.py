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
    from ..models.typed_damage import TypedDamage


T = TypeVar("T", bound="DamageResolved")


@_attrs_define
class DamageResolved:
    """Damage to ``target_id`` from ``source``: each type's dice, faces and adjustments
    (002 §Шкода), the ``total`` after them, how much ``temp_absorbed`` took and ``hp_lost``
    (002 §Тимчасові ОЗ); ``critical`` doubles dice only. The ``damage_taken`` follows.
    ``attacker_id``: whose attack, spell or cleave it was (None: a GM's, a trap's, an event
    written before it was recorded).

    A reader who may not see the attacker's stat block sees each part's ``type`` and
    ``rolled`` (the roll's total) without its dice, faces, bonus and adjustment; one who may
    not see the target's sees neither the parts' immunity, resistance and vulnerability nor
    what they left (``final``, ``total``); one who may not see the target's exact health, no
    ``temp_absorbed``, ``hp_lost`` or ``overflow`` (issue 18).

        Attributes:
            hp_lost (int | None):
            parts (list[TypedDamage]):
            source (str):
            target_id (str):
            temp_absorbed (int | None):
            total (int | None):
            type_ (Literal['dnd5e-2024.damage_resolved']):  Default: 'dnd5e-2024.damage_resolved'.
            attacker_id (None | str | Unset):
            critical (bool | Unset):  Default: False.
            instant_death (bool | Unset):  Default: False.
            overflow (int | None | Unset):  Default: 0.
    """

    hp_lost: int | None
    parts: list[TypedDamage]
    source: str
    target_id: str
    temp_absorbed: int | None
    total: int | None
    type_: Literal["dnd5e-2024.damage_resolved"] = "dnd5e-2024.damage_resolved"
    attacker_id: None | str | Unset = UNSET
    critical: bool | Unset = False
    instant_death: bool | Unset = False
    overflow: int | None | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hp_lost: int | None
        hp_lost = self.hp_lost

        parts = []
        for parts_item_data in self.parts:
            parts_item = parts_item_data.to_dict()
            parts.append(parts_item)

        source = self.source

        target_id = self.target_id

        temp_absorbed: int | None
        temp_absorbed = self.temp_absorbed

        total: int | None
        total = self.total

        type_ = self.type_

        attacker_id: None | str | Unset
        if isinstance(self.attacker_id, Unset):
            attacker_id = UNSET
        else:
            attacker_id = self.attacker_id

        critical = self.critical

        instant_death = self.instant_death

        overflow: int | None | Unset
        if isinstance(self.overflow, Unset):
            overflow = UNSET
        else:
            overflow = self.overflow

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hp_lost": hp_lost,
                "parts": parts,
                "source": source,
                "target_id": target_id,
                "temp_absorbed": temp_absorbed,
                "total": total,
                "type": type_,
            }
        )
        if attacker_id is not UNSET:
            field_dict["attacker_id"] = attacker_id
        if critical is not UNSET:
            field_dict["critical"] = critical
        if instant_death is not UNSET:
            field_dict["instant_death"] = instant_death
        if overflow is not UNSET:
            field_dict["overflow"] = overflow

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.typed_damage import TypedDamage  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_hp_lost(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        hp_lost = _parse_hp_lost(d.pop("hp_lost"))

        parts = []
        _parts = d.pop("parts")
        for parts_item_data in _parts:
            parts_item = TypedDamage.from_dict(parts_item_data)

            parts.append(parts_item)

        source = d.pop("source")

        target_id = d.pop("target_id")

        def _parse_temp_absorbed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        temp_absorbed = _parse_temp_absorbed(d.pop("temp_absorbed"))

        def _parse_total(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        total = _parse_total(d.pop("total"))

        type_ = cast(Literal["dnd5e-2024.damage_resolved"], d.pop("type"))
        if type_ != "dnd5e-2024.damage_resolved":
            raise ValueError(f"type must match const 'dnd5e-2024.damage_resolved', got '{type_}'")

        def _parse_attacker_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        attacker_id = _parse_attacker_id(d.pop("attacker_id", UNSET))

        critical = d.pop("critical", UNSET)

        instant_death = d.pop("instant_death", UNSET)

        def _parse_overflow(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        overflow = _parse_overflow(d.pop("overflow", UNSET))

        damage_resolved = cls(
            hp_lost=hp_lost,
            parts=parts,
            source=source,
            target_id=target_id,
            temp_absorbed=temp_absorbed,
            total=total,
            type_=type_,
            attacker_id=attacker_id,
            critical=critical,
            instant_death=instant_death,
            overflow=overflow,
        )

        damage_resolved.additional_properties = d
        return damage_resolved

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
