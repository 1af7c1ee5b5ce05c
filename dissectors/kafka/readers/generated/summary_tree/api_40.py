"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int32


def struct_2(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'hmac', 'bytes length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'hmac', 'bytes', n2)
    else:
        pos += n2
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    pos += 8
    return pos


def struct_4(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'hmac', 'bytes', n2)
    else:
        pos += n2
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_7(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k5)
    v1 = k6(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 14
    return pos


def struct_8(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k5)
    v1 = k6(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 14
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


k1 = (('expiry_time_period_ms', 'int64', 8),)
k3 = tagged_section({}, None)
k5 = (('error_code', 'int16', 2), ('expiry_timestamp_ms', 'int64', 8), ('throttle_time_ms', 'int32', 4))
k6 = Struct('>h8x4x').unpack_from

READERS = {
    ('request', 0): struct_2,
    ('request', 1): struct_2,
    ('request', 2): struct_4,
    ('response', 0): struct_7,
    ('response', 1): struct_7,
    ('response', 2): struct_8,
}
