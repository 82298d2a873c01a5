from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.core_options_dice import CoreOptionsDice
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.secrecy_defaults import SecrecyDefaults


T = TypeVar("T", bound="CoreOptions")


@_attrs_define
class CoreOptions:
    """The encounter's options that the core reads (beside the ruleset's ``options``, so a
    ruleset's strict option check never sees them). ``dice``: who rolls — ``server`` (the
    default: Fray rolls every die), ``table`` (every die is rolled at the table and entered
    with the command, ``Command.rolls``), ``either`` (entered dice are used, the server rolls
    any not entered). ``secrecy``: what players see of the monsters (``SecrecyDefaults``;
    events written before it read the defaults: everything shown).

        Attributes:
            dice (CoreOptionsDice | Unset):  Default: CoreOptionsDice.SERVER.
            secrecy (SecrecyDefaults | Unset): What players and spectators see of combatants on sides other than
                ``player_sides`` (the
                monsters), unless a combatant's own setting (``set_visibility``, ``reveal``) says otherwise:
                their ``stat_blocks`` (shown or hidden) and their ``health`` (exact, bands or none).
                Combatants on ``player_sides`` are shown in full. The defaults show everything.
    """

    dice: CoreOptionsDice | Unset = CoreOptionsDice.SERVER
    secrecy: SecrecyDefaults | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dice: str | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice.value

        secrecy: dict[str, Any] | Unset = UNSET
        if not isinstance(self.secrecy, Unset):
            secrecy = self.secrecy.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if dice is not UNSET:
            field_dict["dice"] = dice
        if secrecy is not UNSET:
            field_dict["secrecy"] = secrecy

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.secrecy_defaults import SecrecyDefaults  # noqa: PLC0415

        d = dict(src_dict)
        _dice = d.pop("dice", UNSET)
        dice: CoreOptionsDice | Unset
        if isinstance(_dice, Unset):
            dice = UNSET
        else:
            dice = CoreOptionsDice(_dice)

        _secrecy = d.pop("secrecy", UNSET)
        secrecy: SecrecyDefaults | Unset
        if isinstance(_secrecy, Unset):
            secrecy = UNSET
        else:
            secrecy = SecrecyDefaults.from_dict(_secrecy)

        core_options = cls(
            dice=dice,
            secrecy=secrecy,
        )

        return core_options
