from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.secrecy_defaults_health import SecrecyDefaultsHealth
from ..models.secrecy_defaults_stat_blocks import SecrecyDefaultsStatBlocks
from ..types import UNSET, Unset

T = TypeVar("T", bound="SecrecyDefaults")


@_attrs_define
class SecrecyDefaults:
    """What players and spectators see of combatants on sides other than ``player_sides`` (the
    monsters), unless a combatant's own setting (``set_visibility``, ``reveal``) says otherwise:
    their ``stat_blocks`` (shown or hidden) and their ``health`` (exact, bands or none).
    Combatants on ``player_sides`` are shown in full. The defaults show everything.

        Attributes:
            health (SecrecyDefaultsHealth | Unset):  Default: SecrecyDefaultsHealth.EXACT.
            player_sides (list[str] | Unset):
            stat_blocks (SecrecyDefaultsStatBlocks | Unset):  Default: SecrecyDefaultsStatBlocks.SHOWN.
    """

    health: SecrecyDefaultsHealth | Unset = SecrecyDefaultsHealth.EXACT
    player_sides: list[str] | Unset = UNSET
    stat_blocks: SecrecyDefaultsStatBlocks | Unset = SecrecyDefaultsStatBlocks.SHOWN

    def to_dict(self) -> dict[str, Any]:
        health: str | Unset = UNSET
        if not isinstance(self.health, Unset):
            health = self.health.value

        player_sides: list[str] | Unset = UNSET
        if not isinstance(self.player_sides, Unset):
            player_sides = self.player_sides

        stat_blocks: str | Unset = UNSET
        if not isinstance(self.stat_blocks, Unset):
            stat_blocks = self.stat_blocks.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if health is not UNSET:
            field_dict["health"] = health
        if player_sides is not UNSET:
            field_dict["player_sides"] = player_sides
        if stat_blocks is not UNSET:
            field_dict["stat_blocks"] = stat_blocks

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _health = d.pop("health", UNSET)
        health: SecrecyDefaultsHealth | Unset
        if isinstance(_health, Unset):
            health = UNSET
        else:
            health = SecrecyDefaultsHealth(_health)

        player_sides = cast(list[str], d.pop("player_sides", UNSET))

        _stat_blocks = d.pop("stat_blocks", UNSET)
        stat_blocks: SecrecyDefaultsStatBlocks | Unset
        if isinstance(_stat_blocks, Unset):
            stat_blocks = UNSET
        else:
            stat_blocks = SecrecyDefaultsStatBlocks(_stat_blocks)

        secrecy_defaults = cls(
            health=health,
            player_sides=player_sides,
            stat_blocks=stat_blocks,
        )

        return secrecy_defaults
