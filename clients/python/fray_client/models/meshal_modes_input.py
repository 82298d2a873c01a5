from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.meshal_modes_input_climb import MeshalModesInputClimb
from ..models.meshal_modes_input_crawl import MeshalModesInputCrawl
from ..models.meshal_modes_input_swim import MeshalModesInputSwim
from ..models.meshal_modes_input_walk import MeshalModesInputWalk
from ..types import UNSET, Unset

T = TypeVar("T", bound="MeshalModesInput")


@_attrs_define
class MeshalModesInput:
    """Each way of moving at ``full`` speed, ``-`` (half speed) or ``none``.

    Attributes:
        climb (MeshalModesInputClimb | Unset):  Default: MeshalModesInputClimb.VALUE_0.
        crawl (MeshalModesInputCrawl | Unset):  Default: MeshalModesInputCrawl.VALUE_0.
        swim (MeshalModesInputSwim | Unset):  Default: MeshalModesInputSwim.VALUE_0.
        walk (MeshalModesInputWalk | Unset):  Default: MeshalModesInputWalk.FULL.
    """

    climb: MeshalModesInputClimb | Unset = MeshalModesInputClimb.VALUE_0
    crawl: MeshalModesInputCrawl | Unset = MeshalModesInputCrawl.VALUE_0
    swim: MeshalModesInputSwim | Unset = MeshalModesInputSwim.VALUE_0
    walk: MeshalModesInputWalk | Unset = MeshalModesInputWalk.FULL

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
        climb: MeshalModesInputClimb | Unset
        if isinstance(_climb, Unset):
            climb = UNSET
        else:
            climb = MeshalModesInputClimb(_climb)

        _crawl = d.pop("crawl", UNSET)
        crawl: MeshalModesInputCrawl | Unset
        if isinstance(_crawl, Unset):
            crawl = UNSET
        else:
            crawl = MeshalModesInputCrawl(_crawl)

        _swim = d.pop("swim", UNSET)
        swim: MeshalModesInputSwim | Unset
        if isinstance(_swim, Unset):
            swim = UNSET
        else:
            swim = MeshalModesInputSwim(_swim)

        _walk = d.pop("walk", UNSET)
        walk: MeshalModesInputWalk | Unset
        if isinstance(_walk, Unset):
            walk = UNSET
        else:
            walk = MeshalModesInputWalk(_walk)

        meshal_modes_input = cls(
            climb=climb,
            crawl=crawl,
            swim=swim,
            walk=walk,
        )

        return meshal_modes_input
