"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section


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
            raise sized_error(s1, pos, end, 'key', 'string', n2)
    else:
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
    else:
        pos += n4
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
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out.append(Node('name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    if pos + 6 > end:
        raise run_error(pos, end, k4)
    pos += 6
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'topic_configs', n4)
    else:
        for _ in range(n4):
            s5 = pos
            pos = struct_6(buf, pos, end, out, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
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
            raise count_error(s1, pos, end, 'source_topics', n2)
    else:
        if pos + 2 * n2 > end:
            raise past_end(pos + (end - pos) // 2 * 2, 'source_topics', 'int16')
        pos += 2 * n2
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'source_topic_regex', n4)
    else:
        if pos + 2 * n4 > end:
            raise past_end(pos + (end - pos) // 2 * 2, 'source_topic_regex', 'int16')
        pos += 2 * n4
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'repartition_source_topics', n6)
    else:
        if pos + 2 * n6 > end:
            raise past_end(pos + (end - pos) // 2 * 2, 'repartition_source_topics', 'int16')
        pos += 2 * n6
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
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'subtopology_id', 'string', n2)
    else:
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
    else:
        for _ in range(n10):
            s11 = pos
            if pos < end and buf[pos] < 128:
                n12 = buf[pos] - 1
                pos += 1
            else:
                n12, pos = read_uvarint(buf, pos, end)
                n12 -= 1
            if n12 < 0 or pos + n12 > end:
                if n12 != -1:
                    raise sized_error(s11, pos, end, 'source_topic_regex', 'string', n12)
            else:
                pos += n12
    s13 = pos
    if pos < end and buf[pos] < 128:
        n14 = buf[pos] - 1
        pos += 1
    else:
        n14, pos = read_uvarint(buf, pos, end)
        n14 -= 1
    if n14 < 0 or n14 > end - pos:
        if n14 != -1:
            raise count_error(s13, pos, end, 'state_changelog_topics', n14)
        out.append(Node('state_changelog_topics', '[]struct', None, s13, pos - s13, None, None))
    else:
        ctx.cost += n14 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s13, 'state_changelog_topics', n14)
        items15 = []
        a16 = Node('state_changelog_topics', '[]struct', None, s13, 0, items15, None)
        out.append(a16)
        for _ in range(n14):
            s17 = pos
            c18 = []
            t19 = Node('state_changelog_topics', 'struct', None, s17, 0, c18, None)
            items15.append(t19)
            pos = struct_7(buf, pos, end, c18, ctx)
            t19.length = pos - s17
        a16.length = pos - s13
    s20 = pos
    if pos < end and buf[pos] < 128:
        n21 = buf[pos] - 1
        pos += 1
    else:
        n21, pos = read_uvarint(buf, pos, end)
        n21 -= 1
    if n21 < 0 or n21 > end - pos:
        if n21 != -1:
            raise count_error(s20, pos, end, 'repartition_sink_topics', n21)
        out.append(Node('repartition_sink_topics', '[]string', None, s20, pos - s20, None, 'topicName'))
    else:
        ctx.cost += n21 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s20, 'repartition_sink_topics', n21)
        items22 = []
        a23 = Node('repartition_sink_topics', '[]string', None, s20, 0, items22, 'topicName')
        out.append(a23)
        for _ in range(n21):
            s24 = pos
            if pos < end and buf[pos] < 128:
                n25 = buf[pos] - 1
                pos += 1
            else:
                n25, pos = read_uvarint(buf, pos, end)
                n25 -= 1
            if n25 < 0 or pos + n25 > end:
                if n25 != -1:
                    raise sized_error(s24, pos, end, 'repartition_sink_topics', 'string', n25)
                items22.append(Node('repartition_sink_topics', 'string', None, s24, pos - s24, None, 'topicName'))
            else:
                items22.append(Node('repartition_sink_topics', 'string', buf[pos : pos + n25].decode('utf-8', 'replace'), s24, pos + n25 - s24, None, 'topicName'))
                pos += n25
        a23.length = pos - s20
    s26 = pos
    if pos < end and buf[pos] < 128:
        n27 = buf[pos] - 1
        pos += 1
    else:
        n27, pos = read_uvarint(buf, pos, end)
        n27 -= 1
    if n27 < 0 or n27 > end - pos:
        if n27 != -1:
            raise count_error(s26, pos, end, 'repartition_source_topics', n27)
        out.append(Node('repartition_source_topics', '[]struct', None, s26, pos - s26, None, None))
    else:
        ctx.cost += n27 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s26, 'repartition_source_topics', n27)
        items28 = []
        a29 = Node('repartition_source_topics', '[]struct', None, s26, 0, items28, None)
        out.append(a29)
        for _ in range(n27):
            s30 = pos
            c31 = []
            t32 = Node('repartition_source_topics', 'struct', None, s30, 0, c31, None)
            items28.append(t32)
            pos = struct_7(buf, pos, end, c31, ctx)
            t32.length = pos - s30
        a29.length = pos - s26
    s33 = pos
    if pos < end and buf[pos] < 128:
        n34 = buf[pos] - 1
        pos += 1
    else:
        n34, pos = read_uvarint(buf, pos, end)
        n34 -= 1
    if n34 < 0 or n34 > end - pos:
        if n34 != -1:
            raise count_error(s33, pos, end, 'copartition_groups', n34)
    else:
        for _ in range(n34):
            s35 = pos
            pos = struct_8(buf, pos, end, out, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k3)
    pos += 4
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
        ctx.cost += n2 * 2000
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
            pos = struct_9(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_11(buf, pos, end, out, ctx):
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
    else:
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
    else:
        if pos + 4 * n4 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'partitions', 'int32')
        pos += 4 * n4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
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
    else:
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, k12)
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_16(buf, pos, end, out, ctx):
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
    else:
        pos += n2
    if pos + 12 > end:
        raise run_error(pos, end, k14)
    v3 = k15(buf, pos)
    out.append(Node('partition', 'int32', v3[0], pos + 0, 4, None, None))
    out.append(Node('offset', 'int64', v3[1], pos + 4, 8, None, None))
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
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
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    pos += 8
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
        pos = struct_10(buf, pos, end, c10, ctx)
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
            raise count_error(s12, pos, end, 'active_tasks', n13)
    else:
        for _ in range(n13):
            s14 = pos
            pos = struct_11(buf, pos, end, out, ctx)
    s15 = pos
    if pos < end and buf[pos] < 128:
        n16 = buf[pos] - 1
        pos += 1
    else:
        n16, pos = read_uvarint(buf, pos, end)
        n16 -= 1
    if n16 < 0 or n16 > end - pos:
        if n16 != -1:
            raise count_error(s15, pos, end, 'standby_tasks', n16)
    else:
        for _ in range(n16):
            s17 = pos
            pos = struct_11(buf, pos, end, out, ctx)
    s18 = pos
    if pos < end and buf[pos] < 128:
        n19 = buf[pos] - 1
        pos += 1
    else:
        n19, pos = read_uvarint(buf, pos, end)
        n19 -= 1
    if n19 < 0 or n19 > end - pos:
        if n19 != -1:
            raise count_error(s18, pos, end, 'warmup_tasks', n19)
    else:
        for _ in range(n19):
            s20 = pos
            pos = struct_11(buf, pos, end, out, ctx)
    s21 = pos
    if pos < end and buf[pos] < 128:
        n22 = buf[pos] - 1
        pos += 1
    else:
        n22, pos = read_uvarint(buf, pos, end)
        n22 -= 1
    if n22 < 0 or pos + n22 > end:
        if n22 != -1:
            raise sized_error(s21, pos, end, 'process_id', 'string', n22)
    else:
        pos += n22
    s23 = pos
    if pos >= end:
        raise past_end(pos, 'user_endpoint', 'struct presence byte')
    if buf[pos] >= 128:
        pos += 1
    else:
        pos += 1
        pos = struct_13(buf, pos, end, out, ctx)
    s24 = pos
    if pos < end and buf[pos] < 128:
        n25 = buf[pos] - 1
        pos += 1
    else:
        n25, pos = read_uvarint(buf, pos, end)
        n25 -= 1
    if n25 < 0 or n25 > end - pos:
        if n25 != -1:
            raise count_error(s24, pos, end, 'client_tags', n25)
    else:
        for _ in range(n25):
            s26 = pos
            pos = struct_6(buf, pos, end, out, ctx)
    s27 = pos
    if pos < end and buf[pos] < 128:
        n28 = buf[pos] - 1
        pos += 1
    else:
        n28, pos = read_uvarint(buf, pos, end)
        n28 -= 1
    if n28 < 0 or n28 > end - pos:
        if n28 != -1:
            raise count_error(s27, pos, end, 'task_offsets', n28)
        out.append(Node('task_offsets', '[]struct', None, s27, pos - s27, None, None))
    else:
        ctx.cost += n28 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s27, 'task_offsets', n28)
        items29 = []
        a30 = Node('task_offsets', '[]struct', None, s27, 0, items29, None)
        out.append(a30)
        for _ in range(n28):
            s31 = pos
            c32 = []
            t33 = Node('task_offsets', 'struct', None, s31, 0, c32, None)
            items29.append(t33)
            pos = struct_16(buf, pos, end, c32, ctx)
            t33.length = pos - s31
        a30.length = pos - s27
    s34 = pos
    if pos < end and buf[pos] < 128:
        n35 = buf[pos] - 1
        pos += 1
    else:
        n35, pos = read_uvarint(buf, pos, end)
        n35 -= 1
    if n35 < 0 or n35 > end - pos:
        if n35 != -1:
            raise count_error(s34, pos, end, 'task_end_offsets', n35)
        out.append(Node('task_end_offsets', '[]struct', None, s34, pos - s34, None, None))
    else:
        ctx.cost += n35 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s34, 'task_end_offsets', n35)
        items36 = []
        a37 = Node('task_end_offsets', '[]struct', None, s34, 0, items36, None)
        out.append(a37)
        for _ in range(n35):
            s38 = pos
            c39 = []
            t40 = Node('task_end_offsets', 'struct', None, s38, 0, c39, None)
            items36.append(t40)
            pos = struct_16(buf, pos, end, c39, ctx)
            t40.length = pos - s38
        a37.length = pos - s34
    if pos + 1 > end:
        raise run_error(pos, end, k17)
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_23(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k22)
    pos += 1
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'status_detail', 'string', n2)
    else:
        pos += n2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
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
    else:
        if pos + 4 * n4 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'partitions', 'int32')
        pos += 4 * n4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_26(buf, pos, end, out, ctx):
    s1 = pos
    pos = struct_13(buf, pos, end, out, ctx)
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'active_partitions', n3)
        out.append(Node('active_partitions', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'active_partitions', n3)
        items4 = []
        a5 = Node('active_partitions', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('active_partitions', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_25(buf, pos, end, c7, ctx)
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
            raise count_error(s9, pos, end, 'standby_partitions', n10)
        out.append(Node('standby_partitions', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'standby_partitions', n10)
        items11 = []
        a12 = Node('standby_partitions', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('standby_partitions', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_25(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_27(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k19)
    v1 = k20(buf, pos)
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
    if pos + 16 > end:
        raise run_error(pos, end, k21)
    pos += 16
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'status', n7)
    else:
        for _ in range(n7):
            s8 = pos
            pos = struct_23(buf, pos, end, out, ctx)
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'active_tasks', n10)
    else:
        for _ in range(n10):
            s11 = pos
            pos = struct_11(buf, pos, end, out, ctx)
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or n13 > end - pos:
        if n13 != -1:
            raise count_error(s12, pos, end, 'standby_tasks', n13)
    else:
        for _ in range(n13):
            s14 = pos
            pos = struct_11(buf, pos, end, out, ctx)
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
    else:
        for _ in range(n16):
            s17 = pos
            pos = struct_11(buf, pos, end, out, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k24)
    pos += 4
    s18 = pos
    if pos < end and buf[pos] < 128:
        n19 = buf[pos] - 1
        pos += 1
    else:
        n19, pos = read_uvarint(buf, pos, end)
        n19 -= 1
    if n19 < 0 or n19 > end - pos:
        if n19 != -1:
            raise count_error(s18, pos, end, 'partitions_by_user_endpoint', n19)
        out.append(Node('partitions_by_user_endpoint', '[]struct', None, s18, pos - s18, None, None))
    else:
        ctx.cost += n19 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s18, 'partitions_by_user_endpoint', n19)
        items20 = []
        a21 = Node('partitions_by_user_endpoint', '[]struct', None, s18, 0, items20, None)
        out.append(a21)
        for _ in range(n19):
            s22 = pos
            c23 = []
            t24 = Node('partitions_by_user_endpoint', 'struct', None, s22, 0, c23, None)
            items20.append(t24)
            pos = struct_26(buf, pos, end, c23, ctx)
            t24.length = pos - s22
        a21.length = pos - s18
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_30(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k19)
    v1 = k20(buf, pos)
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
    if pos + 20 > end:
        raise run_error(pos, end, k28)
    pos += 20
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'status', n7)
    else:
        for _ in range(n7):
            s8 = pos
            pos = struct_23(buf, pos, end, out, ctx)
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'active_tasks', n10)
    else:
        for _ in range(n10):
            s11 = pos
            pos = struct_11(buf, pos, end, out, ctx)
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or n13 > end - pos:
        if n13 != -1:
            raise count_error(s12, pos, end, 'standby_tasks', n13)
    else:
        for _ in range(n13):
            s14 = pos
            pos = struct_11(buf, pos, end, out, ctx)
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
    else:
        for _ in range(n16):
            s17 = pos
            pos = struct_11(buf, pos, end, out, ctx)
    if pos + 5 > end:
        raise run_error(pos, end, k29)
    pos += 5
    s18 = pos
    if pos < end and buf[pos] < 128:
        n19 = buf[pos] - 1
        pos += 1
    else:
        n19, pos = read_uvarint(buf, pos, end)
        n19 -= 1
    if n19 < 0 or n19 > end - pos:
        if n19 != -1:
            raise count_error(s18, pos, end, 'partitions_by_user_endpoint', n19)
        out.append(Node('partitions_by_user_endpoint', '[]struct', None, s18, pos - s18, None, None))
    else:
        ctx.cost += n19 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s18, 'partitions_by_user_endpoint', n19)
        items20 = []
        a21 = Node('partitions_by_user_endpoint', '[]struct', None, s18, 0, items20, None)
        out.append(a21)
        for _ in range(n19):
            s22 = pos
            c23 = []
            t24 = Node('partitions_by_user_endpoint', 'struct', None, s22, 0, c23, None)
            items20.append(t24)
            pos = struct_26(buf, pos, end, c23, ctx)
            t24.length = pos - s22
        a21.length = pos - s18
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


k1 = (('member_epoch', 'int32', 4), ('endpoint_information_epoch', 'int32', 4))
k2 = (('rebalance_timeout_ms', 'int32', 4),)
k3 = (('epoch', 'int32', 4),)
k4 = (('partitions', 'int32', 4), ('replication_factor', 'int16', 2))
k5 = tagged_section({}, None)
k12 = (('port', 'uint16', 2),)
k14 = (('partition', 'int32', 4), ('offset', 'int64', 8))
k15 = Struct('>iq').unpack_from
k17 = (('shutdown_application', 'bool', 1),)
k19 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k20 = Struct('>4xh').unpack_from
k21 = (('member_epoch', 'int32', 4), ('heartbeat_interval_ms', 'int32', 4), ('acceptable_recovery_lag_legacy', 'int32', 4), ('task_offset_interval_ms', 'int32', 4))
k22 = (('status_code', 'int8', 1),)
k24 = (('endpoint_information_epoch', 'int32', 4),)
k28 = (('member_epoch', 'int32', 4), ('heartbeat_interval_ms', 'int32', 4), ('task_offset_interval_ms', 'int32', 4), ('acceptable_recovery_lag', 'int64', 8))
k29 = (('topology_description_required', 'bool', 1), ('endpoint_information_epoch', 'int32', 4))

READERS = {
    ('request', 0): struct_18,
    ('request', 1): struct_18,
    ('response', 0): struct_27,
    ('response', 1): struct_30,
}
