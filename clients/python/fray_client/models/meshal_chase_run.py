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

from ..models.meshal_chase_run_outcome import MeshalChaseRunOutcome

T = TypeVar("T", bound="MeshalChaseRun")


@_attrs_define
class MeshalChaseRun:
    """``combatant_id`` chased ``target_id``: each minute's Activeness faces, the running
    point totals, and the ``outcome`` (``caught``: a new fight begins, the ``fled``
    condition ends; ``escaped``; ``running`` when the minutes ran out first). A side's faces
    are null for a reader who may not see its exact health.

        Attributes:
            combatant_id (str):
            fleer_faces (list[list[int]] | None):
            fleer_totals (list[int]):
            outcome (MeshalChaseRunOutcome):
            pursuer_faces (list[list[int]] | None):
            pursuer_totals (list[int]):
            target_id (str):
            type_ (Literal['meshal-lite.chase_run']):  Default: 'meshal-lite.chase_run'.
    """

    combatant_id: str
    fleer_faces: list[list[int]] | None
    fleer_totals: list[int]
    outcome: MeshalChaseRunOutcome
    pursuer_faces: list[list[int]] | None
    pursuer_totals: list[int]
    target_id: str
    type_: Literal["meshal-lite.chase_run"] = "meshal-lite.chase_run"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combatant_id = self.combatant_id

        fleer_faces: list[list[int]] | None
        if isinstance(self.fleer_faces, list):
            fleer_faces = []
            for fleer_faces_type_0_item_data in self.fleer_faces:
                fleer_faces_type_0_item = fleer_faces_type_0_item_data

                fleer_faces.append(fleer_faces_type_0_item)

        else:
            fleer_faces = self.fleer_faces

        fleer_totals = self.fleer_totals

        outcome = self.outcome.value

        pursuer_faces: list[list[int]] | None
        if isinstance(self.pursuer_faces, list):
            pursuer_faces = []
            for pursuer_faces_type_0_item_data in self.pursuer_faces:
                pursuer_faces_type_0_item = pursuer_faces_type_0_item_data

                pursuer_faces.append(pursuer_faces_type_0_item)

        else:
            pursuer_faces = self.pursuer_faces

        pursuer_totals = self.pursuer_totals

        target_id = self.target_id

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combatant_id": combatant_id,
                "fleer_faces": fleer_faces,
                "fleer_totals": fleer_totals,
                "outcome": outcome,
                "pursuer_faces": pursuer_faces,
                "pursuer_totals": pursuer_totals,
                "target_id": target_id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combatant_id = d.pop("combatant_id")

        def _parse_fleer_faces(data: object) -> list[list[int]] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                fleer_faces_type_0 = []
                _fleer_faces_type_0 = data
                for fleer_faces_type_0_item_data in _fleer_faces_type_0:
                    fleer_faces_type_0_item = cast(list[int], fleer_faces_type_0_item_data)

                    fleer_faces_type_0.append(fleer_faces_type_0_item)

                return fleer_faces_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[int]] | None, data)

        fleer_faces = _parse_fleer_faces(d.pop("fleer_faces"))

        fleer_totals = cast(list[int], d.pop("fleer_totals"))

        outcome = MeshalChaseRunOutcome(d.pop("outcome"))

        def _parse_pursuer_faces(data: object) -> list[list[int]] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                pursuer_faces_type_0 = []
                _pursuer_faces_type_0 = data
                for pursuer_faces_type_0_item_data in _pursuer_faces_type_0:
                    pursuer_faces_type_0_item = cast(list[int], pursuer_faces_type_0_item_data)

                    pursuer_faces_type_0.append(pursuer_faces_type_0_item)

                return pursuer_faces_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[int]] | None, data)

        pursuer_faces = _parse_pursuer_faces(d.pop("pursuer_faces"))

        pursuer_totals = cast(list[int], d.pop("pursuer_totals"))

        target_id = d.pop("target_id")

        type_ = cast(Literal["meshal-lite.chase_run"], d.pop("type"))
        if type_ != "meshal-lite.chase_run":
            raise ValueError(f"type must match const 'meshal-lite.chase_run', got '{type_}'")

        meshal_chase_run = cls(
            combatant_id=combatant_id,
            fleer_faces=fleer_faces,
            fleer_totals=fleer_totals,
            outcome=outcome,
            pursuer_faces=pursuer_faces,
            pursuer_totals=pursuer_totals,
            target_id=target_id,
            type_=type_,
        )

        meshal_chase_run.additional_properties = d
        return meshal_chase_run

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
