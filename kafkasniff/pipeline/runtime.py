"""Process-wide settings for a decoding process (the CLI's and its worker processes')."""

from __future__ import annotations

import gc


def relax_garbage_collector() -> None:
    """Decoding allocates millions of short-lived, acyclic objects (field nodes) that reference
    counting frees; the cyclic collector's frequent passes over them cost a third of the run."""
    gc.freeze()
    gc.set_threshold(100_000, 50, 1000)
