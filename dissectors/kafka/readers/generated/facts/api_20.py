"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32, uuid_text
from kafkasniff.dissectors.kafka.readers.summary_facts import NULL_UUID
from kafkasniff.dissectors.kafka.summary import ErrorAt


def struct_q2(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topic_names', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topic_names', n2)
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_names', n2)
        for _ in range(n2):
            s3 = pos
            if pos + 2 > end:
                raise past_end(pos, 'topic_names', 'string length')
            n4 = unpack_int16(buf, pos)[0]
            pos += 2
            if n4 < 0 or pos + n4 > end:
                if n4 != -1:
                    raise sized_error(s3, pos, end, 'topic_names', 'string', n4)
            else:
                e = buf[pos : pos + n4].decode('utf-8', 'replace')
                if True: out.names.append(e)
                pos += n4
    if pos + 4 > end:
        raise run_error(pos, end, kq1)
    pos += 4
    return pos


def struct_q4(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topic_names', n2)
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_names', n2)
        for _ in range(n2):
            s3 = pos
            if pos < end and buf[pos] < 128:
                n4 = buf[pos] - 1
                pos += 1
            else:
                n4, pos = read_uvarint(buf, pos, end)
                n4 -= 1
            if n4 < 0 or pos + n4 > end:
                if n4 != -1:
                    raise sized_error(s3, pos, end, 'topic_names', 'string', n4)
            else:
                e = buf[pos : pos + n4].decode('utf-8', 'replace')
                if True: out.names.append(e)
                pos += n4
    if pos + 4 > end:
        raise run_error(pos, end, kq1)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq3(buf, pos, end, out, ctx)
    return pos


def struct_q5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        L_name = None
    else:
        L_name = buf[pos : pos + n2].decode('utf-8', 'replace')
        if L_name is not None:
            out.names.append(L_name)
        pos += n2
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    L_topic_id = uuid_text(buf, pos)
    if L_topic_id is not None:
        if L_topic_id != NULL_UUID: out.ids.append(L_topic_id)
    pos += 16
    if L_name is not None:
        topic = L_name
    elif topic is None:
        topic = out.topic_ids.get(L_topic_id, L_topic_id)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq3(buf, pos, end, out, ctx)
    return pos


def struct_q6(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topics', n2)
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q5(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kq1)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq3(buf, pos, end, out, ctx)
    return pos


def struct_r3(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        L_name = None
    else:
        L_name = buf[pos : pos + n2].decode('utf-8', 'replace')
        if L_name is not None:
            out.names.append(L_name)
        pos += n2
    if L_name is not None:
        topic = L_name
    if pos + 2 > end:
        raise run_error(pos, end, kr1)
    v3 = kr2(buf, pos)
    L_error_code = v3[0]
    pos += 2
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    return pos


def struct_r4(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
    else:
        ctx.cost += n2 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r3(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r6(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr5)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
    else:
        ctx.cost += n2 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r3(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        L_name = None
    else:
        L_name = buf[pos : pos + n2].decode('utf-8', 'replace')
        if L_name is not None:
            out.names.append(L_name)
        pos += n2
    if L_name is not None:
        topic = L_name
    if pos + 2 > end:
        raise run_error(pos, end, kr1)
    v3 = kr2(buf, pos)
    L_error_code = v3[0]
    pos += 2
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r9(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr5)
    pos += 4
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
    else:
        ctx.cost += n2 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r8(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r10(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        L_name = None
    else:
        L_name = buf[pos : pos + n2].decode('utf-8', 'replace')
        if L_name is not None:
            out.names.append(L_name)
        pos += n2
    if L_name is not None:
        topic = L_name
    if pos + 2 > end:
        raise run_error(pos, end, kr1)
    v3 = kr2(buf, pos)
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
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r11(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr5)
    pos += 4
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
    else:
        ctx.cost += n2 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r10(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r12(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        L_name = None
    else:
        L_name = buf[pos : pos + n2].decode('utf-8', 'replace')
        if L_name is not None:
            out.names.append(L_name)
        pos += n2
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    L_topic_id = uuid_text(buf, pos)
    if L_topic_id is not None:
        if L_topic_id != NULL_UUID: out.ids.append(L_topic_id)
    pos += 16
    if L_name is not None:
        topic = L_name
    elif topic is None:
        topic = out.topic_ids.get(L_topic_id, L_topic_id)
    if pos + 2 > end:
        raise run_error(pos, end, kr1)
    v3 = kr2(buf, pos)
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
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r13(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr5)
    pos += 4
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
    else:
        ctx.cost += n2 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r12(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


kq1 = (('timeout_ms', 'int32', 4),)
kq3 = tagged_section({}, None)
kr1 = (('error_code', 'int16', 2),)
kr2 = Struct('>h').unpack_from
kr5 = (('throttle_time_ms', 'int32', 4),)
kr7 = tagged_section({}, None)

READERS = {
    ('request', 0, None): struct_q2,
    ('request', 1, None): struct_q2,
    ('request', 2, None): struct_q2,
    ('request', 3, None): struct_q2,
    ('request', 4, None): struct_q4,
    ('request', 5, None): struct_q4,
    ('request', 6, None): struct_q6,
    ('response', 0, None): struct_r4,
    ('response', 1, None): struct_r6,
    ('response', 2, None): struct_r6,
    ('response', 3, None): struct_r6,
    ('response', 4, None): struct_r9,
    ('response', 5, None): struct_r11,
    ('response', 6, None): struct_r13,
}
