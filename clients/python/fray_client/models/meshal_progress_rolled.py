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

T = TypeVar("T", bound="MeshalProgressRolled")


@_attrs_define
class MeshalProgressRolled:
    """A progressive attempt: ``dice`` rolled each ``period``, the faces and ``results`` per
    period, running ``totals``, ``succeeded`` and in which period (``succeeded_in``), and
    ``estimate`` in ``period`` units (difficulty × 2 ÷ dice × ``period_length``, exact until
    the fraction is dropped once at the end; None with 0 dice). Events written before
    ``period_length`` read 1, the length their estimate was computed with. ``dice``, the
    faces and the estimate are null for a reader who may not see the roller's exact health.

        Attributes:
            combatant_id (str):
            dice (int | None):
            difficulty (int):
            faces (list[list[int]] | None):
            period (str):
            results (list[int]):
            succeeded (bool):
            totals (list[int]):
            type_ (Literal['meshal-lite.progress_rolled']):  Default: 'meshal-lite.progress_rolled'.
            estimate (int | None | Unset):
            period_length (int | Unset):  Default: 1.
            succeeded_in (int | None | Unset):
            what (str | Unset):  Default: ''.
    """

    combatant_id: str
    dice: int | None
    difficulty: int
    faces: list[list[int]] | None
    period: str
    results: list[int]
    succeeded: bool
    totals: list[int]
    type_: Literal["meshal-lite.progress_rolled"] = "meshal-lite.progress_rolled"
    estimate: int | None | Unset = UNSET
    period_length: int | Unset = 1
    succeeded_in: int | None | Unset = UNSET
    what: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        dice: int | None
        dice = self.dice

        difficulty = self.difficulty

        faces: list[list[int]] | None
        if isinstance(self.faces, list):
            faces = []
            for faces_type_0_item_data in self.faces:
                faces_type_0_item = faces_type_0_item_data

                faces.append(faces_type_0_item)

        else:
            faces = self.faces

        period = self.period

        results = self.results

        succeeded = self.succeeded

        totals = self.totals

        type_ = self.type_

        estimate: int | None | Unset
        if isinstance(self.estimate, Unset):
            estimate = UNSET
        else:
            estimate = self.estimate

        period_length = self.period_length

        succeeded_in: int | None | Unset
        if isinstance(self.succeeded_in, Unset):
            succeeded_in = UNSET
        else:
            succeeded_in = self.succeeded_in

        what = self.what

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "dice": dice,
                "difficulty": difficulty,
                "faces": faces,
                "period": period,
                "results": results,
                "succeeded": succeeded,
                "totals": totals,
                "type": type_,
            }
        )
        if estimate is not UNSET:
            field_dict["estimate"] = estimate
        if period_length is not UNSET:
            field_dict["period_length"] = period_length
        if succeeded_in is not UNSET:
            field_dict["succeeded_in"] = succeeded_in
        if what is not UNSET:
            field_dict["what"] = what

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        def _parse_dice(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        dice = _parse_dice(d.pop("dice"))

        difficulty = d.pop("difficulty")

        def _parse_faces(data: object) -> list[list[int]] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                faces_type_0 = []
                _faces_type_0 = data
                for faces_type_0_item_data in _faces_type_0:
                    faces_type_0_item = cast(list[int], faces_type_0_item_data)

                    faces_type_0.append(faces_type_0_item)

                return faces_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[int]] | None, data)

        faces = _parse_faces(d.pop("faces"))

        period = d.pop("period")

        results = cast(list[int], d.pop("results"))

        succeeded = d.pop("succeeded")

        totals = cast(list[int], d.pop("totals"))

        type_ = cast(Literal["meshal-lite.progress_rolled"], d.pop("type"))
        if type_ != "meshal-lite.progress_rolled":
            raise ValueError(f"type must match const 'meshal-lite.progress_rolled', got '{type_}'")

        def _parse_estimate(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        estimate = _parse_estimate(d.pop("estimate", UNSET))

        period_length = d.pop("period_length", UNSET)

        def _parse_succeeded_in(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        succeeded_in = _parse_succeeded_in(d.pop("succeeded_in", UNSET))

        what = d.pop("what", UNSET)

        meshal_progress_rolled = cls(
            combatant_id=combatant_id,
            dice=dice,
            difficulty=difficulty,
            faces=faces,
            period=period,
            results=results,
            succeeded=succeeded,
            totals=totals,
            type_=type_,
            estimate=estimate,
            period_length=period_length,
            succeeded_in=succeeded_in,
            what=what,
        )

        meshal_progress_rolled.additional_properties = d
        return meshal_progress_rolled

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
