from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.visibility_set_health_type_0 import VisibilitySetHealthType0
from ..models.visibility_set_stat_block_type_0 import VisibilitySetStatBlockType0
from ..types import UNSET, Unset

T = TypeVar("T", bound="VisibilitySet")


@_attrs_define
class VisibilitySet:
    """The GM set what players and spectators see of ``combatant_ids`` (None: unchanged):
    ``concealed`` (hidden altogether, with every event that names them, until revealed; a
    combatant added by a ``secret`` command joins concealed), ``stat_block`` and ``health``
    (``SecrecyDefaults``).

        Attributes:
            combatant_ids (list[str]):
            type_ (Literal['visibility_set']):  Default: 'visibility_set'.
            concealed (bool | None | Unset):
            health (None | Unset | VisibilitySetHealthType0):
            stat_block (None | Unset | VisibilitySetStatBlockType0):
    """

    combatant_ids: list[str]
    type_: Literal["visibility_set"] = "visibility_set"
    concealed: bool | None | Unset = UNSET
    health: None | Unset | VisibilitySetHealthType0 = UNSET
    stat_block: None | Unset | VisibilitySetStatBlockType0 = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_ids = self.combatant_ids

        type_ = self.type_

        concealed: bool | None | Unset
        if isinstance(self.concealed, Unset):
            concealed = UNSET
        else:
            concealed = self.concealed

        health: None | str | Unset
        if isinstance(self.health, Unset):
            health = UNSET
        elif isinstance(self.health, VisibilitySetHealthType0):
            health = self.health.value
        else:
            health = self.health

        stat_block: None | str | Unset
        if isinstance(self.stat_block, Unset):
            stat_block = UNSET
        elif isinstance(self.stat_block, VisibilitySetStatBlockType0):
            stat_block = self.stat_block.value
        else:
            stat_block = self.stat_block

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_ids": combatant_ids,
                "type": type_,
            }
        )
        if concealed is not UNSET:
            field_dict["concealed"] = concealed
        if health is not UNSET:
            field_dict["health"] = health
        if stat_block is not UNSET:
            field_dict["stat_block"] = stat_block

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_ids = cast(list[str], d.pop("combatant_ids"))

        type_ = cast(Literal["visibility_set"], d.pop("type"))
        if type_ != "visibility_set":
            raise ValueError(f"type must match const 'visibility_set', got '{type_}'")

        def _parse_concealed(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        concealed = _parse_concealed(d.pop("concealed", UNSET))

        def _parse_health(data: object) -> None | Unset | VisibilitySetHealthType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                health_type_0 = VisibilitySetHealthType0(data)

                return health_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | VisibilitySetHealthType0, data)

        health = _parse_health(d.pop("health", UNSET))

        def _parse_stat_block(data: object) -> None | Unset | VisibilitySetStatBlockType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stat_block_type_0 = VisibilitySetStatBlockType0(data)

                return stat_block_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | VisibilitySetStatBlockType0, data)

        stat_block = _parse_stat_block(d.pop("stat_block", UNSET))

        visibility_set = cls(
            combatant_ids=combatant_ids,
            type_=type_,
            concealed=concealed,
            health=health,
            stat_block=stat_block,
        )

        visibility_set.additional_properties = d
        return visibility_set

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
