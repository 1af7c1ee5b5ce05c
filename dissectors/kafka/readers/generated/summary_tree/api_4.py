"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32, uuid_text


def struct_5(buf, pos, end, out, ctx):
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
    if pos + 16 > end:
        raise run_error(pos, end, k2)
    v3 = k3(buf, pos)
    out.append(Node('partition_index', 'int32', v3[0], pos + 0, 4, None, None))
    pos += 16
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'isr', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'isr', n5)
    else:
        if pos + 4 * n5 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'isr', 'int32')
        pos += 4 * n5
    if pos + 4 > end:
        raise run_error(pos, end, k4)
    pos += 4
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replicas', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'replicas', n7)
    else:
        if pos + 4 * n7 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'replicas', 'int32')
        pos += 4 * n7
    return pos


def struct_8(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k6)
    pos += 4
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host_name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'host_name', 'string', n2)
    else:
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k7)
    pos += 4
    return pos


def struct_9(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    pos += 8
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'ungrouped_partition_states', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'ungrouped_partition_states', n2)
        out.append(Node('ungrouped_partition_states', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'ungrouped_partition_states', n2)
        items3 = []
        a4 = Node('ungrouped_partition_states', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('ungrouped_partition_states', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_5(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'live_leaders', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'live_leaders', n9)
    else:
        for _ in range(n9):
            s10 = pos
            pos = struct_8(buf, pos, end, out, ctx)
    return pos


def struct_11(buf, pos, end, out, ctx):
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
    if pos + 16 > end:
        raise run_error(pos, end, k2)
    v3 = k3(buf, pos)
    out.append(Node('partition_index', 'int32', v3[0], pos + 0, 4, None, None))
    pos += 16
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'isr', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'isr', n5)
    else:
        if pos + 4 * n5 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'isr', 'int32')
        pos += 4 * n5
    if pos + 4 > end:
        raise run_error(pos, end, k4)
    pos += 4
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replicas', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'replicas', n7)
    else:
        if pos + 4 * n7 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'replicas', 'int32')
        pos += 4 * n7
    if pos + 1 > end:
        raise run_error(pos, end, k10)
    pos += 1
    return pos


def struct_12(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    pos += 8
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'ungrouped_partition_states', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'ungrouped_partition_states', n2)
        out.append(Node('ungrouped_partition_states', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'ungrouped_partition_states', n2)
        items3 = []
        a4 = Node('ungrouped_partition_states', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('ungrouped_partition_states', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_11(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'live_leaders', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'live_leaders', n9)
    else:
        for _ in range(n9):
            s10 = pos
            pos = struct_8(buf, pos, end, out, ctx)
    return pos


def struct_14(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k2)
    v1 = k3(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 16
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'isr', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'isr', n3)
    else:
        if pos + 4 * n3 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'isr', 'int32')
        pos += 4 * n3
    if pos + 4 > end:
        raise run_error(pos, end, k4)
    pos += 4
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replicas', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'replicas', n5)
    else:
        if pos + 4 * n5 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'replicas', 'int32')
        pos += 4 * n5
    if pos + 1 > end:
        raise run_error(pos, end, k10)
    pos += 1
    return pos


def struct_15(buf, pos, end, out, ctx):
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
        raise past_end(pos, 'partition_states', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_states', n4)
        out.append(Node('partition_states', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 3000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_states', n4)
        items5 = []
        a6 = Node('partition_states', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partition_states', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_14(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_16(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k13)
    pos += 16
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topic_states', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topic_states', n2)
        out.append(Node('topic_states', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_states', n2)
        items3 = []
        a4 = Node('topic_states', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('topic_states', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_15(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'live_leaders', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'live_leaders', n9)
    else:
        for _ in range(n9):
            s10 = pos
            pos = struct_8(buf, pos, end, out, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k2)
    v1 = k3(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 16
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'isr', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'isr', n3)
    else:
        if pos + 4 * n3 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'isr', 'int32')
        pos += 4 * n3
    if pos + 4 > end:
        raise run_error(pos, end, k4)
    pos += 4
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replicas', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'replicas', n5)
    else:
        if pos + 4 * n5 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'replicas', 'int32')
        pos += 4 * n5
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'adding_replicas', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'adding_replicas', n7)
    else:
        if pos + 4 * n7 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'adding_replicas', 'int32')
        pos += 4 * n7
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'removing_replicas', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'removing_replicas', n9)
    else:
        if pos + 4 * n9 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'removing_replicas', 'int32')
        pos += 4 * n9
    if pos + 1 > end:
        raise run_error(pos, end, k10)
    pos += 1
    return pos


def struct_18(buf, pos, end, out, ctx):
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
        raise past_end(pos, 'partition_states', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_states', n4)
        out.append(Node('partition_states', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 3000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_states', n4)
        items5 = []
        a6 = Node('partition_states', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partition_states', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_17(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_19(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k13)
    pos += 16
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topic_states', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topic_states', n2)
        out.append(Node('topic_states', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_states', n2)
        items3 = []
        a4 = Node('topic_states', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('topic_states', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_18(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'live_leaders', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'live_leaders', n9)
    else:
        for _ in range(n9):
            s10 = pos
            pos = struct_8(buf, pos, end, out, ctx)
    return pos


def struct_21(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k2)
    v1 = k3(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 16
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'isr', n3)
    else:
        if pos + 4 * n3 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'isr', 'int32')
        pos += 4 * n3
    if pos + 4 > end:
        raise run_error(pos, end, k4)
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
            raise count_error(s4, pos, end, 'replicas', n5)
    else:
        if pos + 4 * n5 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'replicas', 'int32')
        pos += 4 * n5
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'adding_replicas', n7)
    else:
        if pos + 4 * n7 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'adding_replicas', 'int32')
        pos += 4 * n7
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'removing_replicas', n9)
    else:
        if pos + 4 * n9 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'removing_replicas', 'int32')
        pos += 4 * n9
    if pos + 1 > end:
        raise run_error(pos, end, k10)
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k20(buf, pos, end, out, ctx)
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
            raise count_error(s3, pos, end, 'partition_states', n4)
        out.append(Node('partition_states', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 3000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_states', n4)
        items5 = []
        a6 = Node('partition_states', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partition_states', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_21(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k20(buf, pos, end, out, ctx)
    return pos


def struct_23(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k6)
    pos += 4
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'host_name', 'string', n2)
    else:
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k7)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k20(buf, pos, end, out, ctx)
    return pos


def struct_24(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k13)
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
            raise count_error(s1, pos, end, 'topic_states', n2)
        out.append(Node('topic_states', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_states', n2)
        items3 = []
        a4 = Node('topic_states', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('topic_states', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_22(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'live_leaders', n9)
    else:
        for _ in range(n9):
            s10 = pos
            pos = struct_23(buf, pos, end, out, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k20(buf, pos, end, out, ctx)
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
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out.append(Node('topic_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_states', n4)
        out.append(Node('partition_states', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 3000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_states', n4)
        items5 = []
        a6 = Node('partition_states', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partition_states', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_21(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k20(buf, pos, end, out, ctx)
    return pos


def struct_27(buf, pos, end, out, ctx):
    if pos + 17 > end:
        raise run_error(pos, end, k25)
    pos += 17
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topic_states', n2)
        out.append(Node('topic_states', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_states', n2)
        items3 = []
        a4 = Node('topic_states', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('topic_states', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_26(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'live_leaders', n9)
    else:
        for _ in range(n9):
            s10 = pos
            pos = struct_23(buf, pos, end, out, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k20(buf, pos, end, out, ctx)
    return pos


def struct_29(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k2)
    v1 = k3(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 16
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'isr', n3)
    else:
        if pos + 4 * n3 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'isr', 'int32')
        pos += 4 * n3
    if pos + 4 > end:
        raise run_error(pos, end, k4)
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
            raise count_error(s4, pos, end, 'replicas', n5)
    else:
        if pos + 4 * n5 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'replicas', 'int32')
        pos += 4 * n5
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'adding_replicas', n7)
    else:
        if pos + 4 * n7 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'adding_replicas', 'int32')
        pos += 4 * n7
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'removing_replicas', n9)
    else:
        if pos + 4 * n9 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'removing_replicas', 'int32')
        pos += 4 * n9
    if pos + 2 > end:
        raise run_error(pos, end, k28)
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k20(buf, pos, end, out, ctx)
    return pos


def struct_30(buf, pos, end, out, ctx):
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
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out.append(Node('topic_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_states', n4)
        out.append(Node('partition_states', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 3000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_states', n4)
        items5 = []
        a6 = Node('partition_states', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partition_states', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_29(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k20(buf, pos, end, out, ctx)
    return pos


def struct_31(buf, pos, end, out, ctx):
    if pos + 17 > end:
        raise run_error(pos, end, k25)
    pos += 17
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topic_states', n2)
        out.append(Node('topic_states', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_states', n2)
        items3 = []
        a4 = Node('topic_states', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('topic_states', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_30(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'live_leaders', n9)
    else:
        for _ in range(n9):
            s10 = pos
            pos = struct_23(buf, pos, end, out, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k20(buf, pos, end, out, ctx)
    return pos


def struct_33(buf, pos, end, out, ctx):
    if pos + 18 > end:
        raise run_error(pos, end, k32)
    pos += 18
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topic_states', n2)
        out.append(Node('topic_states', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_states', n2)
        items3 = []
        a4 = Node('topic_states', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('topic_states', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_30(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'live_leaders', n9)
    else:
        for _ in range(n9):
            s10 = pos
            pos = struct_23(buf, pos, end, out, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k20(buf, pos, end, out, ctx)
    return pos


def struct_38(buf, pos, end, out, ctx):
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
    if pos + 6 > end:
        raise run_error(pos, end, k36)
    v3 = k37(buf, pos)
    out.append(Node('partition_index', 'int32', v3[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v3[1], pos + 4, 2, None, None))
    pos += 6
    return pos


def struct_39(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k34)
    v1 = k35(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partition_errors', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'partition_errors', n3)
        out.append(Node('partition_errors', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'partition_errors', n3)
        items4 = []
        a5 = Node('partition_errors', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('partition_errors', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_38(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    return pos


def struct_40(buf, pos, end, out, ctx):
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
    if pos + 6 > end:
        raise run_error(pos, end, k36)
    v3 = k37(buf, pos)
    out.append(Node('partition_index', 'int32', v3[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v3[1], pos + 4, 2, None, None))
    pos += 6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k20(buf, pos, end, out, ctx)
    return pos


def struct_41(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k34)
    v1 = k35(buf, pos)
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
            raise count_error(s2, pos, end, 'partition_errors', n3)
        out.append(Node('partition_errors', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'partition_errors', n3)
        items4 = []
        a5 = Node('partition_errors', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('partition_errors', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_40(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k20(buf, pos, end, out, ctx)
    return pos


def struct_42(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k36)
    v1 = k37(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    pos += 6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k20(buf, pos, end, out, ctx)
    return pos


def struct_43(buf, pos, end, out, ctx):
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
            raise count_error(s1, pos, end, 'partition_errors', n2)
        out.append(Node('partition_errors', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partition_errors', n2)
        items3 = []
        a4 = Node('partition_errors', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('partition_errors', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_42(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k20(buf, pos, end, out, ctx)
    return pos


def struct_44(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k34)
    v1 = k35(buf, pos)
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
            pos = struct_43(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k20(buf, pos, end, out, ctx)
    return pos


k1 = (('controller_id', 'int32', 4), ('controller_epoch', 'int32', 4))
k2 = (('partition_index', 'int32', 4), ('controller_epoch', 'int32', 4), ('leader', 'int32', 4), ('leader_epoch', 'int32', 4))
k3 = Struct('>i4x4x4x').unpack_from
k4 = (('partition_epoch', 'int32', 4),)
k6 = (('broker_id', 'int32', 4),)
k7 = (('port', 'int32', 4),)
k10 = (('is_new', 'bool', 1),)
k13 = (('controller_id', 'int32', 4), ('controller_epoch', 'int32', 4), ('broker_epoch', 'int64', 8))
k20 = tagged_section({}, None)
k25 = (('controller_id', 'int32', 4), ('controller_epoch', 'int32', 4), ('broker_epoch', 'int64', 8), ('type', 'int8', 1))
k28 = (('is_new', 'bool', 1), ('leader_recovery_state', 'int8', 1))
k32 = (('controller_id', 'int32', 4), ('is_k_raft_controller', 'bool', 1), ('controller_epoch', 'int32', 4), ('broker_epoch', 'int64', 8), ('type', 'int8', 1))
k34 = (('error_code', 'int16', 2),)
k35 = Struct('>h').unpack_from
k36 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2))
k37 = Struct('>ih').unpack_from

READERS = {
    ('request', 0): struct_9,
    ('request', 1): struct_12,
    ('request', 2): struct_16,
    ('request', 3): struct_19,
    ('request', 4): struct_24,
    ('request', 5): struct_27,
    ('request', 6): struct_31,
    ('request', 7): struct_33,
    ('response', 0): struct_39,
    ('response', 1): struct_39,
    ('response', 2): struct_39,
    ('response', 3): struct_39,
    ('response', 4): struct_41,
    ('response', 5): struct_44,
    ('response', 6): struct_44,
    ('response', 7): struct_44,
}
