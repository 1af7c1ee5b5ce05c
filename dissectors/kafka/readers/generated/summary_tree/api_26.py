"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16


def struct_3(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'transactional_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'transactional_id', 'string', n2)
        out.append(Node('transactional_id', 'string', None, s1, pos - s1, None, 'transactionalId'))
    else:
        out.append(Node('transactional_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'transactionalId'))
        pos += n2
    if pos + 11 > end:
        raise run_error(pos, end, k1)
    v3 = k2(buf, pos)
    out.append(Node('producer_id', 'int64', v3[0], pos + 0, 8, None, 'producerId'))
    pos += 11
    return pos


def struct_5(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'transactional_id', 'string', n2)
        out.append(Node('transactional_id', 'string', None, s1, pos - s1, None, 'transactionalId'))
    else:
        out.append(Node('transactional_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'transactionalId'))
        pos += n2
    if pos + 11 > end:
        raise run_error(pos, end, k1)
    v3 = k2(buf, pos)
    out.append(Node('producer_id', 'int64', v3[0], pos + 0, 8, None, 'producerId'))
    pos += 11
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_8(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k6)
    v1 = k7(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    pos += 6
    return pos


def struct_9(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k6)
    v1 = k7(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    pos += 6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_12(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k10)
    v1 = k11(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    out.append(Node('producer_id', 'int64', v1[1], pos + 6, 8, None, 'producerId'))
    pos += 16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


k1 = (('producer_id', 'int64', 8), ('producer_epoch', 'int16', 2), ('committed', 'bool', 1))
k2 = Struct('>q2x1x').unpack_from
k4 = tagged_section({}, None)
k6 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k7 = Struct('>4xh').unpack_from
k10 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2), ('producer_id', 'int64', 8), ('producer_epoch', 'int16', 2))
k11 = Struct('>4xhq2x').unpack_from

READERS = {
    ('request', 0): struct_3,
    ('request', 1): struct_3,
    ('request', 2): struct_3,
    ('request', 3): struct_5,
    ('request', 4): struct_5,
    ('request', 5): struct_5,
    ('response', 0): struct_8,
    ('response', 1): struct_8,
    ('response', 2): struct_8,
    ('response', 3): struct_9,
    ('response', 4): struct_9,
    ('response', 5): struct_12,
}
