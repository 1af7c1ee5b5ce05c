"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section
from kafkasniff.dissectors.kafka.summary import ABSENT, ErrorAt


def struct_r8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r9(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        raise run_error(pos, end, kr6)
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
            pos = struct_r8(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
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
            raise count_error(s7, pos, end, 'repartition_sink_topics', n8)
    else:
        ctx.cost += n8 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'repartition_sink_topics', n8)
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
                    raise sized_error(s9, pos, end, 'repartition_sink_topics', 'string', n10)
            else:
                e = buf[pos : pos + n10].decode('utf-8', 'replace')
                if True: out.names.append(e)
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
            pos = struct_r9(buf, pos, end, out, ctx, topic, partition, open_)
    s14 = pos
    if pos < end and buf[pos] < 128:
        n15 = buf[pos] - 1
        pos += 1
    else:
        n15, pos = read_uvarint(buf, pos, end)
        n15 -= 1
    if n15 < 0 or n15 > end - pos:
        if n15 != -1:
            raise count_error(s14, pos, end, 'repartition_source_topics', n15)
    else:
        ctx.cost += n15 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s14, 'repartition_source_topics', n15)
        for _ in range(n15):
            s16 = pos
            pos = struct_r9(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r11(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr5)
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
        ctx.cost += n2 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'subtopologies', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r10(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r15(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        raise run_error(pos, end, kr14)
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r18(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        raise run_error(pos, end, kr16)
    v3 = kr17(buf, pos)
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
        pos = kr7(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_partition, ABSENT))
    return pos


def struct_r19(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r20(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            pos = struct_r19(buf, pos, end, out, ctx, topic, partition, open_)
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
            pos = struct_r19(buf, pos, end, out, ctx, topic, partition, open_)
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
            pos = struct_r19(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r22(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        raise run_error(pos, end, kr12)
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
        raise run_error(pos, end, kr13)
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
        pos = struct_r15(buf, pos, end, out, ctx, topic, partition, open_)
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
            pos = struct_r8(buf, pos, end, out, ctx, topic, partition, open_)
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
    else:
        ctx.cost += n18 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s17, 'task_offsets', n18)
        for _ in range(n18):
            s19 = pos
            pos = struct_r18(buf, pos, end, out, ctx, topic, partition, open_)
    s20 = pos
    if pos < end and buf[pos] < 128:
        n21 = buf[pos] - 1
        pos += 1
    else:
        n21, pos = read_uvarint(buf, pos, end)
        n21 -= 1
    if n21 < 0 or n21 > end - pos:
        if n21 != -1:
            raise count_error(s20, pos, end, 'task_end_offsets', n21)
    else:
        ctx.cost += n21 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s20, 'task_end_offsets', n21)
        for _ in range(n21):
            s22 = pos
            pos = struct_r18(buf, pos, end, out, ctx, topic, partition, open_)
    s23 = pos
    pos = struct_r20(buf, pos, end, out, ctx, topic, partition, open_)
    s24 = pos
    pos = struct_r20(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 1 > end:
        raise run_error(pos, end, kr21)
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r24(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr2)
    v1 = kr3(buf, pos)
    L_error_code = v1[0]
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
            raise sized_error(s4, pos, end, 'group_id', 'string', n5)
        L_group_id = None
    else:
        L_group_id = buf[pos : pos + n5].decode('utf-8', 'replace')
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
        raise run_error(pos, end, kr4)
    pos += 8
    s8 = pos
    if pos >= end:
        raise past_end(pos, 'topology', 'struct presence byte')
    if buf[pos] >= 128:
        pos += 1
    else:
        pos += 1
        pos = struct_r11(buf, pos, end, out, ctx, topic, partition, open_)
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'members', n10)
    else:
        ctx.cost += n10 * 6000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'members', n10)
        for _ in range(n10):
            s11 = pos
            pos = struct_r22(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr23)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r25(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr1)
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
    else:
        ctx.cost += n2 * 4250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r24(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r27(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        raise run_error(pos, end, kr26)
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
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'sink_topic', 'string', n8)
        L_sink_topic = None
    else:
        L_sink_topic = buf[pos : pos + n8].decode('utf-8', 'replace')
        if L_sink_topic is not None:
            out.names.append(L_sink_topic)
        pos += n8
    if L_sink_topic is not None:
        topic = L_sink_topic
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'stores', n10)
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
                    raise sized_error(s11, pos, end, 'stores', 'string', n12)
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
            raise count_error(s13, pos, end, 'successors', n14)
    else:
        for _ in range(n14):
            s15 = pos
            if pos < end and buf[pos] < 128:
                n16 = buf[pos] - 1
                pos += 1
            else:
                n16, pos = read_uvarint(buf, pos, end)
                n16 -= 1
            if n16 < 0 or pos + n16 > end:
                if n16 != -1:
                    raise sized_error(s15, pos, end, 'successors', 'string', n16)
            else:
                pos += n16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r28(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    else:
        ctx.cost += n4 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'nodes', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_r27(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r29(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    pos = struct_r27(buf, pos, end, out, ctx, topic, partition, open_)
    s2 = pos
    pos = struct_r27(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r30(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'subtopologies', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r28(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'global_stores', n5)
    else:
        ctx.cost += n5 * 3750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'global_stores', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_r29(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r32(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr2)
    v1 = kr3(buf, pos)
    L_error_code = v1[0]
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
            raise sized_error(s4, pos, end, 'group_id', 'string', n5)
        L_group_id = None
    else:
        L_group_id = buf[pos : pos + n5].decode('utf-8', 'replace')
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
        raise run_error(pos, end, kr4)
    pos += 8
    s8 = pos
    if pos >= end:
        raise past_end(pos, 'topology', 'struct presence byte')
    if buf[pos] >= 128:
        pos += 1
    else:
        pos += 1
        pos = struct_r11(buf, pos, end, out, ctx, topic, partition, open_)
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'members', n10)
    else:
        ctx.cost += n10 * 6000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'members', n10)
        for _ in range(n10):
            s11 = pos
            pos = struct_r22(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr23)
    pos += 4
    s12 = pos
    if pos >= end:
        raise past_end(pos, 'topology_description', 'struct presence byte')
    if buf[pos] >= 128:
        pos += 1
    else:
        pos += 1
        pos = struct_r30(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 1 > end:
        raise run_error(pos, end, kr31)
    pos += 1
    s13 = pos
    if pos < end and buf[pos] < 128:
        n14 = buf[pos] - 1
        pos += 1
    else:
        n14, pos = read_uvarint(buf, pos, end)
        n14 -= 1
    if n14 < 0 or pos + n14 > end:
        if n14 != -1:
            raise sized_error(s13, pos, end, 'assignor_name', 'string', n14)
    else:
        pos += n14
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r33(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr1)
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
    else:
        ctx.cost += n2 * 4250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r32(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


kr1 = (('throttle_time_ms', 'int32', 4),)
kr2 = (('error_code', 'int16', 2),)
kr3 = Struct('>h').unpack_from
kr4 = (('group_epoch', 'int32', 4), ('assignment_epoch', 'int32', 4))
kr5 = (('epoch', 'int32', 4),)
kr6 = (('partitions', 'int32', 4), ('replication_factor', 'int16', 2))
kr7 = tagged_section({}, None)
kr12 = (('member_epoch', 'int32', 4),)
kr13 = (('topology_epoch', 'int32', 4),)
kr14 = (('port', 'uint16', 2),)
kr16 = (('partition', 'int32', 4), ('offset', 'int64', 8))
kr17 = Struct('>iq').unpack_from
kr21 = (('is_classic', 'bool', 1),)
kr23 = (('authorized_operations', 'int32', 4),)
kr26 = (('node_type', 'int8', 1),)
kr31 = (('topology_description_status', 'int8', 1),)

READERS = {
    ('request', 0, None): None,
    ('request', 1, None): None,
    ('response', 0, None): struct_r25,
    ('response', 1, None): struct_r33,
}
