"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, unpack_int16, unpack_int32, uuid_text


def struct_5(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k3)
    v1 = k4(buf, pos)
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
        out.append(Node('committed_metadata', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('committed_metadata', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    return pos


def struct_6(buf, pos, end, out, ctx):
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
        ctx.cost += n4 * 1250
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
            pos = struct_5(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_7(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'transactional_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'transactional_id', 'string', n2)
        out.append(Node('transactional_id', 'string', None, s1, pos - s1, None, 'transactionalId'))
    else:
        out.append(Node('transactional_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'transactionalId'))
        pos += n2
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'group_id', 'string', n4)
        out.append(Node('group_id', 'string', None, s3, pos - s3, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, 'groupId'))
        pos += n4
    if pos + 10 > end:
        raise run_error(pos, end, k1)
    v5 = k2(buf, pos)
    out.append(Node('producer_id', 'int64', v5[0], pos + 0, 8, None, 'producerId'))
    out.append(Node('producer_epoch', 'int16', v5[1], pos + 8, 2, None, None))
    pos += 10
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
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
            pos = struct_6(buf, pos, end, c11, ctx)
            t12.length = pos - s10
        a9.length = pos - s6
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k8)
    v1 = k9(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('committed_offset', 'int64', v1[1], pos + 4, 8, None, None))
    out.append(Node('committed_leader_epoch', 'int32', v1[2], pos + 12, 4, None, None))
    pos += 16
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'committed_metadata', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'committed_metadata', 'string', n3)
        out.append(Node('committed_metadata', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('committed_metadata', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    return pos


def struct_11(buf, pos, end, out, ctx):
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
        ctx.cost += n4 * 1250
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
            pos = struct_10(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_12(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'transactional_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'transactional_id', 'string', n2)
        out.append(Node('transactional_id', 'string', None, s1, pos - s1, None, 'transactionalId'))
    else:
        out.append(Node('transactional_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'transactionalId'))
        pos += n2
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'group_id', 'string', n4)
        out.append(Node('group_id', 'string', None, s3, pos - s3, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, 'groupId'))
        pos += n4
    if pos + 10 > end:
        raise run_error(pos, end, k1)
    v5 = k2(buf, pos)
    out.append(Node('producer_id', 'int64', v5[0], pos + 0, 8, None, 'producerId'))
    out.append(Node('producer_epoch', 'int16', v5[1], pos + 8, 2, None, None))
    pos += 10
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
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
            pos = struct_11(buf, pos, end, c11, ctx)
            t12.length = pos - s10
        a9.length = pos - s6
    return pos


def struct_16(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k8)
    v1 = k9(buf, pos)
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
            raise sized_error(s2, pos, end, 'committed_metadata', 'string', n3)
        out.append(Node('committed_metadata', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('committed_metadata', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k15(buf, pos, end, out, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
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
        ctx.cost += n4 * 1250
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
            pos = struct_16(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k15(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'transactional_id', 'string', n2)
        out.append(Node('transactional_id', 'string', None, s1, pos - s1, None, 'transactionalId'))
    else:
        out.append(Node('transactional_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'transactionalId'))
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
            raise sized_error(s3, pos, end, 'group_id', 'string', n4)
        out.append(Node('group_id', 'string', None, s3, pos - s3, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, 'groupId'))
        pos += n4
    if pos + 14 > end:
        raise run_error(pos, end, k13)
    v5 = k14(buf, pos)
    out.append(Node('producer_id', 'int64', v5[0], pos + 0, 8, None, 'producerId'))
    out.append(Node('producer_epoch', 'int16', v5[1], pos + 8, 2, None, None))
    out.append(Node('generation_id_or_member_epoch', 'int32', v5[2], pos + 10, 4, None, None))
    pos += 14
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
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'group_instance_id', 'string', n9)
        out.append(Node('group_instance_id', 'string', None, s8, pos - s8, None, None))
    else:
        out.append(Node('group_instance_id', 'string', buf[pos : pos + n9].decode('utf-8', 'replace'), s8, pos + n9 - s8, None, None))
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
            raise count_error(s10, pos, end, 'topics', n11)
        out.append(Node('topics', '[]struct', None, s10, pos - s10, None, None))
    else:
        ctx.cost += n11 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'topics', n11)
        items12 = []
        a13 = Node('topics', '[]struct', None, s10, 0, items12, None)
        out.append(a13)
        for _ in range(n11):
            s14 = pos
            c15 = []
            t16 = Node('topics', 'struct', None, s14, 0, c15, None)
            items12.append(t16)
            pos = struct_17(buf, pos, end, c15, ctx)
            t16.length = pos - s14
        a13.length = pos - s10
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k15(buf, pos, end, out, ctx)
    return pos


def struct_19(buf, pos, end, out, ctx):
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
        ctx.cost += n2 * 1250
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
            pos = struct_16(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k15(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'transactional_id', 'string', n2)
        out.append(Node('transactional_id', 'string', None, s1, pos - s1, None, 'transactionalId'))
    else:
        out.append(Node('transactional_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'transactionalId'))
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
            raise sized_error(s3, pos, end, 'group_id', 'string', n4)
        out.append(Node('group_id', 'string', None, s3, pos - s3, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, 'groupId'))
        pos += n4
    if pos + 14 > end:
        raise run_error(pos, end, k13)
    v5 = k14(buf, pos)
    out.append(Node('producer_id', 'int64', v5[0], pos + 0, 8, None, 'producerId'))
    out.append(Node('producer_epoch', 'int16', v5[1], pos + 8, 2, None, None))
    out.append(Node('generation_id_or_member_epoch', 'int32', v5[2], pos + 10, 4, None, None))
    pos += 14
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
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'group_instance_id', 'string', n9)
        out.append(Node('group_instance_id', 'string', None, s8, pos - s8, None, None))
    else:
        out.append(Node('group_instance_id', 'string', buf[pos : pos + n9].decode('utf-8', 'replace'), s8, pos + n9 - s8, None, None))
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
            raise count_error(s10, pos, end, 'topics', n11)
        out.append(Node('topics', '[]struct', None, s10, pos - s10, None, None))
    else:
        ctx.cost += n11 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'topics', n11)
        items12 = []
        a13 = Node('topics', '[]struct', None, s10, 0, items12, None)
        out.append(a13)
        for _ in range(n11):
            s14 = pos
            c15 = []
            t16 = Node('topics', 'struct', None, s14, 0, c15, None)
            items12.append(t16)
            pos = struct_19(buf, pos, end, c15, ctx)
            t16.length = pos - s14
        a13.length = pos - s10
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k15(buf, pos, end, out, ctx)
    return pos


def struct_25(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k23)
    v1 = k24(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    pos += 6
    return pos


def struct_26(buf, pos, end, out, ctx):
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
            pos = struct_25(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_27(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k21)
    v1 = k22(buf, pos)
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
        ctx.cost += n3 * 1000
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
            pos = struct_26(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    return pos


def struct_28(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k23)
    v1 = k24(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    pos += 6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k15(buf, pos, end, out, ctx)
    return pos


def struct_29(buf, pos, end, out, ctx):
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
            pos = struct_28(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k15(buf, pos, end, out, ctx)
    return pos


def struct_30(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k21)
    v1 = k22(buf, pos)
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
        ctx.cost += n3 * 1000
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
            pos = struct_29(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k15(buf, pos, end, out, ctx)
    return pos


def struct_31(buf, pos, end, out, ctx):
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
            pos = struct_28(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k15(buf, pos, end, out, ctx)
    return pos


def struct_32(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k21)
    v1 = k22(buf, pos)
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
        ctx.cost += n3 * 1000
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
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k15(buf, pos, end, out, ctx)
    return pos


k1 = (('producer_id', 'int64', 8), ('producer_epoch', 'int16', 2))
k2 = Struct('>qh').unpack_from
k3 = (('partition_index', 'int32', 4), ('committed_offset', 'int64', 8))
k4 = Struct('>iq').unpack_from
k8 = (('partition_index', 'int32', 4), ('committed_offset', 'int64', 8), ('committed_leader_epoch', 'int32', 4))
k9 = Struct('>iqi').unpack_from
k13 = (('producer_id', 'int64', 8), ('producer_epoch', 'int16', 2), ('generation_id_or_member_epoch', 'int32', 4))
k14 = Struct('>qhi').unpack_from
k15 = tagged_section({}, unknown_tag_node)
k21 = (('throttle_time_ms', 'int32', 4),)
k22 = Struct('>i').unpack_from
k23 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2))
k24 = Struct('>ih').unpack_from

READERS = {
    ('request', 0): struct_7,
    ('request', 1): struct_7,
    ('request', 2): struct_12,
    ('request', 3): struct_18,
    ('request', 4): struct_18,
    ('request', 5): struct_18,
    ('request', 6): struct_20,
    ('response', 0): struct_27,
    ('response', 1): struct_27,
    ('response', 2): struct_27,
    ('response', 3): struct_30,
    ('response', 4): struct_30,
    ('response', 5): struct_30,
    ('response', 6): struct_32,
}
