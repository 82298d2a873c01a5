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

from ..models.dnd_4e_opportunity_attack_concealment import (
    Dnd4EOpportunityAttackConcealment,
)
from ..models.dnd_4e_opportunity_attack_cover import Dnd4EOpportunityAttackCover
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.modifier_in import ModifierIn


T = TypeVar("T", bound="Dnd4EOpportunityAttack")


@_attrs_define
class Dnd4EOpportunityAttack:
    """``reactor_id`` takes its opportunity action (PHB 2008 p. 290): a melee basic attack
    against ``target_id``, an adjacent enemy that provoked it (it left a square next to the
    reactor, or made a ranged or area attack there: 004 §远程攻击, §区域攻击). ``power``:
    default its first at-will melee power. Once on each other combatant's turn.

        Attributes:
            reactor_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            target_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['dnd4e.opportunity_attack']):  Default: 'dnd4e.opportunity_attack'.
            bonuses (list[ModifierIn] | Unset): other bonuses and penalties on this roll, each with its source and type (004
                §加值与减值: one type does not stack, one source does not stack)
            concealment (Dnd4EOpportunityAttackConcealment | Unset):  Default: Dnd4EOpportunityAttackConcealment.NONE.
            cover (Dnd4EOpportunityAttackCover | Unset):  Default: Dnd4EOpportunityAttackCover.NONE.
            power (None | str | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
    """

    reactor_id: str
    target_id: str
    type_: Literal["dnd4e.opportunity_attack"] = "dnd4e.opportunity_attack"
    bonuses: list[ModifierIn] | Unset = UNSET
    concealment: Dnd4EOpportunityAttackConcealment | Unset = Dnd4EOpportunityAttackConcealment.NONE
    cover: Dnd4EOpportunityAttackCover | Unset = Dnd4EOpportunityAttackCover.NONE
    power: None | str | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        reactor_id = self.reactor_id

        target_id = self.target_id

        type_ = self.type_

        bonuses: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.bonuses, Unset):
            bonuses = []
            for bonuses_item_data in self.bonuses:
                bonuses_item = bonuses_item_data.to_dict()
                bonuses.append(bonuses_item)

        concealment: str | Unset = UNSET
        if not isinstance(self.concealment, Unset):
            concealment = self.concealment.value

        cover: str | Unset = UNSET
        if not isinstance(self.cover, Unset):
            cover = self.cover.value

        power: None | str | Unset
        if isinstance(self.power, Unset):
            power = UNSET
        else:
            power = self.power

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
        if bonuses is not UNSET:
            field_dict["bonuses"] = bonuses
        if concealment is not UNSET:
            field_dict["concealment"] = concealment
        if cover is not UNSET:
            field_dict["cover"] = cover
        if power is not UNSET:
            field_dict["power"] = power
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.modifier_in import ModifierIn  # noqa: PLC0415

        d = dict(src_dict)
        reactor_id = d.pop("reactor_id")

        target_id = d.pop("target_id")

        type_ = cast(Literal["dnd4e.opportunity_attack"], d.pop("type"))
        if type_ != "dnd4e.opportunity_attack":
            raise ValueError(f"type must match const 'dnd4e.opportunity_attack', got '{type_}'")

        _bonuses = d.pop("bonuses", UNSET)
        bonuses: list[ModifierIn] | Unset = UNSET
        if _bonuses is not UNSET:
            bonuses = []
            for bonuses_item_data in _bonuses:
                bonuses_item = ModifierIn.from_dict(bonuses_item_data)

                bonuses.append(bonuses_item)

        _concealment = d.pop("concealment", UNSET)
        concealment: Dnd4EOpportunityAttackConcealment | Unset
        if isinstance(_concealment, Unset):
            concealment = UNSET
        else:
            concealment = Dnd4EOpportunityAttackConcealment(_concealment)

        _cover = d.pop("cover", UNSET)
        cover: Dnd4EOpportunityAttackCover | Unset
        if isinstance(_cover, Unset):
            cover = UNSET
        else:
            cover = Dnd4EOpportunityAttackCover(_cover)

        def _parse_power(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        power = _parse_power(d.pop("power", UNSET))

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

        dnd_4e_opportunity_attack = cls(
            reactor_id=reactor_id,
            target_id=target_id,
            type_=type_,
            bonuses=bonuses,
            concealment=concealment,
            cover=cover,
            power=power,
            rolls=rolls,
            secret=secret,
        )

        return dnd_4e_opportunity_attack
