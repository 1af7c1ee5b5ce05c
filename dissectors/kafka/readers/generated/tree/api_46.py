"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, unpack_int32


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
        out.append(Node('name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
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
        out.append(Node('partition_indexes', '[]int32', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_indexes', n4)
        items5 = []
        a6 = Node('partition_indexes', '[]int32', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            if pos + 4 > end:
                raise past_end(pos, 'partition_indexes', 'int32')
            items5.append(Node('partition_indexes', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, None))
            pos += 4
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_5(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('timeout_ms', 'int32', v1[0], pos + 0, 4, None, None))
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
        out.append(Node('topics', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        items4 = []
        a5 = Node('topics', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('topics', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_4(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_9(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k8)
    v1 = k2(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
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
        out.append(Node('replicas', '[]int32', None, s2, pos - s2, None, 'brokerId'))
    else:
        ctx.cost += n3 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'replicas', n3)
        items4 = []
        a5 = Node('replicas', '[]int32', None, s2, 0, items4, 'brokerId')
        out.append(a5)
        for _ in range(n3):
            if pos + 4 > end:
                raise past_end(pos, 'replicas', 'int32')
            items4.append(Node('replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a5.length = pos - s2
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'adding_replicas', n7)
        out.append(Node('adding_replicas', '[]int32', None, s6, pos - s6, None, 'brokerId'))
    else:
        ctx.cost += n7 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'adding_replicas', n7)
        items8 = []
        a9 = Node('adding_replicas', '[]int32', None, s6, 0, items8, 'brokerId')
        out.append(a9)
        for _ in range(n7):
            if pos + 4 > end:
                raise past_end(pos, 'adding_replicas', 'int32')
            items8.append(Node('adding_replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a9.length = pos - s6
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'removing_replicas', n11)
        out.append(Node('removing_replicas', '[]int32', None, s10, pos - s10, None, 'brokerId'))
    else:
        ctx.cost += n11 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'removing_replicas', n11)
        items12 = []
        a13 = Node('removing_replicas', '[]int32', None, s10, 0, items12, 'brokerId')
        out.append(a13)
        for _ in range(n11):
            if pos + 4 > end:
                raise past_end(pos, 'removing_replicas', 'int32')
            items12.append(Node('removing_replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a13.length = pos - s10
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
        out.append(Node('name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
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
        out.append(Node('partitions', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        items5 = []
        a6 = Node('partitions', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partitions', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_9(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_11(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k6)
    v1 = k7(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
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
        out.append(Node('error_message', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
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
        out.append(Node('topics', '[]struct', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'topics', n5)
        items6 = []
        a7 = Node('topics', '[]struct', None, s4, 0, items6, None)
        out.append(a7)
        for _ in range(n5):
            s8 = pos
            c9 = []
            t10 = Node('topics', 'struct', None, s8, 0, c9, None)
            items6.append(t10)
            pos = struct_10(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


k1 = (('timeout_ms', 'int32', 4),)
k2 = Struct('>i').unpack_from
k3 = tagged_section({}, unknown_tag_node)
k6 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k7 = Struct('>ih').unpack_from
k8 = (('partition_index', 'int32', 4),)

READERS = {
    ('request', 0): struct_5,
    ('response', 0): struct_11,
}
