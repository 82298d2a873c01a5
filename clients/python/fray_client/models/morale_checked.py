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

from ..models.morale_checked_result import MoraleCheckedResult
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.d20_roll import D20Roll


T = TypeVar("T", bound="MoraleChecked")


@_attrs_define
class MoraleChecked:
    """003 Morale: ``roller_id`` made the DC 10 WIS save for ``combatant_ids`` (a creature or
    a group) after ``trigger``; on a failure they ``flee`` or, cornered, ``surrender``.

        Attributes:
            combatant_ids (list[str]):
            result (MoraleCheckedResult):
            roller_id (str):
            success (bool):
            trigger (str):
            type_ (Literal['dnd5e-2024.morale_checked']):  Default: 'dnd5e-2024.morale_checked'.
            auto_fail (bool | Unset):  Default: False.
            save (D20Roll | None | Unset):
    """

    combatant_ids: list[str]
    result: MoraleCheckedResult
    roller_id: str
    success: bool
    trigger: str
    type_: Literal["dnd5e-2024.morale_checked"] = "dnd5e-2024.morale_checked"
    auto_fail: bool | Unset = False
    save: D20Roll | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.d20_roll import D20Roll  # noqa: PLC0415

        combatant_ids = self.combatant_ids

        result = self.result.value

        roller_id = self.roller_id

        success = self.success

        trigger = self.trigger

        type_ = self.type_

        auto_fail = self.auto_fail

        save: dict[str, Any] | None | Unset
        if isinstance(self.save, Unset):
            save = UNSET
        elif isinstance(self.save, D20Roll):
            save = self.save.to_dict()
        else:
            save = self.save

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_ids": combatant_ids,
                "result": result,
                "roller_id": roller_id,
                "success": success,
                "trigger": trigger,
                "type": type_,
            }
        )
        if auto_fail is not UNSET:
            field_dict["auto_fail"] = auto_fail
        if save is not UNSET:
            field_dict["save"] = save

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.d20_roll import D20Roll  # noqa: PLC0415

        d = dict(src_dict)
        combatant_ids = cast(list[str], d.pop("combatant_ids"))

        result = MoraleCheckedResult(d.pop("result"))

        roller_id = d.pop("roller_id")

        success = d.pop("success")

        trigger = d.pop("trigger")

        type_ = cast(Literal["dnd5e-2024.morale_checked"], d.pop("type"))
        if type_ != "dnd5e-2024.morale_checked":
            raise ValueError(f"type must match const 'dnd5e-2024.morale_checked', got '{type_}'")

        auto_fail = d.pop("auto_fail", UNSET)

        def _parse_save(data: object) -> D20Roll | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                save_type_0 = D20Roll.from_dict(data)

                return save_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(D20Roll | None | Unset, data)

        save = _parse_save(d.pop("save", UNSET))

        morale_checked = cls(
            combatant_ids=combatant_ids,
            result=result,
            roller_id=roller_id,
            success=success,
            trigger=trigger,
            type_=type_,
            auto_fail=auto_fail,
            save=save,
        )

        morale_checked.additional_properties = d
        return morale_checked

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
