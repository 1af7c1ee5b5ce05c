"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32, uuid_text


def struct_4(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k2)
    v1 = k3(buf, pos)
    out.append(Node('index', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
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


def struct_5(buf, pos, end, out, ctx):
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
        raise past_end(pos, 'partition_data', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_data', n4)
        out.append(Node('partition_data', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_data', n4)
        items5 = []
        a6 = Node('partition_data', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partition_data', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_4(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_6(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k1)
    pos += 6
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topic_data', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topic_data', n2)
        out.append(Node('topic_data', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_data', n2)
        items3 = []
        a4 = Node('topic_data', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('topic_data', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_5(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
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
    if pos + 6 > end:
        raise run_error(pos, end, k1)
    pos += 6
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topic_data', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'topic_data', n4)
        out.append(Node('topic_data', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'topic_data', n4)
        items5 = []
        a6 = Node('topic_data', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('topic_data', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_5(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_9(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k2)
    v1 = k3(buf, pos)
    out.append(Node('index', 'int32', v1[0], pos + 0, 4, None, None))
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
            raise sized_error(s2, pos, end, 'records', 'records', n3)
        out.append(Node('records', 'records', None, s2, pos - s2, None, None))
    else:
        ctx.records.append(Node('records', 'records', buf[pos : pos + n3], s2, pos + n3 - s2, None, None))
        out.append(ctx.records[-1])
        pos += n3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
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
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_data', n4)
        out.append(Node('partition_data', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_data', n4)
        items5 = []
        a6 = Node('partition_data', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partition_data', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_9(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
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
            raise sized_error(s1, pos, end, 'transactional_id', 'string', n2)
        out.append(Node('transactional_id', 'string', None, s1, pos - s1, None, 'transactionalId'))
    else:
        out.append(Node('transactional_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'transactionalId'))
        pos += n2
    if pos + 6 > end:
        raise run_error(pos, end, k1)
    pos += 6
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'topic_data', n4)
        out.append(Node('topic_data', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'topic_data', n4)
        items5 = []
        a6 = Node('topic_data', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('topic_data', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_10(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
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
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'partition_data', n2)
        out.append(Node('partition_data', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partition_data', n2)
        items3 = []
        a4 = Node('partition_data', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('partition_data', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_9(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'transactional_id', 'string', n2)
        out.append(Node('transactional_id', 'string', None, s1, pos - s1, None, 'transactionalId'))
    else:
        out.append(Node('transactional_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'transactionalId'))
        pos += n2
    if pos + 6 > end:
        raise run_error(pos, end, k1)
    pos += 6
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'topic_data', n4)
        out.append(Node('topic_data', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'topic_data', n4)
        items5 = []
        a6 = Node('topic_data', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('topic_data', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_12(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_16(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k14)
    v1 = k15(buf, pos)
    out.append(Node('index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('base_offset', 'int64', v1[2], pos + 6, 8, None, None))
    pos += 14
    return pos


def struct_17(buf, pos, end, out, ctx):
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
        raise past_end(pos, 'partition_responses', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_responses', n4)
        out.append(Node('partition_responses', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_responses', n4)
        items5 = []
        a6 = Node('partition_responses', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partition_responses', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_16(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_18(buf, pos, end, out, ctx):
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
            pos = struct_17(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_20(buf, pos, end, out, ctx):
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
            pos = struct_17(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 4 > end:
        raise run_error(pos, end, k19)
    pos += 4
    return pos


def struct_23(buf, pos, end, out, ctx):
    if pos + 22 > end:
        raise run_error(pos, end, k21)
    v1 = k22(buf, pos)
    out.append(Node('index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('base_offset', 'int64', v1[2], pos + 6, 8, None, None))
    pos += 22
    return pos


def struct_24(buf, pos, end, out, ctx):
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
        raise past_end(pos, 'partition_responses', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_responses', n4)
        out.append(Node('partition_responses', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_responses', n4)
        items5 = []
        a6 = Node('partition_responses', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partition_responses', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_23(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_25(buf, pos, end, out, ctx):
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
            pos = struct_24(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 4 > end:
        raise run_error(pos, end, k19)
    pos += 4
    return pos


def struct_28(buf, pos, end, out, ctx):
    if pos + 30 > end:
        raise run_error(pos, end, k26)
    v1 = k27(buf, pos)
    out.append(Node('index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('base_offset', 'int64', v1[2], pos + 6, 8, None, None))
    pos += 30
    return pos


def struct_29(buf, pos, end, out, ctx):
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
        raise past_end(pos, 'partition_responses', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_responses', n4)
        out.append(Node('partition_responses', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_responses', n4)
        items5 = []
        a6 = Node('partition_responses', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partition_responses', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_28(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_30(buf, pos, end, out, ctx):
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
            pos = struct_29(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 4 > end:
        raise run_error(pos, end, k19)
    pos += 4
    return pos


def struct_32(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k31)
    pos += 4
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'batch_index_error_message', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'batch_index_error_message', 'string', n2)
    else:
        pos += n2
    return pos


def struct_33(buf, pos, end, out, ctx):
    if pos + 30 > end:
        raise run_error(pos, end, k26)
    v1 = k27(buf, pos)
    out.append(Node('index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('base_offset', 'int64', v1[2], pos + 6, 8, None, None))
    pos += 30
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'record_errors', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'record_errors', n3)
    else:
        for _ in range(n3):
            s4 = pos
            pos = struct_32(buf, pos, end, out, ctx)
    s5 = pos
    if pos + 2 > end:
        raise past_end(pos, 'error_message', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'error_message', 'string', n6)
        out.append(Node('error_message', 'string', None, s5, pos - s5, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
        pos += n6
    return pos


def struct_34(buf, pos, end, out, ctx):
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
        raise past_end(pos, 'partition_responses', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_responses', n4)
        out.append(Node('partition_responses', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_responses', n4)
        items5 = []
        a6 = Node('partition_responses', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partition_responses', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_33(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_35(buf, pos, end, out, ctx):
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
            pos = struct_34(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 4 > end:
        raise run_error(pos, end, k19)
    pos += 4
    return pos


def struct_36(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k31)
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
            raise sized_error(s1, pos, end, 'batch_index_error_message', 'string', n2)
    else:
        pos += n2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_37(buf, pos, end, out, ctx):
    if pos + 30 > end:
        raise run_error(pos, end, k26)
    v1 = k27(buf, pos)
    out.append(Node('index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('base_offset', 'int64', v1[2], pos + 6, 8, None, None))
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
            raise count_error(s2, pos, end, 'record_errors', n3)
    else:
        for _ in range(n3):
            s4 = pos
            pos = struct_36(buf, pos, end, out, ctx)
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'error_message', 'string', n6)
        out.append(Node('error_message', 'string', None, s5, pos - s5, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
        pos += n6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_38(buf, pos, end, out, ctx):
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
            raise count_error(s3, pos, end, 'partition_responses', n4)
        out.append(Node('partition_responses', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_responses', n4)
        items5 = []
        a6 = Node('partition_responses', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partition_responses', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_37(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_39(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
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
            pos = struct_38(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 4 > end:
        raise run_error(pos, end, k19)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_42(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k40)
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
        raise run_error(pos, end, k41)
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
        pos = k8(buf, pos, end, out, ctx)
    return pos


def field_43(buf, pos, end, out, ctx):
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
            pos = struct_42(buf, pos, end, out, ctx)
    return pos


def struct_45(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k44)
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def field_46(buf, pos, end, out, ctx):
    s1 = pos
    pos = struct_45(buf, pos, end, out, ctx)
    return pos


def struct_48(buf, pos, end, out, ctx):
    if pos + 30 > end:
        raise run_error(pos, end, k26)
    v1 = k27(buf, pos)
    out.append(Node('index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('base_offset', 'int64', v1[2], pos + 6, 8, None, None))
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
            raise count_error(s2, pos, end, 'record_errors', n3)
    else:
        for _ in range(n3):
            s4 = pos
            pos = struct_36(buf, pos, end, out, ctx)
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'error_message', 'string', n6)
        out.append(Node('error_message', 'string', None, s5, pos - s5, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
        pos += n6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k47(buf, pos, end, out, ctx)
    return pos


def struct_49(buf, pos, end, out, ctx):
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
            raise count_error(s3, pos, end, 'partition_responses', n4)
        out.append(Node('partition_responses', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_responses', n4)
        items5 = []
        a6 = Node('partition_responses', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partition_responses', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_48(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_51(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
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
            pos = struct_49(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 4 > end:
        raise run_error(pos, end, k19)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k50(buf, pos, end, out, ctx)
    return pos


def struct_52(buf, pos, end, out, ctx):
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
            raise count_error(s1, pos, end, 'partition_responses', n2)
        out.append(Node('partition_responses', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partition_responses', n2)
        items3 = []
        a4 = Node('partition_responses', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('partition_responses', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_48(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_53(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
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
            pos = struct_52(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 4 > end:
        raise run_error(pos, end, k19)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k50(buf, pos, end, out, ctx)
    return pos


k1 = (('acks', 'int16', 2), ('timeout_ms', 'int32', 4))
k2 = (('index', 'int32', 4),)
k3 = Struct('>i').unpack_from
k8 = tagged_section({}, None)
k14 = (('index', 'int32', 4), ('error_code', 'int16', 2), ('base_offset', 'int64', 8))
k15 = Struct('>ihq').unpack_from
k19 = (('throttle_time_ms', 'int32', 4),)
k21 = (('index', 'int32', 4), ('error_code', 'int16', 2), ('base_offset', 'int64', 8), ('log_append_time_ms', 'int64', 8))
k22 = Struct('>ihq8x').unpack_from
k26 = (('index', 'int32', 4), ('error_code', 'int16', 2), ('base_offset', 'int64', 8), ('log_append_time_ms', 'int64', 8), ('log_start_offset', 'int64', 8))
k27 = Struct('>ihq8x8x').unpack_from
k31 = (('batch_index', 'int32', 4),)
k40 = (('node_id', 'int32', 4),)
k41 = (('port', 'int32', 4),)
k44 = (('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4))
k47 = tagged_section({0: ('current_leader', field_46)}, None)
k50 = tagged_section({0: ('node_endpoints', field_43)}, None)

READERS = {
    ('request', 0): struct_6,
    ('request', 1): struct_6,
    ('request', 2): struct_6,
    ('request', 3): struct_7,
    ('request', 4): struct_7,
    ('request', 5): struct_7,
    ('request', 6): struct_7,
    ('request', 7): struct_7,
    ('request', 8): struct_7,
    ('request', 9): struct_11,
    ('request', 10): struct_11,
    ('request', 11): struct_11,
    ('request', 12): struct_11,
    ('request', 13): struct_13,
    ('response', 0): struct_18,
    ('response', 1): struct_20,
    ('response', 2): struct_25,
    ('response', 3): struct_25,
    ('response', 4): struct_25,
    ('response', 5): struct_30,
    ('response', 6): struct_30,
    ('response', 7): struct_30,
    ('response', 8): struct_35,
    ('response', 9): struct_39,
    ('response', 10): struct_51,
    ('response', 11): struct_51,
    ('response', 12): struct_51,
    ('response', 13): struct_53,
}
