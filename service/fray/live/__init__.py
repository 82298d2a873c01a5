"""Live fan-out: events published on each encounter's channel, and resumable feeds."""
