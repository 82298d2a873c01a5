from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.export_line_metadata import ExportLineMetadata


T = TypeVar("T", bound="ExportLine")


@_attrs_define
class ExportLine:
    """One line of an exported log (``application/x-ndjson``): the event at ``version``, its
    ``type`` and ``schema_version``, its payload ``data`` as stored (at that schema version),
    the ``metadata`` an import keeps, its hash-chain ``salt`` and ``hash`` (hex; absent for
    events written before the chain) and when it was first recorded (``recorded_at``, kept on
    import so a replay keeps the fight's pace; not hashed).

        Attributes:
            data (Any):
            schema_version (int):
            type_ (str):
            version (int):
            hash_ (None | str | Unset):
            metadata (ExportLineMetadata | Unset):
            recorded_at (None | str | Unset):
            salt (None | str | Unset):
    """

    data: Any
    schema_version: int
    type_: str
    version: int
    hash_: None | str | Unset = UNSET
    metadata: ExportLineMetadata | Unset = UNSET
    recorded_at: None | str | Unset = UNSET
    salt: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        data = self.data

        schema_version = self.schema_version

        type_ = self.type_

        version = self.version

        hash_: None | str | Unset
        if isinstance(self.hash_, Unset):
            hash_ = UNSET
        else:
            hash_ = self.hash_

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        recorded_at: None | str | Unset
        if isinstance(self.recorded_at, Unset):
            recorded_at = UNSET
        else:
            recorded_at = self.recorded_at

        salt: None | str | Unset
        if isinstance(self.salt, Unset):
            salt = UNSET
        else:
            salt = self.salt

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
                "schema_version": schema_version,
                "type": type_,
                "version": version,
            }
        )
        if hash_ is not UNSET:
            field_dict["hash"] = hash_
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if recorded_at is not UNSET:
            field_dict["recorded_at"] = recorded_at
        if salt is not UNSET:
            field_dict["salt"] = salt

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_line_metadata import ExportLineMetadata  # noqa: PLC0415

        d = dict(src_dict)
        data = d.pop("data")

        schema_version = d.pop("schema_version")

        type_ = d.pop("type")

        version = d.pop("version")

        def _parse_hash_(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        hash_ = _parse_hash_(d.pop("hash", UNSET))

        _metadata = d.pop("metadata", UNSET)
        metadata: ExportLineMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = ExportLineMetadata.from_dict(_metadata)

        def _parse_recorded_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        recorded_at = _parse_recorded_at(d.pop("recorded_at", UNSET))

        def _parse_salt(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        salt = _parse_salt(d.pop("salt", UNSET))

        export_line = cls(
            data=data,
            schema_version=schema_version,
            type_=type_,
            version=version,
            hash_=hash_,
            metadata=metadata,
            recorded_at=recorded_at,
            salt=salt,
        )

        return export_line
