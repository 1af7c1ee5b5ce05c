"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, tagged_section


def struct_3(buf, pos, end, out, ctx):
    if pos + 22 > end:
        raise run_error(pos, end, k1)
    pos += 22
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def field_4(buf, pos, end, out, ctx):
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


def struct_6(buf, pos, end, out, ctx):
    if pos + 22 > end:
        raise run_error(pos, end, k1)
    pos += 22
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def field_7(buf, pos, end, out, ctx):
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


def struct_9(buf, pos, end, out, ctx):
    if pos + 22 > end:
        raise run_error(pos, end, k1)
    pos += 22
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_12(buf, pos, end, out, ctx):
    if pos + 9 > end:
        raise run_error(pos, end, k10)
    v1 = k11(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    pos += 9
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


k1 = (('broker_id', 'int32', 4), ('broker_epoch', 'int64', 8), ('current_metadata_offset', 'int64', 8), ('want_fence', 'bool', 1), ('want_shut_down', 'bool', 1))
k2 = tagged_section({}, None)
k5 = tagged_section({0: ('offline_log_dirs', field_4)}, None)
k8 = tagged_section({0: ('offline_log_dirs', field_4), 1: ('cordoned_log_dirs', field_7)}, None)
k10 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2), ('is_caught_up', 'bool', 1), ('is_fenced', 'bool', 1), ('should_shut_down', 'bool', 1))
k11 = Struct('>4xh1x1x1x').unpack_from

READERS = {
    ('request', 0): struct_3,
    ('request', 1): struct_6,
    ('request', 2): struct_9,
    ('response', 0): struct_12,
    ('response', 1): struct_12,
    ('response', 2): struct_12,
}
