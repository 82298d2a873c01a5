"""The creature library's pure parts (``fray.domain.library``): numbered names that continue
past those in use, ids never reused, counts checked, search by words, type and challenge."""

from __future__ import annotations

from fractions import Fraction

import pytest

from fray.domain.errors import CreatureNotFound, InvalidCommand
from fray.domain.library import CreatureEntry, CreatureLibrary, count_of, new_ids, numbered, parse_challenge
from fray.domain.state import Combatant, EncounterState, StatBlock


def state(*names: str, departed: tuple[str, ...] = ()) -> EncounterState:
    from fray.domain.ids import slug

    combatants = {slug(n): Combatant(id=slug(n), name=n, side="foes") for n in names}
    return EncounterState(combatants=combatants, departed=departed)


def test_a_lone_newcomer_keeps_a_free_name_and_several_are_numbered_from_one() -> None:
    assert numbered(state(), "Goblin", 1) == ["Goblin"]
    assert numbered(state(), "Goblin", 3) == ["Goblin 1", "Goblin 2", "Goblin 3"]


def test_numbers_continue_past_the_highest_in_use_and_a_plain_name_counts_as_one() -> None:
    assert numbered(state("Goblin 1", "Goblin 2"), "Goblin", 2) == ["Goblin 3", "Goblin 4"]
    assert numbered(state("Goblin"), "Goblin", 1) == ["Goblin 2"]
    assert numbered(state("goblin 7"), "Goblin", 1) == ["Goblin 8"]
    assert numbered(state("Goblin Boss"), "Goblin", 1) == ["Goblin"]  # another creature's name


def test_those_who_left_keep_their_numbers() -> None:
    assert numbered(state("Goblin 1", departed=("goblin-2",)), "Goblin", 1) == ["Goblin 3"]


def test_ids_follow_the_names_and_are_never_reused() -> None:
    s = state(departed=("goblin-1",))
    assert new_ids(s, ["Goblin 1", "Goblin 2"]) == ["goblin-1-2", "goblin-2"]


@pytest.mark.parametrize(("count", "words"), [(0, "count 0 is out of range"), (21, "1 to 20")])
def test_a_count_out_of_range_is_refused(count: int, words: str) -> None:
    with pytest.raises(InvalidCommand, match=words):
        count_of(count, combatant_id=None, has_position=False)


def test_several_at_once_take_no_single_id_or_square() -> None:
    with pytest.raises(InvalidCommand, match="its own id"):
        count_of(2, combatant_id="g", has_position=False)
    with pytest.raises(InvalidCommand, match="place_combatant"):
        count_of(2, combatant_id=None, has_position=True)


class Block(StatBlock, frozen=True, kw_only=True, tag="test"):
    pass


def entry(id_: str, name: str, type_: str, cr: str | None) -> CreatureEntry:
    return CreatureEntry(id=id_, name=name, type=type_, challenge_rating=cr, stats=Block())


LIB = CreatureLibrary(
    ruleset="test",
    title="t",
    source="s",
    load=lambda: [
        entry("wolf", "Wolf", "beast", "1/4"),
        entry("dire-wolf", "Dire Wolf", "beast", "1"),
        entry("werewolf", "Werewolf", "humanoid", "3"),
        entry("rats", "Swarm of Rats", "swarm of Tiny beasts", "1/4"),
    ],
)


def test_search_needs_every_word_and_puts_names_starting_with_the_query_first() -> None:
    assert [e.name for e in LIB.search("wolf")[1]] == ["Wolf", "Dire Wolf", "Werewolf"]
    assert [e.name for e in LIB.search("dire WOLF")[1]] == ["Dire Wolf"]


def test_search_by_type_start_and_challenge() -> None:
    assert [e.id for e in LIB.search(type="swarm")[1]] == ["rats"]
    assert [e.id for e in LIB.search(challenge=Fraction(1, 4))[1]] == ["rats", "wolf"]
    assert LIB.search(challenge_min=Fraction(1), challenge_max=Fraction(3))[0] == 2


def test_get_by_id_or_name_and_an_unknown_one_suggests_the_closest() -> None:
    assert LIB.get("Dire wolf").id == "dire-wolf" and LIB.get("werewolf").name == "Werewolf"
    with pytest.raises(CreatureNotFound, match="no creature 'wolves'"):
        LIB.get("wolves")


def test_a_challenge_rating_is_a_fraction_a_decimal_or_a_whole_number() -> None:
    assert parse_challenge("1/4") == parse_challenge("0.25") == Fraction(1, 4)
    with pytest.raises(InvalidCommand, match="not a number"):
        parse_challenge("high")
