"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, uuid_text
from kafkasniff.dissectors.kafka.readers.summary_facts import NULL_UUID
from kafkasniff.dissectors.kafka.summary import ErrorAt


def struct_q2(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        L_topic_name = None
    else:
        L_topic_name = buf[pos : pos + n2].decode('utf-8', 'replace')
        if L_topic_name is not None:
            out.names.append(L_topic_name)
        pos += n2
    if L_topic_name is not None:
        topic = L_topic_name
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq1(buf, pos, end, out, ctx)
    return pos


def struct_q3(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        L_group_id = None
    else:
        L_group_id = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if 'groupId' not in out.entities: out.entities['groupId'] = L_group_id
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
    else:
        ctx.cost += n4 * 500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'topics', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_q2(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq1(buf, pos, end, out, ctx)
    return pos


def struct_r6(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        L_topic_name = None
    else:
        L_topic_name = buf[pos : pos + n2].decode('utf-8', 'replace')
        if L_topic_name is not None:
            out.names.append(L_topic_name)
        pos += n2
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    L_topic_id = uuid_text(buf, pos)
    if L_topic_id is not None:
        if L_topic_id != NULL_UUID: out.ids.append(L_topic_id)
    pos += 16
    if L_topic_name is not None:
        topic = L_topic_name
    elif topic is None:
        topic = out.topic_ids.get(L_topic_id, L_topic_id)
    if pos + 2 > end:
        raise run_error(pos, end, kr3)
    v3 = kr4(buf, pos)
    L_error_code = v3[0]
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
        L_error_message = None
    else:
        L_error_message = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', L_error_message))
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr5(buf, pos, end, out, ctx)
    return pos


def struct_r7(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 6 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
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
        L_error_message = None
    else:
        L_error_message = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', L_error_message))
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
    else:
        ctx.cost += n5 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'responses', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_r6(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr5(buf, pos, end, out, ctx)
    return pos


kq1 = tagged_section({}, None)
kr1 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
kr2 = Struct('>4xh').unpack_from
kr3 = (('error_code', 'int16', 2),)
kr4 = Struct('>h').unpack_from
kr5 = tagged_section({}, None)

READERS = {
    ('request', 0, None): struct_q3,
    ('response', 0, None): struct_r7,
}
