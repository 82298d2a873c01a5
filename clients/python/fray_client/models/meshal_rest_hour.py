from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.meshal_rest_hour_faces_type_0 import MeshalRestHourFacesType0
    from ..models.meshal_rest_hour_regained_type_0 import MeshalRestHourRegainedType0


T = TypeVar("T", bound="MeshalRestHour")


@_attrs_define
class MeshalRestHour:
    """One hour of rest: each damaged attribute's ``faces`` and the dice it ``regained`` (both
    null for a reader who may not see the rester's exact health).

        Attributes:
            faces (MeshalRestHourFacesType0 | None):
            regained (MeshalRestHourRegainedType0 | None):
    """

    faces: MeshalRestHourFacesType0 | None
    regained: MeshalRestHourRegainedType0 | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.meshal_rest_hour_faces_type_0 import MeshalRestHourFacesType0  # noqa: PLC0415
        from ..models.meshal_rest_hour_regained_type_0 import (
            MeshalRestHourRegainedType0,  # noqa: PLC0415
        )

        faces: dict[str, Any] | None
        if isinstance(self.faces, MeshalRestHourFacesType0):
            faces = self.faces.to_dict()
        else:
            faces = self.faces

        regained: dict[str, Any] | None
        if isinstance(self.regained, MeshalRestHourRegainedType0):
            regained = self.regained.to_dict()
        else:
            regained = self.regained

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "faces": faces,
                "regained": regained,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meshal_rest_hour_faces_type_0 import MeshalRestHourFacesType0  # noqa: PLC0415
        from ..models.meshal_rest_hour_regained_type_0 import (
            MeshalRestHourRegainedType0,  # noqa: PLC0415
        )

        d = dict(src_dict)

        def _parse_faces(data: object) -> MeshalRestHourFacesType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                faces_type_0 = MeshalRestHourFacesType0.from_dict(data)

                return faces_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeshalRestHourFacesType0 | None, data)

        faces = _parse_faces(d.pop("faces"))

        def _parse_regained(data: object) -> MeshalRestHourRegainedType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                regained_type_0 = MeshalRestHourRegainedType0.from_dict(data)

                return regained_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeshalRestHourRegainedType0 | None, data)

        regained = _parse_regained(d.pop("regained"))

        meshal_rest_hour = cls(
            faces=faces,
            regained=regained,
        )

        meshal_rest_hour.additional_properties = d
        return meshal_rest_hour

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
