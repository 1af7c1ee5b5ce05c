"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, unpack_int16, unpack_int32, uuid_text


def struct_5(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k3)
    v1 = k4(buf, pos)
    out.append(Node('partition', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('fetch_offset', 'int64', v1[1], pos + 4, 8, None, None))
    out.append(Node('partition_max_bytes', 'int32', v1[2], pos + 12, 4, None, None))
    pos += 16
    return pos


def struct_6(buf, pos, end, out, ctx):
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
            pos = struct_5(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_7(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('replica_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('max_wait_ms', 'int32', v1[1], pos + 4, 4, None, None))
    out.append(Node('min_bytes', 'int32', v1[2], pos + 8, 4, None, None))
    pos += 12
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
            pos = struct_6(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k8)
    v1 = k9(buf, pos)
    out.append(Node('replica_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('max_wait_ms', 'int32', v1[1], pos + 4, 4, None, None))
    out.append(Node('min_bytes', 'int32', v1[2], pos + 8, 4, None, None))
    out.append(Node('max_bytes', 'int32', v1[3], pos + 12, 4, None, None))
    pos += 16
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
            pos = struct_6(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 17 > end:
        raise run_error(pos, end, k11)
    v1 = k12(buf, pos)
    out.append(Node('replica_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('max_wait_ms', 'int32', v1[1], pos + 4, 4, None, None))
    out.append(Node('min_bytes', 'int32', v1[2], pos + 8, 4, None, None))
    out.append(Node('max_bytes', 'int32', v1[3], pos + 12, 4, None, None))
    out.append(Node('isolation_level', 'int8', v1[4], pos + 16, 1, None, None))
    pos += 17
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
            pos = struct_6(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    return pos


def struct_16(buf, pos, end, out, ctx):
    if pos + 24 > end:
        raise run_error(pos, end, k14)
    v1 = k15(buf, pos)
    out.append(Node('partition', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('fetch_offset', 'int64', v1[1], pos + 4, 8, None, None))
    out.append(Node('log_start_offset', 'int64', v1[2], pos + 12, 8, None, None))
    out.append(Node('partition_max_bytes', 'int32', v1[3], pos + 20, 4, None, None))
    pos += 24
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
            pos = struct_16(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_18(buf, pos, end, out, ctx):
    if pos + 17 > end:
        raise run_error(pos, end, k11)
    v1 = k12(buf, pos)
    out.append(Node('replica_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('max_wait_ms', 'int32', v1[1], pos + 4, 4, None, None))
    out.append(Node('min_bytes', 'int32', v1[2], pos + 8, 4, None, None))
    out.append(Node('max_bytes', 'int32', v1[3], pos + 12, 4, None, None))
    out.append(Node('isolation_level', 'int8', v1[4], pos + 16, 1, None, None))
    pos += 17
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
            pos = struct_17(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    return pos


def struct_21(buf, pos, end, out, ctx):
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
        out.append(Node('partitions', '[]int32', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        items5 = []
        a6 = Node('partitions', '[]int32', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            if pos + 4 > end:
                raise past_end(pos, 'partitions', 'int32')
            items5.append(Node('partitions', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, None))
            pos += 4
        a6.length = pos - s3
    return pos


def struct_22(buf, pos, end, out, ctx):
    if pos + 25 > end:
        raise run_error(pos, end, k19)
    v1 = k20(buf, pos)
    out.append(Node('replica_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('max_wait_ms', 'int32', v1[1], pos + 4, 4, None, None))
    out.append(Node('min_bytes', 'int32', v1[2], pos + 8, 4, None, None))
    out.append(Node('max_bytes', 'int32', v1[3], pos + 12, 4, None, None))
    out.append(Node('isolation_level', 'int8', v1[4], pos + 16, 1, None, None))
    out.append(Node('session_id', 'int32', v1[5], pos + 17, 4, None, None))
    out.append(Node('session_epoch', 'int32', v1[6], pos + 21, 4, None, None))
    pos += 25
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
            pos = struct_17(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos + 4 > end:
        raise past_end(pos, 'forgotten_topics_data', 'array length')
    n10 = unpack_int32(buf, pos)[0]
    pos += 4
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'forgotten_topics_data', n10)
        out.append(Node('forgotten_topics_data', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'forgotten_topics_data', n10)
        items11 = []
        a12 = Node('forgotten_topics_data', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('forgotten_topics_data', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_21(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    return pos


def struct_25(buf, pos, end, out, ctx):
    if pos + 28 > end:
        raise run_error(pos, end, k23)
    v1 = k24(buf, pos)
    out.append(Node('partition', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('current_leader_epoch', 'int32', v1[1], pos + 4, 4, None, None))
    out.append(Node('fetch_offset', 'int64', v1[2], pos + 8, 8, None, None))
    out.append(Node('log_start_offset', 'int64', v1[3], pos + 16, 8, None, None))
    out.append(Node('partition_max_bytes', 'int32', v1[4], pos + 24, 4, None, None))
    pos += 28
    return pos


def struct_26(buf, pos, end, out, ctx):
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
            pos = struct_25(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_27(buf, pos, end, out, ctx):
    if pos + 25 > end:
        raise run_error(pos, end, k19)
    v1 = k20(buf, pos)
    out.append(Node('replica_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('max_wait_ms', 'int32', v1[1], pos + 4, 4, None, None))
    out.append(Node('min_bytes', 'int32', v1[2], pos + 8, 4, None, None))
    out.append(Node('max_bytes', 'int32', v1[3], pos + 12, 4, None, None))
    out.append(Node('isolation_level', 'int8', v1[4], pos + 16, 1, None, None))
    out.append(Node('session_id', 'int32', v1[5], pos + 17, 4, None, None))
    out.append(Node('session_epoch', 'int32', v1[6], pos + 21, 4, None, None))
    pos += 25
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
    s9 = pos
    if pos + 4 > end:
        raise past_end(pos, 'forgotten_topics_data', 'array length')
    n10 = unpack_int32(buf, pos)[0]
    pos += 4
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'forgotten_topics_data', n10)
        out.append(Node('forgotten_topics_data', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'forgotten_topics_data', n10)
        items11 = []
        a12 = Node('forgotten_topics_data', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('forgotten_topics_data', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_21(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    return pos


def struct_28(buf, pos, end, out, ctx):
    if pos + 25 > end:
        raise run_error(pos, end, k19)
    v1 = k20(buf, pos)
    out.append(Node('replica_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('max_wait_ms', 'int32', v1[1], pos + 4, 4, None, None))
    out.append(Node('min_bytes', 'int32', v1[2], pos + 8, 4, None, None))
    out.append(Node('max_bytes', 'int32', v1[3], pos + 12, 4, None, None))
    out.append(Node('isolation_level', 'int8', v1[4], pos + 16, 1, None, None))
    out.append(Node('session_id', 'int32', v1[5], pos + 17, 4, None, None))
    out.append(Node('session_epoch', 'int32', v1[6], pos + 21, 4, None, None))
    pos += 25
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
    s9 = pos
    if pos + 4 > end:
        raise past_end(pos, 'forgotten_topics_data', 'array length')
    n10 = unpack_int32(buf, pos)[0]
    pos += 4
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'forgotten_topics_data', n10)
        out.append(Node('forgotten_topics_data', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'forgotten_topics_data', n10)
        items11 = []
        a12 = Node('forgotten_topics_data', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('forgotten_topics_data', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_21(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    s16 = pos
    if pos + 2 > end:
        raise past_end(pos, 'rack_id', 'string length')
    n17 = unpack_int16(buf, pos)[0]
    pos += 2
    if n17 < 0 or pos + n17 > end:
        if n17 != -1:
            raise sized_error(s16, pos, end, 'rack_id', 'string', n17)
        out.append(Node('rack_id', 'string', None, s16, pos - s16, None, None))
    else:
        out.append(Node('rack_id', 'string', buf[pos : pos + n17].decode('utf-8', 'replace'), s16, pos + n17 - s16, None, None))
        pos += n17
    return pos


def field_29(buf, pos, end, out, ctx):
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
    return pos


def struct_33(buf, pos, end, out, ctx):
    if pos + 32 > end:
        raise run_error(pos, end, k30)
    v1 = k31(buf, pos)
    out.append(Node('partition', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('current_leader_epoch', 'int32', v1[1], pos + 4, 4, None, None))
    out.append(Node('fetch_offset', 'int64', v1[2], pos + 8, 8, None, None))
    out.append(Node('last_fetched_epoch', 'int32', v1[3], pos + 16, 4, None, None))
    out.append(Node('log_start_offset', 'int64', v1[4], pos + 20, 8, None, None))
    out.append(Node('partition_max_bytes', 'int32', v1[5], pos + 28, 4, None, None))
    pos += 32
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_34(buf, pos, end, out, ctx):
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
            pos = struct_33(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_35(buf, pos, end, out, ctx):
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
        out.append(Node('partitions', '[]int32', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        items5 = []
        a6 = Node('partitions', '[]int32', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            if pos + 4 > end:
                raise past_end(pos, 'partitions', 'int32')
            items5.append(Node('partitions', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, None))
            pos += 4
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_37(buf, pos, end, out, ctx):
    if pos + 25 > end:
        raise run_error(pos, end, k19)
    v1 = k20(buf, pos)
    out.append(Node('replica_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('max_wait_ms', 'int32', v1[1], pos + 4, 4, None, None))
    out.append(Node('min_bytes', 'int32', v1[2], pos + 8, 4, None, None))
    out.append(Node('max_bytes', 'int32', v1[3], pos + 12, 4, None, None))
    out.append(Node('isolation_level', 'int8', v1[4], pos + 16, 1, None, None))
    out.append(Node('session_id', 'int32', v1[5], pos + 17, 4, None, None))
    out.append(Node('session_epoch', 'int32', v1[6], pos + 21, 4, None, None))
    pos += 25
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
            pos = struct_34(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'forgotten_topics_data', n10)
        out.append(Node('forgotten_topics_data', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'forgotten_topics_data', n10)
        items11 = []
        a12 = Node('forgotten_topics_data', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('forgotten_topics_data', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_35(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    s16 = pos
    if pos < end and buf[pos] < 128:
        n17 = buf[pos] - 1
        pos += 1
    else:
        n17, pos = read_uvarint(buf, pos, end)
        n17 -= 1
    if n17 < 0 or pos + n17 > end:
        if n17 != -1:
            raise sized_error(s16, pos, end, 'rack_id', 'string', n17)
        out.append(Node('rack_id', 'string', None, s16, pos - s16, None, None))
    else:
        out.append(Node('rack_id', 'string', buf[pos : pos + n17].decode('utf-8', 'replace'), s16, pos + n17 - s16, None, None))
        pos += n17
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k36(buf, pos, end, out, ctx)
    return pos


def struct_38(buf, pos, end, out, ctx):
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
            pos = struct_33(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_39(buf, pos, end, out, ctx):
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
        out.append(Node('partitions', '[]int32', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partitions', n2)
        items3 = []
        a4 = Node('partitions', '[]int32', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            if pos + 4 > end:
                raise past_end(pos, 'partitions', 'int32')
            items3.append(Node('partitions', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, None))
            pos += 4
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_40(buf, pos, end, out, ctx):
    if pos + 25 > end:
        raise run_error(pos, end, k19)
    v1 = k20(buf, pos)
    out.append(Node('replica_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('max_wait_ms', 'int32', v1[1], pos + 4, 4, None, None))
    out.append(Node('min_bytes', 'int32', v1[2], pos + 8, 4, None, None))
    out.append(Node('max_bytes', 'int32', v1[3], pos + 12, 4, None, None))
    out.append(Node('isolation_level', 'int8', v1[4], pos + 16, 1, None, None))
    out.append(Node('session_id', 'int32', v1[5], pos + 17, 4, None, None))
    out.append(Node('session_epoch', 'int32', v1[6], pos + 21, 4, None, None))
    pos += 25
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
            pos = struct_38(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'forgotten_topics_data', n10)
        out.append(Node('forgotten_topics_data', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'forgotten_topics_data', n10)
        items11 = []
        a12 = Node('forgotten_topics_data', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('forgotten_topics_data', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_39(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    s16 = pos
    if pos < end and buf[pos] < 128:
        n17 = buf[pos] - 1
        pos += 1
    else:
        n17, pos = read_uvarint(buf, pos, end)
        n17 -= 1
    if n17 < 0 or pos + n17 > end:
        if n17 != -1:
            raise sized_error(s16, pos, end, 'rack_id', 'string', n17)
        out.append(Node('rack_id', 'string', None, s16, pos - s16, None, None))
    else:
        out.append(Node('rack_id', 'string', buf[pos : pos + n17].decode('utf-8', 'replace'), s16, pos + n17 - s16, None, None))
        pos += n17
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k36(buf, pos, end, out, ctx)
    return pos


def struct_43(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k41)
    v1 = k42(buf, pos)
    out.append(Node('replica_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('replica_epoch', 'int64', v1[1], pos + 4, 8, None, None))
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def field_44(buf, pos, end, out, ctx):
    s1 = pos
    c2 = []
    t3 = Node('replica_state', 'struct', None, s1, 0, c2, None)
    out.append(t3)
    pos = struct_43(buf, pos, end, c2, ctx)
    t3.length = pos - s1
    return pos


def struct_48(buf, pos, end, out, ctx):
    if pos + 21 > end:
        raise run_error(pos, end, k45)
    v1 = k46(buf, pos)
    out.append(Node('max_wait_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('min_bytes', 'int32', v1[1], pos + 4, 4, None, None))
    out.append(Node('max_bytes', 'int32', v1[2], pos + 8, 4, None, None))
    out.append(Node('isolation_level', 'int8', v1[3], pos + 12, 1, None, None))
    out.append(Node('session_id', 'int32', v1[4], pos + 13, 4, None, None))
    out.append(Node('session_epoch', 'int32', v1[5], pos + 17, 4, None, None))
    pos += 21
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
            pos = struct_38(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'forgotten_topics_data', n10)
        out.append(Node('forgotten_topics_data', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'forgotten_topics_data', n10)
        items11 = []
        a12 = Node('forgotten_topics_data', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('forgotten_topics_data', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_39(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    s16 = pos
    if pos < end and buf[pos] < 128:
        n17 = buf[pos] - 1
        pos += 1
    else:
        n17, pos = read_uvarint(buf, pos, end)
        n17 -= 1
    if n17 < 0 or pos + n17 > end:
        if n17 != -1:
            raise sized_error(s16, pos, end, 'rack_id', 'string', n17)
        out.append(Node('rack_id', 'string', None, s16, pos - s16, None, None))
    else:
        out.append(Node('rack_id', 'string', buf[pos : pos + n17].decode('utf-8', 'replace'), s16, pos + n17 - s16, None, None))
        pos += n17
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k47(buf, pos, end, out, ctx)
    return pos


def field_49(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise past_end(pos, 'replica_directory_id', 'uuid')
    out.append(Node('replica_directory_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    return pos


def struct_51(buf, pos, end, out, ctx):
    if pos + 32 > end:
        raise run_error(pos, end, k30)
    v1 = k31(buf, pos)
    out.append(Node('partition', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('current_leader_epoch', 'int32', v1[1], pos + 4, 4, None, None))
    out.append(Node('fetch_offset', 'int64', v1[2], pos + 8, 8, None, None))
    out.append(Node('last_fetched_epoch', 'int32', v1[3], pos + 16, 4, None, None))
    out.append(Node('log_start_offset', 'int64', v1[4], pos + 20, 8, None, None))
    out.append(Node('partition_max_bytes', 'int32', v1[5], pos + 28, 4, None, None))
    pos += 32
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
            pos = struct_51(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_53(buf, pos, end, out, ctx):
    if pos + 21 > end:
        raise run_error(pos, end, k45)
    v1 = k46(buf, pos)
    out.append(Node('max_wait_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('min_bytes', 'int32', v1[1], pos + 4, 4, None, None))
    out.append(Node('max_bytes', 'int32', v1[2], pos + 8, 4, None, None))
    out.append(Node('isolation_level', 'int8', v1[3], pos + 12, 1, None, None))
    out.append(Node('session_id', 'int32', v1[4], pos + 13, 4, None, None))
    out.append(Node('session_epoch', 'int32', v1[5], pos + 17, 4, None, None))
    pos += 21
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
            pos = struct_52(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'forgotten_topics_data', n10)
        out.append(Node('forgotten_topics_data', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'forgotten_topics_data', n10)
        items11 = []
        a12 = Node('forgotten_topics_data', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('forgotten_topics_data', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_39(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    s16 = pos
    if pos < end and buf[pos] < 128:
        n17 = buf[pos] - 1
        pos += 1
    else:
        n17, pos = read_uvarint(buf, pos, end)
        n17 -= 1
    if n17 < 0 or pos + n17 > end:
        if n17 != -1:
            raise sized_error(s16, pos, end, 'rack_id', 'string', n17)
        out.append(Node('rack_id', 'string', None, s16, pos - s16, None, None))
    else:
        out.append(Node('rack_id', 'string', buf[pos : pos + n17].decode('utf-8', 'replace'), s16, pos + n17 - s16, None, None))
        pos += n17
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k47(buf, pos, end, out, ctx)
    return pos


def field_56(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k54)
    v1 = k55(buf, pos)
    out.append(Node('high_watermark', 'int64', v1[0], pos + 0, 8, None, None))
    pos += 8
    return pos


def struct_58(buf, pos, end, out, ctx):
    if pos + 32 > end:
        raise run_error(pos, end, k30)
    v1 = k31(buf, pos)
    out.append(Node('partition', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('current_leader_epoch', 'int32', v1[1], pos + 4, 4, None, None))
    out.append(Node('fetch_offset', 'int64', v1[2], pos + 8, 8, None, None))
    out.append(Node('last_fetched_epoch', 'int32', v1[3], pos + 16, 4, None, None))
    out.append(Node('log_start_offset', 'int64', v1[4], pos + 20, 8, None, None))
    out.append(Node('partition_max_bytes', 'int32', v1[5], pos + 28, 4, None, None))
    pos += 32
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k57(buf, pos, end, out, ctx)
    return pos


def struct_59(buf, pos, end, out, ctx):
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
            pos = struct_58(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_60(buf, pos, end, out, ctx):
    if pos + 21 > end:
        raise run_error(pos, end, k45)
    v1 = k46(buf, pos)
    out.append(Node('max_wait_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('min_bytes', 'int32', v1[1], pos + 4, 4, None, None))
    out.append(Node('max_bytes', 'int32', v1[2], pos + 8, 4, None, None))
    out.append(Node('isolation_level', 'int8', v1[3], pos + 12, 1, None, None))
    out.append(Node('session_id', 'int32', v1[4], pos + 13, 4, None, None))
    out.append(Node('session_epoch', 'int32', v1[5], pos + 17, 4, None, None))
    pos += 21
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
            pos = struct_59(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'forgotten_topics_data', n10)
        out.append(Node('forgotten_topics_data', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'forgotten_topics_data', n10)
        items11 = []
        a12 = Node('forgotten_topics_data', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('forgotten_topics_data', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_39(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    s16 = pos
    if pos < end and buf[pos] < 128:
        n17 = buf[pos] - 1
        pos += 1
    else:
        n17, pos = read_uvarint(buf, pos, end)
        n17 -= 1
    if n17 < 0 or pos + n17 > end:
        if n17 != -1:
            raise sized_error(s16, pos, end, 'rack_id', 'string', n17)
        out.append(Node('rack_id', 'string', None, s16, pos - s16, None, None))
    else:
        out.append(Node('rack_id', 'string', buf[pos : pos + n17].decode('utf-8', 'replace'), s16, pos + n17 - s16, None, None))
        pos += n17
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k47(buf, pos, end, out, ctx)
    return pos


def struct_63(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k61)
    v1 = k62(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('high_watermark', 'int64', v1[2], pos + 6, 8, None, None))
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


def struct_64(buf, pos, end, out, ctx):
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
            pos = struct_63(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_65(buf, pos, end, out, ctx):
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
            pos = struct_64(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_68(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k66)
    v1 = k67(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
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
            pos = struct_64(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    return pos


def struct_73(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k71)
    v1 = k72(buf, pos)
    out.append(Node('producer_id', 'int64', v1[0], pos + 0, 8, None, 'producerId'))
    out.append(Node('first_offset', 'int64', v1[1], pos + 8, 8, None, None))
    pos += 16
    return pos


def struct_74(buf, pos, end, out, ctx):
    if pos + 22 > end:
        raise run_error(pos, end, k69)
    v1 = k70(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('high_watermark', 'int64', v1[2], pos + 6, 8, None, None))
    out.append(Node('last_stable_offset', 'int64', v1[3], pos + 14, 8, None, None))
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
            pos = struct_73(buf, pos, end, c7, ctx)
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


def struct_75(buf, pos, end, out, ctx):
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
            pos = struct_74(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_76(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k66)
    v1 = k67(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
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
            pos = struct_75(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    return pos


def struct_79(buf, pos, end, out, ctx):
    if pos + 30 > end:
        raise run_error(pos, end, k77)
    v1 = k78(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('high_watermark', 'int64', v1[2], pos + 6, 8, None, None))
    out.append(Node('last_stable_offset', 'int64', v1[3], pos + 14, 8, None, None))
    out.append(Node('log_start_offset', 'int64', v1[4], pos + 22, 8, None, None))
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
            pos = struct_73(buf, pos, end, c7, ctx)
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
    if pos + 4 > end:
        raise run_error(pos, end, k66)
    v1 = k67(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
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


def struct_84(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k82)
    v1 = k83(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('session_id', 'int32', v1[2], pos + 6, 4, None, None))
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


def struct_86(buf, pos, end, out, ctx):
    if pos + 30 > end:
        raise run_error(pos, end, k77)
    v1 = k78(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('high_watermark', 'int64', v1[2], pos + 6, 8, None, None))
    out.append(Node('last_stable_offset', 'int64', v1[3], pos + 14, 8, None, None))
    out.append(Node('log_start_offset', 'int64', v1[4], pos + 22, 8, None, None))
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
            pos = struct_73(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos + 4 > end:
        raise run_error(pos, end, k85)
    v9 = k67(buf, pos)
    out.append(Node('preferred_read_replica', 'int32', v9[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    s10 = pos
    if pos + 4 > end:
        raise past_end(pos, 'records', 'records length')
    n11 = unpack_int32(buf, pos)[0]
    pos += 4
    if n11 < 0 or pos + n11 > end:
        if n11 != -1:
            raise sized_error(s10, pos, end, 'records', 'records', n11)
        out.append(Node('records', 'records', None, s10, pos - s10, None, None))
    else:
        ctx.records.append(Node('records', 'records', buf[pos : pos + n11], s10, pos + n11 - s10, None, None))
        out.append(ctx.records[-1])
        pos += n11
    return pos


def struct_87(buf, pos, end, out, ctx):
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
            pos = struct_86(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_88(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k82)
    v1 = k83(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('session_id', 'int32', v1[2], pos + 6, 4, None, None))
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
            pos = struct_87(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    return pos


def struct_90(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k89)
    v1 = k42(buf, pos)
    out.append(Node('epoch', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('end_offset', 'int64', v1[1], pos + 4, 8, None, None))
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def field_91(buf, pos, end, out, ctx):
    s1 = pos
    c2 = []
    t3 = Node('diverging_epoch', 'struct', None, s1, 0, c2, None)
    out.append(t3)
    pos = struct_90(buf, pos, end, c2, ctx)
    t3.length = pos - s1
    return pos


def struct_94(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k92)
    v1 = k93(buf, pos)
    out.append(Node('leader_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('leader_epoch', 'int32', v1[1], pos + 4, 4, None, None))
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def field_95(buf, pos, end, out, ctx):
    s1 = pos
    c2 = []
    t3 = Node('current_leader', 'struct', None, s1, 0, c2, None)
    out.append(t3)
    pos = struct_94(buf, pos, end, c2, ctx)
    t3.length = pos - s1
    return pos


def struct_98(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k96)
    v1 = k97(buf, pos)
    out.append(Node('end_offset', 'int64', v1[0], pos + 0, 8, None, None))
    out.append(Node('epoch', 'int32', v1[1], pos + 8, 4, None, None))
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def field_99(buf, pos, end, out, ctx):
    s1 = pos
    c2 = []
    t3 = Node('snapshot_id', 'struct', None, s1, 0, c2, None)
    out.append(t3)
    pos = struct_98(buf, pos, end, c2, ctx)
    t3.length = pos - s1
    return pos


def struct_100(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k71)
    v1 = k72(buf, pos)
    out.append(Node('producer_id', 'int64', v1[0], pos + 0, 8, None, 'producerId'))
    out.append(Node('first_offset', 'int64', v1[1], pos + 8, 8, None, None))
    pos += 16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_102(buf, pos, end, out, ctx):
    if pos + 30 > end:
        raise run_error(pos, end, k77)
    v1 = k78(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('high_watermark', 'int64', v1[2], pos + 6, 8, None, None))
    out.append(Node('last_stable_offset', 'int64', v1[3], pos + 14, 8, None, None))
    out.append(Node('log_start_offset', 'int64', v1[4], pos + 22, 8, None, None))
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
            pos = struct_100(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos + 4 > end:
        raise run_error(pos, end, k85)
    v9 = k67(buf, pos)
    out.append(Node('preferred_read_replica', 'int32', v9[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or pos + n11 > end:
        if n11 != -1:
            raise sized_error(s10, pos, end, 'records', 'records', n11)
        out.append(Node('records', 'records', None, s10, pos - s10, None, None))
    else:
        ctx.records.append(Node('records', 'records', buf[pos : pos + n11], s10, pos + n11 - s10, None, None))
        out.append(ctx.records[-1])
        pos += n11
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k101(buf, pos, end, out, ctx)
    return pos


def struct_103(buf, pos, end, out, ctx):
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
            pos = struct_102(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_104(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k82)
    v1 = k83(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('session_id', 'int32', v1[2], pos + 6, 4, None, None))
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
            pos = struct_103(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_105(buf, pos, end, out, ctx):
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
            pos = struct_102(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_106(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k82)
    v1 = k83(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('session_id', 'int32', v1[2], pos + 6, 4, None, None))
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
            pos = struct_105(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_109(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k107)
    v1 = k67(buf, pos)
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
        raise run_error(pos, end, k108)
    v4 = k67(buf, pos)
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
        pos = k32(buf, pos, end, out, ctx)
    return pos


def field_110(buf, pos, end, out, ctx):
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
        ctx.cost += n2 * 1250
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
            pos = struct_109(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_112(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k82)
    v1 = k83(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('session_id', 'int32', v1[2], pos + 6, 4, None, None))
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
            pos = struct_105(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k111(buf, pos, end, out, ctx)
    return pos


k1 = (('replica_id', 'int32', 4), ('max_wait_ms', 'int32', 4), ('min_bytes', 'int32', 4))
k2 = Struct('>iii').unpack_from
k3 = (('partition', 'int32', 4), ('fetch_offset', 'int64', 8), ('partition_max_bytes', 'int32', 4))
k4 = Struct('>iqi').unpack_from
k8 = (('replica_id', 'int32', 4), ('max_wait_ms', 'int32', 4), ('min_bytes', 'int32', 4), ('max_bytes', 'int32', 4))
k9 = Struct('>iiii').unpack_from
k11 = (('replica_id', 'int32', 4), ('max_wait_ms', 'int32', 4), ('min_bytes', 'int32', 4), ('max_bytes', 'int32', 4), ('isolation_level', 'int8', 1))
k12 = Struct('>iiiib').unpack_from
k14 = (('partition', 'int32', 4), ('fetch_offset', 'int64', 8), ('log_start_offset', 'int64', 8), ('partition_max_bytes', 'int32', 4))
k15 = Struct('>iqqi').unpack_from
k19 = (('replica_id', 'int32', 4), ('max_wait_ms', 'int32', 4), ('min_bytes', 'int32', 4), ('max_bytes', 'int32', 4), ('isolation_level', 'int8', 1), ('session_id', 'int32', 4), ('session_epoch', 'int32', 4))
k20 = Struct('>iiiibii').unpack_from
k23 = (('partition', 'int32', 4), ('current_leader_epoch', 'int32', 4), ('fetch_offset', 'int64', 8), ('log_start_offset', 'int64', 8), ('partition_max_bytes', 'int32', 4))
k24 = Struct('>iiqqi').unpack_from
k30 = (('partition', 'int32', 4), ('current_leader_epoch', 'int32', 4), ('fetch_offset', 'int64', 8), ('last_fetched_epoch', 'int32', 4), ('log_start_offset', 'int64', 8), ('partition_max_bytes', 'int32', 4))
k31 = Struct('>iiqiqi').unpack_from
k32 = tagged_section({}, unknown_tag_node)
k36 = tagged_section({0: ('cluster_id', field_29)}, unknown_tag_node)
k41 = (('replica_id', 'int32', 4), ('replica_epoch', 'int64', 8))
k42 = Struct('>iq').unpack_from
k45 = (('max_wait_ms', 'int32', 4), ('min_bytes', 'int32', 4), ('max_bytes', 'int32', 4), ('isolation_level', 'int8', 1), ('session_id', 'int32', 4), ('session_epoch', 'int32', 4))
k46 = Struct('>iiibii').unpack_from
k47 = tagged_section({0: ('cluster_id', field_29), 1: ('replica_state', field_44)}, unknown_tag_node)
k50 = tagged_section({0: ('replica_directory_id', field_49)}, unknown_tag_node)
k54 = (('high_watermark', 'int64', 8),)
k55 = Struct('>q').unpack_from
k57 = tagged_section({0: ('replica_directory_id', field_49), 1: ('high_watermark', field_56)}, unknown_tag_node)
k61 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2), ('high_watermark', 'int64', 8))
k62 = Struct('>ihq').unpack_from
k66 = (('throttle_time_ms', 'int32', 4),)
k67 = Struct('>i').unpack_from
k69 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2), ('high_watermark', 'int64', 8), ('last_stable_offset', 'int64', 8))
k70 = Struct('>ihqq').unpack_from
k71 = (('producer_id', 'int64', 8), ('first_offset', 'int64', 8))
k72 = Struct('>qq').unpack_from
k77 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2), ('high_watermark', 'int64', 8), ('last_stable_offset', 'int64', 8), ('log_start_offset', 'int64', 8))
k78 = Struct('>ihqqq').unpack_from
k82 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2), ('session_id', 'int32', 4))
k83 = Struct('>ihi').unpack_from
k85 = (('preferred_read_replica', 'int32', 4),)
k89 = (('epoch', 'int32', 4), ('end_offset', 'int64', 8))
k92 = (('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4))
k93 = Struct('>ii').unpack_from
k96 = (('end_offset', 'int64', 8), ('epoch', 'int32', 4))
k97 = Struct('>qi').unpack_from
k101 = tagged_section({0: ('diverging_epoch', field_91), 1: ('current_leader', field_95), 2: ('snapshot_id', field_99)}, unknown_tag_node)
k107 = (('node_id', 'int32', 4),)
k108 = (('port', 'int32', 4),)
k111 = tagged_section({0: ('node_endpoints', field_110)}, unknown_tag_node)

READERS = {
    ('request', 0): struct_7,
    ('request', 1): struct_7,
    ('request', 2): struct_7,
    ('request', 3): struct_10,
    ('request', 4): struct_13,
    ('request', 5): struct_18,
    ('request', 6): struct_18,
    ('request', 7): struct_22,
    ('request', 8): struct_22,
    ('request', 9): struct_27,
    ('request', 10): struct_27,
    ('request', 11): struct_28,
    ('request', 12): struct_37,
    ('request', 13): struct_40,
    ('request', 14): struct_40,
    ('request', 15): struct_48,
    ('request', 16): struct_48,
    ('request', 17): struct_53,
    ('request', 18): struct_60,
    ('response', 0): struct_65,
    ('response', 1): struct_68,
    ('response', 2): struct_68,
    ('response', 3): struct_68,
    ('response', 4): struct_76,
    ('response', 5): struct_81,
    ('response', 6): struct_81,
    ('response', 7): struct_84,
    ('response', 8): struct_84,
    ('response', 9): struct_84,
    ('response', 10): struct_84,
    ('response', 11): struct_88,
    ('response', 12): struct_104,
    ('response', 13): struct_106,
    ('response', 14): struct_106,
    ('response', 15): struct_106,
    ('response', 16): struct_112,
    ('response', 17): struct_112,
    ('response', 18): struct_112,
}
