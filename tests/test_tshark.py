"""kafkasniff against Wireshark's Kafka dissector (tshark), run now on the bundled samples."""

from __future__ import annotations

import json
import shutil
import subprocess
from collections import Counter
from pathlib import Path

import pytest

from kafkasniff.dissectors.kafka.vocabulary import PARTITION_FIELDS
from kafkasniff.dissectors.tree import Node
from tests.support.decode import decode
from tests.support.facts import kafka_sidecars

SAMPLES = Path(__file__).resolve().parents[1] / "samples"
FACTS = kafka_sidecars()

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not shutil.which("tshark"), reason="tshark not installed")]


def tshark_fields(pcap: Path, port: int, display_filter: str, *fields: str) -> list[list[str]]:
    args = ["tshark", "-n", "-r", str(pcap), "-d", f"tcp.port=={port},kafka", "-Y", display_filter, "-T", "fields"]
    for field in fields:
        args += ["-e", field]
    out = subprocess.run(args, capture_output=True, text=True, timeout=300, check=True).stdout
    return [line.split("\t") for line in out.splitlines()]


@pytest.mark.parametrize("facts_path", FACTS, ids=lambda p: p.name.split(".")[0])
def test_request_counts_and_correlation_ids_equal_tsharks(facts_path: Path):
    facts = json.loads(facts_path.read_text())
    pcap, port = SAMPLES / facts["pcap"], facts["port"]
    rows = tshark_fields(
        pcap, port, f"tcp.dstport=={port} && kafka", "tcp.srcport", "kafka.request_key", "kafka.correlation_id"
    )
    theirs = Counter()
    for sport, keys, corrs in rows:
        for key, corr in zip(keys.split(","), corrs.split(","), strict=True):
            theirs[(int(sport), int(key), int(corr))] += 1
    exchanges, _, _ = decode(pcap)
    ours = Counter(
        (e.exchange.conn.client[1], e.fields["api_key"], e.fields["correlation_id"])
        for e in exchanges
        if e.exchange.request is not None
    )
    assert ours == theirs


@pytest.mark.parametrize("facts_path", FACTS, ids=lambda p: p.name.split(".")[0])
def test_every_response_tshark_pairs_we_pair_too(facts_path: Path):
    facts = json.loads(facts_path.read_text())
    pcap, port = SAMPLES / facts["pcap"], facts["port"]
    rows = tshark_fields(
        pcap, port, f"tcp.srcport=={port} && kafka.request_frame", "tcp.dstport", "kafka.correlation_id"
    )
    theirs = Counter((int(dport), int(c)) for dport, corrs in rows for c in corrs.split(","))
    exchanges, _, _ = decode(pcap)
    ours = Counter(
        (e.exchange.conn.client[1], e.fields["correlation_id"]) for e in exchanges if e.exchange.status == "ok"
    )
    assert not theirs - ours  # tshark leaves responses to versions it does not know unpaired; we do not
    assert sum(ours.values()) == facts["tshark"]["responses"]


@pytest.mark.parametrize("facts_path", FACTS, ids=lambda p: p.name.split(".")[0])
def test_frame_numbers_and_tcp_streams_are_wiresharks(facts_path: Path):
    """`frame.number == N` and `tcp.stream == S` open each exchange in Wireshark: every frame's
    first and last packets are in its connection's stream, and where tshark pairs a response,
    its request and response complete in the packets we name last."""
    facts = json.loads(facts_path.read_text())
    pcap, port = SAMPLES / facts["pcap"], facts["port"]
    rows = tshark_fields(pcap, port, "tcp", "frame.number", "tcp.stream", "kafka.correlation_id", "kafka.request_frame")
    stream_of = {int(number): int(stream) for number, stream, _, _ in rows}
    completed = {}  # (stream, correlation id) -> (request's last packet, response's last packet)
    for number, stream, corrs, request_frames in rows:
        for corr, request_frame in zip(corrs.split(","), request_frames.split(","), strict=False):
            if request_frame:
                completed[(int(stream), int(corr))] = (int(request_frame), int(number))
    exchanges, _, _ = decode(pcap)
    compared = 0
    for e in exchanges:
        ex = e.exchange
        frames = [f for f in (ex.request, ex.response) if f is not None]
        assert {stream_of[n] for f in frames for n in f.packets} == {ex.conn.stream}
        assert all(0 < f.packets[0] <= f.packets[1] for f in frames)
        theirs = completed.get((ex.conn.stream, e.fields["correlation_id"]))
        if theirs is not None and ex.request is not None and ex.response is not None:
            assert (ex.request.packets[1], ex.response.packets[1]) == theirs
            compared += 1
    assert compared >= min(5, facts["tshark"]["responses"])


# (api key, side) -> our field whose values tshark reports as kafka.offset
OFFSET_FIELDS = {
    (8, "request"): "committed_offset",
    (28, "request"): "committed_offset",
    (1, "request"): "fetch_offset",
    (9, "response"): "committed_offset",
    (2, "response"): "offset",
}


PARTITION_ARRAYS = ("partitions", "partition_indexes")


def _tree_values(node: Node, offset_field: str | None) -> tuple[list, list, list]:
    """Topic names, partition ids and the offsets tshark reports, from a decoded tree."""
    topics, parts, offsets = [], [], []

    def visit(n: Node, parent: Node | None) -> None:
        if n.entity == "topicName" and isinstance(n.value, str):
            topics.append(n.value)
        elif n.type == "int32" and (
            n.name in PARTITION_FIELDS or (parent and parent.type == "[]int32" and parent.name in PARTITION_ARRAYS)
        ):
            parts.append(n.value)
        elif offset_field and n.name == offset_field and n.type == "int64":
            offsets.append(n.value)
        if n.type == "bytes":
            return  # nested protocols (consumer assignments...) tshark does not decode
        for c in n.children or ():
            visit(c, n)

    visit(node, None)
    return sorted(topics), sorted(parts), sorted(offsets)


def _our_pdus(pcap: Path) -> dict[tuple[int, int, str], tuple[int, list, list, list]]:
    """(client port, correlation id, side) -> api key, sorted topics, partitions, offsets."""
    exchanges, _, _ = decode(pcap)
    pdus = {}
    for e in exchanges:
        for side, tree in (("request", e.request_tree), ("response", e.response_tree)):
            if tree is None or e.fields["api_key"] is None:
                continue
            field = OFFSET_FIELDS.get((e.fields["api_key"], side))
            key = (e.exchange.conn.client[1], e.fields["correlation_id"], side)
            pdus[key] = (e.fields["api_key"], *_tree_values(tree, field))
    return pdus


@pytest.mark.parametrize("facts_path", FACTS, ids=lambda p: p.name.split(".")[0])
def test_topics_partitions_and_offsets_equal_tsharks_decode(facts_path: Path):
    """Every PDU tshark decodes without complaint names the same topics, partitions and offsets."""
    facts = json.loads(facts_path.read_text())
    pcap, port = SAMPLES / facts["pcap"], facts["port"]
    rows = tshark_fields(
        pcap, port, "kafka && !_ws.malformed && !_ws.expert.severity == error",
        "tcp.srcport", "tcp.dstport", "kafka.correlation_id", "kafka.topic_name", "kafka.partition_id", "kafka.offset",
    )  # fmt: skip
    ours = _our_pdus(pcap)
    compared = 0
    for sport, dport, corr, topics, parts, offsets in rows:
        if "," in corr or not corr:
            continue  # several PDUs in one packet: fields are not attributable
        if not facts["tshark_clean"] and not topics:
            continue  # tshark 4.0 leaves bodies of versions it does not know undecoded
        side = "request" if int(dport) == port else "response"
        client_port = int(sport) if side == "request" else int(dport)
        api_key, our_topics, our_parts, our_offsets = ours[(client_port, int(corr), side)]
        split = lambda text: [x for x in text.split(",") if x]  # noqa: E731
        where = (api_key, side, corr)
        assert our_topics == sorted(split(topics)), where
        assert our_parts == sorted(int(x) for x in split(parts)), where
        if (api_key, side) in OFFSET_FIELDS:
            assert our_offsets == sorted(int(x) for x in split(offsets)), where
        compared += 1
    if compared < 5 and not facts["tshark_clean"]:
        # share groups, KIP-848 describes: apis tshark 4.0 does not know; the sidecar facts check these
        pytest.skip(f"tshark 4.0 decodes only {compared} bodies of this capture's versions")
    assert compared >= 5, compared


def test_stats_errors_equal_the_error_codes_tshark_decodes():
    """On the sample tshark decodes cleanly, every non-zero error code tshark shows, stats counts."""
    from kafkasniff.analyses.stats import StatsAnalysis
    from tests.support.analyses import analyse

    facts = json.loads((SAMPLES / "kafka-python-v2.5.facts.json").read_text())
    rows = tshark_fields(SAMPLES / facts["pcap"], facts["port"], "kafka.error != 0", "kafka.error")
    theirs = Counter(int(code) for row in rows for code in row[0].split(",") if code and int(code) != 0)
    ours = Counter()
    for row in analyse("kafka-python-v2.5", StatsAnalysis()):
        if row["kind"] == "error":
            from kafkasniff.dissectors.kafka.schema_data import ERRORS

            code = next(c for c, name in ERRORS.items() if name == row["error"])
            # tshark counts each error field: one per partition entry, or one per exchange at the top
            ours[code] += row["partitions"] or row["exchanges"]
    assert ours == theirs and sum(ours.values()) >= 1
