from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.meshal_modes_climb import MeshalModesClimb
from ..models.meshal_modes_crawl import MeshalModesCrawl
from ..models.meshal_modes_swim import MeshalModesSwim
from ..models.meshal_modes_walk import MeshalModesWalk
from ..types import UNSET, Unset

T = TypeVar("T", bound="MeshalModes")


@_attrs_define
class MeshalModes:
    """How the creature moves each way: ``full`` speed, ``-`` (half speed) or ``none``.

    Attributes:
        climb (MeshalModesClimb | Unset):  Default: MeshalModesClimb.VALUE_0.
        crawl (MeshalModesCrawl | Unset):  Default: MeshalModesCrawl.VALUE_0.
        swim (MeshalModesSwim | Unset):  Default: MeshalModesSwim.VALUE_0.
        walk (MeshalModesWalk | Unset):  Default: MeshalModesWalk.FULL.
    """

    climb: MeshalModesClimb | Unset = MeshalModesClimb.VALUE_0
    crawl: MeshalModesCrawl | Unset = MeshalModesCrawl.VALUE_0
    swim: MeshalModesSwim | Unset = MeshalModesSwim.VALUE_0
    walk: MeshalModesWalk | Unset = MeshalModesWalk.FULL
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        climb: str | Unset = UNSET
        if not isinstance(self.climb, Unset):
            climb = self.climb.value

        crawl: str | Unset = UNSET
        if not isinstance(self.crawl, Unset):
            crawl = self.crawl.value

        swim: str | Unset = UNSET
        if not isinstance(self.swim, Unset):
            swim = self.swim.value

        walk: str | Unset = UNSET
        if not isinstance(self.walk, Unset):
            walk = self.walk.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if climb is not UNSET:
            field_dict["climb"] = climb
        if crawl is not UNSET:
            field_dict["crawl"] = crawl
        if swim is not UNSET:
            field_dict["swim"] = swim
        if walk is not UNSET:
            field_dict["walk"] = walk

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _climb = d.pop("climb", UNSET)
        climb: MeshalModesClimb | Unset
        if isinstance(_climb, Unset):
            climb = UNSET
        else:
            climb = MeshalModesClimb(_climb)

        _crawl = d.pop("crawl", UNSET)
        crawl: MeshalModesCrawl | Unset
        if isinstance(_crawl, Unset):
            crawl = UNSET
        else:
            crawl = MeshalModesCrawl(_crawl)

        _swim = d.pop("swim", UNSET)
        swim: MeshalModesSwim | Unset
        if isinstance(_swim, Unset):
            swim = UNSET
        else:
            swim = MeshalModesSwim(_swim)

        _walk = d.pop("walk", UNSET)
        walk: MeshalModesWalk | Unset
        if isinstance(_walk, Unset):
            walk = UNSET
        else:
            walk = MeshalModesWalk(_walk)

        meshal_modes = cls(
            climb=climb,
            crawl=crawl,
            swim=swim,
            walk=walk,
        )

        meshal_modes.additional_properties = d
        return meshal_modes

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
