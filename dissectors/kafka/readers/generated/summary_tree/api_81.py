"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, read_uvarint, run_error, sized_error, tagged_section


def struct_3(buf, pos, end, out, ctx):
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
    else:
        pos += n2
    if pos + 20 > end:
        raise run_error(pos, end, k1)
    pos += 20
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_6(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k4)
    v1 = k5(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
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
        pos = k2(buf, pos, end, out, ctx)
    return pos


k1 = (('voter_id', 'int32', 4), ('voter_directory_id', 'uuid', 16))
k2 = tagged_section({}, None)
k4 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k5 = Struct('>4xh').unpack_from

READERS = {
    ('request', 0): struct_3,
    ('response', 0): struct_6,
}
