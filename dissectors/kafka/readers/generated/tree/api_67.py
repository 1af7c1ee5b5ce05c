"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, run_error, tagged_section, unknown_tag_node


def struct_4(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('broker_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('broker_epoch', 'int64', v1[1], pos + 4, 8, None, None))
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_7(buf, pos, end, out, ctx):
    if pos + 18 > end:
        raise run_error(pos, end, k5)
    v1 = k6(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    out.append(Node('producer_id_start', 'int64', v1[2], pos + 6, 8, None, 'producerId'))
    out.append(Node('producer_id_len', 'int32', v1[3], pos + 14, 4, None, None))
    pos += 18
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


k1 = (('broker_id', 'int32', 4), ('broker_epoch', 'int64', 8))
k2 = Struct('>iq').unpack_from
k3 = tagged_section({}, unknown_tag_node)
k5 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2), ('producer_id_start', 'int64', 8), ('producer_id_len', 'int32', 4))
k6 = Struct('>ihqi').unpack_from

READERS = {
    ('request', 0): struct_4,
    ('response', 0): struct_7,
}
