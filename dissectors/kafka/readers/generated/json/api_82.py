"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, uuid_text


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
    if pos + 2 > end:
        raise run_error(pos, end, k3)
    v5 = k4(buf, pos)
    out['port'] = v5[0]
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_9(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k7)
    v1 = k8(buf, pos)
    out['min_supported_version'] = v1[0]
    out['max_supported_version'] = v1[1]
    pos += 4
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
            raise sized_error(s1, pos, end, 'cluster_id', 'string', n2)
        out['cluster_id'] = None
    else:
        out['cluster_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    v3 = k2(buf, pos)
    out['current_leader_epoch'] = v3[0]
    out['voter_id'] = v3[1]
    pos += 8
    if pos + 16 > end:
        raise past_end(pos, 'voter_directory_id', 'uuid')
    out['voter_directory_id'] = uuid_text(buf, pos)
    pos += 16
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'listeners', n5)
        out['listeners'] = None
    else:
        ctx.cost += n5 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'listeners', n5)
        a6 = []
        out['listeners'] = a6
        for _ in range(n5):
            s7 = pos
            d8 = {}
            a6.append(d8)
            pos = struct_6(buf, pos, end, d8, ctx)
    s9 = pos
    d10 = {}
    out['k_raft_version_feature'] = d10
    pos = struct_9(buf, pos, end, d10, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_14(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k11)
    v1 = k2(buf, pos)
    out['leader_id'] = v1[0]
    out['leader_epoch'] = v1[1]
    pos += 8
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
        raise run_error(pos, end, k12)
    v4 = k13(buf, pos)
    out['port'] = v4[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def field_15(buf, pos, end, out, ctx):
    s1 = pos
    d2 = {}
    out['current_leader'] = d2
    pos = struct_14(buf, pos, end, d2, ctx)
    return pos


def struct_19(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k16)
    v1 = k17(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    pos += 6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k18(buf, pos, end, out, ctx)
    return pos


k1 = (('current_leader_epoch', 'int32', 4), ('voter_id', 'int32', 4))
k2 = Struct('>ii').unpack_from
k3 = (('port', 'uint16', 2),)
k4 = Struct('>H').unpack_from
k5 = tagged_section({}, unknown_tag_json)
k7 = (('min_supported_version', 'int16', 2), ('max_supported_version', 'int16', 2))
k8 = Struct('>hh').unpack_from
k11 = (('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4))
k12 = (('port', 'int32', 4),)
k13 = Struct('>i').unpack_from
k16 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k17 = Struct('>ih').unpack_from
k18 = tagged_section({0: ('current_leader', field_15)}, unknown_tag_json)

READERS = {
    ('request', 0): struct_10,
    ('response', 0): struct_19,
}
