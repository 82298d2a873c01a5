from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Reveal")


@_attrs_define
class Reveal:
    """The GM reveals to everyone: concealed ``combatant_ids`` (their past events too), the
    stat blocks of ``stat_blocks``, the exact health of ``health``, and secret events: all of
    them so far (``secrets``: true) or those at ``versions``.

        Attributes:
            type_ (Literal['reveal']):  Default: 'reveal'.
            combatant_ids (list[str] | Unset):
            health (list[str] | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            secrets (bool | Unset):  Default: False.
            stat_blocks (list[str] | Unset):
            versions (list[int] | Unset):
    """

    type_: Literal["reveal"] = "reveal"
    combatant_ids: list[str] | Unset = UNSET
    health: list[str] | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    secrets: bool | Unset = False
    stat_blocks: list[str] | Unset = UNSET
    versions: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        combatant_ids: list[str] | Unset = UNSET
        if not isinstance(self.combatant_ids, Unset):
            combatant_ids = self.combatant_ids

        health: list[str] | Unset = UNSET
        if not isinstance(self.health, Unset):
            health = self.health

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

        secrets = self.secrets

        stat_blocks: list[str] | Unset = UNSET
        if not isinstance(self.stat_blocks, Unset):
            stat_blocks = self.stat_blocks

        versions: list[int] | Unset = UNSET
        if not isinstance(self.versions, Unset):
            versions = self.versions

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if combatant_ids is not UNSET:
            field_dict["combatant_ids"] = combatant_ids
        if health is not UNSET:
            field_dict["health"] = health
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if secrets is not UNSET:
            field_dict["secrets"] = secrets
        if stat_blocks is not UNSET:
            field_dict["stat_blocks"] = stat_blocks
        if versions is not UNSET:
            field_dict["versions"] = versions

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["reveal"], d.pop("type"))
        if type_ != "reveal":
            raise ValueError(f"type must match const 'reveal', got '{type_}'")

        combatant_ids = cast(list[str], d.pop("combatant_ids", UNSET))

        health = cast(list[str], d.pop("health", UNSET))

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

        secrets = d.pop("secrets", UNSET)

        stat_blocks = cast(list[str], d.pop("stat_blocks", UNSET))

        versions = cast(list[int], d.pop("versions", UNSET))

        reveal = cls(
            type_=type_,
            combatant_ids=combatant_ids,
            health=health,
            rolls=rolls,
            secret=secret,
            secrets=secrets,
            stat_blocks=stat_blocks,
            versions=versions,
        )

        return reveal
