"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16
from kafkasniff.dissectors.kafka.summary import ErrorAt


def struct_q2(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        L_group_id = None
    else:
        L_group_id = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if 'groupId' not in out.entities: out.entities['groupId'] = L_group_id
    if pos + 4 > end:
        raise run_error(pos, end, kq1)
    pos += 4
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'member_id', 'string', n4)
    else:
        pos += n4
    return pos


def struct_q3(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        L_group_id = None
    else:
        L_group_id = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if 'groupId' not in out.entities: out.entities['groupId'] = L_group_id
    if pos + 4 > end:
        raise run_error(pos, end, kq1)
    pos += 4
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'member_id', 'string', n4)
    else:
        pos += n4
    s5 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_instance_id', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'group_instance_id', 'string', n6)
    else:
        pos += n6
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
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        L_group_id = None
    else:
        L_group_id = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if 'groupId' not in out.entities: out.entities['groupId'] = L_group_id
    if pos + 4 > end:
        raise run_error(pos, end, kq1)
    pos += 4
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'member_id', 'string', n4)
    else:
        pos += n4
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'group_instance_id', 'string', n6)
    else:
        pos += n6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq4(buf, pos, end, out, ctx)
    return pos


def struct_r3(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
    pos += 2
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    return pos


def struct_r6(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 6 > end:
        raise run_error(pos, end, kr4)
    v1 = kr5(buf, pos)
    L_error_code = v1[0]
    pos += 6
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    return pos


def struct_r8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 6 > end:
        raise run_error(pos, end, kr4)
    v1 = kr5(buf, pos)
    L_error_code = v1[0]
    pos += 6
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


kq1 = (('generation_id', 'int32', 4),)
kq4 = tagged_section({}, None)
kr1 = (('error_code', 'int16', 2),)
kr2 = Struct('>h').unpack_from
kr4 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
kr5 = Struct('>4xh').unpack_from
kr7 = tagged_section({}, None)

READERS = {
    ('request', 0, None): struct_q2,
    ('request', 1, None): struct_q2,
    ('request', 2, None): struct_q2,
    ('request', 3, None): struct_q3,
    ('request', 4, None): struct_q5,
    ('response', 0, None): struct_r3,
    ('response', 1, None): struct_r6,
    ('response', 2, None): struct_r6,
    ('response', 3, None): struct_r6,
    ('response', 4, None): struct_r8,
}
