"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16


def struct_2(buf, pos, end, out, ctx):
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
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    pos += 4
    return pos


def struct_4(buf, pos, end, out, ctx):
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
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_7(buf, pos, end, out, ctx):
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
    if pos + 14 > end:
        raise run_error(pos, end, k5)
    v3 = k6(buf, pos)
    out.append(Node('producer_id', 'int64', v3[0], pos + 4, 8, None, 'producerId'))
    pos += 14
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
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
    if pos + 16 > end:
        raise run_error(pos, end, k8)
    v3 = k9(buf, pos)
    out.append(Node('producer_id', 'int64', v3[0], pos + 4, 8, None, 'producerId'))
    pos += 16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k11)
    v1 = k12(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    out.append(Node('producer_id', 'int64', v1[1], pos + 6, 8, None, 'producerId'))
    pos += 16
    return pos


def struct_14(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k11)
    v1 = k12(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    out.append(Node('producer_id', 'int64', v1[1], pos + 6, 8, None, 'producerId'))
    pos += 16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 26 > end:
        raise run_error(pos, end, k15)
    v1 = k16(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    out.append(Node('producer_id', 'int64', v1[1], pos + 6, 8, None, 'producerId'))
    out.append(Node('ongoing_txn_producer_id', 'int64', v1[2], pos + 16, 8, None, 'producerId'))
    pos += 26
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


k1 = (('transaction_timeout_ms', 'int32', 4),)
k3 = tagged_section({}, None)
k5 = (('transaction_timeout_ms', 'int32', 4), ('producer_id', 'int64', 8), ('producer_epoch', 'int16', 2))
k6 = Struct('>4xq2x').unpack_from
k8 = (('transaction_timeout_ms', 'int32', 4), ('producer_id', 'int64', 8), ('producer_epoch', 'int16', 2), ('enable2_pc', 'bool', 1), ('keep_prepared_txn', 'bool', 1))
k9 = Struct('>4xq2x1x1x').unpack_from
k11 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2), ('producer_id', 'int64', 8), ('producer_epoch', 'int16', 2))
k12 = Struct('>4xhq2x').unpack_from
k15 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2), ('producer_id', 'int64', 8), ('producer_epoch', 'int16', 2), ('ongoing_txn_producer_id', 'int64', 8), ('ongoing_txn_producer_epoch', 'int16', 2))
k16 = Struct('>4xhq2xq2x').unpack_from

READERS = {
    ('request', 0): struct_2,
    ('request', 1): struct_2,
    ('request', 2): struct_4,
    ('request', 3): struct_7,
    ('request', 4): struct_7,
    ('request', 5): struct_7,
    ('request', 6): struct_10,
    ('response', 0): struct_13,
    ('response', 1): struct_13,
    ('response', 2): struct_14,
    ('response', 3): struct_14,
    ('response', 4): struct_14,
    ('response', 5): struct_14,
    ('response', 6): struct_17,
}
