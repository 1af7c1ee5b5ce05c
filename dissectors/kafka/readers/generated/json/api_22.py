"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int16


def struct_3(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'transactional_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'transactional_id', 'string', n2)
        out['transactional_id'] = None
    else:
        out['transactional_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v3 = k2(buf, pos)
    out['transaction_timeout_ms'] = v3[0]
    pos += 4
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
        out['transactional_id'] = None
    else:
        out['transactional_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v3 = k2(buf, pos)
    out['transaction_timeout_ms'] = v3[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'transactional_id', 'string', n2)
        out['transactional_id'] = None
    else:
        out['transactional_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 14 > end:
        raise run_error(pos, end, k6)
    v3 = k7(buf, pos)
    out['transaction_timeout_ms'] = v3[0]
    out['producer_id'] = v3[1]
    out['producer_epoch'] = v3[2]
    pos += 14
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_11(buf, pos, end, out, ctx):
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
        out['transactional_id'] = None
    else:
        out['transactional_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 16 > end:
        raise run_error(pos, end, k9)
    v3 = k10(buf, pos)
    out['transaction_timeout_ms'] = v3[0]
    out['producer_id'] = v3[1]
    out['producer_epoch'] = v3[2]
    out['enable2_pc'] = v3[3]
    out['keep_prepared_txn'] = v3[4]
    pos += 16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_14(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k12)
    v1 = k13(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    out['producer_id'] = v1[2]
    out['producer_epoch'] = v1[3]
    pos += 16
    return pos


def struct_15(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k12)
    v1 = k13(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    out['producer_id'] = v1[2]
    out['producer_epoch'] = v1[3]
    pos += 16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_18(buf, pos, end, out, ctx):
    if pos + 26 > end:
        raise run_error(pos, end, k16)
    v1 = k17(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    out['producer_id'] = v1[2]
    out['producer_epoch'] = v1[3]
    out['ongoing_txn_producer_id'] = v1[4]
    out['ongoing_txn_producer_epoch'] = v1[5]
    pos += 26
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


k1 = (('transaction_timeout_ms', 'int32', 4),)
k2 = Struct('>i').unpack_from
k4 = tagged_section({}, unknown_tag_json)
k6 = (('transaction_timeout_ms', 'int32', 4), ('producer_id', 'int64', 8), ('producer_epoch', 'int16', 2))
k7 = Struct('>iqh').unpack_from
k9 = (('transaction_timeout_ms', 'int32', 4), ('producer_id', 'int64', 8), ('producer_epoch', 'int16', 2), ('enable2_pc', 'bool', 1), ('keep_prepared_txn', 'bool', 1))
k10 = Struct('>iqh??').unpack_from
k12 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2), ('producer_id', 'int64', 8), ('producer_epoch', 'int16', 2))
k13 = Struct('>ihqh').unpack_from
k16 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2), ('producer_id', 'int64', 8), ('producer_epoch', 'int16', 2), ('ongoing_txn_producer_id', 'int64', 8), ('ongoing_txn_producer_epoch', 'int16', 2))
k17 = Struct('>ihqhqh').unpack_from

READERS = {
    ('request', 0): struct_3,
    ('request', 1): struct_3,
    ('request', 2): struct_5,
    ('request', 3): struct_8,
    ('request', 4): struct_8,
    ('request', 5): struct_8,
    ('request', 6): struct_11,
    ('response', 0): struct_14,
    ('response', 1): struct_14,
    ('response', 2): struct_15,
    ('response', 3): struct_15,
    ('response', 4): struct_15,
    ('response', 5): struct_15,
    ('response', 6): struct_18,
}
