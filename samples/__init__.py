"""Small real captures with their sidecars of facts, and the recorder that makes them (samples.record)."""
