"""A ruleset's creature library: ready stat blocks to search and to add by reference (issue 20).

A ruleset offers one :class:`CreatureLibrary` (``Ruleset.library``): entries with a display
name, a type, a size, a challenge rating where the ruleset has one, a one-line summary and the
stat block exactly as the ruleset's add command would give a combatant. The API searches it
(``GET /rulesets/{ruleset}/creatures``) without knowing any ruleset; each ruleset's add
command resolves ``"creature": "<id>"`` through it and records the whole resolved block in its
event, so a fold never reads the library and a later change of the library changes no fight.

The library is data shipped with the code: a ruleset's ``load`` reads it once, on first use
(the only I/O it does, a package resource), and it never changes while Fray runs.

Also here, for every ruleset's add command: :func:`numbered` names ("Goblin 1", "Goblin 2" …,
continuing past the ones already there) and :func:`shown_name`, the default name of a library
creature when the players may not see its stat block (its type, never the entry's name: the
SRD is public, so "Goblin 1" would give the block away).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property

import msgspec

from fray.domain.errors import CreatureNotFound, InvalidCommand
from fray.domain.ids import new_combatant_id, slug
from fray.domain.state import Combatant, EncounterState, StatBlock, stat_block_shown

MAX_COUNT = 20
"""How many creatures one add command brings at most (DECISION: a big fight's worth)."""


class CreatureEntry(msgspec.Struct, frozen=True, kw_only=True):
    """One creature of a library: ``id`` (what ``"creature"`` names), its display ``name``,
    ``type`` (``"humanoid"``, ``"undead"``) and ``subtype``, ``size``, ``challenge_rating`` as
    printed (``"1/4"``; None where the ruleset has none), ``summary`` (one line a person reads:
    "Small humanoid (goblinoid), CR 1/4: AC 15, HP 7 (2d6)"), and ``stats``: the ruleset's
    stat block as the creature joins with it."""

    id: str
    name: str
    type: str
    subtype: str = ""
    size: str | None = None
    challenge_rating: str | None = None
    summary: str = ""
    stats: StatBlock

    @property
    def challenge(self) -> Fraction | None:
        """The challenge rating as a number (1/4 → 0.25), None without one."""
        return None if self.challenge_rating is None else Fraction(self.challenge_rating)


def parse_challenge(text: str) -> Fraction:
    """A challenge rating as a query names it: ``"1/4"``, ``"0.25"``, ``"17"``. Raises
    ``InvalidCommand`` (422) for anything else."""
    try:
        value = Fraction(text.strip())
    except (ValueError, ZeroDivisionError):
        raise InvalidCommand(f"challenge rating {text!r} is not a number such as 1/4, 0.5 or 17") from None
    if value < 0:
        raise InvalidCommand(f"challenge rating {text!r} is below 0")
    return value


@dataclass(frozen=True)
class CreatureLibrary:
    """The creatures a ruleset's own source texts give, and where they come from: ``title``,
    ``source`` (what the data was made from), the ``licence`` and the ``attribution`` it asks
    for (shown wherever the data is), ``edition`` (``"2014"`` for SRD 5.1 blocks) and a
    ``note`` a person reads (why the library is empty, what was converted). ``load`` returns
    the entries, read once."""

    ruleset: str
    title: str
    source: str
    load: Callable[[], Sequence[CreatureEntry]] = field(default=lambda: ())
    licence: str | None = None
    attribution: str | None = None
    edition: str | None = None
    note: str = ""

    @cached_property
    def entries(self) -> tuple[CreatureEntry, ...]:
        """Every entry, sorted by name (read on first use)."""
        return tuple(sorted(self.load(), key=lambda e: (e.name.lower(), e.id)))

    @cached_property
    def _by_key(self) -> dict[str, CreatureEntry]:
        keys: dict[str, CreatureEntry] = {}
        for e in self.entries:
            keys.setdefault(e.name.lower(), e)
        for e in self.entries:
            keys[e.id.lower()] = e
        return keys

    def get(self, ref: str) -> CreatureEntry:
        """The entry whose id is ``ref``, or whose name it is (ignoring case). Raises
        ``CreatureNotFound`` (404) naming the library and the closest names."""
        found = self._by_key.get(ref.strip().lower())
        if found is None:
            raise CreatureNotFound(ref, self.ruleset, [e.name for e in self.search(ref, limit=5)[1]])
        return found

    def search(
        self,
        q: str = "",
        *,
        type: str | None = None,  # the query parameter's name
        challenge: Fraction | None = None,
        challenge_min: Fraction | None = None,
        challenge_max: Fraction | None = None,
        limit: int = 50,
        offset: int = 0,
    ) -> tuple[int, list[CreatureEntry]]:
        """``(total, page)``: the entries whose name (or id) holds every word of ``q`` (ignoring
        case), of ``type`` (its type, or the start of it: ``"swarm"``), at challenge rating
        ``challenge`` or between ``challenge_min`` and ``challenge_max``; names that start with
        ``q`` first, then by name; ``limit`` of them from ``offset``."""
        words = q.lower().split()
        kind = (type or "").strip().lower()

        def fits(e: CreatureEntry) -> bool:
            text = f"{e.name.lower()} {e.id.lower()}"
            if not all(w in text for w in words):
                return False
            if kind and not (e.type.lower() == kind or e.type.lower().startswith(kind)):
                return False
            cr = e.challenge
            if challenge is not None and cr != challenge:
                return False
            if challenge_min is not None and (cr is None or cr < challenge_min):
                return False
            return not (challenge_max is not None and (cr is None or cr > challenge_max))

        hits = [e for e in self.entries if fits(e)]
        lead = q.strip().lower()
        if lead:
            hits.sort(key=lambda e: not e.name.lower().startswith(lead))
        return len(hits), hits[offset : offset + limit]


def count_of(count: int, *, combatant_id: str | None, has_position: bool) -> int:
    """``count`` checked: 1 to ``MAX_COUNT``; with more than one, no ``combatant_id`` (each
    gets its own) and no ``position`` (place each with ``place_combatant``). Raises
    ``InvalidCommand`` (422) naming what was wrong."""
    if not 1 <= count <= MAX_COUNT:
        raise InvalidCommand(f"count {count} is out of range: add 1 to {MAX_COUNT} creatures at once")
    if count > 1 and combatant_id is not None:
        raise InvalidCommand(f"count {count} with one combatant_id: leave it out, each creature gets its own id")
    if count > 1 and has_position:
        raise InvalidCommand(f"count {count} with one position: leave it out and place each with place_combatant")
    return count


def numbered(state: EncounterState, base: str, count: int) -> list[str]:
    """Names for ``count`` newcomers called ``base``: ``base`` itself for a lone one nobody
    here is called yet; otherwise ``"base N"``, numbered after the highest number in use
    (a combatant called ``base`` counts as 1; ids of those who left count too, since the
    log still names them): "Goblin 1", "Goblin 2", then "Goblin 3" for the next one."""
    used = _numbers_in_use(state, base)
    if count == 1 and not used:
        return [base]
    start = max(used, default=0) + 1
    return [f"{base} {n}" for n in range(start, start + count)]


def _numbers_in_use(state: EncounterState, base: str) -> set[int]:
    name = re.compile(rf"^{re.escape(base)}(?: (\d+))?$", re.IGNORECASE)
    key = re.compile(rf"^{re.escape(slug(base))}(?:-(\d+))?$")
    used: set[int] = set()
    for c in state.combatants.values():
        if m := name.match(c.name):
            used.add(int(m.group(1) or 1))
    for cid in (*state.combatants, *state.departed):
        if m := key.match(cid):
            used.add(int(m.group(1) or 1))
    return used


def new_ids(state: EncounterState, names: Iterable[str], wanted: str | None = None) -> list[str]:
    """An id for each of ``names`` (``wanted`` for a lone one, checked as ``combatant_id_for``
    does): the slug of each, suffixed when taken, never one used before in this encounter."""
    from fray.domain.ids import combatant_id_for

    names = list(names)
    if len(names) == 1:
        return [combatant_id_for(state, wanted, names[0])]
    taken = {*state.combatants, *state.departed, *state.order}
    out = []
    for n in names:
        cid = new_combatant_id(n, taken)
        taken.add(cid)
        out.append(cid)
    return out


def shown_name(state: EncounterState, entry: CreatureEntry, side: str) -> str:
    """The default name of a library creature joining ``side``: the entry's name, unless the
    players may not see the stat blocks of that side (``core.secrecy``), then its type
    ("Humanoid", "Undead"): the library is public, so its name would give the block away
    (issue 20). The GM's ``name`` always wins."""
    probe = Combatant(id="", name="", side=side)
    if stat_block_shown(state, probe) == "hidden":
        return entry.type.split(" ")[0].capitalize() or "Creature"
    return entry.name
