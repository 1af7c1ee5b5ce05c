"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32, uuid_text


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


def struct_4(buf, pos, end, out, ctx):
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
    pos += 1
    return pos


def struct_6(buf, pos, end, out, ctx):
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
        raise run_error(pos, end, k5)
    pos += 3
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
        out.append(Node('name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
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
            pos = struct_8(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 3 > end:
        raise run_error(pos, end, k5)
    pos += 3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
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
        pos = k7(buf, pos, end, out, ctx)
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
        raise run_error(pos, end, k5)
    pos += 3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
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
            pos = struct_10(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 2 > end:
        raise run_error(pos, end, k12)
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_16(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k14)
    pos += 4
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'host', 'string', n2)
    else:
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k15)
    pos += 4
    return pos


def struct_21(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k19)
    v1 = k20(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    out.append(Node('partition_index', 'int32', v1[1], pos + 2, 4, None, None))
    pos += 10
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replica_nodes', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'replica_nodes', n3)
    else:
        if pos + 4 * n3 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'replica_nodes', 'int32')
        pos += 4 * n3
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'isr_nodes', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'isr_nodes', n5)
    else:
        if pos + 4 * n5 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'isr_nodes', 'int32')
        pos += 4 * n5
    return pos


def struct_22(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
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
            pos = struct_21(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    return pos


def struct_23(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'brokers', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_16(buf, pos, end, out, ctx)
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'topics', n5)
        out.append(Node('topics', '[]struct', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 1750
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
            pos = struct_22(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    return pos


def struct_24(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k14)
    pos += 4
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'host', 'string', n2)
    else:
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k15)
    pos += 4
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'rack', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'rack', 'string', n4)
    else:
        pos += n4
    return pos


def struct_27(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
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
        raise run_error(pos, end, k26)
    pos += 1
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
            pos = struct_21(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    return pos


def struct_28(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'brokers', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_24(buf, pos, end, out, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k25)
    pos += 4
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'topics', n5)
        out.append(Node('topics', '[]struct', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 1750
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
            pos = struct_27(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    return pos


def struct_29(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'brokers', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_24(buf, pos, end, out, ctx)
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'cluster_id', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'cluster_id', 'string', n5)
    else:
        pos += n5
    if pos + 4 > end:
        raise run_error(pos, end, k25)
    pos += 4
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
        ctx.cost += n7 * 1750
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
            pos = struct_27(buf, pos, end, c11, ctx)
            t12.length = pos - s10
        a9.length = pos - s6
    return pos


def struct_31(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k30)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'brokers', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_24(buf, pos, end, out, ctx)
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'cluster_id', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'cluster_id', 'string', n5)
    else:
        pos += n5
    if pos + 4 > end:
        raise run_error(pos, end, k25)
    pos += 4
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
        ctx.cost += n7 * 1750
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
            pos = struct_27(buf, pos, end, c11, ctx)
            t12.length = pos - s10
        a9.length = pos - s6
    return pos


def struct_32(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k19)
    v1 = k20(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    out.append(Node('partition_index', 'int32', v1[1], pos + 2, 4, None, None))
    pos += 10
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replica_nodes', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'replica_nodes', n3)
    else:
        if pos + 4 * n3 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'replica_nodes', 'int32')
        pos += 4 * n3
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'isr_nodes', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'isr_nodes', n5)
    else:
        if pos + 4 * n5 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'isr_nodes', 'int32')
        pos += 4 * n5
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'offline_replicas', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'offline_replicas', n7)
    else:
        if pos + 4 * n7 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'offline_replicas', 'int32')
        pos += 4 * n7
    return pos


def struct_33(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
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
        raise run_error(pos, end, k26)
    pos += 1
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
            pos = struct_32(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    return pos


def struct_34(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k30)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'brokers', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_24(buf, pos, end, out, ctx)
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'cluster_id', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'cluster_id', 'string', n5)
    else:
        pos += n5
    if pos + 4 > end:
        raise run_error(pos, end, k25)
    pos += 4
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
        ctx.cost += n7 * 1750
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
            pos = struct_33(buf, pos, end, c11, ctx)
            t12.length = pos - s10
        a9.length = pos - s6
    return pos


def struct_37(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k35)
    v1 = k36(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    out.append(Node('partition_index', 'int32', v1[1], pos + 2, 4, None, None))
    pos += 14
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replica_nodes', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'replica_nodes', n3)
    else:
        if pos + 4 * n3 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'replica_nodes', 'int32')
        pos += 4 * n3
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'isr_nodes', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'isr_nodes', n5)
    else:
        if pos + 4 * n5 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'isr_nodes', 'int32')
        pos += 4 * n5
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'offline_replicas', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'offline_replicas', n7)
    else:
        if pos + 4 * n7 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'offline_replicas', 'int32')
        pos += 4 * n7
    return pos


def struct_38(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
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
        raise run_error(pos, end, k26)
    pos += 1
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
            pos = struct_37(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    return pos


def struct_39(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k30)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'brokers', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_24(buf, pos, end, out, ctx)
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'cluster_id', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'cluster_id', 'string', n5)
    else:
        pos += n5
    if pos + 4 > end:
        raise run_error(pos, end, k25)
    pos += 4
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
        ctx.cost += n7 * 1750
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
            pos = struct_38(buf, pos, end, c11, ctx)
            t12.length = pos - s10
        a9.length = pos - s6
    return pos


def struct_41(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
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
        raise run_error(pos, end, k26)
    pos += 1
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
            pos = struct_37(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    if pos + 4 > end:
        raise run_error(pos, end, k40)
    pos += 4
    return pos


def struct_43(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k30)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'brokers', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_24(buf, pos, end, out, ctx)
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'cluster_id', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'cluster_id', 'string', n5)
    else:
        pos += n5
    if pos + 4 > end:
        raise run_error(pos, end, k25)
    pos += 4
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
        ctx.cost += n7 * 1750
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
            pos = struct_41(buf, pos, end, c11, ctx)
            t12.length = pos - s10
        a9.length = pos - s6
    if pos + 4 > end:
        raise run_error(pos, end, k42)
    pos += 4
    return pos


def struct_44(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k14)
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
            raise sized_error(s1, pos, end, 'host', 'string', n2)
    else:
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k15)
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
            raise sized_error(s3, pos, end, 'rack', 'string', n4)
    else:
        pos += n4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_45(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k35)
    v1 = k36(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    out.append(Node('partition_index', 'int32', v1[1], pos + 2, 4, None, None))
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
    else:
        if pos + 4 * n3 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'replica_nodes', 'int32')
        pos += 4 * n3
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'isr_nodes', n5)
    else:
        if pos + 4 * n5 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'isr_nodes', 'int32')
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
            raise count_error(s6, pos, end, 'offline_replicas', n7)
    else:
        if pos + 4 * n7 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'offline_replicas', 'int32')
        pos += 4 * n7
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_46(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
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
        raise run_error(pos, end, k26)
    pos += 1
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
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
            pos = struct_45(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    if pos + 4 > end:
        raise run_error(pos, end, k40)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_47(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k30)
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
            raise count_error(s1, pos, end, 'brokers', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_44(buf, pos, end, out, ctx)
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'cluster_id', 'string', n5)
    else:
        pos += n5
    if pos + 4 > end:
        raise run_error(pos, end, k25)
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
        ctx.cost += n7 * 1750
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
            pos = struct_46(buf, pos, end, c11, ctx)
            t12.length = pos - s10
        a9.length = pos - s6
    if pos + 4 > end:
        raise run_error(pos, end, k42)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_48(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
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
        raise run_error(pos, end, k26)
    pos += 1
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
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
            pos = struct_45(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    if pos + 4 > end:
        raise run_error(pos, end, k40)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_49(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k30)
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
            raise count_error(s1, pos, end, 'brokers', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_44(buf, pos, end, out, ctx)
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'cluster_id', 'string', n5)
    else:
        pos += n5
    if pos + 4 > end:
        raise run_error(pos, end, k25)
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
        ctx.cost += n7 * 1750
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
            pos = struct_48(buf, pos, end, c11, ctx)
            t12.length = pos - s10
        a9.length = pos - s6
    if pos + 4 > end:
        raise run_error(pos, end, k42)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_50(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k30)
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
            raise count_error(s1, pos, end, 'brokers', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_44(buf, pos, end, out, ctx)
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'cluster_id', 'string', n5)
    else:
        pos += n5
    if pos + 4 > end:
        raise run_error(pos, end, k25)
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
        ctx.cost += n7 * 1750
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
            pos = struct_48(buf, pos, end, c11, ctx)
            t12.length = pos - s10
        a9.length = pos - s6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_51(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k30)
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
            raise count_error(s1, pos, end, 'brokers', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_44(buf, pos, end, out, ctx)
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'cluster_id', 'string', n5)
    else:
        pos += n5
    if pos + 4 > end:
        raise run_error(pos, end, k25)
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
        ctx.cost += n7 * 1750
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
            pos = struct_48(buf, pos, end, c11, ctx)
            t12.length = pos - s10
        a9.length = pos - s6
    if pos + 2 > end:
        raise run_error(pos, end, k17)
    v13 = k18(buf, pos)
    out.append(Node('error_code', 'int16', v13[0], pos + 0, 2, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


k3 = (('allow_auto_topic_creation', 'bool', 1),)
k5 = (('allow_auto_topic_creation', 'bool', 1), ('include_cluster_authorized_operations', 'bool', 1), ('include_topic_authorized_operations', 'bool', 1))
k7 = tagged_section({}, None)
k12 = (('allow_auto_topic_creation', 'bool', 1), ('include_topic_authorized_operations', 'bool', 1))
k14 = (('node_id', 'int32', 4),)
k15 = (('port', 'int32', 4),)
k17 = (('error_code', 'int16', 2),)
k18 = Struct('>h').unpack_from
k19 = (('error_code', 'int16', 2), ('partition_index', 'int32', 4), ('leader_id', 'int32', 4))
k20 = Struct('>hi4x').unpack_from
k25 = (('controller_id', 'int32', 4),)
k26 = (('is_internal', 'bool', 1),)
k30 = (('throttle_time_ms', 'int32', 4),)
k35 = (('error_code', 'int16', 2), ('partition_index', 'int32', 4), ('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4))
k36 = Struct('>hi4x4x').unpack_from
k40 = (('topic_authorized_operations', 'int32', 4),)
k42 = (('cluster_authorized_operations', 'int32', 4),)

READERS = {
    ('request', 0): struct_2,
    ('request', 1): struct_2,
    ('request', 2): struct_2,
    ('request', 3): struct_2,
    ('request', 4): struct_4,
    ('request', 5): struct_4,
    ('request', 6): struct_4,
    ('request', 7): struct_4,
    ('request', 8): struct_6,
    ('request', 9): struct_9,
    ('request', 10): struct_11,
    ('request', 11): struct_13,
    ('request', 12): struct_13,
    ('request', 13): struct_13,
    ('response', 0): struct_23,
    ('response', 1): struct_28,
    ('response', 2): struct_29,
    ('response', 3): struct_31,
    ('response', 4): struct_31,
    ('response', 5): struct_34,
    ('response', 6): struct_34,
    ('response', 7): struct_39,
    ('response', 8): struct_43,
    ('response', 9): struct_47,
    ('response', 10): struct_49,
    ('response', 11): struct_50,
    ('response', 12): struct_50,
    ('response', 13): struct_51,
}
