"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, uuid_text


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
        out.append(Node('name', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
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
        out.append(Node('host', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('host', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
        pos += n4
    if pos + 4 > end:
        raise run_error(pos, end, k3)
    v5 = k4(buf, pos)
    out.append(Node('port', 'uint16', v5[0], pos + 0, 2, None, None))
    out.append(Node('security_protocol', 'int16', v5[1], pos + 2, 2, None, None))
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
        out.append(Node('name', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k7)
    v3 = k8(buf, pos)
    out.append(Node('min_supported_version', 'int16', v3[0], pos + 0, 2, None, None))
    out.append(Node('max_supported_version', 'int16', v3[1], pos + 2, 2, None, None))
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
    out.append(Node('broker_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
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
        out.append(Node('cluster_id', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('cluster_id', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 16 > end:
        raise past_end(pos, 'incarnation_id', 'uuid')
    out.append(Node('incarnation_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
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
        out.append(Node('listeners', '[]struct', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'listeners', n5)
        items6 = []
        a7 = Node('listeners', '[]struct', None, s4, 0, items6, None)
        out.append(a7)
        for _ in range(n5):
            s8 = pos
            c9 = []
            t10 = Node('listeners', 'struct', None, s8, 0, c9, None)
            items6.append(t10)
            pos = struct_6(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    s11 = pos
    if pos < end and buf[pos] < 128:
        n12 = buf[pos] - 1
        pos += 1
    else:
        n12, pos = read_uvarint(buf, pos, end)
        n12 -= 1
    if n12 < 0 or n12 > end - pos:
        if n12 != -1:
            raise count_error(s11, pos, end, 'features', n12)
        out.append(Node('features', '[]struct', None, s11, pos - s11, None, None))
    else:
        ctx.cost += n12 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'features', n12)
        items13 = []
        a14 = Node('features', '[]struct', None, s11, 0, items13, None)
        out.append(a14)
        for _ in range(n12):
            s15 = pos
            c16 = []
            t17 = Node('features', 'struct', None, s15, 0, c16, None)
            items13.append(t17)
            pos = struct_9(buf, pos, end, c16, ctx)
            t17.length = pos - s15
        a14.length = pos - s11
    s18 = pos
    if pos < end and buf[pos] < 128:
        n19 = buf[pos] - 1
        pos += 1
    else:
        n19, pos = read_uvarint(buf, pos, end)
        n19 -= 1
    if n19 < 0 or pos + n19 > end:
        if n19 != -1:
            raise sized_error(s18, pos, end, 'rack', 'string', n19)
        out.append(Node('rack', 'string', None, s18, pos - s18, None, None))
    else:
        out.append(Node('rack', 'string', buf[pos : pos + n19].decode('utf-8', 'replace'), s18, pos + n19 - s18, None, None))
        pos += n19
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('broker_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
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
        out.append(Node('cluster_id', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('cluster_id', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 16 > end:
        raise past_end(pos, 'incarnation_id', 'uuid')
    out.append(Node('incarnation_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
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
        out.append(Node('listeners', '[]struct', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'listeners', n5)
        items6 = []
        a7 = Node('listeners', '[]struct', None, s4, 0, items6, None)
        out.append(a7)
        for _ in range(n5):
            s8 = pos
            c9 = []
            t10 = Node('listeners', 'struct', None, s8, 0, c9, None)
            items6.append(t10)
            pos = struct_6(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    s11 = pos
    if pos < end and buf[pos] < 128:
        n12 = buf[pos] - 1
        pos += 1
    else:
        n12, pos = read_uvarint(buf, pos, end)
        n12 -= 1
    if n12 < 0 or n12 > end - pos:
        if n12 != -1:
            raise count_error(s11, pos, end, 'features', n12)
        out.append(Node('features', '[]struct', None, s11, pos - s11, None, None))
    else:
        ctx.cost += n12 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'features', n12)
        items13 = []
        a14 = Node('features', '[]struct', None, s11, 0, items13, None)
        out.append(a14)
        for _ in range(n12):
            s15 = pos
            c16 = []
            t17 = Node('features', 'struct', None, s15, 0, c16, None)
            items13.append(t17)
            pos = struct_9(buf, pos, end, c16, ctx)
            t17.length = pos - s15
        a14.length = pos - s11
    s18 = pos
    if pos < end and buf[pos] < 128:
        n19 = buf[pos] - 1
        pos += 1
    else:
        n19, pos = read_uvarint(buf, pos, end)
        n19 -= 1
    if n19 < 0 or pos + n19 > end:
        if n19 != -1:
            raise sized_error(s18, pos, end, 'rack', 'string', n19)
        out.append(Node('rack', 'string', None, s18, pos - s18, None, None))
    else:
        out.append(Node('rack', 'string', buf[pos : pos + n19].decode('utf-8', 'replace'), s18, pos + n19 - s18, None, None))
        pos += n19
    if pos + 1 > end:
        raise run_error(pos, end, k11)
    v20 = k12(buf, pos)
    out.append(Node('is_migrating_zk_broker', 'bool', v20[0], pos + 0, 1, None, None))
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
    out.append(Node('broker_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
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
        out.append(Node('cluster_id', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('cluster_id', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 16 > end:
        raise past_end(pos, 'incarnation_id', 'uuid')
    out.append(Node('incarnation_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
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
        out.append(Node('listeners', '[]struct', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'listeners', n5)
        items6 = []
        a7 = Node('listeners', '[]struct', None, s4, 0, items6, None)
        out.append(a7)
        for _ in range(n5):
            s8 = pos
            c9 = []
            t10 = Node('listeners', 'struct', None, s8, 0, c9, None)
            items6.append(t10)
            pos = struct_6(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    s11 = pos
    if pos < end and buf[pos] < 128:
        n12 = buf[pos] - 1
        pos += 1
    else:
        n12, pos = read_uvarint(buf, pos, end)
        n12 -= 1
    if n12 < 0 or n12 > end - pos:
        if n12 != -1:
            raise count_error(s11, pos, end, 'features', n12)
        out.append(Node('features', '[]struct', None, s11, pos - s11, None, None))
    else:
        ctx.cost += n12 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'features', n12)
        items13 = []
        a14 = Node('features', '[]struct', None, s11, 0, items13, None)
        out.append(a14)
        for _ in range(n12):
            s15 = pos
            c16 = []
            t17 = Node('features', 'struct', None, s15, 0, c16, None)
            items13.append(t17)
            pos = struct_9(buf, pos, end, c16, ctx)
            t17.length = pos - s15
        a14.length = pos - s11
    s18 = pos
    if pos < end and buf[pos] < 128:
        n19 = buf[pos] - 1
        pos += 1
    else:
        n19, pos = read_uvarint(buf, pos, end)
        n19 -= 1
    if n19 < 0 or pos + n19 > end:
        if n19 != -1:
            raise sized_error(s18, pos, end, 'rack', 'string', n19)
        out.append(Node('rack', 'string', None, s18, pos - s18, None, None))
    else:
        out.append(Node('rack', 'string', buf[pos : pos + n19].decode('utf-8', 'replace'), s18, pos + n19 - s18, None, None))
        pos += n19
    if pos + 1 > end:
        raise run_error(pos, end, k11)
    v20 = k12(buf, pos)
    out.append(Node('is_migrating_zk_broker', 'bool', v20[0], pos + 0, 1, None, None))
    pos += 1
    s21 = pos
    if pos < end and buf[pos] < 128:
        n22 = buf[pos] - 1
        pos += 1
    else:
        n22, pos = read_uvarint(buf, pos, end)
        n22 -= 1
    if n22 < 0 or n22 > end - pos:
        if n22 != -1:
            raise count_error(s21, pos, end, 'log_dirs', n22)
        out.append(Node('log_dirs', '[]uuid', None, s21, pos - s21, None, None))
    else:
        ctx.cost += n22 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s21, 'log_dirs', n22)
        items23 = []
        a24 = Node('log_dirs', '[]uuid', None, s21, 0, items23, None)
        out.append(a24)
        for _ in range(n22):
            if pos + 16 > end:
                raise past_end(pos, 'log_dirs', 'uuid')
            items23.append(Node('log_dirs', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
            pos += 16
        a24.length = pos - s21
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('broker_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
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
        out.append(Node('cluster_id', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('cluster_id', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 16 > end:
        raise past_end(pos, 'incarnation_id', 'uuid')
    out.append(Node('incarnation_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
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
        out.append(Node('listeners', '[]struct', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'listeners', n5)
        items6 = []
        a7 = Node('listeners', '[]struct', None, s4, 0, items6, None)
        out.append(a7)
        for _ in range(n5):
            s8 = pos
            c9 = []
            t10 = Node('listeners', 'struct', None, s8, 0, c9, None)
            items6.append(t10)
            pos = struct_6(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    s11 = pos
    if pos < end and buf[pos] < 128:
        n12 = buf[pos] - 1
        pos += 1
    else:
        n12, pos = read_uvarint(buf, pos, end)
        n12 -= 1
    if n12 < 0 or n12 > end - pos:
        if n12 != -1:
            raise count_error(s11, pos, end, 'features', n12)
        out.append(Node('features', '[]struct', None, s11, pos - s11, None, None))
    else:
        ctx.cost += n12 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'features', n12)
        items13 = []
        a14 = Node('features', '[]struct', None, s11, 0, items13, None)
        out.append(a14)
        for _ in range(n12):
            s15 = pos
            c16 = []
            t17 = Node('features', 'struct', None, s15, 0, c16, None)
            items13.append(t17)
            pos = struct_9(buf, pos, end, c16, ctx)
            t17.length = pos - s15
        a14.length = pos - s11
    s18 = pos
    if pos < end and buf[pos] < 128:
        n19 = buf[pos] - 1
        pos += 1
    else:
        n19, pos = read_uvarint(buf, pos, end)
        n19 -= 1
    if n19 < 0 or pos + n19 > end:
        if n19 != -1:
            raise sized_error(s18, pos, end, 'rack', 'string', n19)
        out.append(Node('rack', 'string', None, s18, pos - s18, None, None))
    else:
        out.append(Node('rack', 'string', buf[pos : pos + n19].decode('utf-8', 'replace'), s18, pos + n19 - s18, None, None))
        pos += n19
    if pos + 1 > end:
        raise run_error(pos, end, k11)
    v20 = k12(buf, pos)
    out.append(Node('is_migrating_zk_broker', 'bool', v20[0], pos + 0, 1, None, None))
    pos += 1
    s21 = pos
    if pos < end and buf[pos] < 128:
        n22 = buf[pos] - 1
        pos += 1
    else:
        n22, pos = read_uvarint(buf, pos, end)
        n22 -= 1
    if n22 < 0 or n22 > end - pos:
        if n22 != -1:
            raise count_error(s21, pos, end, 'log_dirs', n22)
        out.append(Node('log_dirs', '[]uuid', None, s21, pos - s21, None, None))
    else:
        ctx.cost += n22 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s21, 'log_dirs', n22)
        items23 = []
        a24 = Node('log_dirs', '[]uuid', None, s21, 0, items23, None)
        out.append(a24)
        for _ in range(n22):
            if pos + 16 > end:
                raise past_end(pos, 'log_dirs', 'uuid')
            items23.append(Node('log_dirs', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
            pos += 16
        a24.length = pos - s21
    if pos + 8 > end:
        raise run_error(pos, end, k15)
    v25 = k16(buf, pos)
    out.append(Node('previous_broker_epoch', 'int64', v25[0], pos + 0, 8, None, None))
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
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('broker_epoch', 'int64', v1[2], pos + 6, 8, None, None))
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
k5 = tagged_section({}, unknown_tag_node)
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
