"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, unpack_int32, uuid_text


def struct_2(buf, pos, end, out, ctx):
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
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        out.append(Node('topic_name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('topic_name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k5)
    v3 = k4(buf, pos)
    out.append(Node('partition_index', 'int32', v3[0], pos + 0, 4, None, None))
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_7(buf, pos, end, out, ctx):
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
        ctx.cost += n2 * 500
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
            pos = struct_2(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 4 > end:
        raise run_error(pos, end, k3)
    v8 = k4(buf, pos)
    out.append(Node('response_partition_limit', 'int32', v8[0], pos + 0, 4, None, None))
    pos += 4
    s9 = pos
    if pos >= end:
        raise past_end(pos, 'cursor', 'struct presence byte')
    if buf[pos] >= 128:
        out.append(Node('cursor', 'struct', None, s9, 1, None, None))
        pos += 1
    else:
        pos += 1
        c10 = []
        t11 = Node('cursor', 'struct', None, s9, 0, c10, None)
        out.append(t11)
        pos = struct_6(buf, pos, end, c10, ctx)
        t11.length = pos - s9
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_15(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k13)
    v1 = k14(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    out.append(Node('partition_index', 'int32', v1[1], pos + 2, 4, None, None))
    out.append(Node('leader_id', 'int32', v1[2], pos + 6, 4, None, 'brokerId'))
    out.append(Node('leader_epoch', 'int32', v1[3], pos + 10, 4, None, None))
    pos += 14
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'replica_nodes', n3)
        out.append(Node('replica_nodes', '[]int32', None, s2, pos - s2, None, 'brokerId'))
    else:
        ctx.cost += n3 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'replica_nodes', n3)
        items4 = []
        a5 = Node('replica_nodes', '[]int32', None, s2, 0, items4, 'brokerId')
        out.append(a5)
        for _ in range(n3):
            if pos + 4 > end:
                raise past_end(pos, 'replica_nodes', 'int32')
            items4.append(Node('replica_nodes', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a5.length = pos - s2
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'isr_nodes', n7)
        out.append(Node('isr_nodes', '[]int32', None, s6, pos - s6, None, 'brokerId'))
    else:
        ctx.cost += n7 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'isr_nodes', n7)
        items8 = []
        a9 = Node('isr_nodes', '[]int32', None, s6, 0, items8, 'brokerId')
        out.append(a9)
        for _ in range(n7):
            if pos + 4 > end:
                raise past_end(pos, 'isr_nodes', 'int32')
            items8.append(Node('isr_nodes', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a9.length = pos - s6
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'eligible_leader_replicas', n11)
        out.append(Node('eligible_leader_replicas', '[]int32', None, s10, pos - s10, None, 'brokerId'))
    else:
        ctx.cost += n11 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'eligible_leader_replicas', n11)
        items12 = []
        a13 = Node('eligible_leader_replicas', '[]int32', None, s10, 0, items12, 'brokerId')
        out.append(a13)
        for _ in range(n11):
            if pos + 4 > end:
                raise past_end(pos, 'eligible_leader_replicas', 'int32')
            items12.append(Node('eligible_leader_replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a13.length = pos - s10
    s14 = pos
    if pos < end and buf[pos] < 128:
        n15 = buf[pos] - 1
        pos += 1
    else:
        n15, pos = read_uvarint(buf, pos, end)
        n15 -= 1
    if n15 < 0 or n15 > end - pos:
        if n15 != -1:
            raise count_error(s14, pos, end, 'last_known_elr', n15)
        out.append(Node('last_known_elr', '[]int32', None, s14, pos - s14, None, 'brokerId'))
    else:
        ctx.cost += n15 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s14, 'last_known_elr', n15)
        items16 = []
        a17 = Node('last_known_elr', '[]int32', None, s14, 0, items16, 'brokerId')
        out.append(a17)
        for _ in range(n15):
            if pos + 4 > end:
                raise past_end(pos, 'last_known_elr', 'int32')
            items16.append(Node('last_known_elr', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a17.length = pos - s14
    s18 = pos
    if pos < end and buf[pos] < 128:
        n19 = buf[pos] - 1
        pos += 1
    else:
        n19, pos = read_uvarint(buf, pos, end)
        n19 -= 1
    if n19 < 0 or n19 > end - pos:
        if n19 != -1:
            raise count_error(s18, pos, end, 'offline_replicas', n19)
        out.append(Node('offline_replicas', '[]int32', None, s18, pos - s18, None, 'brokerId'))
    else:
        ctx.cost += n19 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s18, 'offline_replicas', n19)
        items20 = []
        a21 = Node('offline_replicas', '[]int32', None, s18, 0, items20, 'brokerId')
        out.append(a21)
        for _ in range(n19):
            if pos + 4 > end:
                raise past_end(pos, 'offline_replicas', 'int32')
            items20.append(Node('offline_replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a21.length = pos - s18
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k9)
    v1 = k10(buf, pos)
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
            raise sized_error(s2, pos, end, 'name', 'string', n3)
        out.append(Node('name', 'string', None, s2, pos - s2, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, 'topicName'))
        pos += n3
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out.append(Node('topic_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos + 1 > end:
        raise run_error(pos, end, k11)
    v4 = k12(buf, pos)
    out.append(Node('is_internal', 'bool', v4[0], pos + 0, 1, None, None))
    pos += 1
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'partitions', n6)
        out.append(Node('partitions', '[]struct', None, s5, pos - s5, None, None))
    else:
        ctx.cost += n6 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'partitions', n6)
        items7 = []
        a8 = Node('partitions', '[]struct', None, s5, 0, items7, None)
        out.append(a8)
        for _ in range(n6):
            s9 = pos
            c10 = []
            t11 = Node('partitions', 'struct', None, s9, 0, c10, None)
            items7.append(t11)
            pos = struct_15(buf, pos, end, c10, ctx)
            t11.length = pos - s9
        a8.length = pos - s5
    if pos + 4 > end:
        raise run_error(pos, end, k16)
    v12 = k4(buf, pos)
    out.append(Node('topic_authorized_operations', 'int32', v12[0], pos + 0, 4, None, None))
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_18(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k8)
    v1 = k4(buf, pos)
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
        ctx.cost += n3 * 1750
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
            pos = struct_17(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos >= end:
        raise past_end(pos, 'next_cursor', 'struct presence byte')
    if buf[pos] >= 128:
        out.append(Node('next_cursor', 'struct', None, s9, 1, None, None))
        pos += 1
    else:
        pos += 1
        c10 = []
        t11 = Node('next_cursor', 'struct', None, s9, 0, c10, None)
        out.append(t11)
        pos = struct_6(buf, pos, end, c10, ctx)
        t11.length = pos - s9
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


k1 = tagged_section({}, unknown_tag_node)
k3 = (('response_partition_limit', 'int32', 4),)
k4 = Struct('>i').unpack_from
k5 = (('partition_index', 'int32', 4),)
k8 = (('throttle_time_ms', 'int32', 4),)
k9 = (('error_code', 'int16', 2),)
k10 = Struct('>h').unpack_from
k11 = (('is_internal', 'bool', 1),)
k12 = Struct('>?').unpack_from
k13 = (('error_code', 'int16', 2), ('partition_index', 'int32', 4), ('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4))
k14 = Struct('>hiii').unpack_from
k16 = (('topic_authorized_operations', 'int32', 4),)

READERS = {
    ('request', 0): struct_7,
    ('response', 0): struct_18,
}
