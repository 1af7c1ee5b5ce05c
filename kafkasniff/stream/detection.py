"""Which protocol a TCP connection speaks, and which side is the client.

By port first (each protocol's defaults plus the user's), otherwise by a protocol recognising
a request at the start of one direction's bytes. A SYN, when seen, says who the client is.

TLS is told apart before this, by the TLS stage (tls/stage.py): what reaches detection is
plaintext. The same ports tell the TLS stage which plaintext connections may turn to TLS part way
(`start_tls_ports`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from kafkasniff.dissectors.base import WireProtocol
from kafkasniff.model import Connection, Flow

SNIFF_LIMIT = 256  # bytes of a direction's first data kept while undecided


@dataclass(frozen=True, slots=True)
class StartTlsPorts:
    """Whether a connection (by its client's flow, or any of its flows) is on a port of a
    protocol that may turn to TLS part way (`WireProtocol.may_start_tls`), by the ports framing
    decides protocols by: what the TLS stage asks before it watches a plaintext connection for a
    ClientHello (`TlsStage(may_start_tls=...)`). A record, not a closure: the bulk path pickles
    the stages."""

    ports: frozenset[int]

    def __call__(self, flow: Flow) -> bool:
        return flow.dst[1] in self.ports or flow.src[1] in self.ports


def start_tls_ports(
    protocols: Sequence[WireProtocol], extra_ports: Mapping[str, frozenset[int]]
) -> StartTlsPorts | None:
    """The ports of the protocols that may start TLS; None when none may (nothing to watch)."""
    starting = [p.default_ports | extra_ports.get(p.name, frozenset()) for p in protocols if p.may_start_tls]
    return StartTlsPorts(frozenset().union(*starting)) if starting else None


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
