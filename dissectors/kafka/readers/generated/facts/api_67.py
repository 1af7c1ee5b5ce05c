"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, run_error, tagged_section
from kafkasniff.dissectors.kafka.summary import ErrorAt


def struct_q3(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 12 > end:
        raise run_error(pos, end, kq1)
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq2(buf, pos, end, out, ctx)
    return pos


def struct_r4(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 18 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
    L_producer_id_start = v1[1]
    pos += 18
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr3(buf, pos, end, out, ctx)
    return pos


kq1 = (('broker_id', 'int32', 4), ('broker_epoch', 'int64', 8))
kq2 = tagged_section({}, None)
kr1 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2), ('producer_id_start', 'int64', 8), ('producer_id_len', 'int32', 4))
kr2 = Struct('>4xhq4x').unpack_from
kr3 = tagged_section({}, None)

READERS = {
    ('request', 0, None): struct_q3,
    ('response', 0, None): struct_r4,
}
