"""Same answers through TLS: the Kafka conversations of real samples, each connection carried
over a real TLS session (OpenSSL at both ends, in memory) and captured as TCP, decode with the
key log to exactly what the plaintext capture decodes to: every exchange, field for field."""

from __future__ import annotations

import ssl
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

from kafkasniff.model import Connection, DecodedExchange
from kafkasniff.pipeline.wiring import Options
from kafkasniff.rendering.ndjson import exchange_object
from kafkasniff.tls.keys import KeyLog
from tests.support import captures as cap
from tests.support.decode import decode
from tests.support.tls_sessions import Message, conversation

SAMPLES = ["confluent", "kafka-python-v2.5"]


def messages_by_connection(exchanges: list[DecodedExchange]) -> dict[Connection, list[Message]]:
    """Each connection's frames in the order they were sent."""
    frames = defaultdict(list)
    for item in exchanges:
        for frame in (item.exchange.request, item.exchange.response):
            if frame is not None:
                frames[item.exchange.conn].append(frame)
    return {conn: [(f.from_client, f.data) for f in sorted(fs, key=lambda f: (f.ts_first, not f.from_client))]
            for conn, fs in frames.items()}  # fmt: skip


def over_tls(name: str, folder: Path, **tls: Any) -> tuple[list[cap.Seg], KeyLog, list[DecodedExchange]]:
    """The sample's connections carried over TLS: (segments, key log, the plaintext's exchanges)."""
    plain, _, _ = decode(cap.sample_path(name))
    keys, streams = KeyLog(), []
    for n, (conn, messages) in enumerate(messages_by_connection(plain).items()):
        talk = conversation(folder / str(n), messages, **tls)
        keys.merge(talk.keys)
        client = (bytes(map(int, conn.client[0].split("."))), conn.client[1])
        server = (bytes(map(int, conn.server[0].split("."))), conn.server[1])
        streams.append(cap.conversation(client, server, talk.flights, 1_000_000_000 + n * 10_000_000, step=1000))
    return cap.merge(*streams), keys, plain


def comparable(item: DecodedExchange) -> dict[str, Any]:
    shown = exchange_object(item)
    for key in ("ts", "latency_ms", "tls", "frames", "tcp_stream"):  # the TLS capture's own timing, packets, TLS facts
        shown.pop(key, None)
    return shown


@pytest.mark.parametrize("name", SAMPLES)
@pytest.mark.parametrize("tls", [
    pytest.param({}, id="tls1.3"),
    pytest.param({"version": ssl.TLSVersion.TLSv1_2, "ciphers": "ECDHE-ECDSA-AES128-GCM-SHA256"}, id="tls1.2-gcm"),
])  # fmt: skip
def test_a_tls_capture_with_its_key_log_decodes_to_the_plaintext_exchanges(tmp_path: Path, name: str, tls: Any):
    segs, keys, plain = over_tls(name, tmp_path, **tls)
    exchanges, notices, counters = decode(cap.pcap_bytes(segs), Options(keys=keys))
    assert sorted(map(str, map(comparable, exchanges))) == sorted(map(str, map(comparable, plain)))
    assert all(e.exchange.conn.tls is not None for e in exchanges)
    assert counters.connections_decrypted == len({e.exchange.conn for e in plain})
    assert counters.bytes_encrypted == 0 and counters.tls_records_failed == 0
    assert not [n for n in notices if n.kind != "tls"]


def test_the_key_log_embedded_in_a_pcapng_is_used(tmp_path: Path):
    segs, keys, plain = over_tls("confluent", tmp_path)
    key_log = b"".join((folder / "keys.log").read_bytes() for folder in sorted(tmp_path.iterdir()))
    embedded = cap.pcapng_bytes(segs, [(1, 9)], lambda i: 0, key_log=key_log)
    exchanges, _, counters = decode(embedded)
    assert len(exchanges) == len(plain) and counters.connections_decrypted >= 1 and counters.bytes_encrypted == 0


def test_without_its_key_log_a_tls_capture_says_what_it_could_not_read(tmp_path: Path):
    segs, _, plain = over_tls("kafka-python-v2.5", tmp_path)
    exchanges, notices, counters = decode(cap.pcap_bytes(segs))
    connections = len({e.exchange.conn for e in plain})
    assert exchanges == [] and counters.connections_encrypted == connections
    assert [n.kind for n in notices] == ["encrypted"] * connections
    assert counters.bytes_encrypted == sum(len(s.payload) for s in segs)


@pytest.mark.parametrize("variant", [
    pytest.param(lambda s: cap.recut(s, 7), id="recut-7-bytes"),
    pytest.param(cap.coalesce, id="coalesced"),
    pytest.param(lambda s: cap.swap_pairs(cap.recut(s, 100)), id="reordered"),
    pytest.param(lambda s: cap.duplicate(cap.recut(s, 100)), id="retransmitted-and-overlapping"),
])  # fmt: skip
def test_records_across_segments_reordered_or_retransmitted_decrypt_the_same(tmp_path: Path, variant: Any):
    segs, keys, plain = over_tls("kafka-python-v2.5", tmp_path)
    exchanges, notices, counters = decode(cap.pcap_bytes(variant(segs)), Options(keys=keys))
    assert sorted(map(str, map(comparable, exchanges))) == sorted(map(str, map(comparable, plain)))
    assert counters.bytes_encrypted == 0 and counters.tls_records_failed == 0


def test_a_lost_segment_loses_only_the_exchange_it_was_in(tmp_path: Path):
    segs, keys, plain = over_tls("kafka-python-v2.5", tmp_path)
    segs = cap.recut(segs, 200)
    sizes = [len(s.payload) for s in segs]
    lost = max(range(len(segs)), key=lambda i: (sizes[i] == 200, i < len(segs) * 2 // 3, -abs(i - len(segs) // 2)))
    exchanges, notices, counters = decode(cap.pcap_bytes(cap.drop(segs, lost)), Options(keys=keys))
    whole = {str(comparable(e)) for e in plain}
    intact = [e for e in exchanges if not e.warnings and e.exchange.status == "ok"]
    assert len(intact) >= len(plain) - 2 and all(str(comparable(e)) in whole for e in intact)
    assert counters.gaps == 1 and counters.tls_records_failed == 0


@pytest.mark.parametrize("tls", [
    pytest.param({}, id="tls1.3"),
    pytest.param({"version": ssl.TLSVersion.TLSv1_2, "ciphers": "ECDHE-ECDSA-AES128-GCM-SHA256"}, id="tls1.2-gcm"),
])  # fmt: skip
def test_any_one_lost_segment_costs_at_most_the_exchanges_it_touched(tmp_path: Path, tls: Any):
    """Every segment of the capture lost in turn, handshakes included. Nothing is made up and no
    record fails; a loss costs at most the two exchanges around it, except a connection's first
    request (on a port that is not Kafka's, framing judges a connection by it, in clear as in TLS)
    and, under TLS 1.2, a hello, whose random the keys need (the connection is then reported)."""
    segs, keys, plain = over_tls("kafka-python-v2.5", tmp_path, **tls)
    segs = cap.recut(segs, 200)
    whole = {str(comparable(e)) for e in plain}
    connections = len({e.exchange.conn for e in plain})
    costly = 0
    for lost in (i for i, s in enumerate(segs) if s.payload):
        exchanges, _, counters = decode(cap.pcap_bytes(cap.drop(segs, lost)), Options(keys=keys))
        intact = [e for e in exchanges if not e.warnings and e.exchange.status == "ok"]
        assert all(str(comparable(e)) in whole for e in intact)
        assert counters.tls_records_failed == 0
        hello = segs[lost].payload[0] == 22 and segs[lost].payload[5] in (1, 2)
        assert counters.connections_encrypted == (1 if hello and tls else 0)
        costly += len(intact) < len(plain) - 2 and not counters.connections_encrypted
    assert costly <= connections
