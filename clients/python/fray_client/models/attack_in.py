from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.damage_part_in import DamagePartIn
    from ..models.save_effect_in import SaveEffectIn


T = TypeVar("T", bound="AttackIn")


@_attrs_define
class AttackIn:
    """An attack as a request states it (strict damage parts and save).

    Attributes:
        damage (list[DamagePartIn]):
        name (str):
        to_hit (int):
        description (str | Unset):  Default: ''.
        finesse (bool | Unset):  Default: False.
        heavy (bool | Unset):  Default: False.
        light (bool | Unset):  Default: False.
        loading (bool | Unset):  Default: False.
        on_hit (None | SaveEffectIn | Unset):
        range_ft (list[int] | None | Unset):
        reach_ft (int | None | Unset):  Default: 5.
        thrown (bool | Unset):  Default: False.
        two_handed (bool | Unset):  Default: False.
    """

    damage: list[DamagePartIn]
    name: str
    to_hit: int
    description: str | Unset = ""
    finesse: bool | Unset = False
    heavy: bool | Unset = False
    light: bool | Unset = False
    loading: bool | Unset = False
    on_hit: None | SaveEffectIn | Unset = UNSET
    range_ft: list[int] | None | Unset = UNSET
    reach_ft: int | None | Unset = 5
    thrown: bool | Unset = False
    two_handed: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        from ..models.save_effect_in import SaveEffectIn  # noqa: PLC0415

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
        elif isinstance(self.on_hit, SaveEffectIn):
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
        from ..models.damage_part_in import DamagePartIn  # noqa: PLC0415
        from ..models.save_effect_in import SaveEffectIn  # noqa: PLC0415

        d = dict(src_dict)
        damage = []
        _damage = d.pop("damage")
        for damage_item_data in _damage:
            damage_item = DamagePartIn.from_dict(damage_item_data)

            damage.append(damage_item)

        name = d.pop("name")

        to_hit = d.pop("to_hit")

        description = d.pop("description", UNSET)

        finesse = d.pop("finesse", UNSET)

        heavy = d.pop("heavy", UNSET)

        light = d.pop("light", UNSET)

        loading = d.pop("loading", UNSET)

        def _parse_on_hit(data: object) -> None | SaveEffectIn | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_hit_type_0 = SaveEffectIn.from_dict(data)

                return on_hit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SaveEffectIn | Unset, data)

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

        attack_in = cls(
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

        return attack_in
