"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node


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
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out.append(Node('name', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    if pos + 1 > end:
        raise run_error(pos, end, k3)
    v3 = k4(buf, pos)
    out.append(Node('node_type', 'int8', v3[0], pos + 0, 1, None, None))
    pos += 1
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'source_topics', n5)
        out.append(Node('source_topics', '[]string', None, s4, pos - s4, None, 'topicName'))
    else:
        ctx.cost += n5 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'source_topics', n5)
        items6 = []
        a7 = Node('source_topics', '[]string', None, s4, 0, items6, 'topicName')
        out.append(a7)
        for _ in range(n5):
            s8 = pos
            if pos < end and buf[pos] < 128:
                n9 = buf[pos] - 1
                pos += 1
            else:
                n9, pos = read_uvarint(buf, pos, end)
                n9 -= 1
            if n9 < 0 or pos + n9 > end:
                if n9 != -1:
                    raise sized_error(s8, pos, end, 'source_topics', 'string', n9)
                items6.append(Node('source_topics', 'string', None, s8, pos - s8, None, 'topicName'))
            else:
                items6.append(Node('source_topics', 'string', buf[pos : pos + n9].decode('utf-8', 'replace'), s8, pos + n9 - s8, None, 'topicName'))
                pos += n9
        a7.length = pos - s4
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or pos + n11 > end:
        if n11 != -1:
            raise sized_error(s10, pos, end, 'sink_topic', 'string', n11)
        out.append(Node('sink_topic', 'string', None, s10, pos - s10, None, 'topicName'))
    else:
        out.append(Node('sink_topic', 'string', buf[pos : pos + n11].decode('utf-8', 'replace'), s10, pos + n11 - s10, None, 'topicName'))
        pos += n11
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or n13 > end - pos:
        if n13 != -1:
            raise count_error(s12, pos, end, 'stores', n13)
        out.append(Node('stores', '[]string', None, s12, pos - s12, None, None))
    else:
        ctx.cost += n13 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s12, 'stores', n13)
        items14 = []
        a15 = Node('stores', '[]string', None, s12, 0, items14, None)
        out.append(a15)
        for _ in range(n13):
            s16 = pos
            if pos < end and buf[pos] < 128:
                n17 = buf[pos] - 1
                pos += 1
            else:
                n17, pos = read_uvarint(buf, pos, end)
                n17 -= 1
            if n17 < 0 or pos + n17 > end:
                if n17 != -1:
                    raise sized_error(s16, pos, end, 'stores', 'string', n17)
                items14.append(Node('stores', 'string', None, s16, pos - s16, None, None))
            else:
                items14.append(Node('stores', 'string', buf[pos : pos + n17].decode('utf-8', 'replace'), s16, pos + n17 - s16, None, None))
                pos += n17
        a15.length = pos - s12
    s18 = pos
    if pos < end and buf[pos] < 128:
        n19 = buf[pos] - 1
        pos += 1
    else:
        n19, pos = read_uvarint(buf, pos, end)
        n19 -= 1
    if n19 < 0 or n19 > end - pos:
        if n19 != -1:
            raise count_error(s18, pos, end, 'successors', n19)
        out.append(Node('successors', '[]string', None, s18, pos - s18, None, None))
    else:
        ctx.cost += n19 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s18, 'successors', n19)
        items20 = []
        a21 = Node('successors', '[]string', None, s18, 0, items20, None)
        out.append(a21)
        for _ in range(n19):
            s22 = pos
            if pos < end and buf[pos] < 128:
                n23 = buf[pos] - 1
                pos += 1
            else:
                n23, pos = read_uvarint(buf, pos, end)
                n23 -= 1
            if n23 < 0 or pos + n23 > end:
                if n23 != -1:
                    raise sized_error(s22, pos, end, 'successors', 'string', n23)
                items20.append(Node('successors', 'string', None, s22, pos - s22, None, None))
            else:
                items20.append(Node('successors', 'string', buf[pos : pos + n23].decode('utf-8', 'replace'), s22, pos + n23 - s22, None, None))
                pos += n23
        a21.length = pos - s18
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
            raise sized_error(s1, pos, end, 'subtopology_id', 'string', n2)
        out.append(Node('subtopology_id', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('subtopology_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
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
            raise count_error(s3, pos, end, 'nodes', n4)
        out.append(Node('nodes', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'nodes', n4)
        items5 = []
        a6 = Node('nodes', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('nodes', 'struct', None, s7, 0, c8, None)
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
    s1 = pos
    c2 = []
    t3 = Node('source', 'struct', None, s1, 0, c2, None)
    out.append(t3)
    pos = struct_6(buf, pos, end, c2, ctx)
    t3.length = pos - s1
    s4 = pos
    c5 = []
    t6 = Node('processor', 'struct', None, s4, 0, c5, None)
    out.append(t6)
    pos = struct_6(buf, pos, end, c5, ctx)
    t6.length = pos - s4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_9(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'subtopologies', n2)
        out.append(Node('subtopologies', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'subtopologies', n2)
        items3 = []
        a4 = Node('subtopologies', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('subtopologies', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_7(buf, pos, end, c6, ctx)
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
            raise count_error(s8, pos, end, 'global_stores', n9)
        out.append(Node('global_stores', '[]struct', None, s8, pos - s8, None, None))
    else:
        ctx.cost += n9 * 3750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'global_stores', n9)
        items10 = []
        a11 = Node('global_stores', '[]struct', None, s8, 0, items10, None)
        out.append(a11)
        for _ in range(n9):
            s12 = pos
            c13 = []
            t14 = Node('global_stores', 'struct', None, s12, 0, c13, None)
            items10.append(t14)
            pos = struct_8(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
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
    out.append(Node('topology_epoch', 'int32', v5[0], pos + 0, 4, None, None))
    pos += 4
    s6 = pos
    c7 = []
    t8 = Node('topology_description', 'struct', None, s6, 0, c7, None)
    out.append(t8)
    pos = struct_9(buf, pos, end, c7, ctx)
    t8.length = pos - s6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k11)
    v1 = k12(buf, pos)
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
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


k1 = (('topology_epoch', 'int32', 4),)
k2 = Struct('>i').unpack_from
k3 = (('node_type', 'int8', 1),)
k4 = Struct('>b').unpack_from
k5 = tagged_section({}, unknown_tag_node)
k11 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k12 = Struct('>ih').unpack_from

READERS = {
    ('request', 0): struct_10,
    ('response', 0): struct_13,
}
