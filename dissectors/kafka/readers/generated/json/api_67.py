"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, run_error, tagged_section, unknown_tag_json


def struct_4(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['broker_id'] = v1[0]
    out['broker_epoch'] = v1[1]
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
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    out['producer_id_start'] = v1[2]
    out['producer_id_len'] = v1[3]
    pos += 18
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


k1 = (('broker_id', 'int32', 4), ('broker_epoch', 'int64', 8))
k2 = Struct('>iq').unpack_from
k3 = tagged_section({}, unknown_tag_json)
k5 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2), ('producer_id_start', 'int64', 8), ('producer_id_len', 'int32', 4))
k6 = Struct('>ihqi').unpack_from

READERS = {
    ('request', 0): struct_4,
    ('response', 0): struct_7,
}
