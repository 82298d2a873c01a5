from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.meshal_options_defence_timing import MeshalOptionsDefenceTiming
from ..models.meshal_options_drop_item_cost import MeshalOptionsDropItemCost
from ..models.meshal_options_intensity_sides import MeshalOptionsIntensitySides
from ..models.meshal_options_mobility_refill import MeshalOptionsMobilityRefill
from ..models.meshal_options_range_ends import MeshalOptionsRangeEnds
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.defence_pools import DefencePools


T = TypeVar("T", bound="MeshalOptions")


@_attrs_define
class MeshalOptions:
    """``mobility_per_round`` ⚡ (default 3), refilled each ``round`` or each ``turn``
    (default round), ``long_actions`` (a tactic may cost more ⚡ than is left, owing the rest;
    default on), ``drop_item_cost`` (0 or 1⚡, default 0), ``defence_pools``; and the
    extension switches (all off): ``expense_of_fate``, ``coup_de_grace``,
    ``group_initiative``, ``overreach``, ``facing``, ``postures``, ``lifting``.
    See ``mobility`` and ``DefencePools`` for the reasons.

    Readings where an earlier version chose against the text, now options whose default is
    the text's (encounters stored before keep theirs, ``LEGACY``): ``range_ends``
    (``exclusive``: "3~6步" is more than 3 and less than 6 steps, §测距Measurement;
    ``top_included``: at most 6) and ``intensity_sides`` (``hostile``: only hostile
    creatures count as enemies, §战斗强度Combat Intensity "将所有参战敌对生物的实力相加", so
    sides named neutral at ``end_fight`` are left out; ``every_other_side``: every side but
    the party's); ``defence_timing`` (``after_protection``: the attack is two steps, the
    roll net of protection first and the defender's ``meshal-lite.defend`` then, §防御Defending
    "受击者可在攻击掷骰经防护减免后再决定是否防御"; ``with_attack``: the defence is named with
    the attack, the reading stored before).

        Attributes:
            coup_de_grace (bool | Unset):  Default: False.
            defence_pools (DefencePools | Unset): The attribute whose dice each defence rolls (points). DECISION (gap):
                parry (格挡) →
                Might, dodge (闪避) → Activeness, resist (抵抗) → Spirit: defences roll attribute dice
                (a "-" attribute "rolls 3 dice when it must roll, e.g. for a defence") and this is the
                pairing the attributes' descriptions suggest (Might: force; Activeness: reflexes and
                getting out of danger; Spirit: will and the supernatural).
            defence_timing (MeshalOptionsDefenceTiming | Unset):  Default: MeshalOptionsDefenceTiming.AFTER_PROTECTION.
            drop_item_cost (MeshalOptionsDropItemCost | Unset):  Default: MeshalOptionsDropItemCost.VALUE_0.
            expense_of_fate (bool | Unset):  Default: False.
            facing (bool | Unset):  Default: False.
            group_initiative (bool | Unset):  Default: False.
            intensity_sides (MeshalOptionsIntensitySides | Unset):  Default: MeshalOptionsIntensitySides.HOSTILE.
            lifting (bool | Unset):  Default: False.
            long_actions (bool | Unset):  Default: True.
            mobility_per_round (int | Unset):  Default: 3.
            mobility_refill (MeshalOptionsMobilityRefill | Unset):  Default: MeshalOptionsMobilityRefill.ROUND.
            overreach (bool | Unset):  Default: False.
            postures (bool | Unset):  Default: False.
            range_ends (MeshalOptionsRangeEnds | Unset):  Default: MeshalOptionsRangeEnds.EXCLUSIVE.
    """

    coup_de_grace: bool | Unset = False
    defence_pools: DefencePools | Unset = UNSET
    defence_timing: MeshalOptionsDefenceTiming | Unset = MeshalOptionsDefenceTiming.AFTER_PROTECTION
    drop_item_cost: MeshalOptionsDropItemCost | Unset = MeshalOptionsDropItemCost.VALUE_0
    expense_of_fate: bool | Unset = False
    facing: bool | Unset = False
    group_initiative: bool | Unset = False
    intensity_sides: MeshalOptionsIntensitySides | Unset = MeshalOptionsIntensitySides.HOSTILE
    lifting: bool | Unset = False
    long_actions: bool | Unset = True
    mobility_per_round: int | Unset = 3
    mobility_refill: MeshalOptionsMobilityRefill | Unset = MeshalOptionsMobilityRefill.ROUND
    overreach: bool | Unset = False
    postures: bool | Unset = False
    range_ends: MeshalOptionsRangeEnds | Unset = MeshalOptionsRangeEnds.EXCLUSIVE

    def to_dict(self) -> dict[str, Any]:
        coup_de_grace = self.coup_de_grace

        defence_pools: dict[str, Any] | Unset = UNSET
        if not isinstance(self.defence_pools, Unset):
            defence_pools = self.defence_pools.to_dict()

        defence_timing: str | Unset = UNSET
        if not isinstance(self.defence_timing, Unset):
            defence_timing = self.defence_timing.value

        drop_item_cost: int | Unset = UNSET
        if not isinstance(self.drop_item_cost, Unset):
            drop_item_cost = self.drop_item_cost.value

        expense_of_fate = self.expense_of_fate

        facing = self.facing

        group_initiative = self.group_initiative

        intensity_sides: str | Unset = UNSET
        if not isinstance(self.intensity_sides, Unset):
            intensity_sides = self.intensity_sides.value

        lifting = self.lifting

        long_actions = self.long_actions

        mobility_per_round = self.mobility_per_round

        mobility_refill: str | Unset = UNSET
        if not isinstance(self.mobility_refill, Unset):
            mobility_refill = self.mobility_refill.value

        overreach = self.overreach

        postures = self.postures

        range_ends: str | Unset = UNSET
        if not isinstance(self.range_ends, Unset):
            range_ends = self.range_ends.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if coup_de_grace is not UNSET:
            field_dict["coup_de_grace"] = coup_de_grace
        if defence_pools is not UNSET:
            field_dict["defence_pools"] = defence_pools
        if defence_timing is not UNSET:
            field_dict["defence_timing"] = defence_timing
        if drop_item_cost is not UNSET:
            field_dict["drop_item_cost"] = drop_item_cost
        if expense_of_fate is not UNSET:
            field_dict["expense_of_fate"] = expense_of_fate
        if facing is not UNSET:
            field_dict["facing"] = facing
        if group_initiative is not UNSET:
            field_dict["group_initiative"] = group_initiative
        if intensity_sides is not UNSET:
            field_dict["intensity_sides"] = intensity_sides
        if lifting is not UNSET:
            field_dict["lifting"] = lifting
        if long_actions is not UNSET:
            field_dict["long_actions"] = long_actions
        if mobility_per_round is not UNSET:
            field_dict["mobility_per_round"] = mobility_per_round
        if mobility_refill is not UNSET:
            field_dict["mobility_refill"] = mobility_refill
        if overreach is not UNSET:
            field_dict["overreach"] = overreach
        if postures is not UNSET:
            field_dict["postures"] = postures
        if range_ends is not UNSET:
            field_dict["range_ends"] = range_ends

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.defence_pools import DefencePools  # noqa: PLC0415

        d = dict(src_dict)
        coup_de_grace = d.pop("coup_de_grace", UNSET)

        _defence_pools = d.pop("defence_pools", UNSET)
        defence_pools: DefencePools | Unset
        if isinstance(_defence_pools, Unset):
            defence_pools = UNSET
        else:
            defence_pools = DefencePools.from_dict(_defence_pools)

        _defence_timing = d.pop("defence_timing", UNSET)
        defence_timing: MeshalOptionsDefenceTiming | Unset
        if isinstance(_defence_timing, Unset):
            defence_timing = UNSET
        else:
            defence_timing = MeshalOptionsDefenceTiming(_defence_timing)

        _drop_item_cost = d.pop("drop_item_cost", UNSET)
        drop_item_cost: MeshalOptionsDropItemCost | Unset
        if isinstance(_drop_item_cost, Unset):
            drop_item_cost = UNSET
        else:
            drop_item_cost = MeshalOptionsDropItemCost(_drop_item_cost)

        expense_of_fate = d.pop("expense_of_fate", UNSET)

        facing = d.pop("facing", UNSET)

        group_initiative = d.pop("group_initiative", UNSET)

        _intensity_sides = d.pop("intensity_sides", UNSET)
        intensity_sides: MeshalOptionsIntensitySides | Unset
        if isinstance(_intensity_sides, Unset):
            intensity_sides = UNSET
        else:
            intensity_sides = MeshalOptionsIntensitySides(_intensity_sides)

        lifting = d.pop("lifting", UNSET)

        long_actions = d.pop("long_actions", UNSET)

        mobility_per_round = d.pop("mobility_per_round", UNSET)

        _mobility_refill = d.pop("mobility_refill", UNSET)
        mobility_refill: MeshalOptionsMobilityRefill | Unset
        if isinstance(_mobility_refill, Unset):
            mobility_refill = UNSET
        else:
            mobility_refill = MeshalOptionsMobilityRefill(_mobility_refill)

        overreach = d.pop("overreach", UNSET)

        postures = d.pop("postures", UNSET)

        _range_ends = d.pop("range_ends", UNSET)
        range_ends: MeshalOptionsRangeEnds | Unset
        if isinstance(_range_ends, Unset):
            range_ends = UNSET
        else:
            range_ends = MeshalOptionsRangeEnds(_range_ends)

        meshal_options = cls(
            coup_de_grace=coup_de_grace,
            defence_pools=defence_pools,
            defence_timing=defence_timing,
            drop_item_cost=drop_item_cost,
            expense_of_fate=expense_of_fate,
            facing=facing,
            group_initiative=group_initiative,
            intensity_sides=intensity_sides,
            lifting=lifting,
            long_actions=long_actions,
            mobility_per_round=mobility_per_round,
            mobility_refill=mobility_refill,
            overreach=overreach,
            postures=postures,
            range_ends=range_ends,
        )

        return meshal_options
