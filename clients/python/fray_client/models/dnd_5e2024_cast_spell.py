from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.dnd_5e2024_cast_spell_casting import Dnd5E2024CastSpellCasting
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dnd_5e2024_cast_spell_cover import Dnd5E2024CastSpellCover


T = TypeVar("T", bound="Dnd5E2024CastSpell")


@_attrs_define
class Dnd5E2024CastSpell:
    """The Magic action (002 §Дії в бою), or a spell with a bonus action or reaction casting
    time: ``spell_level`` 0 is a cantrip (no slot); otherwise a slot of ``slot_level`` (default
    ``spell_level``) is spent. ``concentration`` starts it and ends any earlier concentration.
    A ``spell`` of the spell list (``GET /rulesets/dnd5e-2024/spells``: the SRD 5.1's, 2014)
    knows its level and concentration; with ``target_ids`` its effect is played in the same
    command: its spell attack against each target, or each target's save against the caster's
    spell save DC (damage rolled once, half on a success where the spell says so, the
    conditions of a failure), or its damage or healing (``caster_level`` for a cantrip's
    damage; ``cover`` of each target). Any other spell is bookkeeping: its effects are sent
    as ``deal_damage``, ``saving_throw``, ``apply_condition``.

        Attributes:
            caster_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            spell (str):
            type_ (Literal['dnd5e-2024.cast_spell']):  Default: 'dnd5e-2024.cast_spell'.
            caster_level (int | None | Unset):
            casting (Dnd5E2024CastSpellCasting | Unset):  Default: Dnd5E2024CastSpellCasting.ACTION.
            concentration (bool | Unset):  Default: False.
            cover (Dnd5E2024CastSpellCover | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            slot_level (int | None | Unset):
            spell_level (int | None | Unset):
            target_ids (list[str] | Unset):
    """

    caster_id: str
    spell: str
    type_: Literal["dnd5e-2024.cast_spell"] = "dnd5e-2024.cast_spell"
    caster_level: int | None | Unset = UNSET
    casting: Dnd5E2024CastSpellCasting | Unset = Dnd5E2024CastSpellCasting.ACTION
    concentration: bool | Unset = False
    cover: Dnd5E2024CastSpellCover | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    slot_level: int | None | Unset = UNSET
    spell_level: int | None | Unset = UNSET
    target_ids: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        caster_id = self.caster_id

        spell = self.spell

        type_ = self.type_

        caster_level: int | None | Unset
        if isinstance(self.caster_level, Unset):
            caster_level = UNSET
        else:
            caster_level = self.caster_level

        casting: str | Unset = UNSET
        if not isinstance(self.casting, Unset):
            casting = self.casting.value

        concentration = self.concentration

        cover: dict[str, Any] | Unset = UNSET
        if not isinstance(self.cover, Unset):
            cover = self.cover.to_dict()

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

        slot_level: int | None | Unset
        if isinstance(self.slot_level, Unset):
            slot_level = UNSET
        else:
            slot_level = self.slot_level

        spell_level: int | None | Unset
        if isinstance(self.spell_level, Unset):
            spell_level = UNSET
        else:
            spell_level = self.spell_level

        target_ids: list[str] | Unset = UNSET
        if not isinstance(self.target_ids, Unset):
            target_ids = self.target_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "caster_id": caster_id,
                "spell": spell,
                "type": type_,
            }
        )
        if caster_level is not UNSET:
            field_dict["caster_level"] = caster_level
        if casting is not UNSET:
            field_dict["casting"] = casting
        if concentration is not UNSET:
            field_dict["concentration"] = concentration
        if cover is not UNSET:
            field_dict["cover"] = cover
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if slot_level is not UNSET:
            field_dict["slot_level"] = slot_level
        if spell_level is not UNSET:
            field_dict["spell_level"] = spell_level
        if target_ids is not UNSET:
            field_dict["target_ids"] = target_ids

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dnd_5e2024_cast_spell_cover import Dnd5E2024CastSpellCover  # noqa: PLC0415

        d = dict(src_dict)
        caster_id = d.pop("caster_id")

        spell = d.pop("spell")

        type_ = cast(Literal["dnd5e-2024.cast_spell"], d.pop("type"))
        if type_ != "dnd5e-2024.cast_spell":
            raise ValueError(f"type must match const 'dnd5e-2024.cast_spell', got '{type_}'")

        def _parse_caster_level(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        caster_level = _parse_caster_level(d.pop("caster_level", UNSET))

        _casting = d.pop("casting", UNSET)
        casting: Dnd5E2024CastSpellCasting | Unset
        if isinstance(_casting, Unset):
            casting = UNSET
        else:
            casting = Dnd5E2024CastSpellCasting(_casting)

        concentration = d.pop("concentration", UNSET)

        _cover = d.pop("cover", UNSET)
        cover: Dnd5E2024CastSpellCover | Unset
        if isinstance(_cover, Unset):
            cover = UNSET
        else:
            cover = Dnd5E2024CastSpellCover.from_dict(_cover)

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

        def _parse_slot_level(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        slot_level = _parse_slot_level(d.pop("slot_level", UNSET))

        def _parse_spell_level(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        spell_level = _parse_spell_level(d.pop("spell_level", UNSET))

        target_ids = cast(list[str], d.pop("target_ids", UNSET))

        dnd_5e2024_cast_spell = cls(
            caster_id=caster_id,
            spell=spell,
            type_=type_,
            caster_level=caster_level,
            casting=casting,
            concentration=concentration,
            cover=cover,
            rolls=rolls,
            secret=secret,
            slot_level=slot_level,
            spell_level=spell_level,
            target_ids=target_ids,
        )

        return dnd_5e2024_cast_spell
