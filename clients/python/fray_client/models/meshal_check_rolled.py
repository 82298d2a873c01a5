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

from ..models.meshal_check_rolled_help import MeshalCheckRolledHelp
from ..models.meshal_check_rolled_scoring import MeshalCheckRolledScoring
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.meshal_helper_roll import MeshalHelperRoll


T = TypeVar("T", bound="MeshalCheckRolled")


@_attrs_define
class MeshalCheckRolled:
    """``combatant_id`` rolled ``dice`` of the ``allowed`` (its ``attribute``'s pool, None
    for none): the ``faces`` as first rolled, the dice re-rolled (``rerolled`` positions,
    ``reroll_faces``) and changed by fate (``fate_changed`` positions, ``fate_dice_lost``),
    the ``final_faces`` and its ``result`` (``scoring``); the helpers' rolls and ``total``
    (``help``: joint adds, precise takes the best); ``difficulty`` and ``succeeded`` (None
    without a difficulty); ``visible_to`` (empty: everyone). For a reader who may not see
    the roller's exact health, ``allowed``, ``dice``, the faces and the positions are null
    (they count its pool; ``result``, ``total`` and ``succeeded`` stay), and a helper's faces
    likewise.

        Attributes:
            allowed (int | None):
            combatant_id (str):
            dice (int | None):
            faces (list[int] | None):
            final_faces (list[int] | None):
            result (int):
            scoring (MeshalCheckRolledScoring):
            total (int):
            type_ (Literal['meshal-lite.check_rolled']):  Default: 'meshal-lite.check_rolled'.
            attribute (None | str | Unset):
            difficulty (int | None | Unset):
            fate_changed (list[int] | None | Unset):
            fate_dice_lost (int | Unset):  Default: 0.
            help_ (MeshalCheckRolledHelp | Unset):  Default: MeshalCheckRolledHelp.JOINT.
            helpers (list[MeshalHelperRoll] | Unset):
            reroll_faces (list[int] | None | Unset):
            rerolled (list[int] | None | Unset):
            succeeded (bool | None | Unset):
            visible_to (list[str] | Unset):
            what (str | Unset):  Default: ''.
    """

    allowed: int | None
    combatant_id: str
    dice: int | None
    faces: list[int] | None
    final_faces: list[int] | None
    result: int
    scoring: MeshalCheckRolledScoring
    total: int
    type_: Literal["meshal-lite.check_rolled"] = "meshal-lite.check_rolled"
    attribute: None | str | Unset = UNSET
    difficulty: int | None | Unset = UNSET
    fate_changed: list[int] | None | Unset = UNSET
    fate_dice_lost: int | Unset = 0
    help_: MeshalCheckRolledHelp | Unset = MeshalCheckRolledHelp.JOINT
    helpers: list[MeshalHelperRoll] | Unset = UNSET
    reroll_faces: list[int] | None | Unset = UNSET
    rerolled: list[int] | None | Unset = UNSET
    succeeded: bool | None | Unset = UNSET
    visible_to: list[str] | Unset = UNSET
    what: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        allowed: int | None
        allowed = self.allowed

        combatant_id = self.combatant_id

        dice: int | None
        dice = self.dice

        faces: list[int] | None
        if isinstance(self.faces, list):
            faces = self.faces

        else:
            faces = self.faces

        final_faces: list[int] | None
        if isinstance(self.final_faces, list):
            final_faces = self.final_faces

        else:
            final_faces = self.final_faces

        result = self.result

        scoring = self.scoring.value

        total = self.total

        type_ = self.type_

        attribute: None | str | Unset
        if isinstance(self.attribute, Unset):
            attribute = UNSET
        else:
            attribute = self.attribute

        difficulty: int | None | Unset
        if isinstance(self.difficulty, Unset):
            difficulty = UNSET
        else:
            difficulty = self.difficulty

        fate_changed: list[int] | None | Unset
        if isinstance(self.fate_changed, Unset):
            fate_changed = UNSET
        elif isinstance(self.fate_changed, list):
            fate_changed = self.fate_changed

        else:
            fate_changed = self.fate_changed

        fate_dice_lost = self.fate_dice_lost

        help_: str | Unset = UNSET
        if not isinstance(self.help_, Unset):
            help_ = self.help_.value

        helpers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.helpers, Unset):
            helpers = []
            for helpers_item_data in self.helpers:
                helpers_item = helpers_item_data.to_dict()
                helpers.append(helpers_item)

        reroll_faces: list[int] | None | Unset
        if isinstance(self.reroll_faces, Unset):
            reroll_faces = UNSET
        elif isinstance(self.reroll_faces, list):
            reroll_faces = self.reroll_faces

        else:
            reroll_faces = self.reroll_faces

        rerolled: list[int] | None | Unset
        if isinstance(self.rerolled, Unset):
            rerolled = UNSET
        elif isinstance(self.rerolled, list):
            rerolled = self.rerolled

        else:
            rerolled = self.rerolled

        succeeded: bool | None | Unset
        if isinstance(self.succeeded, Unset):
            succeeded = UNSET
        else:
            succeeded = self.succeeded

        visible_to: list[str] | Unset = UNSET
        if not isinstance(self.visible_to, Unset):
            visible_to = self.visible_to

        what = self.what

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "allowed": allowed,
                "combatant_id": combatant_id,
                "dice": dice,
                "faces": faces,
                "final_faces": final_faces,
                "result": result,
                "scoring": scoring,
                "total": total,
                "type": type_,
            }
        )
        if attribute is not UNSET:
            field_dict["attribute"] = attribute
        if difficulty is not UNSET:
            field_dict["difficulty"] = difficulty
        if fate_changed is not UNSET:
            field_dict["fate_changed"] = fate_changed
        if fate_dice_lost is not UNSET:
            field_dict["fate_dice_lost"] = fate_dice_lost
        if help_ is not UNSET:
            field_dict["help"] = help_
        if helpers is not UNSET:
            field_dict["helpers"] = helpers
        if reroll_faces is not UNSET:
            field_dict["reroll_faces"] = reroll_faces
        if rerolled is not UNSET:
            field_dict["rerolled"] = rerolled
        if succeeded is not UNSET:
            field_dict["succeeded"] = succeeded
        if visible_to is not UNSET:
            field_dict["visible_to"] = visible_to
        if what is not UNSET:
            field_dict["what"] = what

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meshal_helper_roll import MeshalHelperRoll  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_allowed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        allowed = _parse_allowed(d.pop("allowed"))

        combatant_id = d.pop("combatant_id")

        def _parse_dice(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        dice = _parse_dice(d.pop("dice"))

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

        def _parse_final_faces(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                final_faces_type_0 = cast(list[int], data)

                return final_faces_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        final_faces = _parse_final_faces(d.pop("final_faces"))

        result = d.pop("result")

        scoring = MeshalCheckRolledScoring(d.pop("scoring"))

        total = d.pop("total")

        type_ = cast(Literal["meshal-lite.check_rolled"], d.pop("type"))
        if type_ != "meshal-lite.check_rolled":
            raise ValueError(f"type must match const 'meshal-lite.check_rolled', got '{type_}'")

        def _parse_attribute(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        attribute = _parse_attribute(d.pop("attribute", UNSET))

        def _parse_difficulty(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        difficulty = _parse_difficulty(d.pop("difficulty", UNSET))

        def _parse_fate_changed(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                fate_changed_type_0 = cast(list[int], data)

                return fate_changed_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        fate_changed = _parse_fate_changed(d.pop("fate_changed", UNSET))

        fate_dice_lost = d.pop("fate_dice_lost", UNSET)

        _help_ = d.pop("help", UNSET)
        help_: MeshalCheckRolledHelp | Unset
        if isinstance(_help_, Unset):
            help_ = UNSET
        else:
            help_ = MeshalCheckRolledHelp(_help_)

        _helpers = d.pop("helpers", UNSET)
        helpers: list[MeshalHelperRoll] | Unset = UNSET
        if _helpers is not UNSET:
            helpers = []
            for helpers_item_data in _helpers:
                helpers_item = MeshalHelperRoll.from_dict(helpers_item_data)

                helpers.append(helpers_item)

        def _parse_reroll_faces(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                reroll_faces_type_0 = cast(list[int], data)

                return reroll_faces_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        reroll_faces = _parse_reroll_faces(d.pop("reroll_faces", UNSET))

        def _parse_rerolled(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rerolled_type_0 = cast(list[int], data)

                return rerolled_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        rerolled = _parse_rerolled(d.pop("rerolled", UNSET))

        def _parse_succeeded(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        succeeded = _parse_succeeded(d.pop("succeeded", UNSET))

        visible_to = cast(list[str], d.pop("visible_to", UNSET))

        what = d.pop("what", UNSET)

        meshal_check_rolled = cls(
            allowed=allowed,
            combatant_id=combatant_id,
            dice=dice,
            faces=faces,
            final_faces=final_faces,
            result=result,
            scoring=scoring,
            total=total,
            type_=type_,
            attribute=attribute,
            difficulty=difficulty,
            fate_changed=fate_changed,
            fate_dice_lost=fate_dice_lost,
            help_=help_,
            helpers=helpers,
            reroll_faces=reroll_faces,
            rerolled=rerolled,
            succeeded=succeeded,
            visible_to=visible_to,
            what=what,
        )

        meshal_check_rolled.additional_properties = d
        return meshal_check_rolled

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
