"""The policies every way in and out shares: who may send which command (``access``) and what
each reader may see of the state, the log and the errors (``visibility``, the one redaction)."""
