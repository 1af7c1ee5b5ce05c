"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32, uuid_text


def struct_3(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('committed_offset', 'int64', v1[1], pos + 4, 8, None, None))
    pos += 12
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'committed_metadata', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'committed_metadata', 'string', n3)
    else:
        pos += n3
    return pos


def struct_4(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out.append(Node('name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partitions', n4)
        out.append(Node('partitions', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        items5 = []
        a6 = Node('partitions', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partitions', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_3(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
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
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'topics', n4)
        out.append(Node('topics', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'topics', n4)
        items5 = []
        a6 = Node('topics', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('topics', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_4(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_9(buf, pos, end, out, ctx):
    if pos + 20 > end:
        raise run_error(pos, end, k7)
    v1 = k8(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('committed_offset', 'int64', v1[1], pos + 4, 8, None, None))
    pos += 20
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'committed_metadata', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'committed_metadata', 'string', n3)
    else:
        pos += n3
    return pos


def struct_10(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out.append(Node('name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partitions', n4)
        out.append(Node('partitions', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        items5 = []
        a6 = Node('partitions', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partitions', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_9(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_11(buf, pos, end, out, ctx):
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
        raise run_error(pos, end, k6)
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
        raise past_end(pos, 'topics', 'array length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'topics', n6)
        out.append(Node('topics', '[]struct', None, s5, pos - s5, None, None))
    else:
        ctx.cost += n6 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'topics', n6)
        items7 = []
        a8 = Node('topics', '[]struct', None, s5, 0, items7, None)
        out.append(a8)
        for _ in range(n6):
            s9 = pos
            c10 = []
            t11 = Node('topics', 'struct', None, s9, 0, c10, None)
            items7.append(t11)
            pos = struct_10(buf, pos, end, c10, ctx)
            t11.length = pos - s9
        a8.length = pos - s5
    return pos


def struct_13(buf, pos, end, out, ctx):
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
        raise run_error(pos, end, k6)
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
    if pos + 8 > end:
        raise run_error(pos, end, k12)
    pos += 8
    s5 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'topics', n6)
        out.append(Node('topics', '[]struct', None, s5, pos - s5, None, None))
    else:
        ctx.cost += n6 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'topics', n6)
        items7 = []
        a8 = Node('topics', '[]struct', None, s5, 0, items7, None)
        out.append(a8)
        for _ in range(n6):
            s9 = pos
            c10 = []
            t11 = Node('topics', 'struct', None, s9, 0, c10, None)
            items7.append(t11)
            pos = struct_4(buf, pos, end, c10, ctx)
            t11.length = pos - s9
        a8.length = pos - s5
    return pos


def struct_14(buf, pos, end, out, ctx):
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
        raise run_error(pos, end, k6)
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
        raise past_end(pos, 'topics', 'array length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'topics', n6)
        out.append(Node('topics', '[]struct', None, s5, pos - s5, None, None))
    else:
        ctx.cost += n6 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'topics', n6)
        items7 = []
        a8 = Node('topics', '[]struct', None, s5, 0, items7, None)
        out.append(a8)
        for _ in range(n6):
            s9 = pos
            c10 = []
            t11 = Node('topics', 'struct', None, s9, 0, c10, None)
            items7.append(t11)
            pos = struct_4(buf, pos, end, c10, ctx)
            t11.length = pos - s9
        a8.length = pos - s5
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k15)
    v1 = k16(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('committed_offset', 'int64', v1[1], pos + 4, 8, None, None))
    pos += 16
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'committed_metadata', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'committed_metadata', 'string', n3)
    else:
        pos += n3
    return pos


def struct_18(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out.append(Node('name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partitions', n4)
        out.append(Node('partitions', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        items5 = []
        a6 = Node('partitions', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partitions', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_17(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_19(buf, pos, end, out, ctx):
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
        raise run_error(pos, end, k6)
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
        raise past_end(pos, 'topics', 'array length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'topics', n6)
        out.append(Node('topics', '[]struct', None, s5, pos - s5, None, None))
    else:
        ctx.cost += n6 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'topics', n6)
        items7 = []
        a8 = Node('topics', '[]struct', None, s5, 0, items7, None)
        out.append(a8)
        for _ in range(n6):
            s9 = pos
            c10 = []
            t11 = Node('topics', 'struct', None, s9, 0, c10, None)
            items7.append(t11)
            pos = struct_18(buf, pos, end, c10, ctx)
            t11.length = pos - s9
        a8.length = pos - s5
    return pos


def struct_20(buf, pos, end, out, ctx):
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
        raise run_error(pos, end, k6)
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
        raise past_end(pos, 'topics', 'array length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'topics', n8)
        out.append(Node('topics', '[]struct', None, s7, pos - s7, None, None))
    else:
        ctx.cost += n8 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'topics', n8)
        items9 = []
        a10 = Node('topics', '[]struct', None, s7, 0, items9, None)
        out.append(a10)
        for _ in range(n8):
            s11 = pos
            c12 = []
            t13 = Node('topics', 'struct', None, s11, 0, c12, None)
            items9.append(t13)
            pos = struct_18(buf, pos, end, c12, ctx)
            t13.length = pos - s11
        a10.length = pos - s7
    return pos


def struct_22(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k15)
    v1 = k16(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('committed_offset', 'int64', v1[1], pos + 4, 8, None, None))
    pos += 16
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'committed_metadata', 'string', n3)
    else:
        pos += n3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k21(buf, pos, end, out, ctx)
    return pos


def struct_23(buf, pos, end, out, ctx):
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
        out.append(Node('name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partitions', n4)
        out.append(Node('partitions', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        items5 = []
        a6 = Node('partitions', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partitions', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_22(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k21(buf, pos, end, out, ctx)
    return pos


def struct_24(buf, pos, end, out, ctx):
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
        raise run_error(pos, end, k6)
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
            raise count_error(s7, pos, end, 'topics', n8)
        out.append(Node('topics', '[]struct', None, s7, pos - s7, None, None))
    else:
        ctx.cost += n8 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'topics', n8)
        items9 = []
        a10 = Node('topics', '[]struct', None, s7, 0, items9, None)
        out.append(a10)
        for _ in range(n8):
            s11 = pos
            c12 = []
            t13 = Node('topics', 'struct', None, s11, 0, c12, None)
            items9.append(t13)
            pos = struct_23(buf, pos, end, c12, ctx)
            t13.length = pos - s11
        a10.length = pos - s7
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k21(buf, pos, end, out, ctx)
    return pos


def struct_25(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out.append(Node('topic_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'partitions', n2)
        out.append(Node('partitions', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partitions', n2)
        items3 = []
        a4 = Node('partitions', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('partitions', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_22(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k21(buf, pos, end, out, ctx)
    return pos


def struct_26(buf, pos, end, out, ctx):
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
        raise run_error(pos, end, k6)
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
            raise count_error(s7, pos, end, 'topics', n8)
        out.append(Node('topics', '[]struct', None, s7, pos - s7, None, None))
    else:
        ctx.cost += n8 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'topics', n8)
        items9 = []
        a10 = Node('topics', '[]struct', None, s7, 0, items9, None)
        out.append(a10)
        for _ in range(n8):
            s11 = pos
            c12 = []
            t13 = Node('topics', 'struct', None, s11, 0, c12, None)
            items9.append(t13)
            pos = struct_25(buf, pos, end, c12, ctx)
            t13.length = pos - s11
        a10.length = pos - s7
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k21(buf, pos, end, out, ctx)
    return pos


def struct_29(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k27)
    v1 = k28(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    pos += 6
    return pos


def struct_30(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out.append(Node('name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partitions', n4)
        out.append(Node('partitions', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        items5 = []
        a6 = Node('partitions', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partitions', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_29(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_31(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topics', n2)
        out.append(Node('topics', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        items3 = []
        a4 = Node('topics', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('topics', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_30(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_33(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k32)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topics', n2)
        out.append(Node('topics', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        items3 = []
        a4 = Node('topics', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('topics', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_30(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_34(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k27)
    v1 = k28(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    pos += 6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k21(buf, pos, end, out, ctx)
    return pos


def struct_35(buf, pos, end, out, ctx):
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
        out.append(Node('name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partitions', n4)
        out.append(Node('partitions', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        items5 = []
        a6 = Node('partitions', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partitions', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_34(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k21(buf, pos, end, out, ctx)
    return pos


def struct_36(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k32)
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
            raise count_error(s1, pos, end, 'topics', n2)
        out.append(Node('topics', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        items3 = []
        a4 = Node('topics', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('topics', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_35(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k21(buf, pos, end, out, ctx)
    return pos


def struct_37(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out.append(Node('topic_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'partitions', n2)
        out.append(Node('partitions', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partitions', n2)
        items3 = []
        a4 = Node('partitions', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('partitions', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_34(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k21(buf, pos, end, out, ctx)
    return pos


def struct_38(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k32)
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
            raise count_error(s1, pos, end, 'topics', n2)
        out.append(Node('topics', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        items3 = []
        a4 = Node('topics', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('topics', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_37(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k21(buf, pos, end, out, ctx)
    return pos


k1 = (('partition_index', 'int32', 4), ('committed_offset', 'int64', 8))
k2 = Struct('>iq').unpack_from
k6 = (('generation_id_or_member_epoch', 'int32', 4),)
k7 = (('partition_index', 'int32', 4), ('committed_offset', 'int64', 8), ('commit_timestamp', 'int64', 8))
k8 = Struct('>iq8x').unpack_from
k12 = (('retention_time_ms', 'int64', 8),)
k15 = (('partition_index', 'int32', 4), ('committed_offset', 'int64', 8), ('committed_leader_epoch', 'int32', 4))
k16 = Struct('>iq4x').unpack_from
k21 = tagged_section({}, None)
k27 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2))
k28 = Struct('>ih').unpack_from
k32 = (('throttle_time_ms', 'int32', 4),)

READERS = {
    ('request', 0): struct_5,
    ('request', 1): struct_11,
    ('request', 2): struct_13,
    ('request', 3): struct_13,
    ('request', 4): struct_13,
    ('request', 5): struct_14,
    ('request', 6): struct_19,
    ('request', 7): struct_20,
    ('request', 8): struct_24,
    ('request', 9): struct_24,
    ('request', 10): struct_26,
    ('response', 0): struct_31,
    ('response', 1): struct_31,
    ('response', 2): struct_31,
    ('response', 3): struct_33,
    ('response', 4): struct_33,
    ('response', 5): struct_33,
    ('response', 6): struct_33,
    ('response', 7): struct_33,
    ('response', 8): struct_36,
    ('response', 9): struct_36,
    ('response', 10): struct_38,
}
