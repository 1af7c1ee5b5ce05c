"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32


def struct_1(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'auth_bytes', 'bytes length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'auth_bytes', 'bytes', n2)
        out.append(Node('auth_bytes', 'bytes', None, s1, pos - s1, None, None))
    else:
        out.append(Node('auth_bytes', 'bytes', buf[pos : pos + n2], s1, pos + n2 - s1, None, None))
        pos += n2
    return pos


def struct_3(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'auth_bytes', 'bytes', n2)
        out.append(Node('auth_bytes', 'bytes', None, s1, pos - s1, None, None))
    else:
        out.append(Node('auth_bytes', 'bytes', buf[pos : pos + n2], s1, pos + n2 - s1, None, None))
        pos += n2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_6(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k4)
    v1 = k5(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'error_message', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'error_message', 'string', n3)
        out.append(Node('error_message', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'auth_bytes', 'bytes length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'auth_bytes', 'bytes', n5)
        out.append(Node('auth_bytes', 'bytes', None, s4, pos - s4, None, None))
    else:
        out.append(Node('auth_bytes', 'bytes', buf[pos : pos + n5], s4, pos + n5 - s4, None, None))
        pos += n5
    return pos


def struct_8(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k4)
    v1 = k5(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'error_message', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'error_message', 'string', n3)
        out.append(Node('error_message', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'auth_bytes', 'bytes length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'auth_bytes', 'bytes', n5)
        out.append(Node('auth_bytes', 'bytes', None, s4, pos - s4, None, None))
    else:
        out.append(Node('auth_bytes', 'bytes', buf[pos : pos + n5], s4, pos + n5 - s4, None, None))
        pos += n5
    if pos + 8 > end:
        raise run_error(pos, end, k7)
    pos += 8
    return pos


def struct_9(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k4)
    v1 = k5(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'error_message', 'string', n3)
        out.append(Node('error_message', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'auth_bytes', 'bytes', n5)
        out.append(Node('auth_bytes', 'bytes', None, s4, pos - s4, None, None))
    else:
        out.append(Node('auth_bytes', 'bytes', buf[pos : pos + n5], s4, pos + n5 - s4, None, None))
        pos += n5
    if pos + 8 > end:
        raise run_error(pos, end, k7)
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


k2 = tagged_section({}, None)
k4 = (('error_code', 'int16', 2),)
k5 = Struct('>h').unpack_from
k7 = (('session_lifetime_ms', 'int64', 8),)

READERS = {
    ('request', 0): struct_1,
    ('request', 1): struct_1,
    ('request', 2): struct_3,
    ('response', 0): struct_6,
    ('response', 1): struct_8,
    ('response', 2): struct_9,
}
