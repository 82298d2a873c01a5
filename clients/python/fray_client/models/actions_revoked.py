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

from ..models.actions_revoked_reason import ActionsRevokedReason
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.action_ref import ActionRef


T = TypeVar("T", bound="ActionsRevoked")


@_attrs_define
class ActionsRevoked:
    """``actions`` are taken back (``fray.domain.history``): the state is the fold of the log
    without them from now on. ``reason``: ``undo`` (the latest action), ``to_version`` (every
    action after ``to_version``), ``revoke`` (one earlier action).

        Attributes:
            actions (list[ActionRef]):
            type_ (Literal['actions_revoked']):  Default: 'actions_revoked'.
            reason (ActionsRevokedReason | Unset):  Default: ActionsRevokedReason.UNDO.
            to_version (int | None | Unset):
    """

    actions: list[ActionRef]
    type_: Literal["actions_revoked"] = "actions_revoked"
    reason: ActionsRevokedReason | Unset = ActionsRevokedReason.UNDO
    to_version: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        type_ = self.type_

        reason: str | Unset = UNSET
        if not isinstance(self.reason, Unset):
            reason = self.reason.value

        to_version: int | None | Unset
        if isinstance(self.to_version, Unset):
            to_version = UNSET
        else:
            to_version = self.to_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "actions": actions,
                "type": type_,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason
        if to_version is not UNSET:
            field_dict["to_version"] = to_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action_ref import ActionRef  # noqa: PLC0415

        d = dict(src_dict)
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = ActionRef.from_dict(actions_item_data)

            actions.append(actions_item)

        type_ = cast(Literal["actions_revoked"], d.pop("type"))
        if type_ != "actions_revoked":
            raise ValueError(f"type must match const 'actions_revoked', got '{type_}'")

        _reason = d.pop("reason", UNSET)
        reason: ActionsRevokedReason | Unset
        if isinstance(_reason, Unset):
            reason = UNSET
        else:
            reason = ActionsRevokedReason(_reason)

        def _parse_to_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        to_version = _parse_to_version(d.pop("to_version", UNSET))

        actions_revoked = cls(
            actions=actions,
            type_=type_,
            reason=reason,
            to_version=to_version,
        )

        actions_revoked.additional_properties = d
        return actions_revoked

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
