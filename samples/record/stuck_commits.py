"""The `stuck` verdict as the clients' own logs call for it: a member's accepted commit of an
offset it had committed (accepted) before, sent once an accepted commit of a higher offset had
been sent for the partition, which proves the group had consumed past it. kafkasniff judges by
the Fetch answers delivered to the group, which can come earlier than the higher commit; so its
stuck commits include these and may add the culprit's repeats sent in between."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

Entry = dict[str, Any]

RULE = (
    "stuck: a member's accepted commit repeats an offset it had committed before, sent after an accepted "
    "commit of a higher offset (the group had consumed past it)"
)


def stuck_commits(entries: Iterable[Entry], sent: str, accepted: Callable[[Entry], bool]) -> list[Entry]:
    """The entries of one partition's commits that the rule calls stuck, in the order sent;
    `sent` names the entries' time field."""
    done: list[Entry] = []
    stuck: list[Entry] = []
    for e in sorted((e for e in entries if accepted(e)), key=lambda e: e[sent]):
        repeats = any(d["member_id"] == e["member_id"] and d["offset"] == e["offset"] for d in done)
        if repeats and any(d["offset"] > e["offset"] for d in done):
            stuck.append(e)
        done.append(e)
    return stuck
