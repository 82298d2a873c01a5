from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.meshal_attributes_input_activeness_type_1 import (
    MeshalAttributesInputActivenessType1,
)
from ..models.meshal_attributes_input_might_type_1 import (
    MeshalAttributesInputMightType1,
)
from ..models.meshal_attributes_input_spirit_type_1 import (
    MeshalAttributesInputSpiritType1,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="MeshalAttributesInput")


@_attrs_define
class MeshalAttributesInput:
    """Base scores (trained + features) of Might (强壮), Activeness (活力), Spirit (精神);
    ``"-"`` for an attribute the creature lacks (it never loses dice and rolls 3 dice).

        Attributes:
            activeness (int | MeshalAttributesInputActivenessType1 | Unset):  Default: 3.
            might (int | MeshalAttributesInputMightType1 | Unset):  Default: 3.
            spirit (int | MeshalAttributesInputSpiritType1 | Unset):  Default: 3.
    """

    activeness: int | MeshalAttributesInputActivenessType1 | Unset = 3
    might: int | MeshalAttributesInputMightType1 | Unset = 3
    spirit: int | MeshalAttributesInputSpiritType1 | Unset = 3

    def to_dict(self) -> dict[str, Any]:
        activeness: int | str | Unset
        if isinstance(self.activeness, Unset):
            activeness = UNSET
        elif isinstance(self.activeness, MeshalAttributesInputActivenessType1):
            activeness = self.activeness.value
        else:
            activeness = self.activeness

        might: int | str | Unset
        if isinstance(self.might, Unset):
            might = UNSET
        elif isinstance(self.might, MeshalAttributesInputMightType1):
            might = self.might.value
        else:
            might = self.might

        spirit: int | str | Unset
        if isinstance(self.spirit, Unset):
            spirit = UNSET
        elif isinstance(self.spirit, MeshalAttributesInputSpiritType1):
            spirit = self.spirit.value
        else:
            spirit = self.spirit

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if activeness is not UNSET:
            field_dict["activeness"] = activeness
        if might is not UNSET:
            field_dict["might"] = might
        if spirit is not UNSET:
            field_dict["spirit"] = spirit

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_activeness(data: object) -> int | MeshalAttributesInputActivenessType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                activeness_type_1 = MeshalAttributesInputActivenessType1(data)

                return activeness_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | MeshalAttributesInputActivenessType1 | Unset, data)

        activeness = _parse_activeness(d.pop("activeness", UNSET))

        def _parse_might(data: object) -> int | MeshalAttributesInputMightType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                might_type_1 = MeshalAttributesInputMightType1(data)

                return might_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | MeshalAttributesInputMightType1 | Unset, data)

        might = _parse_might(d.pop("might", UNSET))

        def _parse_spirit(data: object) -> int | MeshalAttributesInputSpiritType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                spirit_type_1 = MeshalAttributesInputSpiritType1(data)

                return spirit_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | MeshalAttributesInputSpiritType1 | Unset, data)

        spirit = _parse_spirit(d.pop("spirit", UNSET))

        meshal_attributes_input = cls(
            activeness=activeness,
            might=might,
            spirit=spirit,
        )

        return meshal_attributes_input
