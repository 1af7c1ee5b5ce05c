"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, unpack_int16, unpack_int32


def struct_3(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out.append(Node('name', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
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
    out.append(Node('session_timeout_ms', 'int32', v3[0], pos + 0, 4, None, None))
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
        raise past_end(pos, 'protocol_type', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'protocol_type', 'string', n7)
        out.append(Node('protocol_type', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('protocol_type', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
        pos += n7
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'protocols', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'protocols', n9)
        out.append(Node('protocols', '[]struct', None, s8, pos - s8, None, None))
    else:
        ctx.cost += n9 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'protocols', n9)
        items10 = []
        a11 = Node('protocols', '[]struct', None, s8, 0, items10, None)
        out.append(a11)
        for _ in range(n9):
            s12 = pos
            c13 = []
            t14 = Node('protocols', 'struct', None, s12, 0, c13, None)
            items10.append(t14)
            pos = struct_3(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    return pos


def struct_7(buf, pos, end, out, ctx):
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
        raise run_error(pos, end, k5)
    v3 = k6(buf, pos)
    out.append(Node('session_timeout_ms', 'int32', v3[0], pos + 0, 4, None, None))
    out.append(Node('rebalance_timeout_ms', 'int32', v3[1], pos + 4, 4, None, None))
    pos += 8
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
        raise past_end(pos, 'protocol_type', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'protocol_type', 'string', n7)
        out.append(Node('protocol_type', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('protocol_type', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
        pos += n7
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'protocols', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'protocols', n9)
        out.append(Node('protocols', '[]struct', None, s8, pos - s8, None, None))
    else:
        ctx.cost += n9 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'protocols', n9)
        items10 = []
        a11 = Node('protocols', '[]struct', None, s8, 0, items10, None)
        out.append(a11)
        for _ in range(n9):
            s12 = pos
            c13 = []
            t14 = Node('protocols', 'struct', None, s12, 0, c13, None)
            items10.append(t14)
            pos = struct_3(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    return pos


def struct_8(buf, pos, end, out, ctx):
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
        raise run_error(pos, end, k5)
    v3 = k6(buf, pos)
    out.append(Node('session_timeout_ms', 'int32', v3[0], pos + 0, 4, None, None))
    out.append(Node('rebalance_timeout_ms', 'int32', v3[1], pos + 4, 4, None, None))
    pos += 8
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
    if pos + 2 > end:
        raise past_end(pos, 'protocol_type', 'string length')
    n9 = unpack_int16(buf, pos)[0]
    pos += 2
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'protocol_type', 'string', n9)
        out.append(Node('protocol_type', 'string', None, s8, pos - s8, None, None))
    else:
        out.append(Node('protocol_type', 'string', buf[pos : pos + n9].decode('utf-8', 'replace'), s8, pos + n9 - s8, None, None))
        pos += n9
    s10 = pos
    if pos + 4 > end:
        raise past_end(pos, 'protocols', 'array length')
    n11 = unpack_int32(buf, pos)[0]
    pos += 4
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'protocols', n11)
        out.append(Node('protocols', '[]struct', None, s10, pos - s10, None, None))
    else:
        ctx.cost += n11 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'protocols', n11)
        items12 = []
        a13 = Node('protocols', '[]struct', None, s10, 0, items12, None)
        out.append(a13)
        for _ in range(n11):
            s14 = pos
            c15 = []
            t16 = Node('protocols', 'struct', None, s14, 0, c15, None)
            items12.append(t16)
            pos = struct_3(buf, pos, end, c15, ctx)
            t16.length = pos - s14
        a13.length = pos - s10
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
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out.append(Node('name', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
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
        pos = k9(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        out.append(Node('group_id', 'string', None, s1, pos - s1, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'groupId'))
        pos += n2
    if pos + 8 > end:
        raise run_error(pos, end, k5)
    v3 = k6(buf, pos)
    out.append(Node('session_timeout_ms', 'int32', v3[0], pos + 0, 4, None, None))
    out.append(Node('rebalance_timeout_ms', 'int32', v3[1], pos + 4, 4, None, None))
    pos += 8
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
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'protocols', n11)
        out.append(Node('protocols', '[]struct', None, s10, pos - s10, None, None))
    else:
        ctx.cost += n11 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'protocols', n11)
        items12 = []
        a13 = Node('protocols', '[]struct', None, s10, 0, items12, None)
        out.append(a13)
        for _ in range(n11):
            s14 = pos
            c15 = []
            t16 = Node('protocols', 'struct', None, s14, 0, c15, None)
            items12.append(t16)
            pos = struct_10(buf, pos, end, c15, ctx)
            t16.length = pos - s14
        a13.length = pos - s10
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_12(buf, pos, end, out, ctx):
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
        raise run_error(pos, end, k5)
    v3 = k6(buf, pos)
    out.append(Node('session_timeout_ms', 'int32', v3[0], pos + 0, 4, None, None))
    out.append(Node('rebalance_timeout_ms', 'int32', v3[1], pos + 4, 4, None, None))
    pos += 8
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
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'protocols', n11)
        out.append(Node('protocols', '[]struct', None, s10, pos - s10, None, None))
    else:
        ctx.cost += n11 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'protocols', n11)
        items12 = []
        a13 = Node('protocols', '[]struct', None, s10, 0, items12, None)
        out.append(a13)
        for _ in range(n11):
            s14 = pos
            c15 = []
            t16 = Node('protocols', 'struct', None, s14, 0, c15, None)
            items12.append(t16)
            pos = struct_10(buf, pos, end, c15, ctx)
            t16.length = pos - s14
        a13.length = pos - s10
    s17 = pos
    if pos < end and buf[pos] < 128:
        n18 = buf[pos] - 1
        pos += 1
    else:
        n18, pos = read_uvarint(buf, pos, end)
        n18 -= 1
    if n18 < 0 or pos + n18 > end:
        if n18 != -1:
            raise sized_error(s17, pos, end, 'reason', 'string', n18)
        out.append(Node('reason', 'string', None, s17, pos - s17, None, None))
    else:
        out.append(Node('reason', 'string', buf[pos : pos + n18].decode('utf-8', 'replace'), s17, pos + n18 - s17, None, None))
        pos += n18
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_15(buf, pos, end, out, ctx):
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


def struct_16(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k13)
    v1 = k14(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    out.append(Node('generation_id', 'int32', v1[1], pos + 2, 4, None, None))
    pos += 6
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'protocol_name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'protocol_name', 'string', n3)
        out.append(Node('protocol_name', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('protocol_name', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'leader', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'leader', 'string', n5)
        out.append(Node('leader', 'string', None, s4, pos - s4, None, None))
    else:
        out.append(Node('leader', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, None))
        pos += n5
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'member_id', 'string', n7)
        out.append(Node('member_id', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('member_id', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
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
            pos = struct_15(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    return pos


def struct_19(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('generation_id', 'int32', v1[2], pos + 6, 4, None, None))
    pos += 10
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'protocol_name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'protocol_name', 'string', n3)
        out.append(Node('protocol_name', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('protocol_name', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'leader', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'leader', 'string', n5)
        out.append(Node('leader', 'string', None, s4, pos - s4, None, None))
    else:
        out.append(Node('leader', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, None))
        pos += n5
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'member_id', 'string', n7)
        out.append(Node('member_id', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('member_id', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
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
            pos = struct_15(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    return pos


def struct_20(buf, pos, end, out, ctx):
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
    if pos + 2 > end:
        raise past_end(pos, 'group_instance_id', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'group_instance_id', 'string', n4)
        out.append(Node('group_instance_id', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('group_instance_id', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
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


def struct_21(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('generation_id', 'int32', v1[2], pos + 6, 4, None, None))
    pos += 10
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'protocol_name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'protocol_name', 'string', n3)
        out.append(Node('protocol_name', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('protocol_name', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'leader', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'leader', 'string', n5)
        out.append(Node('leader', 'string', None, s4, pos - s4, None, None))
    else:
        out.append(Node('leader', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, None))
        pos += n5
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'member_id', 'string', n7)
        out.append(Node('member_id', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('member_id', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
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
            pos = struct_20(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    return pos


def struct_22(buf, pos, end, out, ctx):
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
            raise sized_error(s3, pos, end, 'group_instance_id', 'string', n4)
        out.append(Node('group_instance_id', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('group_instance_id', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
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
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_23(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('generation_id', 'int32', v1[2], pos + 6, 4, None, None))
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
        out.append(Node('protocol_name', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('protocol_name', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
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
        out.append(Node('leader', 'string', None, s4, pos - s4, None, None))
    else:
        out.append(Node('leader', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, None))
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
        out.append(Node('member_id', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('member_id', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
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
            pos = struct_22(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_24(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('generation_id', 'int32', v1[2], pos + 6, 4, None, None))
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
            raise sized_error(s6, pos, end, 'leader', 'string', n7)
        out.append(Node('leader', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('leader', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
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
        out.append(Node('member_id', 'string', None, s8, pos - s8, None, None))
    else:
        out.append(Node('member_id', 'string', buf[pos : pos + n9].decode('utf-8', 'replace'), s8, pos + n9 - s8, None, None))
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
            pos = struct_22(buf, pos, end, c15, ctx)
            t16.length = pos - s14
        a13.length = pos - s10
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_27(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('generation_id', 'int32', v1[2], pos + 6, 4, None, None))
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
            raise sized_error(s6, pos, end, 'leader', 'string', n7)
        out.append(Node('leader', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('leader', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
        pos += n7
    if pos + 1 > end:
        raise run_error(pos, end, k25)
    v8 = k26(buf, pos)
    out.append(Node('skip_assignment', 'bool', v8[0], pos + 0, 1, None, None))
    pos += 1
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'member_id', 'string', n10)
        out.append(Node('member_id', 'string', None, s9, pos - s9, None, None))
    else:
        out.append(Node('member_id', 'string', buf[pos : pos + n10].decode('utf-8', 'replace'), s9, pos + n10 - s9, None, None))
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
            raise count_error(s11, pos, end, 'members', n12)
        out.append(Node('members', '[]struct', None, s11, pos - s11, None, None))
    else:
        ctx.cost += n12 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'members', n12)
        items13 = []
        a14 = Node('members', '[]struct', None, s11, 0, items13, None)
        out.append(a14)
        for _ in range(n12):
            s15 = pos
            c16 = []
            t17 = Node('members', 'struct', None, s15, 0, c16, None)
            items13.append(t17)
            pos = struct_22(buf, pos, end, c16, ctx)
            t17.length = pos - s15
        a14.length = pos - s11
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


k1 = (('session_timeout_ms', 'int32', 4),)
k2 = Struct('>i').unpack_from
k5 = (('session_timeout_ms', 'int32', 4), ('rebalance_timeout_ms', 'int32', 4))
k6 = Struct('>ii').unpack_from
k9 = tagged_section({}, unknown_tag_node)
k13 = (('error_code', 'int16', 2), ('generation_id', 'int32', 4))
k14 = Struct('>hi').unpack_from
k17 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2), ('generation_id', 'int32', 4))
k18 = Struct('>ihi').unpack_from
k25 = (('skip_assignment', 'bool', 1),)
k26 = Struct('>?').unpack_from

READERS = {
    ('request', 0): struct_4,
    ('request', 1): struct_7,
    ('request', 2): struct_7,
    ('request', 3): struct_7,
    ('request', 4): struct_7,
    ('request', 5): struct_8,
    ('request', 6): struct_11,
    ('request', 7): struct_11,
    ('request', 8): struct_12,
    ('request', 9): struct_12,
    ('response', 0): struct_16,
    ('response', 1): struct_16,
    ('response', 2): struct_19,
    ('response', 3): struct_19,
    ('response', 4): struct_19,
    ('response', 5): struct_21,
    ('response', 6): struct_23,
    ('response', 7): struct_24,
    ('response', 8): struct_24,
    ('response', 9): struct_27,
}
