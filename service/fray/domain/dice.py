"""Dice rollers, injected into the rules so that the rules never touch randomness themselves.

A roller answers one question: roll ``count`` dice of ``sides`` faces and say what came up.
The service uses :class:`SecureDice` (the operating system's CSPRNG, so nobody can predict a
roll from earlier ones); tests use :class:`SeededDice` for reproducible streams or
:class:`ScriptedDice` to force exact faces (a double six, a tie, a fumble).

Every die a rule rolls is copied into the event it produces, so folding the log never rolls.
"""

from __future__ import annotations

import random
import secrets
from collections import deque
from collections.abc import Iterable
from typing import Protocol

from fray.domain.errors import InvalidCommand


class Dice(Protocol):
    """Anything that can roll dice: ``roll(count, sides)`` returns ``count`` faces in 1..sides."""

    def roll(self, count: int, sides: int) -> tuple[int, ...]: ...


class DiceExhausted(RuntimeError):
    """A :class:`ScriptedDice` was asked for more dice than its script holds."""


def _check(count: int, sides: int) -> None:
    if count < 0:
        raise ValueError(f"cannot roll {count} dice")
    if sides < 1:
        raise ValueError(f"a die needs at least one side, got {sides}")


class SecureDice:
    """Dice from the operating system's cryptographically secure generator (the service's roller)."""

    def __init__(self) -> None:
        self._rng = secrets.SystemRandom()

    def roll(self, count: int, sides: int) -> tuple[int, ...]:
        _check(count, sides)
        return tuple(self._rng.randint(1, sides) for _ in range(count))


class SeededDice:
    """Reproducible dice from a private :class:`random.Random` (never the global generator)."""

    def __init__(self, seed: int | str) -> None:
        self._rng = random.Random(seed)

    def roll(self, count: int, sides: int) -> tuple[int, ...]:
        _check(count, sides)
        return tuple(self._rng.randint(1, sides) for _ in range(count))


class ScriptedDice:
    """Dice that come up exactly as scripted, in order: ``ScriptedDice([6, 6, 1, 2])``.

    Raises :class:`DiceExhausted` when the script runs out and ``ValueError`` when a scripted
    face cannot appear on the die being rolled (a 7 on a d6), so a wrong script fails loudly.
    """

    def __init__(self, faces: Iterable[int]) -> None:
        self._faces = deque(faces)

    @property
    def remaining(self) -> int:
        """How many scripted faces have not been rolled yet."""
        return len(self._faces)

    def roll(self, count: int, sides: int) -> tuple[int, ...]:
        _check(count, sides)
        if count > len(self._faces):
            raise DiceExhausted(f"script has {len(self._faces)} dice left, {count}d{sides} asked")
        out = tuple(self._faces.popleft() for _ in range(count))
        for face in out:
            if not 1 <= face <= sides:
                raise ValueError(f"scripted face {face} cannot come up on a d{sides}")
        return out


class TableDice:
    """Dice rolled at the table, entered with a command (``Command.rolls``), served to the
    rules in the order they roll: a number entry is one die, a list entry one roll of that
    many dice. When the entries run out, ``fallback`` rolls the rest (the encounter's
    ``core.dice`` is ``either``), or, with no fallback (``table``), the command is refused.

    Each face is checked against the die it stands for. Errors are ``TableDiceError`` (an
    ``InvalidCommand``, HTTP 422) naming the roll: "roll 2 is a d6: 7 cannot come up on it".
    ``left`` counts entries the rules never asked for (the caller refuses those too), and
    ``used`` says whether any entered face was used."""

    def __init__(self, entries: Iterable[int | list[int]], fallback: Dice | None = None) -> None:
        self._entries = deque(entries)
        self._fallback = fallback
        self._n = 0
        self.used = False

    @property
    def left(self) -> int:
        """Entries not yet used."""
        return len(self._entries)

    def roll(self, count: int, sides: int) -> tuple[int, ...]:
        _check(count, sides)
        self._n += 1
        if not self._entries:
            if self._fallback is None:
                raise TableDiceError(
                    f"roll {self._n} of this command is {count}d{sides}, but no more "
                    "dice were entered; send every die the command rolls in rolls"
                )
            return self._fallback.roll(count, sides)
        head = self._entries[0]
        if isinstance(head, list):
            if len(head) != count:
                raise TableDiceError(
                    f"roll {self._n} of this command is {count}d{sides}; the entry {head} has {len(head)} faces"
                )
            faces = tuple(self._entries.popleft())  # type: ignore[arg-type]  # a list entry is a list of faces: the isinstance above
        else:
            if count > 1 and not all(isinstance(e, int) for e in list(self._entries)[:count]):
                raise TableDiceError(
                    f"roll {self._n} of this command is {count}d{sides}; enter it as "
                    f"{count} numbers or one list of {count}"
                )
            if len(self._entries) < count and self._fallback is None:
                raise TableDiceError(
                    f"roll {self._n} of this command is {count}d{sides}; only "
                    f"{len(self._entries)} dice were left in rolls"
                )
            faces = tuple(self._entries.popleft() for _ in range(min(count, len(self._entries))))  # type: ignore[misc]  # int entries only: checked above
            if len(faces) < count and self._fallback is not None:
                faces += self._fallback.roll(count - len(faces), sides)
        for face in faces:
            if not 1 <= face <= sides:
                raise TableDiceError(f"roll {self._n} of this command is a d{sides}: {face} cannot come up on it")
        self.used = True
        return faces


class TableDiceError(InvalidCommand):
    """Dice entered at the table do not fit what the command rolls (HTTP 422)."""

    title = "Table dice do not fit"
