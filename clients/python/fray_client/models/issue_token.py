from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.issue_token_role import IssueTokenRole
from ..types import UNSET, Unset

T = TypeVar("T", bound="IssueToken")


@_attrs_define
class IssueToken:
    """A token to issue: its ``role`` (``player``: acting for ``combatant_ids``, at least one;
    ``spectator``: reading only; ``gm``: another GM's token) and a ``label``.

        Attributes:
            role (IssueTokenRole):
            combatant_ids (list[str] | Unset):
            label (str | Unset): A name for the GM's list (whose phone …). Default: ''.
    """

    role: IssueTokenRole
    combatant_ids: list[str] | Unset = UNSET
    label: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        role = self.role.value

        combatant_ids: list[str] | Unset = UNSET
        if not isinstance(self.combatant_ids, Unset):
            combatant_ids = self.combatant_ids

        label = self.label

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "role": role,
            }
        )
        if combatant_ids is not UNSET:
            field_dict["combatant_ids"] = combatant_ids
        if label is not UNSET:
            field_dict["label"] = label

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        role = IssueTokenRole(d.pop("role"))

        combatant_ids = cast(list[str], d.pop("combatant_ids", UNSET))

        label = d.pop("label", UNSET)

        issue_token = cls(
            role=role,
            combatant_ids=combatant_ids,
            label=label,
        )

        return issue_token
