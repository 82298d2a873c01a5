"""``GET /rulesets/{ruleset}/creatures`` and ``…/spells``: each ruleset's creature library and
spell list, searched and read.

One route for every ruleset: it reads ``Ruleset.library`` (``fray.domain.library``) and
``Ruleset.spells`` (``fray.domain.spell_list``) and knows no ruleset by name. A front end
searches (``?q=gob``), shows the display names and one-line summaries, and adds the chosen
one by reference in one command
(``{"type": "dnd5e-2024.add_combatant", "creature": "goblin", "count": 3}``). The library is
public data: no token is needed. A ruleset whose source texts give no creatures answers an
empty list and says why (``note``). Spells the same way: ``?q=fire&level=3``, then
``{"type": "dnd5e-2024.cast_spell", "caster_id": …, "spell": "fireball", "target_ids": […]}``.
"""

from __future__ import annotations

from typing import Annotated
from urllib.parse import urlencode

import msgspec
from litestar import Request, Response, get
from litestar.exceptions import NotFoundException, ValidationException
from litestar.params import FromPath, QueryParameter

from fray.api.query import whole_numbers
from fray.api.release import OPT, released
from fray.api.schemas import problem_responses
from fray.domain.errors import InvalidCommand
from fray.domain.library import CreatureEntry, CreatureLibrary, parse_challenge
from fray.domain.ruleset import Ruleset
from fray.domain.spell_list import SpellEntry, SpellList
from fray.domain.state import StatBlock
from fray.rules.registry import RULESETS

TAGS = ["rulesets"]
# Bounds of 0 are written gt=-1: Litestar leaves a falsy ``ge`` out of the OpenAPI document.
CR = r"^(?:[0-9]{1,2}(?:\.[0-9]{1,3})?|[0-9]{1,2}/[1-9][0-9]?)$"
"""A challenge rating as a query names it: ``17``, ``0.25``, ``1/4``."""


class LibrarySource(msgspec.Struct, frozen=True, kw_only=True):
    """Where a library's creatures come from: its ``title``, ``source``, ``edition`` (``"2014"``
    for the SRD 5.1 blocks), the ``licence`` and the ``attribution`` it asks for (show it
    where the data is shown), and a ``note`` for a person (what the rules play, why it is
    empty)."""

    title: str
    source: str
    edition: str | None = None
    licence: str | None = None
    attribution: str | None = None
    note: str = ""


class CreatureSummary(msgspec.Struct, frozen=True, kw_only=True):
    """One creature in a list: ``id`` (what an add command's ``creature`` takes), its display
    ``name``, ``type`` and ``subtype``, ``size``, ``challenge_rating`` as printed (``"1/4"``;
    null where the ruleset has none), ``summary`` (a line a person reads) and ``url`` (its
    whole block)."""

    id: str
    name: str
    type: str
    subtype: str = ""
    size: str | None = None
    challenge_rating: str | None = None
    summary: str = ""
    url: str


class CreaturePage(msgspec.Struct, frozen=True, kw_only=True):
    """A page of a ruleset's creatures: ``total`` matches, ``items`` from ``offset`` (at most
    ``limit``), ``next`` the URL of the next page (null on the last); ``library`` where they
    come from (null when the ruleset has none; ``note`` then says why)."""

    ruleset: str
    library: LibrarySource | None
    total: int
    offset: int
    limit: int
    items: list[CreatureSummary]
    next: str | None = None
    note: str = ""


class CreatureDetail(CreatureSummary, frozen=True, kw_only=True):
    """One creature with its whole ``stats``: the ruleset's stat block exactly as the add
    command gives it to a combatant (before any ``overrides``), and ``library``, its source
    and attribution."""

    stats: StatBlock
    library: LibrarySource


NO_LIBRARY = (
    "This ruleset's source text gives no creature stat blocks; add creatures with their "
    "sheets or stat blocks (GET /rulesets lists its add command)."
)


def _ruleset(ruleset: str) -> Ruleset:
    found = RULESETS.get(ruleset)
    if found is None:
        raise NotFoundException(f"no ruleset {ruleset!r}; Fray plays: {', '.join(sorted(RULESETS))} (GET /rulesets)")
    return found


def _source(lib: CreatureLibrary | SpellList) -> LibrarySource:
    return LibrarySource(
        title=lib.title,
        source=lib.source,
        edition=lib.edition,
        licence=lib.licence,
        attribution=lib.attribution,
        note=lib.note,
    )


def _summary(ruleset: str, e: CreatureEntry) -> CreatureSummary:
    return CreatureSummary(
        id=e.id,
        name=e.name,
        type=e.type,
        subtype=e.subtype,
        size=e.size,
        challenge_rating=e.challenge_rating,
        summary=e.summary,
        url=f"/rulesets/{ruleset}/creatures/{e.id}",
    )


def _challenge(text: str | None, name: str) -> object:
    if text is None:
        return None
    try:
        return parse_challenge(text)
    except InvalidCommand as exc:
        raise ValidationException(
            f"the request is not valid: {name}: {exc.detail}", extra=[{"key": name, "message": exc.detail}]
        ) from exc


@get(
    "/rulesets/{ruleset:str}/creatures",
    operation_id="listCreatures",
    tags=TAGS,
    sync_to_thread=False,
    opt={OPT: True},
    responses=problem_responses(400, 404),
)
def list_creatures(
    request: Request,  # type: ignore[type-arg]  # Litestar's Request is generic in three types it does not use here
    ruleset: FromPath[str],
    q: Annotated[
        str, QueryParameter(max_length=80, description="Words the name must hold (any case): `gob`, `red dragon`.")
    ] = "",
    type_: Annotated[
        str | None,
        QueryParameter(name="type", max_length=40, description="The creature type, or its start: `undead`, `swarm`."),
    ] = None,
    cr: Annotated[
        str | None,
        QueryParameter(max_length=8, pattern=CR, description="Exactly this challenge rating: `1/4`, `0.25`, `17`."),
    ] = None,
    cr_min: Annotated[
        str | None, QueryParameter(max_length=8, pattern=CR, description="Challenge rating at least this.")
    ] = None,
    cr_max: Annotated[
        str | None, QueryParameter(max_length=8, pattern=CR, description="Challenge rating at most this.")
    ] = None,
    limit: Annotated[int, QueryParameter(ge=1, le=400, description="At most this many.")] = 50,
    offset: Annotated[int, QueryParameter(gt=-1, le=100_000, description="Skip this many first.")] = 0,
) -> Response[CreaturePage]:
    """Search the ruleset's creature library by name (``q``), ``type`` and challenge rating
    (``cr``, or ``cr_min``/``cr_max``): display names and a one-line summary each, names that
    start with ``q`` first, then by name, in pages (``limit``, ``offset``, ``next``). A
    ruleset whose source text gives no creatures answers an empty list with a ``note``. 404
    for an unknown ruleset; 400 for a challenge rating that is not a number."""
    r = _ruleset(ruleset)
    lib = r.library
    if lib is None:
        return released(
            CreaturePage(ruleset=r.id, library=None, total=0, offset=offset, limit=limit, items=[], note=NO_LIBRARY)
        )
    total, page = lib.search(
        q,
        type=type_,
        challenge=_challenge(cr, "cr"),  # type: ignore[arg-type]  # a Fraction or None
        challenge_min=_challenge(cr_min, "cr_min"),  # type: ignore[arg-type]  # a Fraction or None
        challenge_max=_challenge(cr_max, "cr_max"),  # type: ignore[arg-type]  # a Fraction or None
        limit=limit,
        offset=offset,
    )
    nxt = None
    if offset + len(page) < total:
        query = {**dict(request.query_params), "offset": str(offset + len(page)), "limit": str(limit)}
        nxt = f"{request.url.path}?{urlencode(query)}"
    return released(
        CreaturePage(
            ruleset=r.id,
            library=_source(lib),
            total=total,
            offset=offset,
            limit=limit,
            items=[_summary(r.id, e) for e in page],
            next=nxt,
            note=lib.note if not lib.entries else "",
        )
    )


@get(
    "/rulesets/{ruleset:str}/creatures/{creature:str}",
    operation_id="getCreature",
    tags=TAGS,
    sync_to_thread=False,
    opt={OPT: True},
    responses=problem_responses(404),
)
def get_creature(ruleset: FromPath[str], creature: FromPath[str]) -> Response[CreatureDetail]:
    """One creature of the ruleset's library with its whole stat block (by id, or by its name
    in any case). 404 for an unknown ruleset or creature (naming the closest names)."""
    r = _ruleset(ruleset)
    if r.library is None:
        raise NotFoundException(f"the {r.id} ruleset has no creature library: {NO_LIBRARY}")
    e = r.library.get(creature)
    detail = CreatureDetail(**msgspec.structs.asdict(_summary(r.id, e)), stats=e.stats, library=_source(r.library))
    return released(detail)


class SpellSummary(msgspec.Struct, frozen=True, kw_only=True):
    """One spell in a list: ``id`` (what ``cast_spell``'s ``spell`` takes, as does its name),
    ``name``, ``level`` (0: a cantrip), ``school``, ``concentration``, ``summary`` (a line a
    person reads) and ``url`` (the whole entry)."""

    id: str
    name: str
    level: int
    school: str
    concentration: bool = False
    summary: str = ""
    url: str


class SpellPage(msgspec.Struct, frozen=True, kw_only=True):
    """A page of a ruleset's spells, as ``CreaturePage`` is of its creatures."""

    ruleset: str
    source: LibrarySource | None
    total: int
    offset: int
    limit: int
    items: list[SpellSummary]
    next: str | None = None
    note: str = ""


class SpellDetail(SpellEntry, frozen=True, kw_only=True):
    """One spell whole: what its text prints and what ``cast_spell`` plays from it (attack,
    save, damage by slot level or by character level, healing, conditions), its ``url`` and
    ``source`` (edition and attribution)."""

    url: str
    source: LibrarySource


NO_SPELLS = "This ruleset offers no spell list; cast_spell (where it has one) names the spell and its effects."


@get(
    "/rulesets/{ruleset:str}/spells",
    operation_id="listSpells",
    tags=TAGS,
    sync_to_thread=False,
    opt={OPT: True},
    responses=problem_responses(400, 404),
)
def list_spells(
    request: Request,  # type: ignore[type-arg]  # Litestar's Request is generic in three types it does not use here
    ruleset: FromPath[str],
    q: Annotated[str, QueryParameter(max_length=80, description="Words the name must hold (any case): `fire`.")] = "",
    level: Annotated[int | None, QueryParameter(gt=-1, le=9, description="The spell's level (0: cantrips).")] = None,
    school: Annotated[str | None, QueryParameter(max_length=20, description="`evocation`, `necromancy` …")] = None,
    class_: Annotated[
        str | None, QueryParameter(name="class", max_length=20, description="A class that has it: `wizard`.")
    ] = None,
    limit: Annotated[int, QueryParameter(ge=1, le=400, description="At most this many.")] = 50,
    offset: Annotated[int, QueryParameter(gt=-1, le=100_000, description="Skip this many first.")] = 0,
) -> Response[SpellPage]:
    """Search the ruleset's spell list by name (``q``), ``level``, ``school`` and ``class``:
    names and a one-line summary each, names that start with ``q`` first, in pages. A ruleset
    without a list answers an empty one with a ``note``. 404 for an unknown ruleset."""
    whole_numbers(request, "level")  # Litestar reads "null" as no value; the document says a number
    r = _ruleset(ruleset)
    spells = r.spells
    if spells is None:
        return released(
            SpellPage(ruleset=r.id, source=None, total=0, offset=offset, limit=limit, items=[], note=NO_SPELLS)
        )
    total, page = spells.search(q, level=level, school=school, class_=class_, limit=limit, offset=offset)
    nxt = None
    if offset + len(page) < total:
        query = {**dict(request.query_params), "offset": str(offset + len(page)), "limit": str(limit)}
        nxt = f"{request.url.path}?{urlencode(query)}"
    items = [
        SpellSummary(
            id=e.id,
            name=e.name,
            level=e.level,
            school=e.school,
            concentration=e.concentration,
            summary=e.summary,
            url=f"/rulesets/{r.id}/spells/{e.id}",
        )
        for e in page
    ]
    return released(
        SpellPage(ruleset=r.id, source=_source(spells), total=total, offset=offset, limit=limit, items=items, next=nxt)
    )


@get(
    "/rulesets/{ruleset:str}/spells/{spell:str}",
    operation_id="getSpell",
    tags=TAGS,
    sync_to_thread=False,
    opt={OPT: True},
    responses=problem_responses(404),
)
def get_spell(ruleset: FromPath[str], spell: FromPath[str]) -> Response[SpellDetail]:
    """One spell of the ruleset's list, whole (by id, or by its name in any case). 404 for an
    unknown ruleset or spell (naming the closest names)."""
    r = _ruleset(ruleset)
    if r.spells is None:
        raise NotFoundException(f"the {r.id} ruleset has no spell list: {NO_SPELLS}")
    e = r.spells.get(spell)
    detail = SpellDetail(**msgspec.structs.asdict(e), url=f"/rulesets/{r.id}/spells/{e.id}", source=_source(r.spells))
    return released(detail)
