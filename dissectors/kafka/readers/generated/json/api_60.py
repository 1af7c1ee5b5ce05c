"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json


def struct_4(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['include_cluster_authorized_operations'] = v1[0]
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_7(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k5)
    v1 = k6(buf, pos)
    out['include_cluster_authorized_operations'] = v1[0]
    out['endpoint_type'] = v1[1]
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 3 > end:
        raise run_error(pos, end, k8)
    v1 = k9(buf, pos)
    out['include_cluster_authorized_operations'] = v1[0]
    out['endpoint_type'] = v1[1]
    out['include_fenced_brokers'] = v1[2]
    pos += 3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k15)
    v1 = k14(buf, pos)
    out['broker_id'] = v1[0]
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
        raise run_error(pos, end, k16)
    v4 = k14(buf, pos)
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
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_19(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k11)
    v1 = k12(buf, pos)
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
            raise sized_error(s4, pos, end, 'cluster_id', 'string', n5)
        out['cluster_id'] = None
    else:
        out['cluster_id'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    v6 = k14(buf, pos)
    out['controller_id'] = v6[0]
    pos += 4
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'brokers', n8)
        out['brokers'] = None
    else:
        ctx.cost += n8 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'brokers', n8)
        a9 = []
        out['brokers'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_17(buf, pos, end, d11, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k18)
    v12 = k14(buf, pos)
    out['cluster_authorized_operations'] = v12[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_22(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k11)
    v1 = k12(buf, pos)
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
    if pos + 1 > end:
        raise run_error(pos, end, k20)
    v4 = k21(buf, pos)
    out['endpoint_type'] = v4[0]
    pos += 1
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'cluster_id', 'string', n6)
        out['cluster_id'] = None
    else:
        out['cluster_id'] = buf[pos : pos + n6].decode('utf-8', 'replace')
        pos += n6
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    v7 = k14(buf, pos)
    out['controller_id'] = v7[0]
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
            raise count_error(s8, pos, end, 'brokers', n9)
        out['brokers'] = None
    else:
        ctx.cost += n9 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'brokers', n9)
        a10 = []
        out['brokers'] = a10
        for _ in range(n9):
            s11 = pos
            d12 = {}
            a10.append(d12)
            pos = struct_17(buf, pos, end, d12, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k18)
    v13 = k14(buf, pos)
    out['cluster_authorized_operations'] = v13[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_24(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k15)
    v1 = k14(buf, pos)
    out['broker_id'] = v1[0]
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
        raise run_error(pos, end, k16)
    v4 = k14(buf, pos)
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
    if pos + 1 > end:
        raise run_error(pos, end, k23)
    v7 = k2(buf, pos)
    out['is_fenced'] = v7[0]
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_25(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k11)
    v1 = k12(buf, pos)
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
    if pos + 1 > end:
        raise run_error(pos, end, k20)
    v4 = k21(buf, pos)
    out['endpoint_type'] = v4[0]
    pos += 1
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'cluster_id', 'string', n6)
        out['cluster_id'] = None
    else:
        out['cluster_id'] = buf[pos : pos + n6].decode('utf-8', 'replace')
        pos += n6
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    v7 = k14(buf, pos)
    out['controller_id'] = v7[0]
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
            raise count_error(s8, pos, end, 'brokers', n9)
        out['brokers'] = None
    else:
        ctx.cost += n9 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'brokers', n9)
        a10 = []
        out['brokers'] = a10
        for _ in range(n9):
            s11 = pos
            d12 = {}
            a10.append(d12)
            pos = struct_24(buf, pos, end, d12, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k18)
    v13 = k14(buf, pos)
    out['cluster_authorized_operations'] = v13[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


k1 = (('include_cluster_authorized_operations', 'bool', 1),)
k2 = Struct('>?').unpack_from
k3 = tagged_section({}, unknown_tag_json)
k5 = (('include_cluster_authorized_operations', 'bool', 1), ('endpoint_type', 'int8', 1))
k6 = Struct('>?b').unpack_from
k8 = (('include_cluster_authorized_operations', 'bool', 1), ('endpoint_type', 'int8', 1), ('include_fenced_brokers', 'bool', 1))
k9 = Struct('>?b?').unpack_from
k11 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k12 = Struct('>ih').unpack_from
k13 = (('controller_id', 'int32', 4),)
k14 = Struct('>i').unpack_from
k15 = (('broker_id', 'int32', 4),)
k16 = (('port', 'int32', 4),)
k18 = (('cluster_authorized_operations', 'int32', 4),)
k20 = (('endpoint_type', 'int8', 1),)
k21 = Struct('>b').unpack_from
k23 = (('is_fenced', 'bool', 1),)

READERS = {
    ('request', 0): struct_4,
    ('request', 1): struct_7,
    ('request', 2): struct_10,
    ('response', 0): struct_19,
    ('response', 1): struct_22,
    ('response', 2): struct_25,
}
