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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.declaration import Declaration


T = TypeVar("T", bound="DeclareActions")


@_attrs_define
class DeclareActions:
    """003 Speed Factor: creatures declare their actions for the coming initiative roll (the
    first, or the core's re-roll when the round ends). ``declarations`` name each creature's
    ``factors`` (each counts once), the highest ``spell_level`` it casts, and a GM's
    ``custom`` modifier (the rule of thumb: ±2 to ±5). A new declaration replaces an old one.

        Attributes:
            declarations (list[Declaration]):
            type_ (Literal['dnd5e-2024.declare_actions']):  Default: 'dnd5e-2024.declare_actions'.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
    """

    declarations: list[Declaration]
    type_: Literal["dnd5e-2024.declare_actions"] = "dnd5e-2024.declare_actions"
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        declarations = []
        for declarations_item_data in self.declarations:
            declarations_item = declarations_item_data.to_dict()
            declarations.append(declarations_item)

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "declarations": declarations,
                "type": type_,
            }
        )
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.declaration import Declaration  # noqa: PLC0415

        d = dict(src_dict)
        declarations = []
        _declarations = d.pop("declarations")
        for declarations_item_data in _declarations:
            declarations_item = Declaration.from_dict(declarations_item_data)

            declarations.append(declarations_item)

        type_ = cast(Literal["dnd5e-2024.declare_actions"], d.pop("type"))
        if type_ != "dnd5e-2024.declare_actions":
            raise ValueError(f"type must match const 'dnd5e-2024.declare_actions', got '{type_}'")

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

        declare_actions = cls(
            declarations=declarations,
            type_=type_,
            rolls=rolls,
            secret=secret,
        )

        return declare_actions
