"""How far compressed data may inflate: --max-decompressed, and --max-ratio above a floor."""

from __future__ import annotations

from dataclasses import dataclass

RATIO_FLOOR = 1024 * 1024  # the ratio only bites above this size


@dataclass(frozen=True)
class InflateLimits:
    max_decompressed: int = 64 * 1024 * 1024  # bytes one compressed unit may inflate to
    max_ratio: int = 1000  # ... and at most this many times its compressed size
    ratio_floor: int = RATIO_FLOOR

    def limit_for(self, compressed: int) -> int:
        """The most that `compressed` bytes may inflate to."""
        return min(self.max_decompressed, max(self.ratio_floor, compressed * self.max_ratio))
