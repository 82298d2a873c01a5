from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.condition_info import ConditionInfo
    from ..models.option_info import OptionInfo
    from ..models.ruleset_info_actors import RulesetInfoActors


T = TypeVar("T", bound="RulesetInfo")


@_attrs_define
class RulesetInfo:
    """A rule system Fray plays: its id, title, source text, the command types it accepts
    (core ones too), the encounter ``options`` it takes (``POST /encounters`` ``options``) and
    ``actors``: for each command that has an acting combatant (the attacker, the caster, the
    mover, the one saving), the field that names it (``{"unlit-spires.melee_attack":
    "attacker_id"}``). Those are the commands a player's token may send, for its own
    combatants; a command not in ``actors`` is the GM's. A front end offers
    a player those commands with the actor field limited to the player's combatants.

        Attributes:
            commands (list[str]):
            id (str):
            source (str):
            title (str):
            actors (RulesetInfoActors | Unset):
            conditions (list[ConditionInfo] | Unset):
            creatures (None | str | Unset):
            options (list[OptionInfo] | Unset):
            spells (None | str | Unset):
    """

    commands: list[str]
    id: str
    source: str
    title: str
    actors: RulesetInfoActors | Unset = UNSET
    conditions: list[ConditionInfo] | Unset = UNSET
    creatures: None | str | Unset = UNSET
    options: list[OptionInfo] | Unset = UNSET
    spells: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        commands = self.commands

        id = self.id

        source = self.source

        title = self.title

        actors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.actors, Unset):
            actors = self.actors.to_dict()

        conditions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.conditions, Unset):
            conditions = []
            for conditions_item_data in self.conditions:
                conditions_item = conditions_item_data.to_dict()
                conditions.append(conditions_item)

        creatures: None | str | Unset
        if isinstance(self.creatures, Unset):
            creatures = UNSET
        else:
            creatures = self.creatures

        options: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = []
            for options_item_data in self.options:
                options_item = options_item_data.to_dict()
                options.append(options_item)

        spells: None | str | Unset
        if isinstance(self.spells, Unset):
            spells = UNSET
        else:
            spells = self.spells

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "commands": commands,
                "id": id,
                "source": source,
                "title": title,
            }
        )
        if actors is not UNSET:
            field_dict["actors"] = actors
        if conditions is not UNSET:
            field_dict["conditions"] = conditions
        if creatures is not UNSET:
            field_dict["creatures"] = creatures
        if options is not UNSET:
            field_dict["options"] = options
        if spells is not UNSET:
            field_dict["spells"] = spells

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.condition_info import ConditionInfo  # noqa: PLC0415
        from ..models.option_info import OptionInfo  # noqa: PLC0415
        from ..models.ruleset_info_actors import RulesetInfoActors  # noqa: PLC0415

        d = dict(src_dict)
        commands = cast(list[str], d.pop("commands"))

        id = d.pop("id")

        source = d.pop("source")

        title = d.pop("title")

        _actors = d.pop("actors", UNSET)
        actors: RulesetInfoActors | Unset
        if isinstance(_actors, Unset):
            actors = UNSET
        else:
            actors = RulesetInfoActors.from_dict(_actors)

        _conditions = d.pop("conditions", UNSET)
        conditions: list[ConditionInfo] | Unset = UNSET
        if _conditions is not UNSET:
            conditions = []
            for conditions_item_data in _conditions:
                conditions_item = ConditionInfo.from_dict(conditions_item_data)

                conditions.append(conditions_item)

        def _parse_creatures(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        creatures = _parse_creatures(d.pop("creatures", UNSET))

        _options = d.pop("options", UNSET)
        options: list[OptionInfo] | Unset = UNSET
        if _options is not UNSET:
            options = []
            for options_item_data in _options:
                options_item = OptionInfo.from_dict(options_item_data)

                options.append(options_item)

        def _parse_spells(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        spells = _parse_spells(d.pop("spells", UNSET))

        ruleset_info = cls(
            commands=commands,
            id=id,
            source=source,
            title=title,
            actors=actors,
            conditions=conditions,
            creatures=creatures,
            options=options,
            spells=spells,
        )

        ruleset_info.additional_properties = d
        return ruleset_info

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
