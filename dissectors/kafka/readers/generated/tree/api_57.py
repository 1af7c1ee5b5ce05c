"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node


def struct_6(buf, pos, end, out, ctx):
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
        out.append(Node('feature', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('feature', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    if pos + 3 > end:
        raise run_error(pos, end, k3)
    v3 = k4(buf, pos)
    out.append(Node('max_version_level', 'int16', v3[0], pos + 0, 2, None, None))
    out.append(Node('allow_downgrade', 'bool', v3[1], pos + 2, 1, None, None))
    pos += 3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_7(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('timeout_ms', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'feature_updates', n3)
        out.append(Node('feature_updates', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'feature_updates', n3)
        items4 = []
        a5 = Node('feature_updates', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('feature_updates', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_6(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
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
        out.append(Node('feature', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('feature', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    if pos + 3 > end:
        raise run_error(pos, end, k8)
    v3 = k9(buf, pos)
    out.append(Node('max_version_level', 'int16', v3[0], pos + 0, 2, None, None))
    out.append(Node('upgrade_type', 'int8', v3[1], pos + 2, 1, None, None))
    pos += 3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('timeout_ms', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'feature_updates', n3)
        out.append(Node('feature_updates', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'feature_updates', n3)
        items4 = []
        a5 = Node('feature_updates', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('feature_updates', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_10(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos + 1 > end:
        raise run_error(pos, end, k11)
    v9 = k12(buf, pos)
    out.append(Node('validate_only', 'bool', v9[0], pos + 0, 1, None, None))
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'feature', 'string', n2)
        out.append(Node('feature', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('feature', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, k16)
    v3 = k17(buf, pos)
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
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_19(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k14)
    v1 = k15(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
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
            pos = struct_18(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k14)
    v1 = k15(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
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
        pos = k5(buf, pos, end, out, ctx)
    return pos


k1 = (('timeout_ms', 'int32', 4),)
k2 = Struct('>i').unpack_from
k3 = (('max_version_level', 'int16', 2), ('allow_downgrade', 'bool', 1))
k4 = Struct('>h?').unpack_from
k5 = tagged_section({}, unknown_tag_node)
k8 = (('max_version_level', 'int16', 2), ('upgrade_type', 'int8', 1))
k9 = Struct('>hb').unpack_from
k11 = (('validate_only', 'bool', 1),)
k12 = Struct('>?').unpack_from
k14 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k15 = Struct('>ih').unpack_from
k16 = (('error_code', 'int16', 2),)
k17 = Struct('>h').unpack_from

READERS = {
    ('request', 0): struct_7,
    ('request', 1): struct_13,
    ('request', 2): struct_13,
    ('response', 0): struct_19,
    ('response', 1): struct_19,
    ('response', 2): struct_20,
}
