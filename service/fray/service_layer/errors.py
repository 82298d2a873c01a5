"""The service layer's refusals (each a ``DomainError``, mapped to a status in ``fray.api.problems``)."""

from __future__ import annotations

from fray.domain.errors import DomainError


class EncounterNotFound(DomainError):
    """No encounter has that id (HTTP 404)."""

    title = "Unknown encounter"


class PreconditionFailed(DomainError):
    """``If-Match`` named a version the encounter is no longer at (HTTP 412)."""

    title = "The encounter has changed"


class EncounterExists(DomainError):
    """An import of an encounter this server already has (HTTP 409)."""

    title = "The encounter is here already"


class VersionOutOfRange(DomainError):
    """A past version or round the encounter does not have (HTTP 404, naming the range)."""

    title = "No such version"


def missing(encounter_id: str) -> EncounterNotFound:
    """The refusal for an encounter id nobody created (or one the caller's token does not open)."""
    return EncounterNotFound(f"no encounter {encounter_id}; create one with POST /encounters")
