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

from ..models.meshal_stats_kind import MeshalStatsKind
from ..models.meshal_stats_size import MeshalStatsSize
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.meshal_attack_profile import MeshalAttackProfile
    from ..models.meshal_attribute import MeshalAttribute
    from ..models.meshal_modes import MeshalModes
    from ..models.meshal_protections import MeshalProtections


T = TypeVar("T", bound="MeshalStats")


@_attrs_define
class MeshalStats:
    """A creature's or an object's stat block. ``kind`` says which. Creatures: the three
    attributes, protections, ``speed`` (steps a move covers) and ``modes``, ``attacks``,
    ``strength`` (spent potential, the "36" of "36/15"), ``unspent`` potential and both as
    the handbook writes them (``potential``, "36/15"), and
    ``group`` (identical creatures sharing one initiative roll, an extension rule), ``size``
    and ``incorporeal`` (who blocks whose movement; stat blocks stored before them read
    medium and corporeal).
    Objects: ``material``, ``thickness_fingers``, ``modifiers``, ``durability`` and the
    protections the material gives (immune to occult attacks).

        Attributes:
            ruleset (Literal['meshal-lite']):  Default: 'meshal-lite'.
            activeness (MeshalAttribute | Unset): One attribute of the stat block: ``base`` (trained + features) and
                ``temporary``
                (abilities, items) parts; ``invalid`` for one marked "-".
            attacks (list[MeshalAttackProfile] | Unset):
            durability (int | Unset):  Default: 0.
            group (None | str | Unset):
            incorporeal (bool | Unset):  Default: False.
            kind (MeshalStatsKind | Unset):  Default: MeshalStatsKind.CREATURE.
            material (None | str | Unset):
            might (MeshalAttribute | Unset): One attribute of the stat block: ``base`` (trained + features) and
                ``temporary``
                (abilities, items) parts; ``invalid`` for one marked "-".
            modes (MeshalModes | Unset): How the creature moves each way: ``full`` speed, ``-`` (half speed) or ``none``.
            modifiers (list[str] | Unset):
            potential (str | Unset):  Default: ''.
            protections (MeshalProtections | Unset): Physical, erosion (侵蚀) and occult (灵异) protection, and attack types it
                is immune to.
            size (MeshalStatsSize | Unset):  Default: MeshalStatsSize.MEDIUM.
            speed (int | Unset):  Default: 0.
            spirit (MeshalAttribute | Unset): One attribute of the stat block: ``base`` (trained + features) and
                ``temporary``
                (abilities, items) parts; ``invalid`` for one marked "-".
            strength (int | Unset):  Default: 0.
            thickness_fingers (int | Unset):  Default: 0.
            unspent (int | Unset):  Default: 0.
    """

    ruleset: Literal["meshal-lite"] = "meshal-lite"
    activeness: MeshalAttribute | Unset = UNSET
    attacks: list[MeshalAttackProfile] | Unset = UNSET
    durability: int | Unset = 0
    group: None | str | Unset = UNSET
    incorporeal: bool | Unset = False
    kind: MeshalStatsKind | Unset = MeshalStatsKind.CREATURE
    material: None | str | Unset = UNSET
    might: MeshalAttribute | Unset = UNSET
    modes: MeshalModes | Unset = UNSET
    modifiers: list[str] | Unset = UNSET
    potential: str | Unset = ""
    protections: MeshalProtections | Unset = UNSET
    size: MeshalStatsSize | Unset = MeshalStatsSize.MEDIUM
    speed: int | Unset = 0
    spirit: MeshalAttribute | Unset = UNSET
    strength: int | Unset = 0
    thickness_fingers: int | Unset = 0
    unspent: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset

        activeness: dict[str, Any] | Unset = UNSET
        if not isinstance(self.activeness, Unset):
            activeness = self.activeness.to_dict()

        attacks: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.attacks, Unset):
            attacks = []
            for attacks_item_data in self.attacks:
                attacks_item = attacks_item_data.to_dict()
                attacks.append(attacks_item)

        durability = self.durability

        group: None | str | Unset
        if isinstance(self.group, Unset):
            group = UNSET
        else:
            group = self.group

        incorporeal = self.incorporeal

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        material: None | str | Unset
        if isinstance(self.material, Unset):
            material = UNSET
        else:
            material = self.material

        might: dict[str, Any] | Unset = UNSET
        if not isinstance(self.might, Unset):
            might = self.might.to_dict()

        modes: dict[str, Any] | Unset = UNSET
        if not isinstance(self.modes, Unset):
            modes = self.modes.to_dict()

        modifiers: list[str] | Unset = UNSET
        if not isinstance(self.modifiers, Unset):
            modifiers = self.modifiers

        potential = self.potential

        protections: dict[str, Any] | Unset = UNSET
        if not isinstance(self.protections, Unset):
            protections = self.protections.to_dict()

        size: str | Unset = UNSET
        if not isinstance(self.size, Unset):
            size = self.size.value

        speed = self.speed

        spirit: dict[str, Any] | Unset = UNSET
        if not isinstance(self.spirit, Unset):
            spirit = self.spirit.to_dict()

        strength = self.strength

        thickness_fingers = self.thickness_fingers

        unspent = self.unspent

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ruleset": ruleset,
            }
        )
        if activeness is not UNSET:
            field_dict["activeness"] = activeness
        if attacks is not UNSET:
            field_dict["attacks"] = attacks
        if durability is not UNSET:
            field_dict["durability"] = durability
        if group is not UNSET:
            field_dict["group"] = group
        if incorporeal is not UNSET:
            field_dict["incorporeal"] = incorporeal
        if kind is not UNSET:
            field_dict["kind"] = kind
        if material is not UNSET:
            field_dict["material"] = material
        if might is not UNSET:
            field_dict["might"] = might
        if modes is not UNSET:
            field_dict["modes"] = modes
        if modifiers is not UNSET:
            field_dict["modifiers"] = modifiers
        if potential is not UNSET:
            field_dict["potential"] = potential
        if protections is not UNSET:
            field_dict["protections"] = protections
        if size is not UNSET:
            field_dict["size"] = size
        if speed is not UNSET:
            field_dict["speed"] = speed
        if spirit is not UNSET:
            field_dict["spirit"] = spirit
        if strength is not UNSET:
            field_dict["strength"] = strength
        if thickness_fingers is not UNSET:
            field_dict["thickness_fingers"] = thickness_fingers
        if unspent is not UNSET:
            field_dict["unspent"] = unspent

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meshal_attack_profile import MeshalAttackProfile  # noqa: PLC0415
        from ..models.meshal_attribute import MeshalAttribute  # noqa: PLC0415
        from ..models.meshal_modes import MeshalModes  # noqa: PLC0415
        from ..models.meshal_protections import MeshalProtections  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = cast(Literal["meshal-lite"], d.pop("ruleset"))
        if ruleset != "meshal-lite":
            raise ValueError(f"ruleset must match const 'meshal-lite', got '{ruleset}'")

        _activeness = d.pop("activeness", UNSET)
        activeness: MeshalAttribute | Unset
        if isinstance(_activeness, Unset):
            activeness = UNSET
        else:
            activeness = MeshalAttribute.from_dict(_activeness)

        _attacks = d.pop("attacks", UNSET)
        attacks: list[MeshalAttackProfile] | Unset = UNSET
        if _attacks is not UNSET:
            attacks = []
            for attacks_item_data in _attacks:
                attacks_item = MeshalAttackProfile.from_dict(attacks_item_data)

                attacks.append(attacks_item)

        durability = d.pop("durability", UNSET)

        def _parse_group(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        group = _parse_group(d.pop("group", UNSET))

        incorporeal = d.pop("incorporeal", UNSET)

        _kind = d.pop("kind", UNSET)
        kind: MeshalStatsKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = MeshalStatsKind(_kind)

        def _parse_material(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        material = _parse_material(d.pop("material", UNSET))

        _might = d.pop("might", UNSET)
        might: MeshalAttribute | Unset
        if isinstance(_might, Unset):
            might = UNSET
        else:
            might = MeshalAttribute.from_dict(_might)

        _modes = d.pop("modes", UNSET)
        modes: MeshalModes | Unset
        if isinstance(_modes, Unset):
            modes = UNSET
        else:
            modes = MeshalModes.from_dict(_modes)

        modifiers = cast(list[str], d.pop("modifiers", UNSET))

        potential = d.pop("potential", UNSET)

        _protections = d.pop("protections", UNSET)
        protections: MeshalProtections | Unset
        if isinstance(_protections, Unset):
            protections = UNSET
        else:
            protections = MeshalProtections.from_dict(_protections)

        _size = d.pop("size", UNSET)
        size: MeshalStatsSize | Unset
        if isinstance(_size, Unset):
            size = UNSET
        else:
            size = MeshalStatsSize(_size)

        speed = d.pop("speed", UNSET)

        _spirit = d.pop("spirit", UNSET)
        spirit: MeshalAttribute | Unset
        if isinstance(_spirit, Unset):
            spirit = UNSET
        else:
            spirit = MeshalAttribute.from_dict(_spirit)

        strength = d.pop("strength", UNSET)

        thickness_fingers = d.pop("thickness_fingers", UNSET)

        unspent = d.pop("unspent", UNSET)

        meshal_stats = cls(
            ruleset=ruleset,
            activeness=activeness,
            attacks=attacks,
            durability=durability,
            group=group,
            incorporeal=incorporeal,
            kind=kind,
            material=material,
            might=might,
            modes=modes,
            modifiers=modifiers,
            potential=potential,
            protections=protections,
            size=size,
            speed=speed,
            spirit=spirit,
            strength=strength,
            thickness_fingers=thickness_fingers,
            unspent=unspent,
        )

        meshal_stats.additional_properties = d
        return meshal_stats

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
