from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.dnd_5e_options_initiative import Dnd5EOptionsInitiative
from ..models.dnd_5e_options_ties import Dnd5EOptionsTies
from ..types import UNSET, Unset

T = TypeVar("T", bound="Dnd5EOptions")


@_attrs_define
class Dnd5EOptions:
    """``initiative``: ``roll`` (002: d20 + DEX), ``score`` (003 Initiative Score: 10 + DEX),
    ``side`` (003 Side Initiative), ``speed_factor`` (003 Speed Factor). ``ties``: how equal
    initiatives break (``dex_then_roll``: higher DEX modifier, then a d20 rolled once and
    recorded; ``roll``: a d20 only). The rest switch on one 003 rule each.

        Attributes:
            cleaving (bool | Unset):  Default: False.
            climb_onto (bool | Unset):  Default: False.
            disarm (bool | Unset):  Default: False.
            hitting_cover (bool | Unset):  Default: False.
            initiative (Dnd5EOptionsInitiative | Unset):  Default: Dnd5EOptionsInitiative.ROLL.
            lingering_injuries (bool | Unset):  Default: False.
            mark (bool | Unset):  Default: False.
            morale (bool | Unset):  Default: False.
            overrun (bool | Unset):  Default: False.
            shove_aside (bool | Unset):  Default: False.
            system_shock (bool | Unset):  Default: False.
            ties (Dnd5EOptionsTies | Unset):  Default: Dnd5EOptionsTies.DEX_THEN_ROLL.
            tumble (bool | Unset):  Default: False.
    """

    cleaving: bool | Unset = False
    climb_onto: bool | Unset = False
    disarm: bool | Unset = False
    hitting_cover: bool | Unset = False
    initiative: Dnd5EOptionsInitiative | Unset = Dnd5EOptionsInitiative.ROLL
    lingering_injuries: bool | Unset = False
    mark: bool | Unset = False
    morale: bool | Unset = False
    overrun: bool | Unset = False
    shove_aside: bool | Unset = False
    system_shock: bool | Unset = False
    ties: Dnd5EOptionsTies | Unset = Dnd5EOptionsTies.DEX_THEN_ROLL
    tumble: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        cleaving = self.cleaving

        climb_onto = self.climb_onto

        disarm = self.disarm

        hitting_cover = self.hitting_cover

        initiative: str | Unset = UNSET
        if not isinstance(self.initiative, Unset):
            initiative = self.initiative.value

        lingering_injuries = self.lingering_injuries

        mark = self.mark

        morale = self.morale

        overrun = self.overrun

        shove_aside = self.shove_aside

        system_shock = self.system_shock

        ties: str | Unset = UNSET
        if not isinstance(self.ties, Unset):
            ties = self.ties.value

        tumble = self.tumble

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if cleaving is not UNSET:
            field_dict["cleaving"] = cleaving
        if climb_onto is not UNSET:
            field_dict["climb_onto"] = climb_onto
        if disarm is not UNSET:
            field_dict["disarm"] = disarm
        if hitting_cover is not UNSET:
            field_dict["hitting_cover"] = hitting_cover
        if initiative is not UNSET:
            field_dict["initiative"] = initiative
        if lingering_injuries is not UNSET:
            field_dict["lingering_injuries"] = lingering_injuries
        if mark is not UNSET:
            field_dict["mark"] = mark
        if morale is not UNSET:
            field_dict["morale"] = morale
        if overrun is not UNSET:
            field_dict["overrun"] = overrun
        if shove_aside is not UNSET:
            field_dict["shove_aside"] = shove_aside
        if system_shock is not UNSET:
            field_dict["system_shock"] = system_shock
        if ties is not UNSET:
            field_dict["ties"] = ties
        if tumble is not UNSET:
            field_dict["tumble"] = tumble

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cleaving = d.pop("cleaving", UNSET)

        climb_onto = d.pop("climb_onto", UNSET)

        disarm = d.pop("disarm", UNSET)

        hitting_cover = d.pop("hitting_cover", UNSET)

        _initiative = d.pop("initiative", UNSET)
        initiative: Dnd5EOptionsInitiative | Unset
        if isinstance(_initiative, Unset):
            initiative = UNSET
        else:
            initiative = Dnd5EOptionsInitiative(_initiative)

        lingering_injuries = d.pop("lingering_injuries", UNSET)

        mark = d.pop("mark", UNSET)

        morale = d.pop("morale", UNSET)

        overrun = d.pop("overrun", UNSET)

        shove_aside = d.pop("shove_aside", UNSET)

        system_shock = d.pop("system_shock", UNSET)

        _ties = d.pop("ties", UNSET)
        ties: Dnd5EOptionsTies | Unset
        if isinstance(_ties, Unset):
            ties = UNSET
        else:
            ties = Dnd5EOptionsTies(_ties)

        tumble = d.pop("tumble", UNSET)

        dnd_5e_options = cls(
            cleaving=cleaving,
            climb_onto=climb_onto,
            disarm=disarm,
            hitting_cover=hitting_cover,
            initiative=initiative,
            lingering_injuries=lingering_injuries,
            mark=mark,
            morale=morale,
            overrun=overrun,
            shove_aside=shove_aside,
            system_shock=system_shock,
            ties=ties,
            tumble=tumble,
        )

        return dnd_5e_options
