"""``python -m fray …``: the same as the ``fray`` command (``fray.server.cli``)."""

from fray.server.cli import main

if __name__ == "__main__":
    raise SystemExit(main())  # the exit code too (it was always 0: issue 19)
