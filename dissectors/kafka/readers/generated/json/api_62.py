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
    if pos + 4 > end:
        raise run_error(pos, end, k3)
    v5 = k4(buf, pos)
    out['port'] = v5[0]
    out['security_protocol'] = v5[1]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_9(buf, pos, end, out, ctx):
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
        raise run_error(pos, end, k7)
    v3 = k8(buf, pos)
    out['min_supported_version'] = v3[0]
    out['max_supported_version'] = v3[1]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
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
            raise sized_error(s2, pos, end, 'cluster_id', 'string', n3)
        out['cluster_id'] = None
    else:
        out['cluster_id'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos + 16 > end:
        raise past_end(pos, 'incarnation_id', 'uuid')
    out['incarnation_id'] = uuid_text(buf, pos)
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
        ctx.cost += n5 * 1250
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
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'features', n10)
        out['features'] = None
    else:
        ctx.cost += n10 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'features', n10)
        a11 = []
        out['features'] = a11
        for _ in range(n10):
            s12 = pos
            d13 = {}
            a11.append(d13)
            pos = struct_9(buf, pos, end, d13, ctx)
    s14 = pos
    if pos < end and buf[pos] < 128:
        n15 = buf[pos] - 1
        pos += 1
    else:
        n15, pos = read_uvarint(buf, pos, end)
        n15 -= 1
    if n15 < 0 or pos + n15 > end:
        if n15 != -1:
            raise sized_error(s14, pos, end, 'rack', 'string', n15)
        out['rack'] = None
    else:
        out['rack'] = buf[pos : pos + n15].decode('utf-8', 'replace')
        pos += n15
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
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
            raise sized_error(s2, pos, end, 'cluster_id', 'string', n3)
        out['cluster_id'] = None
    else:
        out['cluster_id'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos + 16 > end:
        raise past_end(pos, 'incarnation_id', 'uuid')
    out['incarnation_id'] = uuid_text(buf, pos)
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
        ctx.cost += n5 * 1250
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
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'features', n10)
        out['features'] = None
    else:
        ctx.cost += n10 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'features', n10)
        a11 = []
        out['features'] = a11
        for _ in range(n10):
            s12 = pos
            d13 = {}
            a11.append(d13)
            pos = struct_9(buf, pos, end, d13, ctx)
    s14 = pos
    if pos < end and buf[pos] < 128:
        n15 = buf[pos] - 1
        pos += 1
    else:
        n15, pos = read_uvarint(buf, pos, end)
        n15 -= 1
    if n15 < 0 or pos + n15 > end:
        if n15 != -1:
            raise sized_error(s14, pos, end, 'rack', 'string', n15)
        out['rack'] = None
    else:
        out['rack'] = buf[pos : pos + n15].decode('utf-8', 'replace')
        pos += n15
    if pos + 1 > end:
        raise run_error(pos, end, k11)
    v16 = k12(buf, pos)
    out['is_migrating_zk_broker'] = v16[0]
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_14(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
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
            raise sized_error(s2, pos, end, 'cluster_id', 'string', n3)
        out['cluster_id'] = None
    else:
        out['cluster_id'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos + 16 > end:
        raise past_end(pos, 'incarnation_id', 'uuid')
    out['incarnation_id'] = uuid_text(buf, pos)
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
        ctx.cost += n5 * 1250
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
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'features', n10)
        out['features'] = None
    else:
        ctx.cost += n10 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'features', n10)
        a11 = []
        out['features'] = a11
        for _ in range(n10):
            s12 = pos
            d13 = {}
            a11.append(d13)
            pos = struct_9(buf, pos, end, d13, ctx)
    s14 = pos
    if pos < end and buf[pos] < 128:
        n15 = buf[pos] - 1
        pos += 1
    else:
        n15, pos = read_uvarint(buf, pos, end)
        n15 -= 1
    if n15 < 0 or pos + n15 > end:
        if n15 != -1:
            raise sized_error(s14, pos, end, 'rack', 'string', n15)
        out['rack'] = None
    else:
        out['rack'] = buf[pos : pos + n15].decode('utf-8', 'replace')
        pos += n15
    if pos + 1 > end:
        raise run_error(pos, end, k11)
    v16 = k12(buf, pos)
    out['is_migrating_zk_broker'] = v16[0]
    pos += 1
    s17 = pos
    if pos < end and buf[pos] < 128:
        n18 = buf[pos] - 1
        pos += 1
    else:
        n18, pos = read_uvarint(buf, pos, end)
        n18 -= 1
    if n18 < 0 or n18 > end - pos:
        if n18 != -1:
            raise count_error(s17, pos, end, 'log_dirs', n18)
        out['log_dirs'] = None
    else:
        ctx.cost += n18 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s17, 'log_dirs', n18)
        a19 = []
        out['log_dirs'] = a19
        for _ in range(n18):
            if pos + 16 > end:
                raise past_end(pos, 'log_dirs', 'uuid')
            a19.append(uuid_text(buf, pos))
            pos += 16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
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
            raise sized_error(s2, pos, end, 'cluster_id', 'string', n3)
        out['cluster_id'] = None
    else:
        out['cluster_id'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos + 16 > end:
        raise past_end(pos, 'incarnation_id', 'uuid')
    out['incarnation_id'] = uuid_text(buf, pos)
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
        ctx.cost += n5 * 1250
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
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'features', n10)
        out['features'] = None
    else:
        ctx.cost += n10 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'features', n10)
        a11 = []
        out['features'] = a11
        for _ in range(n10):
            s12 = pos
            d13 = {}
            a11.append(d13)
            pos = struct_9(buf, pos, end, d13, ctx)
    s14 = pos
    if pos < end and buf[pos] < 128:
        n15 = buf[pos] - 1
        pos += 1
    else:
        n15, pos = read_uvarint(buf, pos, end)
        n15 -= 1
    if n15 < 0 or pos + n15 > end:
        if n15 != -1:
            raise sized_error(s14, pos, end, 'rack', 'string', n15)
        out['rack'] = None
    else:
        out['rack'] = buf[pos : pos + n15].decode('utf-8', 'replace')
        pos += n15
    if pos + 1 > end:
        raise run_error(pos, end, k11)
    v16 = k12(buf, pos)
    out['is_migrating_zk_broker'] = v16[0]
    pos += 1
    s17 = pos
    if pos < end and buf[pos] < 128:
        n18 = buf[pos] - 1
        pos += 1
    else:
        n18, pos = read_uvarint(buf, pos, end)
        n18 -= 1
    if n18 < 0 or n18 > end - pos:
        if n18 != -1:
            raise count_error(s17, pos, end, 'log_dirs', n18)
        out['log_dirs'] = None
    else:
        ctx.cost += n18 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s17, 'log_dirs', n18)
        a19 = []
        out['log_dirs'] = a19
        for _ in range(n18):
            if pos + 16 > end:
                raise past_end(pos, 'log_dirs', 'uuid')
            a19.append(uuid_text(buf, pos))
            pos += 16
    if pos + 8 > end:
        raise run_error(pos, end, k15)
    v20 = k16(buf, pos)
    out['previous_broker_epoch'] = v20[0]
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k18)
    v1 = k19(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    out['broker_epoch'] = v1[2]
    pos += 14
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


k1 = (('broker_id', 'int32', 4),)
k2 = Struct('>i').unpack_from
k3 = (('port', 'uint16', 2), ('security_protocol', 'int16', 2))
k4 = Struct('>Hh').unpack_from
k5 = tagged_section({}, unknown_tag_json)
k7 = (('min_supported_version', 'int16', 2), ('max_supported_version', 'int16', 2))
k8 = Struct('>hh').unpack_from
k11 = (('is_migrating_zk_broker', 'bool', 1),)
k12 = Struct('>?').unpack_from
k15 = (('previous_broker_epoch', 'int64', 8),)
k16 = Struct('>q').unpack_from
k18 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2), ('broker_epoch', 'int64', 8))
k19 = Struct('>ihq').unpack_from

READERS = {
    ('request', 0): struct_10,
    ('request', 1): struct_13,
    ('request', 2): struct_14,
    ('request', 3): struct_17,
    ('request', 4): struct_17,
    ('response', 0): struct_20,
    ('response', 1): struct_20,
    ('response', 2): struct_20,
    ('response', 3): struct_20,
    ('response', 4): struct_20,
}
