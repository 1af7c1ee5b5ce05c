"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, uuid_text


def struct_4(buf, pos, end, out, ctx):
    if pos + 24 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('replica_epoch', 'int32', v1[1], pos + 4, 4, None, None))
    out.append(Node('replica_id', 'int32', v1[2], pos + 8, 4, None, 'brokerId'))
    out.append(Node('last_offset_epoch', 'int32', v1[3], pos + 12, 4, None, None))
    out.append(Node('last_offset', 'int64', v1[4], pos + 16, 8, None, None))
    pos += 24
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
        ctx.cost += n4 * 2250
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
            pos = struct_4(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
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
            pos = struct_5(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k9)
    v1 = k10(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('replica_epoch', 'int32', v1[1], pos + 4, 4, None, None))
    out.append(Node('replica_id', 'int32', v1[2], pos + 8, 4, None, 'brokerId'))
    pos += 12
    if pos + 16 > end:
        raise past_end(pos, 'replica_directory_id', 'uuid')
    out.append(Node('replica_directory_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos + 16 > end:
        raise past_end(pos, 'voter_directory_id', 'uuid')
    out.append(Node('voter_directory_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos + 12 > end:
        raise run_error(pos, end, k11)
    v2 = k12(buf, pos)
    out.append(Node('last_offset_epoch', 'int32', v2[0], pos + 0, 4, None, None))
    out.append(Node('last_offset', 'int64', v2[1], pos + 4, 8, None, None))
    pos += 12
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
        ctx.cost += n4 * 2250
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
            pos = struct_13(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
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
    if pos + 4 > end:
        raise run_error(pos, end, k7)
    v3 = k8(buf, pos)
    out.append(Node('voter_id', 'int32', v3[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'topics', n5)
        out.append(Node('topics', '[]struct', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'topics', n5)
        items6 = []
        a7 = Node('topics', '[]struct', None, s4, 0, items6, None)
        out.append(a7)
        for _ in range(n5):
            s8 = pos
            c9 = []
            t10 = Node('topics', 'struct', None, s8, 0, c9, None)
            items6.append(t10)
            pos = struct_14(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_18(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k9)
    v1 = k10(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('replica_epoch', 'int32', v1[1], pos + 4, 4, None, None))
    out.append(Node('replica_id', 'int32', v1[2], pos + 8, 4, None, 'brokerId'))
    pos += 12
    if pos + 16 > end:
        raise past_end(pos, 'replica_directory_id', 'uuid')
    out.append(Node('replica_directory_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos + 16 > end:
        raise past_end(pos, 'voter_directory_id', 'uuid')
    out.append(Node('voter_directory_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos + 13 > end:
        raise run_error(pos, end, k16)
    v2 = k17(buf, pos)
    out.append(Node('last_offset_epoch', 'int32', v2[0], pos + 0, 4, None, None))
    out.append(Node('last_offset', 'int64', v2[1], pos + 4, 8, None, None))
    out.append(Node('pre_vote', 'bool', v2[2], pos + 12, 1, None, None))
    pos += 13
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_19(buf, pos, end, out, ctx):
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
        ctx.cost += n4 * 2250
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
            pos = struct_18(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'cluster_id', 'string', n2)
        out.append(Node('cluster_id', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('cluster_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k7)
    v3 = k8(buf, pos)
    out.append(Node('voter_id', 'int32', v3[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'topics', n5)
        out.append(Node('topics', '[]struct', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'topics', n5)
        items6 = []
        a7 = Node('topics', '[]struct', None, s4, 0, items6, None)
        out.append(a7)
        for _ in range(n5):
            s8 = pos
            c9 = []
            t10 = Node('topics', 'struct', None, s8, 0, c9, None)
            items6.append(t10)
            pos = struct_19(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_25(buf, pos, end, out, ctx):
    if pos + 15 > end:
        raise run_error(pos, end, k23)
    v1 = k24(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('leader_id', 'int32', v1[2], pos + 6, 4, None, 'brokerId'))
    out.append(Node('leader_epoch', 'int32', v1[3], pos + 10, 4, None, None))
    out.append(Node('vote_granted', 'bool', v1[4], pos + 14, 1, None, None))
    pos += 15
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
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
            pos = struct_25(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_27(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k21)
    v1 = k22(buf, pos)
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
            pos = struct_26(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_31(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k28)
    v1 = k8(buf, pos)
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
        raise run_error(pos, end, k29)
    v4 = k30(buf, pos)
    out.append(Node('port', 'uint16', v4[0], pos + 0, 2, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def field_32(buf, pos, end, out, ctx):
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
            pos = struct_31(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_34(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k21)
    v1 = k22(buf, pos)
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
            pos = struct_26(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k33(buf, pos, end, out, ctx)
    return pos


k1 = (('partition_index', 'int32', 4), ('replica_epoch', 'int32', 4), ('replica_id', 'int32', 4), ('last_offset_epoch', 'int32', 4), ('last_offset', 'int64', 8))
k2 = Struct('>iiiiq').unpack_from
k3 = tagged_section({}, unknown_tag_node)
k7 = (('voter_id', 'int32', 4),)
k8 = Struct('>i').unpack_from
k9 = (('partition_index', 'int32', 4), ('replica_epoch', 'int32', 4), ('replica_id', 'int32', 4))
k10 = Struct('>iii').unpack_from
k11 = (('last_offset_epoch', 'int32', 4), ('last_offset', 'int64', 8))
k12 = Struct('>iq').unpack_from
k16 = (('last_offset_epoch', 'int32', 4), ('last_offset', 'int64', 8), ('pre_vote', 'bool', 1))
k17 = Struct('>iq?').unpack_from
k21 = (('error_code', 'int16', 2),)
k22 = Struct('>h').unpack_from
k23 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2), ('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4), ('vote_granted', 'bool', 1))
k24 = Struct('>ihii?').unpack_from
k28 = (('node_id', 'int32', 4),)
k29 = (('port', 'uint16', 2),)
k30 = Struct('>H').unpack_from
k33 = tagged_section({0: ('node_endpoints', field_32)}, unknown_tag_node)

READERS = {
    ('request', 0): struct_6,
    ('request', 1): struct_15,
    ('request', 2): struct_20,
    ('response', 0): struct_27,
    ('response', 1): struct_34,
    ('response', 2): struct_34,
}
