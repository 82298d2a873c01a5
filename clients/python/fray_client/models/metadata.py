from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.visibility import Visibility


T = TypeVar("T", bound="Metadata")


@_attrs_define
class Metadata:
    """What is known about how an event came to be (stored beside it, not inside it).

    Attributes:
        actor (None | str | Unset):
        causation_id (None | str | Unset):
        command_hash (None | str | Unset):
        command_id (None | str | Unset):
        command_type (None | str | Unset):
        correlation_id (None | str | Unset):
        idempotency_key (None | str | Unset):
        table_dice (bool | Unset):  Default: False.
        visibility (Visibility | Unset): Who may see an event: everyone (``public``), the GM only (``gm``), or the GM
            and the
            named ``players``.
    """

    actor: None | str | Unset = UNSET
    causation_id: None | str | Unset = UNSET
    command_hash: None | str | Unset = UNSET
    command_id: None | str | Unset = UNSET
    command_type: None | str | Unset = UNSET
    correlation_id: None | str | Unset = UNSET
    idempotency_key: None | str | Unset = UNSET
    table_dice: bool | Unset = False
    visibility: Visibility | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        actor: None | str | Unset
        if isinstance(self.actor, Unset):
            actor = UNSET
        else:
            actor = self.actor

        causation_id: None | str | Unset
        if isinstance(self.causation_id, Unset):
            causation_id = UNSET
        else:
            causation_id = self.causation_id

        command_hash: None | str | Unset
        if isinstance(self.command_hash, Unset):
            command_hash = UNSET
        else:
            command_hash = self.command_hash

        command_id: None | str | Unset
        if isinstance(self.command_id, Unset):
            command_id = UNSET
        else:
            command_id = self.command_id

        command_type: None | str | Unset
        if isinstance(self.command_type, Unset):
            command_type = UNSET
        else:
            command_type = self.command_type

        correlation_id: None | str | Unset
        if isinstance(self.correlation_id, Unset):
            correlation_id = UNSET
        else:
            correlation_id = self.correlation_id

        idempotency_key: None | str | Unset
        if isinstance(self.idempotency_key, Unset):
            idempotency_key = UNSET
        else:
            idempotency_key = self.idempotency_key

        table_dice = self.table_dice

        visibility: dict[str, Any] | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if actor is not UNSET:
            field_dict["actor"] = actor
        if causation_id is not UNSET:
            field_dict["causation_id"] = causation_id
        if command_hash is not UNSET:
            field_dict["command_hash"] = command_hash
        if command_id is not UNSET:
            field_dict["command_id"] = command_id
        if command_type is not UNSET:
            field_dict["command_type"] = command_type
        if correlation_id is not UNSET:
            field_dict["correlation_id"] = correlation_id
        if idempotency_key is not UNSET:
            field_dict["idempotency_key"] = idempotency_key
        if table_dice is not UNSET:
            field_dict["table_dice"] = table_dice
        if visibility is not UNSET:
            field_dict["visibility"] = visibility

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.visibility import Visibility  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_actor(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        actor = _parse_actor(d.pop("actor", UNSET))

        def _parse_causation_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        causation_id = _parse_causation_id(d.pop("causation_id", UNSET))

        def _parse_command_hash(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        command_hash = _parse_command_hash(d.pop("command_hash", UNSET))

        def _parse_command_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        command_id = _parse_command_id(d.pop("command_id", UNSET))

        def _parse_command_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        command_type = _parse_command_type(d.pop("command_type", UNSET))

        def _parse_correlation_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        correlation_id = _parse_correlation_id(d.pop("correlation_id", UNSET))

        def _parse_idempotency_key(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        idempotency_key = _parse_idempotency_key(d.pop("idempotency_key", UNSET))

        table_dice = d.pop("table_dice", UNSET)

        _visibility = d.pop("visibility", UNSET)
        visibility: Visibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = Visibility.from_dict(_visibility)

        metadata = cls(
            actor=actor,
            causation_id=causation_id,
            command_hash=command_hash,
            command_id=command_id,
            command_type=command_type,
            correlation_id=correlation_id,
            idempotency_key=idempotency_key,
            table_dice=table_dice,
            visibility=visibility,
        )

        metadata.additional_properties = d
        return metadata

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
