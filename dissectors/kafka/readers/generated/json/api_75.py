"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int32, uuid_text


def struct_2(buf, pos, end, out, ctx):
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
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


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
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        out['topic_name'] = None
    else:
        out['topic_name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k5)
    v3 = k4(buf, pos)
    out['partition_index'] = v3[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
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
            raise count_error(s1, pos, end, 'topics', n2)
        out['topics'] = None
    else:
        ctx.cost += n2 * 500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        a3 = []
        out['topics'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_2(buf, pos, end, d5, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k3)
    v6 = k4(buf, pos)
    out['response_partition_limit'] = v6[0]
    pos += 4
    s7 = pos
    if pos >= end:
        raise past_end(pos, 'cursor', 'struct presence byte')
    if buf[pos] >= 128:
        out['cursor'] = None
        pos += 1
    else:
        pos += 1
        d8 = {}
        out['cursor'] = d8
        pos = struct_6(buf, pos, end, d8, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_15(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k13)
    v1 = k14(buf, pos)
    out['error_code'] = v1[0]
    out['partition_index'] = v1[1]
    out['leader_id'] = v1[2]
    out['leader_epoch'] = v1[3]
    pos += 14
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'replica_nodes', n3)
        out['replica_nodes'] = None
    else:
        ctx.cost += n3 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'replica_nodes', n3)
        a4 = []
        out['replica_nodes'] = a4
        for _ in range(n3):
            if pos + 4 > end:
                raise past_end(pos, 'replica_nodes', 'int32')
            a4.append(unpack_int32(buf, pos)[0])
            pos += 4
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'isr_nodes', n6)
        out['isr_nodes'] = None
    else:
        ctx.cost += n6 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'isr_nodes', n6)
        a7 = []
        out['isr_nodes'] = a7
        for _ in range(n6):
            if pos + 4 > end:
                raise past_end(pos, 'isr_nodes', 'int32')
            a7.append(unpack_int32(buf, pos)[0])
            pos += 4
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'eligible_leader_replicas', n9)
        out['eligible_leader_replicas'] = None
    else:
        ctx.cost += n9 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'eligible_leader_replicas', n9)
        a10 = []
        out['eligible_leader_replicas'] = a10
        for _ in range(n9):
            if pos + 4 > end:
                raise past_end(pos, 'eligible_leader_replicas', 'int32')
            a10.append(unpack_int32(buf, pos)[0])
            pos += 4
    s11 = pos
    if pos < end and buf[pos] < 128:
        n12 = buf[pos] - 1
        pos += 1
    else:
        n12, pos = read_uvarint(buf, pos, end)
        n12 -= 1
    if n12 < 0 or n12 > end - pos:
        if n12 != -1:
            raise count_error(s11, pos, end, 'last_known_elr', n12)
        out['last_known_elr'] = None
    else:
        ctx.cost += n12 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'last_known_elr', n12)
        a13 = []
        out['last_known_elr'] = a13
        for _ in range(n12):
            if pos + 4 > end:
                raise past_end(pos, 'last_known_elr', 'int32')
            a13.append(unpack_int32(buf, pos)[0])
            pos += 4
    s14 = pos
    if pos < end and buf[pos] < 128:
        n15 = buf[pos] - 1
        pos += 1
    else:
        n15, pos = read_uvarint(buf, pos, end)
        n15 -= 1
    if n15 < 0 or n15 > end - pos:
        if n15 != -1:
            raise count_error(s14, pos, end, 'offline_replicas', n15)
        out['offline_replicas'] = None
    else:
        ctx.cost += n15 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s14, 'offline_replicas', n15)
        a16 = []
        out['offline_replicas'] = a16
        for _ in range(n15):
            if pos + 4 > end:
                raise past_end(pos, 'offline_replicas', 'int32')
            a16.append(unpack_int32(buf, pos)[0])
            pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k9)
    v1 = k10(buf, pos)
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
            raise sized_error(s2, pos, end, 'name', 'string', n3)
        out['name'] = None
    else:
        out['name'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out['topic_id'] = uuid_text(buf, pos)
    pos += 16
    if pos + 1 > end:
        raise run_error(pos, end, k11)
    v4 = k12(buf, pos)
    out['is_internal'] = v4[0]
    pos += 1
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'partitions', n6)
        out['partitions'] = None
    else:
        ctx.cost += n6 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'partitions', n6)
        a7 = []
        out['partitions'] = a7
        for _ in range(n6):
            s8 = pos
            d9 = {}
            a7.append(d9)
            pos = struct_15(buf, pos, end, d9, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k16)
    v10 = k4(buf, pos)
    out['topic_authorized_operations'] = v10[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_18(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k8)
    v1 = k4(buf, pos)
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
            raise count_error(s2, pos, end, 'topics', n3)
        out['topics'] = None
    else:
        ctx.cost += n3 * 1750
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
    if pos >= end:
        raise past_end(pos, 'next_cursor', 'struct presence byte')
    if buf[pos] >= 128:
        out['next_cursor'] = None
        pos += 1
    else:
        pos += 1
        d8 = {}
        out['next_cursor'] = d8
        pos = struct_6(buf, pos, end, d8, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


k1 = tagged_section({}, unknown_tag_json)
k3 = (('response_partition_limit', 'int32', 4),)
k4 = Struct('>i').unpack_from
k5 = (('partition_index', 'int32', 4),)
k8 = (('throttle_time_ms', 'int32', 4),)
k9 = (('error_code', 'int16', 2),)
k10 = Struct('>h').unpack_from
k11 = (('is_internal', 'bool', 1),)
k12 = Struct('>?').unpack_from
k13 = (('error_code', 'int16', 2), ('partition_index', 'int32', 4), ('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4))
k14 = Struct('>hiii').unpack_from
k16 = (('topic_authorized_operations', 'int32', 4),)

READERS = {
    ('request', 0): struct_7,
    ('response', 0): struct_18,
}
