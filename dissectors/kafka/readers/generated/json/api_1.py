"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int16, unpack_int32, uuid_text


def struct_5(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k3)
    v1 = k4(buf, pos)
    out['partition'] = v1[0]
    out['fetch_offset'] = v1[1]
    out['partition_max_bytes'] = v1[2]
    pos += 16
    return pos


def struct_6(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out['topic'] = None
    else:
        out['topic'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partitions', n4)
        out['partitions'] = None
    else:
        ctx.cost += n4 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        a5 = []
        out['partitions'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_5(buf, pos, end, d7, ctx)
    return pos


def struct_7(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['replica_id'] = v1[0]
    out['max_wait_ms'] = v1[1]
    out['min_bytes'] = v1[2]
    pos += 12
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topics', n3)
        out['topics'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        a4 = []
        out['topics'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_6(buf, pos, end, d6, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k8)
    v1 = k9(buf, pos)
    out['replica_id'] = v1[0]
    out['max_wait_ms'] = v1[1]
    out['min_bytes'] = v1[2]
    out['max_bytes'] = v1[3]
    pos += 16
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topics', n3)
        out['topics'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        a4 = []
        out['topics'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_6(buf, pos, end, d6, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 17 > end:
        raise run_error(pos, end, k11)
    v1 = k12(buf, pos)
    out['replica_id'] = v1[0]
    out['max_wait_ms'] = v1[1]
    out['min_bytes'] = v1[2]
    out['max_bytes'] = v1[3]
    out['isolation_level'] = v1[4]
    pos += 17
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topics', n3)
        out['topics'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        a4 = []
        out['topics'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_6(buf, pos, end, d6, ctx)
    return pos


def struct_16(buf, pos, end, out, ctx):
    if pos + 24 > end:
        raise run_error(pos, end, k14)
    v1 = k15(buf, pos)
    out['partition'] = v1[0]
    out['fetch_offset'] = v1[1]
    out['log_start_offset'] = v1[2]
    out['partition_max_bytes'] = v1[3]
    pos += 24
    return pos


def struct_17(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out['topic'] = None
    else:
        out['topic'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partitions', n4)
        out['partitions'] = None
    else:
        ctx.cost += n4 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        a5 = []
        out['partitions'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_16(buf, pos, end, d7, ctx)
    return pos


def struct_18(buf, pos, end, out, ctx):
    if pos + 17 > end:
        raise run_error(pos, end, k11)
    v1 = k12(buf, pos)
    out['replica_id'] = v1[0]
    out['max_wait_ms'] = v1[1]
    out['min_bytes'] = v1[2]
    out['max_bytes'] = v1[3]
    out['isolation_level'] = v1[4]
    pos += 17
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topics', n3)
        out['topics'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        a4 = []
        out['topics'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_17(buf, pos, end, d6, ctx)
    return pos


def struct_21(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out['topic'] = None
    else:
        out['topic'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
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
    return pos


def struct_22(buf, pos, end, out, ctx):
    if pos + 25 > end:
        raise run_error(pos, end, k19)
    v1 = k20(buf, pos)
    out['replica_id'] = v1[0]
    out['max_wait_ms'] = v1[1]
    out['min_bytes'] = v1[2]
    out['max_bytes'] = v1[3]
    out['isolation_level'] = v1[4]
    out['session_id'] = v1[5]
    out['session_epoch'] = v1[6]
    pos += 25
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topics', n3)
        out['topics'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        a4 = []
        out['topics'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_17(buf, pos, end, d6, ctx)
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'forgotten_topics_data', 'array length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'forgotten_topics_data', n8)
        out['forgotten_topics_data'] = None
    else:
        ctx.cost += n8 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'forgotten_topics_data', n8)
        a9 = []
        out['forgotten_topics_data'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_21(buf, pos, end, d11, ctx)
    return pos


def struct_25(buf, pos, end, out, ctx):
    if pos + 28 > end:
        raise run_error(pos, end, k23)
    v1 = k24(buf, pos)
    out['partition'] = v1[0]
    out['current_leader_epoch'] = v1[1]
    out['fetch_offset'] = v1[2]
    out['log_start_offset'] = v1[3]
    out['partition_max_bytes'] = v1[4]
    pos += 28
    return pos


def struct_26(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out['topic'] = None
    else:
        out['topic'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partitions', n4)
        out['partitions'] = None
    else:
        ctx.cost += n4 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        a5 = []
        out['partitions'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_25(buf, pos, end, d7, ctx)
    return pos


def struct_27(buf, pos, end, out, ctx):
    if pos + 25 > end:
        raise run_error(pos, end, k19)
    v1 = k20(buf, pos)
    out['replica_id'] = v1[0]
    out['max_wait_ms'] = v1[1]
    out['min_bytes'] = v1[2]
    out['max_bytes'] = v1[3]
    out['isolation_level'] = v1[4]
    out['session_id'] = v1[5]
    out['session_epoch'] = v1[6]
    pos += 25
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topics', n3)
        out['topics'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        a4 = []
        out['topics'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_26(buf, pos, end, d6, ctx)
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'forgotten_topics_data', 'array length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'forgotten_topics_data', n8)
        out['forgotten_topics_data'] = None
    else:
        ctx.cost += n8 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'forgotten_topics_data', n8)
        a9 = []
        out['forgotten_topics_data'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_21(buf, pos, end, d11, ctx)
    return pos


def struct_28(buf, pos, end, out, ctx):
    if pos + 25 > end:
        raise run_error(pos, end, k19)
    v1 = k20(buf, pos)
    out['replica_id'] = v1[0]
    out['max_wait_ms'] = v1[1]
    out['min_bytes'] = v1[2]
    out['max_bytes'] = v1[3]
    out['isolation_level'] = v1[4]
    out['session_id'] = v1[5]
    out['session_epoch'] = v1[6]
    pos += 25
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topics', n3)
        out['topics'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        a4 = []
        out['topics'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_26(buf, pos, end, d6, ctx)
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'forgotten_topics_data', 'array length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'forgotten_topics_data', n8)
        out['forgotten_topics_data'] = None
    else:
        ctx.cost += n8 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'forgotten_topics_data', n8)
        a9 = []
        out['forgotten_topics_data'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_21(buf, pos, end, d11, ctx)
    s12 = pos
    if pos + 2 > end:
        raise past_end(pos, 'rack_id', 'string length')
    n13 = unpack_int16(buf, pos)[0]
    pos += 2
    if n13 < 0 or pos + n13 > end:
        if n13 != -1:
            raise sized_error(s12, pos, end, 'rack_id', 'string', n13)
        out['rack_id'] = None
    else:
        out['rack_id'] = buf[pos : pos + n13].decode('utf-8', 'replace')
        pos += n13
    return pos


def field_29(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'cluster_id', 'string', n2)
        out['cluster_id'] = None
    else:
        out['cluster_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    return pos


def struct_33(buf, pos, end, out, ctx):
    if pos + 32 > end:
        raise run_error(pos, end, k30)
    v1 = k31(buf, pos)
    out['partition'] = v1[0]
    out['current_leader_epoch'] = v1[1]
    out['fetch_offset'] = v1[2]
    out['last_fetched_epoch'] = v1[3]
    out['log_start_offset'] = v1[4]
    out['partition_max_bytes'] = v1[5]
    pos += 32
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_34(buf, pos, end, out, ctx):
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
        ctx.cost += n4 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        a5 = []
        out['partitions'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_33(buf, pos, end, d7, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_35(buf, pos, end, out, ctx):
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
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_37(buf, pos, end, out, ctx):
    if pos + 25 > end:
        raise run_error(pos, end, k19)
    v1 = k20(buf, pos)
    out['replica_id'] = v1[0]
    out['max_wait_ms'] = v1[1]
    out['min_bytes'] = v1[2]
    out['max_bytes'] = v1[3]
    out['isolation_level'] = v1[4]
    out['session_id'] = v1[5]
    out['session_epoch'] = v1[6]
    pos += 25
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topics', n3)
        out['topics'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        a4 = []
        out['topics'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_34(buf, pos, end, d6, ctx)
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'forgotten_topics_data', n8)
        out['forgotten_topics_data'] = None
    else:
        ctx.cost += n8 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'forgotten_topics_data', n8)
        a9 = []
        out['forgotten_topics_data'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_35(buf, pos, end, d11, ctx)
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or pos + n13 > end:
        if n13 != -1:
            raise sized_error(s12, pos, end, 'rack_id', 'string', n13)
        out['rack_id'] = None
    else:
        out['rack_id'] = buf[pos : pos + n13].decode('utf-8', 'replace')
        pos += n13
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k36(buf, pos, end, out, ctx)
    return pos


def struct_38(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out['topic_id'] = uuid_text(buf, pos)
    pos += 16
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'partitions', n2)
        out['partitions'] = None
    else:
        ctx.cost += n2 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partitions', n2)
        a3 = []
        out['partitions'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_33(buf, pos, end, d5, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_39(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out['topic_id'] = uuid_text(buf, pos)
    pos += 16
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'partitions', n2)
        out['partitions'] = None
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partitions', n2)
        a3 = []
        out['partitions'] = a3
        for _ in range(n2):
            if pos + 4 > end:
                raise past_end(pos, 'partitions', 'int32')
            a3.append(unpack_int32(buf, pos)[0])
            pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_40(buf, pos, end, out, ctx):
    if pos + 25 > end:
        raise run_error(pos, end, k19)
    v1 = k20(buf, pos)
    out['replica_id'] = v1[0]
    out['max_wait_ms'] = v1[1]
    out['min_bytes'] = v1[2]
    out['max_bytes'] = v1[3]
    out['isolation_level'] = v1[4]
    out['session_id'] = v1[5]
    out['session_epoch'] = v1[6]
    pos += 25
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topics', n3)
        out['topics'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        a4 = []
        out['topics'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_38(buf, pos, end, d6, ctx)
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'forgotten_topics_data', n8)
        out['forgotten_topics_data'] = None
    else:
        ctx.cost += n8 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'forgotten_topics_data', n8)
        a9 = []
        out['forgotten_topics_data'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_39(buf, pos, end, d11, ctx)
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or pos + n13 > end:
        if n13 != -1:
            raise sized_error(s12, pos, end, 'rack_id', 'string', n13)
        out['rack_id'] = None
    else:
        out['rack_id'] = buf[pos : pos + n13].decode('utf-8', 'replace')
        pos += n13
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k36(buf, pos, end, out, ctx)
    return pos


def struct_43(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k41)
    v1 = k42(buf, pos)
    out['replica_id'] = v1[0]
    out['replica_epoch'] = v1[1]
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def field_44(buf, pos, end, out, ctx):
    s1 = pos
    d2 = {}
    out['replica_state'] = d2
    pos = struct_43(buf, pos, end, d2, ctx)
    return pos


def struct_48(buf, pos, end, out, ctx):
    if pos + 21 > end:
        raise run_error(pos, end, k45)
    v1 = k46(buf, pos)
    out['max_wait_ms'] = v1[0]
    out['min_bytes'] = v1[1]
    out['max_bytes'] = v1[2]
    out['isolation_level'] = v1[3]
    out['session_id'] = v1[4]
    out['session_epoch'] = v1[5]
    pos += 21
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topics', n3)
        out['topics'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        a4 = []
        out['topics'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_38(buf, pos, end, d6, ctx)
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'forgotten_topics_data', n8)
        out['forgotten_topics_data'] = None
    else:
        ctx.cost += n8 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'forgotten_topics_data', n8)
        a9 = []
        out['forgotten_topics_data'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_39(buf, pos, end, d11, ctx)
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or pos + n13 > end:
        if n13 != -1:
            raise sized_error(s12, pos, end, 'rack_id', 'string', n13)
        out['rack_id'] = None
    else:
        out['rack_id'] = buf[pos : pos + n13].decode('utf-8', 'replace')
        pos += n13
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k47(buf, pos, end, out, ctx)
    return pos


def field_49(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise past_end(pos, 'replica_directory_id', 'uuid')
    out['replica_directory_id'] = uuid_text(buf, pos)
    pos += 16
    return pos


def struct_51(buf, pos, end, out, ctx):
    if pos + 32 > end:
        raise run_error(pos, end, k30)
    v1 = k31(buf, pos)
    out['partition'] = v1[0]
    out['current_leader_epoch'] = v1[1]
    out['fetch_offset'] = v1[2]
    out['last_fetched_epoch'] = v1[3]
    out['log_start_offset'] = v1[4]
    out['partition_max_bytes'] = v1[5]
    pos += 32
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k50(buf, pos, end, out, ctx)
    return pos


def struct_52(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out['topic_id'] = uuid_text(buf, pos)
    pos += 16
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'partitions', n2)
        out['partitions'] = None
    else:
        ctx.cost += n2 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partitions', n2)
        a3 = []
        out['partitions'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_51(buf, pos, end, d5, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_53(buf, pos, end, out, ctx):
    if pos + 21 > end:
        raise run_error(pos, end, k45)
    v1 = k46(buf, pos)
    out['max_wait_ms'] = v1[0]
    out['min_bytes'] = v1[1]
    out['max_bytes'] = v1[2]
    out['isolation_level'] = v1[3]
    out['session_id'] = v1[4]
    out['session_epoch'] = v1[5]
    pos += 21
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topics', n3)
        out['topics'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        a4 = []
        out['topics'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_52(buf, pos, end, d6, ctx)
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'forgotten_topics_data', n8)
        out['forgotten_topics_data'] = None
    else:
        ctx.cost += n8 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'forgotten_topics_data', n8)
        a9 = []
        out['forgotten_topics_data'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_39(buf, pos, end, d11, ctx)
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or pos + n13 > end:
        if n13 != -1:
            raise sized_error(s12, pos, end, 'rack_id', 'string', n13)
        out['rack_id'] = None
    else:
        out['rack_id'] = buf[pos : pos + n13].decode('utf-8', 'replace')
        pos += n13
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k47(buf, pos, end, out, ctx)
    return pos


def field_56(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k54)
    v1 = k55(buf, pos)
    out['high_watermark'] = v1[0]
    pos += 8
    return pos


def struct_58(buf, pos, end, out, ctx):
    if pos + 32 > end:
        raise run_error(pos, end, k30)
    v1 = k31(buf, pos)
    out['partition'] = v1[0]
    out['current_leader_epoch'] = v1[1]
    out['fetch_offset'] = v1[2]
    out['last_fetched_epoch'] = v1[3]
    out['log_start_offset'] = v1[4]
    out['partition_max_bytes'] = v1[5]
    pos += 32
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k57(buf, pos, end, out, ctx)
    return pos


def struct_59(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out['topic_id'] = uuid_text(buf, pos)
    pos += 16
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'partitions', n2)
        out['partitions'] = None
    else:
        ctx.cost += n2 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partitions', n2)
        a3 = []
        out['partitions'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_58(buf, pos, end, d5, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_60(buf, pos, end, out, ctx):
    if pos + 21 > end:
        raise run_error(pos, end, k45)
    v1 = k46(buf, pos)
    out['max_wait_ms'] = v1[0]
    out['min_bytes'] = v1[1]
    out['max_bytes'] = v1[2]
    out['isolation_level'] = v1[3]
    out['session_id'] = v1[4]
    out['session_epoch'] = v1[5]
    pos += 21
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topics', n3)
        out['topics'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        a4 = []
        out['topics'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_59(buf, pos, end, d6, ctx)
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'forgotten_topics_data', n8)
        out['forgotten_topics_data'] = None
    else:
        ctx.cost += n8 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'forgotten_topics_data', n8)
        a9 = []
        out['forgotten_topics_data'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_39(buf, pos, end, d11, ctx)
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or pos + n13 > end:
        if n13 != -1:
            raise sized_error(s12, pos, end, 'rack_id', 'string', n13)
        out['rack_id'] = None
    else:
        out['rack_id'] = buf[pos : pos + n13].decode('utf-8', 'replace')
        pos += n13
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k47(buf, pos, end, out, ctx)
    return pos


def struct_63(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k61)
    v1 = k62(buf, pos)
    out['partition_index'] = v1[0]
    out['error_code'] = v1[1]
    out['high_watermark'] = v1[2]
    pos += 14
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'records', 'records length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'records', 'records', n3)
        out['records'] = None
    else:
        out['records'] = {'size': n3} if ctx.record_sets is None else ctx.record_sets(buf, s2, pos, n3)
        pos += n3
    return pos


def struct_64(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out['topic'] = None
    else:
        out['topic'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partitions', n4)
        out['partitions'] = None
    else:
        ctx.cost += n4 * 4500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        a5 = []
        out['partitions'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_63(buf, pos, end, d7, ctx)
    return pos


def struct_65(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
        out['responses'] = None
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        a3 = []
        out['responses'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_64(buf, pos, end, d5, ctx)
    return pos


def struct_68(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k66)
    v1 = k67(buf, pos)
    out['throttle_time_ms'] = v1[0]
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'responses', n3)
        out['responses'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'responses', n3)
        a4 = []
        out['responses'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_64(buf, pos, end, d6, ctx)
    return pos


def struct_73(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k71)
    v1 = k72(buf, pos)
    out['producer_id'] = v1[0]
    out['first_offset'] = v1[1]
    pos += 16
    return pos


def struct_74(buf, pos, end, out, ctx):
    if pos + 22 > end:
        raise run_error(pos, end, k69)
    v1 = k70(buf, pos)
    out['partition_index'] = v1[0]
    out['error_code'] = v1[1]
    out['high_watermark'] = v1[2]
    out['last_stable_offset'] = v1[3]
    pos += 22
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'aborted_transactions', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'aborted_transactions', n3)
        out['aborted_transactions'] = None
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'aborted_transactions', n3)
        a4 = []
        out['aborted_transactions'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_73(buf, pos, end, d6, ctx)
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'records', 'records length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'records', 'records', n8)
        out['records'] = None
    else:
        out['records'] = {'size': n8} if ctx.record_sets is None else ctx.record_sets(buf, s7, pos, n8)
        pos += n8
    return pos


def struct_75(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out['topic'] = None
    else:
        out['topic'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partitions', n4)
        out['partitions'] = None
    else:
        ctx.cost += n4 * 4500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        a5 = []
        out['partitions'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_74(buf, pos, end, d7, ctx)
    return pos


def struct_76(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k66)
    v1 = k67(buf, pos)
    out['throttle_time_ms'] = v1[0]
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'responses', n3)
        out['responses'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'responses', n3)
        a4 = []
        out['responses'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_75(buf, pos, end, d6, ctx)
    return pos


def struct_79(buf, pos, end, out, ctx):
    if pos + 30 > end:
        raise run_error(pos, end, k77)
    v1 = k78(buf, pos)
    out['partition_index'] = v1[0]
    out['error_code'] = v1[1]
    out['high_watermark'] = v1[2]
    out['last_stable_offset'] = v1[3]
    out['log_start_offset'] = v1[4]
    pos += 30
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'aborted_transactions', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'aborted_transactions', n3)
        out['aborted_transactions'] = None
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'aborted_transactions', n3)
        a4 = []
        out['aborted_transactions'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_73(buf, pos, end, d6, ctx)
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'records', 'records length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'records', 'records', n8)
        out['records'] = None
    else:
        out['records'] = {'size': n8} if ctx.record_sets is None else ctx.record_sets(buf, s7, pos, n8)
        pos += n8
    return pos


def struct_80(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out['topic'] = None
    else:
        out['topic'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partitions', n4)
        out['partitions'] = None
    else:
        ctx.cost += n4 * 4500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        a5 = []
        out['partitions'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_79(buf, pos, end, d7, ctx)
    return pos


def struct_81(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k66)
    v1 = k67(buf, pos)
    out['throttle_time_ms'] = v1[0]
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'responses', n3)
        out['responses'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'responses', n3)
        a4 = []
        out['responses'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_80(buf, pos, end, d6, ctx)
    return pos


def struct_84(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k82)
    v1 = k83(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    out['session_id'] = v1[2]
    pos += 10
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'responses', n3)
        out['responses'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'responses', n3)
        a4 = []
        out['responses'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_80(buf, pos, end, d6, ctx)
    return pos


def struct_86(buf, pos, end, out, ctx):
    if pos + 30 > end:
        raise run_error(pos, end, k77)
    v1 = k78(buf, pos)
    out['partition_index'] = v1[0]
    out['error_code'] = v1[1]
    out['high_watermark'] = v1[2]
    out['last_stable_offset'] = v1[3]
    out['log_start_offset'] = v1[4]
    pos += 30
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'aborted_transactions', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'aborted_transactions', n3)
        out['aborted_transactions'] = None
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'aborted_transactions', n3)
        a4 = []
        out['aborted_transactions'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_73(buf, pos, end, d6, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k85)
    v7 = k67(buf, pos)
    out['preferred_read_replica'] = v7[0]
    pos += 4
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'records', 'records length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'records', 'records', n9)
        out['records'] = None
    else:
        out['records'] = {'size': n9} if ctx.record_sets is None else ctx.record_sets(buf, s8, pos, n9)
        pos += n9
    return pos


def struct_87(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out['topic'] = None
    else:
        out['topic'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partitions', n4)
        out['partitions'] = None
    else:
        ctx.cost += n4 * 4500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        a5 = []
        out['partitions'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_86(buf, pos, end, d7, ctx)
    return pos


def struct_88(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k82)
    v1 = k83(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    out['session_id'] = v1[2]
    pos += 10
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'responses', n3)
        out['responses'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'responses', n3)
        a4 = []
        out['responses'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_87(buf, pos, end, d6, ctx)
    return pos


def struct_90(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k89)
    v1 = k42(buf, pos)
    out['epoch'] = v1[0]
    out['end_offset'] = v1[1]
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def field_91(buf, pos, end, out, ctx):
    s1 = pos
    d2 = {}
    out['diverging_epoch'] = d2
    pos = struct_90(buf, pos, end, d2, ctx)
    return pos


def struct_94(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k92)
    v1 = k93(buf, pos)
    out['leader_id'] = v1[0]
    out['leader_epoch'] = v1[1]
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def field_95(buf, pos, end, out, ctx):
    s1 = pos
    d2 = {}
    out['current_leader'] = d2
    pos = struct_94(buf, pos, end, d2, ctx)
    return pos


def struct_98(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k96)
    v1 = k97(buf, pos)
    out['end_offset'] = v1[0]
    out['epoch'] = v1[1]
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def field_99(buf, pos, end, out, ctx):
    s1 = pos
    d2 = {}
    out['snapshot_id'] = d2
    pos = struct_98(buf, pos, end, d2, ctx)
    return pos


def struct_100(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k71)
    v1 = k72(buf, pos)
    out['producer_id'] = v1[0]
    out['first_offset'] = v1[1]
    pos += 16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_102(buf, pos, end, out, ctx):
    if pos + 30 > end:
        raise run_error(pos, end, k77)
    v1 = k78(buf, pos)
    out['partition_index'] = v1[0]
    out['error_code'] = v1[1]
    out['high_watermark'] = v1[2]
    out['last_stable_offset'] = v1[3]
    out['log_start_offset'] = v1[4]
    pos += 30
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'aborted_transactions', n3)
        out['aborted_transactions'] = None
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'aborted_transactions', n3)
        a4 = []
        out['aborted_transactions'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_100(buf, pos, end, d6, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k85)
    v7 = k67(buf, pos)
    out['preferred_read_replica'] = v7[0]
    pos += 4
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'records', 'records', n9)
        out['records'] = None
    else:
        out['records'] = {'size': n9} if ctx.record_sets is None else ctx.record_sets(buf, s8, pos, n9)
        pos += n9
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k101(buf, pos, end, out, ctx)
    return pos


def struct_103(buf, pos, end, out, ctx):
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
        ctx.cost += n4 * 4500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        a5 = []
        out['partitions'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_102(buf, pos, end, d7, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_104(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k82)
    v1 = k83(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    out['session_id'] = v1[2]
    pos += 10
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'responses', n3)
        out['responses'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'responses', n3)
        a4 = []
        out['responses'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_103(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_105(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out['topic_id'] = uuid_text(buf, pos)
    pos += 16
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'partitions', n2)
        out['partitions'] = None
    else:
        ctx.cost += n2 * 4500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partitions', n2)
        a3 = []
        out['partitions'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_102(buf, pos, end, d5, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_106(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k82)
    v1 = k83(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    out['session_id'] = v1[2]
    pos += 10
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'responses', n3)
        out['responses'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'responses', n3)
        a4 = []
        out['responses'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_105(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def struct_109(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k107)
    v1 = k67(buf, pos)
    out['node_id'] = v1[0]
    pos += 4
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'host', 'string', n3)
        out['host'] = None
    else:
        out['host'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos + 4 > end:
        raise run_error(pos, end, k108)
    v4 = k67(buf, pos)
    out['port'] = v4[0]
    pos += 4
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'rack', 'string', n6)
        out['rack'] = None
    else:
        out['rack'] = buf[pos : pos + n6].decode('utf-8', 'replace')
        pos += n6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k32(buf, pos, end, out, ctx)
    return pos


def field_110(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'node_endpoints', n2)
        out['node_endpoints'] = None
    else:
        ctx.cost += n2 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'node_endpoints', n2)
        a3 = []
        out['node_endpoints'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_109(buf, pos, end, d5, ctx)
    return pos


def struct_112(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k82)
    v1 = k83(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    out['session_id'] = v1[2]
    pos += 10
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'responses', n3)
        out['responses'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'responses', n3)
        a4 = []
        out['responses'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_105(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k111(buf, pos, end, out, ctx)
    return pos


k1 = (('replica_id', 'int32', 4), ('max_wait_ms', 'int32', 4), ('min_bytes', 'int32', 4))
k2 = Struct('>iii').unpack_from
k3 = (('partition', 'int32', 4), ('fetch_offset', 'int64', 8), ('partition_max_bytes', 'int32', 4))
k4 = Struct('>iqi').unpack_from
k8 = (('replica_id', 'int32', 4), ('max_wait_ms', 'int32', 4), ('min_bytes', 'int32', 4), ('max_bytes', 'int32', 4))
k9 = Struct('>iiii').unpack_from
k11 = (('replica_id', 'int32', 4), ('max_wait_ms', 'int32', 4), ('min_bytes', 'int32', 4), ('max_bytes', 'int32', 4), ('isolation_level', 'int8', 1))
k12 = Struct('>iiiib').unpack_from
k14 = (('partition', 'int32', 4), ('fetch_offset', 'int64', 8), ('log_start_offset', 'int64', 8), ('partition_max_bytes', 'int32', 4))
k15 = Struct('>iqqi').unpack_from
k19 = (('replica_id', 'int32', 4), ('max_wait_ms', 'int32', 4), ('min_bytes', 'int32', 4), ('max_bytes', 'int32', 4), ('isolation_level', 'int8', 1), ('session_id', 'int32', 4), ('session_epoch', 'int32', 4))
k20 = Struct('>iiiibii').unpack_from
k23 = (('partition', 'int32', 4), ('current_leader_epoch', 'int32', 4), ('fetch_offset', 'int64', 8), ('log_start_offset', 'int64', 8), ('partition_max_bytes', 'int32', 4))
k24 = Struct('>iiqqi').unpack_from
k30 = (('partition', 'int32', 4), ('current_leader_epoch', 'int32', 4), ('fetch_offset', 'int64', 8), ('last_fetched_epoch', 'int32', 4), ('log_start_offset', 'int64', 8), ('partition_max_bytes', 'int32', 4))
k31 = Struct('>iiqiqi').unpack_from
k32 = tagged_section({}, unknown_tag_json)
k36 = tagged_section({0: ('cluster_id', field_29)}, unknown_tag_json)
k41 = (('replica_id', 'int32', 4), ('replica_epoch', 'int64', 8))
k42 = Struct('>iq').unpack_from
k45 = (('max_wait_ms', 'int32', 4), ('min_bytes', 'int32', 4), ('max_bytes', 'int32', 4), ('isolation_level', 'int8', 1), ('session_id', 'int32', 4), ('session_epoch', 'int32', 4))
k46 = Struct('>iiibii').unpack_from
k47 = tagged_section({0: ('cluster_id', field_29), 1: ('replica_state', field_44)}, unknown_tag_json)
k50 = tagged_section({0: ('replica_directory_id', field_49)}, unknown_tag_json)
k54 = (('high_watermark', 'int64', 8),)
k55 = Struct('>q').unpack_from
k57 = tagged_section({0: ('replica_directory_id', field_49), 1: ('high_watermark', field_56)}, unknown_tag_json)
k61 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2), ('high_watermark', 'int64', 8))
k62 = Struct('>ihq').unpack_from
k66 = (('throttle_time_ms', 'int32', 4),)
k67 = Struct('>i').unpack_from
k69 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2), ('high_watermark', 'int64', 8), ('last_stable_offset', 'int64', 8))
k70 = Struct('>ihqq').unpack_from
k71 = (('producer_id', 'int64', 8), ('first_offset', 'int64', 8))
k72 = Struct('>qq').unpack_from
k77 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2), ('high_watermark', 'int64', 8), ('last_stable_offset', 'int64', 8), ('log_start_offset', 'int64', 8))
k78 = Struct('>ihqqq').unpack_from
k82 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2), ('session_id', 'int32', 4))
k83 = Struct('>ihi').unpack_from
k85 = (('preferred_read_replica', 'int32', 4),)
k89 = (('epoch', 'int32', 4), ('end_offset', 'int64', 8))
k92 = (('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4))
k93 = Struct('>ii').unpack_from
k96 = (('end_offset', 'int64', 8), ('epoch', 'int32', 4))
k97 = Struct('>qi').unpack_from
k101 = tagged_section({0: ('diverging_epoch', field_91), 1: ('current_leader', field_95), 2: ('snapshot_id', field_99)}, unknown_tag_json)
k107 = (('node_id', 'int32', 4),)
k108 = (('port', 'int32', 4),)
k111 = tagged_section({0: ('node_endpoints', field_110)}, unknown_tag_json)

READERS = {
    ('request', 0): struct_7,
    ('request', 1): struct_7,
    ('request', 2): struct_7,
    ('request', 3): struct_10,
    ('request', 4): struct_13,
    ('request', 5): struct_18,
    ('request', 6): struct_18,
    ('request', 7): struct_22,
    ('request', 8): struct_22,
    ('request', 9): struct_27,
    ('request', 10): struct_27,
    ('request', 11): struct_28,
    ('request', 12): struct_37,
    ('request', 13): struct_40,
    ('request', 14): struct_40,
    ('request', 15): struct_48,
    ('request', 16): struct_48,
    ('request', 17): struct_53,
    ('request', 18): struct_60,
    ('response', 0): struct_65,
    ('response', 1): struct_68,
    ('response', 2): struct_68,
    ('response', 3): struct_68,
    ('response', 4): struct_76,
    ('response', 5): struct_81,
    ('response', 6): struct_81,
    ('response', 7): struct_84,
    ('response', 8): struct_84,
    ('response', 9): struct_84,
    ('response', 10): struct_84,
    ('response', 11): struct_88,
    ('response', 12): struct_104,
    ('response', 13): struct_106,
    ('response', 14): struct_106,
    ('response', 15): struct_106,
    ('response', 16): struct_112,
    ('response', 17): struct_112,
    ('response', 18): struct_112,
}
