from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.meshal_reroll_scoring import MeshalRerollScoring

T = TypeVar("T", bound="MeshalReroll")


@_attrs_define
class MeshalReroll:
    """ "重掷点数为0的骰子" (``points``, value 0) or "重掷骰面为2的骰子" (``faces``, value 2).

    Attributes:
        scoring (MeshalRerollScoring):
        value (int):
    """

    scoring: MeshalRerollScoring
    value: int

    def to_dict(self) -> dict[str, Any]:
        scoring = self.scoring.value

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "scoring": scoring,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        scoring = MeshalRerollScoring(d.pop("scoring"))

        value = d.pop("value")

        meshal_reroll = cls(
            scoring=scoring,
            value=value,
        )

        return meshal_reroll
