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

from ..models.dnd_4e_rest_kind import Dnd4ERestKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dnd_4e_rest_surges import Dnd4ERestSurges


T = TypeVar("T", bound="Dnd4ERest")


@_attrs_define
class Dnd4ERest:
    """A rest between fights (PHB 2008 p. 263), allowed before round 1 (a carry-over starts
    there): ``short`` (five minutes: encounter powers and second wind back, effects ended,
    each creature spends the healing surges ``surges`` names, healing its surge value each)
    or ``extended`` (six hours: all hit points and surges, daily powers and 1 action point
    back). ``combatant_ids``: who rests (default: every PC).

        Attributes:
            kind (Dnd4ERestKind):
            type_ (Literal['dnd4e.rest']):  Default: 'dnd4e.rest'.
            combatant_ids (list[str] | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            surges (Dnd4ERestSurges | Unset):
    """

    kind: Dnd4ERestKind
    type_: Literal["dnd4e.rest"] = "dnd4e.rest"
    combatant_ids: list[str] | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    surges: Dnd4ERestSurges | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        type_ = self.type_

        combatant_ids: list[str] | Unset = UNSET
        if not isinstance(self.combatant_ids, Unset):
            combatant_ids = self.combatant_ids

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

        surges: dict[str, Any] | Unset = UNSET
        if not isinstance(self.surges, Unset):
            surges = self.surges.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "type": type_,
            }
        )
        if combatant_ids is not UNSET:
            field_dict["combatant_ids"] = combatant_ids
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if surges is not UNSET:
            field_dict["surges"] = surges

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dnd_4e_rest_surges import Dnd4ERestSurges  # noqa: PLC0415

        d = dict(src_dict)
        kind = Dnd4ERestKind(d.pop("kind"))

        type_ = cast(Literal["dnd4e.rest"], d.pop("type"))
        if type_ != "dnd4e.rest":
            raise ValueError(f"type must match const 'dnd4e.rest', got '{type_}'")

        combatant_ids = cast(list[str], d.pop("combatant_ids", UNSET))

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

        _surges = d.pop("surges", UNSET)
        surges: Dnd4ERestSurges | Unset
        if isinstance(_surges, Unset):
            surges = UNSET
        else:
            surges = Dnd4ERestSurges.from_dict(_surges)

        dnd_4e_rest = cls(
            kind=kind,
            type_=type_,
            combatant_ids=combatant_ids,
            rolls=rolls,
            secret=secret,
            surges=surges,
        )

        return dnd_4e_rest
