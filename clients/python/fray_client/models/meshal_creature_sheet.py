from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.meshal_creature_sheet_size import MeshalCreatureSheetSize
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.meshal_attack_input import MeshalAttackInput
    from ..models.meshal_attributes_input import MeshalAttributesInput
    from ..models.meshal_modes_input import MeshalModesInput
    from ..models.meshal_parts_input import MeshalPartsInput
    from ..models.meshal_pools_input import MeshalPoolsInput
    from ..models.meshal_protections_input import MeshalProtectionsInput


T = TypeVar("T", bound="MeshalCreatureSheet")


@_attrs_define
class MeshalCreatureSheet:
    """A creature: attributes (and their temporary parts, and pools if hurt), protections,
    ``speed`` in steps per move, ``modes``, ``attacks``, ``strength`` (spent potential) and
    ``unspent`` potential ("36/15"), ``mobility`` ⚡ per round (None: the encounter's
    option), ``group`` for group initiative, ``size`` (体型) and ``incorporeal`` (虚体: it
    blocks no one's movement).

        Attributes:
            name (str):
            attacks (list[MeshalAttackInput] | Unset):
            attributes (MeshalAttributesInput | Unset): Base scores (trained + features) of Might (强壮), Activeness (活力),
                Spirit (精神);
                ``"-"`` for an attribute the creature lacks (it never loses dice and rolls 3 dice).
            group (None | str | Unset):
            incorporeal (bool | Unset):  Default: False.
            mobility (int | None | Unset):
            modes (MeshalModesInput | Unset): Each way of moving at ``full`` speed, ``-`` (half speed) or ``none``.
            pools (MeshalPoolsInput | Unset): Dice in each pool when the creature joins, if not full (a creature already
                hurt).
            protections (MeshalProtectionsInput | Unset): Physical, erosion and occult protection (below 0 is a weakness),
                and immunities.
            size (MeshalCreatureSheetSize | Unset):  Default: MeshalCreatureSheetSize.MEDIUM.
            speed (int | Unset):  Default: 5.
            strength (int | Unset):  Default: 0.
            temporary (MeshalPartsInput | Unset): Temporary parts of the scores (abilities, items), added to the base parts.
            unspent (int | Unset):  Default: 0.
    """

    name: str
    attacks: list[MeshalAttackInput] | Unset = UNSET
    attributes: MeshalAttributesInput | Unset = UNSET
    group: None | str | Unset = UNSET
    incorporeal: bool | Unset = False
    mobility: int | None | Unset = UNSET
    modes: MeshalModesInput | Unset = UNSET
    pools: MeshalPoolsInput | Unset = UNSET
    protections: MeshalProtectionsInput | Unset = UNSET
    size: MeshalCreatureSheetSize | Unset = MeshalCreatureSheetSize.MEDIUM
    speed: int | Unset = 5
    strength: int | Unset = 0
    temporary: MeshalPartsInput | Unset = UNSET
    unspent: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        attacks: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.attacks, Unset):
            attacks = []
            for attacks_item_data in self.attacks:
                attacks_item = attacks_item_data.to_dict()
                attacks.append(attacks_item)

        attributes: dict[str, Any] | Unset = UNSET
        if not isinstance(self.attributes, Unset):
            attributes = self.attributes.to_dict()

        group: None | str | Unset
        if isinstance(self.group, Unset):
            group = UNSET
        else:
            group = self.group

        incorporeal = self.incorporeal

        mobility: int | None | Unset
        if isinstance(self.mobility, Unset):
            mobility = UNSET
        else:
            mobility = self.mobility

        modes: dict[str, Any] | Unset = UNSET
        if not isinstance(self.modes, Unset):
            modes = self.modes.to_dict()

        pools: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pools, Unset):
            pools = self.pools.to_dict()

        protections: dict[str, Any] | Unset = UNSET
        if not isinstance(self.protections, Unset):
            protections = self.protections.to_dict()

        size: str | Unset = UNSET
        if not isinstance(self.size, Unset):
            size = self.size.value

        speed = self.speed

        strength = self.strength

        temporary: dict[str, Any] | Unset = UNSET
        if not isinstance(self.temporary, Unset):
            temporary = self.temporary.to_dict()

        unspent = self.unspent

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if attacks is not UNSET:
            field_dict["attacks"] = attacks
        if attributes is not UNSET:
            field_dict["attributes"] = attributes
        if group is not UNSET:
            field_dict["group"] = group
        if incorporeal is not UNSET:
            field_dict["incorporeal"] = incorporeal
        if mobility is not UNSET:
            field_dict["mobility"] = mobility
        if modes is not UNSET:
            field_dict["modes"] = modes
        if pools is not UNSET:
            field_dict["pools"] = pools
        if protections is not UNSET:
            field_dict["protections"] = protections
        if size is not UNSET:
            field_dict["size"] = size
        if speed is not UNSET:
            field_dict["speed"] = speed
        if strength is not UNSET:
            field_dict["strength"] = strength
        if temporary is not UNSET:
            field_dict["temporary"] = temporary
        if unspent is not UNSET:
            field_dict["unspent"] = unspent

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meshal_attack_input import MeshalAttackInput  # noqa: PLC0415
        from ..models.meshal_attributes_input import MeshalAttributesInput  # noqa: PLC0415
        from ..models.meshal_modes_input import MeshalModesInput  # noqa: PLC0415
        from ..models.meshal_parts_input import MeshalPartsInput  # noqa: PLC0415
        from ..models.meshal_pools_input import MeshalPoolsInput  # noqa: PLC0415
        from ..models.meshal_protections_input import MeshalProtectionsInput  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        _attacks = d.pop("attacks", UNSET)
        attacks: list[MeshalAttackInput] | Unset = UNSET
        if _attacks is not UNSET:
            attacks = []
            for attacks_item_data in _attacks:
                attacks_item = MeshalAttackInput.from_dict(attacks_item_data)

                attacks.append(attacks_item)

        _attributes = d.pop("attributes", UNSET)
        attributes: MeshalAttributesInput | Unset
        if isinstance(_attributes, Unset):
            attributes = UNSET
        else:
            attributes = MeshalAttributesInput.from_dict(_attributes)

        def _parse_group(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        group = _parse_group(d.pop("group", UNSET))

        incorporeal = d.pop("incorporeal", UNSET)

        def _parse_mobility(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        mobility = _parse_mobility(d.pop("mobility", UNSET))

        _modes = d.pop("modes", UNSET)
        modes: MeshalModesInput | Unset
        if isinstance(_modes, Unset):
            modes = UNSET
        else:
            modes = MeshalModesInput.from_dict(_modes)

        _pools = d.pop("pools", UNSET)
        pools: MeshalPoolsInput | Unset
        if isinstance(_pools, Unset):
            pools = UNSET
        else:
            pools = MeshalPoolsInput.from_dict(_pools)

        _protections = d.pop("protections", UNSET)
        protections: MeshalProtectionsInput | Unset
        if isinstance(_protections, Unset):
            protections = UNSET
        else:
            protections = MeshalProtectionsInput.from_dict(_protections)

        _size = d.pop("size", UNSET)
        size: MeshalCreatureSheetSize | Unset
        if isinstance(_size, Unset):
            size = UNSET
        else:
            size = MeshalCreatureSheetSize(_size)

        speed = d.pop("speed", UNSET)

        strength = d.pop("strength", UNSET)

        _temporary = d.pop("temporary", UNSET)
        temporary: MeshalPartsInput | Unset
        if isinstance(_temporary, Unset):
            temporary = UNSET
        else:
            temporary = MeshalPartsInput.from_dict(_temporary)

        unspent = d.pop("unspent", UNSET)

        meshal_creature_sheet = cls(
            name=name,
            attacks=attacks,
            attributes=attributes,
            group=group,
            incorporeal=incorporeal,
            mobility=mobility,
            modes=modes,
            pools=pools,
            protections=protections,
            size=size,
            speed=speed,
            strength=strength,
            temporary=temporary,
            unspent=unspent,
        )

        return meshal_creature_sheet
