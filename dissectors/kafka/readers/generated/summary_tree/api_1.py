"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32, uuid_text


def struct_4(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k2)
    v1 = k3(buf, pos)
    out.append(Node('partition', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('fetch_offset', 'int64', v1[1], pos + 4, 8, None, None))
    pos += 16
    return pos


def struct_5(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out.append(Node('topic', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('topic', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
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
    return pos


def struct_6(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k1)
    pos += 12
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
            pos = struct_5(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_8(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k7)
    pos += 16
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
            pos = struct_5(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 17 > end:
        raise run_error(pos, end, k9)
    pos += 17
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
            pos = struct_5(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 24 > end:
        raise run_error(pos, end, k11)
    v1 = k12(buf, pos)
    out.append(Node('partition', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('fetch_offset', 'int64', v1[1], pos + 4, 8, None, None))
    pos += 24
    return pos


def struct_14(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out.append(Node('topic', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('topic', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
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
    return pos


def struct_15(buf, pos, end, out, ctx):
    if pos + 17 > end:
        raise run_error(pos, end, k9)
    pos += 17
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
            pos = struct_14(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_17(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out.append(Node('topic', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('topic', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partitions', n4)
    else:
        if pos + 4 * n4 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'partitions', 'int32')
        pos += 4 * n4
    return pos


def struct_18(buf, pos, end, out, ctx):
    if pos + 25 > end:
        raise run_error(pos, end, k16)
    pos += 25
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
            pos = struct_14(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'forgotten_topics_data', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'forgotten_topics_data', n9)
        out.append(Node('forgotten_topics_data', '[]struct', None, s8, pos - s8, None, None))
    else:
        ctx.cost += n9 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'forgotten_topics_data', n9)
        items10 = []
        a11 = Node('forgotten_topics_data', '[]struct', None, s8, 0, items10, None)
        out.append(a11)
        for _ in range(n9):
            s12 = pos
            c13 = []
            t14 = Node('forgotten_topics_data', 'struct', None, s12, 0, c13, None)
            items10.append(t14)
            pos = struct_17(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    return pos


def struct_21(buf, pos, end, out, ctx):
    if pos + 28 > end:
        raise run_error(pos, end, k19)
    v1 = k20(buf, pos)
    out.append(Node('partition', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('fetch_offset', 'int64', v1[1], pos + 8, 8, None, None))
    pos += 28
    return pos


def struct_22(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out.append(Node('topic', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('topic', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
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
            pos = struct_21(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_23(buf, pos, end, out, ctx):
    if pos + 25 > end:
        raise run_error(pos, end, k16)
    pos += 25
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
            pos = struct_22(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'forgotten_topics_data', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'forgotten_topics_data', n9)
        out.append(Node('forgotten_topics_data', '[]struct', None, s8, pos - s8, None, None))
    else:
        ctx.cost += n9 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'forgotten_topics_data', n9)
        items10 = []
        a11 = Node('forgotten_topics_data', '[]struct', None, s8, 0, items10, None)
        out.append(a11)
        for _ in range(n9):
            s12 = pos
            c13 = []
            t14 = Node('forgotten_topics_data', 'struct', None, s12, 0, c13, None)
            items10.append(t14)
            pos = struct_17(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    return pos


def struct_24(buf, pos, end, out, ctx):
    if pos + 25 > end:
        raise run_error(pos, end, k16)
    pos += 25
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
            pos = struct_22(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'forgotten_topics_data', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'forgotten_topics_data', n9)
        out.append(Node('forgotten_topics_data', '[]struct', None, s8, pos - s8, None, None))
    else:
        ctx.cost += n9 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'forgotten_topics_data', n9)
        items10 = []
        a11 = Node('forgotten_topics_data', '[]struct', None, s8, 0, items10, None)
        out.append(a11)
        for _ in range(n9):
            s12 = pos
            c13 = []
            t14 = Node('forgotten_topics_data', 'struct', None, s12, 0, c13, None)
            items10.append(t14)
            pos = struct_17(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    s15 = pos
    if pos + 2 > end:
        raise past_end(pos, 'rack_id', 'string length')
    n16 = unpack_int16(buf, pos)[0]
    pos += 2
    if n16 < 0 or pos + n16 > end:
        if n16 != -1:
            raise sized_error(s15, pos, end, 'rack_id', 'string', n16)
    else:
        pos += n16
    return pos


def field_25(buf, pos, end, out, ctx):
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
    else:
        pos += n2
    return pos


def struct_29(buf, pos, end, out, ctx):
    if pos + 32 > end:
        raise run_error(pos, end, k26)
    v1 = k27(buf, pos)
    out.append(Node('partition', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('fetch_offset', 'int64', v1[1], pos + 8, 8, None, None))
    pos += 32
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k28(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out.append(Node('topic', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('topic', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
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
            pos = struct_29(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k28(buf, pos, end, out, ctx)
    return pos


def struct_31(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out.append(Node('topic', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('topic', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
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
    else:
        if pos + 4 * n4 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'partitions', 'int32')
        pos += 4 * n4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k28(buf, pos, end, out, ctx)
    return pos


def struct_33(buf, pos, end, out, ctx):
    if pos + 25 > end:
        raise run_error(pos, end, k16)
    pos += 25
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
            raise count_error(s8, pos, end, 'forgotten_topics_data', n9)
        out.append(Node('forgotten_topics_data', '[]struct', None, s8, pos - s8, None, None))
    else:
        ctx.cost += n9 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'forgotten_topics_data', n9)
        items10 = []
        a11 = Node('forgotten_topics_data', '[]struct', None, s8, 0, items10, None)
        out.append(a11)
        for _ in range(n9):
            s12 = pos
            c13 = []
            t14 = Node('forgotten_topics_data', 'struct', None, s12, 0, c13, None)
            items10.append(t14)
            pos = struct_31(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    s15 = pos
    if pos < end and buf[pos] < 128:
        n16 = buf[pos] - 1
        pos += 1
    else:
        n16, pos = read_uvarint(buf, pos, end)
        n16 -= 1
    if n16 < 0 or pos + n16 > end:
        if n16 != -1:
            raise sized_error(s15, pos, end, 'rack_id', 'string', n16)
    else:
        pos += n16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_34(buf, pos, end, out, ctx):
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
        ctx.cost += n2 * 2250
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
            pos = struct_29(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k28(buf, pos, end, out, ctx)
    return pos


def struct_35(buf, pos, end, out, ctx):
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
    else:
        if pos + 4 * n2 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'partitions', 'int32')
        pos += 4 * n2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k28(buf, pos, end, out, ctx)
    return pos


def struct_36(buf, pos, end, out, ctx):
    if pos + 25 > end:
        raise run_error(pos, end, k16)
    pos += 25
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
            pos = struct_34(buf, pos, end, c6, ctx)
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
            raise count_error(s8, pos, end, 'forgotten_topics_data', n9)
        out.append(Node('forgotten_topics_data', '[]struct', None, s8, pos - s8, None, None))
    else:
        ctx.cost += n9 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'forgotten_topics_data', n9)
        items10 = []
        a11 = Node('forgotten_topics_data', '[]struct', None, s8, 0, items10, None)
        out.append(a11)
        for _ in range(n9):
            s12 = pos
            c13 = []
            t14 = Node('forgotten_topics_data', 'struct', None, s12, 0, c13, None)
            items10.append(t14)
            pos = struct_35(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    s15 = pos
    if pos < end and buf[pos] < 128:
        n16 = buf[pos] - 1
        pos += 1
    else:
        n16, pos = read_uvarint(buf, pos, end)
        n16 -= 1
    if n16 < 0 or pos + n16 > end:
        if n16 != -1:
            raise sized_error(s15, pos, end, 'rack_id', 'string', n16)
    else:
        pos += n16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_38(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k37)
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k28(buf, pos, end, out, ctx)
    return pos


def field_39(buf, pos, end, out, ctx):
    s1 = pos
    pos = struct_38(buf, pos, end, out, ctx)
    return pos


def struct_42(buf, pos, end, out, ctx):
    if pos + 21 > end:
        raise run_error(pos, end, k40)
    pos += 21
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
            pos = struct_34(buf, pos, end, c6, ctx)
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
            raise count_error(s8, pos, end, 'forgotten_topics_data', n9)
        out.append(Node('forgotten_topics_data', '[]struct', None, s8, pos - s8, None, None))
    else:
        ctx.cost += n9 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'forgotten_topics_data', n9)
        items10 = []
        a11 = Node('forgotten_topics_data', '[]struct', None, s8, 0, items10, None)
        out.append(a11)
        for _ in range(n9):
            s12 = pos
            c13 = []
            t14 = Node('forgotten_topics_data', 'struct', None, s12, 0, c13, None)
            items10.append(t14)
            pos = struct_35(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    s15 = pos
    if pos < end and buf[pos] < 128:
        n16 = buf[pos] - 1
        pos += 1
    else:
        n16, pos = read_uvarint(buf, pos, end)
        n16 -= 1
    if n16 < 0 or pos + n16 > end:
        if n16 != -1:
            raise sized_error(s15, pos, end, 'rack_id', 'string', n16)
    else:
        pos += n16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k41(buf, pos, end, out, ctx)
    return pos


def field_44(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k43)
    pos += 16
    return pos


def struct_46(buf, pos, end, out, ctx):
    if pos + 32 > end:
        raise run_error(pos, end, k26)
    v1 = k27(buf, pos)
    out.append(Node('partition', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('fetch_offset', 'int64', v1[1], pos + 8, 8, None, None))
    pos += 32
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k45(buf, pos, end, out, ctx)
    return pos


def struct_47(buf, pos, end, out, ctx):
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
        ctx.cost += n2 * 2250
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
            pos = struct_46(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k28(buf, pos, end, out, ctx)
    return pos


def struct_48(buf, pos, end, out, ctx):
    if pos + 21 > end:
        raise run_error(pos, end, k40)
    pos += 21
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
            pos = struct_47(buf, pos, end, c6, ctx)
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
            raise count_error(s8, pos, end, 'forgotten_topics_data', n9)
        out.append(Node('forgotten_topics_data', '[]struct', None, s8, pos - s8, None, None))
    else:
        ctx.cost += n9 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'forgotten_topics_data', n9)
        items10 = []
        a11 = Node('forgotten_topics_data', '[]struct', None, s8, 0, items10, None)
        out.append(a11)
        for _ in range(n9):
            s12 = pos
            c13 = []
            t14 = Node('forgotten_topics_data', 'struct', None, s12, 0, c13, None)
            items10.append(t14)
            pos = struct_35(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    s15 = pos
    if pos < end and buf[pos] < 128:
        n16 = buf[pos] - 1
        pos += 1
    else:
        n16, pos = read_uvarint(buf, pos, end)
        n16 -= 1
    if n16 < 0 or pos + n16 > end:
        if n16 != -1:
            raise sized_error(s15, pos, end, 'rack_id', 'string', n16)
    else:
        pos += n16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k41(buf, pos, end, out, ctx)
    return pos


def field_50(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k49)
    pos += 8
    return pos


def struct_52(buf, pos, end, out, ctx):
    if pos + 32 > end:
        raise run_error(pos, end, k26)
    v1 = k27(buf, pos)
    out.append(Node('partition', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('fetch_offset', 'int64', v1[1], pos + 8, 8, None, None))
    pos += 32
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k51(buf, pos, end, out, ctx)
    return pos


def struct_53(buf, pos, end, out, ctx):
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
        ctx.cost += n2 * 2250
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
            pos = struct_52(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k28(buf, pos, end, out, ctx)
    return pos


def struct_54(buf, pos, end, out, ctx):
    if pos + 21 > end:
        raise run_error(pos, end, k40)
    pos += 21
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
            pos = struct_53(buf, pos, end, c6, ctx)
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
            raise count_error(s8, pos, end, 'forgotten_topics_data', n9)
        out.append(Node('forgotten_topics_data', '[]struct', None, s8, pos - s8, None, None))
    else:
        ctx.cost += n9 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'forgotten_topics_data', n9)
        items10 = []
        a11 = Node('forgotten_topics_data', '[]struct', None, s8, 0, items10, None)
        out.append(a11)
        for _ in range(n9):
            s12 = pos
            c13 = []
            t14 = Node('forgotten_topics_data', 'struct', None, s12, 0, c13, None)
            items10.append(t14)
            pos = struct_35(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    s15 = pos
    if pos < end and buf[pos] < 128:
        n16 = buf[pos] - 1
        pos += 1
    else:
        n16, pos = read_uvarint(buf, pos, end)
        n16 -= 1
    if n16 < 0 or pos + n16 > end:
        if n16 != -1:
            raise sized_error(s15, pos, end, 'rack_id', 'string', n16)
    else:
        pos += n16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k41(buf, pos, end, out, ctx)
    return pos


def struct_57(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k55)
    v1 = k56(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    pos += 14
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'records', 'records length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'records', 'records', n3)
        out.append(Node('records', 'records', None, s2, pos - s2, None, None))
    else:
        ctx.records.append(Node('records', 'records', buf[pos : pos + n3], s2, pos + n3 - s2, None, None))
        out.append(ctx.records[-1])
        pos += n3
    return pos


def struct_58(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out.append(Node('topic', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('topic', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
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
        ctx.cost += n4 * 4500
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
            pos = struct_57(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_59(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
        out.append(Node('responses', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        items3 = []
        a4 = Node('responses', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('responses', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_58(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_61(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k60)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
        out.append(Node('responses', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        items3 = []
        a4 = Node('responses', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('responses', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_58(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_66(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k64)
    v1 = k65(buf, pos)
    out.append(Node('producer_id', 'int64', v1[0], pos + 0, 8, None, 'producerId'))
    pos += 16
    return pos


def struct_67(buf, pos, end, out, ctx):
    if pos + 22 > end:
        raise run_error(pos, end, k62)
    v1 = k63(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    pos += 22
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'aborted_transactions', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'aborted_transactions', n3)
        out.append(Node('aborted_transactions', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'aborted_transactions', n3)
        items4 = []
        a5 = Node('aborted_transactions', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('aborted_transactions', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_66(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos + 4 > end:
        raise past_end(pos, 'records', 'records length')
    n10 = unpack_int32(buf, pos)[0]
    pos += 4
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'records', 'records', n10)
        out.append(Node('records', 'records', None, s9, pos - s9, None, None))
    else:
        ctx.records.append(Node('records', 'records', buf[pos : pos + n10], s9, pos + n10 - s9, None, None))
        out.append(ctx.records[-1])
        pos += n10
    return pos


def struct_68(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out.append(Node('topic', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('topic', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
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
        ctx.cost += n4 * 4500
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
            pos = struct_67(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_69(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k60)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
        out.append(Node('responses', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        items3 = []
        a4 = Node('responses', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('responses', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_68(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_72(buf, pos, end, out, ctx):
    if pos + 30 > end:
        raise run_error(pos, end, k70)
    v1 = k71(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    pos += 30
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'aborted_transactions', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'aborted_transactions', n3)
        out.append(Node('aborted_transactions', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'aborted_transactions', n3)
        items4 = []
        a5 = Node('aborted_transactions', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('aborted_transactions', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_66(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos + 4 > end:
        raise past_end(pos, 'records', 'records length')
    n10 = unpack_int32(buf, pos)[0]
    pos += 4
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'records', 'records', n10)
        out.append(Node('records', 'records', None, s9, pos - s9, None, None))
    else:
        ctx.records.append(Node('records', 'records', buf[pos : pos + n10], s9, pos + n10 - s9, None, None))
        out.append(ctx.records[-1])
        pos += n10
    return pos


def struct_73(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out.append(Node('topic', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('topic', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
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
        ctx.cost += n4 * 4500
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
            pos = struct_72(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_74(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k60)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
        out.append(Node('responses', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        items3 = []
        a4 = Node('responses', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('responses', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_73(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_77(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k75)
    v1 = k76(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    pos += 10
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'responses', n3)
        out.append(Node('responses', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'responses', n3)
        items4 = []
        a5 = Node('responses', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('responses', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_73(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    return pos


def struct_79(buf, pos, end, out, ctx):
    if pos + 30 > end:
        raise run_error(pos, end, k70)
    v1 = k71(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    pos += 30
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'aborted_transactions', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'aborted_transactions', n3)
        out.append(Node('aborted_transactions', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'aborted_transactions', n3)
        items4 = []
        a5 = Node('aborted_transactions', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('aborted_transactions', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_66(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos + 4 > end:
        raise run_error(pos, end, k78)
    pos += 4
    s9 = pos
    if pos + 4 > end:
        raise past_end(pos, 'records', 'records length')
    n10 = unpack_int32(buf, pos)[0]
    pos += 4
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'records', 'records', n10)
        out.append(Node('records', 'records', None, s9, pos - s9, None, None))
    else:
        ctx.records.append(Node('records', 'records', buf[pos : pos + n10], s9, pos + n10 - s9, None, None))
        out.append(ctx.records[-1])
        pos += n10
    return pos


def struct_80(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out.append(Node('topic', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('topic', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
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
        ctx.cost += n4 * 4500
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
            pos = struct_79(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_81(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k75)
    v1 = k76(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    pos += 10
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'responses', n3)
        out.append(Node('responses', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'responses', n3)
        items4 = []
        a5 = Node('responses', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('responses', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_80(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    return pos


def struct_83(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k82)
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k28(buf, pos, end, out, ctx)
    return pos


def field_84(buf, pos, end, out, ctx):
    s1 = pos
    pos = struct_83(buf, pos, end, out, ctx)
    return pos


def struct_86(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k85)
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k28(buf, pos, end, out, ctx)
    return pos


def field_87(buf, pos, end, out, ctx):
    s1 = pos
    pos = struct_86(buf, pos, end, out, ctx)
    return pos


def struct_89(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k88)
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k28(buf, pos, end, out, ctx)
    return pos


def field_90(buf, pos, end, out, ctx):
    s1 = pos
    pos = struct_89(buf, pos, end, out, ctx)
    return pos


def struct_91(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k64)
    v1 = k65(buf, pos)
    out.append(Node('producer_id', 'int64', v1[0], pos + 0, 8, None, 'producerId'))
    pos += 16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k28(buf, pos, end, out, ctx)
    return pos


def struct_93(buf, pos, end, out, ctx):
    if pos + 30 > end:
        raise run_error(pos, end, k70)
    v1 = k71(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    pos += 30
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'aborted_transactions', n3)
        out.append(Node('aborted_transactions', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'aborted_transactions', n3)
        items4 = []
        a5 = Node('aborted_transactions', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('aborted_transactions', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_91(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos + 4 > end:
        raise run_error(pos, end, k78)
    pos += 4
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'records', 'records', n10)
        out.append(Node('records', 'records', None, s9, pos - s9, None, None))
    else:
        ctx.records.append(Node('records', 'records', buf[pos : pos + n10], s9, pos + n10 - s9, None, None))
        out.append(ctx.records[-1])
        pos += n10
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k92(buf, pos, end, out, ctx)
    return pos


def struct_94(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out.append(Node('topic', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('topic', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
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
        ctx.cost += n4 * 4500
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
            pos = struct_93(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k28(buf, pos, end, out, ctx)
    return pos


def struct_95(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k75)
    v1 = k76(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    pos += 10
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'responses', n3)
        out.append(Node('responses', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'responses', n3)
        items4 = []
        a5 = Node('responses', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('responses', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_94(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k28(buf, pos, end, out, ctx)
    return pos


def struct_96(buf, pos, end, out, ctx):
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
        ctx.cost += n2 * 4500
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
            pos = struct_93(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k28(buf, pos, end, out, ctx)
    return pos


def struct_97(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k75)
    v1 = k76(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    pos += 10
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'responses', n3)
        out.append(Node('responses', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'responses', n3)
        items4 = []
        a5 = Node('responses', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('responses', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_96(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k28(buf, pos, end, out, ctx)
    return pos


def struct_100(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k98)
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
        raise run_error(pos, end, k99)
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
        pos = k28(buf, pos, end, out, ctx)
    return pos


def field_101(buf, pos, end, out, ctx):
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
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_100(buf, pos, end, out, ctx)
    return pos


def struct_103(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k75)
    v1 = k76(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    pos += 10
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'responses', n3)
        out.append(Node('responses', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'responses', n3)
        items4 = []
        a5 = Node('responses', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('responses', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_96(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k102(buf, pos, end, out, ctx)
    return pos


k1 = (('replica_id', 'int32', 4), ('max_wait_ms', 'int32', 4), ('min_bytes', 'int32', 4))
k2 = (('partition', 'int32', 4), ('fetch_offset', 'int64', 8), ('partition_max_bytes', 'int32', 4))
k3 = Struct('>iq4x').unpack_from
k7 = (('replica_id', 'int32', 4), ('max_wait_ms', 'int32', 4), ('min_bytes', 'int32', 4), ('max_bytes', 'int32', 4))
k9 = (('replica_id', 'int32', 4), ('max_wait_ms', 'int32', 4), ('min_bytes', 'int32', 4), ('max_bytes', 'int32', 4), ('isolation_level', 'int8', 1))
k11 = (('partition', 'int32', 4), ('fetch_offset', 'int64', 8), ('log_start_offset', 'int64', 8), ('partition_max_bytes', 'int32', 4))
k12 = Struct('>iq8x4x').unpack_from
k16 = (('replica_id', 'int32', 4), ('max_wait_ms', 'int32', 4), ('min_bytes', 'int32', 4), ('max_bytes', 'int32', 4), ('isolation_level', 'int8', 1), ('session_id', 'int32', 4), ('session_epoch', 'int32', 4))
k19 = (('partition', 'int32', 4), ('current_leader_epoch', 'int32', 4), ('fetch_offset', 'int64', 8), ('log_start_offset', 'int64', 8), ('partition_max_bytes', 'int32', 4))
k20 = Struct('>i4xq8x4x').unpack_from
k26 = (('partition', 'int32', 4), ('current_leader_epoch', 'int32', 4), ('fetch_offset', 'int64', 8), ('last_fetched_epoch', 'int32', 4), ('log_start_offset', 'int64', 8), ('partition_max_bytes', 'int32', 4))
k27 = Struct('>i4xq4x8x4x').unpack_from
k28 = tagged_section({}, None)
k32 = tagged_section({0: ('cluster_id', field_25)}, None)
k37 = (('replica_id', 'int32', 4), ('replica_epoch', 'int64', 8))
k40 = (('max_wait_ms', 'int32', 4), ('min_bytes', 'int32', 4), ('max_bytes', 'int32', 4), ('isolation_level', 'int8', 1), ('session_id', 'int32', 4), ('session_epoch', 'int32', 4))
k41 = tagged_section({0: ('cluster_id', field_25), 1: ('replica_state', field_39)}, None)
k43 = (('replica_directory_id', 'uuid', 16),)
k45 = tagged_section({0: ('replica_directory_id', field_44)}, None)
k49 = (('high_watermark', 'int64', 8),)
k51 = tagged_section({0: ('replica_directory_id', field_44), 1: ('high_watermark', field_50)}, None)
k55 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2), ('high_watermark', 'int64', 8))
k56 = Struct('>ih8x').unpack_from
k60 = (('throttle_time_ms', 'int32', 4),)
k62 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2), ('high_watermark', 'int64', 8), ('last_stable_offset', 'int64', 8))
k63 = Struct('>ih8x8x').unpack_from
k64 = (('producer_id', 'int64', 8), ('first_offset', 'int64', 8))
k65 = Struct('>q8x').unpack_from
k70 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2), ('high_watermark', 'int64', 8), ('last_stable_offset', 'int64', 8), ('log_start_offset', 'int64', 8))
k71 = Struct('>ih8x8x8x').unpack_from
k75 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2), ('session_id', 'int32', 4))
k76 = Struct('>4xh4x').unpack_from
k78 = (('preferred_read_replica', 'int32', 4),)
k82 = (('epoch', 'int32', 4), ('end_offset', 'int64', 8))
k85 = (('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4))
k88 = (('end_offset', 'int64', 8), ('epoch', 'int32', 4))
k92 = tagged_section({0: ('diverging_epoch', field_84), 1: ('current_leader', field_87), 2: ('snapshot_id', field_90)}, None)
k98 = (('node_id', 'int32', 4),)
k99 = (('port', 'int32', 4),)
k102 = tagged_section({0: ('node_endpoints', field_101)}, None)

READERS = {
    ('request', 0): struct_6,
    ('request', 1): struct_6,
    ('request', 2): struct_6,
    ('request', 3): struct_8,
    ('request', 4): struct_10,
    ('request', 5): struct_15,
    ('request', 6): struct_15,
    ('request', 7): struct_18,
    ('request', 8): struct_18,
    ('request', 9): struct_23,
    ('request', 10): struct_23,
    ('request', 11): struct_24,
    ('request', 12): struct_33,
    ('request', 13): struct_36,
    ('request', 14): struct_36,
    ('request', 15): struct_42,
    ('request', 16): struct_42,
    ('request', 17): struct_48,
    ('request', 18): struct_54,
    ('response', 0): struct_59,
    ('response', 1): struct_61,
    ('response', 2): struct_61,
    ('response', 3): struct_61,
    ('response', 4): struct_69,
    ('response', 5): struct_74,
    ('response', 6): struct_74,
    ('response', 7): struct_77,
    ('response', 8): struct_77,
    ('response', 9): struct_77,
    ('response', 10): struct_77,
    ('response', 11): struct_81,
    ('response', 12): struct_95,
    ('response', 13): struct_97,
    ('response', 14): struct_97,
    ('response', 15): struct_97,
    ('response', 16): struct_103,
    ('response', 17): struct_103,
    ('response', 18): struct_103,
}
