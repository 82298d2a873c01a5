from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.forecast_request_preset_type_0 import ForecastRequestPresetType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.monster_sheet import MonsterSheet


T = TypeVar("T", bound="ForecastRequest")


@_attrs_define
class ForecastRequest:
    """A monster (a §11 ``sheet`` or a Session One ``preset``, exactly one) against the party's
    real numbers: its best attack score and its defence score against the monster.

        Attributes:
            party_attack (int): An attack or defence score.
            party_defence (int): An attack or defence score.
            preset (ForecastRequestPresetType0 | None | Unset):
            sheet (MonsterSheet | None | Unset):
    """

    party_attack: int
    party_defence: int
    preset: ForecastRequestPresetType0 | None | Unset = UNSET
    sheet: MonsterSheet | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.monster_sheet import MonsterSheet  # noqa: PLC0415

        party_attack = self.party_attack

        party_defence = self.party_defence

        preset: None | str | Unset
        if isinstance(self.preset, Unset):
            preset = UNSET
        elif isinstance(self.preset, ForecastRequestPresetType0):
            preset = self.preset.value
        else:
            preset = self.preset

        sheet: dict[str, Any] | None | Unset
        if isinstance(self.sheet, Unset):
            sheet = UNSET
        elif isinstance(self.sheet, MonsterSheet):
            sheet = self.sheet.to_dict()
        else:
            sheet = self.sheet

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "party_attack": party_attack,
                "party_defence": party_defence,
            }
        )
        if preset is not UNSET:
            field_dict["preset"] = preset
        if sheet is not UNSET:
            field_dict["sheet"] = sheet

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.monster_sheet import MonsterSheet  # noqa: PLC0415

        d = dict(src_dict)
        party_attack = d.pop("party_attack")

        party_defence = d.pop("party_defence")

        def _parse_preset(data: object) -> ForecastRequestPresetType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                preset_type_0 = ForecastRequestPresetType0(data)

                return preset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ForecastRequestPresetType0 | None | Unset, data)

        preset = _parse_preset(d.pop("preset", UNSET))

        def _parse_sheet(data: object) -> MonsterSheet | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                sheet_type_0 = MonsterSheet.from_dict(data)

                return sheet_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MonsterSheet | None | Unset, data)

        sheet = _parse_sheet(d.pop("sheet", UNSET))

        forecast_request = cls(
            party_attack=party_attack,
            party_defence=party_defence,
            preset=preset,
            sheet=sheet,
        )

        return forecast_request
