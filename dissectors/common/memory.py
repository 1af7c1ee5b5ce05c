"""Per-capture memory of the protocols (topic names, SASL mechanisms, client names), bounded."""

from __future__ import annotations

from collections import OrderedDict
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")
ENTRIES = 65536  # entries kept; the oldest remembered is forgotten first


class BoundedMemory(OrderedDict[K, V], Generic[K, V]):
    """A dict that forgets its least recently remembered entries past `limit`."""

    def __init__(self, limit: int = ENTRIES) -> None:
        super().__init__()
        self.limit = limit

    def remember(self, key: K, value: V) -> None:
        self[key] = value
        self.move_to_end(key)
        if len(self) > self.limit:
            self.popitem(last=False)
