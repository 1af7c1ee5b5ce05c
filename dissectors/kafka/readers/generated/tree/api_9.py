"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, unpack_int16, unpack_int32, uuid_text


def struct_1(buf, pos, end, out, ctx):
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
        raise past_end(pos, 'partition_indexes', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_indexes', n4)
        out.append(Node('partition_indexes', '[]int32', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_indexes', n4)
        items5 = []
        a6 = Node('partition_indexes', '[]int32', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            if pos + 4 > end:
                raise past_end(pos, 'partition_indexes', 'int32')
            items5.append(Node('partition_indexes', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, None))
            pos += 4
        a6.length = pos - s3
    return pos


def struct_2(buf, pos, end, out, ctx):
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
        ctx.cost += n4 * 750
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
            pos = struct_1(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


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
            raise count_error(s3, pos, end, 'partition_indexes', n4)
        out.append(Node('partition_indexes', '[]int32', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_indexes', n4)
        items5 = []
        a6 = Node('partition_indexes', '[]int32', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            if pos + 4 > end:
                raise past_end(pos, 'partition_indexes', 'int32')
            items5.append(Node('partition_indexes', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, None))
            pos += 4
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        out.append(Node('group_id', 'string', None, s1, pos - s1, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'groupId'))
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
            raise count_error(s3, pos, end, 'topics', n4)
        out.append(Node('topics', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 750
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
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
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
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'topics', n4)
        out.append(Node('topics', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 750
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
    if pos + 1 > end:
        raise run_error(pos, end, k6)
    v10 = k7(buf, pos)
    out.append(Node('require_stable', 'bool', v10[0], pos + 0, 1, None, None))
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
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
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
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
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'groups', n2)
        out.append(Node('groups', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups', n2)
        items3 = []
        a4 = Node('groups', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('groups', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_9(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 1 > end:
        raise run_error(pos, end, k6)
    v8 = k7(buf, pos)
    out.append(Node('require_stable', 'bool', v8[0], pos + 0, 1, None, None))
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
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
        out.append(Node('member_id', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('member_id', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
        pos += n4
    if pos + 4 > end:
        raise run_error(pos, end, k11)
    v5 = k12(buf, pos)
    out.append(Node('member_epoch', 'int32', v5[0], pos + 0, 4, None, None))
    pos += 4
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'topics', n7)
        out.append(Node('topics', '[]struct', None, s6, pos - s6, None, None))
    else:
        ctx.cost += n7 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'topics', n7)
        items8 = []
        a9 = Node('topics', '[]struct', None, s6, 0, items8, None)
        out.append(a9)
        for _ in range(n7):
            s10 = pos
            c11 = []
            t12 = Node('topics', 'struct', None, s10, 0, c11, None)
            items8.append(t12)
            pos = struct_4(buf, pos, end, c11, ctx)
            t12.length = pos - s10
        a9.length = pos - s6
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
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'groups', n2)
        out.append(Node('groups', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups', n2)
        items3 = []
        a4 = Node('groups', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('groups', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_13(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 1 > end:
        raise run_error(pos, end, k6)
    v8 = k7(buf, pos)
    out.append(Node('require_stable', 'bool', v8[0], pos + 0, 1, None, None))
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_15(buf, pos, end, out, ctx):
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
            raise count_error(s1, pos, end, 'partition_indexes', n2)
        out.append(Node('partition_indexes', '[]int32', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partition_indexes', n2)
        items3 = []
        a4 = Node('partition_indexes', '[]int32', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            if pos + 4 > end:
                raise past_end(pos, 'partition_indexes', 'int32')
            items3.append(Node('partition_indexes', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, None))
            pos += 4
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_16(buf, pos, end, out, ctx):
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
        out.append(Node('member_id', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('member_id', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
        pos += n4
    if pos + 4 > end:
        raise run_error(pos, end, k11)
    v5 = k12(buf, pos)
    out.append(Node('member_epoch', 'int32', v5[0], pos + 0, 4, None, None))
    pos += 4
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'topics', n7)
        out.append(Node('topics', '[]struct', None, s6, pos - s6, None, None))
    else:
        ctx.cost += n7 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'topics', n7)
        items8 = []
        a9 = Node('topics', '[]struct', None, s6, 0, items8, None)
        out.append(a9)
        for _ in range(n7):
            s10 = pos
            c11 = []
            t12 = Node('topics', 'struct', None, s10, 0, c11, None)
            items8.append(t12)
            pos = struct_15(buf, pos, end, c11, ctx)
            t12.length = pos - s10
        a9.length = pos - s6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'groups', n2)
        out.append(Node('groups', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups', n2)
        items3 = []
        a4 = Node('groups', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('groups', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_16(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 1 > end:
        raise run_error(pos, end, k6)
    v8 = k7(buf, pos)
    out.append(Node('require_stable', 'bool', v8[0], pos + 0, 1, None, None))
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_22(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k18)
    v1 = k19(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('committed_offset', 'int64', v1[1], pos + 4, 8, None, None))
    pos += 12
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'metadata', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'metadata', 'string', n3)
        out.append(Node('metadata', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('metadata', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 2 > end:
        raise run_error(pos, end, k20)
    v4 = k21(buf, pos)
    out.append(Node('error_code', 'int16', v4[0], pos + 0, 2, None, None))
    pos += 2
    return pos


def struct_23(buf, pos, end, out, ctx):
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
            pos = struct_22(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_24(buf, pos, end, out, ctx):
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
        ctx.cost += n2 * 750
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
            pos = struct_23(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_25(buf, pos, end, out, ctx):
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
        ctx.cost += n2 * 750
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
            pos = struct_23(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 2 > end:
        raise run_error(pos, end, k20)
    v8 = k21(buf, pos)
    out.append(Node('error_code', 'int16', v8[0], pos + 0, 2, None, None))
    pos += 2
    return pos


def struct_27(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k26)
    v1 = k12(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topics', n3)
        out.append(Node('topics', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        items4 = []
        a5 = Node('topics', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('topics', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_23(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos + 2 > end:
        raise run_error(pos, end, k20)
    v9 = k21(buf, pos)
    out.append(Node('error_code', 'int16', v9[0], pos + 0, 2, None, None))
    pos += 2
    return pos


def struct_30(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k28)
    v1 = k29(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('committed_offset', 'int64', v1[1], pos + 4, 8, None, None))
    out.append(Node('committed_leader_epoch', 'int32', v1[2], pos + 12, 4, None, None))
    pos += 16
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'metadata', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'metadata', 'string', n3)
        out.append(Node('metadata', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('metadata', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 2 > end:
        raise run_error(pos, end, k20)
    v4 = k21(buf, pos)
    out.append(Node('error_code', 'int16', v4[0], pos + 0, 2, None, None))
    pos += 2
    return pos


def struct_31(buf, pos, end, out, ctx):
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
            pos = struct_30(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_32(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k26)
    v1 = k12(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topics', n3)
        out.append(Node('topics', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        items4 = []
        a5 = Node('topics', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('topics', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_31(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos + 2 > end:
        raise run_error(pos, end, k20)
    v9 = k21(buf, pos)
    out.append(Node('error_code', 'int16', v9[0], pos + 0, 2, None, None))
    pos += 2
    return pos


def struct_33(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k28)
    v1 = k29(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('committed_offset', 'int64', v1[1], pos + 4, 8, None, None))
    out.append(Node('committed_leader_epoch', 'int32', v1[2], pos + 12, 4, None, None))
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
            raise sized_error(s2, pos, end, 'metadata', 'string', n3)
        out.append(Node('metadata', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('metadata', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 2 > end:
        raise run_error(pos, end, k20)
    v4 = k21(buf, pos)
    out.append(Node('error_code', 'int16', v4[0], pos + 0, 2, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_34(buf, pos, end, out, ctx):
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
            pos = struct_33(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_35(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k26)
    v1 = k12(buf, pos)
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
            raise count_error(s2, pos, end, 'topics', n3)
        out.append(Node('topics', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        items4 = []
        a5 = Node('topics', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('topics', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_34(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos + 2 > end:
        raise run_error(pos, end, k20)
    v9 = k21(buf, pos)
    out.append(Node('error_code', 'int16', v9[0], pos + 0, 2, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_36(buf, pos, end, out, ctx):
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
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
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
            pos = struct_34(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos + 2 > end:
        raise run_error(pos, end, k20)
    v10 = k21(buf, pos)
    out.append(Node('error_code', 'int16', v10[0], pos + 0, 2, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_37(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k26)
    v1 = k12(buf, pos)
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
            raise count_error(s2, pos, end, 'groups', n3)
        out.append(Node('groups', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'groups', n3)
        items4 = []
        a5 = Node('groups', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('groups', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_36(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_38(buf, pos, end, out, ctx):
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
            pos = struct_33(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_39(buf, pos, end, out, ctx):
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
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
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
            pos = struct_38(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos + 2 > end:
        raise run_error(pos, end, k20)
    v10 = k21(buf, pos)
    out.append(Node('error_code', 'int16', v10[0], pos + 0, 2, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_40(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k26)
    v1 = k12(buf, pos)
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
            raise count_error(s2, pos, end, 'groups', n3)
        out.append(Node('groups', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'groups', n3)
        items4 = []
        a5 = Node('groups', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('groups', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_39(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


k3 = tagged_section({}, unknown_tag_node)
k6 = (('require_stable', 'bool', 1),)
k7 = Struct('>?').unpack_from
k11 = (('member_epoch', 'int32', 4),)
k12 = Struct('>i').unpack_from
k18 = (('partition_index', 'int32', 4), ('committed_offset', 'int64', 8))
k19 = Struct('>iq').unpack_from
k20 = (('error_code', 'int16', 2),)
k21 = Struct('>h').unpack_from
k26 = (('throttle_time_ms', 'int32', 4),)
k28 = (('partition_index', 'int32', 4), ('committed_offset', 'int64', 8), ('committed_leader_epoch', 'int32', 4))
k29 = Struct('>iqi').unpack_from

READERS = {
    ('request', 0): struct_2,
    ('request', 1): struct_2,
    ('request', 2): struct_2,
    ('request', 3): struct_2,
    ('request', 4): struct_2,
    ('request', 5): struct_2,
    ('request', 6): struct_5,
    ('request', 7): struct_8,
    ('request', 8): struct_10,
    ('request', 9): struct_14,
    ('request', 10): struct_17,
    ('response', 0): struct_24,
    ('response', 1): struct_24,
    ('response', 2): struct_25,
    ('response', 3): struct_27,
    ('response', 4): struct_27,
    ('response', 5): struct_32,
    ('response', 6): struct_35,
    ('response', 7): struct_35,
    ('response', 8): struct_37,
    ('response', 9): struct_37,
    ('response', 10): struct_40,
}
