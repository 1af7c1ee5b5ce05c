"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, unpack_int32, uuid_text


def struct_5(buf, pos, end, out, ctx):
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
        pos = k4(buf, pos, end, out, ctx)
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
            raise sized_error(s6, pos, end, 'instance_id', 'string', n7)
        out.append(Node('instance_id', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('instance_id', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
        pos += n7
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'rack_id', 'string', n9)
        out.append(Node('rack_id', 'string', None, s8, pos - s8, None, None))
    else:
        out.append(Node('rack_id', 'string', buf[pos : pos + n9].decode('utf-8', 'replace'), s8, pos + n9 - s8, None, None))
        pos += n9
    if pos + 4 > end:
        raise run_error(pos, end, k3)
    v10 = k2(buf, pos)
    out.append(Node('rebalance_timeout_ms', 'int32', v10[0], pos + 0, 4, None, None))
    pos += 4
    s11 = pos
    if pos < end and buf[pos] < 128:
        n12 = buf[pos] - 1
        pos += 1
    else:
        n12, pos = read_uvarint(buf, pos, end)
        n12 -= 1
    if n12 < 0 or n12 > end - pos:
        if n12 != -1:
            raise count_error(s11, pos, end, 'subscribed_topic_names', n12)
        out.append(Node('subscribed_topic_names', '[]string', None, s11, pos - s11, None, 'topicName'))
    else:
        ctx.cost += n12 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'subscribed_topic_names', n12)
        items13 = []
        a14 = Node('subscribed_topic_names', '[]string', None, s11, 0, items13, 'topicName')
        out.append(a14)
        for _ in range(n12):
            s15 = pos
            if pos < end and buf[pos] < 128:
                n16 = buf[pos] - 1
                pos += 1
            else:
                n16, pos = read_uvarint(buf, pos, end)
                n16 -= 1
            if n16 < 0 or pos + n16 > end:
                if n16 != -1:
                    raise sized_error(s15, pos, end, 'subscribed_topic_names', 'string', n16)
                items13.append(Node('subscribed_topic_names', 'string', None, s15, pos - s15, None, 'topicName'))
            else:
                items13.append(Node('subscribed_topic_names', 'string', buf[pos : pos + n16].decode('utf-8', 'replace'), s15, pos + n16 - s15, None, 'topicName'))
                pos += n16
        a14.length = pos - s11
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
        out.append(Node('server_assignor', 'string', None, s17, pos - s17, None, None))
    else:
        out.append(Node('server_assignor', 'string', buf[pos : pos + n18].decode('utf-8', 'replace'), s17, pos + n18 - s17, None, None))
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
            pos = struct_5(buf, pos, end, c24, ctx)
            t25.length = pos - s23
        a22.length = pos - s19
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
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
            raise sized_error(s6, pos, end, 'instance_id', 'string', n7)
        out.append(Node('instance_id', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('instance_id', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
        pos += n7
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'rack_id', 'string', n9)
        out.append(Node('rack_id', 'string', None, s8, pos - s8, None, None))
    else:
        out.append(Node('rack_id', 'string', buf[pos : pos + n9].decode('utf-8', 'replace'), s8, pos + n9 - s8, None, None))
        pos += n9
    if pos + 4 > end:
        raise run_error(pos, end, k3)
    v10 = k2(buf, pos)
    out.append(Node('rebalance_timeout_ms', 'int32', v10[0], pos + 0, 4, None, None))
    pos += 4
    s11 = pos
    if pos < end and buf[pos] < 128:
        n12 = buf[pos] - 1
        pos += 1
    else:
        n12, pos = read_uvarint(buf, pos, end)
        n12 -= 1
    if n12 < 0 or n12 > end - pos:
        if n12 != -1:
            raise count_error(s11, pos, end, 'subscribed_topic_names', n12)
        out.append(Node('subscribed_topic_names', '[]string', None, s11, pos - s11, None, 'topicName'))
    else:
        ctx.cost += n12 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'subscribed_topic_names', n12)
        items13 = []
        a14 = Node('subscribed_topic_names', '[]string', None, s11, 0, items13, 'topicName')
        out.append(a14)
        for _ in range(n12):
            s15 = pos
            if pos < end and buf[pos] < 128:
                n16 = buf[pos] - 1
                pos += 1
            else:
                n16, pos = read_uvarint(buf, pos, end)
                n16 -= 1
            if n16 < 0 or pos + n16 > end:
                if n16 != -1:
                    raise sized_error(s15, pos, end, 'subscribed_topic_names', 'string', n16)
                items13.append(Node('subscribed_topic_names', 'string', None, s15, pos - s15, None, 'topicName'))
            else:
                items13.append(Node('subscribed_topic_names', 'string', buf[pos : pos + n16].decode('utf-8', 'replace'), s15, pos + n16 - s15, None, 'topicName'))
                pos += n16
        a14.length = pos - s11
    s17 = pos
    if pos < end and buf[pos] < 128:
        n18 = buf[pos] - 1
        pos += 1
    else:
        n18, pos = read_uvarint(buf, pos, end)
        n18 -= 1
    if n18 < 0 or pos + n18 > end:
        if n18 != -1:
            raise sized_error(s17, pos, end, 'subscribed_topic_regex', 'string', n18)
        out.append(Node('subscribed_topic_regex', 'string', None, s17, pos - s17, None, None))
    else:
        out.append(Node('subscribed_topic_regex', 'string', buf[pos : pos + n18].decode('utf-8', 'replace'), s17, pos + n18 - s17, None, None))
        pos += n18
    s19 = pos
    if pos < end and buf[pos] < 128:
        n20 = buf[pos] - 1
        pos += 1
    else:
        n20, pos = read_uvarint(buf, pos, end)
        n20 -= 1
    if n20 < 0 or pos + n20 > end:
        if n20 != -1:
            raise sized_error(s19, pos, end, 'server_assignor', 'string', n20)
        out.append(Node('server_assignor', 'string', None, s19, pos - s19, None, None))
    else:
        out.append(Node('server_assignor', 'string', buf[pos : pos + n20].decode('utf-8', 'replace'), s19, pos + n20 - s19, None, None))
        pos += n20
    s21 = pos
    if pos < end and buf[pos] < 128:
        n22 = buf[pos] - 1
        pos += 1
    else:
        n22, pos = read_uvarint(buf, pos, end)
        n22 -= 1
    if n22 < 0 or n22 > end - pos:
        if n22 != -1:
            raise count_error(s21, pos, end, 'topic_partitions', n22)
        out.append(Node('topic_partitions', '[]struct', None, s21, pos - s21, None, None))
    else:
        ctx.cost += n22 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s21, 'topic_partitions', n22)
        items23 = []
        a24 = Node('topic_partitions', '[]struct', None, s21, 0, items23, None)
        out.append(a24)
        for _ in range(n22):
            s25 = pos
            c26 = []
            t27 = Node('topic_partitions', 'struct', None, s25, 0, c26, None)
            items23.append(t27)
            pos = struct_5(buf, pos, end, c26, ctx)
            t27.length = pos - s25
        a24.length = pos - s21
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_12(buf, pos, end, out, ctx):
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
            pos = struct_5(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k8)
    v1 = k9(buf, pos)
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
        raise run_error(pos, end, k10)
    v6 = k11(buf, pos)
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
        pos = struct_12(buf, pos, end, c8, ctx)
        t9.length = pos - s7
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


k1 = (('member_epoch', 'int32', 4),)
k2 = Struct('>i').unpack_from
k3 = (('rebalance_timeout_ms', 'int32', 4),)
k4 = tagged_section({}, unknown_tag_node)
k8 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k9 = Struct('>ih').unpack_from
k10 = (('member_epoch', 'int32', 4), ('heartbeat_interval_ms', 'int32', 4))
k11 = Struct('>ii').unpack_from

READERS = {
    ('request', 0): struct_6,
    ('request', 1): struct_7,
    ('response', 0): struct_13,
    ('response', 1): struct_13,
}
