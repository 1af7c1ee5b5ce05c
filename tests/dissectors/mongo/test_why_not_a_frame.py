"""What a framing notice says when a header is not taken for a MongoDB message of its direction:
the one check that refused it, with the header's own values, and nothing for a header taken."""

from __future__ import annotations

import struct

import pytest

from kafkasniff.dissectors.mongo import wire
from kafkasniff.dissectors.mongo.protocol import MongoProtocol
from tests.support import captures as cap
from tests.support.decode import decode

OP_REPLY, OP_QUERY, OP_COMMANDREPLY, OP_MSG = 1, 2004, 2011, 2013
CLIENT, SERVER = (b"\x7f\x00\x00\x01", 50000), (b"\x7f\x00\x00\x01", 27017)


def header(length: int, response_to: int, opcode: int, request_id: int = 7) -> bytes:
    return struct.pack("<iiii", length, request_id, response_to, opcode) + b"\x00" * 8


REFUSED = [
    (header(40, 0, 2099), True, "unknown opcode 2099"),
    (header(40, 9, 2099), False, "unknown opcode 2099"),
    (header(12, 0, OP_MSG), True, "messageLength 12 not longer than the 16-byte header"),
    (header(16, 5, OP_MSG), False, "messageLength 16 not longer than the 16-byte header"),
    (header(wire.MAX_MESSAGE + 1, 0, OP_MSG), True,
     f"messageLength {wire.MAX_MESSAGE + 1} above maxMessageSizeBytes ({wire.MAX_MESSAGE})"),
    (header(40, 0, OP_MSG), False, "responseTo 0 on an OP_MSG reply (it answers no request)"),
    (header(40, 3, OP_MSG), True, "responseTo 3 on a request (a request's is 0 or -1)"),
    (header(40, 0, OP_REPLY), True, "OP_REPLY is a reply's opcode, not a request's"),
    (header(40, 0, OP_COMMANDREPLY), True, "OP_COMMANDREPLY is a reply's opcode, not a request's"),
    (header(40, 5, OP_QUERY), False, "OP_QUERY is a request's opcode, not a reply's"),
    (b"\x28\x00\x00\x00\x07\x00", True, "6 bytes, too short for a message header"),
]  # fmt: skip


@pytest.mark.parametrize(("window", "from_client", "why"), REFUSED, ids=[why for _, _, why in REFUSED])
def test_a_refused_header_is_named_by_its_cause(window: bytes, from_client: bool, why: str) -> None:
    assert MongoProtocol().why_not_a_frame(window, from_client) == why
    assert not wire.looks_like_message(window, from_client)


TAKEN = [
    (header(40, 0, OP_MSG), True),
    (header(40, -1, OP_QUERY), True),
    (header(40, 7, OP_MSG), False),
    (header(40, 0, OP_REPLY), False),
    (header(40, 0, OP_COMMANDREPLY), False),
]


@pytest.mark.parametrize(("window", "from_client"), TAKEN)
def test_a_header_taken_has_no_cause_of_its_own(window: bytes, from_client: bool) -> None:
    """The framer asks only about headers refused; for one taken the protocol's general words stand."""
    assert wire.looks_like_message(window, from_client)
    assert wire.why_not_a_message(window, from_client) is None
    assert MongoProtocol().why_not_a_frame(window, from_client).startswith("it does not read as a mongo")


def test_a_framing_notice_names_the_cause() -> None:
    """A server's first message an OP_MSG answering 0: the notice says so, not just that it failed."""
    pytest.importorskip("bson")
    body = struct.pack("<I", 0) + b"\x00" + struct.pack("<i", 5) + b"\x00"
    request = struct.pack("<iiii", 16 + len(body), 5, 0, OP_MSG) + body
    reply = struct.pack("<iiii", 16 + len(body), 9, 0, OP_MSG) + body
    segs = cap.conversation(CLIENT, SERVER, [(True, request), (False, reply)], ts=1_700_000_000_000_000_000)
    _, notices, _ = decode(cap.pcap_bytes(segs))
    assert "responseTo 0 on an OP_MSG reply (it answers no request)" in notices[0].message
