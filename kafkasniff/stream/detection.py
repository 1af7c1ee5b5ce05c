"""Which protocol a TCP connection speaks, and which side is the client.

By port first (each protocol's defaults plus the user's), otherwise by a protocol recognising
a request at the start of one direction's bytes. A SYN, when seen, says who the client is.

TLS is told apart before this, by the TLS stage (tls.py): what reaches detection is plaintext.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from kafkasniff.dissectors.base import WireProtocol
from kafkasniff.model import Connection, Flow

SNIFF_LIMIT = 256  # bytes of a direction's first data kept while undecided


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
