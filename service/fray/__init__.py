"""Fray: event-sourced encounters for tabletop RPGs."""

__version__ = "0.1.0"
