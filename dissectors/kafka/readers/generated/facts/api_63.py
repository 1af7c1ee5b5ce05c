"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, tagged_section
from kafkasniff.dissectors.kafka.summary import ErrorAt


def struct_q3(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 22 > end:
        raise run_error(pos, end, kq1)
    pos += 22
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq2(buf, pos, end, out, ctx)
    return pos


def field_q4(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'offline_log_dirs', n2)
    else:
        if pos + 16 * n2 > end:
            raise past_end(pos + (end - pos) // 16 * 16, 'offline_log_dirs', 'uuid')
        pos += 16 * n2
    return pos


def struct_q6(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 22 > end:
        raise run_error(pos, end, kq1)
    pos += 22
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq5(buf, pos, end, out, ctx)
    return pos


def field_q7(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'cordoned_log_dirs', n2)
    else:
        if pos + 16 * n2 > end:
            raise past_end(pos + (end - pos) // 16 * 16, 'cordoned_log_dirs', 'uuid')
        pos += 16 * n2
    return pos


def struct_q9(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 22 > end:
        raise run_error(pos, end, kq1)
    pos += 22
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq8(buf, pos, end, out, ctx)
    return pos


def struct_r4(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 9 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
    pos += 9
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr3(buf, pos, end, out, ctx)
    return pos


kq1 = (('broker_id', 'int32', 4), ('broker_epoch', 'int64', 8), ('current_metadata_offset', 'int64', 8), ('want_fence', 'bool', 1), ('want_shut_down', 'bool', 1))
kq2 = tagged_section({}, None)
kq5 = tagged_section({0: ('offline_log_dirs', field_q4)}, None)
kq8 = tagged_section({0: ('offline_log_dirs', field_q4), 1: ('cordoned_log_dirs', field_q7)}, None)
kr1 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2), ('is_caught_up', 'bool', 1), ('is_fenced', 'bool', 1), ('should_shut_down', 'bool', 1))
kr2 = Struct('>4xh1x1x1x').unpack_from
kr3 = tagged_section({}, None)

READERS = {
    ('request', 0, None): struct_q3,
    ('request', 1, None): struct_q6,
    ('request', 2, None): struct_q9,
    ('response', 0, None): struct_r4,
    ('response', 1, None): struct_r4,
    ('response', 2, None): struct_r4,
}
