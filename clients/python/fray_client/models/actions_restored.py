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

if TYPE_CHECKING:
    from ..models.action_ref import ActionRef


T = TypeVar("T", bound="ActionsRestored")


@_attrs_define
class ActionsRestored:
    """``actions`` taken back earlier count again (redo): the same events, the same dice.

    Attributes:
        actions (list[ActionRef]):
        type_ (Literal['actions_restored']):  Default: 'actions_restored'.
    """

    actions: list[ActionRef]
    type_: Literal["actions_restored"] = "actions_restored"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "actions": actions,
                "type": type_,
            }
        )

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

        type_ = cast(Literal["actions_restored"], d.pop("type"))
        if type_ != "actions_restored":
            raise ValueError(f"type must match const 'actions_restored', got '{type_}'")

        actions_restored = cls(
            actions=actions,
            type_=type_,
        )

        actions_restored.additional_properties = d
        return actions_restored

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
