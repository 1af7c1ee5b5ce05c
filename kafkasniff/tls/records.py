"""TLS records on a TCP byte stream (RFC 8446 5.1, RFC 5246 6.2): telling a record stream from
anything else by its first bytes, and finding where records begin in bytes that may start inside
one (a capture begun mid-connection, or the bytes after a hole)."""

from __future__ import annotations

CHANGE_CIPHER_SPEC, ALERT, HANDSHAKE, APPLICATION_DATA = 20, 21, 22, 23
CONTENT_TYPES = frozenset((CHANGE_CIPHER_SPEC, ALERT, HANDSHAKE, APPLICATION_DATA))
HELLOS = frozenset((1, 2))  # ClientHello, ServerHello: what a connection's first record holds
MAX_RECORD = (1 << 14) + 2048  # the largest ciphertext record length allowed
HEADER = 5
SNIFF = 256  # bytes of a direction's start that decide whether it is TLS
CHAIN = 3  # record headers in a row that mark a record boundary found by scanning
SEARCH_SPAN = HEADER + MAX_RECORD  # a record begins this close to any place in a record stream


def header_ok(data: bytes, pos: int) -> bool:
    """Whether a plausible record header (type, version 3.x, length) starts at data[pos]."""
    return (
        data[pos] in CONTENT_TYPES
        and data[pos + 1] == 3
        and data[pos + 2] <= 4
        and 0 < int.from_bytes(data[pos + 3 : pos + 5]) <= MAX_RECORD
    )


def looks_like_tls(data: bytes) -> bool | None:
    """Whether `data`, a direction's first bytes from its start, is a TLS record stream: it
    begins with a ClientHello or ServerHello (or an alert) and every record header met chains to
    the next up to the end of `data`. None: too few bytes to say."""
    data = data[:SNIFF]
    if len(data) < HEADER + 1:
        return None
    if not ((data[0] == HANDSHAKE and data[5] in HELLOS) or (data[0] == ALERT and len(data) == 7)):
        return False
    return _chains(data, 0, len(data)) is not False


def record_start(data: bytes, start: int = 0, exact: int = 2) -> tuple[int | None, int]:
    """Where records begin in bytes that may start inside one: the first offset from `start`
    from which CHAIN record headers follow each other, or `exact` whole records end exactly
    where `data` does (a segment usually ends with a record). Returns (that offset, 0), or
    (None, where to look again when more bytes have come); that is past SEARCH_SPAN when there
    is no such offset at all."""
    limit = min(len(data) - HEADER + 1, SEARCH_SPAN)
    for pos in range(start, limit):
        if data[pos] in CONTENT_TYPES and data[pos + 1] == 3:
            chained = _chains(data, pos, CHAIN, exact)
            if chained:
                return pos, 0
            if chained is None:
                return None, pos
    return None, max(start, limit)


def _chains(data: bytes, pos: int, needed: int, exact: int | None = None) -> bool | None:
    """Whether records chain from `pos` with `needed` headers whole (or `exact` records ending
    where `data` ends): False on a header that cannot be one, None when the bytes end first."""
    headers = 0
    while pos + HEADER <= len(data):
        if not header_ok(data, pos):
            return False
        headers += 1
        if headers >= needed:
            return True
        pos += HEADER + int.from_bytes(data[pos + 3 : pos + 5])
    if pos == len(data) and exact is not None and headers >= exact:
        return True
    rest = data[pos : pos + 3]
    if (rest and rest[0] not in CONTENT_TYPES) or (len(rest) > 1 and rest[1] != 3) or (len(rest) > 2 and rest[2] > 4):
        return False
    return None
