"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, unpack_int16, unpack_int32


def struct_3(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'member_id', 'string', n2)
        out.append(Node('member_id', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('member_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'assignment', 'bytes length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'assignment', 'bytes', n4)
        out.append(Node('assignment', 'bytes', None, s3, pos - s3, None, None))
    else:
        out.append(Node('assignment', 'bytes', buf[pos : pos + n4], s3, pos + n4 - s3, None, None))
        pos += n4
    return pos


def struct_4(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        out.append(Node('group_id', 'string', None, s1, pos - s1, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'groupId'))
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v3 = k2(buf, pos)
    out.append(Node('generation_id', 'int32', v3[0], pos + 0, 4, None, None))
    pos += 4
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'member_id', 'string', n5)
        out.append(Node('member_id', 'string', None, s4, pos - s4, None, None))
    else:
        out.append(Node('member_id', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, None))
        pos += n5
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'assignments', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'assignments', n7)
        out.append(Node('assignments', '[]struct', None, s6, pos - s6, None, None))
    else:
        ctx.cost += n7 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'assignments', n7)
        items8 = []
        a9 = Node('assignments', '[]struct', None, s6, 0, items8, None)
        out.append(a9)
        for _ in range(n7):
            s10 = pos
            c11 = []
            t12 = Node('assignments', 'struct', None, s10, 0, c11, None)
            items8.append(t12)
            pos = struct_3(buf, pos, end, c11, ctx)
            t12.length = pos - s10
        a9.length = pos - s6
    return pos


def struct_5(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        out.append(Node('group_id', 'string', None, s1, pos - s1, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'groupId'))
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v3 = k2(buf, pos)
    out.append(Node('generation_id', 'int32', v3[0], pos + 0, 4, None, None))
    pos += 4
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'member_id', 'string', n5)
        out.append(Node('member_id', 'string', None, s4, pos - s4, None, None))
    else:
        out.append(Node('member_id', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, None))
        pos += n5
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_instance_id', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'group_instance_id', 'string', n7)
        out.append(Node('group_instance_id', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('group_instance_id', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
        pos += n7
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'assignments', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'assignments', n9)
        out.append(Node('assignments', '[]struct', None, s8, pos - s8, None, None))
    else:
        ctx.cost += n9 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'assignments', n9)
        items10 = []
        a11 = Node('assignments', '[]struct', None, s8, 0, items10, None)
        out.append(a11)
        for _ in range(n9):
            s12 = pos
            c13 = []
            t14 = Node('assignments', 'struct', None, s12, 0, c13, None)
            items10.append(t14)
            pos = struct_3(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
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
            raise sized_error(s1, pos, end, 'member_id', 'string', n2)
        out.append(Node('member_id', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('member_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
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
            raise sized_error(s3, pos, end, 'assignment', 'bytes', n4)
        out.append(Node('assignment', 'bytes', None, s3, pos - s3, None, None))
    else:
        out.append(Node('assignment', 'bytes', buf[pos : pos + n4], s3, pos + n4 - s3, None, None))
        pos += n4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k6(buf, pos, end, out, ctx)
    return pos


def struct_8(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        out.append(Node('group_id', 'string', None, s1, pos - s1, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'groupId'))
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v3 = k2(buf, pos)
    out.append(Node('generation_id', 'int32', v3[0], pos + 0, 4, None, None))
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
            raise sized_error(s4, pos, end, 'member_id', 'string', n5)
        out.append(Node('member_id', 'string', None, s4, pos - s4, None, None))
    else:
        out.append(Node('member_id', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, None))
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
            raise sized_error(s6, pos, end, 'group_instance_id', 'string', n7)
        out.append(Node('group_instance_id', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('group_instance_id', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
        pos += n7
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'assignments', n9)
        out.append(Node('assignments', '[]struct', None, s8, pos - s8, None, None))
    else:
        ctx.cost += n9 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'assignments', n9)
        items10 = []
        a11 = Node('assignments', '[]struct', None, s8, 0, items10, None)
        out.append(a11)
        for _ in range(n9):
            s12 = pos
            c13 = []
            t14 = Node('assignments', 'struct', None, s12, 0, c13, None)
            items10.append(t14)
            pos = struct_7(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k6(buf, pos, end, out, ctx)
    return pos


def struct_9(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        out.append(Node('group_id', 'string', None, s1, pos - s1, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'groupId'))
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v3 = k2(buf, pos)
    out.append(Node('generation_id', 'int32', v3[0], pos + 0, 4, None, None))
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
            raise sized_error(s4, pos, end, 'member_id', 'string', n5)
        out.append(Node('member_id', 'string', None, s4, pos - s4, None, None))
    else:
        out.append(Node('member_id', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, None))
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
            raise sized_error(s6, pos, end, 'group_instance_id', 'string', n7)
        out.append(Node('group_instance_id', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('group_instance_id', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
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
            raise sized_error(s8, pos, end, 'protocol_type', 'string', n9)
        out.append(Node('protocol_type', 'string', None, s8, pos - s8, None, None))
    else:
        out.append(Node('protocol_type', 'string', buf[pos : pos + n9].decode('utf-8', 'replace'), s8, pos + n9 - s8, None, None))
        pos += n9
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or pos + n11 > end:
        if n11 != -1:
            raise sized_error(s10, pos, end, 'protocol_name', 'string', n11)
        out.append(Node('protocol_name', 'string', None, s10, pos - s10, None, None))
    else:
        out.append(Node('protocol_name', 'string', buf[pos : pos + n11].decode('utf-8', 'replace'), s10, pos + n11 - s10, None, None))
        pos += n11
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or n13 > end - pos:
        if n13 != -1:
            raise count_error(s12, pos, end, 'assignments', n13)
        out.append(Node('assignments', '[]struct', None, s12, pos - s12, None, None))
    else:
        ctx.cost += n13 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s12, 'assignments', n13)
        items14 = []
        a15 = Node('assignments', '[]struct', None, s12, 0, items14, None)
        out.append(a15)
        for _ in range(n13):
            s16 = pos
            c17 = []
            t18 = Node('assignments', 'struct', None, s16, 0, c17, None)
            items14.append(t18)
            pos = struct_7(buf, pos, end, c17, ctx)
            t18.length = pos - s16
        a15.length = pos - s12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k6(buf, pos, end, out, ctx)
    return pos


def struct_12(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k10)
    v1 = k11(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'assignment', 'bytes length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'assignment', 'bytes', n3)
        out.append(Node('assignment', 'bytes', None, s2, pos - s2, None, None))
    else:
        out.append(Node('assignment', 'bytes', buf[pos : pos + n3], s2, pos + n3 - s2, None, None))
        pos += n3
    return pos


def struct_15(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k13)
    v1 = k14(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    pos += 6
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'assignment', 'bytes length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'assignment', 'bytes', n3)
        out.append(Node('assignment', 'bytes', None, s2, pos - s2, None, None))
    else:
        out.append(Node('assignment', 'bytes', buf[pos : pos + n3], s2, pos + n3 - s2, None, None))
        pos += n3
    return pos


def struct_16(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k13)
    v1 = k14(buf, pos)
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
            raise sized_error(s2, pos, end, 'assignment', 'bytes', n3)
        out.append(Node('assignment', 'bytes', None, s2, pos - s2, None, None))
    else:
        out.append(Node('assignment', 'bytes', buf[pos : pos + n3], s2, pos + n3 - s2, None, None))
        pos += n3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k6(buf, pos, end, out, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k13)
    v1 = k14(buf, pos)
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
            raise sized_error(s2, pos, end, 'protocol_type', 'string', n3)
        out.append(Node('protocol_type', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('protocol_type', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
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
            raise sized_error(s4, pos, end, 'protocol_name', 'string', n5)
        out.append(Node('protocol_name', 'string', None, s4, pos - s4, None, None))
    else:
        out.append(Node('protocol_name', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, None))
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
            raise sized_error(s6, pos, end, 'assignment', 'bytes', n7)
        out.append(Node('assignment', 'bytes', None, s6, pos - s6, None, None))
    else:
        out.append(Node('assignment', 'bytes', buf[pos : pos + n7], s6, pos + n7 - s6, None, None))
        pos += n7
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k6(buf, pos, end, out, ctx)
    return pos


k1 = (('generation_id', 'int32', 4),)
k2 = Struct('>i').unpack_from
k6 = tagged_section({}, unknown_tag_node)
k10 = (('error_code', 'int16', 2),)
k11 = Struct('>h').unpack_from
k13 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k14 = Struct('>ih').unpack_from

READERS = {
    ('request', 0): struct_4,
    ('request', 1): struct_4,
    ('request', 2): struct_4,
    ('request', 3): struct_5,
    ('request', 4): struct_8,
    ('request', 5): struct_9,
    ('response', 0): struct_12,
    ('response', 1): struct_15,
    ('response', 2): struct_15,
    ('response', 3): struct_15,
    ('response', 4): struct_16,
    ('response', 5): struct_17,
}
