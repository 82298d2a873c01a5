from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="MeshalFleeAttempted")


@_attrs_define
class MeshalFleeAttempted:
    """``combatant_id`` tried to flee after ``unhit_rounds`` rounds unhit: Activeness
    ``faces`` scoring ``points`` against ``difficulty`` (the most Activeness dice of a
    hostile, ``against``). A success is followed by the ``fled`` condition. The ``faces`` are
    null for a reader who may not see the fleer's exact health, the ``difficulty`` (the
    hostile's pool) for one who may not see ``against``'s.

        Attributes:
            combatant_id (str):
            difficulty (int | None):
            faces (list[int] | None):
            points (int):
            succeeded (bool):
            type_ (Literal['meshal-lite.flee_attempted']):  Default: 'meshal-lite.flee_attempted'.
            unhit_rounds (int):
            against (None | str | Unset):
    """

    combatant_id: str
    difficulty: int | None
    faces: list[int] | None
    points: int
    succeeded: bool
    unhit_rounds: int
    type_: Literal["meshal-lite.flee_attempted"] = "meshal-lite.flee_attempted"
    against: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        difficulty: int | None
        difficulty = self.difficulty

        faces: list[int] | None
        if isinstance(self.faces, list):
            faces = self.faces

        else:
            faces = self.faces

        points = self.points

        succeeded = self.succeeded

        type_ = self.type_

        unhit_rounds = self.unhit_rounds

        against: None | str | Unset
        if isinstance(self.against, Unset):
            against = UNSET
        else:
            against = self.against

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "difficulty": difficulty,
                "faces": faces,
                "points": points,
                "succeeded": succeeded,
                "type": type_,
                "unhit_rounds": unhit_rounds,
            }
        )
        if against is not UNSET:
            field_dict["against"] = against

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        def _parse_difficulty(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        difficulty = _parse_difficulty(d.pop("difficulty"))

        def _parse_faces(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                faces_type_0 = cast(list[int], data)

                return faces_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        faces = _parse_faces(d.pop("faces"))

        points = d.pop("points")

        succeeded = d.pop("succeeded")

        type_ = cast(Literal["meshal-lite.flee_attempted"], d.pop("type"))
        if type_ != "meshal-lite.flee_attempted":
            raise ValueError(f"type must match const 'meshal-lite.flee_attempted', got '{type_}'")

        unhit_rounds = d.pop("unhit_rounds")

        def _parse_against(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        against = _parse_against(d.pop("against", UNSET))

        meshal_flee_attempted = cls(
            combatant_id=combatant_id,
            difficulty=difficulty,
            faces=faces,
            points=points,
            succeeded=succeeded,
            type_=type_,
            unhit_rounds=unhit_rounds,
            against=against,
        )

        meshal_flee_attempted.additional_properties = d
        return meshal_flee_attempted

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
