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

T = TypeVar("T", bound="MeshalProgressiveContestRun")


@_attrs_define
class MeshalProgressiveContestRun:
    """A progressive contest: each period's faces for both sides, the running ``totals``
    and ``target_totals``, the ``target`` total, the ``winner`` (a combatant id, ``draw``,
    or None while it runs) and the deciding ``decided_in`` period. A side's faces are null
    for a reader who may not see its exact health.

        Attributes:
            combatant_id (str):
            faces (list[list[int]] | None):
            period (str):
            target (int):
            target_faces (list[list[int]] | None):
            target_id (str):
            target_totals (list[int]):
            totals (list[int]):
            type_ (Literal['meshal-lite.progressive_contest_run']):  Default: 'meshal-lite.progressive_contest_run'.
            decided_in (int | None | Unset):
            what (str | Unset):  Default: ''.
            winner (None | str | Unset):
    """

    combatant_id: str
    faces: list[list[int]] | None
    period: str
    target: int
    target_faces: list[list[int]] | None
    target_id: str
    target_totals: list[int]
    totals: list[int]
    type_: Literal["meshal-lite.progressive_contest_run"] = "meshal-lite.progressive_contest_run"
    decided_in: int | None | Unset = UNSET
    what: str | Unset = ""
    winner: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        faces: list[list[int]] | None
        if isinstance(self.faces, list):
            faces = []
            for faces_type_0_item_data in self.faces:
                faces_type_0_item = faces_type_0_item_data

                faces.append(faces_type_0_item)

        else:
            faces = self.faces

        period = self.period

        target = self.target

        target_faces: list[list[int]] | None
        if isinstance(self.target_faces, list):
            target_faces = []
            for target_faces_type_0_item_data in self.target_faces:
                target_faces_type_0_item = target_faces_type_0_item_data

                target_faces.append(target_faces_type_0_item)

        else:
            target_faces = self.target_faces

        target_id = self.target_id

        target_totals = self.target_totals

        totals = self.totals

        type_ = self.type_

        decided_in: int | None | Unset
        if isinstance(self.decided_in, Unset):
            decided_in = UNSET
        else:
            decided_in = self.decided_in

        what = self.what

        winner: None | str | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "faces": faces,
                "period": period,
                "target": target,
                "target_faces": target_faces,
                "target_id": target_id,
                "target_totals": target_totals,
                "totals": totals,
                "type": type_,
            }
        )
        if decided_in is not UNSET:
            field_dict["decided_in"] = decided_in
        if what is not UNSET:
            field_dict["what"] = what
        if winner is not UNSET:
            field_dict["winner"] = winner

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

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

        target = d.pop("target")

        def _parse_target_faces(data: object) -> list[list[int]] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                target_faces_type_0 = []
                _target_faces_type_0 = data
                for target_faces_type_0_item_data in _target_faces_type_0:
                    target_faces_type_0_item = cast(list[int], target_faces_type_0_item_data)

                    target_faces_type_0.append(target_faces_type_0_item)

                return target_faces_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[int]] | None, data)

        target_faces = _parse_target_faces(d.pop("target_faces"))

        target_id = d.pop("target_id")

        target_totals = cast(list[int], d.pop("target_totals"))

        totals = cast(list[int], d.pop("totals"))

        type_ = cast(Literal["meshal-lite.progressive_contest_run"], d.pop("type"))
        if type_ != "meshal-lite.progressive_contest_run":
            raise ValueError(f"type must match const 'meshal-lite.progressive_contest_run', got '{type_}'")

        def _parse_decided_in(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        decided_in = _parse_decided_in(d.pop("decided_in", UNSET))

        what = d.pop("what", UNSET)

        def _parse_winner(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        meshal_progressive_contest_run = cls(
            combatant_id=combatant_id,
            faces=faces,
            period=period,
            target=target,
            target_faces=target_faces,
            target_id=target_id,
            target_totals=target_totals,
            totals=totals,
            type_=type_,
            decided_in=decided_in,
            what=what,
            winner=winner,
        )

        meshal_progressive_contest_run.additional_properties = d
        return meshal_progressive_contest_run

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
