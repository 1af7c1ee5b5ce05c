"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, unpack_int16, unpack_int32, uuid_text


def struct_5(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k3)
    v1 = k4(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'broker_ids', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'broker_ids', n3)
        out.append(Node('broker_ids', '[]int32', None, s2, pos - s2, None, 'brokerId'))
    else:
        ctx.cost += n3 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'broker_ids', n3)
        items4 = []
        a5 = Node('broker_ids', '[]int32', None, s2, 0, items4, 'brokerId')
        out.append(a5)
        for _ in range(n3):
            if pos + 4 > end:
                raise past_end(pos, 'broker_ids', 'int32')
            items4.append(Node('broker_ids', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a5.length = pos - s2
    return pos


def struct_6(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out.append(Node('name', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'value', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'value', 'string', n4)
        out.append(Node('value', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('value', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
        pos += n4
    return pos


def struct_7(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out.append(Node('name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    if pos + 6 > end:
        raise run_error(pos, end, k1)
    v3 = k2(buf, pos)
    out.append(Node('num_partitions', 'int32', v3[0], pos + 0, 4, None, None))
    out.append(Node('replication_factor', 'int16', v3[1], pos + 4, 2, None, None))
    pos += 6
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'assignments', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'assignments', n5)
        out.append(Node('assignments', '[]struct', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'assignments', n5)
        items6 = []
        a7 = Node('assignments', '[]struct', None, s4, 0, items6, None)
        out.append(a7)
        for _ in range(n5):
            s8 = pos
            c9 = []
            t10 = Node('assignments', 'struct', None, s8, 0, c9, None)
            items6.append(t10)
            pos = struct_5(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    s11 = pos
    if pos + 4 > end:
        raise past_end(pos, 'configs', 'array length')
    n12 = unpack_int32(buf, pos)[0]
    pos += 4
    if n12 < 0 or n12 > end - pos:
        if n12 != -1:
            raise count_error(s11, pos, end, 'configs', n12)
        out.append(Node('configs', '[]struct', None, s11, pos - s11, None, None))
    else:
        ctx.cost += n12 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'configs', n12)
        items13 = []
        a14 = Node('configs', '[]struct', None, s11, 0, items13, None)
        out.append(a14)
        for _ in range(n12):
            s15 = pos
            c16 = []
            t17 = Node('configs', 'struct', None, s15, 0, c16, None)
            items13.append(t17)
            pos = struct_6(buf, pos, end, c16, ctx)
            t17.length = pos - s15
        a14.length = pos - s11
    return pos


def struct_9(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topics', n2)
        out.append(Node('topics', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        items3 = []
        a4 = Node('topics', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('topics', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_7(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 4 > end:
        raise run_error(pos, end, k8)
    v8 = k4(buf, pos)
    out.append(Node('timeout_ms', 'int32', v8[0], pos + 0, 4, None, None))
    pos += 4
    return pos


def struct_12(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topics', n2)
        out.append(Node('topics', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        items3 = []
        a4 = Node('topics', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('topics', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_7(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 5 > end:
        raise run_error(pos, end, k10)
    v8 = k11(buf, pos)
    out.append(Node('timeout_ms', 'int32', v8[0], pos + 0, 4, None, None))
    out.append(Node('validate_only', 'bool', v8[1], pos + 4, 1, None, None))
    pos += 5
    return pos


def struct_14(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k3)
    v1 = k4(buf, pos)
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
            raise count_error(s2, pos, end, 'broker_ids', n3)
        out.append(Node('broker_ids', '[]int32', None, s2, pos - s2, None, 'brokerId'))
    else:
        ctx.cost += n3 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'broker_ids', n3)
        items4 = []
        a5 = Node('broker_ids', '[]int32', None, s2, 0, items4, 'brokerId')
        out.append(a5)
        for _ in range(n3):
            if pos + 4 > end:
                raise past_end(pos, 'broker_ids', 'int32')
            items4.append(Node('broker_ids', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k13(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out.append(Node('name', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
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
            raise sized_error(s3, pos, end, 'value', 'string', n4)
        out.append(Node('value', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('value', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
        pos += n4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k13(buf, pos, end, out, ctx)
    return pos


def struct_16(buf, pos, end, out, ctx):
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
    if pos + 6 > end:
        raise run_error(pos, end, k1)
    v3 = k2(buf, pos)
    out.append(Node('num_partitions', 'int32', v3[0], pos + 0, 4, None, None))
    out.append(Node('replication_factor', 'int16', v3[1], pos + 4, 2, None, None))
    pos += 6
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'assignments', n5)
        out.append(Node('assignments', '[]struct', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'assignments', n5)
        items6 = []
        a7 = Node('assignments', '[]struct', None, s4, 0, items6, None)
        out.append(a7)
        for _ in range(n5):
            s8 = pos
            c9 = []
            t10 = Node('assignments', 'struct', None, s8, 0, c9, None)
            items6.append(t10)
            pos = struct_14(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    s11 = pos
    if pos < end and buf[pos] < 128:
        n12 = buf[pos] - 1
        pos += 1
    else:
        n12, pos = read_uvarint(buf, pos, end)
        n12 -= 1
    if n12 < 0 or n12 > end - pos:
        if n12 != -1:
            raise count_error(s11, pos, end, 'configs', n12)
        out.append(Node('configs', '[]struct', None, s11, pos - s11, None, None))
    else:
        ctx.cost += n12 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'configs', n12)
        items13 = []
        a14 = Node('configs', '[]struct', None, s11, 0, items13, None)
        out.append(a14)
        for _ in range(n12):
            s15 = pos
            c16 = []
            t17 = Node('configs', 'struct', None, s15, 0, c16, None)
            items13.append(t17)
            pos = struct_15(buf, pos, end, c16, ctx)
            t17.length = pos - s15
        a14.length = pos - s11
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k13(buf, pos, end, out, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topics', n2)
        out.append(Node('topics', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        items3 = []
        a4 = Node('topics', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('topics', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_16(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 5 > end:
        raise run_error(pos, end, k10)
    v8 = k11(buf, pos)
    out.append(Node('timeout_ms', 'int32', v8[0], pos + 0, 4, None, None))
    out.append(Node('validate_only', 'bool', v8[1], pos + 4, 1, None, None))
    pos += 5
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k13(buf, pos, end, out, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out.append(Node('name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, k18)
    v3 = k19(buf, pos)
    out.append(Node('error_code', 'int16', v3[0], pos + 0, 2, None, None))
    pos += 2
    return pos


def struct_21(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topics', n2)
        out.append(Node('topics', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        items3 = []
        a4 = Node('topics', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('topics', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_20(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_22(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out.append(Node('name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, k18)
    v3 = k19(buf, pos)
    out.append(Node('error_code', 'int16', v3[0], pos + 0, 2, None, None))
    pos += 2
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'error_message', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'error_message', 'string', n5)
        out.append(Node('error_message', 'string', None, s4, pos - s4, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, None))
        pos += n5
    return pos


def struct_23(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topics', n2)
        out.append(Node('topics', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        items3 = []
        a4 = Node('topics', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('topics', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_22(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_25(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k24)
    v1 = k4(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topics', n3)
        out.append(Node('topics', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 2250
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
            pos = struct_22(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    return pos


def field_27(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k26)
    v1 = k19(buf, pos)
    out.append(Node('topic_config_error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    return pos


def struct_30(buf, pos, end, out, ctx):
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
        out.append(Node('name', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
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
            raise sized_error(s3, pos, end, 'value', 'string', n4)
        out.append(Node('value', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('value', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
        pos += n4
    if pos + 3 > end:
        raise run_error(pos, end, k28)
    v5 = k29(buf, pos)
    out.append(Node('read_only', 'bool', v5[0], pos + 0, 1, None, None))
    out.append(Node('config_source', 'int8', v5[1], pos + 1, 1, None, None))
    out.append(Node('is_sensitive', 'bool', v5[2], pos + 2, 1, None, None))
    pos += 3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k13(buf, pos, end, out, ctx)
    return pos


def struct_32(buf, pos, end, out, ctx):
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
    if pos + 2 > end:
        raise run_error(pos, end, k18)
    v3 = k19(buf, pos)
    out.append(Node('error_code', 'int16', v3[0], pos + 0, 2, None, None))
    pos += 2
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'error_message', 'string', n5)
        out.append(Node('error_message', 'string', None, s4, pos - s4, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, None))
        pos += n5
    if pos + 6 > end:
        raise run_error(pos, end, k1)
    v6 = k2(buf, pos)
    out.append(Node('num_partitions', 'int32', v6[0], pos + 0, 4, None, None))
    out.append(Node('replication_factor', 'int16', v6[1], pos + 4, 2, None, None))
    pos += 6
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'configs', n8)
        out.append(Node('configs', '[]struct', None, s7, pos - s7, None, None))
    else:
        ctx.cost += n8 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'configs', n8)
        items9 = []
        a10 = Node('configs', '[]struct', None, s7, 0, items9, None)
        out.append(a10)
        for _ in range(n8):
            s11 = pos
            c12 = []
            t13 = Node('configs', 'struct', None, s11, 0, c12, None)
            items9.append(t13)
            pos = struct_30(buf, pos, end, c12, ctx)
            t13.length = pos - s11
        a10.length = pos - s7
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k31(buf, pos, end, out, ctx)
    return pos


def struct_33(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k24)
    v1 = k4(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
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
        ctx.cost += n3 * 2250
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
            pos = struct_32(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k13(buf, pos, end, out, ctx)
    return pos


def struct_34(buf, pos, end, out, ctx):
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
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out.append(Node('topic_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos + 2 > end:
        raise run_error(pos, end, k18)
    v3 = k19(buf, pos)
    out.append(Node('error_code', 'int16', v3[0], pos + 0, 2, None, None))
    pos += 2
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'error_message', 'string', n5)
        out.append(Node('error_message', 'string', None, s4, pos - s4, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, None))
        pos += n5
    if pos + 6 > end:
        raise run_error(pos, end, k1)
    v6 = k2(buf, pos)
    out.append(Node('num_partitions', 'int32', v6[0], pos + 0, 4, None, None))
    out.append(Node('replication_factor', 'int16', v6[1], pos + 4, 2, None, None))
    pos += 6
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'configs', n8)
        out.append(Node('configs', '[]struct', None, s7, pos - s7, None, None))
    else:
        ctx.cost += n8 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'configs', n8)
        items9 = []
        a10 = Node('configs', '[]struct', None, s7, 0, items9, None)
        out.append(a10)
        for _ in range(n8):
            s11 = pos
            c12 = []
            t13 = Node('configs', 'struct', None, s11, 0, c12, None)
            items9.append(t13)
            pos = struct_30(buf, pos, end, c12, ctx)
            t13.length = pos - s11
        a10.length = pos - s7
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k31(buf, pos, end, out, ctx)
    return pos


def struct_35(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k24)
    v1 = k4(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
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
        ctx.cost += n3 * 2250
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
            pos = struct_34(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k13(buf, pos, end, out, ctx)
    return pos


k1 = (('num_partitions', 'int32', 4), ('replication_factor', 'int16', 2))
k2 = Struct('>ih').unpack_from
k3 = (('partition_index', 'int32', 4),)
k4 = Struct('>i').unpack_from
k8 = (('timeout_ms', 'int32', 4),)
k10 = (('timeout_ms', 'int32', 4), ('validate_only', 'bool', 1))
k11 = Struct('>i?').unpack_from
k13 = tagged_section({}, unknown_tag_node)
k18 = (('error_code', 'int16', 2),)
k19 = Struct('>h').unpack_from
k24 = (('throttle_time_ms', 'int32', 4),)
k26 = (('topic_config_error_code', 'int16', 2),)
k28 = (('read_only', 'bool', 1), ('config_source', 'int8', 1), ('is_sensitive', 'bool', 1))
k29 = Struct('>?b?').unpack_from
k31 = tagged_section({0: ('topic_config_error_code', field_27)}, unknown_tag_node)

READERS = {
    ('request', 0): struct_9,
    ('request', 1): struct_12,
    ('request', 2): struct_12,
    ('request', 3): struct_12,
    ('request', 4): struct_12,
    ('request', 5): struct_17,
    ('request', 6): struct_17,
    ('request', 7): struct_17,
    ('response', 0): struct_21,
    ('response', 1): struct_23,
    ('response', 2): struct_25,
    ('response', 3): struct_25,
    ('response', 4): struct_25,
    ('response', 5): struct_33,
    ('response', 6): struct_33,
    ('response', 7): struct_35,
}
