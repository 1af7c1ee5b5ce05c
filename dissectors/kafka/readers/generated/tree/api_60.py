"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node


def struct_4(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('include_cluster_authorized_operations', 'bool', v1[0], pos + 0, 1, None, None))
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
    out.append(Node('include_cluster_authorized_operations', 'bool', v1[0], pos + 0, 1, None, None))
    out.append(Node('endpoint_type', 'int8', v1[1], pos + 1, 1, None, None))
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
    out.append(Node('include_cluster_authorized_operations', 'bool', v1[0], pos + 0, 1, None, None))
    out.append(Node('endpoint_type', 'int8', v1[1], pos + 1, 1, None, None))
    out.append(Node('include_fenced_brokers', 'bool', v1[2], pos + 2, 1, None, None))
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
            raise sized_error(s2, pos, end, 'host', 'string', n3)
        out.append(Node('host', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('host', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 4 > end:
        raise run_error(pos, end, k16)
    v4 = k14(buf, pos)
    out.append(Node('port', 'int32', v4[0], pos + 0, 4, None, None))
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
        out.append(Node('rack', 'string', None, s5, pos - s5, None, None))
    else:
        out.append(Node('rack', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
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
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
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
        out.append(Node('error_message', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
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
        out.append(Node('cluster_id', 'string', None, s4, pos - s4, None, None))
    else:
        out.append(Node('cluster_id', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, None))
        pos += n5
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    v6 = k14(buf, pos)
    out.append(Node('controller_id', 'int32', v6[0], pos + 0, 4, None, 'brokerId'))
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
        out.append(Node('brokers', '[]struct', None, s7, pos - s7, None, None))
    else:
        ctx.cost += n8 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'brokers', n8)
        items9 = []
        a10 = Node('brokers', '[]struct', None, s7, 0, items9, None)
        out.append(a10)
        for _ in range(n8):
            s11 = pos
            c12 = []
            t13 = Node('brokers', 'struct', None, s11, 0, c12, None)
            items9.append(t13)
            pos = struct_17(buf, pos, end, c12, ctx)
            t13.length = pos - s11
        a10.length = pos - s7
    if pos + 4 > end:
        raise run_error(pos, end, k18)
    v14 = k14(buf, pos)
    out.append(Node('cluster_authorized_operations', 'int32', v14[0], pos + 0, 4, None, None))
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
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
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
        out.append(Node('error_message', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k20)
    v4 = k21(buf, pos)
    out.append(Node('endpoint_type', 'int8', v4[0], pos + 0, 1, None, None))
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
        out.append(Node('cluster_id', 'string', None, s5, pos - s5, None, None))
    else:
        out.append(Node('cluster_id', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
        pos += n6
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    v7 = k14(buf, pos)
    out.append(Node('controller_id', 'int32', v7[0], pos + 0, 4, None, 'brokerId'))
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
        out.append(Node('brokers', '[]struct', None, s8, pos - s8, None, None))
    else:
        ctx.cost += n9 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'brokers', n9)
        items10 = []
        a11 = Node('brokers', '[]struct', None, s8, 0, items10, None)
        out.append(a11)
        for _ in range(n9):
            s12 = pos
            c13 = []
            t14 = Node('brokers', 'struct', None, s12, 0, c13, None)
            items10.append(t14)
            pos = struct_17(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    if pos + 4 > end:
        raise run_error(pos, end, k18)
    v15 = k14(buf, pos)
    out.append(Node('cluster_authorized_operations', 'int32', v15[0], pos + 0, 4, None, None))
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
            raise sized_error(s2, pos, end, 'host', 'string', n3)
        out.append(Node('host', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('host', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 4 > end:
        raise run_error(pos, end, k16)
    v4 = k14(buf, pos)
    out.append(Node('port', 'int32', v4[0], pos + 0, 4, None, None))
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
        out.append(Node('rack', 'string', None, s5, pos - s5, None, None))
    else:
        out.append(Node('rack', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
        pos += n6
    if pos + 1 > end:
        raise run_error(pos, end, k23)
    v7 = k2(buf, pos)
    out.append(Node('is_fenced', 'bool', v7[0], pos + 0, 1, None, None))
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
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
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
        out.append(Node('error_message', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k20)
    v4 = k21(buf, pos)
    out.append(Node('endpoint_type', 'int8', v4[0], pos + 0, 1, None, None))
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
        out.append(Node('cluster_id', 'string', None, s5, pos - s5, None, None))
    else:
        out.append(Node('cluster_id', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
        pos += n6
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    v7 = k14(buf, pos)
    out.append(Node('controller_id', 'int32', v7[0], pos + 0, 4, None, 'brokerId'))
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
        out.append(Node('brokers', '[]struct', None, s8, pos - s8, None, None))
    else:
        ctx.cost += n9 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'brokers', n9)
        items10 = []
        a11 = Node('brokers', '[]struct', None, s8, 0, items10, None)
        out.append(a11)
        for _ in range(n9):
            s12 = pos
            c13 = []
            t14 = Node('brokers', 'struct', None, s12, 0, c13, None)
            items10.append(t14)
            pos = struct_24(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    if pos + 4 > end:
        raise run_error(pos, end, k18)
    v15 = k14(buf, pos)
    out.append(Node('cluster_authorized_operations', 'int32', v15[0], pos + 0, 4, None, None))
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


k1 = (('include_cluster_authorized_operations', 'bool', 1),)
k2 = Struct('>?').unpack_from
k3 = tagged_section({}, unknown_tag_node)
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
