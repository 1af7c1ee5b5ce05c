"""A run of the fuzz properties ends by saying how many inputs each target got."""

from __future__ import annotations

from typing import Any

from tests.fuzz import corpus


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if corpus.TRIED:
        terminalreporter.write_sep("-", "fuzz inputs tried")
        for target, count in sorted(corpus.TRIED.items()):
            terminalreporter.write_line(f"{target:50} {count}")
        terminalreporter.write_line(f"{'total':50} {sum(corpus.TRIED.values())}")
