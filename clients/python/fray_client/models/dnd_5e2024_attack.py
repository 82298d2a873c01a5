from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.damage_part import DamagePart
    from ..models.save_effect import SaveEffect


T = TypeVar("T", bound="Dnd5E2024Attack")


@_attrs_define
class Dnd5E2024Attack:
    """An attack as a stat block lists it: ``to_hit`` (ability modifier + PB, already summed),
    ``damage`` parts, ``reach_ft`` for melee (5 ft unless the weapon says otherwise) or
    ``range_ft`` (normal, long) in feet for a ranged attack; ``light`` weapons allow
    two-weapon fighting (002 §Бій двома зброями); ``two_handed``/``heavy``/``loading``/
    ``finesse`` matter to the 003 speed factor. ``thrown`` (PHB 2024 weapon property
    Thrown: a dagger, a javelin): it has both a reach and a range and may be used either
    way, a melee attack within reach or a ranged one (DECISION: the flag says so, since
    ``reach_ft`` defaults to 5 ft and so a bow's block also carries a reach). ``damage`` may
    be empty: a hit that only forces its ``on_hit`` save, or whose effect the GM applies (a
    giant spider's web that restrains).

        Attributes:
            damage (list[DamagePart]):
            name (str):
            to_hit (int):
            description (str | Unset):  Default: ''.
            finesse (bool | Unset):  Default: False.
            heavy (bool | Unset):  Default: False.
            light (bool | Unset):  Default: False.
            loading (bool | Unset):  Default: False.
            on_hit (None | SaveEffect | Unset):
            range_ft (list[int] | None | Unset):
            reach_ft (int | None | Unset):  Default: 5.
            thrown (bool | Unset):  Default: False.
            two_handed (bool | Unset):  Default: False.
    """

    damage: list[DamagePart]
    name: str
    to_hit: int
    description: str | Unset = ""
    finesse: bool | Unset = False
    heavy: bool | Unset = False
    light: bool | Unset = False
    loading: bool | Unset = False
    on_hit: None | SaveEffect | Unset = UNSET
    range_ft: list[int] | None | Unset = UNSET
    reach_ft: int | None | Unset = 5
    thrown: bool | Unset = False
    two_handed: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.save_effect import SaveEffect  # noqa: PLC0415

        damage = []
        for damage_item_data in self.damage:
            damage_item = damage_item_data.to_dict()
            damage.append(damage_item)

        name = self.name

        to_hit = self.to_hit

        description = self.description

        finesse = self.finesse

        heavy = self.heavy

        light = self.light

        loading = self.loading

        on_hit: dict[str, Any] | None | Unset
        if isinstance(self.on_hit, Unset):
            on_hit = UNSET
        elif isinstance(self.on_hit, SaveEffect):
            on_hit = self.on_hit.to_dict()
        else:
            on_hit = self.on_hit

        range_ft: list[int] | None | Unset
        if isinstance(self.range_ft, Unset):
            range_ft = UNSET
        elif isinstance(self.range_ft, list):
            range_ft = []
            for range_ft_type_0_item_data in self.range_ft:
                range_ft_type_0_item: int
                range_ft_type_0_item = range_ft_type_0_item_data
                range_ft.append(range_ft_type_0_item)

        else:
            range_ft = self.range_ft

        reach_ft: int | None | Unset
        if isinstance(self.reach_ft, Unset):
            reach_ft = UNSET
        else:
            reach_ft = self.reach_ft

        thrown = self.thrown

        two_handed = self.two_handed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "damage": damage,
                "name": name,
                "to_hit": to_hit,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if finesse is not UNSET:
            field_dict["finesse"] = finesse
        if heavy is not UNSET:
            field_dict["heavy"] = heavy
        if light is not UNSET:
            field_dict["light"] = light
        if loading is not UNSET:
            field_dict["loading"] = loading
        if on_hit is not UNSET:
            field_dict["on_hit"] = on_hit
        if range_ft is not UNSET:
            field_dict["range_ft"] = range_ft
        if reach_ft is not UNSET:
            field_dict["reach_ft"] = reach_ft
        if thrown is not UNSET:
            field_dict["thrown"] = thrown
        if two_handed is not UNSET:
            field_dict["two_handed"] = two_handed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.damage_part import DamagePart  # noqa: PLC0415
        from ..models.save_effect import SaveEffect  # noqa: PLC0415

        d = dict(src_dict)
        damage = []
        _damage = d.pop("damage")
        for damage_item_data in _damage:
            damage_item = DamagePart.from_dict(damage_item_data)

            damage.append(damage_item)

        name = d.pop("name")

        to_hit = d.pop("to_hit")

        description = d.pop("description", UNSET)

        finesse = d.pop("finesse", UNSET)

        heavy = d.pop("heavy", UNSET)

        light = d.pop("light", UNSET)

        loading = d.pop("loading", UNSET)

        def _parse_on_hit(data: object) -> None | SaveEffect | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_0 = SaveEffect.from_dict(data)

                return on_hit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SaveEffect | Unset, data)

        on_hit = _parse_on_hit(d.pop("on_hit", UNSET))

        def _parse_range_ft(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                range_ft_type_0 = []
                _range_ft_type_0 = data
                for range_ft_type_0_item_data in _range_ft_type_0:

                    def _parse_range_ft_type_0_item(data: object) -> int:
                        return cast(int, data)

                    range_ft_type_0_item = _parse_range_ft_type_0_item(range_ft_type_0_item_data)

                    range_ft_type_0.append(range_ft_type_0_item)

                return range_ft_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        range_ft = _parse_range_ft(d.pop("range_ft", UNSET))

        def _parse_reach_ft(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        reach_ft = _parse_reach_ft(d.pop("reach_ft", UNSET))

        thrown = d.pop("thrown", UNSET)

        two_handed = d.pop("two_handed", UNSET)

        dnd_5e2024_attack = cls(
            damage=damage,
            name=name,
            to_hit=to_hit,
            description=description,
            finesse=finesse,
            heavy=heavy,
            light=light,
            loading=loading,
            on_hit=on_hit,
            range_ft=range_ft,
            reach_ft=reach_ft,
            thrown=thrown,
            two_handed=two_handed,
        )

        dnd_5e2024_attack.additional_properties = d
        return dnd_5e2024_attack

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
