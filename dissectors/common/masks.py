"""How hidden data looks, the same for every protocol: a secret is MASK (--show-secrets shows
it), redacted data says only its size (--redact)."""

from __future__ import annotations

MASK = "********"


class Redacted(str):
    """What replaces redacted data: a str, so JSON and trees show it as text."""

    __slots__ = ()

    @classmethod
    def of(cls, size: int) -> Redacted:
        return cls(f"<redacted {size} bytes>")
