from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.combatant_view import CombatantView
    from ..models.core_options import CoreOptions
    from ..models.state_view_options import StateViewOptions


T = TypeVar("T", bound="StateView")


@_attrs_define
class StateView:
    """How the API shows an encounter: the projection, with the initiative order of those still
    present and each combatant's derived ``down``; ``head_hash``: the hash of the event at
    ``version`` in the log's hash chain (hex; None before the chain: ``fray.store.chain``), so
    a client can later prove that nothing up to here was changed.

        Attributes:
            combatants (list[CombatantView]):
            core (CoreOptions): The encounter's options that the core reads (beside the ruleset's ``options``, so a
                ruleset's strict option check never sees them). ``dice``: who rolls — ``server`` (the
                default: Fray rolls every die), ``table`` (every die is rolled at the table and entered
                with the command, ``Command.rolls``), ``either`` (entered dice are used, the server rolls
                any not entered). ``secrecy``: what players see of the monsters (``SecrecyDefaults``;
                events written before it read the defaults: everything shown).
            encounter_id (str):
            ended (bool):
            initiative_order (list[str]):
            name (str):
            options (StateViewOptions):
            round_ (int):
            ruleset (str):
            turn (None | str):
            version (int):
            archived (bool | Unset):  Default: False.
            head_hash (None | str | Unset):
    """

    combatants: list[CombatantView]
    core: CoreOptions
    encounter_id: str
    ended: bool
    initiative_order: list[str]
    name: str
    options: StateViewOptions
    round_: int
    ruleset: str
    turn: None | str
    version: int
    archived: bool | Unset = False
    head_hash: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatants = []
        for combatants_item_data in self.combatants:
            combatants_item = combatants_item_data.to_dict()
            combatants.append(combatants_item)

        core = self.core.to_dict()

        encounter_id = self.encounter_id

        ended = self.ended

        initiative_order = self.initiative_order

        name = self.name

        options = self.options.to_dict()

        round_ = self.round_

        ruleset = self.ruleset

        turn: None | str
        turn = self.turn

        version = self.version

        archived = self.archived

        head_hash: None | str | Unset
        if isinstance(self.head_hash, Unset):
            head_hash = UNSET
        else:
            head_hash = self.head_hash

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatants": combatants,
                "core": core,
                "encounter_id": encounter_id,
                "ended": ended,
                "initiative_order": initiative_order,
                "name": name,
                "options": options,
                "round": round_,
                "ruleset": ruleset,
                "turn": turn,
                "version": version,
            }
        )
        if archived is not UNSET:
            field_dict["archived"] = archived
        if head_hash is not UNSET:
            field_dict["head_hash"] = head_hash

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.combatant_view import CombatantView  # noqa: PLC0415
        from ..models.core_options import CoreOptions  # noqa: PLC0415
        from ..models.state_view_options import StateViewOptions  # noqa: PLC0415

        d = dict(src_dict)
        combatants = []
        _combatants = d.pop("combatants")
        for combatants_item_data in _combatants:
            combatants_item = CombatantView.from_dict(combatants_item_data)

            combatants.append(combatants_item)

        core = CoreOptions.from_dict(d.pop("core"))

        encounter_id = d.pop("encounter_id")

        ended = d.pop("ended")

        initiative_order = cast(list[str], d.pop("initiative_order"))

        name = d.pop("name")

        options = StateViewOptions.from_dict(d.pop("options"))

        round_ = d.pop("round")

        ruleset = d.pop("ruleset")

        def _parse_turn(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        turn = _parse_turn(d.pop("turn"))

        version = d.pop("version")

        archived = d.pop("archived", UNSET)

        def _parse_head_hash(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        head_hash = _parse_head_hash(d.pop("head_hash", UNSET))

        state_view = cls(
            combatants=combatants,
            core=core,
            encounter_id=encounter_id,
            ended=ended,
            initiative_order=initiative_order,
            name=name,
            options=options,
            round_=round_,
            ruleset=ruleset,
            turn=turn,
            version=version,
            archived=archived,
            head_hash=head_hash,
        )

        state_view.additional_properties = d
        return state_view

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
