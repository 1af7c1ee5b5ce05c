"""The net tests' fixtures."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from kafkasniff.net.ip import IP_PROTOCOLS, IPV6_NEXT_HEADERS
from kafkasniff.net.links import ETHERTYPES, LINK_TYPES


@pytest.fixture
def tables() -> Iterator[None]:
    """The declared tables, put back as they were after a test that registers layers in them."""
    saved: list[tuple[dict, dict]] = [(t, dict(t)) for t in (ETHERTYPES, IP_PROTOCOLS, IPV6_NEXT_HEADERS, LINK_TYPES)]
    yield
    for table, content in saved:
        table.clear()
        table.update(content)
