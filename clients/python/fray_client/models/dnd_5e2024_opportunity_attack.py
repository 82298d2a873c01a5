from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.dnd_5e2024_opportunity_attack_cover import Dnd5E2024OpportunityAttackCover
from ..types import UNSET, Unset

T = TypeVar("T", bound="Dnd5E2024OpportunityAttack")


@_attrs_define
class Dnd5E2024OpportunityAttack:
    """A reaction (002 §Атака за нагоди): ``reactor_id`` makes one melee attack on
    ``target_id``, which is leaving its reach by its own movement (not after Disengage, not
    teleported or moved by another). On the grid the target must have started its latest move
    within the reactor's reach and now be outside it. ``attack`` as for an attack.

        Attributes:
            reactor_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            target_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['dnd5e-2024.opportunity_attack']):  Default: 'dnd5e-2024.opportunity_attack'.
            advantage (list[str] | Unset): why: each reason counts once; any advantage and any disadvantage cancel
            attack (str | Unset):  Default: 'unarmed'.
            cover (Dnd5E2024OpportunityAttackCover | Unset):  Default: Dnd5E2024OpportunityAttackCover.NONE.
            disadvantage (list[str] | Unset): why: each reason counts once; any advantage and any disadvantage cancel
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
    """

    reactor_id: str
    target_id: str
    type_: Literal["dnd5e-2024.opportunity_attack"] = "dnd5e-2024.opportunity_attack"
    advantage: list[str] | Unset = UNSET
    attack: str | Unset = "unarmed"
    cover: Dnd5E2024OpportunityAttackCover | Unset = Dnd5E2024OpportunityAttackCover.NONE
    disadvantage: list[str] | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        reactor_id = self.reactor_id

        target_id = self.target_id

        type_ = self.type_

        advantage: list[str] | Unset = UNSET
        if not isinstance(self.advantage, Unset):
            advantage = self.advantage

        attack = self.attack

        cover: str | Unset = UNSET
        if not isinstance(self.cover, Unset):
            cover = self.cover.value

        disadvantage: list[str] | Unset = UNSET
        if not isinstance(self.disadvantage, Unset):
            disadvantage = self.disadvantage

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
                "reactor_id": reactor_id,
                "target_id": target_id,
                "type": type_,
            }
        )
        if advantage is not UNSET:
            field_dict["advantage"] = advantage
        if attack is not UNSET:
            field_dict["attack"] = attack
        if cover is not UNSET:
            field_dict["cover"] = cover
        if disadvantage is not UNSET:
            field_dict["disadvantage"] = disadvantage
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reactor_id = d.pop("reactor_id")

        target_id = d.pop("target_id")

        type_ = cast(Literal["dnd5e-2024.opportunity_attack"], d.pop("type"))
        if type_ != "dnd5e-2024.opportunity_attack":
            raise ValueError(f"type must match const 'dnd5e-2024.opportunity_attack', got '{type_}'")

        advantage = cast(list[str], d.pop("advantage", UNSET))

        attack = d.pop("attack", UNSET)

        _cover = d.pop("cover", UNSET)
        cover: Dnd5E2024OpportunityAttackCover | Unset
        if isinstance(_cover, Unset):
            cover = UNSET
        else:
            cover = Dnd5E2024OpportunityAttackCover(_cover)

        disadvantage = cast(list[str], d.pop("disadvantage", UNSET))

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

        dnd_5e2024_opportunity_attack = cls(
            reactor_id=reactor_id,
            target_id=target_id,
            type_=type_,
            advantage=advantage,
            attack=attack,
            cover=cover,
            disadvantage=disadvantage,
            rolls=rolls,
            secret=secret,
        )

        return dnd_5e2024_opportunity_attack
