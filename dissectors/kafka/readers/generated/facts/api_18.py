"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int32
from kafkasniff.dissectors.kafka.summary import ErrorAt


def struct_q1(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            raise sized_error(s1, pos, end, 'client_software_name', 'string', n2)
    else:
        pos += n2
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'client_software_version', 'string', n4)
    else:
        pos += n4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq2(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'client_software_name', 'string', n2)
    else:
        pos += n2
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'client_software_version', 'string', n4)
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
            raise sized_error(s5, pos, end, 'cluster_id', 'string', n6)
    else:
        pos += n6
    if pos + 4 > end:
        raise run_error(pos, end, kq4)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq2(buf, pos, end, out, ctx)
    return pos


def struct_r4(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 6 > end:
        raise run_error(pos, end, kr3)
    pos += 6
    return pos


def struct_r5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
    pos += 2
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'api_keys', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'api_keys', n3)
    else:
        for _ in range(n3):
            s4 = pos
            pos = struct_r4(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r7(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
    pos += 2
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'api_keys', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'api_keys', n3)
    else:
        for _ in range(n3):
            s4 = pos
            pos = struct_r4(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr6)
    pos += 4
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
    else:
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, kr8)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr9(buf, pos, end, out, ctx)
    return pos


def field_r11(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'supported_features', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_r10(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def field_r13(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 8 > end:
        raise run_error(pos, end, kr12)
    pos += 8
    return pos


def struct_r15(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    else:
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, kr14)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr9(buf, pos, end, out, ctx)
    return pos


def field_r16(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'finalized_features', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_r15(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def field_r18(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 1 > end:
        raise run_error(pos, end, kr17)
    pos += 1
    return pos


def struct_r19(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 6 > end:
        raise run_error(pos, end, kr3)
    pos += 6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr9(buf, pos, end, out, ctx)
    return pos


def struct_r21(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
    pos += 2
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'api_keys', n3)
    else:
        for _ in range(n3):
            s4 = pos
            pos = struct_r19(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr6)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr20(buf, pos, end, out, ctx)
    return pos


kq2 = tagged_section({}, None)
kq4 = (('node_id', 'int32', 4),)
kr1 = (('error_code', 'int16', 2),)
kr2 = Struct('>h').unpack_from
kr3 = (('api_key', 'int16', 2), ('min_version', 'int16', 2), ('max_version', 'int16', 2))
kr6 = (('throttle_time_ms', 'int32', 4),)
kr8 = (('min_version', 'int16', 2), ('max_version', 'int16', 2))
kr9 = tagged_section({}, None)
kr12 = (('finalized_features_epoch', 'int64', 8),)
kr14 = (('max_version_level', 'int16', 2), ('min_version_level', 'int16', 2))
kr17 = (('zk_migration_ready', 'bool', 1),)
kr20 = tagged_section({0: ('supported_features', field_r11), 1: ('finalized_features_epoch', field_r13), 2: ('finalized_features', field_r16), 3: ('zk_migration_ready', field_r18)}, None)

READERS = {
    ('request', 0, None): struct_q1,
    ('request', 1, None): struct_q1,
    ('request', 2, None): struct_q1,
    ('request', 3, None): struct_q3,
    ('request', 4, None): struct_q3,
    ('request', 5, None): struct_q5,
    ('response', 0, None): struct_r5,
    ('response', 1, None): struct_r7,
    ('response', 2, None): struct_r7,
    ('response', 3, None): struct_r21,
    ('response', 4, None): struct_r21,
    ('response', 5, None): struct_r21,
}
