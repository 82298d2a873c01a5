from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.defence_pools_dodge import DefencePoolsDodge
from ..models.defence_pools_parry import DefencePoolsParry
from ..models.defence_pools_resist import DefencePoolsResist
from ..types import UNSET, Unset

T = TypeVar("T", bound="DefencePools")


@_attrs_define
class DefencePools:
    """The attribute whose dice each defence rolls (points). DECISION (gap): parry (格挡) →
    Might, dodge (闪避) → Activeness, resist (抵抗) → Spirit: defences roll attribute dice
    (a "-" attribute "rolls 3 dice when it must roll, e.g. for a defence") and this is the
    pairing the attributes' descriptions suggest (Might: force; Activeness: reflexes and
    getting out of danger; Spirit: will and the supernatural).

        Attributes:
            dodge (DefencePoolsDodge | Unset):  Default: DefencePoolsDodge.ACTIVENESS.
            parry (DefencePoolsParry | Unset):  Default: DefencePoolsParry.MIGHT.
            resist (DefencePoolsResist | Unset):  Default: DefencePoolsResist.SPIRIT.
    """

    dodge: DefencePoolsDodge | Unset = DefencePoolsDodge.ACTIVENESS
    parry: DefencePoolsParry | Unset = DefencePoolsParry.MIGHT
    resist: DefencePoolsResist | Unset = DefencePoolsResist.SPIRIT

    def to_dict(self) -> dict[str, Any]:
        dodge: str | Unset = UNSET
        if not isinstance(self.dodge, Unset):
            dodge = self.dodge.value

        parry: str | Unset = UNSET
        if not isinstance(self.parry, Unset):
            parry = self.parry.value

        resist: str | Unset = UNSET
        if not isinstance(self.resist, Unset):
            resist = self.resist.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if dodge is not UNSET:
            field_dict["dodge"] = dodge
        if parry is not UNSET:
            field_dict["parry"] = parry
        if resist is not UNSET:
            field_dict["resist"] = resist

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _dodge = d.pop("dodge", UNSET)
        dodge: DefencePoolsDodge | Unset
        if isinstance(_dodge, Unset):
            dodge = UNSET
        else:
            dodge = DefencePoolsDodge(_dodge)

        _parry = d.pop("parry", UNSET)
        parry: DefencePoolsParry | Unset
        if isinstance(_parry, Unset):
            parry = UNSET
        else:
            parry = DefencePoolsParry(_parry)

        _resist = d.pop("resist", UNSET)
        resist: DefencePoolsResist | Unset
        if isinstance(_resist, Unset):
            resist = UNSET
        else:
            resist = DefencePoolsResist(_resist)

        defence_pools = cls(
            dodge=dodge,
            parry=parry,
            resist=resist,
        )

        return defence_pools
