"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section
from kafkasniff.dissectors.kafka.summary import ErrorAt


def struct_q3(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 16 > end:
        raise run_error(pos, end, kq1)
    pos += 16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq2(buf, pos, end, out, ctx)
    return pos


def struct_r5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 26 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
    pos += 26
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'accepted_compression_types', n3)
    else:
        if pos + 1 * n3 > end:
            raise past_end(pos + (end - pos) // 1 * 1, 'accepted_compression_types', 'int8')
        pos += 1 * n3
    if pos + 9 > end:
        raise run_error(pos, end, kr3)
    pos += 9
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'requested_metrics', n5)
    else:
        for _ in range(n5):
            s6 = pos
            if pos < end and buf[pos] < 128:
                n7 = buf[pos] - 1
                pos += 1
            else:
                n7, pos = read_uvarint(buf, pos, end)
                n7 -= 1
            if n7 < 0 or pos + n7 > end:
                if n7 != -1:
                    raise sized_error(s6, pos, end, 'requested_metrics', 'string', n7)
            else:
                pos += n7
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr4(buf, pos, end, out, ctx)
    return pos


kq1 = (('client_instance_id', 'uuid', 16),)
kq2 = tagged_section({}, None)
kr1 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2), ('client_instance_id', 'uuid', 16), ('subscription_id', 'int32', 4))
kr2 = Struct('>4xh16x4x').unpack_from
kr3 = (('push_interval_ms', 'int32', 4), ('telemetry_max_bytes', 'int32', 4), ('delta_temporality', 'bool', 1))
kr4 = tagged_section({}, None)

READERS = {
    ('request', 0, None): struct_q3,
    ('response', 0, None): struct_r5,
}
