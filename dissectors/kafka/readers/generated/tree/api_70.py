"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, uuid_text


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
        raise run_error(pos, end, k5)
    v5 = k6(buf, pos)
    out.append(Node('port', 'uint16', v5[0], pos + 0, 2, None, None))
    out.append(Node('security_protocol', 'int16', v5[1], pos + 2, 2, None, None))
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
        out.append(Node('name', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k9)
    v3 = k10(buf, pos)
    out.append(Node('min_supported_version', 'int16', v3[0], pos + 0, 2, None, None))
    out.append(Node('max_supported_version', 'int16', v3[1], pos + 2, 2, None, None))
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
    out.append(Node('controller_id', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    if pos + 16 > end:
        raise past_end(pos, 'incarnation_id', 'uuid')
    out.append(Node('incarnation_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos + 1 > end:
        raise run_error(pos, end, k3)
    v2 = k4(buf, pos)
    out.append(Node('zk_migration_ready', 'bool', v2[0], pos + 0, 1, None, None))
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
        out.append(Node('listeners', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'listeners', n4)
        items5 = []
        a6 = Node('listeners', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('listeners', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_8(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'features', n11)
        out.append(Node('features', '[]struct', None, s10, pos - s10, None, None))
    else:
        ctx.cost += n11 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'features', n11)
        items12 = []
        a13 = Node('features', '[]struct', None, s10, 0, items12, None)
        out.append(a13)
        for _ in range(n11):
            s14 = pos
            c15 = []
            t16 = Node('features', 'struct', None, s14, 0, c15, None)
            items12.append(t16)
            pos = struct_11(buf, pos, end, c15, ctx)
            t16.length = pos - s14
        a13.length = pos - s10
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_15(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k13)
    v1 = k14(buf, pos)
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
k7 = tagged_section({}, unknown_tag_node)
k9 = (('min_supported_version', 'int16', 2), ('max_supported_version', 'int16', 2))
k10 = Struct('>hh').unpack_from
k13 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k14 = Struct('>ih').unpack_from

READERS = {
    ('request', 0): struct_12,
    ('response', 0): struct_15,
}
