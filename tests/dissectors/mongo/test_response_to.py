"""A request's responseTo: 0 as most drivers send it, -1 as some others do; both are requests."""

import struct

from kafkasniff.dissectors.mongo import wire


def op_msg(request_id: int, response_to: int) -> bytes:
    body = struct.pack("<I", 0) + b"\x00" + struct.pack("<i", 5) + b"\x00"
    return struct.pack("<iiii", 16 + len(body), request_id, response_to, 2013) + body


def test_a_request_whose_response_to_is_minus_one_is_a_request() -> None:
    assert wire.looks_like_message(op_msg(7, -1), from_client=True)


def test_a_request_whose_response_to_is_zero_is_still_a_request() -> None:
    assert wire.looks_like_message(op_msg(7, 0), from_client=True)


def test_any_other_response_to_is_not_a_request() -> None:
    assert not wire.looks_like_message(op_msg(7, 3), from_client=True)
