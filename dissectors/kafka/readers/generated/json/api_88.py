"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int16, unpack_int32


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
        out['key'] = None
    else:
        out['key'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
        out['value'] = None
    else:
        out['value'] = buf[pos : pos + n4].decode('utf-8', 'replace')
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
        out['name'] = None
    else:
        out['name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 6 > end:
        raise run_error(pos, end, k6)
    v3 = k7(buf, pos)
    out['partitions'] = v3[0]
    out['replication_factor'] = v3[1]
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
        out['topic_configs'] = None
    else:
        ctx.cost += n5 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'topic_configs', n5)
        a6 = []
        out['topic_configs'] = a6
        for _ in range(n5):
            s7 = pos
            d8 = {}
            a6.append(d8)
            pos = struct_9(buf, pos, end, d8, ctx)
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
        out['source_topics'] = None
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'source_topics', n2)
        a3 = []
        out['source_topics'] = a3
        for _ in range(n2):
            if pos + 2 > end:
                raise past_end(pos, 'source_topics', 'int16')
            a3.append(unpack_int16(buf, pos)[0])
            pos += 2
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'source_topic_regex', n5)
        out['source_topic_regex'] = None
    else:
        ctx.cost += n5 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'source_topic_regex', n5)
        a6 = []
        out['source_topic_regex'] = a6
        for _ in range(n5):
            if pos + 2 > end:
                raise past_end(pos, 'source_topic_regex', 'int16')
            a6.append(unpack_int16(buf, pos)[0])
            pos += 2
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'repartition_source_topics', n8)
        out['repartition_source_topics'] = None
    else:
        ctx.cost += n8 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'repartition_source_topics', n8)
        a9 = []
        out['repartition_source_topics'] = a9
        for _ in range(n8):
            if pos + 2 > end:
                raise past_end(pos, 'repartition_source_topics', 'int16')
            a9.append(unpack_int16(buf, pos)[0])
            pos += 2
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
        out['subtopology_id'] = None
    else:
        out['subtopology_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
        out['source_topics'] = None
    else:
        ctx.cost += n4 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'source_topics', n4)
        a5 = []
        out['source_topics'] = a5
        for _ in range(n4):
            s6 = pos
            if pos < end and buf[pos] < 128:
                n7 = buf[pos] - 1
                pos += 1
            else:
                n7, pos = read_uvarint(buf, pos, end)
                n7 -= 1
            if n7 < 0 or pos + n7 > end:
                if n7 != -1:
                    raise sized_error(s6, pos, end, 'source_topics', 'string', n7)
                a5.append(None)
            else:
                a5.append(buf[pos : pos + n7].decode('utf-8', 'replace'))
                pos += n7
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'source_topic_regex', n9)
        out['source_topic_regex'] = None
    else:
        ctx.cost += n9 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'source_topic_regex', n9)
        a10 = []
        out['source_topic_regex'] = a10
        for _ in range(n9):
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
                a10.append(None)
            else:
                a10.append(buf[pos : pos + n12].decode('utf-8', 'replace'))
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
        out['state_changelog_topics'] = None
    else:
        ctx.cost += n14 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s13, 'state_changelog_topics', n14)
        a15 = []
        out['state_changelog_topics'] = a15
        for _ in range(n14):
            s16 = pos
            d17 = {}
            a15.append(d17)
            pos = struct_10(buf, pos, end, d17, ctx)
    s18 = pos
    if pos < end and buf[pos] < 128:
        n19 = buf[pos] - 1
        pos += 1
    else:
        n19, pos = read_uvarint(buf, pos, end)
        n19 -= 1
    if n19 < 0 or n19 > end - pos:
        if n19 != -1:
            raise count_error(s18, pos, end, 'repartition_sink_topics', n19)
        out['repartition_sink_topics'] = None
    else:
        ctx.cost += n19 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s18, 'repartition_sink_topics', n19)
        a20 = []
        out['repartition_sink_topics'] = a20
        for _ in range(n19):
            s21 = pos
            if pos < end and buf[pos] < 128:
                n22 = buf[pos] - 1
                pos += 1
            else:
                n22, pos = read_uvarint(buf, pos, end)
                n22 -= 1
            if n22 < 0 or pos + n22 > end:
                if n22 != -1:
                    raise sized_error(s21, pos, end, 'repartition_sink_topics', 'string', n22)
                a20.append(None)
            else:
                a20.append(buf[pos : pos + n22].decode('utf-8', 'replace'))
                pos += n22
    s23 = pos
    if pos < end and buf[pos] < 128:
        n24 = buf[pos] - 1
        pos += 1
    else:
        n24, pos = read_uvarint(buf, pos, end)
        n24 -= 1
    if n24 < 0 or n24 > end - pos:
        if n24 != -1:
            raise count_error(s23, pos, end, 'repartition_source_topics', n24)
        out['repartition_source_topics'] = None
    else:
        ctx.cost += n24 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s23, 'repartition_source_topics', n24)
        a25 = []
        out['repartition_source_topics'] = a25
        for _ in range(n24):
            s26 = pos
            d27 = {}
            a25.append(d27)
            pos = struct_10(buf, pos, end, d27, ctx)
    s28 = pos
    if pos < end and buf[pos] < 128:
        n29 = buf[pos] - 1
        pos += 1
    else:
        n29, pos = read_uvarint(buf, pos, end)
        n29 -= 1
    if n29 < 0 or n29 > end - pos:
        if n29 != -1:
            raise count_error(s28, pos, end, 'copartition_groups', n29)
        out['copartition_groups'] = None
    else:
        ctx.cost += n29 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s28, 'copartition_groups', n29)
        a30 = []
        out['copartition_groups'] = a30
        for _ in range(n29):
            s31 = pos
            d32 = {}
            a30.append(d32)
            pos = struct_11(buf, pos, end, d32, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k5)
    v1 = k4(buf, pos)
    out['epoch'] = v1[0]
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
        out['subtopologies'] = None
    else:
        ctx.cost += n3 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'subtopologies', n3)
        a4 = []
        out['subtopologies'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_12(buf, pos, end, d6, ctx)
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
        out['subtopology_id'] = None
    else:
        out['subtopology_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
        out['partitions'] = None
    else:
        ctx.cost += n4 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        a5 = []
        out['partitions'] = a5
        for _ in range(n4):
            if pos + 4 > end:
                raise past_end(pos, 'partitions', 'int32')
            a5.append(unpack_int32(buf, pos)[0])
            pos += 4
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
        out['host'] = None
    else:
        out['host'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, k15)
    v3 = k16(buf, pos)
    out['port'] = v3[0]
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
        out['subtopology_id'] = None
    else:
        out['subtopology_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 12 > end:
        raise run_error(pos, end, k18)
    v3 = k19(buf, pos)
    out['partition'] = v3[0]
    out['offset'] = v3[1]
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
        out['group_id'] = None
    else:
        out['group_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
        out['member_id'] = None
    else:
        out['member_id'] = buf[pos : pos + n4].decode('utf-8', 'replace')
        pos += n4
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    v5 = k2(buf, pos)
    out['member_epoch'] = v5[0]
    out['endpoint_information_epoch'] = v5[1]
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
        out['instance_id'] = None
    else:
        out['instance_id'] = buf[pos : pos + n7].decode('utf-8', 'replace')
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
        out['rack_id'] = None
    else:
        out['rack_id'] = buf[pos : pos + n9].decode('utf-8', 'replace')
        pos += n9
    if pos + 4 > end:
        raise run_error(pos, end, k3)
    v10 = k4(buf, pos)
    out['rebalance_timeout_ms'] = v10[0]
    pos += 4
    s11 = pos
    if pos >= end:
        raise past_end(pos, 'topology', 'struct presence byte')
    if buf[pos] >= 128:
        out['topology'] = None
        pos += 1
    else:
        pos += 1
        d12 = {}
        out['topology'] = d12
        pos = struct_13(buf, pos, end, d12, ctx)
    s13 = pos
    if pos < end and buf[pos] < 128:
        n14 = buf[pos] - 1
        pos += 1
    else:
        n14, pos = read_uvarint(buf, pos, end)
        n14 -= 1
    if n14 < 0 or n14 > end - pos:
        if n14 != -1:
            raise count_error(s13, pos, end, 'active_tasks', n14)
        out['active_tasks'] = None
    else:
        ctx.cost += n14 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s13, 'active_tasks', n14)
        a15 = []
        out['active_tasks'] = a15
        for _ in range(n14):
            s16 = pos
            d17 = {}
            a15.append(d17)
            pos = struct_14(buf, pos, end, d17, ctx)
    s18 = pos
    if pos < end and buf[pos] < 128:
        n19 = buf[pos] - 1
        pos += 1
    else:
        n19, pos = read_uvarint(buf, pos, end)
        n19 -= 1
    if n19 < 0 or n19 > end - pos:
        if n19 != -1:
            raise count_error(s18, pos, end, 'standby_tasks', n19)
        out['standby_tasks'] = None
    else:
        ctx.cost += n19 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s18, 'standby_tasks', n19)
        a20 = []
        out['standby_tasks'] = a20
        for _ in range(n19):
            s21 = pos
            d22 = {}
            a20.append(d22)
            pos = struct_14(buf, pos, end, d22, ctx)
    s23 = pos
    if pos < end and buf[pos] < 128:
        n24 = buf[pos] - 1
        pos += 1
    else:
        n24, pos = read_uvarint(buf, pos, end)
        n24 -= 1
    if n24 < 0 or n24 > end - pos:
        if n24 != -1:
            raise count_error(s23, pos, end, 'warmup_tasks', n24)
        out['warmup_tasks'] = None
    else:
        ctx.cost += n24 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s23, 'warmup_tasks', n24)
        a25 = []
        out['warmup_tasks'] = a25
        for _ in range(n24):
            s26 = pos
            d27 = {}
            a25.append(d27)
            pos = struct_14(buf, pos, end, d27, ctx)
    s28 = pos
    if pos < end and buf[pos] < 128:
        n29 = buf[pos] - 1
        pos += 1
    else:
        n29, pos = read_uvarint(buf, pos, end)
        n29 -= 1
    if n29 < 0 or pos + n29 > end:
        if n29 != -1:
            raise sized_error(s28, pos, end, 'process_id', 'string', n29)
        out['process_id'] = None
    else:
        out['process_id'] = buf[pos : pos + n29].decode('utf-8', 'replace')
        pos += n29
    s30 = pos
    if pos >= end:
        raise past_end(pos, 'user_endpoint', 'struct presence byte')
    if buf[pos] >= 128:
        out['user_endpoint'] = None
        pos += 1
    else:
        pos += 1
        d31 = {}
        out['user_endpoint'] = d31
        pos = struct_17(buf, pos, end, d31, ctx)
    s32 = pos
    if pos < end and buf[pos] < 128:
        n33 = buf[pos] - 1
        pos += 1
    else:
        n33, pos = read_uvarint(buf, pos, end)
        n33 -= 1
    if n33 < 0 or n33 > end - pos:
        if n33 != -1:
            raise count_error(s32, pos, end, 'client_tags', n33)
        out['client_tags'] = None
    else:
        ctx.cost += n33 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s32, 'client_tags', n33)
        a34 = []
        out['client_tags'] = a34
        for _ in range(n33):
            s35 = pos
            d36 = {}
            a34.append(d36)
            pos = struct_9(buf, pos, end, d36, ctx)
    s37 = pos
    if pos < end and buf[pos] < 128:
        n38 = buf[pos] - 1
        pos += 1
    else:
        n38, pos = read_uvarint(buf, pos, end)
        n38 -= 1
    if n38 < 0 or n38 > end - pos:
        if n38 != -1:
            raise count_error(s37, pos, end, 'task_offsets', n38)
        out['task_offsets'] = None
    else:
        ctx.cost += n38 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s37, 'task_offsets', n38)
        a39 = []
        out['task_offsets'] = a39
        for _ in range(n38):
            s40 = pos
            d41 = {}
            a39.append(d41)
            pos = struct_20(buf, pos, end, d41, ctx)
    s42 = pos
    if pos < end and buf[pos] < 128:
        n43 = buf[pos] - 1
        pos += 1
    else:
        n43, pos = read_uvarint(buf, pos, end)
        n43 -= 1
    if n43 < 0 or n43 > end - pos:
        if n43 != -1:
            raise count_error(s42, pos, end, 'task_end_offsets', n43)
        out['task_end_offsets'] = None
    else:
        ctx.cost += n43 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s42, 'task_end_offsets', n43)
        a44 = []
        out['task_end_offsets'] = a44
        for _ in range(n43):
            s45 = pos
            d46 = {}
            a44.append(d46)
            pos = struct_20(buf, pos, end, d46, ctx)
    if pos + 1 > end:
        raise run_error(pos, end, k21)
    v47 = k22(buf, pos)
    out['shutdown_application'] = v47[0]
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
    out['status_code'] = v1[0]
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
        out['status_detail'] = None
    else:
        out['status_detail'] = buf[pos : pos + n3].decode('utf-8', 'replace')
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
        out['topic'] = None
    else:
        out['topic'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
        out['partitions'] = None
    else:
        ctx.cost += n4 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        a5 = []
        out['partitions'] = a5
        for _ in range(n4):
            if pos + 4 > end:
                raise past_end(pos, 'partitions', 'int32')
            a5.append(unpack_int32(buf, pos)[0])
            pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_32(buf, pos, end, out, ctx):
    s1 = pos
    d2 = {}
    out['user_endpoint'] = d2
    pos = struct_17(buf, pos, end, d2, ctx)
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'active_partitions', n4)
        out['active_partitions'] = None
    else:
        ctx.cost += n4 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'active_partitions', n4)
        a5 = []
        out['active_partitions'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_31(buf, pos, end, d7, ctx)
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'standby_partitions', n9)
        out['standby_partitions'] = None
    else:
        ctx.cost += n9 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'standby_partitions', n9)
        a10 = []
        out['standby_partitions'] = a10
        for _ in range(n9):
            s11 = pos
            d12 = {}
            a10.append(d12)
            pos = struct_31(buf, pos, end, d12, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_33(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k24)
    v1 = k7(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
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
        out['error_message'] = None
    else:
        out['error_message'] = buf[pos : pos + n3].decode('utf-8', 'replace')
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
        out['member_id'] = None
    else:
        out['member_id'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    if pos + 16 > end:
        raise run_error(pos, end, k25)
    v6 = k26(buf, pos)
    out['member_epoch'] = v6[0]
    out['heartbeat_interval_ms'] = v6[1]
    out['acceptable_recovery_lag_legacy'] = v6[2]
    out['task_offset_interval_ms'] = v6[3]
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
        out['status'] = None
    else:
        ctx.cost += n8 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'status', n8)
        a9 = []
        out['status'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_29(buf, pos, end, d11, ctx)
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
        out['active_tasks'] = None
    else:
        ctx.cost += n13 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s12, 'active_tasks', n13)
        a14 = []
        out['active_tasks'] = a14
        for _ in range(n13):
            s15 = pos
            d16 = {}
            a14.append(d16)
            pos = struct_14(buf, pos, end, d16, ctx)
    s17 = pos
    if pos < end and buf[pos] < 128:
        n18 = buf[pos] - 1
        pos += 1
    else:
        n18, pos = read_uvarint(buf, pos, end)
        n18 -= 1
    if n18 < 0 or n18 > end - pos:
        if n18 != -1:
            raise count_error(s17, pos, end, 'standby_tasks', n18)
        out['standby_tasks'] = None
    else:
        ctx.cost += n18 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s17, 'standby_tasks', n18)
        a19 = []
        out['standby_tasks'] = a19
        for _ in range(n18):
            s20 = pos
            d21 = {}
            a19.append(d21)
            pos = struct_14(buf, pos, end, d21, ctx)
    s22 = pos
    if pos < end and buf[pos] < 128:
        n23 = buf[pos] - 1
        pos += 1
    else:
        n23, pos = read_uvarint(buf, pos, end)
        n23 -= 1
    if n23 < 0 or n23 > end - pos:
        if n23 != -1:
            raise count_error(s22, pos, end, 'warmup_tasks', n23)
        out['warmup_tasks'] = None
    else:
        ctx.cost += n23 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s22, 'warmup_tasks', n23)
        a24 = []
        out['warmup_tasks'] = a24
        for _ in range(n23):
            s25 = pos
            d26 = {}
            a24.append(d26)
            pos = struct_14(buf, pos, end, d26, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k30)
    v27 = k4(buf, pos)
    out['endpoint_information_epoch'] = v27[0]
    pos += 4
    s28 = pos
    if pos < end and buf[pos] < 128:
        n29 = buf[pos] - 1
        pos += 1
    else:
        n29, pos = read_uvarint(buf, pos, end)
        n29 -= 1
    if n29 < 0 or n29 > end - pos:
        if n29 != -1:
            raise count_error(s28, pos, end, 'partitions_by_user_endpoint', n29)
        out['partitions_by_user_endpoint'] = None
    else:
        ctx.cost += n29 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s28, 'partitions_by_user_endpoint', n29)
        a30 = []
        out['partitions_by_user_endpoint'] = a30
        for _ in range(n29):
            s31 = pos
            d32 = {}
            a30.append(d32)
            pos = struct_32(buf, pos, end, d32, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_38(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k24)
    v1 = k7(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
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
        out['error_message'] = None
    else:
        out['error_message'] = buf[pos : pos + n3].decode('utf-8', 'replace')
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
        out['member_id'] = None
    else:
        out['member_id'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    if pos + 20 > end:
        raise run_error(pos, end, k34)
    v6 = k35(buf, pos)
    out['member_epoch'] = v6[0]
    out['heartbeat_interval_ms'] = v6[1]
    out['task_offset_interval_ms'] = v6[2]
    out['acceptable_recovery_lag'] = v6[3]
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
        out['status'] = None
    else:
        ctx.cost += n8 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'status', n8)
        a9 = []
        out['status'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_29(buf, pos, end, d11, ctx)
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
        out['active_tasks'] = None
    else:
        ctx.cost += n13 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s12, 'active_tasks', n13)
        a14 = []
        out['active_tasks'] = a14
        for _ in range(n13):
            s15 = pos
            d16 = {}
            a14.append(d16)
            pos = struct_14(buf, pos, end, d16, ctx)
    s17 = pos
    if pos < end and buf[pos] < 128:
        n18 = buf[pos] - 1
        pos += 1
    else:
        n18, pos = read_uvarint(buf, pos, end)
        n18 -= 1
    if n18 < 0 or n18 > end - pos:
        if n18 != -1:
            raise count_error(s17, pos, end, 'standby_tasks', n18)
        out['standby_tasks'] = None
    else:
        ctx.cost += n18 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s17, 'standby_tasks', n18)
        a19 = []
        out['standby_tasks'] = a19
        for _ in range(n18):
            s20 = pos
            d21 = {}
            a19.append(d21)
            pos = struct_14(buf, pos, end, d21, ctx)
    s22 = pos
    if pos < end and buf[pos] < 128:
        n23 = buf[pos] - 1
        pos += 1
    else:
        n23, pos = read_uvarint(buf, pos, end)
        n23 -= 1
    if n23 < 0 or n23 > end - pos:
        if n23 != -1:
            raise count_error(s22, pos, end, 'warmup_tasks', n23)
        out['warmup_tasks'] = None
    else:
        ctx.cost += n23 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s22, 'warmup_tasks', n23)
        a24 = []
        out['warmup_tasks'] = a24
        for _ in range(n23):
            s25 = pos
            d26 = {}
            a24.append(d26)
            pos = struct_14(buf, pos, end, d26, ctx)
    if pos + 5 > end:
        raise run_error(pos, end, k36)
    v27 = k37(buf, pos)
    out['topology_description_required'] = v27[0]
    out['endpoint_information_epoch'] = v27[1]
    pos += 5
    s28 = pos
    if pos < end and buf[pos] < 128:
        n29 = buf[pos] - 1
        pos += 1
    else:
        n29, pos = read_uvarint(buf, pos, end)
        n29 -= 1
    if n29 < 0 or n29 > end - pos:
        if n29 != -1:
            raise count_error(s28, pos, end, 'partitions_by_user_endpoint', n29)
        out['partitions_by_user_endpoint'] = None
    else:
        ctx.cost += n29 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s28, 'partitions_by_user_endpoint', n29)
        a30 = []
        out['partitions_by_user_endpoint'] = a30
        for _ in range(n29):
            s31 = pos
            d32 = {}
            a30.append(d32)
            pos = struct_32(buf, pos, end, d32, ctx)
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
k8 = tagged_section({}, unknown_tag_json)
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
