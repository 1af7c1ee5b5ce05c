"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, uuid_text


def struct_3(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        out.append(Node('group_id', 'string', None, s1, pos - s1, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'groupId'))
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
            raise sized_error(s3, pos, end, 'member_id', 'string', n4)
    else:
        pos += n4
    if pos + 4 > end:
        raise run_error(pos, end, k1)
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
            raise sized_error(s5, pos, end, 'rack_id', 'string', n6)
    else:
        pos += n6
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'subscribed_topic_names', n8)
        out.append(Node('subscribed_topic_names', '[]string', None, s7, pos - s7, None, 'topicName'))
    else:
        ctx.cost += n8 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'subscribed_topic_names', n8)
        items9 = []
        a10 = Node('subscribed_topic_names', '[]string', None, s7, 0, items9, 'topicName')
        out.append(a10)
        for _ in range(n8):
            s11 = pos
            if pos < end and buf[pos] < 128:
                n12 = buf[pos] - 1
                pos += 1
            else:
                n12, pos = read_uvarint(buf, pos, end)
                n12 -= 1
            if n12 < 0 or pos + n12 > end:
                if n12 != -1:
                    raise sized_error(s11, pos, end, 'subscribed_topic_names', 'string', n12)
                items9.append(Node('subscribed_topic_names', 'string', None, s11, pos - s11, None, 'topicName'))
            else:
                items9.append(Node('subscribed_topic_names', 'string', buf[pos : pos + n12].decode('utf-8', 'replace'), s11, pos + n12 - s11, None, 'topicName'))
                pos += n12
        a10.length = pos - s7
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_7(buf, pos, end, out, ctx):
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
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_8(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topic_partitions', n2)
        out.append(Node('topic_partitions', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_partitions', n2)
        items3 = []
        a4 = Node('topic_partitions', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('topic_partitions', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_7(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_9(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k4)
    v1 = k5(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
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
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'member_id', 'string', n5)
    else:
        pos += n5
    if pos + 8 > end:
        raise run_error(pos, end, k6)
    pos += 8
    s6 = pos
    if pos >= end:
        raise past_end(pos, 'assignment', 'struct presence byte')
    if buf[pos] >= 128:
        out.append(Node('assignment', 'struct', None, s6, 1, None, None))
        pos += 1
    else:
        pos += 1
        c7 = []
        t8 = Node('assignment', 'struct', None, s6, 0, c7, None)
        out.append(t8)
        pos = struct_8(buf, pos, end, c7, ctx)
        t8.length = pos - s6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


k1 = (('member_epoch', 'int32', 4),)
k2 = tagged_section({}, None)
k4 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k5 = Struct('>4xh').unpack_from
k6 = (('member_epoch', 'int32', 4), ('heartbeat_interval_ms', 'int32', 4))

READERS = {
    ('request', 0): struct_3,
    ('request', 1): struct_3,
    ('response', 0): struct_9,
    ('response', 1): struct_9,
}
