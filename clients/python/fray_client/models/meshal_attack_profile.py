from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.meshal_attack_profile_attack_type import MeshalAttackProfileAttackType
from ..models.meshal_attack_profile_defences_item import MeshalAttackProfileDefencesItem
from ..models.meshal_attack_profile_targets_item import MeshalAttackProfileTargetsItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.meshal_attack_dice import MeshalAttackDice
    from ..models.meshal_extra import MeshalExtra
    from ..models.meshal_reach import MeshalReach


T = TypeVar("T", bound="MeshalAttackProfile")


@_attrs_define
class MeshalAttackProfile:
    """One attack of a stat block: "对<targets>造成<dice><attack_type>攻击（可<defences>）",
    with ``segments``, ``penetration``, ``extras``, ``reach`` and its ⚡ ``cost``.

        Attributes:
            dice (MeshalAttackDice): How many dice an attack (or a check) rolls: the pool of ``attributes`` (the one with
                more dice, or fewer: ``take``; none: no pool), × ``times`` ÷ ``divide`` + ``plus``, read
                as ``points`` (🎲) or ``faces`` (🎲+). "活力骰÷2🎲" is activeness, divide 2; "3🎲" is
                plus 3.
            name (str):
            targets (list[MeshalAttackProfileTargetsItem]):
            attack_type (MeshalAttackProfileAttackType | Unset):  Default: MeshalAttackProfileAttackType.PHYSICAL.
            cost (int | Unset):  Default: 2.
            defences (list[MeshalAttackProfileDefencesItem] | Unset):
            extras (list[MeshalExtra] | Unset):
            penetration (int | Unset):  Default: 0.
            reach (MeshalReach | Unset): Reach in steps: ``low``~``high`` (low 0: no minimum range); ``ranged`` may
                overreach.
            segments (int | Unset):  Default: 1.
    """

    dice: MeshalAttackDice
    name: str
    targets: list[MeshalAttackProfileTargetsItem]
    attack_type: MeshalAttackProfileAttackType | Unset = MeshalAttackProfileAttackType.PHYSICAL
    cost: int | Unset = 2
    defences: list[MeshalAttackProfileDefencesItem] | Unset = UNSET
    extras: list[MeshalExtra] | Unset = UNSET
    penetration: int | Unset = 0
    reach: MeshalReach | Unset = UNSET
    segments: int | Unset = 1
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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
        field_dict.update(self.additional_properties)
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
        from ..models.meshal_attack_dice import MeshalAttackDice  # noqa: PLC0415
        from ..models.meshal_extra import MeshalExtra  # noqa: PLC0415
        from ..models.meshal_reach import MeshalReach  # noqa: PLC0415

        d = dict(src_dict)
        dice = MeshalAttackDice.from_dict(d.pop("dice"))

        name = d.pop("name")

        targets = []
        _targets = d.pop("targets")
        for targets_item_data in _targets:
            targets_item = MeshalAttackProfileTargetsItem(targets_item_data)

            targets.append(targets_item)

        _attack_type = d.pop("attack_type", UNSET)
        attack_type: MeshalAttackProfileAttackType | Unset
        if isinstance(_attack_type, Unset):
            attack_type = UNSET
        else:
            attack_type = MeshalAttackProfileAttackType(_attack_type)

        cost = d.pop("cost", UNSET)

        _defences = d.pop("defences", UNSET)
        defences: list[MeshalAttackProfileDefencesItem] | Unset = UNSET
        if _defences is not UNSET:
            defences = []
            for defences_item_data in _defences:
                defences_item = MeshalAttackProfileDefencesItem(defences_item_data)

                defences.append(defences_item)

        _extras = d.pop("extras", UNSET)
        extras: list[MeshalExtra] | Unset = UNSET
        if _extras is not UNSET:
            extras = []
            for extras_item_data in _extras:
                extras_item = MeshalExtra.from_dict(extras_item_data)

                extras.append(extras_item)

        penetration = d.pop("penetration", UNSET)

        _reach = d.pop("reach", UNSET)
        reach: MeshalReach | Unset
        if isinstance(_reach, Unset):
            reach = UNSET
        else:
            reach = MeshalReach.from_dict(_reach)

        segments = d.pop("segments", UNSET)

        meshal_attack_profile = cls(
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

        meshal_attack_profile.additional_properties = d
        return meshal_attack_profile

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
