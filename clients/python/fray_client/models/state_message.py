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
    from ..models.state_view import StateView


T = TypeVar("T", bound="StateMessage")


@_attrs_define
class StateMessage:
    """The encounter's ``state`` at ``version``: it follows the event of that version.

    Attributes:
        kind (Literal['state']):  Default: 'state'.
        state (StateView): How the API shows an encounter: the projection, with the initiative order of those still
            present and each combatant's derived ``down``; ``head_hash``: the hash of the event at
            ``version`` in the log's hash chain (hex; None before the chain: ``fray.store.chain``), so
            a client can later prove that nothing up to here was changed.
        version (int):
    """

    state: StateView
    version: int
    kind: Literal["state"] = "state"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        state = self.state.to_dict()

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "state": state,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.state_view import StateView  # noqa: PLC0415

        d = dict(src_dict)
        kind = cast(Literal["state"], d.pop("kind"))
        if kind != "state":
            raise ValueError(f"kind must match const 'state', got '{kind}'")

        state = StateView.from_dict(d.pop("state"))

        version = d.pop("version")

        state_message = cls(
            kind=kind,
            state=state,
            version=version,
        )

        state_message.additional_properties = d
        return state_message

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
