"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int16, unpack_int32


def struct_4(buf, pos, end, out, ctx):
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
    if pos + 1 > end:
        raise run_error(pos, end, k3)
    v3 = k2(buf, pos)
    out['config_operation'] = v3[0]
    pos += 1
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'value', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'value', 'string', n5)
        out['value'] = None
    else:
        out['value'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    return pos


def struct_5(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k1)
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
        raise past_end(pos, 'configs', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'configs', n5)
        out['configs'] = None
    else:
        ctx.cost += n5 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'configs', n5)
        a6 = []
        out['configs'] = a6
        for _ in range(n5):
            s7 = pos
            d8 = {}
            a6.append(d8)
            pos = struct_4(buf, pos, end, d8, ctx)
    return pos


def struct_8(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'resources', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'resources', n2)
        out['resources'] = None
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'resources', n2)
        a3 = []
        out['resources'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_5(buf, pos, end, d5, ctx)
    if pos + 1 > end:
        raise run_error(pos, end, k6)
    v6 = k7(buf, pos)
    out['validate_only'] = v6[0]
    pos += 1
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
    if pos + 1 > end:
        raise run_error(pos, end, k3)
    v3 = k2(buf, pos)
    out['config_operation'] = v3[0]
    pos += 1
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'value', 'string', n5)
        out['value'] = None
    else:
        out['value'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_11(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k1)
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
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'configs', n5)
        out['configs'] = None
    else:
        ctx.cost += n5 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'configs', n5)
        a6 = []
        out['configs'] = a6
        for _ in range(n5):
            s7 = pos
            d8 = {}
            a6.append(d8)
            pos = struct_10(buf, pos, end, d8, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_12(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'resources', n2)
        out['resources'] = None
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'resources', n2)
        a3 = []
        out['resources'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_11(buf, pos, end, d5, ctx)
    if pos + 1 > end:
        raise run_error(pos, end, k6)
    v6 = k7(buf, pos)
    out['validate_only'] = v6[0]
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k15)
    v1 = k16(buf, pos)
    out['error_code'] = v1[0]
    pos += 2
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
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v4 = k2(buf, pos)
    out['resource_type'] = v4[0]
    pos += 1
    s5 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'resource_name', 'string', n6)
        out['resource_name'] = None
    else:
        out['resource_name'] = buf[pos : pos + n6].decode('utf-8', 'replace')
        pos += n6
    return pos


def struct_18(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    v1 = k14(buf, pos)
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
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'responses', n3)
        a4 = []
        out['responses'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_17(buf, pos, end, d6, ctx)
    return pos


def struct_19(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k15)
    v1 = k16(buf, pos)
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
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v4 = k2(buf, pos)
    out['resource_type'] = v4[0]
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
            raise sized_error(s5, pos, end, 'resource_name', 'string', n6)
        out['resource_name'] = None
    else:
        out['resource_name'] = buf[pos : pos + n6].decode('utf-8', 'replace')
        pos += n6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    v1 = k14(buf, pos)
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
            raise count_error(s2, pos, end, 'responses', n3)
        out['responses'] = None
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'responses', n3)
        a4 = []
        out['responses'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_19(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


k1 = (('resource_type', 'int8', 1),)
k2 = Struct('>b').unpack_from
k3 = (('config_operation', 'int8', 1),)
k6 = (('validate_only', 'bool', 1),)
k7 = Struct('>?').unpack_from
k9 = tagged_section({}, unknown_tag_json)
k13 = (('throttle_time_ms', 'int32', 4),)
k14 = Struct('>i').unpack_from
k15 = (('error_code', 'int16', 2),)
k16 = Struct('>h').unpack_from

READERS = {
    ('request', 0): struct_8,
    ('request', 1): struct_12,
    ('response', 0): struct_18,
    ('response', 1): struct_20,
}
