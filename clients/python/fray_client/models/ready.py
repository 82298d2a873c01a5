from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Ready")


@_attrs_define
class Ready:
    """The Ready action (002 §Дії в бою): choose a ``trigger`` and an ``action``; it is taken
    later as a reaction (``use_reaction`` with ``readied``). A readied spell (``spell``,
    ``spell_level``) needs concentration and spends its slot now, even if never released.

        Attributes:
            action (str):
            combatant_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            trigger (str):
            type_ (Literal['dnd5e-2024.ready']):  Default: 'dnd5e-2024.ready'.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            spell (None | str | Unset):
            spell_level (int | Unset):  Default: 0.
    """

    action: str
    combatant_id: str
    trigger: str
    type_: Literal["dnd5e-2024.ready"] = "dnd5e-2024.ready"
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    spell: None | str | Unset = UNSET
    spell_level: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        combatant_id = self.combatant_id

        trigger = self.trigger

        type_ = self.type_

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

        spell: None | str | Unset
        if isinstance(self.spell, Unset):
            spell = UNSET
        else:
            spell = self.spell

        spell_level = self.spell_level

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "combatant_id": combatant_id,
                "trigger": trigger,
                "type": type_,
            }
        )
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if spell is not UNSET:
            field_dict["spell"] = spell
        if spell_level is not UNSET:
            field_dict["spell_level"] = spell_level

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = d.pop("action")

        combatant_id = d.pop("combatant_id")

        trigger = d.pop("trigger")

        type_ = cast(Literal["dnd5e-2024.ready"], d.pop("type"))
        if type_ != "dnd5e-2024.ready":
            raise ValueError(f"type must match const 'dnd5e-2024.ready', got '{type_}'")

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

        def _parse_spell(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        spell = _parse_spell(d.pop("spell", UNSET))

        spell_level = d.pop("spell_level", UNSET)

        ready = cls(
            action=action,
            combatant_id=combatant_id,
            trigger=trigger,
            type_=type_,
            rolls=rolls,
            secret=secret,
            spell=spell,
            spell_level=spell_level,
        )

        return ready
