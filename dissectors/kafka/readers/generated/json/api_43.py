"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int16, unpack_int32


def struct_1(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out['topic'] = None
    else:
        out['topic'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partitions', n4)
        out['partitions'] = None
    else:
        ctx.cost += n4 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        a5 = []
        out['partitions'] = a5
        for _ in range(n4):
            if pos + 4 > end:
                raise past_end(pos, 'partitions', 'int32')
            a5.append(unpack_int32(buf, pos)[0])
            pos += 4
    return pos


def struct_4(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topic_partitions', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topic_partitions', n2)
        out['topic_partitions'] = None
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_partitions', n2)
        a3 = []
        out['topic_partitions'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_1(buf, pos, end, d5, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k2)
    v6 = k3(buf, pos)
    out['timeout_ms'] = v6[0]
    pos += 4
    return pos


def struct_7(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k5)
    v1 = k6(buf, pos)
    out['election_type'] = v1[0]
    pos += 1
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topic_partitions', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topic_partitions', n3)
        out['topic_partitions'] = None
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topic_partitions', n3)
        a4 = []
        out['topic_partitions'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_1(buf, pos, end, d6, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k2)
    v7 = k3(buf, pos)
    out['timeout_ms'] = v7[0]
    pos += 4
    return pos


def struct_9(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out['topic'] = None
    else:
        out['topic'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partitions', n4)
        out['partitions'] = None
    else:
        ctx.cost += n4 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        a5 = []
        out['partitions'] = a5
        for _ in range(n4):
            if pos + 4 > end:
                raise past_end(pos, 'partitions', 'int32')
            a5.append(unpack_int32(buf, pos)[0])
            pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k5)
    v1 = k6(buf, pos)
    out['election_type'] = v1[0]
    pos += 1
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topic_partitions', n3)
        out['topic_partitions'] = None
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topic_partitions', n3)
        a4 = []
        out['topic_partitions'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_9(buf, pos, end, d6, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k2)
    v7 = k3(buf, pos)
    out['timeout_ms'] = v7[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_14(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k12)
    v1 = k13(buf, pos)
    out['partition_id'] = v1[0]
    out['error_code'] = v1[1]
    pos += 6
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'error_message', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'error_message', 'string', n3)
        out['error_message'] = None
    else:
        out['error_message'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    return pos


def struct_15(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out['topic'] = None
    else:
        out['topic'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partition_result', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_result', n4)
        out['partition_result'] = None
    else:
        ctx.cost += n4 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_result', n4)
        a5 = []
        out['partition_result'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_14(buf, pos, end, d7, ctx)
    return pos


def struct_16(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k11)
    v1 = k3(buf, pos)
    out['throttle_time_ms'] = v1[0]
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replica_election_results', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'replica_election_results', n3)
        out['replica_election_results'] = None
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'replica_election_results', n3)
        a4 = []
        out['replica_election_results'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_15(buf, pos, end, d6, ctx)
    return pos


def struct_18(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k17)
    v1 = k13(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    pos += 6
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replica_election_results', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'replica_election_results', n3)
        out['replica_election_results'] = None
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'replica_election_results', n3)
        a4 = []
        out['replica_election_results'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_15(buf, pos, end, d6, ctx)
    return pos


def struct_19(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k12)
    v1 = k13(buf, pos)
    out['partition_id'] = v1[0]
    out['error_code'] = v1[1]
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
        out['error_message'] = None
    else:
        out['error_message'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out['topic'] = None
    else:
        out['topic'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_result', n4)
        out['partition_result'] = None
    else:
        ctx.cost += n4 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_result', n4)
        a5 = []
        out['partition_result'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_19(buf, pos, end, d7, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_21(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k17)
    v1 = k13(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    pos += 6
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'replica_election_results', n3)
        out['replica_election_results'] = None
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'replica_election_results', n3)
        a4 = []
        out['replica_election_results'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_20(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


k2 = (('timeout_ms', 'int32', 4),)
k3 = Struct('>i').unpack_from
k5 = (('election_type', 'int8', 1),)
k6 = Struct('>b').unpack_from
k8 = tagged_section({}, unknown_tag_json)
k11 = (('throttle_time_ms', 'int32', 4),)
k12 = (('partition_id', 'int32', 4), ('error_code', 'int16', 2))
k13 = Struct('>ih').unpack_from
k17 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))

READERS = {
    ('request', 0): struct_4,
    ('request', 1): struct_7,
    ('request', 2): struct_10,
    ('response', 0): struct_16,
    ('response', 1): struct_18,
    ('response', 2): struct_21,
}
