"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32


def struct_2(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
    else:
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'metadata', 'bytes length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'metadata', 'bytes', n4)
        out.append(Node('metadata', 'bytes', None, s3, pos - s3, None, None))
    else:
        out.append(Node('metadata', 'bytes', buf[pos : pos + n4], s3, pos + n4 - s3, None, None))
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
    if pos + 2 > end:
        raise past_end(pos, 'protocol_type', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'protocol_type', 'string', n6)
        out.append(Node('protocol_type', 'string', None, s5, pos - s5, None, None))
    else:
        out.append(Node('protocol_type', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
        pos += n6
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'protocols', 'array length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'protocols', n8)
        out.append(Node('protocols', '[]struct', None, s7, pos - s7, None, None))
    else:
        ctx.cost += n8 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'protocols', n8)
        items9 = []
        a10 = Node('protocols', '[]struct', None, s7, 0, items9, None)
        out.append(a10)
        for _ in range(n8):
            s11 = pos
            c12 = []
            t13 = Node('protocols', 'struct', None, s11, 0, c12, None)
            items9.append(t13)
            pos = struct_2(buf, pos, end, c12, ctx)
            t13.length = pos - s11
        a10.length = pos - s7
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
    if pos + 8 > end:
        raise run_error(pos, end, k4)
    pos += 8
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
        raise past_end(pos, 'protocol_type', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'protocol_type', 'string', n6)
        out.append(Node('protocol_type', 'string', None, s5, pos - s5, None, None))
    else:
        out.append(Node('protocol_type', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
        pos += n6
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'protocols', 'array length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'protocols', n8)
        out.append(Node('protocols', '[]struct', None, s7, pos - s7, None, None))
    else:
        ctx.cost += n8 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'protocols', n8)
        items9 = []
        a10 = Node('protocols', '[]struct', None, s7, 0, items9, None)
        out.append(a10)
        for _ in range(n8):
            s11 = pos
            c12 = []
            t13 = Node('protocols', 'struct', None, s11, 0, c12, None)
            items9.append(t13)
            pos = struct_2(buf, pos, end, c12, ctx)
            t13.length = pos - s11
        a10.length = pos - s7
    return pos


def struct_6(buf, pos, end, out, ctx):
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
    if pos + 8 > end:
        raise run_error(pos, end, k4)
    pos += 8
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
    if pos + 2 > end:
        raise past_end(pos, 'protocol_type', 'string length')
    n8 = unpack_int16(buf, pos)[0]
    pos += 2
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'protocol_type', 'string', n8)
        out.append(Node('protocol_type', 'string', None, s7, pos - s7, None, None))
    else:
        out.append(Node('protocol_type', 'string', buf[pos : pos + n8].decode('utf-8', 'replace'), s7, pos + n8 - s7, None, None))
        pos += n8
    s9 = pos
    if pos + 4 > end:
        raise past_end(pos, 'protocols', 'array length')
    n10 = unpack_int32(buf, pos)[0]
    pos += 4
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'protocols', n10)
        out.append(Node('protocols', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'protocols', n10)
        items11 = []
        a12 = Node('protocols', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('protocols', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_2(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
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
            raise sized_error(s1, pos, end, 'name', 'string', n2)
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
            raise sized_error(s3, pos, end, 'metadata', 'bytes', n4)
        out.append(Node('metadata', 'bytes', None, s3, pos - s3, None, None))
    else:
        out.append(Node('metadata', 'bytes', buf[pos : pos + n4], s3, pos + n4 - s3, None, None))
        pos += n4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
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
    if pos + 8 > end:
        raise run_error(pos, end, k4)
    pos += 8
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
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'protocols', n10)
        out.append(Node('protocols', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'protocols', n10)
        items11 = []
        a12 = Node('protocols', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('protocols', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_8(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        out.append(Node('group_id', 'string', None, s1, pos - s1, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'groupId'))
        pos += n2
    if pos + 8 > end:
        raise run_error(pos, end, k4)
    pos += 8
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
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'protocols', n10)
        out.append(Node('protocols', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'protocols', n10)
        items11 = []
        a12 = Node('protocols', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('protocols', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_8(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    s16 = pos
    if pos < end and buf[pos] < 128:
        n17 = buf[pos] - 1
        pos += 1
    else:
        n17, pos = read_uvarint(buf, pos, end)
        n17 -= 1
    if n17 < 0 or pos + n17 > end:
        if n17 != -1:
            raise sized_error(s16, pos, end, 'reason', 'string', n17)
    else:
        pos += n17
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
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
        raise past_end(pos, 'metadata', 'bytes length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'metadata', 'bytes', n4)
        out.append(Node('metadata', 'bytes', None, s3, pos - s3, None, None))
    else:
        out.append(Node('metadata', 'bytes', buf[pos : pos + n4], s3, pos + n4 - s3, None, None))
        pos += n4
    return pos


def struct_14(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k11)
    v1 = k12(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 6
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'protocol_name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'protocol_name', 'string', n3)
    else:
        pos += n3
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'leader', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'leader', 'string', n5)
    else:
        pos += n5
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'member_id', 'string', n7)
    else:
        pos += n7
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'members', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'members', n9)
        out.append(Node('members', '[]struct', None, s8, pos - s8, None, None))
    else:
        ctx.cost += n9 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'members', n9)
        items10 = []
        a11 = Node('members', '[]struct', None, s8, 0, items10, None)
        out.append(a11)
        for _ in range(n9):
            s12 = pos
            c13 = []
            t14 = Node('members', 'struct', None, s12, 0, c13, None)
            items10.append(t14)
            pos = struct_13(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k15)
    v1 = k16(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    pos += 10
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'protocol_name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'protocol_name', 'string', n3)
    else:
        pos += n3
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'leader', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'leader', 'string', n5)
    else:
        pos += n5
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'member_id', 'string', n7)
    else:
        pos += n7
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'members', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'members', n9)
        out.append(Node('members', '[]struct', None, s8, pos - s8, None, None))
    else:
        ctx.cost += n9 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'members', n9)
        items10 = []
        a11 = Node('members', '[]struct', None, s8, 0, items10, None)
        out.append(a11)
        for _ in range(n9):
            s12 = pos
            c13 = []
            t14 = Node('members', 'struct', None, s12, 0, c13, None)
            items10.append(t14)
            pos = struct_13(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    return pos


def struct_18(buf, pos, end, out, ctx):
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
    if pos + 2 > end:
        raise past_end(pos, 'group_instance_id', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'group_instance_id', 'string', n4)
    else:
        pos += n4
    s5 = pos
    if pos + 4 > end:
        raise past_end(pos, 'metadata', 'bytes length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'metadata', 'bytes', n6)
        out.append(Node('metadata', 'bytes', None, s5, pos - s5, None, None))
    else:
        out.append(Node('metadata', 'bytes', buf[pos : pos + n6], s5, pos + n6 - s5, None, None))
        pos += n6
    return pos


def struct_19(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k15)
    v1 = k16(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    pos += 10
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'protocol_name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'protocol_name', 'string', n3)
    else:
        pos += n3
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'leader', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'leader', 'string', n5)
    else:
        pos += n5
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'member_id', 'string', n7)
    else:
        pos += n7
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'members', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'members', n9)
        out.append(Node('members', '[]struct', None, s8, pos - s8, None, None))
    else:
        ctx.cost += n9 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'members', n9)
        items10 = []
        a11 = Node('members', '[]struct', None, s8, 0, items10, None)
        out.append(a11)
        for _ in range(n9):
            s12 = pos
            c13 = []
            t14 = Node('members', 'struct', None, s12, 0, c13, None)
            items10.append(t14)
            pos = struct_18(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    return pos


def struct_20(buf, pos, end, out, ctx):
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
            raise sized_error(s3, pos, end, 'group_instance_id', 'string', n4)
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
            raise sized_error(s5, pos, end, 'metadata', 'bytes', n6)
        out.append(Node('metadata', 'bytes', None, s5, pos - s5, None, None))
    else:
        out.append(Node('metadata', 'bytes', buf[pos : pos + n6], s5, pos + n6 - s5, None, None))
        pos += n6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_21(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k15)
    v1 = k16(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    pos += 10
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'protocol_name', 'string', n3)
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
            raise sized_error(s4, pos, end, 'leader', 'string', n5)
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
            raise sized_error(s6, pos, end, 'member_id', 'string', n7)
    else:
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
            raise count_error(s8, pos, end, 'members', n9)
        out.append(Node('members', '[]struct', None, s8, pos - s8, None, None))
    else:
        ctx.cost += n9 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'members', n9)
        items10 = []
        a11 = Node('members', '[]struct', None, s8, 0, items10, None)
        out.append(a11)
        for _ in range(n9):
            s12 = pos
            c13 = []
            t14 = Node('members', 'struct', None, s12, 0, c13, None)
            items10.append(t14)
            pos = struct_20(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_22(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k15)
    v1 = k16(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    pos += 10
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
            raise sized_error(s6, pos, end, 'leader', 'string', n7)
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
            raise sized_error(s8, pos, end, 'member_id', 'string', n9)
    else:
        pos += n9
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'members', n11)
        out.append(Node('members', '[]struct', None, s10, pos - s10, None, None))
    else:
        ctx.cost += n11 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'members', n11)
        items12 = []
        a13 = Node('members', '[]struct', None, s10, 0, items12, None)
        out.append(a13)
        for _ in range(n11):
            s14 = pos
            c15 = []
            t16 = Node('members', 'struct', None, s14, 0, c15, None)
            items12.append(t16)
            pos = struct_20(buf, pos, end, c15, ctx)
            t16.length = pos - s14
        a13.length = pos - s10
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_24(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k15)
    v1 = k16(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    pos += 10
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
            raise sized_error(s6, pos, end, 'leader', 'string', n7)
    else:
        pos += n7
    if pos + 1 > end:
        raise run_error(pos, end, k23)
    pos += 1
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'member_id', 'string', n9)
    else:
        pos += n9
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'members', n11)
        out.append(Node('members', '[]struct', None, s10, pos - s10, None, None))
    else:
        ctx.cost += n11 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'members', n11)
        items12 = []
        a13 = Node('members', '[]struct', None, s10, 0, items12, None)
        out.append(a13)
        for _ in range(n11):
            s14 = pos
            c15 = []
            t16 = Node('members', 'struct', None, s14, 0, c15, None)
            items12.append(t16)
            pos = struct_20(buf, pos, end, c15, ctx)
            t16.length = pos - s14
        a13.length = pos - s10
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


k1 = (('session_timeout_ms', 'int32', 4),)
k4 = (('session_timeout_ms', 'int32', 4), ('rebalance_timeout_ms', 'int32', 4))
k7 = tagged_section({}, None)
k11 = (('error_code', 'int16', 2), ('generation_id', 'int32', 4))
k12 = Struct('>h4x').unpack_from
k15 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2), ('generation_id', 'int32', 4))
k16 = Struct('>4xh4x').unpack_from
k23 = (('skip_assignment', 'bool', 1),)

READERS = {
    ('request', 0): struct_3,
    ('request', 1): struct_5,
    ('request', 2): struct_5,
    ('request', 3): struct_5,
    ('request', 4): struct_5,
    ('request', 5): struct_6,
    ('request', 6): struct_9,
    ('request', 7): struct_9,
    ('request', 8): struct_10,
    ('request', 9): struct_10,
    ('response', 0): struct_14,
    ('response', 1): struct_14,
    ('response', 2): struct_17,
    ('response', 3): struct_17,
    ('response', 4): struct_17,
    ('response', 5): struct_19,
    ('response', 6): struct_21,
    ('response', 7): struct_22,
    ('response', 8): struct_22,
    ('response', 9): struct_24,
}
