"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, uuid_text


def struct_4(buf, pos, end, out, ctx):
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
            raise sized_error(s5, pos, end, 'instance_id', 'string', n6)
    else:
        pos += n6
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'rack_id', 'string', n8)
    else:
        pos += n8
    if pos + 4 > end:
        raise run_error(pos, end, k2)
    pos += 4
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'subscribed_topic_names', n10)
        out.append(Node('subscribed_topic_names', '[]string', None, s9, pos - s9, None, 'topicName'))
    else:
        ctx.cost += n10 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'subscribed_topic_names', n10)
        items11 = []
        a12 = Node('subscribed_topic_names', '[]string', None, s9, 0, items11, 'topicName')
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            if pos < end and buf[pos] < 128:
                n14 = buf[pos] - 1
                pos += 1
            else:
                n14, pos = read_uvarint(buf, pos, end)
                n14 -= 1
            if n14 < 0 or pos + n14 > end:
                if n14 != -1:
                    raise sized_error(s13, pos, end, 'subscribed_topic_names', 'string', n14)
                items11.append(Node('subscribed_topic_names', 'string', None, s13, pos - s13, None, 'topicName'))
            else:
                items11.append(Node('subscribed_topic_names', 'string', buf[pos : pos + n14].decode('utf-8', 'replace'), s13, pos + n14 - s13, None, 'topicName'))
                pos += n14
        a12.length = pos - s9
    s15 = pos
    if pos < end and buf[pos] < 128:
        n16 = buf[pos] - 1
        pos += 1
    else:
        n16, pos = read_uvarint(buf, pos, end)
        n16 -= 1
    if n16 < 0 or pos + n16 > end:
        if n16 != -1:
            raise sized_error(s15, pos, end, 'server_assignor', 'string', n16)
    else:
        pos += n16
    s17 = pos
    if pos < end and buf[pos] < 128:
        n18 = buf[pos] - 1
        pos += 1
    else:
        n18, pos = read_uvarint(buf, pos, end)
        n18 -= 1
    if n18 < 0 or n18 > end - pos:
        if n18 != -1:
            raise count_error(s17, pos, end, 'topic_partitions', n18)
        out.append(Node('topic_partitions', '[]struct', None, s17, pos - s17, None, None))
    else:
        ctx.cost += n18 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s17, 'topic_partitions', n18)
        items19 = []
        a20 = Node('topic_partitions', '[]struct', None, s17, 0, items19, None)
        out.append(a20)
        for _ in range(n18):
            s21 = pos
            c22 = []
            t23 = Node('topic_partitions', 'struct', None, s21, 0, c22, None)
            items19.append(t23)
            pos = struct_4(buf, pos, end, c22, ctx)
            t23.length = pos - s21
        a20.length = pos - s17
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
            raise sized_error(s5, pos, end, 'instance_id', 'string', n6)
    else:
        pos += n6
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'rack_id', 'string', n8)
    else:
        pos += n8
    if pos + 4 > end:
        raise run_error(pos, end, k2)
    pos += 4
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'subscribed_topic_names', n10)
        out.append(Node('subscribed_topic_names', '[]string', None, s9, pos - s9, None, 'topicName'))
    else:
        ctx.cost += n10 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'subscribed_topic_names', n10)
        items11 = []
        a12 = Node('subscribed_topic_names', '[]string', None, s9, 0, items11, 'topicName')
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            if pos < end and buf[pos] < 128:
                n14 = buf[pos] - 1
                pos += 1
            else:
                n14, pos = read_uvarint(buf, pos, end)
                n14 -= 1
            if n14 < 0 or pos + n14 > end:
                if n14 != -1:
                    raise sized_error(s13, pos, end, 'subscribed_topic_names', 'string', n14)
                items11.append(Node('subscribed_topic_names', 'string', None, s13, pos - s13, None, 'topicName'))
            else:
                items11.append(Node('subscribed_topic_names', 'string', buf[pos : pos + n14].decode('utf-8', 'replace'), s13, pos + n14 - s13, None, 'topicName'))
                pos += n14
        a12.length = pos - s9
    s15 = pos
    if pos < end and buf[pos] < 128:
        n16 = buf[pos] - 1
        pos += 1
    else:
        n16, pos = read_uvarint(buf, pos, end)
        n16 -= 1
    if n16 < 0 or pos + n16 > end:
        if n16 != -1:
            raise sized_error(s15, pos, end, 'subscribed_topic_regex', 'string', n16)
    else:
        pos += n16
    s17 = pos
    if pos < end and buf[pos] < 128:
        n18 = buf[pos] - 1
        pos += 1
    else:
        n18, pos = read_uvarint(buf, pos, end)
        n18 -= 1
    if n18 < 0 or pos + n18 > end:
        if n18 != -1:
            raise sized_error(s17, pos, end, 'server_assignor', 'string', n18)
    else:
        pos += n18
    s19 = pos
    if pos < end and buf[pos] < 128:
        n20 = buf[pos] - 1
        pos += 1
    else:
        n20, pos = read_uvarint(buf, pos, end)
        n20 -= 1
    if n20 < 0 or n20 > end - pos:
        if n20 != -1:
            raise count_error(s19, pos, end, 'topic_partitions', n20)
        out.append(Node('topic_partitions', '[]struct', None, s19, pos - s19, None, None))
    else:
        ctx.cost += n20 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s19, 'topic_partitions', n20)
        items21 = []
        a22 = Node('topic_partitions', '[]struct', None, s19, 0, items21, None)
        out.append(a22)
        for _ in range(n20):
            s23 = pos
            c24 = []
            t25 = Node('topic_partitions', 'struct', None, s23, 0, c24, None)
            items21.append(t25)
            pos = struct_4(buf, pos, end, c24, ctx)
            t25.length = pos - s23
        a22.length = pos - s19
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
            pos = struct_4(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_11(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k7)
    v1 = k8(buf, pos)
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
        raise run_error(pos, end, k9)
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
        pos = struct_10(buf, pos, end, c7, ctx)
        t8.length = pos - s6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


k1 = (('member_epoch', 'int32', 4),)
k2 = (('rebalance_timeout_ms', 'int32', 4),)
k3 = tagged_section({}, None)
k7 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k8 = Struct('>4xh').unpack_from
k9 = (('member_epoch', 'int32', 4), ('heartbeat_interval_ms', 'int32', 4))

READERS = {
    ('request', 0): struct_5,
    ('request', 1): struct_6,
    ('response', 0): struct_11,
    ('response', 1): struct_11,
}
