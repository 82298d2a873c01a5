from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.save_action_in_multiattack import SaveActionInMultiattack
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.save_effect_in import SaveEffectIn


T = TypeVar("T", bound="SaveActionIn")


@_attrs_define
class SaveActionIn:
    """A save action as a request states it.

    Attributes:
        name (str):
        save (SaveEffectIn): A forced saving throw as a request states it (strict damage parts).
        area (str | Unset):  Default: ''.
        description (str | Unset):  Default: ''.
        multiattack (SaveActionInMultiattack | Unset):  Default: SaveActionInMultiattack.NO.
        per_day (int | None | Unset):
        recharge (int | None | Unset):
        uses_of (None | str | Unset):
    """

    name: str
    save: SaveEffectIn
    area: str | Unset = ""
    description: str | Unset = ""
    multiattack: SaveActionInMultiattack | Unset = SaveActionInMultiattack.NO
    per_day: int | None | Unset = UNSET
    recharge: int | None | Unset = UNSET
    uses_of: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        save = self.save.to_dict()

        area = self.area

        description = self.description

        multiattack: str | Unset = UNSET
        if not isinstance(self.multiattack, Unset):
            multiattack = self.multiattack.value

        per_day: int | None | Unset
        if isinstance(self.per_day, Unset):
            per_day = UNSET
        else:
            per_day = self.per_day

        recharge: int | None | Unset
        if isinstance(self.recharge, Unset):
            recharge = UNSET
        else:
            recharge = self.recharge

        uses_of: None | str | Unset
        if isinstance(self.uses_of, Unset):
            uses_of = UNSET
        else:
            uses_of = self.uses_of

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "save": save,
            }
        )
        if area is not UNSET:
            field_dict["area"] = area
        if description is not UNSET:
            field_dict["description"] = description
        if multiattack is not UNSET:
            field_dict["multiattack"] = multiattack
        if per_day is not UNSET:
            field_dict["per_day"] = per_day
        if recharge is not UNSET:
            field_dict["recharge"] = recharge
        if uses_of is not UNSET:
            field_dict["uses_of"] = uses_of

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.save_effect_in import SaveEffectIn  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        save = SaveEffectIn.from_dict(d.pop("save"))

        area = d.pop("area", UNSET)

        description = d.pop("description", UNSET)

        _multiattack = d.pop("multiattack", UNSET)
        multiattack: SaveActionInMultiattack | Unset
        if isinstance(_multiattack, Unset):
            multiattack = UNSET
        else:
            multiattack = SaveActionInMultiattack(_multiattack)

        def _parse_per_day(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        per_day = _parse_per_day(d.pop("per_day", UNSET))

        def _parse_recharge(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        recharge = _parse_recharge(d.pop("recharge", UNSET))

        def _parse_uses_of(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        uses_of = _parse_uses_of(d.pop("uses_of", UNSET))

        save_action_in = cls(
            name=name,
            save=save,
            area=area,
            description=description,
            multiattack=multiattack,
            per_day=per_day,
            recharge=recharge,
            uses_of=uses_of,
        )

        return save_action_in
