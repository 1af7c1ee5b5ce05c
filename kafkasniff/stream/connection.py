"""One connection's framing: its events held until its protocol and roles are known, then its two
directions' framers; what the TLS stage said of it; which directions ended.

A connection that turns to TLS part way (STARTTLS: the TLS stage's StreamTls after plaintext
went by) ends its plaintext phase: a frame cut short there is told like one a stream's end cuts,
the plaintext Connection record is closed for pairing, and the decrypted streams are framed
under a record that names the TLS, from their offset 0, at a message boundary.
"""

from __future__ import annotations

from dataclasses import replace
from enum import Enum
from typing import NamedTuple

from kafkasniff.counters import Counters
from kafkasniff.dissectors.base import WireProtocol
from kafkasniff.model import Connection, Flow, MemoryBudget, StreamData, StreamEvent, TlsSession
from kafkasniff.stream.flow_framer import Collecting, FlowFramer
from kafkasniff.stream.outputs import ConnectionClosed, FramingOutput


class Phase(Enum):
    """What a connection's events go to."""

    SNIFFING = "sniffing"  # held until its protocol and roles are known
    FRAMING = "framing"  # its directions' framers
    IGNORED = "ignored"  # not a protocol decoded here: its bytes are only counted


class QuietFraming(NamedTuple):
    """A connection's framing where no bytes of a frame are in doubt: all the past that later
    framing reads. Two framers that reach equal ones frame alike from there on."""

    conn: Connection
    asking: Collecting  # the client's direction
    answering: Collecting  # the server's
    asked: int | None  # the last request key seen (protocols that number their requests)
    answered: int | None  # ... and the last response key


class ConnectionFraming:
    """One connection's framing state, in its `Phase`."""

    __slots__ = ("phase", "initiator", "framers", "sniffed", "ended", "conn", "tls", "framed_plaintext")

    def __init__(self) -> None:
        self.phase = Phase.SNIFFING
        self.initiator: Flow | None = None
        self.framers: dict[Flow, FlowFramer] = {}  # once FRAMING: both directions'
        self.sniffed: dict[Flow, list[StreamEvent]] = {}
        self.ended: set[Flow] = set()
        self.conn: Connection | None = None
        self.tls: TlsSession | None = None
        self.framed_plaintext = False  # bytes were framed before any TLS: a StreamTls now is STARTTLS

    def hold(self, ev: StreamEvent) -> None:
        """An event while sniffing."""
        self.sniffed.setdefault(ev.flow, []).append(ev)

    def decide(
        self, proto: WireProtocol, conn: Connection, counters: Counters, cap: int, memory: MemoryBudget | None
    ) -> list[StreamEvent]:
        """The protocol and roles are known: the framers of both directions; the events held."""
        if self.tls is not None:
            conn = replace(conn, tls=self.tls)
        self.conn = conn
        client = FlowFramer(proto, conn, True, counters, cap, memory)
        server = FlowFramer(proto, conn, False, counters, cap, memory)
        client.peer, server.peer = server, client
        self.framers = {Flow(conn.client, conn.server): client, Flow(conn.server, conn.client): server}
        self.phase = Phase.FRAMING
        held = [ev for events in self.sniffed.values() for ev in events]
        self.sniffed = {}
        self.framed_plaintext = self.tls is None and any(type(ev) is StreamData for ev in held)
        return held

    def ignore(self, counters: Counters) -> None:
        """Not a protocol decoded here: what was held is counted as ignored, as is all that follows."""
        self.phase = Phase.IGNORED
        self._drop_sniffed(counters)

    def start_tls(self, ts: int, session: TlsSession, counters: Counters, out: list[FramingOutput]) -> None:
        """The TLS stage decrypts the connection from here. After plaintext (STARTTLS), the
        plaintext phase ends: what was held undecided is let go (the decrypted streams are
        judged afresh), what was being framed is ended, and the decrypted streams are framed
        from their offset 0 as a connection's first bytes are."""
        self.tls = session
        if self.phase is Phase.SNIFFING and any(type(e) is StreamData for es in self.sniffed.values() for e in es):
            self._drop_sniffed(counters)
        if self.phase is not Phase.FRAMING or not self.framed_plaintext:
            return
        assert self.conn is not None
        for framer in self.framers.values():
            framer.end(ts, out, "plaintext ended inside a frame: the connection turned to TLS")
        out.append(ConnectionClosed(self.conn, ts))
        client = self.framers[Flow(self.conn.client, self.conn.server)]
        self.decide(client.proto, self.conn, counters, client.cap, client.memory)

    def _drop_sniffed(self, counters: Counters) -> None:
        for events in self.sniffed.values():
            counters.bytes_ignored += sum(len(e.data) for e in events if isinstance(e, StreamData))
        self.sniffed = {}

    def quiet(self) -> QuietFraming | None:
        """When both directions are in sync (and have asked and been answered, if the protocol
        numbers its requests: the keys a response may name come after its own's). Else None."""
        if self.phase is not Phase.FRAMING or self.conn is None or self.ended:
            return None
        conn = self.conn
        client, server = self.framers[Flow(conn.client, conn.server)], self.framers[Flow(conn.server, conn.client)]
        asking, answering = client.in_sync(), server.in_sync()
        if asking is None or answering is None:
            return None
        asked = client.keys[-1] if client.keys else None
        if client.keyed and (asked is None or server.last_response_key is None):
            return None
        return QuietFraming(conn, asking, answering, asked, server.last_response_key)
