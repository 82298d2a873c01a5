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
    from ..models.meshal_segment import MeshalSegment


T = TypeVar("T", bound="MeshalAttackResolved")


@_attrs_define
class MeshalAttackResolved:
    """``attacker_id`` attacked ``target_id`` with ``attack`` (its ``attack_type``), paying
    ``cost`` ⚡ (as a ``reaction`` or a tactic): ``dice`` per segment (after ``reach_dice``,
    −3 too close or −2 per multiple beyond range, and ``extra_dice``), at
    ``distance_steps`` (None off the grid with none given), with ``cover`` or not, and each
    segment's outcome. ``coup_de_grace``: declared; ``killed``: it killed the target.
    ``answering``: a reaction from a creature the target's attack had just knocked out, rolled
    from the dice it had before (simultaneous); ``penetration``: all that counted, added up.
    ``two_step``: the second step of a two-step attack (its roll is the ``attack_rolled``
    event before); ``secret_roll`` and ``shown_to`` as there.

        Attributes:
            attack (str):
            attack_type (str):
            attacker_id (str):
            cost (int):
            dice (int | None):
            segments (list[MeshalSegment]):
            target_id (str):
            type_ (Literal['meshal-lite.attack_resolved']):  Default: 'meshal-lite.attack_resolved'.
            answering (bool | Unset):  Default: False.
            coup_de_grace (bool | Unset):  Default: False.
            cover (bool | Unset):  Default: False.
            distance_steps (int | None | Unset):
            extra_dice (int | Unset):  Default: 0.
            killed (bool | Unset):  Default: False.
            penetration (int | Unset):  Default: 0.
            reach_dice (int | Unset):  Default: 0.
            reaction (bool | Unset):  Default: False.
            secret_roll (bool | Unset):  Default: False.
            shown_to (list[str] | Unset):
            two_step (bool | Unset):  Default: False.
    """

    attack: str
    attack_type: str
    attacker_id: str
    cost: int
    dice: int | None
    segments: list[MeshalSegment]
    target_id: str
    type_: Literal["meshal-lite.attack_resolved"] = "meshal-lite.attack_resolved"
    answering: bool | Unset = False
    coup_de_grace: bool | Unset = False
    cover: bool | Unset = False
    distance_steps: int | None | Unset = UNSET
    extra_dice: int | Unset = 0
    killed: bool | Unset = False
    penetration: int | Unset = 0
    reach_dice: int | Unset = 0
    reaction: bool | Unset = False
    secret_roll: bool | Unset = False
    shown_to: list[str] | Unset = UNSET
    two_step: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attack = self.attack

        attack_type = self.attack_type

        attacker_id = self.attacker_id

        cost = self.cost

        dice: int | None
        dice = self.dice

        segments = []
        for segments_item_data in self.segments:
            segments_item = segments_item_data.to_dict()
            segments.append(segments_item)

        target_id = self.target_id

        type_ = self.type_

        answering = self.answering

        coup_de_grace = self.coup_de_grace

        cover = self.cover

        distance_steps: int | None | Unset
        if isinstance(self.distance_steps, Unset):
            distance_steps = UNSET
        else:
            distance_steps = self.distance_steps

        extra_dice = self.extra_dice

        killed = self.killed

        penetration = self.penetration

        reach_dice = self.reach_dice

        reaction = self.reaction

        secret_roll = self.secret_roll

        shown_to: list[str] | Unset = UNSET
        if not isinstance(self.shown_to, Unset):
            shown_to = self.shown_to

        two_step = self.two_step

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attack": attack,
                "attack_type": attack_type,
                "attacker_id": attacker_id,
                "cost": cost,
                "dice": dice,
                "segments": segments,
                "target_id": target_id,
                "type": type_,
            }
        )
        if answering is not UNSET:
            field_dict["answering"] = answering
        if coup_de_grace is not UNSET:
            field_dict["coup_de_grace"] = coup_de_grace
        if cover is not UNSET:
            field_dict["cover"] = cover
        if distance_steps is not UNSET:
            field_dict["distance_steps"] = distance_steps
        if extra_dice is not UNSET:
            field_dict["extra_dice"] = extra_dice
        if killed is not UNSET:
            field_dict["killed"] = killed
        if penetration is not UNSET:
            field_dict["penetration"] = penetration
        if reach_dice is not UNSET:
            field_dict["reach_dice"] = reach_dice
        if reaction is not UNSET:
            field_dict["reaction"] = reaction
        if secret_roll is not UNSET:
            field_dict["secret_roll"] = secret_roll
        if shown_to is not UNSET:
            field_dict["shown_to"] = shown_to
        if two_step is not UNSET:
            field_dict["two_step"] = two_step

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meshal_segment import MeshalSegment  # noqa: PLC0415

        d = dict(src_dict)
        attack = d.pop("attack")

        attack_type = d.pop("attack_type")

        attacker_id = d.pop("attacker_id")

        cost = d.pop("cost")

        def _parse_dice(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        dice = _parse_dice(d.pop("dice"))

        segments = []
        _segments = d.pop("segments")
        for segments_item_data in _segments:
            segments_item = MeshalSegment.from_dict(segments_item_data)

            segments.append(segments_item)

        target_id = d.pop("target_id")

        type_ = cast(Literal["meshal-lite.attack_resolved"], d.pop("type"))
        if type_ != "meshal-lite.attack_resolved":
            raise ValueError(f"type must match const 'meshal-lite.attack_resolved', got '{type_}'")

        answering = d.pop("answering", UNSET)

        coup_de_grace = d.pop("coup_de_grace", UNSET)

        cover = d.pop("cover", UNSET)

        def _parse_distance_steps(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        distance_steps = _parse_distance_steps(d.pop("distance_steps", UNSET))

        extra_dice = d.pop("extra_dice", UNSET)

        killed = d.pop("killed", UNSET)

        penetration = d.pop("penetration", UNSET)

        reach_dice = d.pop("reach_dice", UNSET)

        reaction = d.pop("reaction", UNSET)

        secret_roll = d.pop("secret_roll", UNSET)

        shown_to = cast(list[str], d.pop("shown_to", UNSET))

        two_step = d.pop("two_step", UNSET)

        meshal_attack_resolved = cls(
            attack=attack,
            attack_type=attack_type,
            attacker_id=attacker_id,
            cost=cost,
            dice=dice,
            segments=segments,
            target_id=target_id,
            type_=type_,
            answering=answering,
            coup_de_grace=coup_de_grace,
            cover=cover,
            distance_steps=distance_steps,
            extra_dice=extra_dice,
            killed=killed,
            penetration=penetration,
            reach_dice=reach_dice,
            reaction=reaction,
            secret_roll=secret_roll,
            shown_to=shown_to,
            two_step=two_step,
        )

        meshal_attack_resolved.additional_properties = d
        return meshal_attack_resolved

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
