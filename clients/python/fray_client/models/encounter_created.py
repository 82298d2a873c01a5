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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.core_options import CoreOptions
    from ..models.encounter_created_options import EncounterCreatedOptions


T = TypeVar("T", bound="EncounterCreated")


@_attrs_define
class EncounterCreated:
    """A new encounter (the stream) began, played under ``ruleset`` (a registry id), with the
    ruleset's ``options`` and the core's (``core``; events written before it read the
    defaults).

        Attributes:
            encounter_id (str):
            name (str):
            ruleset (str):
            type_ (Literal['encounter_created']):  Default: 'encounter_created'.
            core (CoreOptions | Unset): The encounter's options that the core reads (beside the ruleset's ``options``, so a
                ruleset's strict option check never sees them). ``dice``: who rolls — ``server`` (the
                default: Fray rolls every die), ``table`` (every die is rolled at the table and entered
                with the command, ``Command.rolls``), ``either`` (entered dice are used, the server rolls
                any not entered). ``secrecy``: what players see of the monsters (``SecrecyDefaults``;
                events written before it read the defaults: everything shown).
            options (EncounterCreatedOptions | Unset):
    """

    encounter_id: str
    name: str
    ruleset: str
    type_: Literal["encounter_created"] = "encounter_created"
    core: CoreOptions | Unset = UNSET
    options: EncounterCreatedOptions | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        encounter_id = self.encounter_id

        name = self.name

        ruleset = self.ruleset

        type_ = self.type_

        core: dict[str, Any] | Unset = UNSET
        if not isinstance(self.core, Unset):
            core = self.core.to_dict()

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "encounter_id": encounter_id,
                "name": name,
                "ruleset": ruleset,
                "type": type_,
            }
        )
        if core is not UNSET:
            field_dict["core"] = core
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.core_options import CoreOptions  # noqa: PLC0415
        from ..models.encounter_created_options import EncounterCreatedOptions  # noqa: PLC0415

        d = dict(src_dict)
        encounter_id = d.pop("encounter_id")

        name = d.pop("name")

        ruleset = d.pop("ruleset")

        type_ = cast(Literal["encounter_created"], d.pop("type"))
        if type_ != "encounter_created":
            raise ValueError(f"type must match const 'encounter_created', got '{type_}'")

        _core = d.pop("core", UNSET)
        core: CoreOptions | Unset
        if isinstance(_core, Unset):
            core = UNSET
        else:
            core = CoreOptions.from_dict(_core)

        _options = d.pop("options", UNSET)
        options: EncounterCreatedOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = EncounterCreatedOptions.from_dict(_options)

        encounter_created = cls(
            encounter_id=encounter_id,
            name=name,
            ruleset=ruleset,
            type_=type_,
            core=core,
            options=options,
        )

        encounter_created.additional_properties = d
        return encounter_created

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
