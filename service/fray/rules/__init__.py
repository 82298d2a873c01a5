"""Rule systems, one package each, listed in :mod:`fray.rules.registry`. All pure."""
