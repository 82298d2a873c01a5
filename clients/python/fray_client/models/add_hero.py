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

from ..models.add_hero_preset_type_0 import AddHeroPresetType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.hero_sheet import HeroSheet
    from ..models.position import Position


T = TypeVar("T", bound="AddHero")


@_attrs_define
class AddHero:
    """Add a hero built from a ``sheet`` (§09: the six scores follow the formulas) or a
    ``preset`` (Bruce, Enoch, Austin, a Baodu guard). Exactly one of the two. The id defaults
    to the name's slug; ``position`` puts it on the grid (5-ft squares).

        Attributes:
            type_ (Literal['unlit-spires.add_hero']):  Default: 'unlit-spires.add_hero'.
            combatant_id (None | str | Unset):
            position (None | Position | Unset):
            preset (AddHeroPresetType0 | None | Unset):
            rolls (list[int | list[int]] | None | Unset):
            secret (bool | Unset): Keep this command's events (its rolls) from players and spectators until a reveal;
                combatants it adds join concealed. Default: False.
            sheet (HeroSheet | None | Unset):
            side (str | Unset):  Default: 'party'.
    """

    type_: Literal["unlit-spires.add_hero"] = "unlit-spires.add_hero"
    combatant_id: None | str | Unset = UNSET
    position: None | Position | Unset = UNSET
    preset: AddHeroPresetType0 | None | Unset = UNSET
    rolls: list[int | list[int]] | None | Unset = UNSET
    secret: bool | Unset = False
    sheet: HeroSheet | None | Unset = UNSET
    side: str | Unset = "party"

    def to_dict(self) -> dict[str, Any]:
        from ..models.hero_sheet import HeroSheet  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415

        type_ = self.type_

        combatant_id: None | str | Unset
        if isinstance(self.combatant_id, Unset):
            combatant_id = UNSET
        else:
            combatant_id = self.combatant_id

        position: dict[str, Any] | None | Unset
        if isinstance(self.position, Unset):
            position = UNSET
        elif isinstance(self.position, Position):
            position = self.position.to_dict()
        else:
            position = self.position

        preset: None | str | Unset
        if isinstance(self.preset, Unset):
            preset = UNSET
        elif isinstance(self.preset, AddHeroPresetType0):
            preset = self.preset.value
        else:
            preset = self.preset

        rolls: list[int | list[int]] | None | Unset
        if isinstance(self.rolls, Unset):
            rolls = UNSET
        elif isinstance(self.rolls, list):
            rolls = []
            for rolls_type_0_item_data in self.rolls:
                rolls_type_0_item: int | list[int]
                if isinstance(rolls_type_0_item_data, list):
                    rolls_type_0_item = rolls_type_0_item_data

                else:
                    rolls_type_0_item = rolls_type_0_item_data
                rolls.append(rolls_type_0_item)

        else:
            rolls = self.rolls

        secret = self.secret

        sheet: dict[str, Any] | None | Unset
        if isinstance(self.sheet, Unset):
            sheet = UNSET
        elif isinstance(self.sheet, HeroSheet):
            sheet = self.sheet.to_dict()
        else:
            sheet = self.sheet

        side = self.side

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if combatant_id is not UNSET:
            field_dict["combatant_id"] = combatant_id
        if position is not UNSET:
            field_dict["position"] = position
        if preset is not UNSET:
            field_dict["preset"] = preset
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if secret is not UNSET:
            field_dict["secret"] = secret
        if sheet is not UNSET:
            field_dict["sheet"] = sheet
        if side is not UNSET:
            field_dict["side"] = side

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hero_sheet import HeroSheet  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["unlit-spires.add_hero"], d.pop("type"))
        if type_ != "unlit-spires.add_hero":
            raise ValueError(f"type must match const 'unlit-spires.add_hero', got '{type_}'")

        def _parse_combatant_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        combatant_id = _parse_combatant_id(d.pop("combatant_id", UNSET))

        def _parse_position(data: object) -> None | Position | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                position_type_0 = Position.from_dict(data)

                return position_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Position | Unset, data)

        position = _parse_position(d.pop("position", UNSET))

        def _parse_preset(data: object) -> AddHeroPresetType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                preset_type_0 = AddHeroPresetType0(data)

                return preset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AddHeroPresetType0 | None | Unset, data)

        preset = _parse_preset(d.pop("preset", UNSET))

        def _parse_rolls(data: object) -> list[int | list[int]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rolls_type_0 = []
                _rolls_type_0 = data
                for rolls_type_0_item_data in _rolls_type_0:

                    def _parse_rolls_type_0_item(data: object) -> int | list[int]:
                        try:
                            if not isinstance(data, list):
                                raise TypeError()
                            rolls_type_0_item_type_1 = cast(list[int], data)

                            return rolls_type_0_item_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(int | list[int], data)

                    rolls_type_0_item = _parse_rolls_type_0_item(rolls_type_0_item_data)

                    rolls_type_0.append(rolls_type_0_item)

                return rolls_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int | list[int]] | None | Unset, data)

        rolls = _parse_rolls(d.pop("rolls", UNSET))

        secret = d.pop("secret", UNSET)

        def _parse_sheet(data: object) -> HeroSheet | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                sheet_type_0 = HeroSheet.from_dict(data)

                return sheet_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HeroSheet | None | Unset, data)

        sheet = _parse_sheet(d.pop("sheet", UNSET))

        side = d.pop("side", UNSET)

        add_hero = cls(
            type_=type_,
            combatant_id=combatant_id,
            position=position,
            preset=preset,
            rolls=rolls,
            secret=secret,
            sheet=sheet,
            side=side,
        )

        return add_hero
