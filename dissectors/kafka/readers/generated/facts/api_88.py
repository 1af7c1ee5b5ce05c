"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section
from kafkasniff.dissectors.kafka.summary import ABSENT, ErrorAt


def struct_q6(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        pos = kq5(buf, pos, end, out, ctx)
    return pos


def struct_q7(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        L_name = None
    else:
        L_name = buf[pos : pos + n2].decode('utf-8', 'replace')
        if L_name is not None:
            out.names.append(L_name)
        pos += n2
    if L_name is not None:
        topic = L_name
    if pos + 6 > end:
        raise run_error(pos, end, kq4)
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
            pos = struct_q6(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq5(buf, pos, end, out, ctx)
    return pos


def struct_q8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        pos = kq5(buf, pos, end, out, ctx)
    return pos


def struct_q9(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    else:
        ctx.cost += n4 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'source_topics', n4)
        for _ in range(n4):
            s5 = pos
            if pos < end and buf[pos] < 128:
                n6 = buf[pos] - 1
                pos += 1
            else:
                n6, pos = read_uvarint(buf, pos, end)
                n6 -= 1
            if n6 < 0 or pos + n6 > end:
                if n6 != -1:
                    raise sized_error(s5, pos, end, 'source_topics', 'string', n6)
            else:
                e = buf[pos : pos + n6].decode('utf-8', 'replace')
                if True: out.names.append(e)
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
            raise count_error(s7, pos, end, 'source_topic_regex', n8)
    else:
        for _ in range(n8):
            s9 = pos
            if pos < end and buf[pos] < 128:
                n10 = buf[pos] - 1
                pos += 1
            else:
                n10, pos = read_uvarint(buf, pos, end)
                n10 -= 1
            if n10 < 0 or pos + n10 > end:
                if n10 != -1:
                    raise sized_error(s9, pos, end, 'source_topic_regex', 'string', n10)
            else:
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
            raise count_error(s11, pos, end, 'state_changelog_topics', n12)
    else:
        ctx.cost += n12 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'state_changelog_topics', n12)
        for _ in range(n12):
            s13 = pos
            pos = struct_q7(buf, pos, end, out, ctx, topic, partition, open_)
    s14 = pos
    if pos < end and buf[pos] < 128:
        n15 = buf[pos] - 1
        pos += 1
    else:
        n15, pos = read_uvarint(buf, pos, end)
        n15 -= 1
    if n15 < 0 or n15 > end - pos:
        if n15 != -1:
            raise count_error(s14, pos, end, 'repartition_sink_topics', n15)
    else:
        ctx.cost += n15 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s14, 'repartition_sink_topics', n15)
        for _ in range(n15):
            s16 = pos
            if pos < end and buf[pos] < 128:
                n17 = buf[pos] - 1
                pos += 1
            else:
                n17, pos = read_uvarint(buf, pos, end)
                n17 -= 1
            if n17 < 0 or pos + n17 > end:
                if n17 != -1:
                    raise sized_error(s16, pos, end, 'repartition_sink_topics', 'string', n17)
            else:
                e = buf[pos : pos + n17].decode('utf-8', 'replace')
                if True: out.names.append(e)
                pos += n17
    s18 = pos
    if pos < end and buf[pos] < 128:
        n19 = buf[pos] - 1
        pos += 1
    else:
        n19, pos = read_uvarint(buf, pos, end)
        n19 -= 1
    if n19 < 0 or n19 > end - pos:
        if n19 != -1:
            raise count_error(s18, pos, end, 'repartition_source_topics', n19)
    else:
        ctx.cost += n19 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s18, 'repartition_source_topics', n19)
        for _ in range(n19):
            s20 = pos
            pos = struct_q7(buf, pos, end, out, ctx, topic, partition, open_)
    s21 = pos
    if pos < end and buf[pos] < 128:
        n22 = buf[pos] - 1
        pos += 1
    else:
        n22, pos = read_uvarint(buf, pos, end)
        n22 -= 1
    if n22 < 0 or n22 > end - pos:
        if n22 != -1:
            raise count_error(s21, pos, end, 'copartition_groups', n22)
    else:
        for _ in range(n22):
            s23 = pos
            pos = struct_q8(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq5(buf, pos, end, out, ctx)
    return pos


def struct_q10(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kq3)
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
    else:
        ctx.cost += n2 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'subtopologies', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q9(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq5(buf, pos, end, out, ctx)
    return pos


def struct_q11(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        pos = kq5(buf, pos, end, out, ctx)
    return pos


def struct_q13(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        raise run_error(pos, end, kq12)
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq5(buf, pos, end, out, ctx)
    return pos


def struct_q16(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
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
        raise run_error(pos, end, kq14)
    v3 = kq15(buf, pos)
    L_partition = v3[0]
    L_offset = v3[1]
    pos += 12
    partition = L_partition
    if open_ and topic is not None:
        open_ = False
        listed = True
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq5(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_partition, ABSENT))
    return pos


def struct_q18(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        L_group_id = None
    else:
        L_group_id = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if 'groupId' not in out.entities: out.entities['groupId'] = L_group_id
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
        raise run_error(pos, end, kq1)
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
        raise run_error(pos, end, kq2)
    pos += 4
    s9 = pos
    if pos >= end:
        raise past_end(pos, 'topology', 'struct presence byte')
    if buf[pos] >= 128:
        pos += 1
    else:
        pos += 1
        pos = struct_q10(buf, pos, end, out, ctx, topic, partition, open_)
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'active_tasks', n11)
    else:
        for _ in range(n11):
            s12 = pos
            pos = struct_q11(buf, pos, end, out, ctx, topic, partition, open_)
    s13 = pos
    if pos < end and buf[pos] < 128:
        n14 = buf[pos] - 1
        pos += 1
    else:
        n14, pos = read_uvarint(buf, pos, end)
        n14 -= 1
    if n14 < 0 or n14 > end - pos:
        if n14 != -1:
            raise count_error(s13, pos, end, 'standby_tasks', n14)
    else:
        for _ in range(n14):
            s15 = pos
            pos = struct_q11(buf, pos, end, out, ctx, topic, partition, open_)
    s16 = pos
    if pos < end and buf[pos] < 128:
        n17 = buf[pos] - 1
        pos += 1
    else:
        n17, pos = read_uvarint(buf, pos, end)
        n17 -= 1
    if n17 < 0 or n17 > end - pos:
        if n17 != -1:
            raise count_error(s16, pos, end, 'warmup_tasks', n17)
    else:
        for _ in range(n17):
            s18 = pos
            pos = struct_q11(buf, pos, end, out, ctx, topic, partition, open_)
    s19 = pos
    if pos < end and buf[pos] < 128:
        n20 = buf[pos] - 1
        pos += 1
    else:
        n20, pos = read_uvarint(buf, pos, end)
        n20 -= 1
    if n20 < 0 or pos + n20 > end:
        if n20 != -1:
            raise sized_error(s19, pos, end, 'process_id', 'string', n20)
    else:
        pos += n20
    s21 = pos
    if pos >= end:
        raise past_end(pos, 'user_endpoint', 'struct presence byte')
    if buf[pos] >= 128:
        pos += 1
    else:
        pos += 1
        pos = struct_q13(buf, pos, end, out, ctx, topic, partition, open_)
    s22 = pos
    if pos < end and buf[pos] < 128:
        n23 = buf[pos] - 1
        pos += 1
    else:
        n23, pos = read_uvarint(buf, pos, end)
        n23 -= 1
    if n23 < 0 or n23 > end - pos:
        if n23 != -1:
            raise count_error(s22, pos, end, 'client_tags', n23)
    else:
        for _ in range(n23):
            s24 = pos
            pos = struct_q6(buf, pos, end, out, ctx, topic, partition, open_)
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
    else:
        ctx.cost += n26 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s25, 'task_offsets', n26)
        for _ in range(n26):
            s27 = pos
            pos = struct_q16(buf, pos, end, out, ctx, topic, partition, open_)
    s28 = pos
    if pos < end and buf[pos] < 128:
        n29 = buf[pos] - 1
        pos += 1
    else:
        n29, pos = read_uvarint(buf, pos, end)
        n29 -= 1
    if n29 < 0 or n29 > end - pos:
        if n29 != -1:
            raise count_error(s28, pos, end, 'task_end_offsets', n29)
    else:
        ctx.cost += n29 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s28, 'task_end_offsets', n29)
        for _ in range(n29):
            s30 = pos
            pos = struct_q16(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 1 > end:
        raise run_error(pos, end, kq17)
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq5(buf, pos, end, out, ctx)
    return pos


def struct_r6(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 1 > end:
        raise run_error(pos, end, kr4)
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
        pos = kr5(buf, pos, end, out, ctx)
    return pos


def struct_r7(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        pos = kr5(buf, pos, end, out, ctx)
    return pos


def struct_r10(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        raise run_error(pos, end, kr9)
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr5(buf, pos, end, out, ctx)
    return pos


def struct_r11(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        L_topic = None
    else:
        L_topic = buf[pos : pos + n2].decode('utf-8', 'replace')
        if L_topic is not None:
            out.names.append(L_topic)
        pos += n2
    if L_topic is not None:
        topic = L_topic
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
        pos = kr5(buf, pos, end, out, ctx)
    return pos


def struct_r12(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    pos = struct_r10(buf, pos, end, out, ctx, topic, partition, open_)
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
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'active_partitions', n3)
        for _ in range(n3):
            s4 = pos
            pos = struct_r11(buf, pos, end, out, ctx, topic, partition, open_)
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'standby_partitions', n6)
    else:
        ctx.cost += n6 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'standby_partitions', n6)
        for _ in range(n6):
            s7 = pos
            pos = struct_r11(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr5(buf, pos, end, out, ctx)
    return pos


def struct_r13(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 6 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
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
        L_error_message = None
    else:
        L_error_message = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', L_error_message))
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
        raise run_error(pos, end, kr3)
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
            pos = struct_r6(buf, pos, end, out, ctx, topic, partition, open_)
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
            pos = struct_r7(buf, pos, end, out, ctx, topic, partition, open_)
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
            pos = struct_r7(buf, pos, end, out, ctx, topic, partition, open_)
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
            pos = struct_r7(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr8)
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
    else:
        ctx.cost += n19 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s18, 'partitions_by_user_endpoint', n19)
        for _ in range(n19):
            s20 = pos
            pos = struct_r12(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr5(buf, pos, end, out, ctx)
    return pos


def struct_r16(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 6 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
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
        L_error_message = None
    else:
        L_error_message = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', L_error_message))
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
        raise run_error(pos, end, kr14)
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
            pos = struct_r6(buf, pos, end, out, ctx, topic, partition, open_)
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
            pos = struct_r7(buf, pos, end, out, ctx, topic, partition, open_)
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
            pos = struct_r7(buf, pos, end, out, ctx, topic, partition, open_)
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
            pos = struct_r7(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 5 > end:
        raise run_error(pos, end, kr15)
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
    else:
        ctx.cost += n19 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s18, 'partitions_by_user_endpoint', n19)
        for _ in range(n19):
            s20 = pos
            pos = struct_r12(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr5(buf, pos, end, out, ctx)
    return pos


kq1 = (('member_epoch', 'int32', 4), ('endpoint_information_epoch', 'int32', 4))
kq2 = (('rebalance_timeout_ms', 'int32', 4),)
kq3 = (('epoch', 'int32', 4),)
kq4 = (('partitions', 'int32', 4), ('replication_factor', 'int16', 2))
kq5 = tagged_section({}, None)
kq12 = (('port', 'uint16', 2),)
kq14 = (('partition', 'int32', 4), ('offset', 'int64', 8))
kq15 = Struct('>iq').unpack_from
kq17 = (('shutdown_application', 'bool', 1),)
kr1 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
kr2 = Struct('>4xh').unpack_from
kr3 = (('member_epoch', 'int32', 4), ('heartbeat_interval_ms', 'int32', 4), ('acceptable_recovery_lag_legacy', 'int32', 4), ('task_offset_interval_ms', 'int32', 4))
kr4 = (('status_code', 'int8', 1),)
kr5 = tagged_section({}, None)
kr8 = (('endpoint_information_epoch', 'int32', 4),)
kr9 = (('port', 'uint16', 2),)
kr14 = (('member_epoch', 'int32', 4), ('heartbeat_interval_ms', 'int32', 4), ('task_offset_interval_ms', 'int32', 4), ('acceptable_recovery_lag', 'int64', 8))
kr15 = (('topology_description_required', 'bool', 1), ('endpoint_information_epoch', 'int32', 4))

READERS = {
    ('request', 0, None): struct_q18,
    ('request', 1, None): struct_q18,
    ('response', 0, None): struct_r13,
    ('response', 1, None): struct_r16,
}
