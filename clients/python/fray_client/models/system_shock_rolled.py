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
    from ..models.d20_roll import D20Roll


T = TypeVar("T", bound="SystemShockRolled")


@_attrs_define
class SystemShockRolled:
    """003 System Shock: damage of at least half max HP from one source; the DC 15 CON save
    failed and the d10 ``face`` gave ``effect`` (None when the save succeeded).

        Attributes:
            combatant_id (str):
            damage (int):
            save (D20Roll): One d20 test: every ``dice`` rolled (two with advantage or disadvantage), the ``kept``
                face, the reasons for ``advantage`` and ``disadvantage``, the ``modifier`` (all bonuses,
                exhaustion included) and the ``total``; those two are null for a reader who may not see
                the roller's stat block (``fray.policy.visibility``).
            success (bool):
            type_ (Literal['dnd5e-2024.system_shock_rolled']):  Default: 'dnd5e-2024.system_shock_rolled'.
            effect (None | str | Unset):
            face (int | None | Unset):
    """

    combatant_id: str
    damage: int
    save: D20Roll
    success: bool
    type_: Literal["dnd5e-2024.system_shock_rolled"] = "dnd5e-2024.system_shock_rolled"
    effect: None | str | Unset = UNSET
    face: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        damage = self.damage

        save = self.save.to_dict()

        success = self.success

        type_ = self.type_

        effect: None | str | Unset
        if isinstance(self.effect, Unset):
            effect = UNSET
        else:
            effect = self.effect

        face: int | None | Unset
        if isinstance(self.face, Unset):
            face = UNSET
        else:
            face = self.face

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "damage": damage,
                "save": save,
                "success": success,
                "type": type_,
            }
        )
        if effect is not UNSET:
            field_dict["effect"] = effect
        if face is not UNSET:
            field_dict["face"] = face

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.d20_roll import D20Roll  # noqa: PLC0415

        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        damage = d.pop("damage")

        save = D20Roll.from_dict(d.pop("save"))

        success = d.pop("success")

        type_ = cast(Literal["dnd5e-2024.system_shock_rolled"], d.pop("type"))
        if type_ != "dnd5e-2024.system_shock_rolled":
            raise ValueError(f"type must match const 'dnd5e-2024.system_shock_rolled', got '{type_}'")

        def _parse_effect(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        effect = _parse_effect(d.pop("effect", UNSET))

        def _parse_face(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        face = _parse_face(d.pop("face", UNSET))

        system_shock_rolled = cls(
            combatant_id=combatant_id,
            damage=damage,
            save=save,
            success=success,
            type_=type_,
            effect=effect,
            face=face,
        )

        system_shock_rolled.additional_properties = d
        return system_shock_rolled

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
