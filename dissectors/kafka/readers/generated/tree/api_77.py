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
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'group_ids', n2)
        out.append(Node('group_ids', '[]string', None, s1, pos - s1, None, 'groupId'))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'group_ids', n2)
        items3 = []
        a4 = Node('group_ids', '[]string', None, s1, 0, items3, 'groupId')
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            if pos < end and buf[pos] < 128:
                n6 = buf[pos] - 1
                pos += 1
            else:
                n6, pos = read_uvarint(buf, pos, end)
                n6 -= 1
            if n6 < 0 or pos + n6 > end:
                if n6 != -1:
                    raise sized_error(s5, pos, end, 'group_ids', 'string', n6)
                items3.append(Node('group_ids', 'string', None, s5, pos - s5, None, 'groupId'))
            else:
                items3.append(Node('group_ids', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, 'groupId'))
                pos += n6
        a4.length = pos - s1
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v7 = k2(buf, pos)
    out.append(Node('include_authorized_operations', 'bool', v7[0], pos + 0, 1, None, None))
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
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
        pos = k3(buf, pos, end, out, ctx)
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
            raise count_error(s1, pos, end, 'topic_partitions', n2)
        out.append(Node('topic_partitions', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
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
            pos = struct_12(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_14(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'member_id', 'string', n2)
        out.append(Node('member_id', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('member_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
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
            raise sized_error(s3, pos, end, 'rack_id', 'string', n4)
        out.append(Node('rack_id', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('rack_id', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
        pos += n4
    if pos + 4 > end:
        raise run_error(pos, end, k11)
    v5 = k6(buf, pos)
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
            raise sized_error(s6, pos, end, 'client_id', 'string', n7)
        out.append(Node('client_id', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('client_id', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
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
            raise sized_error(s8, pos, end, 'client_host', 'string', n9)
        out.append(Node('client_host', 'string', None, s8, pos - s8, None, None))
    else:
        out.append(Node('client_host', 'string', buf[pos : pos + n9].decode('utf-8', 'replace'), s8, pos + n9 - s8, None, None))
        pos += n9
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'subscribed_topic_names', n11)
        out.append(Node('subscribed_topic_names', '[]string', None, s10, pos - s10, None, 'topicName'))
    else:
        ctx.cost += n11 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'subscribed_topic_names', n11)
        items12 = []
        a13 = Node('subscribed_topic_names', '[]string', None, s10, 0, items12, 'topicName')
        out.append(a13)
        for _ in range(n11):
            s14 = pos
            if pos < end and buf[pos] < 128:
                n15 = buf[pos] - 1
                pos += 1
            else:
                n15, pos = read_uvarint(buf, pos, end)
                n15 -= 1
            if n15 < 0 or pos + n15 > end:
                if n15 != -1:
                    raise sized_error(s14, pos, end, 'subscribed_topic_names', 'string', n15)
                items12.append(Node('subscribed_topic_names', 'string', None, s14, pos - s14, None, 'topicName'))
            else:
                items12.append(Node('subscribed_topic_names', 'string', buf[pos : pos + n15].decode('utf-8', 'replace'), s14, pos + n15 - s14, None, 'topicName'))
                pos += n15
        a13.length = pos - s10
    s16 = pos
    c17 = []
    t18 = Node('assignment', 'struct', None, s16, 0, c17, None)
    out.append(t18)
    pos = struct_13(buf, pos, end, c17, ctx)
    t18.length = pos - s16
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
            raise sized_error(s4, pos, end, 'group_id', 'string', n5)
        out.append(Node('group_id', 'string', None, s4, pos - s4, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, 'groupId'))
        pos += n5
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'group_state', 'string', n7)
        out.append(Node('group_state', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('group_state', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
        pos += n7
    if pos + 8 > end:
        raise run_error(pos, end, k9)
    v8 = k10(buf, pos)
    out.append(Node('group_epoch', 'int32', v8[0], pos + 0, 4, None, None))
    out.append(Node('assignment_epoch', 'int32', v8[1], pos + 4, 4, None, None))
    pos += 8
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'assignor_name', 'string', n10)
        out.append(Node('assignor_name', 'string', None, s9, pos - s9, None, None))
    else:
        out.append(Node('assignor_name', 'string', buf[pos : pos + n10].decode('utf-8', 'replace'), s9, pos + n10 - s9, None, None))
        pos += n10
    s11 = pos
    if pos < end and buf[pos] < 128:
        n12 = buf[pos] - 1
        pos += 1
    else:
        n12, pos = read_uvarint(buf, pos, end)
        n12 -= 1
    if n12 < 0 or n12 > end - pos:
        if n12 != -1:
            raise count_error(s11, pos, end, 'members', n12)
        out.append(Node('members', '[]struct', None, s11, pos - s11, None, None))
    else:
        ctx.cost += n12 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'members', n12)
        items13 = []
        a14 = Node('members', '[]struct', None, s11, 0, items13, None)
        out.append(a14)
        for _ in range(n12):
            s15 = pos
            c16 = []
            t17 = Node('members', 'struct', None, s15, 0, c16, None)
            items13.append(t17)
            pos = struct_14(buf, pos, end, c16, ctx)
            t17.length = pos - s15
        a14.length = pos - s11
    if pos + 4 > end:
        raise run_error(pos, end, k15)
    v18 = k6(buf, pos)
    out.append(Node('authorized_operations', 'int32', v18[0], pos + 0, 4, None, None))
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k5)
    v1 = k6(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
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
            raise count_error(s2, pos, end, 'groups', n3)
        out.append(Node('groups', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'groups', n3)
        items4 = []
        a5 = Node('groups', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('groups', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_16(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


k1 = (('include_authorized_operations', 'bool', 1),)
k2 = Struct('>?').unpack_from
k3 = tagged_section({}, unknown_tag_node)
k5 = (('throttle_time_ms', 'int32', 4),)
k6 = Struct('>i').unpack_from
k7 = (('error_code', 'int16', 2),)
k8 = Struct('>h').unpack_from
k9 = (('group_epoch', 'int32', 4), ('assignment_epoch', 'int32', 4))
k10 = Struct('>ii').unpack_from
k11 = (('member_epoch', 'int32', 4),)
k15 = (('authorized_operations', 'int32', 4),)

READERS = {
    ('request', 0): struct_4,
    ('request', 1): struct_4,
    ('response', 0): struct_17,
    ('response', 1): struct_17,
}
