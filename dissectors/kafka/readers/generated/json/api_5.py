"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int16, unpack_int32


def struct_5(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic_name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        out['topic_name'] = None
    else:
        out['topic_name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k3)
    v3 = k4(buf, pos)
    out['partition_index'] = v3[0]
    pos += 4
    return pos


def struct_6(buf, pos, end, out, ctx):
    if pos + 9 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['controller_id'] = v1[0]
    out['controller_epoch'] = v1[1]
    out['delete_partitions'] = v1[2]
    pos += 9
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'ungrouped_partitions', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'ungrouped_partitions', n3)
        out['ungrouped_partitions'] = None
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'ungrouped_partitions', n3)
        a4 = []
        out['ungrouped_partitions'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_5(buf, pos, end, d6, ctx)
    return pos


def struct_9(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out['name'] = None
    else:
        out['name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partition_indexes', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_indexes', n4)
        out['partition_indexes'] = None
    else:
        ctx.cost += n4 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_indexes', n4)
        a5 = []
        out['partition_indexes'] = a5
        for _ in range(n4):
            if pos + 4 > end:
                raise past_end(pos, 'partition_indexes', 'int32')
            a5.append(unpack_int32(buf, pos)[0])
            pos += 4
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 17 > end:
        raise run_error(pos, end, k7)
    v1 = k8(buf, pos)
    out['controller_id'] = v1[0]
    out['controller_epoch'] = v1[1]
    out['broker_epoch'] = v1[2]
    out['delete_partitions'] = v1[3]
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
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        a4 = []
        out['topics'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_9(buf, pos, end, d6, ctx)
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
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out['name'] = None
    else:
        out['name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
            raise count_error(s3, pos, end, 'partition_indexes', n4)
        out['partition_indexes'] = None
    else:
        ctx.cost += n4 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_indexes', n4)
        a5 = []
        out['partition_indexes'] = a5
        for _ in range(n4):
            if pos + 4 > end:
                raise past_end(pos, 'partition_indexes', 'int32')
            a5.append(unpack_int32(buf, pos)[0])
            pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k11(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 17 > end:
        raise run_error(pos, end, k7)
    v1 = k8(buf, pos)
    out['controller_id'] = v1[0]
    out['controller_epoch'] = v1[1]
    out['broker_epoch'] = v1[2]
    out['delete_partitions'] = v1[3]
    pos += 17
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
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        a4 = []
        out['topics'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_12(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k11(buf, pos, end, out, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 9 > end:
        raise run_error(pos, end, k16)
    v1 = k2(buf, pos)
    out['partition_index'] = v1[0]
    out['leader_epoch'] = v1[1]
    out['delete_partition'] = v1[2]
    pos += 9
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k11(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        out['topic_name'] = None
    else:
        out['topic_name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
            raise count_error(s3, pos, end, 'partition_states', n4)
        out['partition_states'] = None
    else:
        ctx.cost += n4 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_states', n4)
        a5 = []
        out['partition_states'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_17(buf, pos, end, d7, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k11(buf, pos, end, out, ctx)
    return pos


def struct_19(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k14)
    v1 = k15(buf, pos)
    out['controller_id'] = v1[0]
    out['controller_epoch'] = v1[1]
    out['broker_epoch'] = v1[2]
    pos += 16
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topic_states', n3)
        out['topic_states'] = None
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topic_states', n3)
        a4 = []
        out['topic_states'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_18(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k11(buf, pos, end, out, ctx)
    return pos


def struct_22(buf, pos, end, out, ctx):
    if pos + 17 > end:
        raise run_error(pos, end, k20)
    v1 = k21(buf, pos)
    out['controller_id'] = v1[0]
    out['is_k_raft_controller'] = v1[1]
    out['controller_epoch'] = v1[2]
    out['broker_epoch'] = v1[3]
    pos += 17
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topic_states', n3)
        out['topic_states'] = None
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topic_states', n3)
        a4 = []
        out['topic_states'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_18(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k11(buf, pos, end, out, ctx)
    return pos


def struct_27(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic_name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        out['topic_name'] = None
    else:
        out['topic_name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 6 > end:
        raise run_error(pos, end, k25)
    v3 = k26(buf, pos)
    out['partition_index'] = v3[0]
    out['error_code'] = v3[1]
    pos += 6
    return pos


def struct_28(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k23)
    v1 = k24(buf, pos)
    out['error_code'] = v1[0]
    pos += 2
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partition_errors', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'partition_errors', n3)
        out['partition_errors'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'partition_errors', n3)
        a4 = []
        out['partition_errors'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_27(buf, pos, end, d6, ctx)
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
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        out['topic_name'] = None
    else:
        out['topic_name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 6 > end:
        raise run_error(pos, end, k25)
    v3 = k26(buf, pos)
    out['partition_index'] = v3[0]
    out['error_code'] = v3[1]
    pos += 6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k11(buf, pos, end, out, ctx)
    return pos


def struct_30(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k23)
    v1 = k24(buf, pos)
    out['error_code'] = v1[0]
    pos += 2
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'partition_errors', n3)
        out['partition_errors'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'partition_errors', n3)
        a4 = []
        out['partition_errors'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_29(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k11(buf, pos, end, out, ctx)
    return pos


k1 = (('controller_id', 'int32', 4), ('controller_epoch', 'int32', 4), ('delete_partitions', 'bool', 1))
k2 = Struct('>ii?').unpack_from
k3 = (('partition_index', 'int32', 4),)
k4 = Struct('>i').unpack_from
k7 = (('controller_id', 'int32', 4), ('controller_epoch', 'int32', 4), ('broker_epoch', 'int64', 8), ('delete_partitions', 'bool', 1))
k8 = Struct('>iiq?').unpack_from
k11 = tagged_section({}, unknown_tag_json)
k14 = (('controller_id', 'int32', 4), ('controller_epoch', 'int32', 4), ('broker_epoch', 'int64', 8))
k15 = Struct('>iiq').unpack_from
k16 = (('partition_index', 'int32', 4), ('leader_epoch', 'int32', 4), ('delete_partition', 'bool', 1))
k20 = (('controller_id', 'int32', 4), ('is_k_raft_controller', 'bool', 1), ('controller_epoch', 'int32', 4), ('broker_epoch', 'int64', 8))
k21 = Struct('>i?iq').unpack_from
k23 = (('error_code', 'int16', 2),)
k24 = Struct('>h').unpack_from
k25 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2))
k26 = Struct('>ih').unpack_from

READERS = {
    ('request', 0): struct_6,
    ('request', 1): struct_10,
    ('request', 2): struct_13,
    ('request', 3): struct_19,
    ('request', 4): struct_22,
    ('response', 0): struct_28,
    ('response', 1): struct_28,
    ('response', 2): struct_30,
    ('response', 3): struct_30,
    ('response', 4): struct_30,
}
