"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json


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
            raise sized_error(s1, pos, end, 'feature', 'string', n2)
        out['feature'] = None
    else:
        out['feature'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 3 > end:
        raise run_error(pos, end, k3)
    v3 = k4(buf, pos)
    out['max_version_level'] = v3[0]
    out['allow_downgrade'] = v3[1]
    pos += 3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_7(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['timeout_ms'] = v1[0]
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
            raise count_error(s2, pos, end, 'feature_updates', n3)
        out['feature_updates'] = None
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'feature_updates', n3)
        a4 = []
        out['feature_updates'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_6(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'feature', 'string', n2)
        out['feature'] = None
    else:
        out['feature'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 3 > end:
        raise run_error(pos, end, k8)
    v3 = k9(buf, pos)
    out['max_version_level'] = v3[0]
    out['upgrade_type'] = v3[1]
    pos += 3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['timeout_ms'] = v1[0]
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
            raise count_error(s2, pos, end, 'feature_updates', n3)
        out['feature_updates'] = None
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'feature_updates', n3)
        a4 = []
        out['feature_updates'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_10(buf, pos, end, d6, ctx)
    if pos + 1 > end:
        raise run_error(pos, end, k11)
    v7 = k12(buf, pos)
    out['validate_only'] = v7[0]
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'feature', 'string', n2)
        out['feature'] = None
    else:
        out['feature'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, k16)
    v3 = k17(buf, pos)
    out['error_code'] = v3[0]
    pos += 2
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'error_message', 'string', n5)
        out['error_message'] = None
    else:
        out['error_message'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_19(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k14)
    v1 = k15(buf, pos)
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
            raise count_error(s4, pos, end, 'results', n5)
        out['results'] = None
    else:
        ctx.cost += n5 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'results', n5)
        a6 = []
        out['results'] = a6
        for _ in range(n5):
            s7 = pos
            d8 = {}
            a6.append(d8)
            pos = struct_18(buf, pos, end, d8, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k14)
    v1 = k15(buf, pos)
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
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


k1 = (('timeout_ms', 'int32', 4),)
k2 = Struct('>i').unpack_from
k3 = (('max_version_level', 'int16', 2), ('allow_downgrade', 'bool', 1))
k4 = Struct('>h?').unpack_from
k5 = tagged_section({}, unknown_tag_json)
k8 = (('max_version_level', 'int16', 2), ('upgrade_type', 'int8', 1))
k9 = Struct('>hb').unpack_from
k11 = (('validate_only', 'bool', 1),)
k12 = Struct('>?').unpack_from
k14 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k15 = Struct('>ih').unpack_from
k16 = (('error_code', 'int16', 2),)
k17 = Struct('>h').unpack_from

READERS = {
    ('request', 0): struct_7,
    ('request', 1): struct_13,
    ('request', 2): struct_13,
    ('response', 0): struct_19,
    ('response', 1): struct_19,
    ('response', 2): struct_20,
}
