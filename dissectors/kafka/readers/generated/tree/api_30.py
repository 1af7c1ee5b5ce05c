"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, unpack_int16, unpack_int32


def struct_5(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('resource_type', 'int8', v1[0], pos + 0, 1, None, None))
    pos += 1
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'resource_name', 'string', n3)
        out.append(Node('resource_name', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('resource_name', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'principal', 'string', n5)
        out.append(Node('principal', 'string', None, s4, pos - s4, None, None))
    else:
        out.append(Node('principal', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, None))
        pos += n5
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'host', 'string', n7)
        out.append(Node('host', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('host', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
        pos += n7
    if pos + 2 > end:
        raise run_error(pos, end, k3)
    v8 = k4(buf, pos)
    out.append(Node('operation', 'int8', v8[0], pos + 0, 1, None, None))
    out.append(Node('permission_type', 'int8', v8[1], pos + 1, 1, None, None))
    pos += 2
    return pos


def struct_6(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'creations', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'creations', n2)
        out.append(Node('creations', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'creations', n2)
        items3 = []
        a4 = Node('creations', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('creations', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_5(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_8(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('resource_type', 'int8', v1[0], pos + 0, 1, None, None))
    pos += 1
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'resource_name', 'string', n3)
        out.append(Node('resource_name', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('resource_name', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k7)
    v4 = k2(buf, pos)
    out.append(Node('resource_pattern_type', 'int8', v4[0], pos + 0, 1, None, None))
    pos += 1
    s5 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'principal', 'string', n6)
        out.append(Node('principal', 'string', None, s5, pos - s5, None, None))
    else:
        out.append(Node('principal', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
        pos += n6
    s7 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host', 'string length')
    n8 = unpack_int16(buf, pos)[0]
    pos += 2
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'host', 'string', n8)
        out.append(Node('host', 'string', None, s7, pos - s7, None, None))
    else:
        out.append(Node('host', 'string', buf[pos : pos + n8].decode('utf-8', 'replace'), s7, pos + n8 - s7, None, None))
        pos += n8
    if pos + 2 > end:
        raise run_error(pos, end, k3)
    v9 = k4(buf, pos)
    out.append(Node('operation', 'int8', v9[0], pos + 0, 1, None, None))
    out.append(Node('permission_type', 'int8', v9[1], pos + 1, 1, None, None))
    pos += 2
    return pos


def struct_9(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'creations', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'creations', n2)
        out.append(Node('creations', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'creations', n2)
        items3 = []
        a4 = Node('creations', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('creations', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_8(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_11(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('resource_type', 'int8', v1[0], pos + 0, 1, None, None))
    pos += 1
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'resource_name', 'string', n3)
        out.append(Node('resource_name', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('resource_name', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k7)
    v4 = k2(buf, pos)
    out.append(Node('resource_pattern_type', 'int8', v4[0], pos + 0, 1, None, None))
    pos += 1
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'principal', 'string', n6)
        out.append(Node('principal', 'string', None, s5, pos - s5, None, None))
    else:
        out.append(Node('principal', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
        pos += n6
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'host', 'string', n8)
        out.append(Node('host', 'string', None, s7, pos - s7, None, None))
    else:
        out.append(Node('host', 'string', buf[pos : pos + n8].decode('utf-8', 'replace'), s7, pos + n8 - s7, None, None))
        pos += n8
    if pos + 2 > end:
        raise run_error(pos, end, k3)
    v9 = k4(buf, pos)
    out.append(Node('operation', 'int8', v9[0], pos + 0, 1, None, None))
    out.append(Node('permission_type', 'int8', v9[1], pos + 1, 1, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k10(buf, pos, end, out, ctx)
    return pos


def struct_12(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'creations', n2)
        out.append(Node('creations', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'creations', n2)
        items3 = []
        a4 = Node('creations', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('creations', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_11(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k10(buf, pos, end, out, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k15)
    v1 = k16(buf, pos)
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
    return pos


def struct_18(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    v1 = k14(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'results', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'results', n3)
        out.append(Node('results', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'results', n3)
        items4 = []
        a5 = Node('results', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('results', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_17(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    return pos


def struct_19(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k15)
    v1 = k16(buf, pos)
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
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k10(buf, pos, end, out, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    v1 = k14(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
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
            raise count_error(s2, pos, end, 'results', n3)
        out.append(Node('results', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'results', n3)
        items4 = []
        a5 = Node('results', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('results', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_19(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k10(buf, pos, end, out, ctx)
    return pos


k1 = (('resource_type', 'int8', 1),)
k2 = Struct('>b').unpack_from
k3 = (('operation', 'int8', 1), ('permission_type', 'int8', 1))
k4 = Struct('>bb').unpack_from
k7 = (('resource_pattern_type', 'int8', 1),)
k10 = tagged_section({}, unknown_tag_node)
k13 = (('throttle_time_ms', 'int32', 4),)
k14 = Struct('>i').unpack_from
k15 = (('error_code', 'int16', 2),)
k16 = Struct('>h').unpack_from

READERS = {
    ('request', 0): struct_6,
    ('request', 1): struct_9,
    ('request', 2): struct_12,
    ('request', 3): struct_12,
    ('response', 0): struct_18,
    ('response', 1): struct_18,
    ('response', 2): struct_20,
    ('response', 3): struct_20,
}
