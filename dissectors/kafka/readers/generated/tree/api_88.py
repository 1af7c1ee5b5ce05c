"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, unpack_int16, unpack_int32


def struct_9(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'key', 'string', n2)
        out.append(Node('key', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('key', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
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
            raise sized_error(s3, pos, end, 'value', 'string', n4)
        out.append(Node('value', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('value', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
        pos += n4
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
    if pos + 6 > end:
        raise run_error(pos, end, k6)
    v3 = k7(buf, pos)
    out.append(Node('partitions', 'int32', v3[0], pos + 0, 4, None, None))
    out.append(Node('replication_factor', 'int16', v3[1], pos + 4, 2, None, None))
    pos += 6
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'topic_configs', n5)
        out.append(Node('topic_configs', '[]struct', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'topic_configs', n5)
        items6 = []
        a7 = Node('topic_configs', '[]struct', None, s4, 0, items6, None)
        out.append(a7)
        for _ in range(n5):
            s8 = pos
            c9 = []
            t10 = Node('topic_configs', 'struct', None, s8, 0, c9, None)
            items6.append(t10)
            pos = struct_9(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
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
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'source_topics', n2)
        out.append(Node('source_topics', '[]int16', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'source_topics', n2)
        items3 = []
        a4 = Node('source_topics', '[]int16', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            if pos + 2 > end:
                raise past_end(pos, 'source_topics', 'int16')
            items3.append(Node('source_topics', 'int16', unpack_int16(buf, pos)[0], pos, 2, None, None))
            pos += 2
        a4.length = pos - s1
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'source_topic_regex', n6)
        out.append(Node('source_topic_regex', '[]int16', None, s5, pos - s5, None, None))
    else:
        ctx.cost += n6 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'source_topic_regex', n6)
        items7 = []
        a8 = Node('source_topic_regex', '[]int16', None, s5, 0, items7, None)
        out.append(a8)
        for _ in range(n6):
            if pos + 2 > end:
                raise past_end(pos, 'source_topic_regex', 'int16')
            items7.append(Node('source_topic_regex', 'int16', unpack_int16(buf, pos)[0], pos, 2, None, None))
            pos += 2
        a8.length = pos - s5
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'repartition_source_topics', n10)
        out.append(Node('repartition_source_topics', '[]int16', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'repartition_source_topics', n10)
        items11 = []
        a12 = Node('repartition_source_topics', '[]int16', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            if pos + 2 > end:
                raise past_end(pos, 'repartition_source_topics', 'int16')
            items11.append(Node('repartition_source_topics', 'int16', unpack_int16(buf, pos)[0], pos, 2, None, None))
            pos += 2
        a12.length = pos - s9
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_12(buf, pos, end, out, ctx):
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
            raise count_error(s3, pos, end, 'source_topics', n4)
        out.append(Node('source_topics', '[]string', None, s3, pos - s3, None, 'topicName'))
    else:
        ctx.cost += n4 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'source_topics', n4)
        items5 = []
        a6 = Node('source_topics', '[]string', None, s3, 0, items5, 'topicName')
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            if pos < end and buf[pos] < 128:
                n8 = buf[pos] - 1
                pos += 1
            else:
                n8, pos = read_uvarint(buf, pos, end)
                n8 -= 1
            if n8 < 0 or pos + n8 > end:
                if n8 != -1:
                    raise sized_error(s7, pos, end, 'source_topics', 'string', n8)
                items5.append(Node('source_topics', 'string', None, s7, pos - s7, None, 'topicName'))
            else:
                items5.append(Node('source_topics', 'string', buf[pos : pos + n8].decode('utf-8', 'replace'), s7, pos + n8 - s7, None, 'topicName'))
                pos += n8
        a6.length = pos - s3
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'source_topic_regex', n10)
        out.append(Node('source_topic_regex', '[]string', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'source_topic_regex', n10)
        items11 = []
        a12 = Node('source_topic_regex', '[]string', None, s9, 0, items11, None)
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
                    raise sized_error(s13, pos, end, 'source_topic_regex', 'string', n14)
                items11.append(Node('source_topic_regex', 'string', None, s13, pos - s13, None, None))
            else:
                items11.append(Node('source_topic_regex', 'string', buf[pos : pos + n14].decode('utf-8', 'replace'), s13, pos + n14 - s13, None, None))
                pos += n14
        a12.length = pos - s9
    s15 = pos
    if pos < end and buf[pos] < 128:
        n16 = buf[pos] - 1
        pos += 1
    else:
        n16, pos = read_uvarint(buf, pos, end)
        n16 -= 1
    if n16 < 0 or n16 > end - pos:
        if n16 != -1:
            raise count_error(s15, pos, end, 'state_changelog_topics', n16)
        out.append(Node('state_changelog_topics', '[]struct', None, s15, pos - s15, None, None))
    else:
        ctx.cost += n16 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s15, 'state_changelog_topics', n16)
        items17 = []
        a18 = Node('state_changelog_topics', '[]struct', None, s15, 0, items17, None)
        out.append(a18)
        for _ in range(n16):
            s19 = pos
            c20 = []
            t21 = Node('state_changelog_topics', 'struct', None, s19, 0, c20, None)
            items17.append(t21)
            pos = struct_10(buf, pos, end, c20, ctx)
            t21.length = pos - s19
        a18.length = pos - s15
    s22 = pos
    if pos < end and buf[pos] < 128:
        n23 = buf[pos] - 1
        pos += 1
    else:
        n23, pos = read_uvarint(buf, pos, end)
        n23 -= 1
    if n23 < 0 or n23 > end - pos:
        if n23 != -1:
            raise count_error(s22, pos, end, 'repartition_sink_topics', n23)
        out.append(Node('repartition_sink_topics', '[]string', None, s22, pos - s22, None, 'topicName'))
    else:
        ctx.cost += n23 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s22, 'repartition_sink_topics', n23)
        items24 = []
        a25 = Node('repartition_sink_topics', '[]string', None, s22, 0, items24, 'topicName')
        out.append(a25)
        for _ in range(n23):
            s26 = pos
            if pos < end and buf[pos] < 128:
                n27 = buf[pos] - 1
                pos += 1
            else:
                n27, pos = read_uvarint(buf, pos, end)
                n27 -= 1
            if n27 < 0 or pos + n27 > end:
                if n27 != -1:
                    raise sized_error(s26, pos, end, 'repartition_sink_topics', 'string', n27)
                items24.append(Node('repartition_sink_topics', 'string', None, s26, pos - s26, None, 'topicName'))
            else:
                items24.append(Node('repartition_sink_topics', 'string', buf[pos : pos + n27].decode('utf-8', 'replace'), s26, pos + n27 - s26, None, 'topicName'))
                pos += n27
        a25.length = pos - s22
    s28 = pos
    if pos < end and buf[pos] < 128:
        n29 = buf[pos] - 1
        pos += 1
    else:
        n29, pos = read_uvarint(buf, pos, end)
        n29 -= 1
    if n29 < 0 or n29 > end - pos:
        if n29 != -1:
            raise count_error(s28, pos, end, 'repartition_source_topics', n29)
        out.append(Node('repartition_source_topics', '[]struct', None, s28, pos - s28, None, None))
    else:
        ctx.cost += n29 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s28, 'repartition_source_topics', n29)
        items30 = []
        a31 = Node('repartition_source_topics', '[]struct', None, s28, 0, items30, None)
        out.append(a31)
        for _ in range(n29):
            s32 = pos
            c33 = []
            t34 = Node('repartition_source_topics', 'struct', None, s32, 0, c33, None)
            items30.append(t34)
            pos = struct_10(buf, pos, end, c33, ctx)
            t34.length = pos - s32
        a31.length = pos - s28
    s35 = pos
    if pos < end and buf[pos] < 128:
        n36 = buf[pos] - 1
        pos += 1
    else:
        n36, pos = read_uvarint(buf, pos, end)
        n36 -= 1
    if n36 < 0 or n36 > end - pos:
        if n36 != -1:
            raise count_error(s35, pos, end, 'copartition_groups', n36)
        out.append(Node('copartition_groups', '[]struct', None, s35, pos - s35, None, None))
    else:
        ctx.cost += n36 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s35, 'copartition_groups', n36)
        items37 = []
        a38 = Node('copartition_groups', '[]struct', None, s35, 0, items37, None)
        out.append(a38)
        for _ in range(n36):
            s39 = pos
            c40 = []
            t41 = Node('copartition_groups', 'struct', None, s39, 0, c40, None)
            items37.append(t41)
            pos = struct_11(buf, pos, end, c40, ctx)
            t41.length = pos - s39
        a38.length = pos - s35
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k5)
    v1 = k4(buf, pos)
    out.append(Node('epoch', 'int32', v1[0], pos + 0, 4, None, None))
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
            raise count_error(s2, pos, end, 'subtopologies', n3)
        out.append(Node('subtopologies', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'subtopologies', n3)
        items4 = []
        a5 = Node('subtopologies', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('subtopologies', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_12(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
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
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
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
        out.append(Node('host', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('host', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, k15)
    v3 = k16(buf, pos)
    out.append(Node('port', 'uint16', v3[0], pos + 0, 2, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
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
    if pos + 12 > end:
        raise run_error(pos, end, k18)
    v3 = k19(buf, pos)
    out.append(Node('partition', 'int32', v3[0], pos + 0, 4, None, None))
    out.append(Node('offset', 'int64', v3[1], pos + 4, 8, None, None))
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_23(buf, pos, end, out, ctx):
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
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    v5 = k2(buf, pos)
    out.append(Node('member_epoch', 'int32', v5[0], pos + 0, 4, None, None))
    out.append(Node('endpoint_information_epoch', 'int32', v5[1], pos + 4, 4, None, None))
    pos += 8
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
    v10 = k4(buf, pos)
    out.append(Node('rebalance_timeout_ms', 'int32', v10[0], pos + 0, 4, None, None))
    pos += 4
    s11 = pos
    if pos >= end:
        raise past_end(pos, 'topology', 'struct presence byte')
    if buf[pos] >= 128:
        out.append(Node('topology', 'struct', None, s11, 1, None, None))
        pos += 1
    else:
        pos += 1
        c12 = []
        t13 = Node('topology', 'struct', None, s11, 0, c12, None)
        out.append(t13)
        pos = struct_13(buf, pos, end, c12, ctx)
        t13.length = pos - s11
    s14 = pos
    if pos < end and buf[pos] < 128:
        n15 = buf[pos] - 1
        pos += 1
    else:
        n15, pos = read_uvarint(buf, pos, end)
        n15 -= 1
    if n15 < 0 or n15 > end - pos:
        if n15 != -1:
            raise count_error(s14, pos, end, 'active_tasks', n15)
        out.append(Node('active_tasks', '[]struct', None, s14, pos - s14, None, None))
    else:
        ctx.cost += n15 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s14, 'active_tasks', n15)
        items16 = []
        a17 = Node('active_tasks', '[]struct', None, s14, 0, items16, None)
        out.append(a17)
        for _ in range(n15):
            s18 = pos
            c19 = []
            t20 = Node('active_tasks', 'struct', None, s18, 0, c19, None)
            items16.append(t20)
            pos = struct_14(buf, pos, end, c19, ctx)
            t20.length = pos - s18
        a17.length = pos - s14
    s21 = pos
    if pos < end and buf[pos] < 128:
        n22 = buf[pos] - 1
        pos += 1
    else:
        n22, pos = read_uvarint(buf, pos, end)
        n22 -= 1
    if n22 < 0 or n22 > end - pos:
        if n22 != -1:
            raise count_error(s21, pos, end, 'standby_tasks', n22)
        out.append(Node('standby_tasks', '[]struct', None, s21, pos - s21, None, None))
    else:
        ctx.cost += n22 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s21, 'standby_tasks', n22)
        items23 = []
        a24 = Node('standby_tasks', '[]struct', None, s21, 0, items23, None)
        out.append(a24)
        for _ in range(n22):
            s25 = pos
            c26 = []
            t27 = Node('standby_tasks', 'struct', None, s25, 0, c26, None)
            items23.append(t27)
            pos = struct_14(buf, pos, end, c26, ctx)
            t27.length = pos - s25
        a24.length = pos - s21
    s28 = pos
    if pos < end and buf[pos] < 128:
        n29 = buf[pos] - 1
        pos += 1
    else:
        n29, pos = read_uvarint(buf, pos, end)
        n29 -= 1
    if n29 < 0 or n29 > end - pos:
        if n29 != -1:
            raise count_error(s28, pos, end, 'warmup_tasks', n29)
        out.append(Node('warmup_tasks', '[]struct', None, s28, pos - s28, None, None))
    else:
        ctx.cost += n29 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s28, 'warmup_tasks', n29)
        items30 = []
        a31 = Node('warmup_tasks', '[]struct', None, s28, 0, items30, None)
        out.append(a31)
        for _ in range(n29):
            s32 = pos
            c33 = []
            t34 = Node('warmup_tasks', 'struct', None, s32, 0, c33, None)
            items30.append(t34)
            pos = struct_14(buf, pos, end, c33, ctx)
            t34.length = pos - s32
        a31.length = pos - s28
    s35 = pos
    if pos < end and buf[pos] < 128:
        n36 = buf[pos] - 1
        pos += 1
    else:
        n36, pos = read_uvarint(buf, pos, end)
        n36 -= 1
    if n36 < 0 or pos + n36 > end:
        if n36 != -1:
            raise sized_error(s35, pos, end, 'process_id', 'string', n36)
        out.append(Node('process_id', 'string', None, s35, pos - s35, None, None))
    else:
        out.append(Node('process_id', 'string', buf[pos : pos + n36].decode('utf-8', 'replace'), s35, pos + n36 - s35, None, None))
        pos += n36
    s37 = pos
    if pos >= end:
        raise past_end(pos, 'user_endpoint', 'struct presence byte')
    if buf[pos] >= 128:
        out.append(Node('user_endpoint', 'struct', None, s37, 1, None, None))
        pos += 1
    else:
        pos += 1
        c38 = []
        t39 = Node('user_endpoint', 'struct', None, s37, 0, c38, None)
        out.append(t39)
        pos = struct_17(buf, pos, end, c38, ctx)
        t39.length = pos - s37
    s40 = pos
    if pos < end and buf[pos] < 128:
        n41 = buf[pos] - 1
        pos += 1
    else:
        n41, pos = read_uvarint(buf, pos, end)
        n41 -= 1
    if n41 < 0 or n41 > end - pos:
        if n41 != -1:
            raise count_error(s40, pos, end, 'client_tags', n41)
        out.append(Node('client_tags', '[]struct', None, s40, pos - s40, None, None))
    else:
        ctx.cost += n41 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s40, 'client_tags', n41)
        items42 = []
        a43 = Node('client_tags', '[]struct', None, s40, 0, items42, None)
        out.append(a43)
        for _ in range(n41):
            s44 = pos
            c45 = []
            t46 = Node('client_tags', 'struct', None, s44, 0, c45, None)
            items42.append(t46)
            pos = struct_9(buf, pos, end, c45, ctx)
            t46.length = pos - s44
        a43.length = pos - s40
    s47 = pos
    if pos < end and buf[pos] < 128:
        n48 = buf[pos] - 1
        pos += 1
    else:
        n48, pos = read_uvarint(buf, pos, end)
        n48 -= 1
    if n48 < 0 or n48 > end - pos:
        if n48 != -1:
            raise count_error(s47, pos, end, 'task_offsets', n48)
        out.append(Node('task_offsets', '[]struct', None, s47, pos - s47, None, None))
    else:
        ctx.cost += n48 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s47, 'task_offsets', n48)
        items49 = []
        a50 = Node('task_offsets', '[]struct', None, s47, 0, items49, None)
        out.append(a50)
        for _ in range(n48):
            s51 = pos
            c52 = []
            t53 = Node('task_offsets', 'struct', None, s51, 0, c52, None)
            items49.append(t53)
            pos = struct_20(buf, pos, end, c52, ctx)
            t53.length = pos - s51
        a50.length = pos - s47
    s54 = pos
    if pos < end and buf[pos] < 128:
        n55 = buf[pos] - 1
        pos += 1
    else:
        n55, pos = read_uvarint(buf, pos, end)
        n55 -= 1
    if n55 < 0 or n55 > end - pos:
        if n55 != -1:
            raise count_error(s54, pos, end, 'task_end_offsets', n55)
        out.append(Node('task_end_offsets', '[]struct', None, s54, pos - s54, None, None))
    else:
        ctx.cost += n55 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s54, 'task_end_offsets', n55)
        items56 = []
        a57 = Node('task_end_offsets', '[]struct', None, s54, 0, items56, None)
        out.append(a57)
        for _ in range(n55):
            s58 = pos
            c59 = []
            t60 = Node('task_end_offsets', 'struct', None, s58, 0, c59, None)
            items56.append(t60)
            pos = struct_20(buf, pos, end, c59, ctx)
            t60.length = pos - s58
        a57.length = pos - s54
    if pos + 1 > end:
        raise run_error(pos, end, k21)
    v61 = k22(buf, pos)
    out.append(Node('shutdown_application', 'bool', v61[0], pos + 0, 1, None, None))
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_29(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k27)
    v1 = k28(buf, pos)
    out.append(Node('status_code', 'int8', v1[0], pos + 0, 1, None, None))
    pos += 1
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'status_detail', 'string', n3)
        out.append(Node('status_detail', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('status_detail', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
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
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_32(buf, pos, end, out, ctx):
    s1 = pos
    c2 = []
    t3 = Node('user_endpoint', 'struct', None, s1, 0, c2, None)
    out.append(t3)
    pos = struct_17(buf, pos, end, c2, ctx)
    t3.length = pos - s1
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'active_partitions', n5)
        out.append(Node('active_partitions', '[]struct', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'active_partitions', n5)
        items6 = []
        a7 = Node('active_partitions', '[]struct', None, s4, 0, items6, None)
        out.append(a7)
        for _ in range(n5):
            s8 = pos
            c9 = []
            t10 = Node('active_partitions', 'struct', None, s8, 0, c9, None)
            items6.append(t10)
            pos = struct_31(buf, pos, end, c9, ctx)
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
            raise count_error(s11, pos, end, 'standby_partitions', n12)
        out.append(Node('standby_partitions', '[]struct', None, s11, pos - s11, None, None))
    else:
        ctx.cost += n12 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'standby_partitions', n12)
        items13 = []
        a14 = Node('standby_partitions', '[]struct', None, s11, 0, items13, None)
        out.append(a14)
        for _ in range(n12):
            s15 = pos
            c16 = []
            t17 = Node('standby_partitions', 'struct', None, s15, 0, c16, None)
            items13.append(t17)
            pos = struct_31(buf, pos, end, c16, ctx)
            t17.length = pos - s15
        a14.length = pos - s11
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_33(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k24)
    v1 = k7(buf, pos)
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
    if pos + 16 > end:
        raise run_error(pos, end, k25)
    v6 = k26(buf, pos)
    out.append(Node('member_epoch', 'int32', v6[0], pos + 0, 4, None, None))
    out.append(Node('heartbeat_interval_ms', 'int32', v6[1], pos + 4, 4, None, None))
    out.append(Node('acceptable_recovery_lag_legacy', 'int32', v6[2], pos + 8, 4, None, None))
    out.append(Node('task_offset_interval_ms', 'int32', v6[3], pos + 12, 4, None, None))
    pos += 16
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'status', n8)
        out.append(Node('status', '[]struct', None, s7, pos - s7, None, None))
    else:
        ctx.cost += n8 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'status', n8)
        items9 = []
        a10 = Node('status', '[]struct', None, s7, 0, items9, None)
        out.append(a10)
        for _ in range(n8):
            s11 = pos
            c12 = []
            t13 = Node('status', 'struct', None, s11, 0, c12, None)
            items9.append(t13)
            pos = struct_29(buf, pos, end, c12, ctx)
            t13.length = pos - s11
        a10.length = pos - s7
    s14 = pos
    if pos < end and buf[pos] < 128:
        n15 = buf[pos] - 1
        pos += 1
    else:
        n15, pos = read_uvarint(buf, pos, end)
        n15 -= 1
    if n15 < 0 or n15 > end - pos:
        if n15 != -1:
            raise count_error(s14, pos, end, 'active_tasks', n15)
        out.append(Node('active_tasks', '[]struct', None, s14, pos - s14, None, None))
    else:
        ctx.cost += n15 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s14, 'active_tasks', n15)
        items16 = []
        a17 = Node('active_tasks', '[]struct', None, s14, 0, items16, None)
        out.append(a17)
        for _ in range(n15):
            s18 = pos
            c19 = []
            t20 = Node('active_tasks', 'struct', None, s18, 0, c19, None)
            items16.append(t20)
            pos = struct_14(buf, pos, end, c19, ctx)
            t20.length = pos - s18
        a17.length = pos - s14
    s21 = pos
    if pos < end and buf[pos] < 128:
        n22 = buf[pos] - 1
        pos += 1
    else:
        n22, pos = read_uvarint(buf, pos, end)
        n22 -= 1
    if n22 < 0 or n22 > end - pos:
        if n22 != -1:
            raise count_error(s21, pos, end, 'standby_tasks', n22)
        out.append(Node('standby_tasks', '[]struct', None, s21, pos - s21, None, None))
    else:
        ctx.cost += n22 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s21, 'standby_tasks', n22)
        items23 = []
        a24 = Node('standby_tasks', '[]struct', None, s21, 0, items23, None)
        out.append(a24)
        for _ in range(n22):
            s25 = pos
            c26 = []
            t27 = Node('standby_tasks', 'struct', None, s25, 0, c26, None)
            items23.append(t27)
            pos = struct_14(buf, pos, end, c26, ctx)
            t27.length = pos - s25
        a24.length = pos - s21
    s28 = pos
    if pos < end and buf[pos] < 128:
        n29 = buf[pos] - 1
        pos += 1
    else:
        n29, pos = read_uvarint(buf, pos, end)
        n29 -= 1
    if n29 < 0 or n29 > end - pos:
        if n29 != -1:
            raise count_error(s28, pos, end, 'warmup_tasks', n29)
        out.append(Node('warmup_tasks', '[]struct', None, s28, pos - s28, None, None))
    else:
        ctx.cost += n29 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s28, 'warmup_tasks', n29)
        items30 = []
        a31 = Node('warmup_tasks', '[]struct', None, s28, 0, items30, None)
        out.append(a31)
        for _ in range(n29):
            s32 = pos
            c33 = []
            t34 = Node('warmup_tasks', 'struct', None, s32, 0, c33, None)
            items30.append(t34)
            pos = struct_14(buf, pos, end, c33, ctx)
            t34.length = pos - s32
        a31.length = pos - s28
    if pos + 4 > end:
        raise run_error(pos, end, k30)
    v35 = k4(buf, pos)
    out.append(Node('endpoint_information_epoch', 'int32', v35[0], pos + 0, 4, None, None))
    pos += 4
    s36 = pos
    if pos < end and buf[pos] < 128:
        n37 = buf[pos] - 1
        pos += 1
    else:
        n37, pos = read_uvarint(buf, pos, end)
        n37 -= 1
    if n37 < 0 or n37 > end - pos:
        if n37 != -1:
            raise count_error(s36, pos, end, 'partitions_by_user_endpoint', n37)
        out.append(Node('partitions_by_user_endpoint', '[]struct', None, s36, pos - s36, None, None))
    else:
        ctx.cost += n37 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s36, 'partitions_by_user_endpoint', n37)
        items38 = []
        a39 = Node('partitions_by_user_endpoint', '[]struct', None, s36, 0, items38, None)
        out.append(a39)
        for _ in range(n37):
            s40 = pos
            c41 = []
            t42 = Node('partitions_by_user_endpoint', 'struct', None, s40, 0, c41, None)
            items38.append(t42)
            pos = struct_32(buf, pos, end, c41, ctx)
            t42.length = pos - s40
        a39.length = pos - s36
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_38(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k24)
    v1 = k7(buf, pos)
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
    if pos + 20 > end:
        raise run_error(pos, end, k34)
    v6 = k35(buf, pos)
    out.append(Node('member_epoch', 'int32', v6[0], pos + 0, 4, None, None))
    out.append(Node('heartbeat_interval_ms', 'int32', v6[1], pos + 4, 4, None, None))
    out.append(Node('task_offset_interval_ms', 'int32', v6[2], pos + 8, 4, None, None))
    out.append(Node('acceptable_recovery_lag', 'int64', v6[3], pos + 12, 8, None, None))
    pos += 20
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'status', n8)
        out.append(Node('status', '[]struct', None, s7, pos - s7, None, None))
    else:
        ctx.cost += n8 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'status', n8)
        items9 = []
        a10 = Node('status', '[]struct', None, s7, 0, items9, None)
        out.append(a10)
        for _ in range(n8):
            s11 = pos
            c12 = []
            t13 = Node('status', 'struct', None, s11, 0, c12, None)
            items9.append(t13)
            pos = struct_29(buf, pos, end, c12, ctx)
            t13.length = pos - s11
        a10.length = pos - s7
    s14 = pos
    if pos < end and buf[pos] < 128:
        n15 = buf[pos] - 1
        pos += 1
    else:
        n15, pos = read_uvarint(buf, pos, end)
        n15 -= 1
    if n15 < 0 or n15 > end - pos:
        if n15 != -1:
            raise count_error(s14, pos, end, 'active_tasks', n15)
        out.append(Node('active_tasks', '[]struct', None, s14, pos - s14, None, None))
    else:
        ctx.cost += n15 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s14, 'active_tasks', n15)
        items16 = []
        a17 = Node('active_tasks', '[]struct', None, s14, 0, items16, None)
        out.append(a17)
        for _ in range(n15):
            s18 = pos
            c19 = []
            t20 = Node('active_tasks', 'struct', None, s18, 0, c19, None)
            items16.append(t20)
            pos = struct_14(buf, pos, end, c19, ctx)
            t20.length = pos - s18
        a17.length = pos - s14
    s21 = pos
    if pos < end and buf[pos] < 128:
        n22 = buf[pos] - 1
        pos += 1
    else:
        n22, pos = read_uvarint(buf, pos, end)
        n22 -= 1
    if n22 < 0 or n22 > end - pos:
        if n22 != -1:
            raise count_error(s21, pos, end, 'standby_tasks', n22)
        out.append(Node('standby_tasks', '[]struct', None, s21, pos - s21, None, None))
    else:
        ctx.cost += n22 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s21, 'standby_tasks', n22)
        items23 = []
        a24 = Node('standby_tasks', '[]struct', None, s21, 0, items23, None)
        out.append(a24)
        for _ in range(n22):
            s25 = pos
            c26 = []
            t27 = Node('standby_tasks', 'struct', None, s25, 0, c26, None)
            items23.append(t27)
            pos = struct_14(buf, pos, end, c26, ctx)
            t27.length = pos - s25
        a24.length = pos - s21
    s28 = pos
    if pos < end and buf[pos] < 128:
        n29 = buf[pos] - 1
        pos += 1
    else:
        n29, pos = read_uvarint(buf, pos, end)
        n29 -= 1
    if n29 < 0 or n29 > end - pos:
        if n29 != -1:
            raise count_error(s28, pos, end, 'warmup_tasks', n29)
        out.append(Node('warmup_tasks', '[]struct', None, s28, pos - s28, None, None))
    else:
        ctx.cost += n29 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s28, 'warmup_tasks', n29)
        items30 = []
        a31 = Node('warmup_tasks', '[]struct', None, s28, 0, items30, None)
        out.append(a31)
        for _ in range(n29):
            s32 = pos
            c33 = []
            t34 = Node('warmup_tasks', 'struct', None, s32, 0, c33, None)
            items30.append(t34)
            pos = struct_14(buf, pos, end, c33, ctx)
            t34.length = pos - s32
        a31.length = pos - s28
    if pos + 5 > end:
        raise run_error(pos, end, k36)
    v35 = k37(buf, pos)
    out.append(Node('topology_description_required', 'bool', v35[0], pos + 0, 1, None, None))
    out.append(Node('endpoint_information_epoch', 'int32', v35[1], pos + 1, 4, None, None))
    pos += 5
    s36 = pos
    if pos < end and buf[pos] < 128:
        n37 = buf[pos] - 1
        pos += 1
    else:
        n37, pos = read_uvarint(buf, pos, end)
        n37 -= 1
    if n37 < 0 or n37 > end - pos:
        if n37 != -1:
            raise count_error(s36, pos, end, 'partitions_by_user_endpoint', n37)
        out.append(Node('partitions_by_user_endpoint', '[]struct', None, s36, pos - s36, None, None))
    else:
        ctx.cost += n37 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s36, 'partitions_by_user_endpoint', n37)
        items38 = []
        a39 = Node('partitions_by_user_endpoint', '[]struct', None, s36, 0, items38, None)
        out.append(a39)
        for _ in range(n37):
            s40 = pos
            c41 = []
            t42 = Node('partitions_by_user_endpoint', 'struct', None, s40, 0, c41, None)
            items38.append(t42)
            pos = struct_32(buf, pos, end, c41, ctx)
            t42.length = pos - s40
        a39.length = pos - s36
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


k1 = (('member_epoch', 'int32', 4), ('endpoint_information_epoch', 'int32', 4))
k2 = Struct('>ii').unpack_from
k3 = (('rebalance_timeout_ms', 'int32', 4),)
k4 = Struct('>i').unpack_from
k5 = (('epoch', 'int32', 4),)
k6 = (('partitions', 'int32', 4), ('replication_factor', 'int16', 2))
k7 = Struct('>ih').unpack_from
k8 = tagged_section({}, unknown_tag_node)
k15 = (('port', 'uint16', 2),)
k16 = Struct('>H').unpack_from
k18 = (('partition', 'int32', 4), ('offset', 'int64', 8))
k19 = Struct('>iq').unpack_from
k21 = (('shutdown_application', 'bool', 1),)
k22 = Struct('>?').unpack_from
k24 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k25 = (('member_epoch', 'int32', 4), ('heartbeat_interval_ms', 'int32', 4), ('acceptable_recovery_lag_legacy', 'int32', 4), ('task_offset_interval_ms', 'int32', 4))
k26 = Struct('>iiii').unpack_from
k27 = (('status_code', 'int8', 1),)
k28 = Struct('>b').unpack_from
k30 = (('endpoint_information_epoch', 'int32', 4),)
k34 = (('member_epoch', 'int32', 4), ('heartbeat_interval_ms', 'int32', 4), ('task_offset_interval_ms', 'int32', 4), ('acceptable_recovery_lag', 'int64', 8))
k35 = Struct('>iiiq').unpack_from
k36 = (('topology_description_required', 'bool', 1), ('endpoint_information_epoch', 'int32', 4))
k37 = Struct('>?i').unpack_from

READERS = {
    ('request', 0): struct_23,
    ('request', 1): struct_23,
    ('response', 0): struct_33,
    ('response', 1): struct_38,
}
