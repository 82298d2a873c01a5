from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.health_database import HealthDatabase
from ..models.health_redis import HealthRedis
from ..models.health_status import HealthStatus

T = TypeVar("T", bound="Health")


@_attrs_define
class Health:
    """What the service depends on, and whether it answers. ``status`` is ``ok`` when
    everything does; ``database`` decides the HTTP status (503 when ``unavailable``);
    ``redis`` is ``in-process`` when Fray fans out without Redis (one process).

        Attributes:
            database (HealthDatabase):
            redis (HealthRedis):
            status (HealthStatus):
    """

    database: HealthDatabase
    redis: HealthRedis
    status: HealthStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        database = self.database.value

        redis = self.redis.value

        status = self.status.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "database": database,
                "redis": redis,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        database = HealthDatabase(d.pop("database"))

        redis = HealthRedis(d.pop("redis"))

        status = HealthStatus(d.pop("status"))

        health = cls(
            database=database,
            redis=redis,
            status=status,
        )

        health.additional_properties = d
        return health

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
