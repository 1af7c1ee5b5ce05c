"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int16, unpack_int32


def struct_5(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['resource_type_filter'] = v1[0]
    pos += 1
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name_filter', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'resource_name_filter', 'string', n3)
        out['resource_name_filter'] = None
    else:
        out['resource_name_filter'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal_filter', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'principal_filter', 'string', n5)
        out['principal_filter'] = None
    else:
        out['principal_filter'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host_filter', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'host_filter', 'string', n7)
        out['host_filter'] = None
    else:
        out['host_filter'] = buf[pos : pos + n7].decode('utf-8', 'replace')
        pos += n7
    if pos + 2 > end:
        raise run_error(pos, end, k3)
    v8 = k4(buf, pos)
    out['operation'] = v8[0]
    out['permission_type'] = v8[1]
    pos += 2
    return pos


def struct_7(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['resource_type_filter'] = v1[0]
    pos += 1
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name_filter', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'resource_name_filter', 'string', n3)
        out['resource_name_filter'] = None
    else:
        out['resource_name_filter'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k6)
    v4 = k2(buf, pos)
    out['pattern_type_filter'] = v4[0]
    pos += 1
    s5 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal_filter', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'principal_filter', 'string', n6)
        out['principal_filter'] = None
    else:
        out['principal_filter'] = buf[pos : pos + n6].decode('utf-8', 'replace')
        pos += n6
    s7 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host_filter', 'string length')
    n8 = unpack_int16(buf, pos)[0]
    pos += 2
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'host_filter', 'string', n8)
        out['host_filter'] = None
    else:
        out['host_filter'] = buf[pos : pos + n8].decode('utf-8', 'replace')
        pos += n8
    if pos + 2 > end:
        raise run_error(pos, end, k3)
    v9 = k4(buf, pos)
    out['operation'] = v9[0]
    out['permission_type'] = v9[1]
    pos += 2
    return pos


def struct_9(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['resource_type_filter'] = v1[0]
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
            raise sized_error(s2, pos, end, 'resource_name_filter', 'string', n3)
        out['resource_name_filter'] = None
    else:
        out['resource_name_filter'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k6)
    v4 = k2(buf, pos)
    out['pattern_type_filter'] = v4[0]
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
            raise sized_error(s5, pos, end, 'principal_filter', 'string', n6)
        out['principal_filter'] = None
    else:
        out['principal_filter'] = buf[pos : pos + n6].decode('utf-8', 'replace')
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
            raise sized_error(s7, pos, end, 'host_filter', 'string', n8)
        out['host_filter'] = None
    else:
        out['host_filter'] = buf[pos : pos + n8].decode('utf-8', 'replace')
        pos += n8
    if pos + 2 > end:
        raise run_error(pos, end, k3)
    v9 = k4(buf, pos)
    out['operation'] = v9[0]
    out['permission_type'] = v9[1]
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'principal', 'string', n2)
        out['principal'] = None
    else:
        out['principal'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'host', 'string', n4)
        out['host'] = None
    else:
        out['host'] = buf[pos : pos + n4].decode('utf-8', 'replace')
        pos += n4
    if pos + 2 > end:
        raise run_error(pos, end, k3)
    v5 = k4(buf, pos)
    out['operation'] = v5[0]
    out['permission_type'] = v5[1]
    pos += 2
    return pos


def struct_14(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k12)
    v1 = k2(buf, pos)
    out['resource_type'] = v1[0]
    pos += 1
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'resource_name', 'string', n3)
        out['resource_name'] = None
    else:
        out['resource_name'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'acls', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'acls', n5)
        out['acls'] = None
    else:
        ctx.cost += n5 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'acls', n5)
        a6 = []
        out['acls'] = a6
        for _ in range(n5):
            s7 = pos
            d8 = {}
            a6.append(d8)
            pos = struct_13(buf, pos, end, d8, ctx)
    return pos


def struct_15(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k10)
    v1 = k11(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    pos += 6
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'error_message', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'error_message', 'string', n3)
        out['error_message'] = None
    else:
        out['error_message'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'resources', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'resources', n5)
        out['resources'] = None
    else:
        ctx.cost += n5 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'resources', n5)
        a6 = []
        out['resources'] = a6
        for _ in range(n5):
            s7 = pos
            d8 = {}
            a6.append(d8)
            pos = struct_14(buf, pos, end, d8, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k12)
    v1 = k2(buf, pos)
    out['resource_type'] = v1[0]
    pos += 1
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'resource_name', 'string', n3)
        out['resource_name'] = None
    else:
        out['resource_name'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k16)
    v4 = k2(buf, pos)
    out['pattern_type'] = v4[0]
    pos += 1
    s5 = pos
    if pos + 4 > end:
        raise past_end(pos, 'acls', 'array length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'acls', n6)
        out['acls'] = None
    else:
        ctx.cost += n6 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'acls', n6)
        a7 = []
        out['acls'] = a7
        for _ in range(n6):
            s8 = pos
            d9 = {}
            a7.append(d9)
            pos = struct_13(buf, pos, end, d9, ctx)
    return pos


def struct_18(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k10)
    v1 = k11(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    pos += 6
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'error_message', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'error_message', 'string', n3)
        out['error_message'] = None
    else:
        out['error_message'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'resources', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'resources', n5)
        out['resources'] = None
    else:
        ctx.cost += n5 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'resources', n5)
        a6 = []
        out['resources'] = a6
        for _ in range(n5):
            s7 = pos
            d8 = {}
            a6.append(d8)
            pos = struct_17(buf, pos, end, d8, ctx)
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
            raise sized_error(s1, pos, end, 'principal', 'string', n2)
        out['principal'] = None
    else:
        out['principal'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
            raise sized_error(s3, pos, end, 'host', 'string', n4)
        out['host'] = None
    else:
        out['host'] = buf[pos : pos + n4].decode('utf-8', 'replace')
        pos += n4
    if pos + 2 > end:
        raise run_error(pos, end, k3)
    v5 = k4(buf, pos)
    out['operation'] = v5[0]
    out['permission_type'] = v5[1]
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k12)
    v1 = k2(buf, pos)
    out['resource_type'] = v1[0]
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
            raise sized_error(s2, pos, end, 'resource_name', 'string', n3)
        out['resource_name'] = None
    else:
        out['resource_name'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k16)
    v4 = k2(buf, pos)
    out['pattern_type'] = v4[0]
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
            raise count_error(s5, pos, end, 'acls', n6)
        out['acls'] = None
    else:
        ctx.cost += n6 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'acls', n6)
        a7 = []
        out['acls'] = a7
        for _ in range(n6):
            s8 = pos
            d9 = {}
            a7.append(d9)
            pos = struct_19(buf, pos, end, d9, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_21(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k10)
    v1 = k11(buf, pos)
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
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'resources', n5)
        out['resources'] = None
    else:
        ctx.cost += n5 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'resources', n5)
        a6 = []
        out['resources'] = a6
        for _ in range(n5):
            s7 = pos
            d8 = {}
            a6.append(d8)
            pos = struct_20(buf, pos, end, d8, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


k1 = (('resource_type_filter', 'int8', 1),)
k2 = Struct('>b').unpack_from
k3 = (('operation', 'int8', 1), ('permission_type', 'int8', 1))
k4 = Struct('>bb').unpack_from
k6 = (('pattern_type_filter', 'int8', 1),)
k8 = tagged_section({}, unknown_tag_json)
k10 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k11 = Struct('>ih').unpack_from
k12 = (('resource_type', 'int8', 1),)
k16 = (('pattern_type', 'int8', 1),)

READERS = {
    ('request', 0): struct_5,
    ('request', 1): struct_7,
    ('request', 2): struct_9,
    ('request', 3): struct_9,
    ('response', 0): struct_15,
    ('response', 1): struct_18,
    ('response', 2): struct_21,
    ('response', 3): struct_21,
}
