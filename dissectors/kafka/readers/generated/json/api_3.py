"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int16, unpack_int32, uuid_text


def struct_1(buf, pos, end, out, ctx):
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
    return pos


def struct_2(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topics', n2)
        out['topics'] = None
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        a3 = []
        out['topics'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_1(buf, pos, end, d5, ctx)
    return pos


def struct_5(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topics', n2)
        out['topics'] = None
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        a3 = []
        out['topics'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_1(buf, pos, end, d5, ctx)
    if pos + 1 > end:
        raise run_error(pos, end, k3)
    v6 = k4(buf, pos)
    out['allow_auto_topic_creation'] = v6[0]
    pos += 1
    return pos


def struct_8(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topics', n2)
        out['topics'] = None
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        a3 = []
        out['topics'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_1(buf, pos, end, d5, ctx)
    if pos + 3 > end:
        raise run_error(pos, end, k6)
    v6 = k7(buf, pos)
    out['allow_auto_topic_creation'] = v6[0]
    out['include_cluster_authorized_operations'] = v6[1]
    out['include_topic_authorized_operations'] = v6[2]
    pos += 3
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
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
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
            raise count_error(s1, pos, end, 'topics', n2)
        out['topics'] = None
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        a3 = []
        out['topics'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_10(buf, pos, end, d5, ctx)
    if pos + 3 > end:
        raise run_error(pos, end, k6)
    v6 = k7(buf, pos)
    out['allow_auto_topic_creation'] = v6[0]
    out['include_cluster_authorized_operations'] = v6[1]
    out['include_topic_authorized_operations'] = v6[2]
    pos += 3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_12(buf, pos, end, out, ctx):
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
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
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
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        a3 = []
        out['topics'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_12(buf, pos, end, d5, ctx)
    if pos + 3 > end:
        raise run_error(pos, end, k6)
    v6 = k7(buf, pos)
    out['allow_auto_topic_creation'] = v6[0]
    out['include_cluster_authorized_operations'] = v6[1]
    out['include_topic_authorized_operations'] = v6[2]
    pos += 3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_16(buf, pos, end, out, ctx):
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
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        a3 = []
        out['topics'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_12(buf, pos, end, d5, ctx)
    if pos + 2 > end:
        raise run_error(pos, end, k14)
    v6 = k15(buf, pos)
    out['allow_auto_topic_creation'] = v6[0]
    out['include_topic_authorized_operations'] = v6[1]
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
    out['node_id'] = v1[0]
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
    if pos + 4 > end:
        raise run_error(pos, end, k19)
    v4 = k18(buf, pos)
    out['port'] = v4[0]
    pos += 4
    return pos


def struct_25(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k23)
    v1 = k24(buf, pos)
    out['error_code'] = v1[0]
    out['partition_index'] = v1[1]
    out['leader_id'] = v1[2]
    pos += 10
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replica_nodes', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
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
    if pos + 4 > end:
        raise past_end(pos, 'isr_nodes', 'array length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
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
    return pos


def struct_26(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k21)
    v1 = k22(buf, pos)
    out['error_code'] = v1[0]
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'name', 'string', n3)
        out['name'] = None
    else:
        out['name'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'partitions', n5)
        out['partitions'] = None
    else:
        ctx.cost += n5 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'partitions', n5)
        a6 = []
        out['partitions'] = a6
        for _ in range(n5):
            s7 = pos
            d8 = {}
            a6.append(d8)
            pos = struct_25(buf, pos, end, d8, ctx)
    return pos


def struct_27(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'brokers', n2)
        out['brokers'] = None
    else:
        ctx.cost += n2 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'brokers', n2)
        a3 = []
        out['brokers'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_20(buf, pos, end, d5, ctx)
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'topics', n7)
        out['topics'] = None
    else:
        ctx.cost += n7 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'topics', n7)
        a8 = []
        out['topics'] = a8
        for _ in range(n7):
            s9 = pos
            d10 = {}
            a8.append(d10)
            pos = struct_26(buf, pos, end, d10, ctx)
    return pos


def struct_28(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
    out['node_id'] = v1[0]
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
    if pos + 4 > end:
        raise run_error(pos, end, k19)
    v4 = k18(buf, pos)
    out['port'] = v4[0]
    pos += 4
    s5 = pos
    if pos + 2 > end:
        raise past_end(pos, 'rack', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'rack', 'string', n6)
        out['rack'] = None
    else:
        out['rack'] = buf[pos : pos + n6].decode('utf-8', 'replace')
        pos += n6
    return pos


def struct_31(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k21)
    v1 = k22(buf, pos)
    out['error_code'] = v1[0]
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'name', 'string', n3)
        out['name'] = None
    else:
        out['name'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k30)
    v4 = k4(buf, pos)
    out['is_internal'] = v4[0]
    pos += 1
    s5 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'partitions', n6)
        out['partitions'] = None
    else:
        ctx.cost += n6 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'partitions', n6)
        a7 = []
        out['partitions'] = a7
        for _ in range(n6):
            s8 = pos
            d9 = {}
            a7.append(d9)
            pos = struct_25(buf, pos, end, d9, ctx)
    return pos


def struct_32(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'brokers', n2)
        out['brokers'] = None
    else:
        ctx.cost += n2 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'brokers', n2)
        a3 = []
        out['brokers'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_28(buf, pos, end, d5, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k29)
    v6 = k18(buf, pos)
    out['controller_id'] = v6[0]
    pos += 4
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'topics', n8)
        out['topics'] = None
    else:
        ctx.cost += n8 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'topics', n8)
        a9 = []
        out['topics'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_31(buf, pos, end, d11, ctx)
    return pos


def struct_33(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'brokers', n2)
        out['brokers'] = None
    else:
        ctx.cost += n2 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'brokers', n2)
        a3 = []
        out['brokers'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_28(buf, pos, end, d5, ctx)
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'cluster_id', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'cluster_id', 'string', n7)
        out['cluster_id'] = None
    else:
        out['cluster_id'] = buf[pos : pos + n7].decode('utf-8', 'replace')
        pos += n7
    if pos + 4 > end:
        raise run_error(pos, end, k29)
    v8 = k18(buf, pos)
    out['controller_id'] = v8[0]
    pos += 4
    s9 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n10 = unpack_int32(buf, pos)[0]
    pos += 4
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'topics', n10)
        out['topics'] = None
    else:
        ctx.cost += n10 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'topics', n10)
        a11 = []
        out['topics'] = a11
        for _ in range(n10):
            s12 = pos
            d13 = {}
            a11.append(d13)
            pos = struct_31(buf, pos, end, d13, ctx)
    return pos


def struct_35(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k34)
    v1 = k18(buf, pos)
    out['throttle_time_ms'] = v1[0]
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'brokers', n3)
        out['brokers'] = None
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'brokers', n3)
        a4 = []
        out['brokers'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_28(buf, pos, end, d6, ctx)
    s7 = pos
    if pos + 2 > end:
        raise past_end(pos, 'cluster_id', 'string length')
    n8 = unpack_int16(buf, pos)[0]
    pos += 2
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'cluster_id', 'string', n8)
        out['cluster_id'] = None
    else:
        out['cluster_id'] = buf[pos : pos + n8].decode('utf-8', 'replace')
        pos += n8
    if pos + 4 > end:
        raise run_error(pos, end, k29)
    v9 = k18(buf, pos)
    out['controller_id'] = v9[0]
    pos += 4
    s10 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n11 = unpack_int32(buf, pos)[0]
    pos += 4
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'topics', n11)
        out['topics'] = None
    else:
        ctx.cost += n11 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'topics', n11)
        a12 = []
        out['topics'] = a12
        for _ in range(n11):
            s13 = pos
            d14 = {}
            a12.append(d14)
            pos = struct_31(buf, pos, end, d14, ctx)
    return pos


def struct_36(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k23)
    v1 = k24(buf, pos)
    out['error_code'] = v1[0]
    out['partition_index'] = v1[1]
    out['leader_id'] = v1[2]
    pos += 10
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replica_nodes', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
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
    if pos + 4 > end:
        raise past_end(pos, 'isr_nodes', 'array length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
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
    if pos + 4 > end:
        raise past_end(pos, 'offline_replicas', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'offline_replicas', n9)
        out['offline_replicas'] = None
    else:
        ctx.cost += n9 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'offline_replicas', n9)
        a10 = []
        out['offline_replicas'] = a10
        for _ in range(n9):
            if pos + 4 > end:
                raise past_end(pos, 'offline_replicas', 'int32')
            a10.append(unpack_int32(buf, pos)[0])
            pos += 4
    return pos


def struct_37(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k21)
    v1 = k22(buf, pos)
    out['error_code'] = v1[0]
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'name', 'string', n3)
        out['name'] = None
    else:
        out['name'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k30)
    v4 = k4(buf, pos)
    out['is_internal'] = v4[0]
    pos += 1
    s5 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'partitions', n6)
        out['partitions'] = None
    else:
        ctx.cost += n6 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'partitions', n6)
        a7 = []
        out['partitions'] = a7
        for _ in range(n6):
            s8 = pos
            d9 = {}
            a7.append(d9)
            pos = struct_36(buf, pos, end, d9, ctx)
    return pos


def struct_38(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k34)
    v1 = k18(buf, pos)
    out['throttle_time_ms'] = v1[0]
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'brokers', n3)
        out['brokers'] = None
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'brokers', n3)
        a4 = []
        out['brokers'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_28(buf, pos, end, d6, ctx)
    s7 = pos
    if pos + 2 > end:
        raise past_end(pos, 'cluster_id', 'string length')
    n8 = unpack_int16(buf, pos)[0]
    pos += 2
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'cluster_id', 'string', n8)
        out['cluster_id'] = None
    else:
        out['cluster_id'] = buf[pos : pos + n8].decode('utf-8', 'replace')
        pos += n8
    if pos + 4 > end:
        raise run_error(pos, end, k29)
    v9 = k18(buf, pos)
    out['controller_id'] = v9[0]
    pos += 4
    s10 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n11 = unpack_int32(buf, pos)[0]
    pos += 4
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'topics', n11)
        out['topics'] = None
    else:
        ctx.cost += n11 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'topics', n11)
        a12 = []
        out['topics'] = a12
        for _ in range(n11):
            s13 = pos
            d14 = {}
            a12.append(d14)
            pos = struct_37(buf, pos, end, d14, ctx)
    return pos


def struct_41(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k39)
    v1 = k40(buf, pos)
    out['error_code'] = v1[0]
    out['partition_index'] = v1[1]
    out['leader_id'] = v1[2]
    out['leader_epoch'] = v1[3]
    pos += 14
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replica_nodes', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
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
    if pos + 4 > end:
        raise past_end(pos, 'isr_nodes', 'array length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
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
    if pos + 4 > end:
        raise past_end(pos, 'offline_replicas', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'offline_replicas', n9)
        out['offline_replicas'] = None
    else:
        ctx.cost += n9 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'offline_replicas', n9)
        a10 = []
        out['offline_replicas'] = a10
        for _ in range(n9):
            if pos + 4 > end:
                raise past_end(pos, 'offline_replicas', 'int32')
            a10.append(unpack_int32(buf, pos)[0])
            pos += 4
    return pos


def struct_42(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k21)
    v1 = k22(buf, pos)
    out['error_code'] = v1[0]
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'name', 'string', n3)
        out['name'] = None
    else:
        out['name'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k30)
    v4 = k4(buf, pos)
    out['is_internal'] = v4[0]
    pos += 1
    s5 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'partitions', n6)
        out['partitions'] = None
    else:
        ctx.cost += n6 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'partitions', n6)
        a7 = []
        out['partitions'] = a7
        for _ in range(n6):
            s8 = pos
            d9 = {}
            a7.append(d9)
            pos = struct_41(buf, pos, end, d9, ctx)
    return pos


def struct_43(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k34)
    v1 = k18(buf, pos)
    out['throttle_time_ms'] = v1[0]
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'brokers', n3)
        out['brokers'] = None
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'brokers', n3)
        a4 = []
        out['brokers'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_28(buf, pos, end, d6, ctx)
    s7 = pos
    if pos + 2 > end:
        raise past_end(pos, 'cluster_id', 'string length')
    n8 = unpack_int16(buf, pos)[0]
    pos += 2
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'cluster_id', 'string', n8)
        out['cluster_id'] = None
    else:
        out['cluster_id'] = buf[pos : pos + n8].decode('utf-8', 'replace')
        pos += n8
    if pos + 4 > end:
        raise run_error(pos, end, k29)
    v9 = k18(buf, pos)
    out['controller_id'] = v9[0]
    pos += 4
    s10 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n11 = unpack_int32(buf, pos)[0]
    pos += 4
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'topics', n11)
        out['topics'] = None
    else:
        ctx.cost += n11 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'topics', n11)
        a12 = []
        out['topics'] = a12
        for _ in range(n11):
            s13 = pos
            d14 = {}
            a12.append(d14)
            pos = struct_42(buf, pos, end, d14, ctx)
    return pos


def struct_45(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k21)
    v1 = k22(buf, pos)
    out['error_code'] = v1[0]
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'name', 'string', n3)
        out['name'] = None
    else:
        out['name'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k30)
    v4 = k4(buf, pos)
    out['is_internal'] = v4[0]
    pos += 1
    s5 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'partitions', n6)
        out['partitions'] = None
    else:
        ctx.cost += n6 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'partitions', n6)
        a7 = []
        out['partitions'] = a7
        for _ in range(n6):
            s8 = pos
            d9 = {}
            a7.append(d9)
            pos = struct_41(buf, pos, end, d9, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k44)
    v10 = k18(buf, pos)
    out['topic_authorized_operations'] = v10[0]
    pos += 4
    return pos


def struct_47(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k34)
    v1 = k18(buf, pos)
    out['throttle_time_ms'] = v1[0]
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'brokers', n3)
        out['brokers'] = None
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'brokers', n3)
        a4 = []
        out['brokers'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_28(buf, pos, end, d6, ctx)
    s7 = pos
    if pos + 2 > end:
        raise past_end(pos, 'cluster_id', 'string length')
    n8 = unpack_int16(buf, pos)[0]
    pos += 2
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'cluster_id', 'string', n8)
        out['cluster_id'] = None
    else:
        out['cluster_id'] = buf[pos : pos + n8].decode('utf-8', 'replace')
        pos += n8
    if pos + 4 > end:
        raise run_error(pos, end, k29)
    v9 = k18(buf, pos)
    out['controller_id'] = v9[0]
    pos += 4
    s10 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n11 = unpack_int32(buf, pos)[0]
    pos += 4
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'topics', n11)
        out['topics'] = None
    else:
        ctx.cost += n11 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'topics', n11)
        a12 = []
        out['topics'] = a12
        for _ in range(n11):
            s13 = pos
            d14 = {}
            a12.append(d14)
            pos = struct_45(buf, pos, end, d14, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k46)
    v15 = k18(buf, pos)
    out['cluster_authorized_operations'] = v15[0]
    pos += 4
    return pos


def struct_48(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
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
        raise run_error(pos, end, k19)
    v4 = k18(buf, pos)
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
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_49(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k39)
    v1 = k40(buf, pos)
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
            raise count_error(s8, pos, end, 'offline_replicas', n9)
        out['offline_replicas'] = None
    else:
        ctx.cost += n9 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'offline_replicas', n9)
        a10 = []
        out['offline_replicas'] = a10
        for _ in range(n9):
            if pos + 4 > end:
                raise past_end(pos, 'offline_replicas', 'int32')
            a10.append(unpack_int32(buf, pos)[0])
            pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_50(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k21)
    v1 = k22(buf, pos)
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
    if pos + 1 > end:
        raise run_error(pos, end, k30)
    v4 = k4(buf, pos)
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
        ctx.cost += n6 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'partitions', n6)
        a7 = []
        out['partitions'] = a7
        for _ in range(n6):
            s8 = pos
            d9 = {}
            a7.append(d9)
            pos = struct_49(buf, pos, end, d9, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k44)
    v10 = k18(buf, pos)
    out['topic_authorized_operations'] = v10[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_51(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k34)
    v1 = k18(buf, pos)
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
            raise count_error(s2, pos, end, 'brokers', n3)
        out['brokers'] = None
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'brokers', n3)
        a4 = []
        out['brokers'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_48(buf, pos, end, d6, ctx)
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'cluster_id', 'string', n8)
        out['cluster_id'] = None
    else:
        out['cluster_id'] = buf[pos : pos + n8].decode('utf-8', 'replace')
        pos += n8
    if pos + 4 > end:
        raise run_error(pos, end, k29)
    v9 = k18(buf, pos)
    out['controller_id'] = v9[0]
    pos += 4
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'topics', n11)
        out['topics'] = None
    else:
        ctx.cost += n11 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'topics', n11)
        a12 = []
        out['topics'] = a12
        for _ in range(n11):
            s13 = pos
            d14 = {}
            a12.append(d14)
            pos = struct_50(buf, pos, end, d14, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k46)
    v15 = k18(buf, pos)
    out['cluster_authorized_operations'] = v15[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_52(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k21)
    v1 = k22(buf, pos)
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
        raise run_error(pos, end, k30)
    v4 = k4(buf, pos)
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
        ctx.cost += n6 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'partitions', n6)
        a7 = []
        out['partitions'] = a7
        for _ in range(n6):
            s8 = pos
            d9 = {}
            a7.append(d9)
            pos = struct_49(buf, pos, end, d9, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k44)
    v10 = k18(buf, pos)
    out['topic_authorized_operations'] = v10[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_53(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k34)
    v1 = k18(buf, pos)
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
            raise count_error(s2, pos, end, 'brokers', n3)
        out['brokers'] = None
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'brokers', n3)
        a4 = []
        out['brokers'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_48(buf, pos, end, d6, ctx)
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'cluster_id', 'string', n8)
        out['cluster_id'] = None
    else:
        out['cluster_id'] = buf[pos : pos + n8].decode('utf-8', 'replace')
        pos += n8
    if pos + 4 > end:
        raise run_error(pos, end, k29)
    v9 = k18(buf, pos)
    out['controller_id'] = v9[0]
    pos += 4
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'topics', n11)
        out['topics'] = None
    else:
        ctx.cost += n11 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'topics', n11)
        a12 = []
        out['topics'] = a12
        for _ in range(n11):
            s13 = pos
            d14 = {}
            a12.append(d14)
            pos = struct_52(buf, pos, end, d14, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k46)
    v15 = k18(buf, pos)
    out['cluster_authorized_operations'] = v15[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_54(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k34)
    v1 = k18(buf, pos)
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
            raise count_error(s2, pos, end, 'brokers', n3)
        out['brokers'] = None
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'brokers', n3)
        a4 = []
        out['brokers'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_48(buf, pos, end, d6, ctx)
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'cluster_id', 'string', n8)
        out['cluster_id'] = None
    else:
        out['cluster_id'] = buf[pos : pos + n8].decode('utf-8', 'replace')
        pos += n8
    if pos + 4 > end:
        raise run_error(pos, end, k29)
    v9 = k18(buf, pos)
    out['controller_id'] = v9[0]
    pos += 4
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'topics', n11)
        out['topics'] = None
    else:
        ctx.cost += n11 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'topics', n11)
        a12 = []
        out['topics'] = a12
        for _ in range(n11):
            s13 = pos
            d14 = {}
            a12.append(d14)
            pos = struct_52(buf, pos, end, d14, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_55(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k34)
    v1 = k18(buf, pos)
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
            raise count_error(s2, pos, end, 'brokers', n3)
        out['brokers'] = None
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'brokers', n3)
        a4 = []
        out['brokers'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_48(buf, pos, end, d6, ctx)
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'cluster_id', 'string', n8)
        out['cluster_id'] = None
    else:
        out['cluster_id'] = buf[pos : pos + n8].decode('utf-8', 'replace')
        pos += n8
    if pos + 4 > end:
        raise run_error(pos, end, k29)
    v9 = k18(buf, pos)
    out['controller_id'] = v9[0]
    pos += 4
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'topics', n11)
        out['topics'] = None
    else:
        ctx.cost += n11 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'topics', n11)
        a12 = []
        out['topics'] = a12
        for _ in range(n11):
            s13 = pos
            d14 = {}
            a12.append(d14)
            pos = struct_52(buf, pos, end, d14, ctx)
    if pos + 2 > end:
        raise run_error(pos, end, k21)
    v15 = k22(buf, pos)
    out['error_code'] = v15[0]
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


k3 = (('allow_auto_topic_creation', 'bool', 1),)
k4 = Struct('>?').unpack_from
k6 = (('allow_auto_topic_creation', 'bool', 1), ('include_cluster_authorized_operations', 'bool', 1), ('include_topic_authorized_operations', 'bool', 1))
k7 = Struct('>???').unpack_from
k9 = tagged_section({}, unknown_tag_json)
k14 = (('allow_auto_topic_creation', 'bool', 1), ('include_topic_authorized_operations', 'bool', 1))
k15 = Struct('>??').unpack_from
k17 = (('node_id', 'int32', 4),)
k18 = Struct('>i').unpack_from
k19 = (('port', 'int32', 4),)
k21 = (('error_code', 'int16', 2),)
k22 = Struct('>h').unpack_from
k23 = (('error_code', 'int16', 2), ('partition_index', 'int32', 4), ('leader_id', 'int32', 4))
k24 = Struct('>hii').unpack_from
k29 = (('controller_id', 'int32', 4),)
k30 = (('is_internal', 'bool', 1),)
k34 = (('throttle_time_ms', 'int32', 4),)
k39 = (('error_code', 'int16', 2), ('partition_index', 'int32', 4), ('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4))
k40 = Struct('>hiii').unpack_from
k44 = (('topic_authorized_operations', 'int32', 4),)
k46 = (('cluster_authorized_operations', 'int32', 4),)

READERS = {
    ('request', 0): struct_2,
    ('request', 1): struct_2,
    ('request', 2): struct_2,
    ('request', 3): struct_2,
    ('request', 4): struct_5,
    ('request', 5): struct_5,
    ('request', 6): struct_5,
    ('request', 7): struct_5,
    ('request', 8): struct_8,
    ('request', 9): struct_11,
    ('request', 10): struct_13,
    ('request', 11): struct_16,
    ('request', 12): struct_16,
    ('request', 13): struct_16,
    ('response', 0): struct_27,
    ('response', 1): struct_32,
    ('response', 2): struct_33,
    ('response', 3): struct_35,
    ('response', 4): struct_35,
    ('response', 5): struct_38,
    ('response', 6): struct_38,
    ('response', 7): struct_43,
    ('response', 8): struct_47,
    ('response', 9): struct_51,
    ('response', 10): struct_53,
    ('response', 11): struct_54,
    ('response', 12): struct_54,
    ('response', 13): struct_55,
}
