from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.unlit_spires_cast_spell_effect_lasts import (
    UnlitSpiresCastSpellEffectLasts,
)
from ..models.unlit_spires_cast_spell_form import UnlitSpiresCastSpellForm
from ..types import UNSET, Unset

T = TypeVar("T", bound="UnlitSpiresCastSpell")


@_attrs_define
class UnlitSpiresCastSpell:
    """Cast a spell on the caster's turn (§05, §08). It costs 10 × ``spell_level`` magic points
    (a cantrip is free) and needs the skill for that level.

    ``form``: ``single_target`` (one contest, Magic Attack vs Ward; win and it works in full),
    ``area`` (one Magic Attack roll against each target's own Ward; a damage spell does half
    to a creature that wins, a yes-or-no spell nothing), ``healing`` and ``help`` (no contest).
    A hostile spell carries ``damage`` dice and/or an ``effect`` (a condition such as "held");
    healing carries ``healing`` dice; help carries an ``effect``. ``effect_lasts``: until
    removed, or until the start of the caster's next turn. ``counterspell_by`` names a caster
    who answers it with a counterspell of ``counterspell_level``.

        Attributes:
            caster_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            form (UnlitSpiresCastSpellForm):
            spell (str):
            spell_level (int): 0 (cantrip) to 9
            target_ids (list[str]):
            type_ (Literal['unlit-spires.cast_spell']):  Default: 'unlit-spires.cast_spell'.
            advantage (bool | Unset):  Default: False.
            counterspell_by (None | str | Unset):
            counterspell_level (int | Unset): 0 (cantrip) to 9 Default: 3.
            damage (None | str | Unset):
            disadvantage (bool | Unset):  Default: False.
            effect (None | str | Unset):
            effect_lasts (UnlitSpiresCastSpellEffectLasts | Unset):  Default: UnlitSpiresCastSpellEffectLasts.UNTIL_REMOVED.
            healing (None | str | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
    """

    caster_id: str
    form: UnlitSpiresCastSpellForm
    spell: str
    spell_level: int
    target_ids: list[str]
    type_: Literal["unlit-spires.cast_spell"] = "unlit-spires.cast_spell"
    advantage: bool | Unset = False
    counterspell_by: None | str | Unset = UNSET
    counterspell_level: int | Unset = 3
    damage: None | str | Unset = UNSET
    disadvantage: bool | Unset = False
    effect: None | str | Unset = UNSET
    effect_lasts: UnlitSpiresCastSpellEffectLasts | Unset = UnlitSpiresCastSpellEffectLasts.UNTIL_REMOVED
    healing: None | str | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        caster_id = self.caster_id

        form = self.form.value

        spell = self.spell

        spell_level = self.spell_level

        target_ids = self.target_ids

        type_ = self.type_

        advantage = self.advantage

        counterspell_by: None | str | Unset
        if isinstance(self.counterspell_by, Unset):
            counterspell_by = UNSET
        else:
            counterspell_by = self.counterspell_by

        counterspell_level = self.counterspell_level

        damage: None | str | Unset
        if isinstance(self.damage, Unset):
            damage = UNSET
        else:
            damage = self.damage

        disadvantage = self.disadvantage

        effect: None | str | Unset
        if isinstance(self.effect, Unset):
            effect = UNSET
        else:
            effect = self.effect

        effect_lasts: str | Unset = UNSET
        if not isinstance(self.effect_lasts, Unset):
            effect_lasts = self.effect_lasts.value

        healing: None | str | Unset
        if isinstance(self.healing, Unset):
            healing = UNSET
        else:
            healing = self.healing

        rolls: list[int | list[int]] | None | Unset
        if isinstance(self.rolls, Unset):
            rolls = UNSET
        elif isinstance(self.rolls, list):
            rolls = []
            for rolls_type_0_item_data in self.rolls:
                rolls_type_0_item: int | list[int]
                if isinstance(rolls_type_0_item_data, list):
                    rolls_type_0_item = rolls_type_0_item_data

                else:
                    rolls_type_0_item = rolls_type_0_item_data
                rolls.append(rolls_type_0_item)

        else:
            rolls = self.rolls

        secret = self.secret

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "caster_id": caster_id,
                "form": form,
                "spell": spell,
                "spell_level": spell_level,
                "target_ids": target_ids,
                "type": type_,
            }
        )
        if advantage is not UNSET:
            field_dict["advantage"] = advantage
        if counterspell_by is not UNSET:
            field_dict["counterspell_by"] = counterspell_by
        if counterspell_level is not UNSET:
            field_dict["counterspell_level"] = counterspell_level
        if damage is not UNSET:
            field_dict["damage"] = damage
        if disadvantage is not UNSET:
            field_dict["disadvantage"] = disadvantage
        if effect is not UNSET:
            field_dict["effect"] = effect
        if effect_lasts is not UNSET:
            field_dict["effect_lasts"] = effect_lasts
        if healing is not UNSET:
            field_dict["healing"] = healing
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        caster_id = d.pop("caster_id")

        form = UnlitSpiresCastSpellForm(d.pop("form"))

        spell = d.pop("spell")

        spell_level = d.pop("spell_level")

        target_ids = cast(list[str], d.pop("target_ids"))

        type_ = cast(Literal["unlit-spires.cast_spell"], d.pop("type"))
        if type_ != "unlit-spires.cast_spell":
            raise ValueError(f"type must match const 'unlit-spires.cast_spell', got '{type_}'")

        advantage = d.pop("advantage", UNSET)

        def _parse_counterspell_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        counterspell_by = _parse_counterspell_by(d.pop("counterspell_by", UNSET))

        counterspell_level = d.pop("counterspell_level", UNSET)

        def _parse_damage(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        damage = _parse_damage(d.pop("damage", UNSET))

        disadvantage = d.pop("disadvantage", UNSET)

        def _parse_effect(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        effect = _parse_effect(d.pop("effect", UNSET))

        _effect_lasts = d.pop("effect_lasts", UNSET)
        effect_lasts: UnlitSpiresCastSpellEffectLasts | Unset
        if isinstance(_effect_lasts, Unset):
            effect_lasts = UNSET
        else:
            effect_lasts = UnlitSpiresCastSpellEffectLasts(_effect_lasts)

        def _parse_healing(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        healing = _parse_healing(d.pop("healing", UNSET))

        def _parse_rolls(data: object) -> list[int | list[int]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rolls_type_0 = []
                _rolls_type_0 = data
                for rolls_type_0_item_data in _rolls_type_0:

                    def _parse_rolls_type_0_item(data: object) -> int | list[int]:
                        try:
                            if not isinstance(data, list):
                                raise TypeError()
                            rolls_type_0_item_type_1 = cast(list[int], data)

                            return rolls_type_0_item_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(int | list[int], data)

                    rolls_type_0_item = _parse_rolls_type_0_item(rolls_type_0_item_data)

                    rolls_type_0.append(rolls_type_0_item)

                return rolls_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int | list[int]] | None | Unset, data)

        rolls = _parse_rolls(d.pop("rolls", UNSET))

        secret = d.pop("secret", UNSET)

        unlit_spires_cast_spell = cls(
            caster_id=caster_id,
            form=form,
            spell=spell,
            spell_level=spell_level,
            target_ids=target_ids,
            type_=type_,
            advantage=advantage,
            counterspell_by=counterspell_by,
            counterspell_level=counterspell_level,
            damage=damage,
            disadvantage=disadvantage,
            effect=effect,
            effect_lasts=effect_lasts,
            healing=healing,
            rolls=rolls,
            secret=secret,
        )

        return unlit_spires_cast_spell
