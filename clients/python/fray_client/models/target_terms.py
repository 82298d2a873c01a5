from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.modifier_in import ModifierIn


T = TypeVar("T", bound="TargetTerms")


@_attrs_define
class TargetTerms:
    """Bonuses, penalties and combat advantage that hold against some targets of an attack
    only (004 §攻击加值: Malys's fireball has +2 against one target, from his wand, and +1
    against any bloodied one, racial): against ``target_id`` (one of the attack's targets),
    against every target that is ``bloodied`` when the attack is rolled, or both (that target,
    if bloodied). ``bonuses`` go on the attack roll against it, ``damage_bonuses`` on the
    damage it takes (a close or area attack's one roll: the same dice, these bonuses added
    for it), ``combat_advantage`` (+2) for a reason Fray does not see.

        Attributes:
            bloodied (bool | Unset):  Default: False.
            bonuses (list[ModifierIn] | Unset): other bonuses and penalties on this roll, each with its source and type (004
                §加值与减值: one type does not stack, one source does not stack)
            combat_advantage (bool | Unset):  Default: False.
            damage_bonuses (list[ModifierIn] | Unset): other bonuses and penalties on this roll, each with its source and
                type (004 §加值与减值: one type does not stack, one source does not stack)
            target_id (None | str | Unset):
    """

    bloodied: bool | Unset = False
    bonuses: list[ModifierIn] | Unset = UNSET
    combat_advantage: bool | Unset = False
    damage_bonuses: list[ModifierIn] | Unset = UNSET
    target_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bloodied = self.bloodied

        bonuses: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.bonuses, Unset):
            bonuses = []
            for bonuses_item_data in self.bonuses:
                bonuses_item = bonuses_item_data.to_dict()
                bonuses.append(bonuses_item)

        combat_advantage = self.combat_advantage

        damage_bonuses: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.damage_bonuses, Unset):
            damage_bonuses = []
            for damage_bonuses_item_data in self.damage_bonuses:
                damage_bonuses_item = damage_bonuses_item_data.to_dict()
                damage_bonuses.append(damage_bonuses_item)

        target_id: None | str | Unset
        if isinstance(self.target_id, Unset):
            target_id = UNSET
        else:
            target_id = self.target_id

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if bloodied is not UNSET:
            field_dict["bloodied"] = bloodied
        if bonuses is not UNSET:
            field_dict["bonuses"] = bonuses
        if combat_advantage is not UNSET:
            field_dict["combat_advantage"] = combat_advantage
        if damage_bonuses is not UNSET:
            field_dict["damage_bonuses"] = damage_bonuses
        if target_id is not UNSET:
            field_dict["target_id"] = target_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.modifier_in import ModifierIn  # noqa: PLC0415

        d = dict(src_dict)
        bloodied = d.pop("bloodied", UNSET)

        _bonuses = d.pop("bonuses", UNSET)
        bonuses: list[ModifierIn] | Unset = UNSET
        if _bonuses is not UNSET:
            bonuses = []
            for bonuses_item_data in _bonuses:
                bonuses_item = ModifierIn.from_dict(bonuses_item_data)

                bonuses.append(bonuses_item)

        combat_advantage = d.pop("combat_advantage", UNSET)

        _damage_bonuses = d.pop("damage_bonuses", UNSET)
        damage_bonuses: list[ModifierIn] | Unset = UNSET
        if _damage_bonuses is not UNSET:
            damage_bonuses = []
            for damage_bonuses_item_data in _damage_bonuses:
                damage_bonuses_item = ModifierIn.from_dict(damage_bonuses_item_data)

                damage_bonuses.append(damage_bonuses_item)

        def _parse_target_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        target_id = _parse_target_id(d.pop("target_id", UNSET))

        target_terms = cls(
            bloodied=bloodied,
            bonuses=bonuses,
            combat_advantage=combat_advantage,
            damage_bonuses=damage_bonuses,
            target_id=target_id,
        )

        return target_terms
