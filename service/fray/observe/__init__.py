"""What an operator watches: Prometheus metrics (``fray.observe.metrics``) and OpenTelemetry
traces (``fray.observe.traces``), recorded by the service layer, the store and the live feed.
A leaf: it imports nothing of Fray's, so every layer may record into it."""
