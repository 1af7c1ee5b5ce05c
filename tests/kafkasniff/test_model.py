"""Records of the pipeline: endpoints as text and back (the Spark tables store them as text)."""

from __future__ import annotations

import pytest

from kafkasniff.model import endpoint_text, text_endpoint


@pytest.mark.parametrize("endpoint", [("127.0.0.1", 9092), ("::1", 9094), ("fe80::1:2", 1)])
def test_an_endpoint_read_back_from_its_text_is_itself(endpoint: tuple[str, int]):
    assert text_endpoint(endpoint_text(endpoint)) == endpoint
