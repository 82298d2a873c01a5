from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.escape_grapple_skill import EscapeGrappleSkill
from ..types import UNSET, Unset

T = TypeVar("T", bound="EscapeGrapple")


@_attrs_define
class EscapeGrapple:
    """The grappled creature uses its action: STR (Athletics) or DEX (Acrobatics) check
    against the grapple's escape DC (published 5e, PHB 2024). ``release``: the grappler lets
    go instead (no action).

        Attributes:
            combatant_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            grappler_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['dnd5e-2024.escape_grapple']):  Default: 'dnd5e-2024.escape_grapple'.
            release (bool | Unset):  Default: False.
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            skill (EscapeGrappleSkill | Unset):  Default: EscapeGrappleSkill.ATHLETICS.
    """

    combatant_id: str
    grappler_id: str
    type_: Literal["dnd5e-2024.escape_grapple"] = "dnd5e-2024.escape_grapple"
    release: bool | Unset = False
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    skill: EscapeGrappleSkill | Unset = EscapeGrappleSkill.ATHLETICS

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        grappler_id = self.grappler_id

        type_ = self.type_

        release = self.release

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

        skill: str | Unset = UNSET
        if not isinstance(self.skill, Unset):
            skill = self.skill.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "combatant_id": combatant_id,
                "grappler_id": grappler_id,
                "type": type_,
            }
        )
        if release is not UNSET:
            field_dict["release"] = release
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if skill is not UNSET:
            field_dict["skill"] = skill

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        grappler_id = d.pop("grappler_id")

        type_ = cast(Literal["dnd5e-2024.escape_grapple"], d.pop("type"))
        if type_ != "dnd5e-2024.escape_grapple":
            raise ValueError(f"type must match const 'dnd5e-2024.escape_grapple', got '{type_}'")

        release = d.pop("release", UNSET)

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

        _skill = d.pop("skill", UNSET)
        skill: EscapeGrappleSkill | Unset
        if isinstance(_skill, Unset):
            skill = UNSET
        else:
            skill = EscapeGrappleSkill(_skill)

        escape_grapple = cls(
            combatant_id=combatant_id,
            grappler_id=grappler_id,
            type_=type_,
            release=release,
            rolls=rolls,
            secret=secret,
            skill=skill,
        )

        return escape_grapple
