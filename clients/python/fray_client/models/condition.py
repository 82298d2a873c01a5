from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.condition_link import ConditionLink
    from ..models.expiry import Expiry
    from ..models.modifier import Modifier
    from ..models.ongoing_damage import OngoingDamage
    from ..models.position import Position


T = TypeVar("T", bound="Condition")


@_attrs_define
class Condition:
    """A condition on a combatant, with its data typed, never packed into its id or name.

    ``id`` is unique on the combatant (two grapples from two grapplers have two ids); ``name``
    is how the table says it; ``source`` the combatant (or thing) that caused it;
    ``expires`` its duration (``Expiry``: a turn boundary of a named combatant, N rounds,
    save ends); ``spent_by`` the ruleset action that uses it up (``"attack_on"``, …);
    ``lasts_while`` another condition that holds this one up (a spell's effect and its
    caster's concentration, a sustained power): when that one ends through the core (expiry,
    ``remove_condition``) this one ends with it, and a ruleset ending it asks
    ``fray.domain.turns.ending`` for the same.

    Typed data: ``modifiers`` (bonuses and penalties it gives, each with what it applies to
    and its bonus type), ``ongoing`` (damage at the start of each of the bearer's turns),
    ``dc`` (the DC of the check or save that ends or finds it: escaping a grapple, finding the
    hidden), ``aftereffect`` (the condition that follows when a save ends this one, D&D 4e).

    ``marker``: True for an internal marker (a save due, a death save due, a light-weapon
    attack made this turn): bookkeeping a ruleset keeps with the same machinery, shown apart
    from what a player calls a condition.

    ``area``: the squares of the grid the condition covers, for one that is a place rather
    than a state of its bearer (a D&D 4e zone or conjuration, kept on its creator: it
    expires, is sustained and ends like any condition; what it does to those in it is the
    ruleset's). ``carried``: a marker or turn-keyed condition that a carry-over to the next
    fight keeps all the same (``fray.domain.fork``): bookkeeping that lasts until a rest, not
    until the fight ends (a 4e daily power used). Both default to nothing, as events written
    before them read.

    Events written before these fields (schema 2) carried one number, ``modifier``, whose
    meaning the id gave; each ruleset's upcaster moves it into the typed field.

        Attributes:
            id (str):
            name (str):
            aftereffect (Condition | None | Unset):
            area (list[Position] | Unset):
            carried (bool | Unset):  Default: False.
            dc (int | None | Unset):
            expires (Expiry | Unset): When a condition ends by itself: at ``at`` (the start or end) of a turn of
                ``combatant_id``, or ``never`` (until removed or spent). Keyed to a combatant and a turn
                boundary, never to an initiative number, so it survives combatants joining or leaving
                mid-round (the boundaries of a combatant that left or cannot act pass with its place).

                ``applied_round`` and ``applied_during`` say when the condition began (the round, and whose
                turn it was). Which turn of ``combatant_id`` (``fray.domain.turns.due``):

                - ``turn="next"`` (default): the first turn of ``combatant_id`` that *starts* after that
                  moment ("until the end of X's next turn": set during X's own turn, it does not end when
                  X's current turn ends);
                - ``turn="current"``: the turn running now ("until the end of this turn": the first
                  ``at`` boundary of ``combatant_id`` from now on, this turn's included);
                - ``rounds`` > 0: "N rounds": the first turn of ``combatant_id`` in round
                  ``max(applied_round, 1) + rounds`` or later (``turn`` is then ignored).

                ``save`` adds "save ends": the save is prompted at its boundary of the bearer's turns,
                whatever ``at`` says (``never`` for a pure "save ends").
            lasts_while (ConditionLink | None | Unset):
            marker (bool | Unset):  Default: False.
            modifiers (list[Modifier] | Unset):
            ongoing (None | OngoingDamage | Unset):
            source (None | str | Unset):
            spent_by (None | str | Unset):
    """

    id: str
    name: str
    aftereffect: Condition | None | Unset = UNSET
    area: list[Position] | Unset = UNSET
    carried: bool | Unset = False
    dc: int | None | Unset = UNSET
    expires: Expiry | Unset = UNSET
    lasts_while: ConditionLink | None | Unset = UNSET
    marker: bool | Unset = False
    modifiers: list[Modifier] | Unset = UNSET
    ongoing: None | OngoingDamage | Unset = UNSET
    source: None | str | Unset = UNSET
    spent_by: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.condition_link import ConditionLink  # noqa: PLC0415
        from ..models.ongoing_damage import OngoingDamage  # noqa: PLC0415

        id = self.id

        name = self.name

        aftereffect: dict[str, Any] | None | Unset
        if isinstance(self.aftereffect, Unset):
            aftereffect = UNSET
        elif isinstance(self.aftereffect, Condition):
            aftereffect = self.aftereffect.to_dict()
        else:
            aftereffect = self.aftereffect

        area: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.area, Unset):
            area = []
            for area_item_data in self.area:
                area_item = area_item_data.to_dict()
                area.append(area_item)

        carried = self.carried

        dc: int | None | Unset
        if isinstance(self.dc, Unset):
            dc = UNSET
        else:
            dc = self.dc

        expires: dict[str, Any] | Unset = UNSET
        if not isinstance(self.expires, Unset):
            expires = self.expires.to_dict()

        lasts_while: dict[str, Any] | None | Unset
        if isinstance(self.lasts_while, Unset):
            lasts_while = UNSET
        elif isinstance(self.lasts_while, ConditionLink):
            lasts_while = self.lasts_while.to_dict()
        else:
            lasts_while = self.lasts_while

        marker = self.marker

        modifiers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.modifiers, Unset):
            modifiers = []
            for modifiers_item_data in self.modifiers:
                modifiers_item = modifiers_item_data.to_dict()
                modifiers.append(modifiers_item)

        ongoing: dict[str, Any] | None | Unset
        if isinstance(self.ongoing, Unset):
            ongoing = UNSET
        elif isinstance(self.ongoing, OngoingDamage):
            ongoing = self.ongoing.to_dict()
        else:
            ongoing = self.ongoing

        source: None | str | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        else:
            source = self.source

        spent_by: None | str | Unset
        if isinstance(self.spent_by, Unset):
            spent_by = UNSET
        else:
            spent_by = self.spent_by

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
            }
        )
        if aftereffect is not UNSET:
            field_dict["aftereffect"] = aftereffect
        if area is not UNSET:
            field_dict["area"] = area
        if carried is not UNSET:
            field_dict["carried"] = carried
        if dc is not UNSET:
            field_dict["dc"] = dc
        if expires is not UNSET:
            field_dict["expires"] = expires
        if lasts_while is not UNSET:
            field_dict["lasts_while"] = lasts_while
        if marker is not UNSET:
            field_dict["marker"] = marker
        if modifiers is not UNSET:
            field_dict["modifiers"] = modifiers
        if ongoing is not UNSET:
            field_dict["ongoing"] = ongoing
        if source is not UNSET:
            field_dict["source"] = source
        if spent_by is not UNSET:
            field_dict["spent_by"] = spent_by

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.condition_link import ConditionLink  # noqa: PLC0415
        from ..models.expiry import Expiry  # noqa: PLC0415
        from ..models.modifier import Modifier  # noqa: PLC0415
        from ..models.ongoing_damage import OngoingDamage  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_aftereffect(data: object) -> Condition | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                aftereffect_type_0 = Condition.from_dict(data)

                return aftereffect_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Condition | None | Unset, data)

        aftereffect = _parse_aftereffect(d.pop("aftereffect", UNSET))

        _area = d.pop("area", UNSET)
        area: list[Position] | Unset = UNSET
        if _area is not UNSET:
            area = []
            for area_item_data in _area:
                area_item = Position.from_dict(area_item_data)

                area.append(area_item)

        carried = d.pop("carried", UNSET)

        def _parse_dc(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        dc = _parse_dc(d.pop("dc", UNSET))

        _expires = d.pop("expires", UNSET)
        expires: Expiry | Unset
        if isinstance(_expires, Unset):
            expires = UNSET
        else:
            expires = Expiry.from_dict(_expires)

        def _parse_lasts_while(data: object) -> ConditionLink | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                lasts_while_type_0 = ConditionLink.from_dict(data)

                return lasts_while_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ConditionLink | None | Unset, data)

        lasts_while = _parse_lasts_while(d.pop("lasts_while", UNSET))

        marker = d.pop("marker", UNSET)

        _modifiers = d.pop("modifiers", UNSET)
        modifiers: list[Modifier] | Unset = UNSET
        if _modifiers is not UNSET:
            modifiers = []
            for modifiers_item_data in _modifiers:
                modifiers_item = Modifier.from_dict(modifiers_item_data)

                modifiers.append(modifiers_item)

        def _parse_ongoing(data: object) -> None | OngoingDamage | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ongoing_type_0 = OngoingDamage.from_dict(data)

                return ongoing_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OngoingDamage | Unset, data)

        ongoing = _parse_ongoing(d.pop("ongoing", UNSET))

        def _parse_source(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source = _parse_source(d.pop("source", UNSET))

        def _parse_spent_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        spent_by = _parse_spent_by(d.pop("spent_by", UNSET))

        condition = cls(
            id=id,
            name=name,
            aftereffect=aftereffect,
            area=area,
            carried=carried,
            dc=dc,
            expires=expires,
            lasts_while=lasts_while,
            marker=marker,
            modifiers=modifiers,
            ongoing=ongoing,
            source=source,
            spent_by=spent_by,
        )

        condition.additional_properties = d
        return condition

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
