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

from ..models.defend_defence_type_0 import DefendDefenceType0
from ..models.defend_defence_type_1 import DefendDefenceType1
from ..models.defend_take_damage_item import DefendTakeDamageItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.defend_shares_item import DefendSharesItem
    from ..models.meshal_reroll import MeshalReroll


T = TypeVar("T", bound="Defend")


@_attrs_define
class Defend:
    """The second step of an attack (the ``defence_timing`` option ``after_protection``, the
    default): ``combatant_id``, the defender (its player or the GM), answers the attack waiting on it, having
    seen its roll net of protection (the ``meshal-lite.attack_rolled`` event and the
    ``private:incoming`` marker). ``defence``: ``parry``/``dodge``/``resist`` or ``best``,
    rolled for 1⚡ on each segment that still threatens; null (or ``"take"``) takes the attack
    undefended. ``take_damage``, ``shares`` and ``defence_reroll`` as on ``attack``: how the
    damage is shared among the named attributes (受击者可在提及的属性中自行分配) and a re-roll
    effect on the defence roll.

        Attributes:
            combatant_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['meshal-lite.defend']):  Default: 'meshal-lite.defend'.
            defence (DefendDefenceType0 | DefendDefenceType1 | None | Unset):
            defence_reroll (MeshalReroll | None | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            shares (list[DefendSharesItem] | Unset):
            take_damage (list[DefendTakeDamageItem] | Unset):
    """

    combatant_id: str
    type_: Literal["meshal-lite.defend"] = "meshal-lite.defend"
    defence: DefendDefenceType0 | DefendDefenceType1 | None | Unset = UNSET
    defence_reroll: MeshalReroll | None | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    shares: list[DefendSharesItem] | Unset = UNSET
    take_damage: list[DefendTakeDamageItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.meshal_reroll import MeshalReroll  # noqa: PLC0415

        combatant_id = self.combatant_id

        type_ = self.type_

        defence: None | str | Unset
        if isinstance(self.defence, Unset):
            defence = UNSET
        elif isinstance(self.defence, DefendDefenceType0):
            defence = self.defence.value
        elif isinstance(self.defence, DefendDefenceType1):
            defence = self.defence.value
        else:
            defence = self.defence

        defence_reroll: dict[str, Any] | None | Unset
        if isinstance(self.defence_reroll, Unset):
            defence_reroll = UNSET
        elif isinstance(self.defence_reroll, MeshalReroll):
            defence_reroll = self.defence_reroll.to_dict()
        else:
            defence_reroll = self.defence_reroll

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

        shares: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.shares, Unset):
            shares = []
            for shares_item_data in self.shares:
                shares_item = shares_item_data.to_dict()
                shares.append(shares_item)

        take_damage: list[str] | Unset = UNSET
        if not isinstance(self.take_damage, Unset):
            take_damage = []
            for take_damage_item_data in self.take_damage:
                take_damage_item = take_damage_item_data.value
                take_damage.append(take_damage_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "combatant_id": combatant_id,
                "type": type_,
            }
        )
        if defence is not UNSET:
            field_dict["defence"] = defence
        if defence_reroll is not UNSET:
            field_dict["defence_reroll"] = defence_reroll
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if shares is not UNSET:
            field_dict["shares"] = shares
        if take_damage is not UNSET:
            field_dict["take_damage"] = take_damage

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.defend_shares_item import DefendSharesItem  # noqa: PLC0415
        from ..models.meshal_reroll import MeshalReroll  # noqa: PLC0415

        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        type_ = cast(Literal["meshal-lite.defend"], d.pop("type"))
        if type_ != "meshal-lite.defend":
            raise ValueError(f"type must match const 'meshal-lite.defend', got '{type_}'")

        def _parse_defence(data: object) -> DefendDefenceType0 | DefendDefenceType1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                defence_type_0 = DefendDefenceType0(data)

                return defence_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                defence_type_1 = DefendDefenceType1(data)

                return defence_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DefendDefenceType0 | DefendDefenceType1 | None | Unset, data)

        defence = _parse_defence(d.pop("defence", UNSET))

        def _parse_defence_reroll(data: object) -> MeshalReroll | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                defence_reroll_type_0 = MeshalReroll.from_dict(data)

                return defence_reroll_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeshalReroll | None | Unset, data)

        defence_reroll = _parse_defence_reroll(d.pop("defence_reroll", UNSET))

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

        _shares = d.pop("shares", UNSET)
        shares: list[DefendSharesItem] | Unset = UNSET
        if _shares is not UNSET:
            shares = []
            for shares_item_data in _shares:
                shares_item = DefendSharesItem.from_dict(shares_item_data)

                shares.append(shares_item)

        _take_damage = d.pop("take_damage", UNSET)
        take_damage: list[DefendTakeDamageItem] | Unset = UNSET
        if _take_damage is not UNSET:
            take_damage = []
            for take_damage_item_data in _take_damage:
                take_damage_item = DefendTakeDamageItem(take_damage_item_data)

                take_damage.append(take_damage_item)

        defend = cls(
            combatant_id=combatant_id,
            type_=type_,
            defence=defence,
            defence_reroll=defence_reroll,
            rolls=rolls,
            secret=secret,
            shares=shares,
            take_damage=take_damage,
        )

        return defend
