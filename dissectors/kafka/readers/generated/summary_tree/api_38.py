"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32


def struct_1(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal_type', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'principal_type', 'string', n2)
    else:
        pos += n2
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal_name', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'principal_name', 'string', n4)
    else:
        pos += n4
    return pos


def struct_3(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'renewers', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'renewers', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_1(buf, pos, end, out, ctx)
    if pos + 8 > end:
        raise run_error(pos, end, k2)
    pos += 8
    return pos


def struct_5(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'principal_type', 'string', n2)
    else:
        pos += n2
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'principal_name', 'string', n4)
    else:
        pos += n4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_6(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'renewers', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_5(buf, pos, end, out, ctx)
    if pos + 8 > end:
        raise run_error(pos, end, k2)
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_7(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'owner_principal_type', 'string', n2)
    else:
        pos += n2
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'owner_principal_name', 'string', n4)
    else:
        pos += n4
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'renewers', n6)
    else:
        for _ in range(n6):
            s7 = pos
            pos = struct_5(buf, pos, end, out, ctx)
    if pos + 8 > end:
        raise run_error(pos, end, k2)
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_12(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k8)
    v1 = k9(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal_type', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'principal_type', 'string', n3)
    else:
        pos += n3
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal_name', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'principal_name', 'string', n5)
    else:
        pos += n5
    if pos + 24 > end:
        raise run_error(pos, end, k10)
    pos += 24
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'token_id', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'token_id', 'string', n7)
    else:
        pos += n7
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'hmac', 'bytes length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'hmac', 'bytes', n9)
    else:
        pos += n9
    if pos + 4 > end:
        raise run_error(pos, end, k11)
    pos += 4
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k8)
    v1 = k9(buf, pos)
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
            raise sized_error(s2, pos, end, 'principal_type', 'string', n3)
    else:
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
            raise sized_error(s4, pos, end, 'principal_name', 'string', n5)
    else:
        pos += n5
    if pos + 24 > end:
        raise run_error(pos, end, k10)
    pos += 24
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'token_id', 'string', n7)
    else:
        pos += n7
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'hmac', 'bytes', n9)
    else:
        pos += n9
    if pos + 4 > end:
        raise run_error(pos, end, k11)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_14(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k8)
    v1 = k9(buf, pos)
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
            raise sized_error(s2, pos, end, 'principal_type', 'string', n3)
    else:
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
            raise sized_error(s4, pos, end, 'principal_name', 'string', n5)
    else:
        pos += n5
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'token_requester_principal_type', 'string', n7)
    else:
        pos += n7
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'token_requester_principal_name', 'string', n9)
    else:
        pos += n9
    if pos + 24 > end:
        raise run_error(pos, end, k10)
    pos += 24
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or pos + n11 > end:
        if n11 != -1:
            raise sized_error(s10, pos, end, 'token_id', 'string', n11)
    else:
        pos += n11
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or pos + n13 > end:
        if n13 != -1:
            raise sized_error(s12, pos, end, 'hmac', 'bytes', n13)
    else:
        pos += n13
    if pos + 4 > end:
        raise run_error(pos, end, k11)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


k2 = (('max_lifetime_ms', 'int64', 8),)
k4 = tagged_section({}, None)
k8 = (('error_code', 'int16', 2),)
k9 = Struct('>h').unpack_from
k10 = (('issue_timestamp_ms', 'int64', 8), ('expiry_timestamp_ms', 'int64', 8), ('max_timestamp_ms', 'int64', 8))
k11 = (('throttle_time_ms', 'int32', 4),)

READERS = {
    ('request', 0): struct_3,
    ('request', 1): struct_3,
    ('request', 2): struct_6,
    ('request', 3): struct_7,
    ('response', 0): struct_12,
    ('response', 1): struct_12,
    ('response', 2): struct_13,
    ('response', 3): struct_14,
}
