from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.dnd_4e_options_saves import Dnd4EOptionsSaves
from ..types import UNSET, Unset

T = TypeVar("T", bound="Dnd4EOptions")


@_attrs_define
class Dnd4EOptions:
    """``saves``: who rolls end-of-turn saving throws and death saves (``prompt``: the
    player, one command each; ``auto``: Fray, as the turn ends).

        Attributes:
            saves (Dnd4EOptionsSaves | Unset):  Default: Dnd4EOptionsSaves.PROMPT.
    """

    saves: Dnd4EOptionsSaves | Unset = Dnd4EOptionsSaves.PROMPT

    def to_dict(self) -> dict[str, Any]:
        saves: str | Unset = UNSET
        if not isinstance(self.saves, Unset):
            saves = self.saves.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if saves is not UNSET:
            field_dict["saves"] = saves

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _saves = d.pop("saves", UNSET)
        saves: Dnd4EOptionsSaves | Unset
        if isinstance(_saves, Unset):
            saves = UNSET
        else:
            saves = Dnd4EOptionsSaves(_saves)

        dnd_4e_options = cls(
            saves=saves,
        )

        return dnd_4e_options
