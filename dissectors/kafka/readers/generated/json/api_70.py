"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, uuid_text


def struct_8(buf, pos, end, out, ctx):
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
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'host', 'string', n4)
        out['host'] = None
    else:
        out['host'] = buf[pos : pos + n4].decode('utf-8', 'replace')
        pos += n4
    if pos + 4 > end:
        raise run_error(pos, end, k5)
    v5 = k6(buf, pos)
    out['port'] = v5[0]
    out['security_protocol'] = v5[1]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out['name'] = None
    else:
        out['name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k9)
    v3 = k10(buf, pos)
    out['min_supported_version'] = v3[0]
    out['max_supported_version'] = v3[1]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_12(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['controller_id'] = v1[0]
    pos += 4
    if pos + 16 > end:
        raise past_end(pos, 'incarnation_id', 'uuid')
    out['incarnation_id'] = uuid_text(buf, pos)
    pos += 16
    if pos + 1 > end:
        raise run_error(pos, end, k3)
    v2 = k4(buf, pos)
    out['zk_migration_ready'] = v2[0]
    pos += 1
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'listeners', n4)
        out['listeners'] = None
    else:
        ctx.cost += n4 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'listeners', n4)
        a5 = []
        out['listeners'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_8(buf, pos, end, d7, ctx)
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'features', n9)
        out['features'] = None
    else:
        ctx.cost += n9 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'features', n9)
        a10 = []
        out['features'] = a10
        for _ in range(n9):
            s11 = pos
            d12 = {}
            a10.append(d12)
            pos = struct_11(buf, pos, end, d12, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_15(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k13)
    v1 = k14(buf, pos)
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
        pos = k7(buf, pos, end, out, ctx)
    return pos


k1 = (('controller_id', 'int32', 4),)
k2 = Struct('>i').unpack_from
k3 = (('zk_migration_ready', 'bool', 1),)
k4 = Struct('>?').unpack_from
k5 = (('port', 'uint16', 2), ('security_protocol', 'int16', 2))
k6 = Struct('>Hh').unpack_from
k7 = tagged_section({}, unknown_tag_json)
k9 = (('min_supported_version', 'int16', 2), ('max_supported_version', 'int16', 2))
k10 = Struct('>hh').unpack_from
k13 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k14 = Struct('>ih').unpack_from

READERS = {
    ('request', 0): struct_12,
    ('response', 0): struct_15,
}
