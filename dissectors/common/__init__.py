"""What the protocols share, once: varints, bounded decompression and its limits, bounded
per-capture memory, and how secrets and redacted data look to the user."""
