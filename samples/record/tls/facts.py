"""What tshark, an independent decoder, reads in a TLS sample: each connection's handshake, the
application messages it decrypts with the key log, and the same messages on the plain side."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from samples.record import tshark
from samples.record.sent import Facts
from samples.record.tls.suites import VERSION_CODES, suite_name

CLIENT_HELLO, SERVER_HELLO = "1", "2"
HANDSHAKE_FIELDS = [
    "tcp.srcport", "tcp.dstport", "tls.handshake.type", "tls.handshake.random", "tls.handshake.ciphersuite",
    "tls.handshake.extensions_server_name", "tls.handshake.extensions.supported_version", "tls.handshake.version",
]  # fmt: skip
# What both captures must agree on: the requests. Not the responses: one the backend sends after
# the client has closed (a Fetch in flight) is on the plain side only. Not frame numbers either.
COMPARED = ("requests_per_api_key", "request_versions", "requests", "requests_per_opcode")
COUNTED = (*COMPARED, "responses", "replies", "replies_per_opcode", "malformed")  # what totals() adds up


def tls_options(ports: Sequence[int], dissector: str, keylog: Path | None) -> list[str]:
    """tshark options: the ports' streams are TLS, decrypted with keylog, holding dissector's protocol."""
    options = ["-o", f"tls.keylog_file:{keylog}"] if keylog else []
    for port in ports:
        options += ["-d", f"tcp.port=={port},tls", "-d", f"tls.port=={port},{dissector}"]
    return options


def plain_options(ports: Sequence[int], dissector: str) -> list[str]:
    return [option for port in ports for option in ("-d", f"tcp.port=={port},{dissector}")]


def mongo_facts(pcap: Path, port: int, decode: Sequence[str] | None = None) -> Facts:
    """MongoDB messages to and from port as tshark reads them (decode: its options, e.g. for TLS)."""
    options = list(decode or plain_options([port], "mongo"))

    def opcodes(display_filter: str) -> list[str]:
        return tshark.flatten([row[0] for row in tshark.table(pcap, options, display_filter, ["mongo.opcode"])])

    requests, replies = opcodes(f"mongo && tcp.dstport=={port}"), opcodes(f"mongo && tcp.srcport=={port}")
    shown = f"({tshark.MALFORMED}) && tcp.port == {port}"
    malformed = tshark.table(pcap, options, shown, ["frame.number", "_ws.expert.message"])
    return {
        "requests": len(requests),
        "replies": len(replies),
        "requests_per_opcode": dict(sorted(Counter(requests).items())),
        "replies_per_opcode": dict(sorted(Counter(replies).items())),
        "malformed": len(malformed),
        "malformed_frames": [int(frame) for (frame,), _ in malformed],
        "malformed_reasons": dict(sorted(Counter(reason for _, reasons in malformed for reason in reasons).items())),
        "version": tshark.version(),
    }


@dataclass(frozen=True)
class Protocol:
    """How tshark reads one application protocol: its dissector, the fields that identify a request
    (to pair a TLS connection with its plain twin) and a response, and its facts for one port."""

    dissector: str
    request_fields: tuple[str, ...]
    response_fields: tuple[str, ...]
    facts: Callable[[Path, int, Sequence[str] | None], Facts]


KAFKA = Protocol("kafka", ("kafka.request_key", "kafka.request.version", "kafka.correlation_id"),
                 ("kafka.correlation_id",), tshark.kafka_facts)  # fmt: skip
MONGO = Protocol("mongo", ("mongo.opcode", "mongo.request_id"), ("mongo.opcode", "mongo.response_to"), mongo_facts)


def hex_version(value: str) -> str:
    return VERSION_CODES.get(int(value, 16), value)


def handshake_facts(pcap: Path, ports: Sequence[int]) -> dict[tuple[int, int], Facts]:
    """Per TLS connection (by client and server port: legs run one after another, and a later
    leg's client may be given an earlier one's port): randoms, SNI, offered and negotiated
    version and suite."""
    found: dict[tuple[int, int], Facts] = {}
    shown = "tls.handshake.type == 1 || tls.handshake.type == 2"
    for row in tshark.table(pcap, plain_options(ports, "tls"), shown, HANDSHAKE_FIELDS):
        (src,), (dst,), types, randoms, suites, names, versions, legacy = row
        if CLIENT_HELLO in types:
            found.setdefault((int(src), int(dst)), {}).update(
                server_port=int(dst), client_random=randoms[0], sni=names[0] if names else None,
                offered_versions=[hex_version(v) for v in versions] or [hex_version(legacy[0])],
            )  # fmt: skip
        if SERVER_HELLO in types:
            # TLS 1.3 puts the version in supported_versions; the legacy field says TLS 1.2.
            found.setdefault((int(dst), int(src)), {}).update(
                server_random=randoms[0], version=hex_version(versions[0] if versions else legacy[0]),
                cipher_suite=suite_name(int(suites[0], 16)), cipher_suite_id=suites[0],
            )  # fmt: skip
    return found


def connections(pcap: Path, ports: Sequence[int]) -> list[tuple[int, int]]:
    """(client port, server port) of every connection, in the order of their SYNs."""
    shown = f"tcp.flags.syn == 1 && tcp.flags.ack == 0 && ({' || '.join(f'tcp.dstport == {p}' for p in ports)})"
    return [(int(src[0]), int(dst[0])) for src, dst in tshark.table(pcap, [], shown, ["tcp.srcport", "tcp.dstport"])]


def per_connection(
    pcap: Path, options: Sequence[str], shown: str, client_field: str, fields: Sequence[str]
) -> dict[int, list[str]]:
    """Per client port: the messages shown, each as "field/field/...", in order."""
    found: dict[int, list[str]] = {}
    for (client,), *values in tshark.table(pcap, options, shown, [client_field, *fields]):
        # One value per PDU in each field; a frame may hold several PDUs.
        found.setdefault(int(client), []).extend("/".join(pdu) for pdu in zip(*values, strict=True))
    return found


def requests_by_connection(pcap: Path, options: Sequence[str], port: int, protocol: Protocol) -> dict[int, list[str]]:
    """Per client port: its requests (Kafka: api key/version/correlation id; MongoDB: opcode/requestID)."""
    shown = f"{protocol.dissector} && tcp.dstport == {port}"
    return per_connection(pcap, options, shown, "tcp.srcport", protocol.request_fields)


def responses_by_connection(pcap: Path, options: Sequence[str], port: int, protocol: Protocol) -> dict[int, list[str]]:
    """Per client port: the responses it was sent (Kafka: correlation id; MongoDB: opcode/responseTo)."""
    shown = f"{protocol.dissector} && tcp.srcport == {port}"
    return per_connection(pcap, options, shown, "tcp.dstport", protocol.response_fields)


@dataclass(frozen=True)
class Side:
    """One capture's view of a leg: the server port it listens on, its connections (client ports,
    in SYN order), each one's requests and the responses it was sent."""

    port: int
    clients: list[int]
    requests: dict[int, list[str]]
    responses: dict[int, list[str]]


def side(pcap: Path, options: Sequence[str], port: int, protocol: Protocol) -> Side:
    return Side(
        port,
        [client for client, _ in connections(pcap, [port])],
        requests_by_connection(pcap, options, port, protocol),
        responses_by_connection(pcap, options, port, protocol),
    )


def connection_facts(
    leg: int, tls: Side, plain: Side, handshakes: dict[tuple[int, int], Facts], keylog: Facts
) -> list[Facts]:
    """Per TLS connection: its handshake, its key log lines, its plain twin, its requests, and the
    responses its twin was sent that it was not (sent after the client had closed)."""
    twins = pair(
        [(c, tls.requests.get(c, [])) for c in tls.clients], [(c, plain.requests.get(c, [])) for c in plain.clients]
    )
    found = []
    for client in tls.clients:
        handshake = handshakes.get((client, tls.port), {})
        responses = tls.responses.get(client, [])
        twin = twins[client]
        sent = plain.responses.get(twin, []) if twin is not None else []
        found.append({
            "leg": leg,
            "client_port": client,
            **handshake,
            "keylog_labels": keylog["labels_by_random"].get(handshake.get("client_random"), []),
            "plain_client_port": twin,
            "requests": tls.requests.get(client, []),
            "responses": len(responses),
            "responses_match_plain": sent[: len(responses)] == responses,
            "responses_not_relayed": sent[len(responses) :],
        })  # fmt: skip
    return found


def pair(tls: list[tuple[int, list[str]]], plain: list[tuple[int, list[str]]]) -> dict[int, int | None]:
    """TLS client port -> the plain connection (front's client port) that carried the same requests:
    the first one still unpaired, in connection order (connections without requests pair in order)."""
    free = list(plain)
    paired: dict[int, int | None] = {}
    for client, requests in tls:
        twin = next((entry for entry in free if entry[1] == requests), None)
        paired[client] = twin[0] if twin else None
        if twin:
            free.remove(twin)
    return paired


def compared(facts: Facts) -> Facts:
    return {key: value for key, value in facts.items() if key in COMPARED}


def totals(per_port: Sequence[Facts]) -> Facts:
    """The sum of several ports' counts (the counters among the facts)."""
    summed: Facts = {}
    for facts in per_port:
        for key, value in ((k, v) for k, v in facts.items() if k in COUNTED):
            if isinstance(value, int):
                summed[key] = summed.get(key, 0) + value
            elif isinstance(value, dict) and all(isinstance(v, int) for v in value.values()):
                merged: Counter[str] = Counter(summed.get(key, {}))
                merged.update(value)
                summed[key] = dict(sorted(merged.items()))
    return summed


def keylog_facts(keylog: Path) -> Facts:
    """The key log's lines per label, and per client random the labels it has (RSA lines are keyed by
    the encrypted premaster secret's first 8 bytes, not by a client random)."""
    labels: Counter[str] = Counter()
    by_random: dict[str, list[str]] = {}
    for line in keylog.read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        label, key, _secret = line.split()
        labels[label] += 1
        if label != "RSA":
            by_random.setdefault(key.lower(), []).append(label)
    return {"lines": labels.total(), "lines_per_label": dict(sorted(labels.items())), "labels_by_random": by_random}


def request_count(facts: Facts) -> int:
    """The requests among one side's facts (Kafka: per api key; MongoDB: a count)."""
    if "requests_per_api_key" in facts:
        return sum(facts["requests_per_api_key"].values())
    return int(facts["requests"])


def response_count(facts: Facts) -> int:
    return int(facts["responses"] if "responses" in facts else facts["replies"])
