"""The service layer: the encounters repository, the command handler, the read views and the
policies every way in and out shares (who may act, what each reader may see)."""
