"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int32


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
        out['group_ids'] = None
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'group_ids', n2)
        a3 = []
        out['group_ids'] = a3
        for _ in range(n2):
            s4 = pos
            if pos < end and buf[pos] < 128:
                n5 = buf[pos] - 1
                pos += 1
            else:
                n5, pos = read_uvarint(buf, pos, end)
                n5 -= 1
            if n5 < 0 or pos + n5 > end:
                if n5 != -1:
                    raise sized_error(s4, pos, end, 'group_ids', 'string', n5)
                a3.append(None)
            else:
                a3.append(buf[pos : pos + n5].decode('utf-8', 'replace'))
                pos += n5
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v6 = k2(buf, pos)
    out['include_authorized_operations'] = v6[0]
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
        out['group_ids'] = None
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'group_ids', n2)
        a3 = []
        out['group_ids'] = a3
        for _ in range(n2):
            s4 = pos
            if pos < end and buf[pos] < 128:
                n5 = buf[pos] - 1
                pos += 1
            else:
                n5, pos = read_uvarint(buf, pos, end)
                n5 -= 1
            if n5 < 0 or pos + n5 > end:
                if n5 != -1:
                    raise sized_error(s4, pos, end, 'group_ids', 'string', n5)
                a3.append(None)
            else:
                a3.append(buf[pos : pos + n5].decode('utf-8', 'replace'))
                pos += n5
    if pos + 2 > end:
        raise run_error(pos, end, k5)
    v6 = k6(buf, pos)
    out['include_authorized_operations'] = v6[0]
    out['include_topology_description'] = v6[1]
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
        out['name'] = None
    else:
        out['name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 6 > end:
        raise run_error(pos, end, k15)
    v3 = k16(buf, pos)
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
            pos = struct_17(buf, pos, end, d8, ctx)
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
            raise count_error(s8, pos, end, 'repartition_sink_topics', n9)
        out['repartition_sink_topics'] = None
    else:
        ctx.cost += n9 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'repartition_sink_topics', n9)
        a10 = []
        out['repartition_sink_topics'] = a10
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
                    raise sized_error(s11, pos, end, 'repartition_sink_topics', 'string', n12)
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
            pos = struct_18(buf, pos, end, d17, ctx)
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
        out['repartition_source_topics'] = None
    else:
        ctx.cost += n19 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s18, 'repartition_source_topics', n19)
        a20 = []
        out['repartition_source_topics'] = a20
        for _ in range(n19):
            s21 = pos
            d22 = {}
            a20.append(d22)
            pos = struct_18(buf, pos, end, d22, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k14)
    v1 = k9(buf, pos)
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
        ctx.cost += n3 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'subtopologies', n3)
        a4 = []
        out['subtopologies'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_19(buf, pos, end, d6, ctx)
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
        out['host'] = None
    else:
        out['host'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, k23)
    v3 = k24(buf, pos)
    out['port'] = v3[0]
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
        out['subtopology_id'] = None
    else:
        out['subtopology_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 12 > end:
        raise run_error(pos, end, k26)
    v3 = k27(buf, pos)
    out['partition'] = v3[0]
    out['offset'] = v3[1]
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
        out['active_tasks'] = None
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'active_tasks', n2)
        a3 = []
        out['active_tasks'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_29(buf, pos, end, d5, ctx)
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'standby_tasks', n7)
        out['standby_tasks'] = None
    else:
        ctx.cost += n7 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'standby_tasks', n7)
        a8 = []
        out['standby_tasks'] = a8
        for _ in range(n7):
            s9 = pos
            d10 = {}
            a8.append(d10)
            pos = struct_29(buf, pos, end, d10, ctx)
    s11 = pos
    if pos < end and buf[pos] < 128:
        n12 = buf[pos] - 1
        pos += 1
    else:
        n12, pos = read_uvarint(buf, pos, end)
        n12 -= 1
    if n12 < 0 or n12 > end - pos:
        if n12 != -1:
            raise count_error(s11, pos, end, 'warmup_tasks', n12)
        out['warmup_tasks'] = None
    else:
        ctx.cost += n12 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'warmup_tasks', n12)
        a13 = []
        out['warmup_tasks'] = a13
        for _ in range(n12):
            s14 = pos
            d15 = {}
            a13.append(d15)
            pos = struct_29(buf, pos, end, d15, ctx)
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
        out['member_id'] = None
    else:
        out['member_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k21)
    v3 = k9(buf, pos)
    out['member_epoch'] = v3[0]
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
        out['instance_id'] = None
    else:
        out['instance_id'] = buf[pos : pos + n5].decode('utf-8', 'replace')
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
        out['rack_id'] = None
    else:
        out['rack_id'] = buf[pos : pos + n7].decode('utf-8', 'replace')
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
        out['client_id'] = None
    else:
        out['client_id'] = buf[pos : pos + n9].decode('utf-8', 'replace')
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
        out['client_host'] = None
    else:
        out['client_host'] = buf[pos : pos + n11].decode('utf-8', 'replace')
        pos += n11
    if pos + 4 > end:
        raise run_error(pos, end, k22)
    v12 = k9(buf, pos)
    out['topology_epoch'] = v12[0]
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
        out['process_id'] = None
    else:
        out['process_id'] = buf[pos : pos + n14].decode('utf-8', 'replace')
        pos += n14
    s15 = pos
    if pos >= end:
        raise past_end(pos, 'user_endpoint', 'struct presence byte')
    if buf[pos] >= 128:
        out['user_endpoint'] = None
        pos += 1
    else:
        pos += 1
        d16 = {}
        out['user_endpoint'] = d16
        pos = struct_25(buf, pos, end, d16, ctx)
    s17 = pos
    if pos < end and buf[pos] < 128:
        n18 = buf[pos] - 1
        pos += 1
    else:
        n18, pos = read_uvarint(buf, pos, end)
        n18 -= 1
    if n18 < 0 or n18 > end - pos:
        if n18 != -1:
            raise count_error(s17, pos, end, 'client_tags', n18)
        out['client_tags'] = None
    else:
        ctx.cost += n18 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s17, 'client_tags', n18)
        a19 = []
        out['client_tags'] = a19
        for _ in range(n18):
            s20 = pos
            d21 = {}
            a19.append(d21)
            pos = struct_17(buf, pos, end, d21, ctx)
    s22 = pos
    if pos < end and buf[pos] < 128:
        n23 = buf[pos] - 1
        pos += 1
    else:
        n23, pos = read_uvarint(buf, pos, end)
        n23 -= 1
    if n23 < 0 or n23 > end - pos:
        if n23 != -1:
            raise count_error(s22, pos, end, 'task_offsets', n23)
        out['task_offsets'] = None
    else:
        ctx.cost += n23 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s22, 'task_offsets', n23)
        a24 = []
        out['task_offsets'] = a24
        for _ in range(n23):
            s25 = pos
            d26 = {}
            a24.append(d26)
            pos = struct_28(buf, pos, end, d26, ctx)
    s27 = pos
    if pos < end and buf[pos] < 128:
        n28 = buf[pos] - 1
        pos += 1
    else:
        n28, pos = read_uvarint(buf, pos, end)
        n28 -= 1
    if n28 < 0 or n28 > end - pos:
        if n28 != -1:
            raise count_error(s27, pos, end, 'task_end_offsets', n28)
        out['task_end_offsets'] = None
    else:
        ctx.cost += n28 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s27, 'task_end_offsets', n28)
        a29 = []
        out['task_end_offsets'] = a29
        for _ in range(n28):
            s30 = pos
            d31 = {}
            a29.append(d31)
            pos = struct_28(buf, pos, end, d31, ctx)
    s32 = pos
    d33 = {}
    out['assignment'] = d33
    pos = struct_30(buf, pos, end, d33, ctx)
    s34 = pos
    d35 = {}
    out['target_assignment'] = d35
    pos = struct_30(buf, pos, end, d35, ctx)
    if pos + 1 > end:
        raise run_error(pos, end, k31)
    v36 = k2(buf, pos)
    out['is_classic'] = v36[0]
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
    out['error_code'] = v1[0]
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
            raise sized_error(s4, pos, end, 'group_id', 'string', n5)
        out['group_id'] = None
    else:
        out['group_id'] = buf[pos : pos + n5].decode('utf-8', 'replace')
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
        out['group_state'] = None
    else:
        out['group_state'] = buf[pos : pos + n7].decode('utf-8', 'replace')
        pos += n7
    if pos + 8 > end:
        raise run_error(pos, end, k12)
    v8 = k13(buf, pos)
    out['group_epoch'] = v8[0]
    out['assignment_epoch'] = v8[1]
    pos += 8
    s9 = pos
    if pos >= end:
        raise past_end(pos, 'topology', 'struct presence byte')
    if buf[pos] >= 128:
        out['topology'] = None
        pos += 1
    else:
        pos += 1
        d10 = {}
        out['topology'] = d10
        pos = struct_20(buf, pos, end, d10, ctx)
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
        out['members'] = None
    else:
        ctx.cost += n12 * 6000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'members', n12)
        a13 = []
        out['members'] = a13
        for _ in range(n12):
            s14 = pos
            d15 = {}
            a13.append(d15)
            pos = struct_32(buf, pos, end, d15, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k33)
    v16 = k9(buf, pos)
    out['authorized_operations'] = v16[0]
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
    out['throttle_time_ms'] = v1[0]
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
        out['groups'] = None
    else:
        ctx.cost += n3 * 4250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'groups', n3)
        a4 = []
        out['groups'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_34(buf, pos, end, d6, ctx)
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
        out['name'] = None
    else:
        out['name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 1 > end:
        raise run_error(pos, end, k36)
    v3 = k37(buf, pos)
    out['node_type'] = v3[0]
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
        out['source_topics'] = None
    else:
        ctx.cost += n5 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'source_topics', n5)
        a6 = []
        out['source_topics'] = a6
        for _ in range(n5):
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
                a6.append(None)
            else:
                a6.append(buf[pos : pos + n8].decode('utf-8', 'replace'))
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
            raise sized_error(s9, pos, end, 'sink_topic', 'string', n10)
        out['sink_topic'] = None
    else:
        out['sink_topic'] = buf[pos : pos + n10].decode('utf-8', 'replace')
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
        out['stores'] = None
    else:
        ctx.cost += n12 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'stores', n12)
        a13 = []
        out['stores'] = a13
        for _ in range(n12):
            s14 = pos
            if pos < end and buf[pos] < 128:
                n15 = buf[pos] - 1
                pos += 1
            else:
                n15, pos = read_uvarint(buf, pos, end)
                n15 -= 1
            if n15 < 0 or pos + n15 > end:
                if n15 != -1:
                    raise sized_error(s14, pos, end, 'stores', 'string', n15)
                a13.append(None)
            else:
                a13.append(buf[pos : pos + n15].decode('utf-8', 'replace'))
                pos += n15
    s16 = pos
    if pos < end and buf[pos] < 128:
        n17 = buf[pos] - 1
        pos += 1
    else:
        n17, pos = read_uvarint(buf, pos, end)
        n17 -= 1
    if n17 < 0 or n17 > end - pos:
        if n17 != -1:
            raise count_error(s16, pos, end, 'successors', n17)
        out['successors'] = None
    else:
        ctx.cost += n17 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s16, 'successors', n17)
        a18 = []
        out['successors'] = a18
        for _ in range(n17):
            s19 = pos
            if pos < end and buf[pos] < 128:
                n20 = buf[pos] - 1
                pos += 1
            else:
                n20, pos = read_uvarint(buf, pos, end)
                n20 -= 1
            if n20 < 0 or pos + n20 > end:
                if n20 != -1:
                    raise sized_error(s19, pos, end, 'successors', 'string', n20)
                a18.append(None)
            else:
                a18.append(buf[pos : pos + n20].decode('utf-8', 'replace'))
                pos += n20
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
            raise count_error(s3, pos, end, 'nodes', n4)
        out['nodes'] = None
    else:
        ctx.cost += n4 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'nodes', n4)
        a5 = []
        out['nodes'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_38(buf, pos, end, d7, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_40(buf, pos, end, out, ctx):
    s1 = pos
    d2 = {}
    out['source'] = d2
    pos = struct_38(buf, pos, end, d2, ctx)
    s3 = pos
    d4 = {}
    out['processor'] = d4
    pos = struct_38(buf, pos, end, d4, ctx)
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
        out['subtopologies'] = None
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'subtopologies', n2)
        a3 = []
        out['subtopologies'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_39(buf, pos, end, d5, ctx)
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'global_stores', n7)
        out['global_stores'] = None
    else:
        ctx.cost += n7 * 3750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'global_stores', n7)
        a8 = []
        out['global_stores'] = a8
        for _ in range(n7):
            s9 = pos
            d10 = {}
            a8.append(d10)
            pos = struct_40(buf, pos, end, d10, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_43(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k10)
    v1 = k11(buf, pos)
    out['error_code'] = v1[0]
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
            raise sized_error(s4, pos, end, 'group_id', 'string', n5)
        out['group_id'] = None
    else:
        out['group_id'] = buf[pos : pos + n5].decode('utf-8', 'replace')
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
        out['group_state'] = None
    else:
        out['group_state'] = buf[pos : pos + n7].decode('utf-8', 'replace')
        pos += n7
    if pos + 8 > end:
        raise run_error(pos, end, k12)
    v8 = k13(buf, pos)
    out['group_epoch'] = v8[0]
    out['assignment_epoch'] = v8[1]
    pos += 8
    s9 = pos
    if pos >= end:
        raise past_end(pos, 'topology', 'struct presence byte')
    if buf[pos] >= 128:
        out['topology'] = None
        pos += 1
    else:
        pos += 1
        d10 = {}
        out['topology'] = d10
        pos = struct_20(buf, pos, end, d10, ctx)
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
        out['members'] = None
    else:
        ctx.cost += n12 * 6000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'members', n12)
        a13 = []
        out['members'] = a13
        for _ in range(n12):
            s14 = pos
            d15 = {}
            a13.append(d15)
            pos = struct_32(buf, pos, end, d15, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k33)
    v16 = k9(buf, pos)
    out['authorized_operations'] = v16[0]
    pos += 4
    s17 = pos
    if pos >= end:
        raise past_end(pos, 'topology_description', 'struct presence byte')
    if buf[pos] >= 128:
        out['topology_description'] = None
        pos += 1
    else:
        pos += 1
        d18 = {}
        out['topology_description'] = d18
        pos = struct_41(buf, pos, end, d18, ctx)
    if pos + 1 > end:
        raise run_error(pos, end, k42)
    v19 = k37(buf, pos)
    out['topology_description_status'] = v19[0]
    pos += 1
    s20 = pos
    if pos < end and buf[pos] < 128:
        n21 = buf[pos] - 1
        pos += 1
    else:
        n21, pos = read_uvarint(buf, pos, end)
        n21 -= 1
    if n21 < 0 or pos + n21 > end:
        if n21 != -1:
            raise sized_error(s20, pos, end, 'assignor_name', 'string', n21)
        out['assignor_name'] = None
    else:
        out['assignor_name'] = buf[pos : pos + n21].decode('utf-8', 'replace')
        pos += n21
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_44(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k8)
    v1 = k9(buf, pos)
    out['throttle_time_ms'] = v1[0]
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
        out['groups'] = None
    else:
        ctx.cost += n3 * 4250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'groups', n3)
        a4 = []
        out['groups'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_43(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


k1 = (('include_authorized_operations', 'bool', 1),)
k2 = Struct('>?').unpack_from
k3 = tagged_section({}, unknown_tag_json)
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
