"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int32


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
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_indexes', n4)
        out['partition_indexes'] = None
    else:
        ctx.cost += n4 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_indexes', n4)
        a5 = []
        out['partition_indexes'] = a5
        for _ in range(n4):
            if pos + 4 > end:
                raise past_end(pos, 'partition_indexes', 'int32')
            a5.append(unpack_int32(buf, pos)[0])
            pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_5(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['timeout_ms'] = v1[0]
    pos += 4
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
            pos = struct_4(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_9(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k8)
    v1 = k2(buf, pos)
    out['partition_index'] = v1[0]
    pos += 4
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'replicas', n3)
        out['replicas'] = None
    else:
        ctx.cost += n3 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'replicas', n3)
        a4 = []
        out['replicas'] = a4
        for _ in range(n3):
            if pos + 4 > end:
                raise past_end(pos, 'replicas', 'int32')
            a4.append(unpack_int32(buf, pos)[0])
            pos += 4
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'adding_replicas', n6)
        out['adding_replicas'] = None
    else:
        ctx.cost += n6 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'adding_replicas', n6)
        a7 = []
        out['adding_replicas'] = a7
        for _ in range(n6):
            if pos + 4 > end:
                raise past_end(pos, 'adding_replicas', 'int32')
            a7.append(unpack_int32(buf, pos)[0])
            pos += 4
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'removing_replicas', n9)
        out['removing_replicas'] = None
    else:
        ctx.cost += n9 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'removing_replicas', n9)
        a10 = []
        out['removing_replicas'] = a10
        for _ in range(n9):
            if pos + 4 > end:
                raise past_end(pos, 'removing_replicas', 'int32')
            a10.append(unpack_int32(buf, pos)[0])
            pos += 4
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
            pos = struct_9(buf, pos, end, d7, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_11(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k6)
    v1 = k7(buf, pos)
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
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'error_message', 'string', n3)
        out['error_message'] = None
    else:
        out['error_message'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'topics', n5)
        out['topics'] = None
    else:
        ctx.cost += n5 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'topics', n5)
        a6 = []
        out['topics'] = a6
        for _ in range(n5):
            s7 = pos
            d8 = {}
            a6.append(d8)
            pos = struct_10(buf, pos, end, d8, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


k1 = (('timeout_ms', 'int32', 4),)
k2 = Struct('>i').unpack_from
k3 = tagged_section({}, unknown_tag_json)
k6 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k7 = Struct('>ih').unpack_from
k8 = (('partition_index', 'int32', 4),)

READERS = {
    ('request', 0): struct_5,
    ('response', 0): struct_11,
}
