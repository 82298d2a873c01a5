"""The HTTP and WebSocket edge: Litestar controllers, the live feed, problem documents."""
