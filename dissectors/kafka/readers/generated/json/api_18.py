"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int32


def struct_1(buf, pos, end, out, ctx):
    return pos


def struct_3(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'client_software_name', 'string', n2)
        out['client_software_name'] = None
    else:
        out['client_software_name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
            raise sized_error(s3, pos, end, 'client_software_version', 'string', n4)
        out['client_software_version'] = None
    else:
        out['client_software_version'] = buf[pos : pos + n4].decode('utf-8', 'replace')
        pos += n4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'client_software_name', 'string', n2)
        out['client_software_name'] = None
    else:
        out['client_software_name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
            raise sized_error(s3, pos, end, 'client_software_version', 'string', n4)
        out['client_software_version'] = None
    else:
        out['client_software_version'] = buf[pos : pos + n4].decode('utf-8', 'replace')
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
            raise sized_error(s5, pos, end, 'cluster_id', 'string', n6)
        out['cluster_id'] = None
    else:
        out['cluster_id'] = buf[pos : pos + n6].decode('utf-8', 'replace')
        pos += n6
    if pos + 4 > end:
        raise run_error(pos, end, k4)
    v7 = k5(buf, pos)
    out['node_id'] = v7[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_11(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k9)
    v1 = k10(buf, pos)
    out['api_key'] = v1[0]
    out['min_version'] = v1[1]
    out['max_version'] = v1[2]
    pos += 6
    return pos


def struct_12(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k7)
    v1 = k8(buf, pos)
    out['error_code'] = v1[0]
    pos += 2
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'api_keys', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'api_keys', n3)
        out['api_keys'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'api_keys', n3)
        a4 = []
        out['api_keys'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_11(buf, pos, end, d6, ctx)
    return pos


def struct_14(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k7)
    v1 = k8(buf, pos)
    out['error_code'] = v1[0]
    pos += 2
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'api_keys', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'api_keys', n3)
        out['api_keys'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'api_keys', n3)
        a4 = []
        out['api_keys'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_11(buf, pos, end, d6, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    v7 = k5(buf, pos)
    out['throttle_time_ms'] = v7[0]
    pos += 4
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
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out['name'] = None
    else:
        out['name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k15)
    v3 = k16(buf, pos)
    out['min_version'] = v3[0]
    out['max_version'] = v3[1]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def field_18(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'supported_features', n2)
        out['supported_features'] = None
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'supported_features', n2)
        a3 = []
        out['supported_features'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_17(buf, pos, end, d5, ctx)
    return pos


def field_21(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k19)
    v1 = k20(buf, pos)
    out['finalized_features_epoch'] = v1[0]
    pos += 8
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
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out['name'] = None
    else:
        out['name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k22)
    v3 = k16(buf, pos)
    out['max_version_level'] = v3[0]
    out['min_version_level'] = v3[1]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def field_24(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'finalized_features', n2)
        out['finalized_features'] = None
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'finalized_features', n2)
        a3 = []
        out['finalized_features'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_23(buf, pos, end, d5, ctx)
    return pos


def field_27(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k25)
    v1 = k26(buf, pos)
    out['zk_migration_ready'] = v1[0]
    pos += 1
    return pos


def struct_28(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k9)
    v1 = k10(buf, pos)
    out['api_key'] = v1[0]
    out['min_version'] = v1[1]
    out['max_version'] = v1[2]
    pos += 6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_30(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k7)
    v1 = k8(buf, pos)
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
            raise count_error(s2, pos, end, 'api_keys', n3)
        out['api_keys'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'api_keys', n3)
        a4 = []
        out['api_keys'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_28(buf, pos, end, d6, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    v7 = k5(buf, pos)
    out['throttle_time_ms'] = v7[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k29(buf, pos, end, out, ctx)
    return pos


k2 = tagged_section({}, unknown_tag_json)
k4 = (('node_id', 'int32', 4),)
k5 = Struct('>i').unpack_from
k7 = (('error_code', 'int16', 2),)
k8 = Struct('>h').unpack_from
k9 = (('api_key', 'int16', 2), ('min_version', 'int16', 2), ('max_version', 'int16', 2))
k10 = Struct('>hhh').unpack_from
k13 = (('throttle_time_ms', 'int32', 4),)
k15 = (('min_version', 'int16', 2), ('max_version', 'int16', 2))
k16 = Struct('>hh').unpack_from
k19 = (('finalized_features_epoch', 'int64', 8),)
k20 = Struct('>q').unpack_from
k22 = (('max_version_level', 'int16', 2), ('min_version_level', 'int16', 2))
k25 = (('zk_migration_ready', 'bool', 1),)
k26 = Struct('>?').unpack_from
k29 = tagged_section({0: ('supported_features', field_18), 1: ('finalized_features_epoch', field_21), 2: ('finalized_features', field_24), 3: ('zk_migration_ready', field_27)}, unknown_tag_json)

READERS = {
    ('request', 0): struct_1,
    ('request', 1): struct_1,
    ('request', 2): struct_1,
    ('request', 3): struct_3,
    ('request', 4): struct_3,
    ('request', 5): struct_6,
    ('response', 0): struct_12,
    ('response', 1): struct_14,
    ('response', 2): struct_14,
    ('response', 3): struct_30,
    ('response', 4): struct_30,
    ('response', 5): struct_30,
}
