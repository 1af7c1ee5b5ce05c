"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int16, unpack_int32, uuid_text


def struct_7(buf, pos, end, out, ctx):
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
    if pos + 16 > end:
        raise run_error(pos, end, k3)
    v3 = k4(buf, pos)
    out['partition_index'] = v3[0]
    out['controller_epoch'] = v3[1]
    out['leader'] = v3[2]
    out['leader_epoch'] = v3[3]
    pos += 16
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'isr', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'isr', n5)
        out['isr'] = None
    else:
        ctx.cost += n5 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'isr', n5)
        a6 = []
        out['isr'] = a6
        for _ in range(n5):
            if pos + 4 > end:
                raise past_end(pos, 'isr', 'int32')
            a6.append(unpack_int32(buf, pos)[0])
            pos += 4
    if pos + 4 > end:
        raise run_error(pos, end, k5)
    v7 = k6(buf, pos)
    out['zk_version'] = v7[0]
    pos += 4
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replicas', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'replicas', n9)
        out['replicas'] = None
    else:
        ctx.cost += n9 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'replicas', n9)
        a10 = []
        out['replicas'] = a10
        for _ in range(n9):
            if pos + 4 > end:
                raise past_end(pos, 'replicas', 'int32')
            a10.append(unpack_int32(buf, pos)[0])
            pos += 4
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k8)
    v1 = k6(buf, pos)
    out['id'] = v1[0]
    pos += 4
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'v0_host', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'v0_host', 'string', n3)
        out['v0_host'] = None
    else:
        out['v0_host'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos + 4 > end:
        raise run_error(pos, end, k9)
    v4 = k6(buf, pos)
    out['v0_port'] = v4[0]
    pos += 4
    return pos


def struct_11(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['controller_id'] = v1[0]
    out['controller_epoch'] = v1[1]
    pos += 8
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'ungrouped_partition_states', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'ungrouped_partition_states', n3)
        out['ungrouped_partition_states'] = None
    else:
        ctx.cost += n3 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'ungrouped_partition_states', n3)
        a4 = []
        out['ungrouped_partition_states'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_7(buf, pos, end, d6, ctx)
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'live_brokers', 'array length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'live_brokers', n8)
        out['live_brokers'] = None
    else:
        ctx.cost += n8 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'live_brokers', n8)
        a9 = []
        out['live_brokers'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_10(buf, pos, end, d11, ctx)
    return pos


def struct_15(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k12)
    v1 = k6(buf, pos)
    out['port'] = v1[0]
    pos += 4
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'host', 'string', n3)
        out['host'] = None
    else:
        out['host'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos + 2 > end:
        raise run_error(pos, end, k13)
    v4 = k14(buf, pos)
    out['security_protocol'] = v4[0]
    pos += 2
    return pos


def struct_16(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k8)
    v1 = k6(buf, pos)
    out['id'] = v1[0]
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'endpoints', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'endpoints', n3)
        out['endpoints'] = None
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'endpoints', n3)
        a4 = []
        out['endpoints'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_15(buf, pos, end, d6, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['controller_id'] = v1[0]
    out['controller_epoch'] = v1[1]
    pos += 8
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'ungrouped_partition_states', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'ungrouped_partition_states', n3)
        out['ungrouped_partition_states'] = None
    else:
        ctx.cost += n3 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'ungrouped_partition_states', n3)
        a4 = []
        out['ungrouped_partition_states'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_7(buf, pos, end, d6, ctx)
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'live_brokers', 'array length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'live_brokers', n8)
        out['live_brokers'] = None
    else:
        ctx.cost += n8 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'live_brokers', n8)
        a9 = []
        out['live_brokers'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_16(buf, pos, end, d11, ctx)
    return pos


def struct_18(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k8)
    v1 = k6(buf, pos)
    out['id'] = v1[0]
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'endpoints', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'endpoints', n3)
        out['endpoints'] = None
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'endpoints', n3)
        a4 = []
        out['endpoints'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_15(buf, pos, end, d6, ctx)
    s7 = pos
    if pos + 2 > end:
        raise past_end(pos, 'rack', 'string length')
    n8 = unpack_int16(buf, pos)[0]
    pos += 2
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'rack', 'string', n8)
        out['rack'] = None
    else:
        out['rack'] = buf[pos : pos + n8].decode('utf-8', 'replace')
        pos += n8
    return pos


def struct_19(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['controller_id'] = v1[0]
    out['controller_epoch'] = v1[1]
    pos += 8
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'ungrouped_partition_states', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'ungrouped_partition_states', n3)
        out['ungrouped_partition_states'] = None
    else:
        ctx.cost += n3 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'ungrouped_partition_states', n3)
        a4 = []
        out['ungrouped_partition_states'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_7(buf, pos, end, d6, ctx)
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'live_brokers', 'array length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'live_brokers', n8)
        out['live_brokers'] = None
    else:
        ctx.cost += n8 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'live_brokers', n8)
        a9 = []
        out['live_brokers'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_18(buf, pos, end, d11, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k12)
    v1 = k6(buf, pos)
    out['port'] = v1[0]
    pos += 4
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'host', 'string', n3)
        out['host'] = None
    else:
        out['host'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'listener', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'listener', 'string', n5)
        out['listener'] = None
    else:
        out['listener'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    if pos + 2 > end:
        raise run_error(pos, end, k13)
    v6 = k14(buf, pos)
    out['security_protocol'] = v6[0]
    pos += 2
    return pos


def struct_21(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k8)
    v1 = k6(buf, pos)
    out['id'] = v1[0]
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'endpoints', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'endpoints', n3)
        out['endpoints'] = None
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'endpoints', n3)
        a4 = []
        out['endpoints'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_20(buf, pos, end, d6, ctx)
    s7 = pos
    if pos + 2 > end:
        raise past_end(pos, 'rack', 'string length')
    n8 = unpack_int16(buf, pos)[0]
    pos += 2
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'rack', 'string', n8)
        out['rack'] = None
    else:
        out['rack'] = buf[pos : pos + n8].decode('utf-8', 'replace')
        pos += n8
    return pos


def struct_22(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['controller_id'] = v1[0]
    out['controller_epoch'] = v1[1]
    pos += 8
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'ungrouped_partition_states', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'ungrouped_partition_states', n3)
        out['ungrouped_partition_states'] = None
    else:
        ctx.cost += n3 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'ungrouped_partition_states', n3)
        a4 = []
        out['ungrouped_partition_states'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_7(buf, pos, end, d6, ctx)
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'live_brokers', 'array length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'live_brokers', n8)
        out['live_brokers'] = None
    else:
        ctx.cost += n8 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'live_brokers', n8)
        a9 = []
        out['live_brokers'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_21(buf, pos, end, d11, ctx)
    return pos


def struct_23(buf, pos, end, out, ctx):
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
    if pos + 16 > end:
        raise run_error(pos, end, k3)
    v3 = k4(buf, pos)
    out['partition_index'] = v3[0]
    out['controller_epoch'] = v3[1]
    out['leader'] = v3[2]
    out['leader_epoch'] = v3[3]
    pos += 16
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'isr', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'isr', n5)
        out['isr'] = None
    else:
        ctx.cost += n5 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'isr', n5)
        a6 = []
        out['isr'] = a6
        for _ in range(n5):
            if pos + 4 > end:
                raise past_end(pos, 'isr', 'int32')
            a6.append(unpack_int32(buf, pos)[0])
            pos += 4
    if pos + 4 > end:
        raise run_error(pos, end, k5)
    v7 = k6(buf, pos)
    out['zk_version'] = v7[0]
    pos += 4
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replicas', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'replicas', n9)
        out['replicas'] = None
    else:
        ctx.cost += n9 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'replicas', n9)
        a10 = []
        out['replicas'] = a10
        for _ in range(n9):
            if pos + 4 > end:
                raise past_end(pos, 'replicas', 'int32')
            a10.append(unpack_int32(buf, pos)[0])
            pos += 4
    s11 = pos
    if pos + 4 > end:
        raise past_end(pos, 'offline_replicas', 'array length')
    n12 = unpack_int32(buf, pos)[0]
    pos += 4
    if n12 < 0 or n12 > end - pos:
        if n12 != -1:
            raise count_error(s11, pos, end, 'offline_replicas', n12)
        out['offline_replicas'] = None
    else:
        ctx.cost += n12 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'offline_replicas', n12)
        a13 = []
        out['offline_replicas'] = a13
        for _ in range(n12):
            if pos + 4 > end:
                raise past_end(pos, 'offline_replicas', 'int32')
            a13.append(unpack_int32(buf, pos)[0])
            pos += 4
    return pos


def struct_24(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['controller_id'] = v1[0]
    out['controller_epoch'] = v1[1]
    pos += 8
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'ungrouped_partition_states', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'ungrouped_partition_states', n3)
        out['ungrouped_partition_states'] = None
    else:
        ctx.cost += n3 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'ungrouped_partition_states', n3)
        a4 = []
        out['ungrouped_partition_states'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_23(buf, pos, end, d6, ctx)
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'live_brokers', 'array length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'live_brokers', n8)
        out['live_brokers'] = None
    else:
        ctx.cost += n8 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'live_brokers', n8)
        a9 = []
        out['live_brokers'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_21(buf, pos, end, d11, ctx)
    return pos


def struct_27(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k3)
    v1 = k4(buf, pos)
    out['partition_index'] = v1[0]
    out['controller_epoch'] = v1[1]
    out['leader'] = v1[2]
    out['leader_epoch'] = v1[3]
    pos += 16
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'isr', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'isr', n3)
        out['isr'] = None
    else:
        ctx.cost += n3 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'isr', n3)
        a4 = []
        out['isr'] = a4
        for _ in range(n3):
            if pos + 4 > end:
                raise past_end(pos, 'isr', 'int32')
            a4.append(unpack_int32(buf, pos)[0])
            pos += 4
    if pos + 4 > end:
        raise run_error(pos, end, k5)
    v5 = k6(buf, pos)
    out['zk_version'] = v5[0]
    pos += 4
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replicas', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'replicas', n7)
        out['replicas'] = None
    else:
        ctx.cost += n7 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'replicas', n7)
        a8 = []
        out['replicas'] = a8
        for _ in range(n7):
            if pos + 4 > end:
                raise past_end(pos, 'replicas', 'int32')
            a8.append(unpack_int32(buf, pos)[0])
            pos += 4
    s9 = pos
    if pos + 4 > end:
        raise past_end(pos, 'offline_replicas', 'array length')
    n10 = unpack_int32(buf, pos)[0]
    pos += 4
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'offline_replicas', n10)
        out['offline_replicas'] = None
    else:
        ctx.cost += n10 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'offline_replicas', n10)
        a11 = []
        out['offline_replicas'] = a11
        for _ in range(n10):
            if pos + 4 > end:
                raise past_end(pos, 'offline_replicas', 'int32')
            a11.append(unpack_int32(buf, pos)[0])
            pos += 4
    return pos


def struct_28(buf, pos, end, out, ctx):
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
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partition_states', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_states', n4)
        out['partition_states'] = None
    else:
        ctx.cost += n4 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_states', n4)
        a5 = []
        out['partition_states'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_27(buf, pos, end, d7, ctx)
    return pos


def struct_29(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k25)
    v1 = k26(buf, pos)
    out['controller_id'] = v1[0]
    out['controller_epoch'] = v1[1]
    out['broker_epoch'] = v1[2]
    pos += 16
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topic_states', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topic_states', n3)
        out['topic_states'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topic_states', n3)
        a4 = []
        out['topic_states'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_28(buf, pos, end, d6, ctx)
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'live_brokers', 'array length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'live_brokers', n8)
        out['live_brokers'] = None
    else:
        ctx.cost += n8 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'live_brokers', n8)
        a9 = []
        out['live_brokers'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_21(buf, pos, end, d11, ctx)
    return pos


def struct_31(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k3)
    v1 = k4(buf, pos)
    out['partition_index'] = v1[0]
    out['controller_epoch'] = v1[1]
    out['leader'] = v1[2]
    out['leader_epoch'] = v1[3]
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
            raise count_error(s2, pos, end, 'isr', n3)
        out['isr'] = None
    else:
        ctx.cost += n3 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'isr', n3)
        a4 = []
        out['isr'] = a4
        for _ in range(n3):
            if pos + 4 > end:
                raise past_end(pos, 'isr', 'int32')
            a4.append(unpack_int32(buf, pos)[0])
            pos += 4
    if pos + 4 > end:
        raise run_error(pos, end, k5)
    v5 = k6(buf, pos)
    out['zk_version'] = v5[0]
    pos += 4
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'replicas', n7)
        out['replicas'] = None
    else:
        ctx.cost += n7 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'replicas', n7)
        a8 = []
        out['replicas'] = a8
        for _ in range(n7):
            if pos + 4 > end:
                raise past_end(pos, 'replicas', 'int32')
            a8.append(unpack_int32(buf, pos)[0])
            pos += 4
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'offline_replicas', n10)
        out['offline_replicas'] = None
    else:
        ctx.cost += n10 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'offline_replicas', n10)
        a11 = []
        out['offline_replicas'] = a11
        for _ in range(n10):
            if pos + 4 > end:
                raise past_end(pos, 'offline_replicas', 'int32')
            a11.append(unpack_int32(buf, pos)[0])
            pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k30(buf, pos, end, out, ctx)
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
        ctx.cost += n4 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_states', n4)
        a5 = []
        out['partition_states'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_31(buf, pos, end, d7, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k30(buf, pos, end, out, ctx)
    return pos


def struct_33(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k12)
    v1 = k6(buf, pos)
    out['port'] = v1[0]
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
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'listener', 'string', n5)
        out['listener'] = None
    else:
        out['listener'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    if pos + 2 > end:
        raise run_error(pos, end, k13)
    v6 = k14(buf, pos)
    out['security_protocol'] = v6[0]
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k30(buf, pos, end, out, ctx)
    return pos


def struct_34(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k8)
    v1 = k6(buf, pos)
    out['id'] = v1[0]
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
            raise count_error(s2, pos, end, 'endpoints', n3)
        out['endpoints'] = None
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'endpoints', n3)
        a4 = []
        out['endpoints'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_33(buf, pos, end, d6, ctx)
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'rack', 'string', n8)
        out['rack'] = None
    else:
        out['rack'] = buf[pos : pos + n8].decode('utf-8', 'replace')
        pos += n8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k30(buf, pos, end, out, ctx)
    return pos


def struct_35(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k25)
    v1 = k26(buf, pos)
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
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topic_states', n3)
        a4 = []
        out['topic_states'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_32(buf, pos, end, d6, ctx)
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'live_brokers', n8)
        out['live_brokers'] = None
    else:
        ctx.cost += n8 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'live_brokers', n8)
        a9 = []
        out['live_brokers'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_34(buf, pos, end, d11, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k30(buf, pos, end, out, ctx)
    return pos


def struct_36(buf, pos, end, out, ctx):
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
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out['topic_id'] = uuid_text(buf, pos)
    pos += 16
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
        ctx.cost += n4 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_states', n4)
        a5 = []
        out['partition_states'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_31(buf, pos, end, d7, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k30(buf, pos, end, out, ctx)
    return pos


def struct_37(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k25)
    v1 = k26(buf, pos)
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
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topic_states', n3)
        a4 = []
        out['topic_states'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_36(buf, pos, end, d6, ctx)
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'live_brokers', n8)
        out['live_brokers'] = None
    else:
        ctx.cost += n8 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'live_brokers', n8)
        a9 = []
        out['live_brokers'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_34(buf, pos, end, d11, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k30(buf, pos, end, out, ctx)
    return pos


def field_40(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k38)
    v1 = k39(buf, pos)
    out['type'] = v1[0]
    pos += 1
    return pos


def struct_44(buf, pos, end, out, ctx):
    if pos + 17 > end:
        raise run_error(pos, end, k41)
    v1 = k42(buf, pos)
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
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topic_states', n3)
        a4 = []
        out['topic_states'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_36(buf, pos, end, d6, ctx)
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'live_brokers', n8)
        out['live_brokers'] = None
    else:
        ctx.cost += n8 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'live_brokers', n8)
        a9 = []
        out['live_brokers'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_34(buf, pos, end, d11, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k43(buf, pos, end, out, ctx)
    return pos


def struct_46(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k45)
    v1 = k14(buf, pos)
    out['error_code'] = v1[0]
    pos += 2
    return pos


def struct_47(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k45)
    v1 = k14(buf, pos)
    out['error_code'] = v1[0]
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k30(buf, pos, end, out, ctx)
    return pos


k1 = (('controller_id', 'int32', 4), ('controller_epoch', 'int32', 4))
k2 = Struct('>ii').unpack_from
k3 = (('partition_index', 'int32', 4), ('controller_epoch', 'int32', 4), ('leader', 'int32', 4), ('leader_epoch', 'int32', 4))
k4 = Struct('>iiii').unpack_from
k5 = (('zk_version', 'int32', 4),)
k6 = Struct('>i').unpack_from
k8 = (('id', 'int32', 4),)
k9 = (('v0_port', 'int32', 4),)
k12 = (('port', 'int32', 4),)
k13 = (('security_protocol', 'int16', 2),)
k14 = Struct('>h').unpack_from
k25 = (('controller_id', 'int32', 4), ('controller_epoch', 'int32', 4), ('broker_epoch', 'int64', 8))
k26 = Struct('>iiq').unpack_from
k30 = tagged_section({}, unknown_tag_json)
k38 = (('type', 'int8', 1),)
k39 = Struct('>b').unpack_from
k41 = (('controller_id', 'int32', 4), ('is_k_raft_controller', 'bool', 1), ('controller_epoch', 'int32', 4), ('broker_epoch', 'int64', 8))
k42 = Struct('>i?iq').unpack_from
k43 = tagged_section({0: ('type', field_40)}, unknown_tag_json)
k45 = (('error_code', 'int16', 2),)

READERS = {
    ('request', 0): struct_11,
    ('request', 1): struct_17,
    ('request', 2): struct_19,
    ('request', 3): struct_22,
    ('request', 4): struct_24,
    ('request', 5): struct_29,
    ('request', 6): struct_35,
    ('request', 7): struct_37,
    ('request', 8): struct_44,
    ('response', 0): struct_46,
    ('response', 1): struct_46,
    ('response', 2): struct_46,
    ('response', 3): struct_46,
    ('response', 4): struct_46,
    ('response', 5): struct_46,
    ('response', 6): struct_47,
    ('response', 7): struct_47,
    ('response', 8): struct_47,
}
