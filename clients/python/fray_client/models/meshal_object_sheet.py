from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.meshal_object_sheet_material import MeshalObjectSheetMaterial
from ..models.meshal_object_sheet_modifiers_item import MeshalObjectSheetModifiersItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="MeshalObjectSheet")


@_attrs_define
class MeshalObjectSheet:
    """An object: its ``material`` (the handbook's table), its thickness (steps, palms and
    fingers added: a step is 10 palms, a palm 4 fingers) and its condition ``modifiers``.

        Attributes:
            material (MeshalObjectSheetMaterial):
            name (str):
            modifiers (list[MeshalObjectSheetModifiersItem] | Unset):
            thickness_fingers (int | Unset):  Default: 0.
            thickness_palms (int | Unset):  Default: 0.
            thickness_steps (int | Unset):  Default: 0.
    """

    material: MeshalObjectSheetMaterial
    name: str
    modifiers: list[MeshalObjectSheetModifiersItem] | Unset = UNSET
    thickness_fingers: int | Unset = 0
    thickness_palms: int | Unset = 0
    thickness_steps: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        material = self.material.value

        name = self.name

        modifiers: list[str] | Unset = UNSET
        if not isinstance(self.modifiers, Unset):
            modifiers = []
            for modifiers_item_data in self.modifiers:
                modifiers_item = modifiers_item_data.value
                modifiers.append(modifiers_item)

        thickness_fingers = self.thickness_fingers

        thickness_palms = self.thickness_palms

        thickness_steps = self.thickness_steps

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "material": material,
                "name": name,
            }
        )
        if modifiers is not UNSET:
            field_dict["modifiers"] = modifiers
        if thickness_fingers is not UNSET:
            field_dict["thickness_fingers"] = thickness_fingers
        if thickness_palms is not UNSET:
            field_dict["thickness_palms"] = thickness_palms
        if thickness_steps is not UNSET:
            field_dict["thickness_steps"] = thickness_steps

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        material = MeshalObjectSheetMaterial(d.pop("material"))

        name = d.pop("name")

        _modifiers = d.pop("modifiers", UNSET)
        modifiers: list[MeshalObjectSheetModifiersItem] | Unset = UNSET
        if _modifiers is not UNSET:
            modifiers = []
            for modifiers_item_data in _modifiers:
                modifiers_item = MeshalObjectSheetModifiersItem(modifiers_item_data)

                modifiers.append(modifiers_item)

        thickness_fingers = d.pop("thickness_fingers", UNSET)

        thickness_palms = d.pop("thickness_palms", UNSET)

        thickness_steps = d.pop("thickness_steps", UNSET)

        meshal_object_sheet = cls(
            material=material,
            name=name,
            modifiers=modifiers,
            thickness_fingers=thickness_fingers,
            thickness_palms=thickness_palms,
            thickness_steps=thickness_steps,
        )

        return meshal_object_sheet
