"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, tagged_section, unknown_tag_json, uuid_text


def struct_4(buf, pos, end, out, ctx):
    if pos + 22 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['broker_id'] = v1[0]
    out['broker_epoch'] = v1[1]
    out['current_metadata_offset'] = v1[2]
    out['want_fence'] = v1[3]
    out['want_shut_down'] = v1[4]
    pos += 22
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def field_5(buf, pos, end, out, ctx):
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
        out['offline_log_dirs'] = None
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'offline_log_dirs', n2)
        a3 = []
        out['offline_log_dirs'] = a3
        for _ in range(n2):
            if pos + 16 > end:
                raise past_end(pos, 'offline_log_dirs', 'uuid')
            a3.append(uuid_text(buf, pos))
            pos += 16
    return pos


def struct_7(buf, pos, end, out, ctx):
    if pos + 22 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['broker_id'] = v1[0]
    out['broker_epoch'] = v1[1]
    out['current_metadata_offset'] = v1[2]
    out['want_fence'] = v1[3]
    out['want_shut_down'] = v1[4]
    pos += 22
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k6(buf, pos, end, out, ctx)
    return pos


def field_8(buf, pos, end, out, ctx):
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
        out['cordoned_log_dirs'] = None
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'cordoned_log_dirs', n2)
        a3 = []
        out['cordoned_log_dirs'] = a3
        for _ in range(n2):
            if pos + 16 > end:
                raise past_end(pos, 'cordoned_log_dirs', 'uuid')
            a3.append(uuid_text(buf, pos))
            pos += 16
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 22 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['broker_id'] = v1[0]
    out['broker_epoch'] = v1[1]
    out['current_metadata_offset'] = v1[2]
    out['want_fence'] = v1[3]
    out['want_shut_down'] = v1[4]
    pos += 22
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 9 > end:
        raise run_error(pos, end, k11)
    v1 = k12(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    out['is_caught_up'] = v1[2]
    out['is_fenced'] = v1[3]
    out['should_shut_down'] = v1[4]
    pos += 9
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


k1 = (('broker_id', 'int32', 4), ('broker_epoch', 'int64', 8), ('current_metadata_offset', 'int64', 8), ('want_fence', 'bool', 1), ('want_shut_down', 'bool', 1))
k2 = Struct('>iqq??').unpack_from
k3 = tagged_section({}, unknown_tag_json)
k6 = tagged_section({0: ('offline_log_dirs', field_5)}, unknown_tag_json)
k9 = tagged_section({0: ('offline_log_dirs', field_5), 1: ('cordoned_log_dirs', field_8)}, unknown_tag_json)
k11 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2), ('is_caught_up', 'bool', 1), ('is_fenced', 'bool', 1), ('should_shut_down', 'bool', 1))
k12 = Struct('>ih???').unpack_from

READERS = {
    ('request', 0): struct_4,
    ('request', 1): struct_7,
    ('request', 2): struct_10,
    ('response', 0): struct_13,
    ('response', 1): struct_13,
    ('response', 2): struct_13,
}
