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
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.attack_result import AttackResult
    from ..models.derivation import Derivation


T = TypeVar("T", bound="Dnd4EAttackRolled")


@_attrs_define
class Dnd4EAttackRolled:
    """One attack roll (004 §攻击检定, §攻击结果, §重击): ``result`` holds the d20 face, the
    attack bonus with every part, the total, the defence and ``hit``/``critical``;
    ``defence`` is the target's defence with every part; ``combat_advantage`` says why the
    attacker had it; ``opportunity`` for an opportunity attack.

        Attributes:
            attacker_id (str):
            defence (Derivation | None):
            power (str):
            result (AttackResult): One attack roll against one target: the d20 ``face``, the ``bonus`` with its parts,
                the ``total``, the ``defence`` it met and its ``defence_value``; ``hit``, ``critical``,
                and whether the roll was a natural 20 (``automatic`` "hit") or 1 ("miss"). The bonus and
                total (the attacker's) and the defence value (the target's) are null for a reader who may
                not see that stat block (``fray.policy.visibility``).
            target_id (str):
            type_ (Literal['dnd4e.attack_rolled']):  Default: 'dnd4e.attack_rolled'.
            combat_advantage (list[str] | Unset):
            opportunity (bool | Unset):  Default: False.
    """

    attacker_id: str
    defence: Derivation | None
    power: str
    result: AttackResult
    target_id: str
    type_: Literal["dnd4e.attack_rolled"] = "dnd4e.attack_rolled"
    combat_advantage: list[str] | Unset = UNSET
    opportunity: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.derivation import Derivation  # noqa: PLC0415

        attacker_id = self.attacker_id

        defence: dict[str, Any] | None
        if isinstance(self.defence, Derivation):
            defence = self.defence.to_dict()
        else:
            defence = self.defence

        power = self.power

        result = self.result.to_dict()

        target_id = self.target_id

        type_ = self.type_

        combat_advantage: list[str] | Unset = UNSET
        if not isinstance(self.combat_advantage, Unset):
            combat_advantage = self.combat_advantage

        opportunity = self.opportunity

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attacker_id": attacker_id,
                "defence": defence,
                "power": power,
                "result": result,
                "target_id": target_id,
                "type": type_,
            }
        )
        if combat_advantage is not UNSET:
            field_dict["combat_advantage"] = combat_advantage
        if opportunity is not UNSET:
            field_dict["opportunity"] = opportunity

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.attack_result import AttackResult  # noqa: PLC0415
        from ..models.derivation import Derivation  # noqa: PLC0415

        d = dict(src_dict)
        attacker_id = d.pop("attacker_id")

        def _parse_defence(data: object) -> Derivation | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                defence_type_0 = Derivation.from_dict(data)

                return defence_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Derivation | None, data)

        defence = _parse_defence(d.pop("defence"))

        power = d.pop("power")

        result = AttackResult.from_dict(d.pop("result"))

        target_id = d.pop("target_id")

        type_ = cast(Literal["dnd4e.attack_rolled"], d.pop("type"))
        if type_ != "dnd4e.attack_rolled":
            raise ValueError(f"type must match const 'dnd4e.attack_rolled', got '{type_}'")

        combat_advantage = cast(list[str], d.pop("combat_advantage", UNSET))

        opportunity = d.pop("opportunity", UNSET)

        dnd_4e_attack_rolled = cls(
            attacker_id=attacker_id,
            defence=defence,
            power=power,
            result=result,
            target_id=target_id,
            type_=type_,
            combat_advantage=combat_advantage,
            opportunity=opportunity,
        )

        dnd_4e_attack_rolled.additional_properties = d
        return dnd_4e_attack_rolled

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
