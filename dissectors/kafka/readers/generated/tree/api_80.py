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
    if pos + 2 > end:
        raise run_error(pos, end, k3)
    v5 = k4(buf, pos)
    out.append(Node('port', 'uint16', v5[0], pos + 0, 2, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_7(buf, pos, end, out, ctx):
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
        out.append(Node('cluster_id', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('cluster_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    v3 = k2(buf, pos)
    out.append(Node('timeout_ms', 'int32', v3[0], pos + 0, 4, None, None))
    out.append(Node('voter_id', 'int32', v3[1], pos + 4, 4, None, None))
    pos += 8
    if pos + 16 > end:
        raise past_end(pos, 'voter_directory_id', 'uuid')
    out.append(Node('voter_directory_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
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
        ctx.cost += n5 * 1000
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
        out.append(Node('cluster_id', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('cluster_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    v3 = k2(buf, pos)
    out.append(Node('timeout_ms', 'int32', v3[0], pos + 0, 4, None, None))
    out.append(Node('voter_id', 'int32', v3[1], pos + 4, 4, None, None))
    pos += 8
    if pos + 16 > end:
        raise past_end(pos, 'voter_directory_id', 'uuid')
    out.append(Node('voter_directory_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
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
        ctx.cost += n5 * 1000
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
    if pos + 1 > end:
        raise run_error(pos, end, k8)
    v11 = k9(buf, pos)
    out.append(Node('ack_when_committed', 'bool', v11[0], pos + 0, 1, None, None))
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
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
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


k1 = (('timeout_ms', 'int32', 4), ('voter_id', 'int32', 4))
k2 = Struct('>ii').unpack_from
k3 = (('port', 'uint16', 2),)
k4 = Struct('>H').unpack_from
k5 = tagged_section({}, unknown_tag_node)
k8 = (('ack_when_committed', 'bool', 1),)
k9 = Struct('>?').unpack_from
k11 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k12 = Struct('>ih').unpack_from

READERS = {
    ('request', 0): struct_7,
    ('request', 1): struct_10,
    ('response', 0): struct_13,
    ('response', 1): struct_13,
}
