"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node


def struct_4(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('broker_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_7(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k5)
    v1 = k6(buf, pos)
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
        pos = k3(buf, pos, end, out, ctx)
    return pos


k1 = (('broker_id', 'int32', 4),)
k2 = Struct('>i').unpack_from
k3 = tagged_section({}, unknown_tag_node)
k5 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k6 = Struct('>ih').unpack_from

READERS = {
    ('request', 0): struct_4,
    ('response', 0): struct_7,
}
