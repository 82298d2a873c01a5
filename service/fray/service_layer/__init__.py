"""The service layer: loading encounters, handling commands, the read views, snapshots, export
and import, and the operator's jobs, on top of the domain, the store and the policies."""
