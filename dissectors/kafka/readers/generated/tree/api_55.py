"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, uuid_text


def struct_4(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
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
        ctx.cost += n4 * 500
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
            pos = struct_5(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k11)
    v1 = k12(buf, pos)
    out.append(Node('replica_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('log_end_offset', 'int64', v1[1], pos + 4, 8, None, None))
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_14(buf, pos, end, out, ctx):
    if pos + 22 > end:
        raise run_error(pos, end, k9)
    v1 = k10(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('leader_id', 'int32', v1[2], pos + 6, 4, None, 'brokerId'))
    out.append(Node('leader_epoch', 'int32', v1[3], pos + 10, 4, None, None))
    out.append(Node('high_watermark', 'int64', v1[4], pos + 14, 8, None, None))
    pos += 22
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'current_voters', n3)
        out.append(Node('current_voters', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'current_voters', n3)
        items4 = []
        a5 = Node('current_voters', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('current_voters', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_13(buf, pos, end, c7, ctx)
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
            raise count_error(s9, pos, end, 'observers', n10)
        out.append(Node('observers', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'observers', n10)
        items11 = []
        a12 = Node('observers', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('observers', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_13(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
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
            pos = struct_14(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_16(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k7)
    v1 = k8(buf, pos)
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
            pos = struct_15(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_19(buf, pos, end, out, ctx):
    if pos + 28 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
    out.append(Node('replica_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('log_end_offset', 'int64', v1[1], pos + 4, 8, None, None))
    out.append(Node('last_fetch_timestamp', 'int64', v1[2], pos + 12, 8, None, None))
    out.append(Node('last_caught_up_timestamp', 'int64', v1[3], pos + 20, 8, None, None))
    pos += 28
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
    if pos + 22 > end:
        raise run_error(pos, end, k9)
    v1 = k10(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('leader_id', 'int32', v1[2], pos + 6, 4, None, 'brokerId'))
    out.append(Node('leader_epoch', 'int32', v1[3], pos + 10, 4, None, None))
    out.append(Node('high_watermark', 'int64', v1[4], pos + 14, 8, None, None))
    pos += 22
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'current_voters', n3)
        out.append(Node('current_voters', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'current_voters', n3)
        items4 = []
        a5 = Node('current_voters', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('current_voters', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_19(buf, pos, end, c7, ctx)
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
            raise count_error(s9, pos, end, 'observers', n10)
        out.append(Node('observers', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'observers', n10)
        items11 = []
        a12 = Node('observers', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('observers', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_19(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_21(buf, pos, end, out, ctx):
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
            pos = struct_20(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_22(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k7)
    v1 = k8(buf, pos)
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
            pos = struct_21(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_30(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k27)
    v1 = k2(buf, pos)
    out.append(Node('replica_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    if pos + 16 > end:
        raise past_end(pos, 'replica_directory_id', 'uuid')
    out.append(Node('replica_directory_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos + 24 > end:
        raise run_error(pos, end, k28)
    v2 = k29(buf, pos)
    out.append(Node('log_end_offset', 'int64', v2[0], pos + 0, 8, None, None))
    out.append(Node('last_fetch_timestamp', 'int64', v2[1], pos + 8, 8, None, None))
    out.append(Node('last_caught_up_timestamp', 'int64', v2[2], pos + 16, 8, None, None))
    pos += 24
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_31(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k23)
    v1 = k24(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    pos += 6
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'error_message', 'string', n3)
        out.append(Node('error_message', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 16 > end:
        raise run_error(pos, end, k25)
    v4 = k26(buf, pos)
    out.append(Node('leader_id', 'int32', v4[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('leader_epoch', 'int32', v4[1], pos + 4, 4, None, None))
    out.append(Node('high_watermark', 'int64', v4[2], pos + 8, 8, None, None))
    pos += 16
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'current_voters', n6)
        out.append(Node('current_voters', '[]struct', None, s5, pos - s5, None, None))
    else:
        ctx.cost += n6 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'current_voters', n6)
        items7 = []
        a8 = Node('current_voters', '[]struct', None, s5, 0, items7, None)
        out.append(a8)
        for _ in range(n6):
            s9 = pos
            c10 = []
            t11 = Node('current_voters', 'struct', None, s9, 0, c10, None)
            items7.append(t11)
            pos = struct_30(buf, pos, end, c10, ctx)
            t11.length = pos - s9
        a8.length = pos - s5
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or n13 > end - pos:
        if n13 != -1:
            raise count_error(s12, pos, end, 'observers', n13)
        out.append(Node('observers', '[]struct', None, s12, pos - s12, None, None))
    else:
        ctx.cost += n13 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s12, 'observers', n13)
        items14 = []
        a15 = Node('observers', '[]struct', None, s12, 0, items14, None)
        out.append(a15)
        for _ in range(n13):
            s16 = pos
            c17 = []
            t18 = Node('observers', 'struct', None, s16, 0, c17, None)
            items14.append(t18)
            pos = struct_30(buf, pos, end, c17, ctx)
            t18.length = pos - s16
        a15.length = pos - s12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_32(buf, pos, end, out, ctx):
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
            pos = struct_31(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_36(buf, pos, end, out, ctx):
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
        raise run_error(pos, end, k34)
    v5 = k35(buf, pos)
    out.append(Node('port', 'uint16', v5[0], pos + 0, 2, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_37(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k33)
    v1 = k2(buf, pos)
    out.append(Node('node_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
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
            raise count_error(s2, pos, end, 'listeners', n3)
        out.append(Node('listeners', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'listeners', n3)
        items4 = []
        a5 = Node('listeners', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('listeners', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_36(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_38(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k7)
    v1 = k8(buf, pos)
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
            raise sized_error(s2, pos, end, 'error_message', 'string', n3)
        out.append(Node('error_message', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
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
            pos = struct_32(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    s11 = pos
    if pos < end and buf[pos] < 128:
        n12 = buf[pos] - 1
        pos += 1
    else:
        n12, pos = read_uvarint(buf, pos, end)
        n12 -= 1
    if n12 < 0 or n12 > end - pos:
        if n12 != -1:
            raise count_error(s11, pos, end, 'nodes', n12)
        out.append(Node('nodes', '[]struct', None, s11, pos - s11, None, None))
    else:
        ctx.cost += n12 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'nodes', n12)
        items13 = []
        a14 = Node('nodes', '[]struct', None, s11, 0, items13, None)
        out.append(a14)
        for _ in range(n12):
            s15 = pos
            c16 = []
            t17 = Node('nodes', 'struct', None, s15, 0, c16, None)
            items13.append(t17)
            pos = struct_37(buf, pos, end, c16, ctx)
            t17.length = pos - s15
        a14.length = pos - s11
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


k1 = (('partition_index', 'int32', 4),)
k2 = Struct('>i').unpack_from
k3 = tagged_section({}, unknown_tag_node)
k7 = (('error_code', 'int16', 2),)
k8 = Struct('>h').unpack_from
k9 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2), ('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4), ('high_watermark', 'int64', 8))
k10 = Struct('>ihiiq').unpack_from
k11 = (('replica_id', 'int32', 4), ('log_end_offset', 'int64', 8))
k12 = Struct('>iq').unpack_from
k17 = (('replica_id', 'int32', 4), ('log_end_offset', 'int64', 8), ('last_fetch_timestamp', 'int64', 8), ('last_caught_up_timestamp', 'int64', 8))
k18 = Struct('>iqqq').unpack_from
k23 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2))
k24 = Struct('>ih').unpack_from
k25 = (('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4), ('high_watermark', 'int64', 8))
k26 = Struct('>iiq').unpack_from
k27 = (('replica_id', 'int32', 4),)
k28 = (('log_end_offset', 'int64', 8), ('last_fetch_timestamp', 'int64', 8), ('last_caught_up_timestamp', 'int64', 8))
k29 = Struct('>qqq').unpack_from
k33 = (('node_id', 'int32', 4),)
k34 = (('port', 'uint16', 2),)
k35 = Struct('>H').unpack_from

READERS = {
    ('request', 0): struct_6,
    ('request', 1): struct_6,
    ('request', 2): struct_6,
    ('response', 0): struct_16,
    ('response', 1): struct_22,
    ('response', 2): struct_38,
}
