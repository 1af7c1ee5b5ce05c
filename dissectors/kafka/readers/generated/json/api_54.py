"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int16, unpack_int32, uuid_text


def struct_3(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['partition_index'] = v1[0]
    out['leader_id'] = v1[1]
    out['leader_epoch'] = v1[2]
    pos += 12
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'preferred_successors', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'preferred_successors', n3)
        out['preferred_successors'] = None
    else:
        ctx.cost += n3 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'preferred_successors', n3)
        a4 = []
        out['preferred_successors'] = a4
        for _ in range(n3):
            if pos + 4 > end:
                raise past_end(pos, 'preferred_successors', 'int32')
            a4.append(unpack_int32(buf, pos)[0])
            pos += 4
    return pos


def struct_4(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic_name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        out['topic_name'] = None
    else:
        out['topic_name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
        ctx.cost += n4 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        a5 = []
        out['partitions'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_3(buf, pos, end, d7, ctx)
    return pos


def struct_5(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'cluster_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'cluster_id', 'string', n2)
        out['cluster_id'] = None
    else:
        out['cluster_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'topics', n4)
        out['topics'] = None
    else:
        ctx.cost += n4 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'topics', n4)
        a5 = []
        out['topics'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_4(buf, pos, end, d7, ctx)
    return pos


def struct_9(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k6)
    v1 = k7(buf, pos)
    out['candidate_id'] = v1[0]
    pos += 4
    if pos + 16 > end:
        raise past_end(pos, 'candidate_directory_id', 'uuid')
    out['candidate_directory_id'] = uuid_text(buf, pos)
    pos += 16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['partition_index'] = v1[0]
    out['leader_id'] = v1[1]
    out['leader_epoch'] = v1[2]
    pos += 12
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'preferred_candidates', n3)
        out['preferred_candidates'] = None
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'preferred_candidates', n3)
        a4 = []
        out['preferred_candidates'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_9(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        out['topic_name'] = None
    else:
        out['topic_name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
        ctx.cost += n4 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        a5 = []
        out['partitions'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_10(buf, pos, end, d7, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_14(buf, pos, end, out, ctx):
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
        out['name'] = None
    else:
        out['name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
        out['host'] = None
    else:
        out['host'] = buf[pos : pos + n4].decode('utf-8', 'replace')
        pos += n4
    if pos + 2 > end:
        raise run_error(pos, end, k12)
    v5 = k13(buf, pos)
    out['port'] = v5[0]
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_15(buf, pos, end, out, ctx):
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
        out['cluster_id'] = None
    else:
        out['cluster_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
            raise count_error(s3, pos, end, 'topics', n4)
        out['topics'] = None
    else:
        ctx.cost += n4 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'topics', n4)
        a5 = []
        out['topics'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_11(buf, pos, end, d7, ctx)
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'leader_endpoints', n9)
        out['leader_endpoints'] = None
    else:
        ctx.cost += n9 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'leader_endpoints', n9)
        a10 = []
        out['leader_endpoints'] = a10
        for _ in range(n9):
            s11 = pos
            d12 = {}
            a10.append(d12)
            pos = struct_14(buf, pos, end, d12, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k18)
    v1 = k19(buf, pos)
    out['partition_index'] = v1[0]
    out['error_code'] = v1[1]
    out['leader_id'] = v1[2]
    out['leader_epoch'] = v1[3]
    pos += 14
    return pos


def struct_21(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic_name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        out['topic_name'] = None
    else:
        out['topic_name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
        ctx.cost += n4 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        a5 = []
        out['partitions'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_20(buf, pos, end, d7, ctx)
    return pos


def struct_22(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k16)
    v1 = k17(buf, pos)
    out['error_code'] = v1[0]
    pos += 2
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topics', n3)
        out['topics'] = None
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        a4 = []
        out['topics'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_21(buf, pos, end, d6, ctx)
    return pos


def struct_24(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k23)
    v1 = k7(buf, pos)
    out['node_id'] = v1[0]
    pos += 4
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'host', 'string', n3)
        out['host'] = None
    else:
        out['host'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos + 2 > end:
        raise run_error(pos, end, k12)
    v4 = k13(buf, pos)
    out['port'] = v4[0]
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def field_25(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'node_endpoints', n2)
        out['node_endpoints'] = None
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'node_endpoints', n2)
        a3 = []
        out['node_endpoints'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_24(buf, pos, end, d5, ctx)
    return pos


def struct_26(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k18)
    v1 = k19(buf, pos)
    out['partition_index'] = v1[0]
    out['error_code'] = v1[1]
    out['leader_id'] = v1[2]
    out['leader_epoch'] = v1[3]
    pos += 14
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_27(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        out['topic_name'] = None
    else:
        out['topic_name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
        ctx.cost += n4 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        a5 = []
        out['partitions'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_26(buf, pos, end, d7, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_29(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k16)
    v1 = k17(buf, pos)
    out['error_code'] = v1[0]
    pos += 2
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topics', n3)
        out['topics'] = None
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        a4 = []
        out['topics'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_27(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k28(buf, pos, end, out, ctx)
    return pos


k1 = (('partition_index', 'int32', 4), ('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4))
k2 = Struct('>iii').unpack_from
k6 = (('candidate_id', 'int32', 4),)
k7 = Struct('>i').unpack_from
k8 = tagged_section({}, unknown_tag_json)
k12 = (('port', 'uint16', 2),)
k13 = Struct('>H').unpack_from
k16 = (('error_code', 'int16', 2),)
k17 = Struct('>h').unpack_from
k18 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2), ('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4))
k19 = Struct('>ihii').unpack_from
k23 = (('node_id', 'int32', 4),)
k28 = tagged_section({0: ('node_endpoints', field_25)}, unknown_tag_json)

READERS = {
    ('request', 0): struct_5,
    ('request', 1): struct_15,
    ('response', 0): struct_22,
    ('response', 1): struct_29,
}
