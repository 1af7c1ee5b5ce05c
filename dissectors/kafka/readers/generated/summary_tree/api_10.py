"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16


def struct_1(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'key', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'key', 'string', n2)
    else:
        pos += n2
    return pos


def struct_3(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'key', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'key', 'string', n2)
    else:
        pos += n2
    if pos + 1 > end:
        raise run_error(pos, end, k2)
    pos += 1
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
            raise sized_error(s1, pos, end, 'key', 'string', n2)
    else:
        pos += n2
    if pos + 1 > end:
        raise run_error(pos, end, k2)
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_6(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k2)
    pos += 1
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'coordinator_keys', n2)
    else:
        for _ in range(n2):
            s3 = pos
            if pos < end and buf[pos] < 128:
                n4 = buf[pos] - 1
                pos += 1
            else:
                n4, pos = read_uvarint(buf, pos, end)
                n4 -= 1
            if n4 < 0 or pos + n4 > end:
                if n4 != -1:
                    raise sized_error(s3, pos, end, 'coordinator_keys', 'string', n4)
            else:
                pos += n4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k7)
    v1 = k8(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 6
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'host', 'string', n3)
    else:
        pos += n3
    if pos + 4 > end:
        raise run_error(pos, end, k9)
    pos += 4
    return pos


def struct_14(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k11)
    v1 = k12(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    pos += 6
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
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    pos += 4
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'host', 'string', n5)
    else:
        pos += n5
    if pos + 4 > end:
        raise run_error(pos, end, k9)
    pos += 4
    return pos


def struct_15(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k11)
    v1 = k12(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    pos += 6
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
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    pos += 4
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'host', 'string', n5)
    else:
        pos += n5
    if pos + 4 > end:
        raise run_error(pos, end, k9)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_18(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'key', 'string', n2)
    else:
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    pos += 4
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'host', 'string', n4)
    else:
        pos += n4
    if pos + 6 > end:
        raise run_error(pos, end, k17)
    v5 = k12(buf, pos)
    out.append(Node('error_code', 'int16', v5[0], pos + 4, 2, None, None))
    pos += 6
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'error_message', 'string', n7)
        out.append(Node('error_message', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
        pos += n7
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_19(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k16)
    pos += 4
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'coordinators', n2)
        out.append(Node('coordinators', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'coordinators', n2)
        items3 = []
        a4 = Node('coordinators', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('coordinators', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_18(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


k2 = (('key_type', 'int8', 1),)
k4 = tagged_section({}, None)
k7 = (('error_code', 'int16', 2), ('node_id', 'int32', 4))
k8 = Struct('>h4x').unpack_from
k9 = (('port', 'int32', 4),)
k11 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k12 = Struct('>4xh').unpack_from
k13 = (('node_id', 'int32', 4),)
k16 = (('throttle_time_ms', 'int32', 4),)
k17 = (('port', 'int32', 4), ('error_code', 'int16', 2))

READERS = {
    ('request', 0): struct_1,
    ('request', 1): struct_3,
    ('request', 2): struct_3,
    ('request', 3): struct_5,
    ('request', 4): struct_6,
    ('request', 5): struct_6,
    ('request', 6): struct_6,
    ('response', 0): struct_10,
    ('response', 1): struct_14,
    ('response', 2): struct_14,
    ('response', 3): struct_15,
    ('response', 4): struct_19,
    ('response', 5): struct_19,
    ('response', 6): struct_19,
}
