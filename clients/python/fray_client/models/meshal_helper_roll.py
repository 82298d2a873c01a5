from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MeshalHelperRoll")


@_attrs_define
class MeshalHelperRoll:
    """A helper's roll for a check: its ``faces`` (null for a reader who may not see the
    helper's exact health: their number is its pool) and ``result``.

        Attributes:
            combatant_id (str):
            faces (list[int] | None):
            result (int):
    """

    combatant_id: str
    faces: list[int] | None
    result: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        faces: list[int] | None
        if isinstance(self.faces, list):
            faces = self.faces

        else:
            faces = self.faces

        result = self.result

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "faces": faces,
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        def _parse_faces(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                faces_type_0 = cast(list[int], data)

                return faces_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        faces = _parse_faces(d.pop("faces"))

        result = d.pop("result")

        meshal_helper_roll = cls(
            combatant_id=combatant_id,
            faces=faces,
            result=result,
        )

        meshal_helper_roll.additional_properties = d
        return meshal_helper_roll

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
