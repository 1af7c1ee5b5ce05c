"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, read_uvarint, run_error, sized_error, tagged_section


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
            raise sized_error(s1, pos, end, 'feature', 'string', n2)
    else:
        pos += n2
    if pos + 3 > end:
        raise run_error(pos, end, k2)
    pos += 3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_5(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k1)
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
            raise count_error(s1, pos, end, 'feature_updates', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_4(buf, pos, end, out, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'feature', 'string', n2)
    else:
        pos += n2
    if pos + 3 > end:
        raise run_error(pos, end, k6)
    pos += 3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_9(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k1)
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
            raise count_error(s1, pos, end, 'feature_updates', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_7(buf, pos, end, out, ctx)
    if pos + 1 > end:
        raise run_error(pos, end, k8)
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_14(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'feature', 'string', n2)
    else:
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, k12)
    v3 = k13(buf, pos)
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
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_15(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k10)
    v1 = k11(buf, pos)
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
        ctx.cost += n5 * 1000
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
            pos = struct_14(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_16(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k10)
    v1 = k11(buf, pos)
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
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


k1 = (('timeout_ms', 'int32', 4),)
k2 = (('max_version_level', 'int16', 2), ('allow_downgrade', 'bool', 1))
k3 = tagged_section({}, None)
k6 = (('max_version_level', 'int16', 2), ('upgrade_type', 'int8', 1))
k8 = (('validate_only', 'bool', 1),)
k10 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k11 = Struct('>4xh').unpack_from
k12 = (('error_code', 'int16', 2),)
k13 = Struct('>h').unpack_from

READERS = {
    ('request', 0): struct_5,
    ('request', 1): struct_9,
    ('request', 2): struct_9,
    ('response', 0): struct_15,
    ('response', 1): struct_15,
    ('response', 2): struct_16,
}
