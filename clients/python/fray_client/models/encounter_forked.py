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
    from ..models.encounter_forked_combatants_item import EncounterForkedCombatantsItem
    from ..models.encounter_forked_options import EncounterForkedOptions
    from ..models.encounter_forked_secrecy_type_0 import EncounterForkedSecrecyType0
    from ..models.fork_origin import ForkOrigin


T = TypeVar("T", bound="EncounterForked")


@_attrs_define
class EncounterForked:
    """A new encounter began as a copy of another at one version (``origin``): the first event
    of its stream, carrying the state it starts from. ``combatants`` as they were (their stat
    blocks are read as the ruleset's type), ``departed``, the initiative ``order``, ``round``
    and ``turn``: a "what if" fork keeps them all; a carry-over (``origin.kept``) keeps only
    the chosen combatants, with turn state cleared (``fray.domain.fork``). ``secrecy``: what
    the origin kept from players and spectators at that version (``EncounterState.secrecy``
    as JSON: concealed combatants, per-combatant stat block and health settings), so the fork
    keeps it; None for readers other than the GM (``fray.policy.visibility``) and in forks
    written before it was carried.

        Attributes:
            encounter_id (str):
            name (str):
            origin (ForkOrigin): Where a forked encounter came from: ``encounter_id`` at ``version``, whose log then had
                the head hash ``head_hash`` (None before the hash chain), and, for a carry-over, the
                combatants it kept (``kept``; None: all of it, turn state and all).
            ruleset (str):
            type_ (Literal['encounter_forked']):  Default: 'encounter_forked'.
            combatants (list[EncounterForkedCombatantsItem] | Unset):
            core (CoreOptions | Unset): The encounter's options that the core reads (beside the ruleset's ``options``, so a
                ruleset's strict option check never sees them). ``dice``: who rolls — ``server`` (the
                default: Fray rolls every die), ``table`` (every die is rolled at the table and entered
                with the command, ``Command.rolls``), ``either`` (entered dice are used, the server rolls
                any not entered). ``secrecy``: what players see of the monsters (``SecrecyDefaults``;
                events written before it read the defaults: everything shown).
            departed (list[str] | Unset):
            options (EncounterForkedOptions | Unset):
            order (list[str] | Unset):
            round_ (int | Unset):  Default: 0.
            secrecy (EncounterForkedSecrecyType0 | None | Unset):
            turn (None | str | Unset):
    """

    encounter_id: str
    name: str
    origin: ForkOrigin
    ruleset: str
    type_: Literal["encounter_forked"] = "encounter_forked"
    combatants: list[EncounterForkedCombatantsItem] | Unset = UNSET
    core: CoreOptions | Unset = UNSET
    departed: list[str] | Unset = UNSET
    options: EncounterForkedOptions | Unset = UNSET
    order: list[str] | Unset = UNSET
    round_: int | Unset = 0
    secrecy: EncounterForkedSecrecyType0 | None | Unset = UNSET
    turn: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.encounter_forked_secrecy_type_0 import EncounterForkedSecrecyType0  # noqa: PLC0415

        encounter_id = self.encounter_id

        name = self.name

        origin = self.origin.to_dict()

        ruleset = self.ruleset

        type_ = self.type_

        combatants: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.combatants, Unset):
            combatants = []
            for combatants_item_data in self.combatants:
                combatants_item = combatants_item_data.to_dict()
                combatants.append(combatants_item)

        core: dict[str, Any] | Unset = UNSET
        if not isinstance(self.core, Unset):
            core = self.core.to_dict()

        departed: list[str] | Unset = UNSET
        if not isinstance(self.departed, Unset):
            departed = self.departed

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        order: list[str] | Unset = UNSET
        if not isinstance(self.order, Unset):
            order = self.order

        round_ = self.round_

        secrecy: dict[str, Any] | None | Unset
        if isinstance(self.secrecy, Unset):
            secrecy = UNSET
        elif isinstance(self.secrecy, EncounterForkedSecrecyType0):
            secrecy = self.secrecy.to_dict()
        else:
            secrecy = self.secrecy

        turn: None | str | Unset
        if isinstance(self.turn, Unset):
            turn = UNSET
        else:
            turn = self.turn

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "encounter_id": encounter_id,
                "name": name,
                "origin": origin,
                "ruleset": ruleset,
                "type": type_,
            }
        )
        if combatants is not UNSET:
            field_dict["combatants"] = combatants
        if core is not UNSET:
            field_dict["core"] = core
        if departed is not UNSET:
            field_dict["departed"] = departed
        if options is not UNSET:
            field_dict["options"] = options
        if order is not UNSET:
            field_dict["order"] = order
        if round_ is not UNSET:
            field_dict["round"] = round_
        if secrecy is not UNSET:
            field_dict["secrecy"] = secrecy
        if turn is not UNSET:
            field_dict["turn"] = turn

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.core_options import CoreOptions  # noqa: PLC0415
        from ..models.encounter_forked_combatants_item import (
            EncounterForkedCombatantsItem,  # noqa: PLC0415
        )
        from ..models.encounter_forked_options import EncounterForkedOptions  # noqa: PLC0415
        from ..models.encounter_forked_secrecy_type_0 import EncounterForkedSecrecyType0  # noqa: PLC0415
        from ..models.fork_origin import ForkOrigin  # noqa: PLC0415

        d = dict(src_dict)
        encounter_id = d.pop("encounter_id")

        name = d.pop("name")

        origin = ForkOrigin.from_dict(d.pop("origin"))

        ruleset = d.pop("ruleset")

        type_ = cast(Literal["encounter_forked"], d.pop("type"))
        if type_ != "encounter_forked":
            raise ValueError(f"type must match const 'encounter_forked', got '{type_}'")

        _combatants = d.pop("combatants", UNSET)
        combatants: list[EncounterForkedCombatantsItem] | Unset = UNSET
        if _combatants is not UNSET:
            combatants = []
            for combatants_item_data in _combatants:
                combatants_item = EncounterForkedCombatantsItem.from_dict(combatants_item_data)

                combatants.append(combatants_item)

        _core = d.pop("core", UNSET)
        core: CoreOptions | Unset
        if isinstance(_core, Unset):
            core = UNSET
        else:
            core = CoreOptions.from_dict(_core)

        departed = cast(list[str], d.pop("departed", UNSET))

        _options = d.pop("options", UNSET)
        options: EncounterForkedOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = EncounterForkedOptions.from_dict(_options)

        order = cast(list[str], d.pop("order", UNSET))

        round_ = d.pop("round", UNSET)

        def _parse_secrecy(data: object) -> EncounterForkedSecrecyType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                secrecy_type_0 = EncounterForkedSecrecyType0.from_dict(data)

                return secrecy_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EncounterForkedSecrecyType0 | None | Unset, data)

        secrecy = _parse_secrecy(d.pop("secrecy", UNSET))

        def _parse_turn(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        turn = _parse_turn(d.pop("turn", UNSET))

        encounter_forked = cls(
            encounter_id=encounter_id,
            name=name,
            origin=origin,
            ruleset=ruleset,
            type_=type_,
            combatants=combatants,
            core=core,
            departed=departed,
            options=options,
            order=order,
            round_=round_,
            secrecy=secrecy,
            turn=turn,
        )

        encounter_forked.additional_properties = d
        return encounter_forked

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
