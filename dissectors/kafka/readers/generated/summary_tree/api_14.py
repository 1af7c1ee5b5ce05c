"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32


def struct_2(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'member_id', 'string', n2)
    else:
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


def struct_3(buf, pos, end, out, ctx):
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
    pos += 4
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'member_id', 'string', n4)
    else:
        pos += n4
    s5 = pos
    if pos + 4 > end:
        raise past_end(pos, 'assignments', 'array length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'assignments', n6)
        out.append(Node('assignments', '[]struct', None, s5, pos - s5, None, None))
    else:
        ctx.cost += n6 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'assignments', n6)
        items7 = []
        a8 = Node('assignments', '[]struct', None, s5, 0, items7, None)
        out.append(a8)
        for _ in range(n6):
            s9 = pos
            c10 = []
            t11 = Node('assignments', 'struct', None, s9, 0, c10, None)
            items7.append(t11)
            pos = struct_2(buf, pos, end, c10, ctx)
            t11.length = pos - s9
        a8.length = pos - s5
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
    pos += 4
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'member_id', 'string', n4)
    else:
        pos += n4
    s5 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_instance_id', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'group_instance_id', 'string', n6)
    else:
        pos += n6
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'assignments', 'array length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'assignments', n8)
        out.append(Node('assignments', '[]struct', None, s7, pos - s7, None, None))
    else:
        ctx.cost += n8 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'assignments', n8)
        items9 = []
        a10 = Node('assignments', '[]struct', None, s7, 0, items9, None)
        out.append(a10)
        for _ in range(n8):
            s11 = pos
            c12 = []
            t13 = Node('assignments', 'struct', None, s11, 0, c12, None)
            items9.append(t13)
            pos = struct_2(buf, pos, end, c12, ctx)
            t13.length = pos - s11
        a10.length = pos - s7
    return pos


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
            raise sized_error(s1, pos, end, 'member_id', 'string', n2)
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
            raise sized_error(s3, pos, end, 'assignment', 'bytes', n4)
        out.append(Node('assignment', 'bytes', None, s3, pos - s3, None, None))
    else:
        out.append(Node('assignment', 'bytes', buf[pos : pos + n4], s3, pos + n4 - s3, None, None))
        pos += n4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        out.append(Node('group_id', 'string', None, s1, pos - s1, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'groupId'))
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k1)
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
            raise sized_error(s3, pos, end, 'member_id', 'string', n4)
    else:
        pos += n4
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'group_instance_id', 'string', n6)
    else:
        pos += n6
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'assignments', n8)
        out.append(Node('assignments', '[]struct', None, s7, pos - s7, None, None))
    else:
        ctx.cost += n8 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'assignments', n8)
        items9 = []
        a10 = Node('assignments', '[]struct', None, s7, 0, items9, None)
        out.append(a10)
        for _ in range(n8):
            s11 = pos
            c12 = []
            t13 = Node('assignments', 'struct', None, s11, 0, c12, None)
            items9.append(t13)
            pos = struct_6(buf, pos, end, c12, ctx)
            t13.length = pos - s11
        a10.length = pos - s7
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
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
            raise sized_error(s3, pos, end, 'member_id', 'string', n4)
    else:
        pos += n4
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'group_instance_id', 'string', n6)
    else:
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
            raise sized_error(s7, pos, end, 'protocol_type', 'string', n8)
        out.append(Node('protocol_type', 'string', None, s7, pos - s7, None, None))
    else:
        out.append(Node('protocol_type', 'string', buf[pos : pos + n8].decode('utf-8', 'replace'), s7, pos + n8 - s7, None, None))
        pos += n8
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'protocol_name', 'string', n10)
    else:
        pos += n10
    s11 = pos
    if pos < end and buf[pos] < 128:
        n12 = buf[pos] - 1
        pos += 1
    else:
        n12, pos = read_uvarint(buf, pos, end)
        n12 -= 1
    if n12 < 0 or n12 > end - pos:
        if n12 != -1:
            raise count_error(s11, pos, end, 'assignments', n12)
        out.append(Node('assignments', '[]struct', None, s11, pos - s11, None, None))
    else:
        ctx.cost += n12 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'assignments', n12)
        items13 = []
        a14 = Node('assignments', '[]struct', None, s11, 0, items13, None)
        out.append(a14)
        for _ in range(n12):
            s15 = pos
            c16 = []
            t17 = Node('assignments', 'struct', None, s15, 0, c16, None)
            items13.append(t17)
            pos = struct_6(buf, pos, end, c16, ctx)
            t17.length = pos - s15
        a14.length = pos - s11
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_11(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k9)
    v1 = k10(buf, pos)
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


def struct_14(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k12)
    v1 = k13(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
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


def struct_15(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k12)
    v1 = k13(buf, pos)
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
            raise sized_error(s2, pos, end, 'assignment', 'bytes', n3)
        out.append(Node('assignment', 'bytes', None, s2, pos - s2, None, None))
    else:
        out.append(Node('assignment', 'bytes', buf[pos : pos + n3], s2, pos + n3 - s2, None, None))
        pos += n3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_16(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k12)
    v1 = k13(buf, pos)
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
            raise sized_error(s6, pos, end, 'assignment', 'bytes', n7)
        out.append(Node('assignment', 'bytes', None, s6, pos - s6, None, None))
    else:
        out.append(Node('assignment', 'bytes', buf[pos : pos + n7], s6, pos + n7 - s6, None, None))
        pos += n7
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


k1 = (('generation_id', 'int32', 4),)
k5 = tagged_section({}, None)
k9 = (('error_code', 'int16', 2),)
k10 = Struct('>h').unpack_from
k12 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k13 = Struct('>4xh').unpack_from

READERS = {
    ('request', 0): struct_3,
    ('request', 1): struct_3,
    ('request', 2): struct_3,
    ('request', 3): struct_4,
    ('request', 4): struct_7,
    ('request', 5): struct_8,
    ('response', 0): struct_11,
    ('response', 1): struct_14,
    ('response', 2): struct_14,
    ('response', 3): struct_14,
    ('response', 4): struct_15,
    ('response', 5): struct_16,
}
