"""TLS handshake messages, as far as decryption needs them (RFC 8446 4, RFC 5246 7.4): a
direction's handshake bytes cut into messages, the ClientHello's random and server name, the
ServerHello's random, cipher suite and version. Everything is read inside the message's own
bytes; a message that does not parse gives None, never an exception."""

from __future__ import annotations

import struct
from typing import NamedTuple

CLIENT_HELLO, SERVER_HELLO, NEW_SESSION_TICKET, FINISHED, KEY_UPDATE = 1, 2, 4, 20, 24
HEADER = 4  # type, 24-bit length
MAX_HELD = 64 * 1024  # a handshake message larger than this is passed over, not held
SERVER_NAME, SUPPORTED_VERSIONS = 0, 43
VERSION_TLS12, VERSION_TLS13 = 0x0303, 0x0304
VERSION_NAMES = {0x0301: "TLS 1.0", 0x0302: "TLS 1.1", VERSION_TLS12: "TLS 1.2", VERSION_TLS13: "TLS 1.3"}
# RFC 8446 4.1.3: a ServerHello with this random is a HelloRetryRequest
RETRY_RANDOM = bytes.fromhex("cf21ad74e59a6111be1d8c021e65b891c2a211167abb8c5e079e09e2c8a8339c")


# What the hellos say, read once per handshake: NamedTuples, a sixth of the cost of defining the
# frozen dataclasses they were (every run defines them, TLS or not: detection reads this module)
class ClientHello(NamedTuple):
    random: bytes
    server_name: str | None


class ServerHello(NamedTuple):
    random: bytes
    suite: int
    version: int  # the negotiated one: supported_versions when present, else legacy_version

    @property
    def retry(self) -> bool:
        return self.random == RETRY_RANDOM


class HandshakeBuffer:
    """One direction's handshake bytes, which records may split or pack: whole messages out.
    A message larger than MAX_HELD (a long certificate chain) is passed over, not held: none
    that decryption reads is that large, and those after it must still be found."""

    __slots__ = ("pending", "passing")

    def __init__(self) -> None:
        self.pending = b""
        self.passing = 0  # bytes of a large message still to pass over

    def feed(self, data: bytes) -> list[tuple[int, bytes]]:
        """(type, body) of each message the bytes so far complete."""
        if self.passing:
            taken = min(self.passing, len(data))
            self.passing -= taken
            data = data[taken:]
        buf = self.pending + data if self.pending else data
        messages, pos = [], 0
        while pos + HEADER <= len(buf):
            kind, length = buf[pos], int.from_bytes(buf[pos + 1 : pos + HEADER])
            if length > MAX_HELD:
                self.passing = max(0, pos + HEADER + length - len(buf))
                pos = min(len(buf), pos + HEADER + length)
                continue
            if pos + HEADER + length > len(buf):
                break
            messages.append((kind, bytes(buf[pos + HEADER : pos + HEADER + length])))
            pos += HEADER + length
        self.pending = bytes(buf[pos:])
        return messages

    def clear(self) -> None:
        self.pending, self.passing = b"", 0


class _Reader:
    """Bounded reads over one message body; a read past its end raises IndexError."""

    __slots__ = ("data", "pos")

    def __init__(self, data: bytes) -> None:
        self.data, self.pos = data, 0

    def take(self, n: int) -> bytes:
        if self.pos + n > len(self.data):
            raise IndexError("past the end of the message")
        out = self.data[self.pos : self.pos + n]
        self.pos += n
        return out

    def number(self, size: int) -> int:
        return int.from_bytes(self.take(size))

    def vector(self, size_of_length: int) -> bytes:
        return self.take(self.number(size_of_length))

    def extensions(self) -> dict[int, bytes]:
        """The extensions that follow, by type (absent: none)."""
        if self.pos == len(self.data):
            return {}
        block = _Reader(self.vector(2))
        found: dict[int, bytes] = {}
        while block.pos < len(block.data):
            kind = block.number(2)
            found[kind] = block.vector(2)
        return found


def client_hello(body: bytes) -> ClientHello | None:
    try:
        r = _Reader(body)
        r.take(2)  # legacy_version
        random = r.take(32)
        r.vector(1)  # session id
        r.vector(2)  # cipher suites
        r.vector(1)  # compression methods
        extensions = r.extensions()
    except IndexError:
        return None
    return ClientHello(random, _server_name(extensions.get(SERVER_NAME)))


def server_hello(body: bytes) -> ServerHello | None:
    try:
        r = _Reader(body)
        version = r.number(2)
        random = r.take(32)
        r.vector(1)  # session id
        suite = r.number(2)
        r.take(1)  # compression method
        extensions = r.extensions()
    except IndexError:
        return None
    selected = extensions.get(SUPPORTED_VERSIONS)
    if selected is not None and len(selected) == 2:
        version = struct.unpack(">H", selected)[0]
    return ServerHello(random, suite, version)


def key_update_requested(body: bytes) -> bool:
    """Whether a KeyUpdate asks the peer to update its keys too."""
    return body[:1] == b"\x01"


def _server_name(data: bytes | None) -> str | None:
    """The host_name of a server_name extension (RFC 6066 3)."""
    if data is None:
        return None
    try:
        names = _Reader(_Reader(data).vector(2))
        while names.pos < len(names.data):
            kind, name = names.number(1), names.vector(2)
            if kind == 0:
                return name.decode("ascii", "replace")
    except IndexError:
        return None
    return None
