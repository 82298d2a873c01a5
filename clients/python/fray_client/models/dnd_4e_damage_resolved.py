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

if TYPE_CHECKING:
    from ..models.dnd_4e_damage_taken import Dnd4EDamageTaken


T = TypeVar("T", bound="Dnd4EDamageResolved")


@_attrs_define
class Dnd4EDamageResolved:
    """Damage as ``target_id`` met it (004 §抗性和易伤; §状态 虚弱, 虚体): each portion after
    resistance and vulnerability, the halvings, the ``taken`` total; how much the temporary
    hit points took (``temp_absorbed``) and the hit points (``hp_lost``). ``source``: the
    power, "ongoing fire (burning)", a trap. The ``damage_taken`` follows.

        Attributes:
            hp_lost (int | None):
            source (str):
            taken (Dnd4EDamageTaken): Damage as taken: each portion after resistance and vulnerability, their sum
                ``before_halving``, the reasons it was ``halved_by`` (each halves once, rounding down),
                and the ``total`` hit points the target loses (temporary hit points first).
                ``before_halving`` and ``total`` are null for a reader who may not see the target's stat
                block (with the portions' ``amount`` they would tell its resistances: issue 18).
            target_id (str):
            temp_absorbed (int | None):
            type_ (Literal['dnd4e.damage_resolved']):  Default: 'dnd4e.damage_resolved'.
    """

    hp_lost: int | None
    source: str
    taken: Dnd4EDamageTaken
    target_id: str
    temp_absorbed: int | None
    type_: Literal["dnd4e.damage_resolved"] = "dnd4e.damage_resolved"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hp_lost: int | None
        hp_lost = self.hp_lost

        source = self.source

        taken = self.taken.to_dict()

        target_id = self.target_id

        temp_absorbed: int | None
        temp_absorbed = self.temp_absorbed

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hp_lost": hp_lost,
                "source": source,
                "taken": taken,
                "target_id": target_id,
                "temp_absorbed": temp_absorbed,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dnd_4e_damage_taken import Dnd4EDamageTaken  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_hp_lost(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        hp_lost = _parse_hp_lost(d.pop("hp_lost"))

        source = d.pop("source")

        taken = Dnd4EDamageTaken.from_dict(d.pop("taken"))

        target_id = d.pop("target_id")

        def _parse_temp_absorbed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        temp_absorbed = _parse_temp_absorbed(d.pop("temp_absorbed"))

        type_ = cast(Literal["dnd4e.damage_resolved"], d.pop("type"))
        if type_ != "dnd4e.damage_resolved":
            raise ValueError(f"type must match const 'dnd4e.damage_resolved', got '{type_}'")

        dnd_4e_damage_resolved = cls(
            hp_lost=hp_lost,
            source=source,
            taken=taken,
            target_id=target_id,
            temp_absorbed=temp_absorbed,
            type_=type_,
        )

        dnd_4e_damage_resolved.additional_properties = d
        return dnd_4e_damage_resolved

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
