"""What framing hands to pairing: frames, notices, and the end of a connection's record."""

from __future__ import annotations

from dataclasses import dataclass

from kafkasniff.model import Connection, Frame, Notice


@dataclass(frozen=True, slots=True)
class ConnectionClosed:
    """No more frames will come under this Connection record: the connection closed, or its
    plaintext phase ended (STARTTLS: its frames go on under a record that names the TLS)."""

    conn: Connection
    ts: int


FramingOutput = Frame | Notice | ConnectionClosed
