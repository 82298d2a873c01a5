from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.token_info_role import TokenInfoRole
from ..types import UNSET, Unset

T = TypeVar("T", bound="TokenInfo")


@_attrs_define
class TokenInfo:
    """A token as the GM's list shows it (never its secret): ``token_id``, ``role``, the
    ``combatant_ids`` a player acts for, ``label``, who issued it (``issued_by``: an actor, or
    ``operator``) and when, and ``revoked_at`` once revoked.

        Attributes:
            created_at (str):
            encounter_id (str):
            role (TokenInfoRole):
            token_id (str):
            combatant_ids (list[str] | Unset):
            issued_by (str | Unset):  Default: ''.
            label (str | Unset):  Default: ''.
            revoked_at (None | str | Unset):
    """

    created_at: str
    encounter_id: str
    role: TokenInfoRole
    token_id: str
    combatant_ids: list[str] | Unset = UNSET
    issued_by: str | Unset = ""
    label: str | Unset = ""
    revoked_at: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        encounter_id = self.encounter_id

        role = self.role.value

        token_id = self.token_id

        combatant_ids: list[str] | Unset = UNSET
        if not isinstance(self.combatant_ids, Unset):
            combatant_ids = self.combatant_ids

        issued_by = self.issued_by

        label = self.label

        revoked_at: None | str | Unset
        if isinstance(self.revoked_at, Unset):
            revoked_at = UNSET
        else:
            revoked_at = self.revoked_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "encounter_id": encounter_id,
                "role": role,
                "token_id": token_id,
            }
        )
        if combatant_ids is not UNSET:
            field_dict["combatant_ids"] = combatant_ids
        if issued_by is not UNSET:
            field_dict["issued_by"] = issued_by
        if label is not UNSET:
            field_dict["label"] = label
        if revoked_at is not UNSET:
            field_dict["revoked_at"] = revoked_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        encounter_id = d.pop("encounter_id")

        role = TokenInfoRole(d.pop("role"))

        token_id = d.pop("token_id")

        combatant_ids = cast(list[str], d.pop("combatant_ids", UNSET))

        issued_by = d.pop("issued_by", UNSET)

        label = d.pop("label", UNSET)

        def _parse_revoked_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        revoked_at = _parse_revoked_at(d.pop("revoked_at", UNSET))

        token_info = cls(
            created_at=created_at,
            encounter_id=encounter_id,
            role=role,
            token_id=token_id,
            combatant_ids=combatant_ids,
            issued_by=issued_by,
            label=label,
            revoked_at=revoked_at,
        )

        token_info.additional_properties = d
        return token_info

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
