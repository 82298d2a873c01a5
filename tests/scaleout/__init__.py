"""Scale-out on real engines the tests start: a Redis Cluster, a PostgreSQL standby, PgBouncer."""
