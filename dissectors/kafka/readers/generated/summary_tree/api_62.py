"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section


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
            raise sized_error(s1, pos, end, 'name', 'string', n2)
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
            raise sized_error(s3, pos, end, 'host', 'string', n4)
    else:
        pos += n4
    if pos + 4 > end:
        raise run_error(pos, end, k3)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'name', 'string', n2)
    else:
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k6)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_8(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    pos += 4
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'cluster_id', 'string', n2)
    else:
        pos += n2
    if pos + 16 > end:
        raise run_error(pos, end, k2)
    pos += 16
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'listeners', n4)
    else:
        for _ in range(n4):
            s5 = pos
            pos = struct_5(buf, pos, end, out, ctx)
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'features', n7)
    else:
        for _ in range(n7):
            s8 = pos
            pos = struct_7(buf, pos, end, out, ctx)
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'rack', 'string', n10)
    else:
        pos += n10
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    pos += 4
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'cluster_id', 'string', n2)
    else:
        pos += n2
    if pos + 16 > end:
        raise run_error(pos, end, k2)
    pos += 16
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'listeners', n4)
    else:
        for _ in range(n4):
            s5 = pos
            pos = struct_5(buf, pos, end, out, ctx)
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'features', n7)
    else:
        for _ in range(n7):
            s8 = pos
            pos = struct_7(buf, pos, end, out, ctx)
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'rack', 'string', n10)
    else:
        pos += n10
    if pos + 1 > end:
        raise run_error(pos, end, k9)
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_11(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    pos += 4
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'cluster_id', 'string', n2)
    else:
        pos += n2
    if pos + 16 > end:
        raise run_error(pos, end, k2)
    pos += 16
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'listeners', n4)
    else:
        for _ in range(n4):
            s5 = pos
            pos = struct_5(buf, pos, end, out, ctx)
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'features', n7)
    else:
        for _ in range(n7):
            s8 = pos
            pos = struct_7(buf, pos, end, out, ctx)
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'rack', 'string', n10)
    else:
        pos += n10
    if pos + 1 > end:
        raise run_error(pos, end, k9)
    pos += 1
    s11 = pos
    if pos < end and buf[pos] < 128:
        n12 = buf[pos] - 1
        pos += 1
    else:
        n12, pos = read_uvarint(buf, pos, end)
        n12 -= 1
    if n12 < 0 or n12 > end - pos:
        if n12 != -1:
            raise count_error(s11, pos, end, 'log_dirs', n12)
    else:
        if pos + 16 * n12 > end:
            raise past_end(pos + (end - pos) // 16 * 16, 'log_dirs', 'uuid')
        pos += 16 * n12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    pos += 4
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'cluster_id', 'string', n2)
    else:
        pos += n2
    if pos + 16 > end:
        raise run_error(pos, end, k2)
    pos += 16
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'listeners', n4)
    else:
        for _ in range(n4):
            s5 = pos
            pos = struct_5(buf, pos, end, out, ctx)
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'features', n7)
    else:
        for _ in range(n7):
            s8 = pos
            pos = struct_7(buf, pos, end, out, ctx)
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'rack', 'string', n10)
    else:
        pos += n10
    if pos + 1 > end:
        raise run_error(pos, end, k9)
    pos += 1
    s11 = pos
    if pos < end and buf[pos] < 128:
        n12 = buf[pos] - 1
        pos += 1
    else:
        n12, pos = read_uvarint(buf, pos, end)
        n12 -= 1
    if n12 < 0 or n12 > end - pos:
        if n12 != -1:
            raise count_error(s11, pos, end, 'log_dirs', n12)
    else:
        if pos + 16 * n12 > end:
            raise past_end(pos + (end - pos) // 16 * 16, 'log_dirs', 'uuid')
        pos += 16 * n12
    if pos + 8 > end:
        raise run_error(pos, end, k12)
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_16(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k14)
    v1 = k15(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    pos += 14
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


k1 = (('broker_id', 'int32', 4),)
k2 = (('incarnation_id', 'uuid', 16),)
k3 = (('port', 'uint16', 2), ('security_protocol', 'int16', 2))
k4 = tagged_section({}, None)
k6 = (('min_supported_version', 'int16', 2), ('max_supported_version', 'int16', 2))
k9 = (('is_migrating_zk_broker', 'bool', 1),)
k12 = (('previous_broker_epoch', 'int64', 8),)
k14 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2), ('broker_epoch', 'int64', 8))
k15 = Struct('>4xh8x').unpack_from

READERS = {
    ('request', 0): struct_8,
    ('request', 1): struct_10,
    ('request', 2): struct_11,
    ('request', 3): struct_13,
    ('request', 4): struct_13,
    ('response', 0): struct_16,
    ('response', 1): struct_16,
    ('response', 2): struct_16,
    ('response', 3): struct_16,
    ('response', 4): struct_16,
}
