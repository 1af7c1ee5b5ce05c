"""Output formats: one line per exchange, NDJSON."""
