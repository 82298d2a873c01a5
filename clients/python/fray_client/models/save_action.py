from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.save_action_multiattack import SaveActionMultiattack
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.save_effect import SaveEffect


T = TypeVar("T", bound="SaveAction")


@_attrs_define
class SaveAction:
    """An action that forces saving throws instead of making an attack roll (a breath weapon,
    a gaze, a stench): its ``save``; ``area`` as printed ("60-foot cone"; the GM names the
    creatures in it); ``recharge`` N: usable again when a d6 rolled at the start of the
    creature's turn shows N or more (Recharge 5–6: 5); ``per_day`` uses; ``multiattack``: how
    it fits the creature's Multiattack (``extra``: used once in the same action besides the
    attacks, a dragon's Frightful Presence; ``replaces_attack``: in place of one of them, a
    chimera's Fire Breath; ``no``: it takes the whole action). ``description``: the printed
    text. Source: published 5e stat blocks (SRD 5.1, MM 2024 "Recharge 5–6").

        Attributes:
            name (str):
            save (SaveEffect): A saving throw a creature's action or hit forces: ``ability`` against ``dc``; on a
                failure the ``damage`` parts (dice rolled once for every target, published 5e) and the
                ``conditions``; on a success half the damage when ``half_on_success``, otherwise nothing.
                ``duration`` of the conditions: until removed (the GM ends them), until the end of the
                target's next turn, or ``save_ends`` (the save again at the end of each of its turns, the
                "1 minute" of a stat block taken as the fight). Source: published 5e stat blocks (SRD 5.1
                "must succeed on a DC 13 Dexterity saving throw, taking 21 (6d6) fire damage on a failed
                save, or half as much damage on a successful one"; MM 2024 "Dexterity Saving Throw: DC 13
                … Failure: … Success: Half damage").
            area (str | Unset):  Default: ''.
            description (str | Unset):  Default: ''.
            multiattack (SaveActionMultiattack | Unset):  Default: SaveActionMultiattack.NO.
            per_day (int | None | Unset):
            recharge (int | None | Unset):
            uses_of (None | str | Unset):
    """

    name: str
    save: SaveEffect
    area: str | Unset = ""
    description: str | Unset = ""
    multiattack: SaveActionMultiattack | Unset = SaveActionMultiattack.NO
    per_day: int | None | Unset = UNSET
    recharge: int | None | Unset = UNSET
    uses_of: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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
        field_dict.update(self.additional_properties)
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
        from ..models.save_effect import SaveEffect  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        save = SaveEffect.from_dict(d.pop("save"))

        area = d.pop("area", UNSET)

        description = d.pop("description", UNSET)

        _multiattack = d.pop("multiattack", UNSET)
        multiattack: SaveActionMultiattack | Unset
        if isinstance(_multiattack, Unset):
            multiattack = UNSET
        else:
            multiattack = SaveActionMultiattack(_multiattack)

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

        save_action = cls(
            name=name,
            save=save,
            area=area,
            description=description,
            multiattack=multiattack,
            per_day=per_day,
            recharge=recharge,
            uses_of=uses_of,
        )

        save_action.additional_properties = d
        return save_action

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
