"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, uuid_text


def struct_6(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k2)
    v1 = k3(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 8
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'new_isr', n3)
    else:
        if pos + 4 * n3 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'new_isr', 'int32')
        pos += 4 * n3
    if pos + 4 > end:
        raise run_error(pos, end, k4)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_7(buf, pos, end, out, ctx):
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
        ctx.cost += n4 * 1750
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
            pos = struct_6(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_8(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k1)
    pos += 12
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
            pos = struct_7(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k2)
    v1 = k3(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 8
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'new_isr', n3)
    else:
        if pos + 4 * n3 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'new_isr', 'int32')
        pos += 4 * n3
    if pos + 5 > end:
        raise run_error(pos, end, k9)
    pos += 5
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
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
        ctx.cost += n4 * 1750
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
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_12(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k1)
    pos += 12
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
            pos = struct_11(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
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
        ctx.cost += n2 * 1750
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
            pos = struct_10(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_14(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k1)
    pos += 12
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
            pos = struct_13(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_15(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k1)
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_16(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k2)
    v1 = k3(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 8
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'new_isr_with_epochs', n3)
    else:
        for _ in range(n3):
            s4 = pos
            pos = struct_15(buf, pos, end, out, ctx)
    if pos + 5 > end:
        raise run_error(pos, end, k9)
    pos += 5
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
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
        ctx.cost += n2 * 1750
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
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_18(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k1)
    pos += 12
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
            pos = struct_17(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_23(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k21)
    v1 = k22(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
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
            raise count_error(s2, pos, end, 'isr', n3)
    else:
        if pos + 4 * n3 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'isr', 'int32')
        pos += 4 * n3
    if pos + 4 > end:
        raise run_error(pos, end, k4)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
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
        ctx.cost += n4 * 2000
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
            pos = struct_23(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_25(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k19)
    v1 = k20(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    pos += 6
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
            pos = struct_24(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_26(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k21)
    v1 = k22(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
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
            raise count_error(s2, pos, end, 'isr', n3)
    else:
        if pos + 4 * n3 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'isr', 'int32')
        pos += 4 * n3
    if pos + 5 > end:
        raise run_error(pos, end, k9)
    pos += 5
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
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
        ctx.cost += n4 * 2000
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
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_28(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k19)
    v1 = k20(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    pos += 6
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
            pos = struct_27(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_29(buf, pos, end, out, ctx):
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
        ctx.cost += n2 * 2000
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
            pos = struct_26(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_30(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k19)
    v1 = k20(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    pos += 6
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
        pos = k5(buf, pos, end, out, ctx)
    return pos


k1 = (('broker_id', 'int32', 4), ('broker_epoch', 'int64', 8))
k2 = (('partition_index', 'int32', 4), ('leader_epoch', 'int32', 4))
k3 = Struct('>i4x').unpack_from
k4 = (('partition_epoch', 'int32', 4),)
k5 = tagged_section({}, None)
k9 = (('leader_recovery_state', 'int8', 1), ('partition_epoch', 'int32', 4))
k19 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k20 = Struct('>4xh').unpack_from
k21 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2), ('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4))
k22 = Struct('>ih4x4x').unpack_from

READERS = {
    ('request', 0): struct_8,
    ('request', 1): struct_12,
    ('request', 2): struct_14,
    ('request', 3): struct_18,
    ('response', 0): struct_25,
    ('response', 1): struct_28,
    ('response', 2): struct_30,
    ('response', 3): struct_30,
}
