"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, unpack_int32, uuid_text


def struct_4(buf, pos, end, out, ctx):
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
        out.append(Node('member_id', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('member_id', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
        pos += n4
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v5 = k2(buf, pos)
    out.append(Node('member_epoch', 'int32', v5[0], pos + 0, 4, None, None))
    pos += 4
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'rack_id', 'string', n7)
        out.append(Node('rack_id', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('rack_id', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
        pos += n7
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'subscribed_topic_names', n9)
        out.append(Node('subscribed_topic_names', '[]string', None, s8, pos - s8, None, 'topicName'))
    else:
        ctx.cost += n9 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'subscribed_topic_names', n9)
        items10 = []
        a11 = Node('subscribed_topic_names', '[]string', None, s8, 0, items10, 'topicName')
        out.append(a11)
        for _ in range(n9):
            s12 = pos
            if pos < end and buf[pos] < 128:
                n13 = buf[pos] - 1
                pos += 1
            else:
                n13, pos = read_uvarint(buf, pos, end)
                n13 -= 1
            if n13 < 0 or pos + n13 > end:
                if n13 != -1:
                    raise sized_error(s12, pos, end, 'subscribed_topic_names', 'string', n13)
                items10.append(Node('subscribed_topic_names', 'string', None, s12, pos - s12, None, 'topicName'))
            else:
                items10.append(Node('subscribed_topic_names', 'string', buf[pos : pos + n13].decode('utf-8', 'replace'), s12, pos + n13 - s12, None, 'topicName'))
                pos += n13
        a11.length = pos - s8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_9(buf, pos, end, out, ctx):
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
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
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
            pos = struct_9(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_11(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k5)
    v1 = k6(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
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
        out.append(Node('member_id', 'string', None, s4, pos - s4, None, None))
    else:
        out.append(Node('member_id', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, None))
        pos += n5
    if pos + 8 > end:
        raise run_error(pos, end, k7)
    v6 = k8(buf, pos)
    out.append(Node('member_epoch', 'int32', v6[0], pos + 0, 4, None, None))
    out.append(Node('heartbeat_interval_ms', 'int32', v6[1], pos + 4, 4, None, None))
    pos += 8
    s7 = pos
    if pos >= end:
        raise past_end(pos, 'assignment', 'struct presence byte')
    if buf[pos] >= 128:
        out.append(Node('assignment', 'struct', None, s7, 1, None, None))
        pos += 1
    else:
        pos += 1
        c8 = []
        t9 = Node('assignment', 'struct', None, s7, 0, c8, None)
        out.append(t9)
        pos = struct_10(buf, pos, end, c8, ctx)
        t9.length = pos - s7
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


k1 = (('member_epoch', 'int32', 4),)
k2 = Struct('>i').unpack_from
k3 = tagged_section({}, unknown_tag_node)
k5 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k6 = Struct('>ih').unpack_from
k7 = (('member_epoch', 'int32', 4), ('heartbeat_interval_ms', 'int32', 4))
k8 = Struct('>ii').unpack_from

READERS = {
    ('request', 0): struct_4,
    ('request', 1): struct_4,
    ('response', 0): struct_11,
    ('response', 1): struct_11,
}
