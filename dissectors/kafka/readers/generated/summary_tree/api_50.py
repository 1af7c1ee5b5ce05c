"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, read_uvarint, run_error, sized_error, tagged_section


def struct_2(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
    else:
        pos += n2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_3(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'users', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_2(buf, pos, end, out, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 5 > end:
        raise run_error(pos, end, k8)
    v1 = k9(buf, pos)
    out.append(Node('mechanism', 'int8', v1[0], pos + 0, 1, None, None))
    pos += 5
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_11(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'user', 'string', n2)
    else:
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, k6)
    v3 = k7(buf, pos)
    out.append(Node('error_code', 'int16', v3[0], pos + 0, 2, None, None))
    pos += 2
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'error_message', 'string', n5)
        out.append(Node('error_message', 'string', None, s4, pos - s4, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, None))
        pos += n5
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'credential_infos', n7)
        out.append(Node('credential_infos', '[]struct', None, s6, pos - s6, None, None))
    else:
        ctx.cost += n7 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'credential_infos', n7)
        items8 = []
        a9 = Node('credential_infos', '[]struct', None, s6, 0, items8, None)
        out.append(a9)
        for _ in range(n7):
            s10 = pos
            c11 = []
            t12 = Node('credential_infos', 'struct', None, s10, 0, c11, None)
            items8.append(t12)
            pos = struct_10(buf, pos, end, c11, ctx)
            t12.length = pos - s10
        a9.length = pos - s6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_12(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k4)
    v1 = k5(buf, pos)
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
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'results', n5)
        out.append(Node('results', '[]struct', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'results', n5)
        items6 = []
        a7 = Node('results', '[]struct', None, s4, 0, items6, None)
        out.append(a7)
        for _ in range(n5):
            s8 = pos
            c9 = []
            t10 = Node('results', 'struct', None, s8, 0, c9, None)
            items6.append(t10)
            pos = struct_11(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


k1 = tagged_section({}, None)
k4 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k5 = Struct('>4xh').unpack_from
k6 = (('error_code', 'int16', 2),)
k7 = Struct('>h').unpack_from
k8 = (('mechanism', 'int8', 1), ('iterations', 'int32', 4))
k9 = Struct('>b4x').unpack_from

READERS = {
    ('request', 0): struct_3,
    ('response', 0): struct_12,
}
