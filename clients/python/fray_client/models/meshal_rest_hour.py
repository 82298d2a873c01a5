from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.meshal_rest_hour_faces import MeshalRestHourFaces
    from ..models.meshal_rest_hour_regained import MeshalRestHourRegained


T = TypeVar("T", bound="MeshalRestHour")


@_attrs_define
class MeshalRestHour:
    """One hour of rest: each damaged attribute's ``faces`` and the dice it ``regained``.

    Attributes:
        faces (MeshalRestHourFaces):
        regained (MeshalRestHourRegained):
    """

    faces: MeshalRestHourFaces
    regained: MeshalRestHourRegained
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        faces = self.faces.to_dict()

        regained = self.regained.to_dict()

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
        from ..models.meshal_rest_hour_faces import MeshalRestHourFaces  # noqa: PLC0415
        from ..models.meshal_rest_hour_regained import MeshalRestHourRegained  # noqa: PLC0415

        d = dict(src_dict)
        faces = MeshalRestHourFaces.from_dict(d.pop("faces"))

        regained = MeshalRestHourRegained.from_dict(d.pop("regained"))

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
