from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.ruleset import Ruleset
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.core_options import CoreOptions
    from ..models.dnd_4e_options import Dnd4EOptions
    from ..models.dnd_5e_options import Dnd5EOptions
    from ..models.meshal_options import MeshalOptions


T = TypeVar("T", bound="CreateEncounter")


@_attrs_define
class CreateEncounter:
    """Start an encounter. ``ruleset`` is a registry id (``GET /rulesets``); ``options`` are the
    ruleset's switches (flat: a value is a scalar, a list of scalars or a map of scalars);
    ``core`` the options every ruleset shares (who rolls the dice).

        Attributes:
            ruleset (Ruleset): A rule system's id, as GET /rulesets lists them. The enumeration is what this build of Fray
                plays; the list is open to new values (a server may play more rulesets later), so a client should read an id it
                does not know as a plain string.
            core (CoreOptions | Unset): The encounter's options that the core reads (beside the ruleset's ``options``, so a
                ruleset's strict option check never sees them). ``dice``: who rolls — ``server`` (the
                default: Fray rolls every die), ``table`` (every die is rolled at the table and entered
                with the command, ``Command.rolls``), ``either`` (entered dice are used, the server rolls
                any not entered). ``secrecy``: what players see of the monsters (``SecrecyDefaults``;
                events written before it read the defaults: everything shown).
            name (str | Unset):  Default: 'Encounter'.
            options (Dnd4EOptions | Dnd5EOptions | MeshalOptions | Unset): The ruleset's own switches, typed per ruleset
                (`dnd4e`: Dnd4eOptions, `dnd5e-2024`: Dnd5eOptions, `meshal-lite`: MeshalOptions); `unlit-spires` takes none
                (send `{}` or leave it out; absent: `{}`). GET /rulesets lists each ruleset's options with their defaults. An
                option of another ruleset is a 422.
    """

    ruleset: Ruleset
    core: CoreOptions | Unset = UNSET
    name: str | Unset = "Encounter"
    options: Dnd4EOptions | Dnd5EOptions | MeshalOptions | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.dnd_4e_options import Dnd4EOptions  # noqa: PLC0415
        from ..models.dnd_5e_options import Dnd5EOptions  # noqa: PLC0415

        ruleset = self.ruleset.value

        core: dict[str, Any] | Unset = UNSET
        if not isinstance(self.core, Unset):
            core = self.core.to_dict()

        name = self.name

        options: dict[str, Any] | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, Dnd4EOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, Dnd5EOptions):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
            }
        )
        if core is not UNSET:
            field_dict["core"] = core
        if name is not UNSET:
            field_dict["name"] = name
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.core_options import CoreOptions  # noqa: PLC0415
        from ..models.dnd_4e_options import Dnd4EOptions  # noqa: PLC0415
        from ..models.dnd_5e_options import Dnd5EOptions  # noqa: PLC0415
        from ..models.meshal_options import MeshalOptions  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = Ruleset(d.pop("ruleset"))

        _core = d.pop("core", UNSET)
        core: CoreOptions | Unset
        if isinstance(_core, Unset):
            core = UNSET
        else:
            core = CoreOptions.from_dict(_core)

        name = d.pop("name", UNSET)

        def _parse_options(data: object) -> Dnd4EOptions | Dnd5EOptions | MeshalOptions | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_0 = Dnd4EOptions.from_dict(data)

                return options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_1 = Dnd5EOptions.from_dict(data)

                return options_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            options_type_2 = MeshalOptions.from_dict(data)

            return options_type_2

        options = _parse_options(d.pop("options", UNSET))

        create_encounter = cls(
            ruleset=ruleset,
            core=core,
            name=name,
            options=options,
        )

        return create_encounter
