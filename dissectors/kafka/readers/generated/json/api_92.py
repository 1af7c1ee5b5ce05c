"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, uuid_text


def struct_2(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        out['topic_name'] = None
    else:
        out['topic_name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


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
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        out['group_id'] = None
    else:
        out['group_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'topics', n4)
        out['topics'] = None
    else:
        ctx.cost += n4 * 500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'topics', n4)
        a5 = []
        out['topics'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_2(buf, pos, end, d7, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_8(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        out['topic_name'] = None
    else:
        out['topic_name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out['topic_id'] = uuid_text(buf, pos)
    pos += 16
    if pos + 2 > end:
        raise run_error(pos, end, k6)
    v3 = k7(buf, pos)
    out['error_code'] = v3[0]
    pos += 2
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'error_message', 'string', n5)
        out['error_message'] = None
    else:
        out['error_message'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_9(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k4)
    v1 = k5(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
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
        out['error_message'] = None
    else:
        out['error_message'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'responses', n5)
        out['responses'] = None
    else:
        ctx.cost += n5 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'responses', n5)
        a6 = []
        out['responses'] = a6
        for _ in range(n5):
            s7 = pos
            d8 = {}
            a6.append(d8)
            pos = struct_8(buf, pos, end, d8, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


k1 = tagged_section({}, unknown_tag_json)
k4 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k5 = Struct('>ih').unpack_from
k6 = (('error_code', 'int16', 2),)
k7 = Struct('>h').unpack_from

READERS = {
    ('request', 0): struct_3,
    ('response', 0): struct_9,
}
