"""Wiring and entry points: settings, the app factory, the command line."""
