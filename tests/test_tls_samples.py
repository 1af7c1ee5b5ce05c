"""Real TLS captures (samples/tls-*, recorded by `python -m samples.record.tls`: kafka-python and
aiokafka through stunnel, confluent-kafka and pymongo through a TLS front writing the server's
key log): each decodes with its key log to what tshark decrypted, connection by connection, and
to the same exchanges as the plaintext capture recorded between the TLS front and the broker."""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

from kafkasniff.model import DecodedExchange
from kafkasniff.pipeline.wiring import Options
from kafkasniff.rendering.ndjson import exchange_object
from kafkasniff.tls.keys import read_key_log
from tests.support import captures as cap
from tests.support.decode import decode

SAMPLES = Path(__file__).resolve().parents[1] / "samples"
NAMES = sorted(p.name.removesuffix(".tls-facts.json") for p in SAMPLES.glob("tls-*.tls-facts.json"))


class TlsSample:
    def __init__(self, name: str, folder: Path = SAMPLES) -> None:
        self.facts = json.loads((folder / f"{name}.tls-facts.json").read_text())
        files = self.facts["files"]
        options = Options(keys=read_key_log(str(folder / files["keylog"])))
        self.exchanges, self.notices, self.counters = decode(folder / files["tls_pcap"], options)
        self.plain, _, _ = decode(folder / files["plain_pcap"])
        self.dsb = folder / files["dsb_pcapng"] if files.get("dsb_pcapng") else None

    def by_client_port(self, exchanges: list[DecodedExchange]) -> dict[int, list[DecodedExchange]]:
        found = defaultdict(list)
        for item in exchanges:
            found[item.exchange.conn.client[1]].append(item)
        return found


@pytest.fixture(scope="module", params=NAMES)
def sample(request: pytest.FixtureRequest) -> TlsSample:
    return TlsSample(request.param)


def request_name(item: DecodedExchange) -> str:
    """A request as the sidecar names it (tshark's view): Kafka api/version/correlation id,
    MongoDB opcode number/request id."""
    f = item.fields
    if item.exchange.conn.protocol == "mongo":
        return f"{OPCODES[f['opcode']]}/{f['request_id']:#010x}"
    return f"{f['api_key']}/{f['api_version']}/{f['correlation_id']}"


OPCODES = {"OP_QUERY": 2004, "OP_MSG": 2013, "OP_REPLY": 1, "OP_COMPRESSED": 2012}


def test_every_connection_decrypts_with_what_it_negotiated(sample: TlsSample):
    connections = sample.facts["tls_connections"]
    sessions = {item.exchange.conn.client[1]: item.exchange.conn.tls for item in sample.exchanges}
    for conn in connections:
        session = sessions[conn["client_port"]]
        assert session is not None
        assert session.version == conn["version"].replace("TLSv", "TLS ")
        assert (session.cipher, session.server_name, session.client_random) == (
            conn["cipher_suite"], conn["sni"], conn["client_random"])  # fmt: skip
    assert sample.counters.connections_decrypted == len(connections)
    assert sample.counters.bytes_encrypted == 0 and sample.counters.tls_records_failed == 0


def test_each_connection_has_the_requests_tshark_decrypted_in_order(sample: TlsSample):
    ours = sample.by_client_port(sample.exchanges)
    for conn in sample.facts["tls_connections"]:
        requests = [item for item in ours[conn["client_port"]] if item.exchange.request is not None]
        assert [request_name(item) for item in requests] == conn["requests"]


def comparable(item: DecodedExchange) -> str:
    shown: dict[str, Any] = exchange_object(item)
    for key in ("ts", "latency_ms", "client", "broker", "tls", "frames", "tcp_stream"):
        shown.pop(key, None)
    return json.dumps(shown, sort_keys=True)


def test_the_exchanges_are_the_plaintext_twins(sample: TlsSample):
    """Each TLS connection against the plain connection that carried its bytes to the broker,
    less the responses the broker sent after the client had gone (never relayed)."""
    ours, plain = sample.by_client_port(sample.exchanges), sample.by_client_port(sample.plain)
    for conn in sample.facts["tls_connections"]:
        late = set(conn["responses_not_relayed"])
        mine, twins = ours[conn["client_port"]], plain[conn["plain_client_port"]]
        relayed = [comparable(i) for i in twins if key(i) not in late]
        assert [comparable(i) for i in mine if key(i) not in late] == relayed
        assert all(i.exchange.status == "unanswered" for i in mine if key(i) in late)
        assert sorted(key(i) for i in twins if key(i) in late) == sorted(late)


def key(item: DecodedExchange) -> str:
    """How the sidecar names the exchange of a response (Kafka: correlation id)."""
    return str(item.fields.get("correlation_id"))


def test_the_key_log_embedded_in_the_pcapng_decrypts_the_same(sample: TlsSample):
    if sample.dsb is None:  # editcap's copy is made of one sample (tls-kafka-python)
        return
    exchanges, _, counters = decode(sample.dsb)
    assert [comparable(i) for i in exchanges] == [comparable(i) for i in sample.exchanges]
    assert counters.connections_decrypted == len(sample.facts["tls_connections"])


def test_a_sample_comes_with_its_secrets_embedded():
    assert any(TlsSample(name).dsb is not None for name in NAMES)


CHECKS = [
    test_every_connection_decrypts_with_what_it_negotiated,
    test_each_connection_has_the_requests_tshark_decrypted_in_order,
    test_the_exchanges_are_the_plaintext_twins,
    test_the_key_log_embedded_in_the_pcapng_decrypts_the_same,
]


def test_a_capture_begun_after_the_handshakes_recovers_tls13_and_says_tls12_cannot_be():
    """Each connection of the real sample without its first 8 segments (SYNs and the handshake
    flights): TLS 1.3 connections are found by trying the key log's secrets and decode to exchanges
    of the full capture; TLS 1.2 ones are reported, not guessed."""
    name = "tls-kafka-python"
    full = TlsSample(name)
    segs, seen = [], defaultdict(int)
    for seg in cap.load_segments(SAMPLES / f"{name}.pcap"):
        key = tuple(sorted([(seg.src, seg.sport), (seg.dst, seg.dport)]))
        seen[key] += 1
        if seen[key] > 8:
            segs.append(seg)
    options = Options(keys=read_key_log(str(SAMPLES / full.facts["files"]["keylog"])))
    exchanges, notices, counters = decode(cap.pcap_bytes(segs), options)
    tls13 = {c["client_port"] for c in full.facts["tls_connections"] if c["version"] == "TLSv1.3"}
    recovered = {e.exchange.conn.client[1] for e in exchanges if e.exchange.conn.tls and e.exchange.conn.tls.recovered}
    assert recovered and recovered <= tls13
    whole = {comparable(e) for e in full.exchanges}
    answered = [e for e in exchanges if e.exchange.status == "ok"]
    assert answered and all(comparable(e) in whole for e in answered)
    cannot = [n for n in notices if n.kind == "encrypted" and "cannot be found without the handshake" in n.message]
    assert len(cannot) == counters.connections_encrypted > 0
    assert counters.tls_records_failed == 0
