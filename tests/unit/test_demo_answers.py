"""The 4e demo's whole fight (``fray demo --ruleset dnd4e``, played end to end by
``tests/e2e/test_dnd4e_demo.py``) stops on a server failure even for an optional command: an
optional reaction or save may be refused by the rules (409, 422), never answered with a 500."""

from __future__ import annotations

import httpx
import pytest

from fray.demo.dnd4e_fight import answer

REACTION = {"type": "dnd4e.opportunity_attack", "reactor_id": "goblin", "target_id": "ana"}


def response(status: int) -> httpx.Response:
    return httpx.Response(status, json={"status": status, "events": []})


def test_an_accepted_command_is_answered_with_its_reply() -> None:
    assert answer(REACTION, True, response(200)) == {"status": 200, "events": []}
    assert answer(REACTION, False, response(200)) == {"status": 200, "events": []}


@pytest.mark.parametrize("status", [409, 422])
def test_an_optional_command_the_rules_refuse_is_answered_with_none(status: int) -> None:
    assert answer(REACTION, True, response(status)) is None


@pytest.mark.parametrize("status", [500, 503, 400, 404])
def test_an_optional_command_that_fails_otherwise_stops_the_fight(status: int) -> None:
    with pytest.raises(RuntimeError, match=rf"^dnd4e\.opportunity_attack refused: {status} "):
        answer(REACTION, True, response(status))


@pytest.mark.parametrize("status", [409, 422, 500])
def test_a_command_the_tactics_need_stops_the_fight_on_any_refusal(status: int) -> None:
    with pytest.raises(RuntimeError, match=rf"^dnd4e\.opportunity_attack refused: {status} "):
        answer(REACTION, False, response(status))
