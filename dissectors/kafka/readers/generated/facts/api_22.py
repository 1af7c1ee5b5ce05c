"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16
from kafkasniff.dissectors.kafka.summary import ErrorAt


def struct_q2(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'transactional_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'transactional_id', 'string', n2)
        L_transactional_id = None
    else:
        L_transactional_id = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if 'transactionalId' not in out.entities: out.entities['transactionalId'] = L_transactional_id
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
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'transactional_id', 'string', n2)
        L_transactional_id = None
    else:
        L_transactional_id = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if 'transactionalId' not in out.entities: out.entities['transactionalId'] = L_transactional_id
    if pos + 4 > end:
        raise run_error(pos, end, kq1)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq3(buf, pos, end, out, ctx)
    return pos


def struct_q7(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        L_transactional_id = None
    else:
        L_transactional_id = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if 'transactionalId' not in out.entities: out.entities['transactionalId'] = L_transactional_id
    if pos + 14 > end:
        raise run_error(pos, end, kq5)
    v3 = kq6(buf, pos)
    L_producer_id = v3[0]
    pos += 14
    if 'producerId' not in out.entities: out.entities['producerId'] = L_producer_id
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq3(buf, pos, end, out, ctx)
    return pos


def struct_q10(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        L_transactional_id = None
    else:
        L_transactional_id = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if 'transactionalId' not in out.entities: out.entities['transactionalId'] = L_transactional_id
    if pos + 16 > end:
        raise run_error(pos, end, kq8)
    v3 = kq9(buf, pos)
    L_producer_id = v3[0]
    pos += 16
    if 'producerId' not in out.entities: out.entities['producerId'] = L_producer_id
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq3(buf, pos, end, out, ctx)
    return pos


def struct_r3(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 16 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
    L_producer_id = v1[1]
    pos += 16
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    return pos


def struct_r5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 16 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
    L_producer_id = v1[1]
    pos += 16
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr4(buf, pos, end, out, ctx)
    return pos


def struct_r8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 26 > end:
        raise run_error(pos, end, kr6)
    v1 = kr7(buf, pos)
    L_error_code = v1[0]
    L_producer_id = v1[1]
    L_ongoing_txn_producer_id = v1[2]
    pos += 26
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr4(buf, pos, end, out, ctx)
    return pos


kq1 = (('transaction_timeout_ms', 'int32', 4),)
kq3 = tagged_section({}, None)
kq5 = (('transaction_timeout_ms', 'int32', 4), ('producer_id', 'int64', 8), ('producer_epoch', 'int16', 2))
kq6 = Struct('>4xq2x').unpack_from
kq8 = (('transaction_timeout_ms', 'int32', 4), ('producer_id', 'int64', 8), ('producer_epoch', 'int16', 2), ('enable2_pc', 'bool', 1), ('keep_prepared_txn', 'bool', 1))
kq9 = Struct('>4xq2x1x1x').unpack_from
kr1 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2), ('producer_id', 'int64', 8), ('producer_epoch', 'int16', 2))
kr2 = Struct('>4xhq2x').unpack_from
kr4 = tagged_section({}, None)
kr6 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2), ('producer_id', 'int64', 8), ('producer_epoch', 'int16', 2), ('ongoing_txn_producer_id', 'int64', 8), ('ongoing_txn_producer_epoch', 'int16', 2))
kr7 = Struct('>4xhq2xq2x').unpack_from

READERS = {
    ('request', 0, None): struct_q2,
    ('request', 1, None): struct_q2,
    ('request', 2, None): struct_q4,
    ('request', 3, None): struct_q7,
    ('request', 4, None): struct_q7,
    ('request', 5, None): struct_q7,
    ('request', 6, None): struct_q10,
    ('response', 0, None): struct_r3,
    ('response', 1, None): struct_r3,
    ('response', 2, None): struct_r5,
    ('response', 3, None): struct_r5,
    ('response', 4, None): struct_r5,
    ('response', 5, None): struct_r5,
    ('response', 6, None): struct_r8,
}
