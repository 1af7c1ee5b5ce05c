"""Which protocol a TCP connection speaks, and which side is the client.

By port first (each protocol's defaults plus the user's), otherwise by a protocol recognising
a request at the start of one direction's bytes. A SYN, when seen, says who the client is.

`looks_like_tls` tells a TLS record stream from a protocol's frames: framing asks it once, on
a direction's first bytes, so that an encrypted connection on a protocol's port is skipped
with a notice instead of being scanned for frames it cannot hold.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from kafkasniff.dissectors.base import WireProtocol
from kafkasniff.model import Connection, Flow

SNIFF_LIMIT = 256  # bytes of a direction's first data kept while undecided

# TLS records (RFC 8446 5.1, RFC 5246 6.2): content type, version 3.x, 16-bit length.
TLS_CONTENT_TYPES = frozenset((20, 21, 22, 23))  # change_cipher_spec, alert, handshake, application_data
TLS_HANDSHAKE, TLS_ALERT = 22, 21
TLS_HELLOS = frozenset((1, 2))  # ClientHello, ServerHello: what a connection's first record holds
TLS_MAX_RECORD = (1 << 14) + 2048  # the largest ciphertext record length allowed
TLS_HEADER = 5


@dataclass(frozen=True, slots=True)
class Verdict:
    protocol: WireProtocol | None  # None: not a protocol we decode
    connection: Connection | None


class Detector:
    def __init__(self, protocols: Sequence[WireProtocol], extra_ports: Mapping[str, frozenset[int]]) -> None:
        self.protocols = list(protocols)
        self.ports = {p.name: p.default_ports | extra_ports.get(p.name, frozenset()) for p in protocols}

    def by_port(self, flow: Flow, initiator: Flow | None) -> Verdict | None:
        for proto in self.protocols:
            ports = self.ports[proto.name]
            if flow.dst[1] in ports or flow.src[1] in ports:
                to_server = flow.dst[1] in ports if initiator is None else flow == initiator
                client_flow = flow if to_server else flow.reverse()
                return Verdict(proto, Connection(client_flow.src, client_flow.dst, proto.name))
        return None

    def by_content(self, flow: Flow, data: bytes) -> WireProtocol | None:
        """A protocol that recognises `data` (the start of `flow`) as its request."""
        for proto in self.protocols:
            if len(data) >= proto.min_request_bytes and proto.looks_like_request(data):
                return proto
        return None

    def can_judge(self, data: bytes) -> bool:
        return len(data) >= SNIFF_LIMIT or all(len(data) >= p.min_request_bytes for p in self.protocols)


def looks_like_tls(data: bytes, midstream: bool) -> bool | None:
    """Whether `data`, a direction's first captured bytes, is a TLS record stream: every record
    header met (type, version 3.0-3.4, sane length) chains to the next up to the end of `data`.
    At a connection's start the first record must be a ClientHello or ServerHello (or an alert);
    a capture that began mid-connection may start at any record. None: too few bytes to say."""
    if len(data) < TLS_HEADER + 1:
        return None
    if not midstream and not (
        (data[0] == TLS_HANDSHAKE and data[5] in TLS_HELLOS) or (data[0] == TLS_ALERT and len(data) == 7)
    ):
        return False
    pos = 0
    while pos + TLS_HEADER <= len(data):
        kind, major, minor, length = data[pos], data[pos + 1], data[pos + 2], int.from_bytes(data[pos + 3 : pos + 5])
        if kind not in TLS_CONTENT_TYPES or major != 3 or minor > 4 or not 0 < length <= TLS_MAX_RECORD:
            return False
        pos += TLS_HEADER + length
    rest = data[pos : pos + 3]  # the part of the next header that is here
    return not (
        (rest and rest[0] not in TLS_CONTENT_TYPES)
        or (len(rest) > 1 and rest[1] != 3)
        or (len(rest) > 2 and rest[2] > 4)
    )
