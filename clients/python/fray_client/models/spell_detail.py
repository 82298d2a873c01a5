from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.spell_detail_attack_type_0 import SpellDetailAttackType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.library_source import LibrarySource
    from ..models.spell_detail_cantrip_damage import SpellDetailCantripDamage
    from ..models.spell_detail_damage import SpellDetailDamage
    from ..models.spell_detail_heal import SpellDetailHeal


T = TypeVar("T", bound="SpellDetail")


@_attrs_define
class SpellDetail:
    """One spell whole: what its text prints and what ``cast_spell`` plays from it (attack,
    save, damage by slot level or by character level, healing, conditions), its ``url`` and
    ``source`` (edition and attribution).

        Attributes:
            id (str):
            level (int):
            name (str):
            school (str):
            source (LibrarySource): Where a library's creatures come from: its ``title``, ``source``, ``edition``
                (``"2014"``
                for the SRD 5.1 blocks), the ``licence`` and the ``attribution`` it asks for (show it
                where the data is shown), and a ``note`` for a person (what the rules play, why it is
                empty).
            url (str):
            area (str | Unset):  Default: ''.
            attack (None | SpellDetailAttackType0 | Unset):
            cantrip_damage (SpellDetailCantripDamage | Unset):
            casting_time (str | Unset):  Default: ''.
            classes (list[str] | Unset):
            components (str | Unset):  Default: ''.
            concentration (bool | Unset):  Default: False.
            conditions (list[str] | Unset):
            damage (SpellDetailDamage | Unset):
            damage_types (list[str] | Unset):
            description (str | Unset):  Default: ''.
            duration (str | Unset):  Default: ''.
            half_on_success (bool | Unset):  Default: False.
            heal (SpellDetailHeal | Unset):
            higher_level (str | Unset):  Default: ''.
            range_ (str | Unset):  Default: ''.
            ritual (bool | Unset):  Default: False.
            save (None | str | Unset):
            summary (str | Unset):  Default: ''.
    """

    id: str
    level: int
    name: str
    school: str
    source: LibrarySource
    url: str
    area: str | Unset = ""
    attack: None | SpellDetailAttackType0 | Unset = UNSET
    cantrip_damage: SpellDetailCantripDamage | Unset = UNSET
    casting_time: str | Unset = ""
    classes: list[str] | Unset = UNSET
    components: str | Unset = ""
    concentration: bool | Unset = False
    conditions: list[str] | Unset = UNSET
    damage: SpellDetailDamage | Unset = UNSET
    damage_types: list[str] | Unset = UNSET
    description: str | Unset = ""
    duration: str | Unset = ""
    half_on_success: bool | Unset = False
    heal: SpellDetailHeal | Unset = UNSET
    higher_level: str | Unset = ""
    range_: str | Unset = ""
    ritual: bool | Unset = False
    save: None | str | Unset = UNSET
    summary: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        level = self.level

        name = self.name

        school = self.school

        source = self.source.to_dict()

        url = self.url

        area = self.area

        attack: None | str | Unset
        if isinstance(self.attack, Unset):
            attack = UNSET
        elif isinstance(self.attack, SpellDetailAttackType0):
            attack = self.attack.value
        else:
            attack = self.attack

        cantrip_damage: dict[str, Any] | Unset = UNSET
        if not isinstance(self.cantrip_damage, Unset):
            cantrip_damage = self.cantrip_damage.to_dict()

        casting_time = self.casting_time

        classes: list[str] | Unset = UNSET
        if not isinstance(self.classes, Unset):
            classes = self.classes

        components = self.components

        concentration = self.concentration

        conditions: list[str] | Unset = UNSET
        if not isinstance(self.conditions, Unset):
            conditions = self.conditions

        damage: dict[str, Any] | Unset = UNSET
        if not isinstance(self.damage, Unset):
            damage = self.damage.to_dict()

        damage_types: list[str] | Unset = UNSET
        if not isinstance(self.damage_types, Unset):
            damage_types = self.damage_types

        description = self.description

        duration = self.duration

        half_on_success = self.half_on_success

        heal: dict[str, Any] | Unset = UNSET
        if not isinstance(self.heal, Unset):
            heal = self.heal.to_dict()

        higher_level = self.higher_level

        range_ = self.range_

        ritual = self.ritual

        save: None | str | Unset
        if isinstance(self.save, Unset):
            save = UNSET
        else:
            save = self.save

        summary = self.summary

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "level": level,
                "name": name,
                "school": school,
                "source": source,
                "url": url,
            }
        )
        if area is not UNSET:
            field_dict["area"] = area
        if attack is not UNSET:
            field_dict["attack"] = attack
        if cantrip_damage is not UNSET:
            field_dict["cantrip_damage"] = cantrip_damage
        if casting_time is not UNSET:
            field_dict["casting_time"] = casting_time
        if classes is not UNSET:
            field_dict["classes"] = classes
        if components is not UNSET:
            field_dict["components"] = components
        if concentration is not UNSET:
            field_dict["concentration"] = concentration
        if conditions is not UNSET:
            field_dict["conditions"] = conditions
        if damage is not UNSET:
            field_dict["damage"] = damage
        if damage_types is not UNSET:
            field_dict["damage_types"] = damage_types
        if description is not UNSET:
            field_dict["description"] = description
        if duration is not UNSET:
            field_dict["duration"] = duration
        if half_on_success is not UNSET:
            field_dict["half_on_success"] = half_on_success
        if heal is not UNSET:
            field_dict["heal"] = heal
        if higher_level is not UNSET:
            field_dict["higher_level"] = higher_level
        if range_ is not UNSET:
            field_dict["range"] = range_
        if ritual is not UNSET:
            field_dict["ritual"] = ritual
        if save is not UNSET:
            field_dict["save"] = save
        if summary is not UNSET:
            field_dict["summary"] = summary

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.library_source import LibrarySource  # noqa: PLC0415
        from ..models.spell_detail_cantrip_damage import SpellDetailCantripDamage  # noqa: PLC0415
        from ..models.spell_detail_damage import SpellDetailDamage  # noqa: PLC0415
        from ..models.spell_detail_heal import SpellDetailHeal  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        level = d.pop("level")

        name = d.pop("name")

        school = d.pop("school")

        source = LibrarySource.from_dict(d.pop("source"))

        url = d.pop("url")

        area = d.pop("area", UNSET)

        def _parse_attack(data: object) -> None | SpellDetailAttackType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                attack_type_0 = SpellDetailAttackType0(data)

                return attack_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SpellDetailAttackType0 | Unset, data)

        attack = _parse_attack(d.pop("attack", UNSET))

        _cantrip_damage = d.pop("cantrip_damage", UNSET)
        cantrip_damage: SpellDetailCantripDamage | Unset
        if isinstance(_cantrip_damage, Unset):
            cantrip_damage = UNSET
        else:
            cantrip_damage = SpellDetailCantripDamage.from_dict(_cantrip_damage)

        casting_time = d.pop("casting_time", UNSET)

        classes = cast(list[str], d.pop("classes", UNSET))

        components = d.pop("components", UNSET)

        concentration = d.pop("concentration", UNSET)

        conditions = cast(list[str], d.pop("conditions", UNSET))

        _damage = d.pop("damage", UNSET)
        damage: SpellDetailDamage | Unset
        if isinstance(_damage, Unset):
            damage = UNSET
        else:
            damage = SpellDetailDamage.from_dict(_damage)

        damage_types = cast(list[str], d.pop("damage_types", UNSET))

        description = d.pop("description", UNSET)

        duration = d.pop("duration", UNSET)

        half_on_success = d.pop("half_on_success", UNSET)

        _heal = d.pop("heal", UNSET)
        heal: SpellDetailHeal | Unset
        if isinstance(_heal, Unset):
            heal = UNSET
        else:
            heal = SpellDetailHeal.from_dict(_heal)

        higher_level = d.pop("higher_level", UNSET)

        range_ = d.pop("range", UNSET)

        ritual = d.pop("ritual", UNSET)

        def _parse_save(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        save = _parse_save(d.pop("save", UNSET))

        summary = d.pop("summary", UNSET)

        spell_detail = cls(
            id=id,
            level=level,
            name=name,
            school=school,
            source=source,
            url=url,
            area=area,
            attack=attack,
            cantrip_damage=cantrip_damage,
            casting_time=casting_time,
            classes=classes,
            components=components,
            concentration=concentration,
            conditions=conditions,
            damage=damage,
            damage_types=damage_types,
            description=description,
            duration=duration,
            half_on_success=half_on_success,
            heal=heal,
            higher_level=higher_level,
            range_=range_,
            ritual=ritual,
            save=save,
            summary=summary,
        )

        spell_detail.additional_properties = d
        return spell_detail

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
