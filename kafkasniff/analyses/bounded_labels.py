"""Label values a long-running tap admits, at most a limit of each: the first ones seen keep their
own name for the whole run, every later one is counted under `other`.

An admitted value is never dropped nor replaced by a busier one: what was counted under a name
must stay there, since a Prometheus counter that went down (or a series that vanished and came
back) reads as a reset. The first `limit` values win, whatever their traffic; the rest share
`other`, and how often a value was folded there is counted, so that a limit set too low shows.
"""

from __future__ import annotations

OTHER = "other"
NO_VALUE = "-"  # a label whose exchange has no value for it (no client id; no version: MongoDB)
DEFAULT_LIMIT = 50  # client ids, topics, groups, members: values of each a tap names on its own
# api names, versions, error names: the protocols name these, but a MongoDB command name or an
# error name comes off the wire, so they are bounded all the same, well above what a cluster uses
VOCABULARY_LIMIT = 256


class BoundedLabel:
    """The values one label admits: at most `limit`, in the order first seen."""

    __slots__ = ("name", "limit", "admitted", "folded")

    def __init__(self, name: str, limit: int = DEFAULT_LIMIT) -> None:
        if limit < 0:
            raise ValueError(f"a label's limit is a count of values, not {limit}")
        self.name = name
        self.limit = limit
        self.admitted: set[str] = set()
        self.folded = 0  # observations counted under OTHER because the label was full

    def value(self, value: str) -> str:
        """The label value to count an observation under, admitting it when there is room; each
        observation folded into OTHER is counted."""
        if value in self.admitted:
            return value
        if len(self.admitted) < self.limit:
            self.admitted.add(value)
            return value
        self.folded += 1
        return OTHER

    def named(self, value: str) -> str:
        """As `value`, for a value read again at scrape time (from an analysis's rows): admitted
        when there is room, but a fold is not counted, since every scrape reads it again."""
        if value in self.admitted:
            return value
        if len(self.admitted) < self.limit:
            self.admitted.add(value)
            return value
        return OTHER
