"""PostgreSQL: the event store, migrations, and the embedded development database."""
