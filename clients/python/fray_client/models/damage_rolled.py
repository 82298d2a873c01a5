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
    from ..models.dnd_4e_damage_roll import Dnd4EDamageRoll


T = TypeVar("T", bound="DamageRolled")


@_attrs_define
class DamageRolled:
    """One damage roll of ``power`` by ``attacker_id`` for ``targets`` (a close or area
    attack's one roll serves all of them): its portions, dice, faces and bonus parts
    (004 §伤害鉴定, §重击). A reader who may not see the attacker's stat block sees each
    portion's types and ``amount`` and the roll's ``total``, not its dice, faces and bonus
    (the block's own power: issue 18).

        Attributes:
            attacker_id (str):
            power (str):
            roll (Dnd4EDamageRoll): The damage of one hit: the main portion, then any extra critical dice (rolled), and
                the ``total`` of them all before resistance.
            targets (list[str]):
            type_ (Literal['dnd4e.damage_rolled']):  Default: 'dnd4e.damage_rolled'.
    """

    attacker_id: str
    power: str
    roll: Dnd4EDamageRoll
    targets: list[str]
    type_: Literal["dnd4e.damage_rolled"] = "dnd4e.damage_rolled"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attacker_id = self.attacker_id

        power = self.power

        roll = self.roll.to_dict()

        targets = self.targets

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attacker_id": attacker_id,
                "power": power,
                "roll": roll,
                "targets": targets,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dnd_4e_damage_roll import Dnd4EDamageRoll  # noqa: PLC0415

        d = dict(src_dict)
        attacker_id = d.pop("attacker_id")

        power = d.pop("power")

        roll = Dnd4EDamageRoll.from_dict(d.pop("roll"))

        targets = cast(list[str], d.pop("targets"))

        type_ = cast(Literal["dnd4e.damage_rolled"], d.pop("type"))
        if type_ != "dnd4e.damage_rolled":
            raise ValueError(f"type must match const 'dnd4e.damage_rolled', got '{type_}'")

        damage_rolled = cls(
            attacker_id=attacker_id,
            power=power,
            roll=roll,
            targets=targets,
            type_=type_,
        )

        damage_rolled.additional_properties = d
        return damage_rolled

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
