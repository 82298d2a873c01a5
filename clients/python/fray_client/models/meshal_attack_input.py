from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.meshal_attack_input_attack_type import MeshalAttackInputAttackType
from ..models.meshal_attack_input_defences_item import MeshalAttackInputDefencesItem
from ..models.meshal_attack_input_targets_item import MeshalAttackInputTargetsItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.meshal_dice_input import MeshalDiceInput
    from ..models.meshal_extra_input import MeshalExtraInput
    from ..models.meshal_reach_input import MeshalReachInput


T = TypeVar("T", bound="MeshalAttackInput")


@_attrs_define
class MeshalAttackInput:
    """One attack of the stat block, as the handbook writes it, e.g. "对强壮造成3🎲物理攻击
    （可格挡/闪避）": ``targets`` [might], ``dice`` {plus: 3}, ``attack_type`` physical,
    ``defences`` [parry, dodge]. ``cost``: its ⚡ (DECISION: 2 when not given).

        Attributes:
            dice (MeshalDiceInput): The attack roll: the pool of ``attributes`` (the ``higher`` or ``lower`` of several;
                none: no pool) × ``times`` ÷ ``divide`` + ``plus`` dice, read as ``points`` (🎲) or
                ``faces`` (🎲+). "强壮骰🎲": attributes [might]; "活力骰÷2🎲": [activeness], divide 2;
                "3🎲": plus 3.
            name (str):
            targets (list[MeshalAttackInputTargetsItem]):
            attack_type (MeshalAttackInputAttackType | Unset):  Default: MeshalAttackInputAttackType.PHYSICAL.
            cost (int | Unset):  Default: 2.
            defences (list[MeshalAttackInputDefencesItem] | Unset):
            extras (list[MeshalExtraInput] | Unset):
            penetration (int | Unset):  Default: 0.
            reach (MeshalReachInput | Unset): Reach in steps, ``low``~``high`` ("相邻" is 0~1; the whip's "3~6步" is 3~6);
                ``ranged`` for a ranged attack (only those may overreach).
            segments (int | Unset):  Default: 1.
    """

    dice: MeshalDiceInput
    name: str
    targets: list[MeshalAttackInputTargetsItem]
    attack_type: MeshalAttackInputAttackType | Unset = MeshalAttackInputAttackType.PHYSICAL
    cost: int | Unset = 2
    defences: list[MeshalAttackInputDefencesItem] | Unset = UNSET
    extras: list[MeshalExtraInput] | Unset = UNSET
    penetration: int | Unset = 0
    reach: MeshalReachInput | Unset = UNSET
    segments: int | Unset = 1

    def to_dict(self) -> dict[str, Any]:
        dice = self.dice.to_dict()

        name = self.name

        targets = []
        for targets_item_data in self.targets:
            targets_item = targets_item_data.value
            targets.append(targets_item)

        attack_type: str | Unset = UNSET
        if not isinstance(self.attack_type, Unset):
            attack_type = self.attack_type.value

        cost = self.cost

        defences: list[str] | Unset = UNSET
        if not isinstance(self.defences, Unset):
            defences = []
            for defences_item_data in self.defences:
                defences_item = defences_item_data.value
                defences.append(defences_item)

        extras: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.extras, Unset):
            extras = []
            for extras_item_data in self.extras:
                extras_item = extras_item_data.to_dict()
                extras.append(extras_item)

        penetration = self.penetration

        reach: dict[str, Any] | Unset = UNSET
        if not isinstance(self.reach, Unset):
            reach = self.reach.to_dict()

        segments = self.segments

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dice": dice,
                "name": name,
                "targets": targets,
            }
        )
        if attack_type is not UNSET:
            field_dict["attack_type"] = attack_type
        if cost is not UNSET:
            field_dict["cost"] = cost
        if defences is not UNSET:
            field_dict["defences"] = defences
        if extras is not UNSET:
            field_dict["extras"] = extras
        if penetration is not UNSET:
            field_dict["penetration"] = penetration
        if reach is not UNSET:
            field_dict["reach"] = reach
        if segments is not UNSET:
            field_dict["segments"] = segments

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meshal_dice_input import MeshalDiceInput  # noqa: PLC0415
        from ..models.meshal_extra_input import MeshalExtraInput  # noqa: PLC0415
        from ..models.meshal_reach_input import MeshalReachInput  # noqa: PLC0415

        d = dict(src_dict)
        dice = MeshalDiceInput.from_dict(d.pop("dice"))

        name = d.pop("name")

        targets = []
        _targets = d.pop("targets")
        for targets_item_data in _targets:
            targets_item = MeshalAttackInputTargetsItem(targets_item_data)

            targets.append(targets_item)

        _attack_type = d.pop("attack_type", UNSET)
        attack_type: MeshalAttackInputAttackType | Unset
        if isinstance(_attack_type, Unset):
            attack_type = UNSET
        else:
            attack_type = MeshalAttackInputAttackType(_attack_type)

        cost = d.pop("cost", UNSET)

        _defences = d.pop("defences", UNSET)
        defences: list[MeshalAttackInputDefencesItem] | Unset = UNSET
        if _defences is not UNSET:
            defences = []
            for defences_item_data in _defences:
                defences_item = MeshalAttackInputDefencesItem(defences_item_data)

                defences.append(defences_item)

        _extras = d.pop("extras", UNSET)
        extras: list[MeshalExtraInput] | Unset = UNSET
        if _extras is not UNSET:
            extras = []
            for extras_item_data in _extras:
                extras_item = MeshalExtraInput.from_dict(extras_item_data)

                extras.append(extras_item)

        penetration = d.pop("penetration", UNSET)

        _reach = d.pop("reach", UNSET)
        reach: MeshalReachInput | Unset
        if isinstance(_reach, Unset):
            reach = UNSET
        else:
            reach = MeshalReachInput.from_dict(_reach)

        segments = d.pop("segments", UNSET)

        meshal_attack_input = cls(
            dice=dice,
            name=name,
            targets=targets,
            attack_type=attack_type,
            cost=cost,
            defences=defences,
            extras=extras,
            penetration=penetration,
            reach=reach,
            segments=segments,
        )

        return meshal_attack_input
