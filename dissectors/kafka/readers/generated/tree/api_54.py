"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, unpack_int16, unpack_int32, uuid_text


def struct_3(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('leader_id', 'int32', v1[1], pos + 4, 4, None, 'brokerId'))
    out.append(Node('leader_epoch', 'int32', v1[2], pos + 8, 4, None, None))
    pos += 12
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'preferred_successors', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'preferred_successors', n3)
        out.append(Node('preferred_successors', '[]int32', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'preferred_successors', n3)
        items4 = []
        a5 = Node('preferred_successors', '[]int32', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            if pos + 4 > end:
                raise past_end(pos, 'preferred_successors', 'int32')
            items4.append(Node('preferred_successors', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, None))
            pos += 4
        a5.length = pos - s2
    return pos


def struct_4(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic_name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        out.append(Node('topic_name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('topic_name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
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
        raise past_end(pos, 'cluster_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'cluster_id', 'string', n2)
        out.append(Node('cluster_id', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('cluster_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
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
            pos = struct_4(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_9(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k6)
    v1 = k7(buf, pos)
    out.append(Node('candidate_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    if pos + 16 > end:
        raise past_end(pos, 'candidate_directory_id', 'uuid')
    out.append(Node('candidate_directory_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('leader_id', 'int32', v1[1], pos + 4, 4, None, 'brokerId'))
    out.append(Node('leader_epoch', 'int32', v1[2], pos + 8, 4, None, None))
    pos += 12
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'preferred_candidates', n3)
        out.append(Node('preferred_candidates', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'preferred_candidates', n3)
        items4 = []
        a5 = Node('preferred_candidates', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('preferred_candidates', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_9(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        out.append(Node('topic_name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('topic_name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
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
            pos = struct_10(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
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
            raise sized_error(s3, pos, end, 'host', 'string', n4)
        out.append(Node('host', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('host', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
        pos += n4
    if pos + 2 > end:
        raise run_error(pos, end, k12)
    v5 = k13(buf, pos)
    out.append(Node('port', 'uint16', v5[0], pos + 0, 2, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_15(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'cluster_id', 'string', n2)
        out.append(Node('cluster_id', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('cluster_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
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
            pos = struct_11(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'leader_endpoints', n11)
        out.append(Node('leader_endpoints', '[]struct', None, s10, pos - s10, None, None))
    else:
        ctx.cost += n11 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'leader_endpoints', n11)
        items12 = []
        a13 = Node('leader_endpoints', '[]struct', None, s10, 0, items12, None)
        out.append(a13)
        for _ in range(n11):
            s14 = pos
            c15 = []
            t16 = Node('leader_endpoints', 'struct', None, s14, 0, c15, None)
            items12.append(t16)
            pos = struct_14(buf, pos, end, c15, ctx)
            t16.length = pos - s14
        a13.length = pos - s10
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k18)
    v1 = k19(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('leader_id', 'int32', v1[2], pos + 6, 4, None, 'brokerId'))
    out.append(Node('leader_epoch', 'int32', v1[3], pos + 10, 4, None, None))
    pos += 14
    return pos


def struct_21(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic_name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        out.append(Node('topic_name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('topic_name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
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
            pos = struct_20(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_22(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k16)
    v1 = k17(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
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
            pos = struct_21(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    return pos


def struct_24(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k23)
    v1 = k7(buf, pos)
    out.append(Node('node_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'host', 'string', n3)
        out.append(Node('host', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('host', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 2 > end:
        raise run_error(pos, end, k12)
    v4 = k13(buf, pos)
    out.append(Node('port', 'uint16', v4[0], pos + 0, 2, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def field_25(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'node_endpoints', n2)
        out.append(Node('node_endpoints', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'node_endpoints', n2)
        items3 = []
        a4 = Node('node_endpoints', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('node_endpoints', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_24(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_26(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k18)
    v1 = k19(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('leader_id', 'int32', v1[2], pos + 6, 4, None, 'brokerId'))
    out.append(Node('leader_epoch', 'int32', v1[3], pos + 10, 4, None, None))
    pos += 14
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_27(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        out.append(Node('topic_name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('topic_name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
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
            pos = struct_26(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_29(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k16)
    v1 = k17(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
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
            pos = struct_27(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k28(buf, pos, end, out, ctx)
    return pos


k1 = (('partition_index', 'int32', 4), ('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4))
k2 = Struct('>iii').unpack_from
k6 = (('candidate_id', 'int32', 4),)
k7 = Struct('>i').unpack_from
k8 = tagged_section({}, unknown_tag_node)
k12 = (('port', 'uint16', 2),)
k13 = Struct('>H').unpack_from
k16 = (('error_code', 'int16', 2),)
k17 = Struct('>h').unpack_from
k18 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2), ('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4))
k19 = Struct('>ihii').unpack_from
k23 = (('node_id', 'int32', 4),)
k28 = tagged_section({0: ('node_endpoints', field_25)}, unknown_tag_node)

READERS = {
    ('request', 0): struct_5,
    ('request', 1): struct_15,
    ('response', 0): struct_22,
    ('response', 1): struct_29,
}
