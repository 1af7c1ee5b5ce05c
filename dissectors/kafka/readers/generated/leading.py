"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, past_end, read_uvarint, run_error, sized_error, unpack_int16


def prefix_3(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('acks', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    return pos


def prefix_4(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'transactional_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'transactional_id', 'string', n2)
    else:
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, k1)
    v3 = k2(buf, pos)
    out.append(Node('acks', 'int16', v3[0], pos + 0, 2, None, None))
    pos += 2
    return pos


def prefix_5(buf, pos, end, out, ctx):
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
    else:
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, k1)
    v3 = k2(buf, pos)
    out.append(Node('acks', 'int16', v3[0], pos + 0, 2, None, None))
    pos += 2
    return pos


def prefix_8(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'transactional_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'transactional_id', 'string', n2)
    else:
        pos += n2
    if pos + 11 > end:
        raise run_error(pos, end, k6)
    v3 = k7(buf, pos)
    out.append(Node('committed', 'bool', v3[0], pos + 10, 1, None, None))
    pos += 11
    return pos


def prefix_9(buf, pos, end, out, ctx):
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
    else:
        pos += n2
    if pos + 11 > end:
        raise run_error(pos, end, k6)
    v3 = k7(buf, pos)
    out.append(Node('committed', 'bool', v3[0], pos + 10, 1, None, None))
    pos += 11
    return pos


k1 = (('acks', 'int16', 2),)
k2 = Struct('>h').unpack_from
k6 = (('producer_id', 'int64', 8), ('producer_epoch', 'int16', 2), ('committed', 'bool', 1))
k7 = Struct('>8x2x?').unpack_from

READERS = {
    ('request', 0, 0, 'acks'): prefix_3,
    ('request', 0, 1, 'acks'): prefix_3,
    ('request', 0, 2, 'acks'): prefix_3,
    ('request', 0, 3, 'acks'): prefix_4,
    ('request', 0, 4, 'acks'): prefix_4,
    ('request', 0, 5, 'acks'): prefix_4,
    ('request', 0, 6, 'acks'): prefix_4,
    ('request', 0, 7, 'acks'): prefix_4,
    ('request', 0, 8, 'acks'): prefix_4,
    ('request', 0, 9, 'acks'): prefix_5,
    ('request', 0, 10, 'acks'): prefix_5,
    ('request', 0, 11, 'acks'): prefix_5,
    ('request', 0, 12, 'acks'): prefix_5,
    ('request', 0, 13, 'acks'): prefix_5,
    ('request', 26, 0, 'committed'): prefix_8,
    ('request', 26, 1, 'committed'): prefix_8,
    ('request', 26, 2, 'committed'): prefix_8,
    ('request', 26, 3, 'committed'): prefix_9,
    ('request', 26, 4, 'committed'): prefix_9,
    ('request', 26, 5, 'committed'): prefix_9,
}
