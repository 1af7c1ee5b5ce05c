"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, unpack_int32


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


def struct_7(buf, pos, end, out, ctx):
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
    if pos + 2 > end:
        raise run_error(pos, end, k5)
    v7 = k6(buf, pos)
    out.append(Node('include_authorized_operations', 'bool', v7[0], pos + 0, 1, None, None))
    out.append(Node('include_topology_description', 'bool', v7[1], pos + 1, 1, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
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
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_18(buf, pos, end, out, ctx):
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
        raise run_error(pos, end, k15)
    v3 = k16(buf, pos)
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
            pos = struct_17(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_19(buf, pos, end, out, ctx):
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
            raise count_error(s9, pos, end, 'repartition_sink_topics', n10)
        out.append(Node('repartition_sink_topics', '[]string', None, s9, pos - s9, None, 'topicName'))
    else:
        ctx.cost += n10 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'repartition_sink_topics', n10)
        items11 = []
        a12 = Node('repartition_sink_topics', '[]string', None, s9, 0, items11, 'topicName')
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
                    raise sized_error(s13, pos, end, 'repartition_sink_topics', 'string', n14)
                items11.append(Node('repartition_sink_topics', 'string', None, s13, pos - s13, None, 'topicName'))
            else:
                items11.append(Node('repartition_sink_topics', 'string', buf[pos : pos + n14].decode('utf-8', 'replace'), s13, pos + n14 - s13, None, 'topicName'))
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
            pos = struct_18(buf, pos, end, c20, ctx)
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
            raise count_error(s22, pos, end, 'repartition_source_topics', n23)
        out.append(Node('repartition_source_topics', '[]struct', None, s22, pos - s22, None, None))
    else:
        ctx.cost += n23 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s22, 'repartition_source_topics', n23)
        items24 = []
        a25 = Node('repartition_source_topics', '[]struct', None, s22, 0, items24, None)
        out.append(a25)
        for _ in range(n23):
            s26 = pos
            c27 = []
            t28 = Node('repartition_source_topics', 'struct', None, s26, 0, c27, None)
            items24.append(t28)
            pos = struct_18(buf, pos, end, c27, ctx)
            t28.length = pos - s26
        a25.length = pos - s22
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k14)
    v1 = k9(buf, pos)
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
        ctx.cost += n3 * 1500
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
            pos = struct_19(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_25(buf, pos, end, out, ctx):
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
        raise run_error(pos, end, k23)
    v3 = k24(buf, pos)
    out.append(Node('port', 'uint16', v3[0], pos + 0, 2, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_28(buf, pos, end, out, ctx):
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
        raise run_error(pos, end, k26)
    v3 = k27(buf, pos)
    out.append(Node('partition', 'int32', v3[0], pos + 0, 4, None, None))
    out.append(Node('offset', 'int64', v3[1], pos + 4, 8, None, None))
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_29(buf, pos, end, out, ctx):
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
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_30(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'active_tasks', n2)
        out.append(Node('active_tasks', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'active_tasks', n2)
        items3 = []
        a4 = Node('active_tasks', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('active_tasks', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_29(buf, pos, end, c6, ctx)
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
            raise count_error(s8, pos, end, 'standby_tasks', n9)
        out.append(Node('standby_tasks', '[]struct', None, s8, pos - s8, None, None))
    else:
        ctx.cost += n9 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'standby_tasks', n9)
        items10 = []
        a11 = Node('standby_tasks', '[]struct', None, s8, 0, items10, None)
        out.append(a11)
        for _ in range(n9):
            s12 = pos
            c13 = []
            t14 = Node('standby_tasks', 'struct', None, s12, 0, c13, None)
            items10.append(t14)
            pos = struct_29(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    s15 = pos
    if pos < end and buf[pos] < 128:
        n16 = buf[pos] - 1
        pos += 1
    else:
        n16, pos = read_uvarint(buf, pos, end)
        n16 -= 1
    if n16 < 0 or n16 > end - pos:
        if n16 != -1:
            raise count_error(s15, pos, end, 'warmup_tasks', n16)
        out.append(Node('warmup_tasks', '[]struct', None, s15, pos - s15, None, None))
    else:
        ctx.cost += n16 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s15, 'warmup_tasks', n16)
        items17 = []
        a18 = Node('warmup_tasks', '[]struct', None, s15, 0, items17, None)
        out.append(a18)
        for _ in range(n16):
            s19 = pos
            c20 = []
            t21 = Node('warmup_tasks', 'struct', None, s19, 0, c20, None)
            items17.append(t21)
            pos = struct_29(buf, pos, end, c20, ctx)
            t21.length = pos - s19
        a18.length = pos - s15
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
            raise sized_error(s1, pos, end, 'member_id', 'string', n2)
        out.append(Node('member_id', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('member_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k21)
    v3 = k9(buf, pos)
    out.append(Node('member_epoch', 'int32', v3[0], pos + 0, 4, None, None))
    pos += 4
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'instance_id', 'string', n5)
        out.append(Node('instance_id', 'string', None, s4, pos - s4, None, None))
    else:
        out.append(Node('instance_id', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, None))
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
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'client_id', 'string', n9)
        out.append(Node('client_id', 'string', None, s8, pos - s8, None, None))
    else:
        out.append(Node('client_id', 'string', buf[pos : pos + n9].decode('utf-8', 'replace'), s8, pos + n9 - s8, None, None))
        pos += n9
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or pos + n11 > end:
        if n11 != -1:
            raise sized_error(s10, pos, end, 'client_host', 'string', n11)
        out.append(Node('client_host', 'string', None, s10, pos - s10, None, None))
    else:
        out.append(Node('client_host', 'string', buf[pos : pos + n11].decode('utf-8', 'replace'), s10, pos + n11 - s10, None, None))
        pos += n11
    if pos + 4 > end:
        raise run_error(pos, end, k22)
    v12 = k9(buf, pos)
    out.append(Node('topology_epoch', 'int32', v12[0], pos + 0, 4, None, None))
    pos += 4
    s13 = pos
    if pos < end and buf[pos] < 128:
        n14 = buf[pos] - 1
        pos += 1
    else:
        n14, pos = read_uvarint(buf, pos, end)
        n14 -= 1
    if n14 < 0 or pos + n14 > end:
        if n14 != -1:
            raise sized_error(s13, pos, end, 'process_id', 'string', n14)
        out.append(Node('process_id', 'string', None, s13, pos - s13, None, None))
    else:
        out.append(Node('process_id', 'string', buf[pos : pos + n14].decode('utf-8', 'replace'), s13, pos + n14 - s13, None, None))
        pos += n14
    s15 = pos
    if pos >= end:
        raise past_end(pos, 'user_endpoint', 'struct presence byte')
    if buf[pos] >= 128:
        out.append(Node('user_endpoint', 'struct', None, s15, 1, None, None))
        pos += 1
    else:
        pos += 1
        c16 = []
        t17 = Node('user_endpoint', 'struct', None, s15, 0, c16, None)
        out.append(t17)
        pos = struct_25(buf, pos, end, c16, ctx)
        t17.length = pos - s15
    s18 = pos
    if pos < end and buf[pos] < 128:
        n19 = buf[pos] - 1
        pos += 1
    else:
        n19, pos = read_uvarint(buf, pos, end)
        n19 -= 1
    if n19 < 0 or n19 > end - pos:
        if n19 != -1:
            raise count_error(s18, pos, end, 'client_tags', n19)
        out.append(Node('client_tags', '[]struct', None, s18, pos - s18, None, None))
    else:
        ctx.cost += n19 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s18, 'client_tags', n19)
        items20 = []
        a21 = Node('client_tags', '[]struct', None, s18, 0, items20, None)
        out.append(a21)
        for _ in range(n19):
            s22 = pos
            c23 = []
            t24 = Node('client_tags', 'struct', None, s22, 0, c23, None)
            items20.append(t24)
            pos = struct_17(buf, pos, end, c23, ctx)
            t24.length = pos - s22
        a21.length = pos - s18
    s25 = pos
    if pos < end and buf[pos] < 128:
        n26 = buf[pos] - 1
        pos += 1
    else:
        n26, pos = read_uvarint(buf, pos, end)
        n26 -= 1
    if n26 < 0 or n26 > end - pos:
        if n26 != -1:
            raise count_error(s25, pos, end, 'task_offsets', n26)
        out.append(Node('task_offsets', '[]struct', None, s25, pos - s25, None, None))
    else:
        ctx.cost += n26 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s25, 'task_offsets', n26)
        items27 = []
        a28 = Node('task_offsets', '[]struct', None, s25, 0, items27, None)
        out.append(a28)
        for _ in range(n26):
            s29 = pos
            c30 = []
            t31 = Node('task_offsets', 'struct', None, s29, 0, c30, None)
            items27.append(t31)
            pos = struct_28(buf, pos, end, c30, ctx)
            t31.length = pos - s29
        a28.length = pos - s25
    s32 = pos
    if pos < end and buf[pos] < 128:
        n33 = buf[pos] - 1
        pos += 1
    else:
        n33, pos = read_uvarint(buf, pos, end)
        n33 -= 1
    if n33 < 0 or n33 > end - pos:
        if n33 != -1:
            raise count_error(s32, pos, end, 'task_end_offsets', n33)
        out.append(Node('task_end_offsets', '[]struct', None, s32, pos - s32, None, None))
    else:
        ctx.cost += n33 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s32, 'task_end_offsets', n33)
        items34 = []
        a35 = Node('task_end_offsets', '[]struct', None, s32, 0, items34, None)
        out.append(a35)
        for _ in range(n33):
            s36 = pos
            c37 = []
            t38 = Node('task_end_offsets', 'struct', None, s36, 0, c37, None)
            items34.append(t38)
            pos = struct_28(buf, pos, end, c37, ctx)
            t38.length = pos - s36
        a35.length = pos - s32
    s39 = pos
    c40 = []
    t41 = Node('assignment', 'struct', None, s39, 0, c40, None)
    out.append(t41)
    pos = struct_30(buf, pos, end, c40, ctx)
    t41.length = pos - s39
    s42 = pos
    c43 = []
    t44 = Node('target_assignment', 'struct', None, s42, 0, c43, None)
    out.append(t44)
    pos = struct_30(buf, pos, end, c43, ctx)
    t44.length = pos - s42
    if pos + 1 > end:
        raise run_error(pos, end, k31)
    v45 = k2(buf, pos)
    out.append(Node('is_classic', 'bool', v45[0], pos + 0, 1, None, None))
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_34(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k10)
    v1 = k11(buf, pos)
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
        raise run_error(pos, end, k12)
    v8 = k13(buf, pos)
    out.append(Node('group_epoch', 'int32', v8[0], pos + 0, 4, None, None))
    out.append(Node('assignment_epoch', 'int32', v8[1], pos + 4, 4, None, None))
    pos += 8
    s9 = pos
    if pos >= end:
        raise past_end(pos, 'topology', 'struct presence byte')
    if buf[pos] >= 128:
        out.append(Node('topology', 'struct', None, s9, 1, None, None))
        pos += 1
    else:
        pos += 1
        c10 = []
        t11 = Node('topology', 'struct', None, s9, 0, c10, None)
        out.append(t11)
        pos = struct_20(buf, pos, end, c10, ctx)
        t11.length = pos - s9
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or n13 > end - pos:
        if n13 != -1:
            raise count_error(s12, pos, end, 'members', n13)
        out.append(Node('members', '[]struct', None, s12, pos - s12, None, None))
    else:
        ctx.cost += n13 * 6000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s12, 'members', n13)
        items14 = []
        a15 = Node('members', '[]struct', None, s12, 0, items14, None)
        out.append(a15)
        for _ in range(n13):
            s16 = pos
            c17 = []
            t18 = Node('members', 'struct', None, s16, 0, c17, None)
            items14.append(t18)
            pos = struct_32(buf, pos, end, c17, ctx)
            t18.length = pos - s16
        a15.length = pos - s12
    if pos + 4 > end:
        raise run_error(pos, end, k33)
    v19 = k9(buf, pos)
    out.append(Node('authorized_operations', 'int32', v19[0], pos + 0, 4, None, None))
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_35(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k8)
    v1 = k9(buf, pos)
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
        ctx.cost += n3 * 4250
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
            pos = struct_34(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
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
        out.append(Node('name', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    if pos + 1 > end:
        raise run_error(pos, end, k36)
    v3 = k37(buf, pos)
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
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_39(buf, pos, end, out, ctx):
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
            pos = struct_38(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_40(buf, pos, end, out, ctx):
    s1 = pos
    c2 = []
    t3 = Node('source', 'struct', None, s1, 0, c2, None)
    out.append(t3)
    pos = struct_38(buf, pos, end, c2, ctx)
    t3.length = pos - s1
    s4 = pos
    c5 = []
    t6 = Node('processor', 'struct', None, s4, 0, c5, None)
    out.append(t6)
    pos = struct_38(buf, pos, end, c5, ctx)
    t6.length = pos - s4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_41(buf, pos, end, out, ctx):
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
            pos = struct_39(buf, pos, end, c6, ctx)
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
            pos = struct_40(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_43(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k10)
    v1 = k11(buf, pos)
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
        raise run_error(pos, end, k12)
    v8 = k13(buf, pos)
    out.append(Node('group_epoch', 'int32', v8[0], pos + 0, 4, None, None))
    out.append(Node('assignment_epoch', 'int32', v8[1], pos + 4, 4, None, None))
    pos += 8
    s9 = pos
    if pos >= end:
        raise past_end(pos, 'topology', 'struct presence byte')
    if buf[pos] >= 128:
        out.append(Node('topology', 'struct', None, s9, 1, None, None))
        pos += 1
    else:
        pos += 1
        c10 = []
        t11 = Node('topology', 'struct', None, s9, 0, c10, None)
        out.append(t11)
        pos = struct_20(buf, pos, end, c10, ctx)
        t11.length = pos - s9
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or n13 > end - pos:
        if n13 != -1:
            raise count_error(s12, pos, end, 'members', n13)
        out.append(Node('members', '[]struct', None, s12, pos - s12, None, None))
    else:
        ctx.cost += n13 * 6000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s12, 'members', n13)
        items14 = []
        a15 = Node('members', '[]struct', None, s12, 0, items14, None)
        out.append(a15)
        for _ in range(n13):
            s16 = pos
            c17 = []
            t18 = Node('members', 'struct', None, s16, 0, c17, None)
            items14.append(t18)
            pos = struct_32(buf, pos, end, c17, ctx)
            t18.length = pos - s16
        a15.length = pos - s12
    if pos + 4 > end:
        raise run_error(pos, end, k33)
    v19 = k9(buf, pos)
    out.append(Node('authorized_operations', 'int32', v19[0], pos + 0, 4, None, None))
    pos += 4
    s20 = pos
    if pos >= end:
        raise past_end(pos, 'topology_description', 'struct presence byte')
    if buf[pos] >= 128:
        out.append(Node('topology_description', 'struct', None, s20, 1, None, None))
        pos += 1
    else:
        pos += 1
        c21 = []
        t22 = Node('topology_description', 'struct', None, s20, 0, c21, None)
        out.append(t22)
        pos = struct_41(buf, pos, end, c21, ctx)
        t22.length = pos - s20
    if pos + 1 > end:
        raise run_error(pos, end, k42)
    v23 = k37(buf, pos)
    out.append(Node('topology_description_status', 'int8', v23[0], pos + 0, 1, None, None))
    pos += 1
    s24 = pos
    if pos < end and buf[pos] < 128:
        n25 = buf[pos] - 1
        pos += 1
    else:
        n25, pos = read_uvarint(buf, pos, end)
        n25 -= 1
    if n25 < 0 or pos + n25 > end:
        if n25 != -1:
            raise sized_error(s24, pos, end, 'assignor_name', 'string', n25)
        out.append(Node('assignor_name', 'string', None, s24, pos - s24, None, None))
    else:
        out.append(Node('assignor_name', 'string', buf[pos : pos + n25].decode('utf-8', 'replace'), s24, pos + n25 - s24, None, None))
        pos += n25
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_44(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k8)
    v1 = k9(buf, pos)
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
        ctx.cost += n3 * 4250
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
            pos = struct_43(buf, pos, end, c7, ctx)
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
k5 = (('include_authorized_operations', 'bool', 1), ('include_topology_description', 'bool', 1))
k6 = Struct('>??').unpack_from
k8 = (('throttle_time_ms', 'int32', 4),)
k9 = Struct('>i').unpack_from
k10 = (('error_code', 'int16', 2),)
k11 = Struct('>h').unpack_from
k12 = (('group_epoch', 'int32', 4), ('assignment_epoch', 'int32', 4))
k13 = Struct('>ii').unpack_from
k14 = (('epoch', 'int32', 4),)
k15 = (('partitions', 'int32', 4), ('replication_factor', 'int16', 2))
k16 = Struct('>ih').unpack_from
k21 = (('member_epoch', 'int32', 4),)
k22 = (('topology_epoch', 'int32', 4),)
k23 = (('port', 'uint16', 2),)
k24 = Struct('>H').unpack_from
k26 = (('partition', 'int32', 4), ('offset', 'int64', 8))
k27 = Struct('>iq').unpack_from
k31 = (('is_classic', 'bool', 1),)
k33 = (('authorized_operations', 'int32', 4),)
k36 = (('node_type', 'int8', 1),)
k37 = Struct('>b').unpack_from
k42 = (('topology_description_status', 'int8', 1),)

READERS = {
    ('request', 0): struct_4,
    ('request', 1): struct_7,
    ('response', 0): struct_35,
    ('response', 1): struct_44,
}
