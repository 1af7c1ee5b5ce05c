"""The one-line view: a plain line is the coloured line's words, space-separated. The plain line
is built at once (it is rendered for every exchange of a capture) and the coloured one from its
parts: both must say the same thing, whatever the exchange."""

from __future__ import annotations

import pytest

from kafkasniff.rendering import lines
from tests.support import captures as cap
from tests.support.captures import sample_path
from tests.support.decode import decode

# clean ones, errors, latencies bounded by lost segments, unanswered requests, MongoDB, SASL
SAMPLES = ["confluent", "kernel-drops", "mock-txn", "stale-commit", "mongo-crud", "kafka-sasl", "java-groups"]


def plain_and_coloured(capture: object, when: str | None = None) -> list[tuple[str, str]]:
    exchanges, _, _ = decode(capture)
    return [(lines.render(e, when), " ".join(text for text, _ in lines.parts(e, when))) for e in exchanges]


@pytest.mark.parametrize("sample", SAMPLES)
def test_the_plain_line_is_the_coloured_lines_words(sample):
    shown = plain_and_coloured(sample_path(sample))
    assert shown
    for plain, coloured in shown:
        assert plain == coloured


def test_the_same_with_another_time_column():
    for plain, coloured in plain_and_coloured(sample_path("confluent"), when="+0.000123"):
        assert plain == coloured and plain.startswith("+0.000123 ")


def test_the_same_for_damaged_exchanges(tmp_path):
    # a lost segment (a latency measured to the last bytes seen, a truncated warning) and a
    # connection cut mid-frame (unanswered requests)
    segs = cap.load_segments(sample_path("confluent"))
    damaged = {"lost": cap.drop(segs, len(segs) // 2), "reset": cap.reset_mid_frame(segs, len(segs) // 3)}
    said = []
    for name, kept in damaged.items():
        shown = plain_and_coloured(cap.write(tmp_path / f"{name}.pcap", cap.pcap_bytes(kept)))
        assert all(plain == coloured for plain, coloured in shown)
        said += [plain for plain, _ in shown]
    assert any("[truncated" in line for line in said) and any("UNANSWERED" in line for line in said)
