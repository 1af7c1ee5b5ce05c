"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json


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


def struct_3(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'users', n2)
        out['users'] = None
    else:
        ctx.cost += n2 * 500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'users', n2)
        a3 = []
        out['users'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_2(buf, pos, end, d5, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 5 > end:
        raise run_error(pos, end, k8)
    v1 = k9(buf, pos)
    out['mechanism'] = v1[0]
    out['iterations'] = v1[1]
    pos += 5
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_11(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'user', 'string', n2)
        out['user'] = None
    else:
        out['user'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, k6)
    v3 = k7(buf, pos)
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
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'credential_infos', n7)
        out['credential_infos'] = None
    else:
        ctx.cost += n7 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'credential_infos', n7)
        a8 = []
        out['credential_infos'] = a8
        for _ in range(n7):
            s9 = pos
            d10 = {}
            a8.append(d10)
            pos = struct_10(buf, pos, end, d10, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_12(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k4)
    v1 = k5(buf, pos)
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
        ctx.cost += n5 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'results', n5)
        a6 = []
        out['results'] = a6
        for _ in range(n5):
            s7 = pos
            d8 = {}
            a6.append(d8)
            pos = struct_11(buf, pos, end, d8, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


k1 = tagged_section({}, unknown_tag_json)
k4 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k5 = Struct('>ih').unpack_from
k6 = (('error_code', 'int16', 2),)
k7 = Struct('>h').unpack_from
k8 = (('mechanism', 'int8', 1), ('iterations', 'int32', 4))
k9 = Struct('>bi').unpack_from

READERS = {
    ('request', 0): struct_3,
    ('response', 0): struct_12,
}
