"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section


def struct_3(buf, pos, end, out, ctx):
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
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_5(buf, pos, end, out, ctx):
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
        raise run_error(pos, end, k4)
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
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
        pos = k2(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out.append(Node('name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    if pos + 6 > end:
        raise run_error(pos, end, k11)
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
            pos = struct_12(buf, pos, end, out, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
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
            pos = struct_13(buf, pos, end, c20, ctx)
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
            pos = struct_13(buf, pos, end, c27, ctx)
            t28.length = pos - s26
        a25.length = pos - s22
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_15(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k10)
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
        ctx.cost += n2 * 1500
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
            pos = struct_14(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'host', 'string', n2)
    else:
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, k18)
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_22(buf, pos, end, out, ctx):
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
        raise run_error(pos, end, k20)
    v3 = k21(buf, pos)
    out.append(Node('partition', 'int32', v3[0], pos + 0, 4, None, None))
    out.append(Node('offset', 'int64', v3[1], pos + 4, 8, None, None))
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
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
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_24(buf, pos, end, out, ctx):
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
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_23(buf, pos, end, out, ctx)
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'standby_tasks', n5)
    else:
        for _ in range(n5):
            s6 = pos
            pos = struct_23(buf, pos, end, out, ctx)
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'warmup_tasks', n8)
    else:
        for _ in range(n8):
            s9 = pos
            pos = struct_23(buf, pos, end, out, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_26(buf, pos, end, out, ctx):
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
    else:
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k16)
    pos += 4
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'instance_id', 'string', n4)
    else:
        pos += n4
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
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'client_id', 'string', n8)
    else:
        pos += n8
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'client_host', 'string', n10)
    else:
        pos += n10
    if pos + 4 > end:
        raise run_error(pos, end, k17)
    pos += 4
    s11 = pos
    if pos < end and buf[pos] < 128:
        n12 = buf[pos] - 1
        pos += 1
    else:
        n12, pos = read_uvarint(buf, pos, end)
        n12 -= 1
    if n12 < 0 or pos + n12 > end:
        if n12 != -1:
            raise sized_error(s11, pos, end, 'process_id', 'string', n12)
    else:
        pos += n12
    s13 = pos
    if pos >= end:
        raise past_end(pos, 'user_endpoint', 'struct presence byte')
    if buf[pos] >= 128:
        pos += 1
    else:
        pos += 1
        pos = struct_19(buf, pos, end, out, ctx)
    s14 = pos
    if pos < end and buf[pos] < 128:
        n15 = buf[pos] - 1
        pos += 1
    else:
        n15, pos = read_uvarint(buf, pos, end)
        n15 -= 1
    if n15 < 0 or n15 > end - pos:
        if n15 != -1:
            raise count_error(s14, pos, end, 'client_tags', n15)
    else:
        for _ in range(n15):
            s16 = pos
            pos = struct_12(buf, pos, end, out, ctx)
    s17 = pos
    if pos < end and buf[pos] < 128:
        n18 = buf[pos] - 1
        pos += 1
    else:
        n18, pos = read_uvarint(buf, pos, end)
        n18 -= 1
    if n18 < 0 or n18 > end - pos:
        if n18 != -1:
            raise count_error(s17, pos, end, 'task_offsets', n18)
        out.append(Node('task_offsets', '[]struct', None, s17, pos - s17, None, None))
    else:
        ctx.cost += n18 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s17, 'task_offsets', n18)
        items19 = []
        a20 = Node('task_offsets', '[]struct', None, s17, 0, items19, None)
        out.append(a20)
        for _ in range(n18):
            s21 = pos
            c22 = []
            t23 = Node('task_offsets', 'struct', None, s21, 0, c22, None)
            items19.append(t23)
            pos = struct_22(buf, pos, end, c22, ctx)
            t23.length = pos - s21
        a20.length = pos - s17
    s24 = pos
    if pos < end and buf[pos] < 128:
        n25 = buf[pos] - 1
        pos += 1
    else:
        n25, pos = read_uvarint(buf, pos, end)
        n25 -= 1
    if n25 < 0 or n25 > end - pos:
        if n25 != -1:
            raise count_error(s24, pos, end, 'task_end_offsets', n25)
        out.append(Node('task_end_offsets', '[]struct', None, s24, pos - s24, None, None))
    else:
        ctx.cost += n25 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s24, 'task_end_offsets', n25)
        items26 = []
        a27 = Node('task_end_offsets', '[]struct', None, s24, 0, items26, None)
        out.append(a27)
        for _ in range(n25):
            s28 = pos
            c29 = []
            t30 = Node('task_end_offsets', 'struct', None, s28, 0, c29, None)
            items26.append(t30)
            pos = struct_22(buf, pos, end, c29, ctx)
            t30.length = pos - s28
        a27.length = pos - s24
    s31 = pos
    c32 = []
    t33 = Node('assignment', 'struct', None, s31, 0, c32, None)
    out.append(t33)
    pos = struct_24(buf, pos, end, c32, ctx)
    t33.length = pos - s31
    s34 = pos
    pos = struct_24(buf, pos, end, out, ctx)
    if pos + 1 > end:
        raise run_error(pos, end, k25)
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_28(buf, pos, end, out, ctx):
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
    else:
        pos += n7
    if pos + 8 > end:
        raise run_error(pos, end, k9)
    pos += 8
    s8 = pos
    if pos >= end:
        raise past_end(pos, 'topology', 'struct presence byte')
    if buf[pos] >= 128:
        out.append(Node('topology', 'struct', None, s8, 1, None, None))
        pos += 1
    else:
        pos += 1
        c9 = []
        t10 = Node('topology', 'struct', None, s8, 0, c9, None)
        out.append(t10)
        pos = struct_15(buf, pos, end, c9, ctx)
        t10.length = pos - s8
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
        ctx.cost += n12 * 6000
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
            pos = struct_26(buf, pos, end, c16, ctx)
            t17.length = pos - s15
        a14.length = pos - s11
    if pos + 4 > end:
        raise run_error(pos, end, k27)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_29(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k6)
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
            raise count_error(s1, pos, end, 'groups', n2)
        out.append(Node('groups', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 4250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups', n2)
        items3 = []
        a4 = Node('groups', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('groups', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_28(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'name', 'string', n2)
    else:
        pos += n2
    if pos + 1 > end:
        raise run_error(pos, end, k30)
    pos += 1
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
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'sink_topic', 'string', n10)
        out.append(Node('sink_topic', 'string', None, s9, pos - s9, None, 'topicName'))
    else:
        out.append(Node('sink_topic', 'string', buf[pos : pos + n10].decode('utf-8', 'replace'), s9, pos + n10 - s9, None, 'topicName'))
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
            raise count_error(s11, pos, end, 'stores', n12)
    else:
        for _ in range(n12):
            s13 = pos
            if pos < end and buf[pos] < 128:
                n14 = buf[pos] - 1
                pos += 1
            else:
                n14, pos = read_uvarint(buf, pos, end)
                n14 -= 1
            if n14 < 0 or pos + n14 > end:
                if n14 != -1:
                    raise sized_error(s13, pos, end, 'stores', 'string', n14)
            else:
                pos += n14
    s15 = pos
    if pos < end and buf[pos] < 128:
        n16 = buf[pos] - 1
        pos += 1
    else:
        n16, pos = read_uvarint(buf, pos, end)
        n16 -= 1
    if n16 < 0 or n16 > end - pos:
        if n16 != -1:
            raise count_error(s15, pos, end, 'successors', n16)
    else:
        for _ in range(n16):
            s17 = pos
            if pos < end and buf[pos] < 128:
                n18 = buf[pos] - 1
                pos += 1
            else:
                n18, pos = read_uvarint(buf, pos, end)
                n18 -= 1
            if n18 < 0 or pos + n18 > end:
                if n18 != -1:
                    raise sized_error(s17, pos, end, 'successors', 'string', n18)
            else:
                pos += n18
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
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
            pos = struct_31(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_33(buf, pos, end, out, ctx):
    s1 = pos
    c2 = []
    t3 = Node('source', 'struct', None, s1, 0, c2, None)
    out.append(t3)
    pos = struct_31(buf, pos, end, c2, ctx)
    t3.length = pos - s1
    s4 = pos
    c5 = []
    t6 = Node('processor', 'struct', None, s4, 0, c5, None)
    out.append(t6)
    pos = struct_31(buf, pos, end, c5, ctx)
    t6.length = pos - s4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_34(buf, pos, end, out, ctx):
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
            pos = struct_32(buf, pos, end, c6, ctx)
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
            pos = struct_33(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_36(buf, pos, end, out, ctx):
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
    else:
        pos += n7
    if pos + 8 > end:
        raise run_error(pos, end, k9)
    pos += 8
    s8 = pos
    if pos >= end:
        raise past_end(pos, 'topology', 'struct presence byte')
    if buf[pos] >= 128:
        out.append(Node('topology', 'struct', None, s8, 1, None, None))
        pos += 1
    else:
        pos += 1
        c9 = []
        t10 = Node('topology', 'struct', None, s8, 0, c9, None)
        out.append(t10)
        pos = struct_15(buf, pos, end, c9, ctx)
        t10.length = pos - s8
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
        ctx.cost += n12 * 6000
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
            pos = struct_26(buf, pos, end, c16, ctx)
            t17.length = pos - s15
        a14.length = pos - s11
    if pos + 4 > end:
        raise run_error(pos, end, k27)
    pos += 4
    s18 = pos
    if pos >= end:
        raise past_end(pos, 'topology_description', 'struct presence byte')
    if buf[pos] >= 128:
        out.append(Node('topology_description', 'struct', None, s18, 1, None, None))
        pos += 1
    else:
        pos += 1
        c19 = []
        t20 = Node('topology_description', 'struct', None, s18, 0, c19, None)
        out.append(t20)
        pos = struct_34(buf, pos, end, c19, ctx)
        t20.length = pos - s18
    if pos + 1 > end:
        raise run_error(pos, end, k35)
    pos += 1
    s21 = pos
    if pos < end and buf[pos] < 128:
        n22 = buf[pos] - 1
        pos += 1
    else:
        n22, pos = read_uvarint(buf, pos, end)
        n22 -= 1
    if n22 < 0 or pos + n22 > end:
        if n22 != -1:
            raise sized_error(s21, pos, end, 'assignor_name', 'string', n22)
    else:
        pos += n22
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_37(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k6)
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
            raise count_error(s1, pos, end, 'groups', n2)
        out.append(Node('groups', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 4250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups', n2)
        items3 = []
        a4 = Node('groups', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('groups', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_36(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


k1 = (('include_authorized_operations', 'bool', 1),)
k2 = tagged_section({}, None)
k4 = (('include_authorized_operations', 'bool', 1), ('include_topology_description', 'bool', 1))
k6 = (('throttle_time_ms', 'int32', 4),)
k7 = (('error_code', 'int16', 2),)
k8 = Struct('>h').unpack_from
k9 = (('group_epoch', 'int32', 4), ('assignment_epoch', 'int32', 4))
k10 = (('epoch', 'int32', 4),)
k11 = (('partitions', 'int32', 4), ('replication_factor', 'int16', 2))
k16 = (('member_epoch', 'int32', 4),)
k17 = (('topology_epoch', 'int32', 4),)
k18 = (('port', 'uint16', 2),)
k20 = (('partition', 'int32', 4), ('offset', 'int64', 8))
k21 = Struct('>iq').unpack_from
k25 = (('is_classic', 'bool', 1),)
k27 = (('authorized_operations', 'int32', 4),)
k30 = (('node_type', 'int8', 1),)
k35 = (('topology_description_status', 'int8', 1),)

READERS = {
    ('request', 0): struct_3,
    ('request', 1): struct_5,
    ('response', 0): struct_29,
    ('response', 1): struct_37,
}
