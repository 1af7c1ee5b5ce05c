"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, run_error, tagged_section


def struct_3(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k1)
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_6(buf, pos, end, out, ctx):
    if pos + 18 > end:
        raise run_error(pos, end, k4)
    v1 = k5(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    out.append(Node('producer_id_start', 'int64', v1[1], pos + 6, 8, None, 'producerId'))
    pos += 18
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


k1 = (('broker_id', 'int32', 4), ('broker_epoch', 'int64', 8))
k2 = tagged_section({}, None)
k4 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2), ('producer_id_start', 'int64', 8), ('producer_id_len', 'int32', 4))
k5 = Struct('>4xhq4x').unpack_from

READERS = {
    ('request', 0): struct_3,
    ('response', 0): struct_6,
}
