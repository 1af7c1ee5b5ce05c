"""The one-line view decodes only the fields its summary reads (DissectOptions.summary_only).
That must change nothing a user sees: the same summary, errors, warnings and fields, and the
bodies as JSON (decoded in full when asked for) the same as a full decode gives."""

from __future__ import annotations

import pytest

from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.pipeline.wiring import Options
from kafkasniff.rendering import lines, ndjson
from tests.support import captures as cap
from tests.support.captures import sample_path
from tests.support.decode import decode

SAMPLES = ["aiokafka", "codecs", "confluent", "kafka-python-legacy", "kafka-python-v2.5", "mixed-load", "mock-txn",
           "stale-commit"]  # fmt: skip


def views(source: str | bytes, **options: bool) -> list[tuple[str, str]]:
    capture = sample_path(source) if isinstance(source, str) else source
    exchanges, _, _ = decode(capture, Options(protocols=make_protocols(DissectOptions(**options))))
    return [(lines.render(e), ndjson.render(e)) for e in exchanges]


@pytest.mark.parametrize("sample", SAMPLES)
def test_the_summary_view_shows_what_a_full_decode_shows(sample):
    full, summary = views(sample), views(sample, summary_only=True)
    assert len(summary) == len(full) > 0
    for (line, json_line), (s_line, s_json) in zip(full, summary, strict=True):
        assert s_line == line
        assert s_json == json_line  # bodies included: decoded in full on demand


@pytest.mark.parametrize("sample", SAMPLES)
def test_the_json_view_without_trees_shows_what_a_full_decode_shows(sample):
    """--json builds no field trees (bodies read straight into JSON: json_reader.py)."""
    full, lazy = views(sample), views(sample, trees=False)
    assert [json_line for _, json_line in lazy] == [json_line for _, json_line in full]


@pytest.mark.parametrize("options", [{"trees": False}, {"trees": False, "records": True, "redact": True}])
def test_the_json_view_of_damaged_exchanges_is_a_full_decodes(options):
    segs = cap.recut(cap.load_segments(sample_path("codecs")), 100)
    for damaged in [cap.pcap_bytes(cap.drop(segs, i)) for i in range(5, len(segs), len(segs) // 7)]:
        full = views(damaged, **{k: v for k, v in options.items() if k != "trees"})
        assert views(damaged, **options) == full


def test_the_summary_view_builds_no_tree_or_a_partial_one():
    exchanges, _, _ = decode(
        sample_path("confluent"), Options(protocols=make_protocols(DissectOptions(summary_only=True)))
    )
    produce = next(e for e in exchanges if e.fields["api"] == "Produce")
    assert produce.request_tree is None  # its facts were read off the bytes (summary_reader.py)
    assert produce.fields["request"]["acks"] in (-1, 1)  # the body is there when the JSON asks for it
    metadata = next(e for e in exchanges if e.fields["api"] == "Metadata")  # topic ids are remembered from its tree
    body = metadata.response_tree.children[1]
    assert "throttle_time_ms" not in [c.name for c in body.children]  # not part of a summary
    assert "topics" in [c.name for c in body.children]


@pytest.mark.parametrize("sample", ["confluent", "codecs"])
def test_damaged_exchanges_get_the_same_markers_in_the_summary_view(sample):
    segs = cap.recut(cap.load_segments(sample_path(sample)), 100)
    marked = 0
    for damaged in [cap.pcap_bytes(cap.drop(segs, i)) for i in range(5, len(segs), len(segs) // 7)] + [
        cap.snaplen_cut(segs, 90)
    ]:
        full, summary = views(damaged), views(damaged, summary_only=True)
        marked += sum('"warnings":[{' in json_line for _, json_line in full)
        assert summary == full
    assert marked > 7
