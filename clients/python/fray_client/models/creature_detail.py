from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dnd_4e_stats import Dnd4EStats
    from ..models.dnd_5e_stats import Dnd5EStats
    from ..models.library_source import LibrarySource
    from ..models.meshal_stats import MeshalStats
    from ..models.spires_stats import SpiresStats


T = TypeVar("T", bound="CreatureDetail")


@_attrs_define
class CreatureDetail:
    """One creature with its whole ``stats``: the ruleset's stat block exactly as the add
    command gives it to a combatant (before any ``overrides``), and ``library``, its source
    and attribution.

        Attributes:
            id (str):
            library (LibrarySource): Where a library's creatures come from: its ``title``, ``source``, ``edition``
                (``"2014"``
                for the SRD 5.1 blocks), the ``licence`` and the ``attribution`` it asks for (show it
                where the data is shown), and a ``note`` for a person (what the rules play, why it is
                empty).
            name (str):
            stats (Dnd4EStats | Dnd5EStats | MeshalStats | SpiresStats): Any registered StatBlock: one schema per kind, told
                apart by `ruleset`.
            type_ (str):
            url (str):
            challenge_rating (None | str | Unset):
            size (None | str | Unset):
            subtype (str | Unset):  Default: ''.
            summary (str | Unset):  Default: ''.
    """

    id: str
    library: LibrarySource
    name: str
    stats: Dnd4EStats | Dnd5EStats | MeshalStats | SpiresStats
    type_: str
    url: str
    challenge_rating: None | str | Unset = UNSET
    size: None | str | Unset = UNSET
    subtype: str | Unset = ""
    summary: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.dnd_5e_stats import Dnd5EStats  # noqa: PLC0415
        from ..models.meshal_stats import MeshalStats  # noqa: PLC0415
        from ..models.spires_stats import SpiresStats  # noqa: PLC0415

        id = self.id

        library = self.library.to_dict()

        name = self.name

        stats: dict[str, Any]
        if isinstance(self.stats, SpiresStats):
            stats = self.stats.to_dict()
        elif isinstance(self.stats, Dnd5EStats):
            stats = self.stats.to_dict()
        elif isinstance(self.stats, MeshalStats):
            stats = self.stats.to_dict()
        else:
            stats = self.stats.to_dict()

        type_ = self.type_

        url = self.url

        challenge_rating: None | str | Unset
        if isinstance(self.challenge_rating, Unset):
            challenge_rating = UNSET
        else:
            challenge_rating = self.challenge_rating

        size: None | str | Unset
        if isinstance(self.size, Unset):
            size = UNSET
        else:
            size = self.size

        subtype = self.subtype

        summary = self.summary

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "library": library,
                "name": name,
                "stats": stats,
                "type": type_,
                "url": url,
            }
        )
        if challenge_rating is not UNSET:
            field_dict["challenge_rating"] = challenge_rating
        if size is not UNSET:
            field_dict["size"] = size
        if subtype is not UNSET:
            field_dict["subtype"] = subtype
        if summary is not UNSET:
            field_dict["summary"] = summary

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dnd_4e_stats import Dnd4EStats  # noqa: PLC0415
        from ..models.dnd_5e_stats import Dnd5EStats  # noqa: PLC0415
        from ..models.library_source import LibrarySource  # noqa: PLC0415
        from ..models.meshal_stats import MeshalStats  # noqa: PLC0415
        from ..models.spires_stats import SpiresStats  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        library = LibrarySource.from_dict(d.pop("library"))

        name = d.pop("name")

        def _parse_stats(data: object) -> Dnd4EStats | Dnd5EStats | MeshalStats | SpiresStats:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stat_block_type_0 = SpiresStats.from_dict(data)

                return componentsschemas_stat_block_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stat_block_type_1 = Dnd5EStats.from_dict(data)

                return componentsschemas_stat_block_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_stat_block_type_2 = MeshalStats.from_dict(data)

                return componentsschemas_stat_block_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_stat_block_type_3 = Dnd4EStats.from_dict(data)

            return componentsschemas_stat_block_type_3

        stats = _parse_stats(d.pop("stats"))

        type_ = d.pop("type")

        url = d.pop("url")

        def _parse_challenge_rating(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        challenge_rating = _parse_challenge_rating(d.pop("challenge_rating", UNSET))

        def _parse_size(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        size = _parse_size(d.pop("size", UNSET))

        subtype = d.pop("subtype", UNSET)

        summary = d.pop("summary", UNSET)

        creature_detail = cls(
            id=id,
            library=library,
            name=name,
            stats=stats,
            type_=type_,
            url=url,
            challenge_rating=challenge_rating,
            size=size,
            subtype=subtype,
            summary=summary,
        )

        creature_detail.additional_properties = d
        return creature_detail

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
