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
    return pos


def struct_2(buf, pos, end, out, ctx):
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
            pos = struct_1(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_5(buf, pos, end, out, ctx):
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
            pos = struct_1(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 1 > end:
        raise run_error(pos, end, k3)
    v8 = k4(buf, pos)
    out.append(Node('allow_auto_topic_creation', 'bool', v8[0], pos + 0, 1, None, None))
    pos += 1
    return pos


def struct_8(buf, pos, end, out, ctx):
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
            pos = struct_1(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 3 > end:
        raise run_error(pos, end, k6)
    v8 = k7(buf, pos)
    out.append(Node('allow_auto_topic_creation', 'bool', v8[0], pos + 0, 1, None, None))
    out.append(Node('include_cluster_authorized_operations', 'bool', v8[1], pos + 1, 1, None, None))
    out.append(Node('include_topic_authorized_operations', 'bool', v8[2], pos + 2, 1, None, None))
    pos += 3
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
        out.append(Node('name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
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
            pos = struct_10(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 3 > end:
        raise run_error(pos, end, k6)
    v8 = k7(buf, pos)
    out.append(Node('allow_auto_topic_creation', 'bool', v8[0], pos + 0, 1, None, None))
    out.append(Node('include_cluster_authorized_operations', 'bool', v8[1], pos + 1, 1, None, None))
    out.append(Node('include_topic_authorized_operations', 'bool', v8[2], pos + 2, 1, None, None))
    pos += 3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_12(buf, pos, end, out, ctx):
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
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
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
            pos = struct_12(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 3 > end:
        raise run_error(pos, end, k6)
    v8 = k7(buf, pos)
    out.append(Node('allow_auto_topic_creation', 'bool', v8[0], pos + 0, 1, None, None))
    out.append(Node('include_cluster_authorized_operations', 'bool', v8[1], pos + 1, 1, None, None))
    out.append(Node('include_topic_authorized_operations', 'bool', v8[2], pos + 2, 1, None, None))
    pos += 3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_16(buf, pos, end, out, ctx):
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
            pos = struct_12(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 2 > end:
        raise run_error(pos, end, k14)
    v8 = k15(buf, pos)
    out.append(Node('allow_auto_topic_creation', 'bool', v8[0], pos + 0, 1, None, None))
    out.append(Node('include_topic_authorized_operations', 'bool', v8[1], pos + 1, 1, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
    out.append(Node('node_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'host', 'string', n3)
        out.append(Node('host', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('host', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 4 > end:
        raise run_error(pos, end, k19)
    v4 = k18(buf, pos)
    out.append(Node('port', 'int32', v4[0], pos + 0, 4, None, None))
    pos += 4
    return pos


def struct_25(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k23)
    v1 = k24(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    out.append(Node('partition_index', 'int32', v1[1], pos + 2, 4, None, None))
    out.append(Node('leader_id', 'int32', v1[2], pos + 6, 4, None, 'brokerId'))
    pos += 10
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replica_nodes', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
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
    if pos + 4 > end:
        raise past_end(pos, 'isr_nodes', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
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
    return pos


def struct_26(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k21)
    v1 = k22(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'name', 'string', n3)
        out.append(Node('name', 'string', None, s2, pos - s2, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, 'topicName'))
        pos += n3
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'partitions', n5)
        out.append(Node('partitions', '[]struct', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'partitions', n5)
        items6 = []
        a7 = Node('partitions', '[]struct', None, s4, 0, items6, None)
        out.append(a7)
        for _ in range(n5):
            s8 = pos
            c9 = []
            t10 = Node('partitions', 'struct', None, s8, 0, c9, None)
            items6.append(t10)
            pos = struct_25(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    return pos


def struct_27(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'brokers', n2)
        out.append(Node('brokers', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'brokers', n2)
        items3 = []
        a4 = Node('brokers', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('brokers', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_20(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'topics', n9)
        out.append(Node('topics', '[]struct', None, s8, pos - s8, None, None))
    else:
        ctx.cost += n9 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'topics', n9)
        items10 = []
        a11 = Node('topics', '[]struct', None, s8, 0, items10, None)
        out.append(a11)
        for _ in range(n9):
            s12 = pos
            c13 = []
            t14 = Node('topics', 'struct', None, s12, 0, c13, None)
            items10.append(t14)
            pos = struct_26(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    return pos


def struct_28(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
    out.append(Node('node_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'host', 'string', n3)
        out.append(Node('host', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('host', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 4 > end:
        raise run_error(pos, end, k19)
    v4 = k18(buf, pos)
    out.append(Node('port', 'int32', v4[0], pos + 0, 4, None, None))
    pos += 4
    s5 = pos
    if pos + 2 > end:
        raise past_end(pos, 'rack', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'rack', 'string', n6)
        out.append(Node('rack', 'string', None, s5, pos - s5, None, None))
    else:
        out.append(Node('rack', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
        pos += n6
    return pos


def struct_31(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k21)
    v1 = k22(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'name', 'string', n3)
        out.append(Node('name', 'string', None, s2, pos - s2, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, 'topicName'))
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k30)
    v4 = k4(buf, pos)
    out.append(Node('is_internal', 'bool', v4[0], pos + 0, 1, None, None))
    pos += 1
    s5 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'partitions', n6)
        out.append(Node('partitions', '[]struct', None, s5, pos - s5, None, None))
    else:
        ctx.cost += n6 * 2000
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
            pos = struct_25(buf, pos, end, c10, ctx)
            t11.length = pos - s9
        a8.length = pos - s5
    return pos


def struct_32(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'brokers', n2)
        out.append(Node('brokers', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'brokers', n2)
        items3 = []
        a4 = Node('brokers', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('brokers', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_28(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 4 > end:
        raise run_error(pos, end, k29)
    v8 = k18(buf, pos)
    out.append(Node('controller_id', 'int32', v8[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    s9 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n10 = unpack_int32(buf, pos)[0]
    pos += 4
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'topics', n10)
        out.append(Node('topics', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'topics', n10)
        items11 = []
        a12 = Node('topics', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('topics', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_31(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    return pos


def struct_33(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'brokers', n2)
        out.append(Node('brokers', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'brokers', n2)
        items3 = []
        a4 = Node('brokers', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('brokers', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_28(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    s8 = pos
    if pos + 2 > end:
        raise past_end(pos, 'cluster_id', 'string length')
    n9 = unpack_int16(buf, pos)[0]
    pos += 2
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'cluster_id', 'string', n9)
        out.append(Node('cluster_id', 'string', None, s8, pos - s8, None, None))
    else:
        out.append(Node('cluster_id', 'string', buf[pos : pos + n9].decode('utf-8', 'replace'), s8, pos + n9 - s8, None, None))
        pos += n9
    if pos + 4 > end:
        raise run_error(pos, end, k29)
    v10 = k18(buf, pos)
    out.append(Node('controller_id', 'int32', v10[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    s11 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n12 = unpack_int32(buf, pos)[0]
    pos += 4
    if n12 < 0 or n12 > end - pos:
        if n12 != -1:
            raise count_error(s11, pos, end, 'topics', n12)
        out.append(Node('topics', '[]struct', None, s11, pos - s11, None, None))
    else:
        ctx.cost += n12 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'topics', n12)
        items13 = []
        a14 = Node('topics', '[]struct', None, s11, 0, items13, None)
        out.append(a14)
        for _ in range(n12):
            s15 = pos
            c16 = []
            t17 = Node('topics', 'struct', None, s15, 0, c16, None)
            items13.append(t17)
            pos = struct_31(buf, pos, end, c16, ctx)
            t17.length = pos - s15
        a14.length = pos - s11
    return pos


def struct_35(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k34)
    v1 = k18(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'brokers', n3)
        out.append(Node('brokers', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'brokers', n3)
        items4 = []
        a5 = Node('brokers', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('brokers', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_28(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos + 2 > end:
        raise past_end(pos, 'cluster_id', 'string length')
    n10 = unpack_int16(buf, pos)[0]
    pos += 2
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'cluster_id', 'string', n10)
        out.append(Node('cluster_id', 'string', None, s9, pos - s9, None, None))
    else:
        out.append(Node('cluster_id', 'string', buf[pos : pos + n10].decode('utf-8', 'replace'), s9, pos + n10 - s9, None, None))
        pos += n10
    if pos + 4 > end:
        raise run_error(pos, end, k29)
    v11 = k18(buf, pos)
    out.append(Node('controller_id', 'int32', v11[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    s12 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n13 = unpack_int32(buf, pos)[0]
    pos += 4
    if n13 < 0 or n13 > end - pos:
        if n13 != -1:
            raise count_error(s12, pos, end, 'topics', n13)
        out.append(Node('topics', '[]struct', None, s12, pos - s12, None, None))
    else:
        ctx.cost += n13 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s12, 'topics', n13)
        items14 = []
        a15 = Node('topics', '[]struct', None, s12, 0, items14, None)
        out.append(a15)
        for _ in range(n13):
            s16 = pos
            c17 = []
            t18 = Node('topics', 'struct', None, s16, 0, c17, None)
            items14.append(t18)
            pos = struct_31(buf, pos, end, c17, ctx)
            t18.length = pos - s16
        a15.length = pos - s12
    return pos


def struct_36(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k23)
    v1 = k24(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    out.append(Node('partition_index', 'int32', v1[1], pos + 2, 4, None, None))
    out.append(Node('leader_id', 'int32', v1[2], pos + 6, 4, None, 'brokerId'))
    pos += 10
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replica_nodes', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
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
    if pos + 4 > end:
        raise past_end(pos, 'isr_nodes', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
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
    if pos + 4 > end:
        raise past_end(pos, 'offline_replicas', 'array length')
    n11 = unpack_int32(buf, pos)[0]
    pos += 4
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'offline_replicas', n11)
        out.append(Node('offline_replicas', '[]int32', None, s10, pos - s10, None, 'brokerId'))
    else:
        ctx.cost += n11 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'offline_replicas', n11)
        items12 = []
        a13 = Node('offline_replicas', '[]int32', None, s10, 0, items12, 'brokerId')
        out.append(a13)
        for _ in range(n11):
            if pos + 4 > end:
                raise past_end(pos, 'offline_replicas', 'int32')
            items12.append(Node('offline_replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a13.length = pos - s10
    return pos


def struct_37(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k21)
    v1 = k22(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'name', 'string', n3)
        out.append(Node('name', 'string', None, s2, pos - s2, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, 'topicName'))
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k30)
    v4 = k4(buf, pos)
    out.append(Node('is_internal', 'bool', v4[0], pos + 0, 1, None, None))
    pos += 1
    s5 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'partitions', n6)
        out.append(Node('partitions', '[]struct', None, s5, pos - s5, None, None))
    else:
        ctx.cost += n6 * 2000
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
            pos = struct_36(buf, pos, end, c10, ctx)
            t11.length = pos - s9
        a8.length = pos - s5
    return pos


def struct_38(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k34)
    v1 = k18(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'brokers', n3)
        out.append(Node('brokers', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'brokers', n3)
        items4 = []
        a5 = Node('brokers', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('brokers', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_28(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos + 2 > end:
        raise past_end(pos, 'cluster_id', 'string length')
    n10 = unpack_int16(buf, pos)[0]
    pos += 2
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'cluster_id', 'string', n10)
        out.append(Node('cluster_id', 'string', None, s9, pos - s9, None, None))
    else:
        out.append(Node('cluster_id', 'string', buf[pos : pos + n10].decode('utf-8', 'replace'), s9, pos + n10 - s9, None, None))
        pos += n10
    if pos + 4 > end:
        raise run_error(pos, end, k29)
    v11 = k18(buf, pos)
    out.append(Node('controller_id', 'int32', v11[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    s12 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n13 = unpack_int32(buf, pos)[0]
    pos += 4
    if n13 < 0 or n13 > end - pos:
        if n13 != -1:
            raise count_error(s12, pos, end, 'topics', n13)
        out.append(Node('topics', '[]struct', None, s12, pos - s12, None, None))
    else:
        ctx.cost += n13 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s12, 'topics', n13)
        items14 = []
        a15 = Node('topics', '[]struct', None, s12, 0, items14, None)
        out.append(a15)
        for _ in range(n13):
            s16 = pos
            c17 = []
            t18 = Node('topics', 'struct', None, s16, 0, c17, None)
            items14.append(t18)
            pos = struct_37(buf, pos, end, c17, ctx)
            t18.length = pos - s16
        a15.length = pos - s12
    return pos


def struct_41(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k39)
    v1 = k40(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    out.append(Node('partition_index', 'int32', v1[1], pos + 2, 4, None, None))
    out.append(Node('leader_id', 'int32', v1[2], pos + 6, 4, None, 'brokerId'))
    out.append(Node('leader_epoch', 'int32', v1[3], pos + 10, 4, None, None))
    pos += 14
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replica_nodes', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
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
    if pos + 4 > end:
        raise past_end(pos, 'isr_nodes', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
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
    if pos + 4 > end:
        raise past_end(pos, 'offline_replicas', 'array length')
    n11 = unpack_int32(buf, pos)[0]
    pos += 4
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'offline_replicas', n11)
        out.append(Node('offline_replicas', '[]int32', None, s10, pos - s10, None, 'brokerId'))
    else:
        ctx.cost += n11 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'offline_replicas', n11)
        items12 = []
        a13 = Node('offline_replicas', '[]int32', None, s10, 0, items12, 'brokerId')
        out.append(a13)
        for _ in range(n11):
            if pos + 4 > end:
                raise past_end(pos, 'offline_replicas', 'int32')
            items12.append(Node('offline_replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a13.length = pos - s10
    return pos


def struct_42(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k21)
    v1 = k22(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'name', 'string', n3)
        out.append(Node('name', 'string', None, s2, pos - s2, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, 'topicName'))
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k30)
    v4 = k4(buf, pos)
    out.append(Node('is_internal', 'bool', v4[0], pos + 0, 1, None, None))
    pos += 1
    s5 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'partitions', n6)
        out.append(Node('partitions', '[]struct', None, s5, pos - s5, None, None))
    else:
        ctx.cost += n6 * 2000
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
            pos = struct_41(buf, pos, end, c10, ctx)
            t11.length = pos - s9
        a8.length = pos - s5
    return pos


def struct_43(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k34)
    v1 = k18(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'brokers', n3)
        out.append(Node('brokers', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'brokers', n3)
        items4 = []
        a5 = Node('brokers', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('brokers', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_28(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos + 2 > end:
        raise past_end(pos, 'cluster_id', 'string length')
    n10 = unpack_int16(buf, pos)[0]
    pos += 2
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'cluster_id', 'string', n10)
        out.append(Node('cluster_id', 'string', None, s9, pos - s9, None, None))
    else:
        out.append(Node('cluster_id', 'string', buf[pos : pos + n10].decode('utf-8', 'replace'), s9, pos + n10 - s9, None, None))
        pos += n10
    if pos + 4 > end:
        raise run_error(pos, end, k29)
    v11 = k18(buf, pos)
    out.append(Node('controller_id', 'int32', v11[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    s12 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n13 = unpack_int32(buf, pos)[0]
    pos += 4
    if n13 < 0 or n13 > end - pos:
        if n13 != -1:
            raise count_error(s12, pos, end, 'topics', n13)
        out.append(Node('topics', '[]struct', None, s12, pos - s12, None, None))
    else:
        ctx.cost += n13 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s12, 'topics', n13)
        items14 = []
        a15 = Node('topics', '[]struct', None, s12, 0, items14, None)
        out.append(a15)
        for _ in range(n13):
            s16 = pos
            c17 = []
            t18 = Node('topics', 'struct', None, s16, 0, c17, None)
            items14.append(t18)
            pos = struct_42(buf, pos, end, c17, ctx)
            t18.length = pos - s16
        a15.length = pos - s12
    return pos


def struct_45(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k21)
    v1 = k22(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'name', 'string', n3)
        out.append(Node('name', 'string', None, s2, pos - s2, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, 'topicName'))
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k30)
    v4 = k4(buf, pos)
    out.append(Node('is_internal', 'bool', v4[0], pos + 0, 1, None, None))
    pos += 1
    s5 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'partitions', n6)
        out.append(Node('partitions', '[]struct', None, s5, pos - s5, None, None))
    else:
        ctx.cost += n6 * 2000
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
            pos = struct_41(buf, pos, end, c10, ctx)
            t11.length = pos - s9
        a8.length = pos - s5
    if pos + 4 > end:
        raise run_error(pos, end, k44)
    v12 = k18(buf, pos)
    out.append(Node('topic_authorized_operations', 'int32', v12[0], pos + 0, 4, None, None))
    pos += 4
    return pos


def struct_47(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k34)
    v1 = k18(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'brokers', n3)
        out.append(Node('brokers', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'brokers', n3)
        items4 = []
        a5 = Node('brokers', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('brokers', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_28(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos + 2 > end:
        raise past_end(pos, 'cluster_id', 'string length')
    n10 = unpack_int16(buf, pos)[0]
    pos += 2
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'cluster_id', 'string', n10)
        out.append(Node('cluster_id', 'string', None, s9, pos - s9, None, None))
    else:
        out.append(Node('cluster_id', 'string', buf[pos : pos + n10].decode('utf-8', 'replace'), s9, pos + n10 - s9, None, None))
        pos += n10
    if pos + 4 > end:
        raise run_error(pos, end, k29)
    v11 = k18(buf, pos)
    out.append(Node('controller_id', 'int32', v11[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    s12 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n13 = unpack_int32(buf, pos)[0]
    pos += 4
    if n13 < 0 or n13 > end - pos:
        if n13 != -1:
            raise count_error(s12, pos, end, 'topics', n13)
        out.append(Node('topics', '[]struct', None, s12, pos - s12, None, None))
    else:
        ctx.cost += n13 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s12, 'topics', n13)
        items14 = []
        a15 = Node('topics', '[]struct', None, s12, 0, items14, None)
        out.append(a15)
        for _ in range(n13):
            s16 = pos
            c17 = []
            t18 = Node('topics', 'struct', None, s16, 0, c17, None)
            items14.append(t18)
            pos = struct_45(buf, pos, end, c17, ctx)
            t18.length = pos - s16
        a15.length = pos - s12
    if pos + 4 > end:
        raise run_error(pos, end, k46)
    v19 = k18(buf, pos)
    out.append(Node('cluster_authorized_operations', 'int32', v19[0], pos + 0, 4, None, None))
    pos += 4
    return pos


def struct_48(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
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
    if pos + 4 > end:
        raise run_error(pos, end, k19)
    v4 = k18(buf, pos)
    out.append(Node('port', 'int32', v4[0], pos + 0, 4, None, None))
    pos += 4
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'rack', 'string', n6)
        out.append(Node('rack', 'string', None, s5, pos - s5, None, None))
    else:
        out.append(Node('rack', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
        pos += n6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_49(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k39)
    v1 = k40(buf, pos)
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
            raise count_error(s10, pos, end, 'offline_replicas', n11)
        out.append(Node('offline_replicas', '[]int32', None, s10, pos - s10, None, 'brokerId'))
    else:
        ctx.cost += n11 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'offline_replicas', n11)
        items12 = []
        a13 = Node('offline_replicas', '[]int32', None, s10, 0, items12, 'brokerId')
        out.append(a13)
        for _ in range(n11):
            if pos + 4 > end:
                raise past_end(pos, 'offline_replicas', 'int32')
            items12.append(Node('offline_replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a13.length = pos - s10
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_50(buf, pos, end, out, ctx):
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
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'name', 'string', n3)
        out.append(Node('name', 'string', None, s2, pos - s2, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, 'topicName'))
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k30)
    v4 = k4(buf, pos)
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
        ctx.cost += n6 * 2000
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
            pos = struct_49(buf, pos, end, c10, ctx)
            t11.length = pos - s9
        a8.length = pos - s5
    if pos + 4 > end:
        raise run_error(pos, end, k44)
    v12 = k18(buf, pos)
    out.append(Node('topic_authorized_operations', 'int32', v12[0], pos + 0, 4, None, None))
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_51(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k34)
    v1 = k18(buf, pos)
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
            raise count_error(s2, pos, end, 'brokers', n3)
        out.append(Node('brokers', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'brokers', n3)
        items4 = []
        a5 = Node('brokers', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('brokers', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_48(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'cluster_id', 'string', n10)
        out.append(Node('cluster_id', 'string', None, s9, pos - s9, None, None))
    else:
        out.append(Node('cluster_id', 'string', buf[pos : pos + n10].decode('utf-8', 'replace'), s9, pos + n10 - s9, None, None))
        pos += n10
    if pos + 4 > end:
        raise run_error(pos, end, k29)
    v11 = k18(buf, pos)
    out.append(Node('controller_id', 'int32', v11[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or n13 > end - pos:
        if n13 != -1:
            raise count_error(s12, pos, end, 'topics', n13)
        out.append(Node('topics', '[]struct', None, s12, pos - s12, None, None))
    else:
        ctx.cost += n13 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s12, 'topics', n13)
        items14 = []
        a15 = Node('topics', '[]struct', None, s12, 0, items14, None)
        out.append(a15)
        for _ in range(n13):
            s16 = pos
            c17 = []
            t18 = Node('topics', 'struct', None, s16, 0, c17, None)
            items14.append(t18)
            pos = struct_50(buf, pos, end, c17, ctx)
            t18.length = pos - s16
        a15.length = pos - s12
    if pos + 4 > end:
        raise run_error(pos, end, k46)
    v19 = k18(buf, pos)
    out.append(Node('cluster_authorized_operations', 'int32', v19[0], pos + 0, 4, None, None))
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_52(buf, pos, end, out, ctx):
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
        raise run_error(pos, end, k30)
    v4 = k4(buf, pos)
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
        ctx.cost += n6 * 2000
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
            pos = struct_49(buf, pos, end, c10, ctx)
            t11.length = pos - s9
        a8.length = pos - s5
    if pos + 4 > end:
        raise run_error(pos, end, k44)
    v12 = k18(buf, pos)
    out.append(Node('topic_authorized_operations', 'int32', v12[0], pos + 0, 4, None, None))
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_53(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k34)
    v1 = k18(buf, pos)
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
            raise count_error(s2, pos, end, 'brokers', n3)
        out.append(Node('brokers', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'brokers', n3)
        items4 = []
        a5 = Node('brokers', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('brokers', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_48(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'cluster_id', 'string', n10)
        out.append(Node('cluster_id', 'string', None, s9, pos - s9, None, None))
    else:
        out.append(Node('cluster_id', 'string', buf[pos : pos + n10].decode('utf-8', 'replace'), s9, pos + n10 - s9, None, None))
        pos += n10
    if pos + 4 > end:
        raise run_error(pos, end, k29)
    v11 = k18(buf, pos)
    out.append(Node('controller_id', 'int32', v11[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or n13 > end - pos:
        if n13 != -1:
            raise count_error(s12, pos, end, 'topics', n13)
        out.append(Node('topics', '[]struct', None, s12, pos - s12, None, None))
    else:
        ctx.cost += n13 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s12, 'topics', n13)
        items14 = []
        a15 = Node('topics', '[]struct', None, s12, 0, items14, None)
        out.append(a15)
        for _ in range(n13):
            s16 = pos
            c17 = []
            t18 = Node('topics', 'struct', None, s16, 0, c17, None)
            items14.append(t18)
            pos = struct_52(buf, pos, end, c17, ctx)
            t18.length = pos - s16
        a15.length = pos - s12
    if pos + 4 > end:
        raise run_error(pos, end, k46)
    v19 = k18(buf, pos)
    out.append(Node('cluster_authorized_operations', 'int32', v19[0], pos + 0, 4, None, None))
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_54(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k34)
    v1 = k18(buf, pos)
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
            raise count_error(s2, pos, end, 'brokers', n3)
        out.append(Node('brokers', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'brokers', n3)
        items4 = []
        a5 = Node('brokers', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('brokers', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_48(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'cluster_id', 'string', n10)
        out.append(Node('cluster_id', 'string', None, s9, pos - s9, None, None))
    else:
        out.append(Node('cluster_id', 'string', buf[pos : pos + n10].decode('utf-8', 'replace'), s9, pos + n10 - s9, None, None))
        pos += n10
    if pos + 4 > end:
        raise run_error(pos, end, k29)
    v11 = k18(buf, pos)
    out.append(Node('controller_id', 'int32', v11[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or n13 > end - pos:
        if n13 != -1:
            raise count_error(s12, pos, end, 'topics', n13)
        out.append(Node('topics', '[]struct', None, s12, pos - s12, None, None))
    else:
        ctx.cost += n13 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s12, 'topics', n13)
        items14 = []
        a15 = Node('topics', '[]struct', None, s12, 0, items14, None)
        out.append(a15)
        for _ in range(n13):
            s16 = pos
            c17 = []
            t18 = Node('topics', 'struct', None, s16, 0, c17, None)
            items14.append(t18)
            pos = struct_52(buf, pos, end, c17, ctx)
            t18.length = pos - s16
        a15.length = pos - s12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_55(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k34)
    v1 = k18(buf, pos)
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
            raise count_error(s2, pos, end, 'brokers', n3)
        out.append(Node('brokers', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'brokers', n3)
        items4 = []
        a5 = Node('brokers', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('brokers', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_48(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'cluster_id', 'string', n10)
        out.append(Node('cluster_id', 'string', None, s9, pos - s9, None, None))
    else:
        out.append(Node('cluster_id', 'string', buf[pos : pos + n10].decode('utf-8', 'replace'), s9, pos + n10 - s9, None, None))
        pos += n10
    if pos + 4 > end:
        raise run_error(pos, end, k29)
    v11 = k18(buf, pos)
    out.append(Node('controller_id', 'int32', v11[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or n13 > end - pos:
        if n13 != -1:
            raise count_error(s12, pos, end, 'topics', n13)
        out.append(Node('topics', '[]struct', None, s12, pos - s12, None, None))
    else:
        ctx.cost += n13 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s12, 'topics', n13)
        items14 = []
        a15 = Node('topics', '[]struct', None, s12, 0, items14, None)
        out.append(a15)
        for _ in range(n13):
            s16 = pos
            c17 = []
            t18 = Node('topics', 'struct', None, s16, 0, c17, None)
            items14.append(t18)
            pos = struct_52(buf, pos, end, c17, ctx)
            t18.length = pos - s16
        a15.length = pos - s12
    if pos + 2 > end:
        raise run_error(pos, end, k21)
    v19 = k22(buf, pos)
    out.append(Node('error_code', 'int16', v19[0], pos + 0, 2, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


k3 = (('allow_auto_topic_creation', 'bool', 1),)
k4 = Struct('>?').unpack_from
k6 = (('allow_auto_topic_creation', 'bool', 1), ('include_cluster_authorized_operations', 'bool', 1), ('include_topic_authorized_operations', 'bool', 1))
k7 = Struct('>???').unpack_from
k9 = tagged_section({}, unknown_tag_node)
k14 = (('allow_auto_topic_creation', 'bool', 1), ('include_topic_authorized_operations', 'bool', 1))
k15 = Struct('>??').unpack_from
k17 = (('node_id', 'int32', 4),)
k18 = Struct('>i').unpack_from
k19 = (('port', 'int32', 4),)
k21 = (('error_code', 'int16', 2),)
k22 = Struct('>h').unpack_from
k23 = (('error_code', 'int16', 2), ('partition_index', 'int32', 4), ('leader_id', 'int32', 4))
k24 = Struct('>hii').unpack_from
k29 = (('controller_id', 'int32', 4),)
k30 = (('is_internal', 'bool', 1),)
k34 = (('throttle_time_ms', 'int32', 4),)
k39 = (('error_code', 'int16', 2), ('partition_index', 'int32', 4), ('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4))
k40 = Struct('>hiii').unpack_from
k44 = (('topic_authorized_operations', 'int32', 4),)
k46 = (('cluster_authorized_operations', 'int32', 4),)

READERS = {
    ('request', 0): struct_2,
    ('request', 1): struct_2,
    ('request', 2): struct_2,
    ('request', 3): struct_2,
    ('request', 4): struct_5,
    ('request', 5): struct_5,
    ('request', 6): struct_5,
    ('request', 7): struct_5,
    ('request', 8): struct_8,
    ('request', 9): struct_11,
    ('request', 10): struct_13,
    ('request', 11): struct_16,
    ('request', 12): struct_16,
    ('request', 13): struct_16,
    ('response', 0): struct_27,
    ('response', 1): struct_32,
    ('response', 2): struct_33,
    ('response', 3): struct_35,
    ('response', 4): struct_35,
    ('response', 5): struct_38,
    ('response', 6): struct_38,
    ('response', 7): struct_43,
    ('response', 8): struct_47,
    ('response', 9): struct_51,
    ('response', 10): struct_53,
    ('response', 11): struct_54,
    ('response', 12): struct_54,
    ('response', 13): struct_55,
}
