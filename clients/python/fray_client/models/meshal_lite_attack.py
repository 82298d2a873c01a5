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

from ..models.meshal_lite_attack_defence_type_0 import MeshalLiteAttackDefenceType0
from ..models.meshal_lite_attack_defence_type_1 import MeshalLiteAttackDefenceType1
from ..models.meshal_lite_attack_take_damage_item import MeshalLiteAttackTakeDamageItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.meshal_lite_attack_shares_item import MeshalLiteAttackSharesItem
    from ..models.meshal_reroll import MeshalReroll


T = TypeVar("T", bound="MeshalLiteAttack")


@_attrs_define
class MeshalLiteAttack:
    """``attacker_id`` makes the attack named ``attack`` from its stat block at
    ``target_id``: a tactic on its turn (or a ``reaction`` at any time, with its whole ⚡
    cost left). Each segment: the roll's points, less the matching protection (cover and
    penetration counted); then the defender's ``defence`` (its choice, said with the
    attack: ``parry``/``dodge``/``resist`` or ``best``, the allowed one with the most dice)
    is rolled only if the attack still threatens, for 1⚡ of the defender's; a remainder
    above 0 hits and removes that many dice, shared among the named attributes as the
    defender says (``take_damage``: the order to take them from; empty: each die from the
    named pool with the most dice). ``extra_dice`` adds or removes dice for the situation;
    ``distance_steps`` and ``cover`` are for fights off the grid (cover on the grid: an
    object next to the target, between it and an attacker who is not adjacent);
    ``unseen``: the target never noticed the attacker (no defence); ``coup_de_grace`` on an
    unconscious creature (an extension rule): a hit kills.

    ``shares``, one per segment: the dice the defender chooses to lose from each named
    attribute (受击者可在提及的属性中自行分配), taken first as far as the damage goes, the rest
    as ``take_damage`` says. ``penetration``: more penetration from other effects (an
    ability, an ammunition), added to the attack's own. ``reroll``: a re-roll effect on the
    attack roll (each segment re-rolls the dice it picks, once); ``defence_reroll`` the same
    on the defence roll. A ``reaction`` from a creature that this target's attack has just
    knocked out answers that attack: it happens at the same time, from the pools it had
    before that attack's damage.

    Two steps (option ``defence_timing``: ``after_protection``, the default for new
    encounters, §防御Defending "受击者可在攻击掷骰经防护减免后再决定是否防御"): this command
    rolls the attack and records it net of protection (``meshal-lite.attack_rolled``); the
    defender then answers with ``meshal-lite.defend``. ``defence``, ``take_damage``,
    ``shares`` and ``defence_reroll`` belong to that second step and are refused here (422).
    An attack that no segment threatens after protection, or at an object, resolves at once.
    With ``with_attack`` (encounters stored before the option) it is one step, as above.

        Attributes:
            attack (str):
            attacker_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            target_id (str): A combatant's id within its encounter: lower-case letters, digits, - and _.
            type_ (Literal['meshal-lite.attack']):  Default: 'meshal-lite.attack'.
            coup_de_grace (bool | Unset):  Default: False.
            cover (bool | None | Unset):
            defence (MeshalLiteAttackDefenceType0 | MeshalLiteAttackDefenceType1 | None | Unset):
            defence_reroll (MeshalReroll | None | Unset):
            distance_steps (int | None | Unset):
            extra_dice (int | Unset):  Default: 0.
            penetration (int | Unset):  Default: 0.
            reaction (bool | Unset):  Default: False.
            reroll (MeshalReroll | None | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            shares (list[MeshalLiteAttackSharesItem] | Unset):
            take_damage (list[MeshalLiteAttackTakeDamageItem] | Unset):
            unseen (bool | Unset):  Default: False.
    """

    attack: str
    attacker_id: str
    target_id: str
    type_: Literal["meshal-lite.attack"] = "meshal-lite.attack"
    coup_de_grace: bool | Unset = False
    cover: bool | None | Unset = UNSET
    defence: MeshalLiteAttackDefenceType0 | MeshalLiteAttackDefenceType1 | None | Unset = UNSET
    defence_reroll: MeshalReroll | None | Unset = UNSET
    distance_steps: int | None | Unset = UNSET
    extra_dice: int | Unset = 0
    penetration: int | Unset = 0
    reaction: bool | Unset = False
    reroll: MeshalReroll | None | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    shares: list[MeshalLiteAttackSharesItem] | Unset = UNSET
    take_damage: list[MeshalLiteAttackTakeDamageItem] | Unset = UNSET
    unseen: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        from ..models.meshal_reroll import MeshalReroll  # noqa: PLC0415

        attack = self.attack

        attacker_id = self.attacker_id

        target_id = self.target_id

        type_ = self.type_

        coup_de_grace = self.coup_de_grace

        cover: bool | None | Unset
        if isinstance(self.cover, Unset):
            cover = UNSET
        else:
            cover = self.cover

        defence: None | str | Unset
        if isinstance(self.defence, Unset):
            defence = UNSET
        elif isinstance(self.defence, MeshalLiteAttackDefenceType0):
            defence = self.defence.value
        elif isinstance(self.defence, MeshalLiteAttackDefenceType1):
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

        distance_steps: int | None | Unset
        if isinstance(self.distance_steps, Unset):
            distance_steps = UNSET
        else:
            distance_steps = self.distance_steps

        extra_dice = self.extra_dice

        penetration = self.penetration

        reaction = self.reaction

        reroll: dict[str, Any] | None | Unset
        if isinstance(self.reroll, Unset):
            reroll = UNSET
        elif isinstance(self.reroll, MeshalReroll):
            reroll = self.reroll.to_dict()
        else:
            reroll = self.reroll

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

        unseen = self.unseen

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attack": attack,
                "attacker_id": attacker_id,
                "target_id": target_id,
                "type": type_,
            }
        )
        if coup_de_grace is not UNSET:
            field_dict["coup_de_grace"] = coup_de_grace
        if cover is not UNSET:
            field_dict["cover"] = cover
        if defence is not UNSET:
            field_dict["defence"] = defence
        if defence_reroll is not UNSET:
            field_dict["defence_reroll"] = defence_reroll
        if distance_steps is not UNSET:
            field_dict["distance_steps"] = distance_steps
        if extra_dice is not UNSET:
            field_dict["extra_dice"] = extra_dice
        if penetration is not UNSET:
            field_dict["penetration"] = penetration
        if reaction is not UNSET:
            field_dict["reaction"] = reaction
        if reroll is not UNSET:
            field_dict["reroll"] = reroll
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if shares is not UNSET:
            field_dict["shares"] = shares
        if take_damage is not UNSET:
            field_dict["take_damage"] = take_damage
        if unseen is not UNSET:
            field_dict["unseen"] = unseen

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meshal_lite_attack_shares_item import MeshalLiteAttackSharesItem  # noqa: PLC0415
        from ..models.meshal_reroll import MeshalReroll  # noqa: PLC0415

        d = dict(src_dict)
        attack = d.pop("attack")

        attacker_id = d.pop("attacker_id")

        target_id = d.pop("target_id")

        type_ = cast(Literal["meshal-lite.attack"], d.pop("type"))
        if type_ != "meshal-lite.attack":
            raise ValueError(f"type must match const 'meshal-lite.attack', got '{type_}'")

        coup_de_grace = d.pop("coup_de_grace", UNSET)

        def _parse_cover(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        cover = _parse_cover(d.pop("cover", UNSET))

        def _parse_defence(data: object) -> MeshalLiteAttackDefenceType0 | MeshalLiteAttackDefenceType1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                defence_type_0 = MeshalLiteAttackDefenceType0(data)

                return defence_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                defence_type_1 = MeshalLiteAttackDefenceType1(data)

                return defence_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeshalLiteAttackDefenceType0 | MeshalLiteAttackDefenceType1 | None | Unset, data)

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

        def _parse_distance_steps(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        distance_steps = _parse_distance_steps(d.pop("distance_steps", UNSET))

        extra_dice = d.pop("extra_dice", UNSET)

        penetration = d.pop("penetration", UNSET)

        reaction = d.pop("reaction", UNSET)

        def _parse_reroll(data: object) -> MeshalReroll | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                reroll_type_0 = MeshalReroll.from_dict(data)

                return reroll_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeshalReroll | None | Unset, data)

        reroll = _parse_reroll(d.pop("reroll", UNSET))

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
        shares: list[MeshalLiteAttackSharesItem] | Unset = UNSET
        if _shares is not UNSET:
            shares = []
            for shares_item_data in _shares:
                shares_item = MeshalLiteAttackSharesItem.from_dict(shares_item_data)

                shares.append(shares_item)

        _take_damage = d.pop("take_damage", UNSET)
        take_damage: list[MeshalLiteAttackTakeDamageItem] | Unset = UNSET
        if _take_damage is not UNSET:
            take_damage = []
            for take_damage_item_data in _take_damage:
                take_damage_item = MeshalLiteAttackTakeDamageItem(take_damage_item_data)

                take_damage.append(take_damage_item)

        unseen = d.pop("unseen", UNSET)

        meshal_lite_attack = cls(
            attack=attack,
            attacker_id=attacker_id,
            target_id=target_id,
            type_=type_,
            coup_de_grace=coup_de_grace,
            cover=cover,
            defence=defence,
            defence_reroll=defence_reroll,
            distance_steps=distance_steps,
            extra_dice=extra_dice,
            penetration=penetration,
            reaction=reaction,
            reroll=reroll,
            rolls=rolls,
            secret=secret,
            shares=shares,
            take_damage=take_damage,
            unseen=unseen,
        )

        return meshal_lite_attack
