from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.unlit_spires_spell_cast_form import UnlitSpiresSpellCastForm

T = TypeVar("T", bound="UnlitSpiresSpellCast")


@_attrs_define
class UnlitSpiresSpellCast:
    """``caster_id`` cast ``spell`` of ``spell_level`` at ``targets`` as ``form`` (§05), paying
    ``cost_mp`` magic points (10 × level, §08; the ``resource_changed`` event follows).

        Attributes:
            caster_id (str):
            cost_mp (int):
            form (UnlitSpiresSpellCastForm):
            spell (str):
            spell_level (int):
            targets (list[str]):
            type_ (Literal['unlit-spires.spell_cast']):  Default: 'unlit-spires.spell_cast'.
    """

    caster_id: str
    cost_mp: int
    form: UnlitSpiresSpellCastForm
    spell: str
    spell_level: int
    targets: list[str]
    type_: Literal["unlit-spires.spell_cast"] = "unlit-spires.spell_cast"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        caster_id = self.caster_id

        cost_mp = self.cost_mp

        form = self.form.value

        spell = self.spell

        spell_level = self.spell_level

        targets = self.targets

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "caster_id": caster_id,
                "cost_mp": cost_mp,
                "form": form,
                "spell": spell,
                "spell_level": spell_level,
                "targets": targets,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        caster_id = d.pop("caster_id")

        cost_mp = d.pop("cost_mp")

        form = UnlitSpiresSpellCastForm(d.pop("form"))

        spell = d.pop("spell")

        spell_level = d.pop("spell_level")

        targets = cast(list[str], d.pop("targets"))

        type_ = cast(Literal["unlit-spires.spell_cast"], d.pop("type"))
        if type_ != "unlit-spires.spell_cast":
            raise ValueError(f"type must match const 'unlit-spires.spell_cast', got '{type_}'")

        unlit_spires_spell_cast = cls(
            caster_id=caster_id,
            cost_mp=cost_mp,
            form=form,
            spell=spell,
            spell_level=spell_level,
            targets=targets,
            type_=type_,
        )

        unlit_spires_spell_cast.additional_properties = d
        return unlit_spires_spell_cast

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
