"""The pure core: events, commands, state, evolve/decide and the dice roller. No I/O here."""
