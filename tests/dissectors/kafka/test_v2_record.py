"""One v2 record read in one pass: varints of every width read as read_varint reads them, and a
record cut anywhere refused where and as read_varint refuses it."""

from __future__ import annotations

import pytest

from kafkasniff.dissectors.common.varint import read_varint
from kafkasniff.dissectors.kafka.v2_record import read_record
from kafkasniff.dissectors.tree import DecodeError
from tests.dissectors.kafka.test_records import varint


def v2_record(ts_delta: int, offset_delta: int, key: bytes | None, value: bytes | None,
              headers: tuple[tuple[bytes, bytes], ...] = ()) -> bytes:  # fmt: skip
    def sized(data: bytes | None) -> bytes:
        return varint(-1) if data is None else varint(len(data)) + data

    body = b"\x00" + varint(ts_delta) + varint(offset_delta) + sized(key) + sized(value) + varint(len(headers))
    body += b"".join(sized(k) + sized(v) for k, v in headers)
    return varint(len(body)) + body


@pytest.mark.parametrize("width", [0, 1, 63, 64, 8191, 8192, 1 << 20, -1, -64, -65, -(1 << 30)])
def test_varints_of_every_width_read_as_read_varint_reads_them(width: int):
    value = b"v" * abs(width) if abs(width) < 1 << 16 else b"v"
    data = v2_record(width, width, None, value, ((b"h", b"x"),))
    node, end = read_record(data, 0, len(data), 100, 5000, False, False)
    assert end == len(data) and node.offset == 0 and node.length == len(data)
    assert node.value == {"offset": 100 + width, "timestamp": 5000 + width, "key": None, "value": value,
                          "headers": [(b"h", b"x")]}  # fmt: skip


def test_a_log_append_batch_gives_every_record_its_timestamp_and_one_not_in_the_frame_offset_minus_one():
    data = v2_record(12345, 0, b"k", b"v")
    node, _ = read_record(data, 0, len(data), 0, 777, True, False, in_frame=False)
    assert node.value["timestamp"] == 777 and node.offset == -1


def field_by_field(buf: bytes) -> tuple[int, int, bytes | None, bytes | None, int] | tuple[int, str]:
    """A record read the plain way, each varint by read_varint: its fields, or where and why it fails."""
    try:
        length, pos = read_varint(buf, 0, len(buf))
        if length < 0 or pos + length > len(buf):
            raise DecodeError(0, f"record of {length} bytes runs past the end", True)
        end = pos + length
        ts_delta, pos = read_varint(buf, pos + 1, end)
        offset_delta, pos = read_varint(buf, pos, end)
        sized = []
        for _ in range(2):
            n, pos = read_varint(buf, pos, end)
            if n >= 0 and pos + n > end:
                raise DecodeError(pos, f"{n} bytes run past the end of the record", True)
            sized.append(None if n < 0 else buf[pos : pos + n])
            pos += max(n, 0)
        count, pos = read_varint(buf, pos, end)
    except DecodeError as exc:
        return exc.offset, exc.reason
    return ts_delta, offset_delta, sized[0], sized[1], count


def test_a_record_whose_length_leaves_out_part_of_it_fails_where_reading_field_by_field_does():
    whole = v2_record(300, 200, b"key", b"value" * 30)
    body = whole[2:]  # (its length takes two bytes)
    for kept in range(len(body)):
        cut = varint(kept) + body[:kept]
        expected = field_by_field(cut)
        try:
            node, _ = read_record(cut, 0, len(cut), 0, 0, False, False)
        except DecodeError as exc:
            assert (exc.offset, exc.reason) == expected, kept
        else:
            pytest.fail(f"a record of {kept} of its {len(body)} bytes was read")
