"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, unpack_int16, unpack_int32


def struct_5(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('resource_type_filter', 'int8', v1[0], pos + 0, 1, None, None))
    pos += 1
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name_filter', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'resource_name_filter', 'string', n3)
        out.append(Node('resource_name_filter', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('resource_name_filter', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal_filter', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'principal_filter', 'string', n5)
        out.append(Node('principal_filter', 'string', None, s4, pos - s4, None, None))
    else:
        out.append(Node('principal_filter', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, None))
        pos += n5
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host_filter', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'host_filter', 'string', n7)
        out.append(Node('host_filter', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('host_filter', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
        pos += n7
    if pos + 2 > end:
        raise run_error(pos, end, k3)
    v8 = k4(buf, pos)
    out.append(Node('operation', 'int8', v8[0], pos + 0, 1, None, None))
    out.append(Node('permission_type', 'int8', v8[1], pos + 1, 1, None, None))
    pos += 2
    return pos


def struct_7(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('resource_type_filter', 'int8', v1[0], pos + 0, 1, None, None))
    pos += 1
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name_filter', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'resource_name_filter', 'string', n3)
        out.append(Node('resource_name_filter', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('resource_name_filter', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k6)
    v4 = k2(buf, pos)
    out.append(Node('pattern_type_filter', 'int8', v4[0], pos + 0, 1, None, None))
    pos += 1
    s5 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal_filter', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'principal_filter', 'string', n6)
        out.append(Node('principal_filter', 'string', None, s5, pos - s5, None, None))
    else:
        out.append(Node('principal_filter', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
        pos += n6
    s7 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host_filter', 'string length')
    n8 = unpack_int16(buf, pos)[0]
    pos += 2
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'host_filter', 'string', n8)
        out.append(Node('host_filter', 'string', None, s7, pos - s7, None, None))
    else:
        out.append(Node('host_filter', 'string', buf[pos : pos + n8].decode('utf-8', 'replace'), s7, pos + n8 - s7, None, None))
        pos += n8
    if pos + 2 > end:
        raise run_error(pos, end, k3)
    v9 = k4(buf, pos)
    out.append(Node('operation', 'int8', v9[0], pos + 0, 1, None, None))
    out.append(Node('permission_type', 'int8', v9[1], pos + 1, 1, None, None))
    pos += 2
    return pos


def struct_9(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('resource_type_filter', 'int8', v1[0], pos + 0, 1, None, None))
    pos += 1
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'resource_name_filter', 'string', n3)
        out.append(Node('resource_name_filter', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('resource_name_filter', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k6)
    v4 = k2(buf, pos)
    out.append(Node('pattern_type_filter', 'int8', v4[0], pos + 0, 1, None, None))
    pos += 1
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'principal_filter', 'string', n6)
        out.append(Node('principal_filter', 'string', None, s5, pos - s5, None, None))
    else:
        out.append(Node('principal_filter', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
        pos += n6
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'host_filter', 'string', n8)
        out.append(Node('host_filter', 'string', None, s7, pos - s7, None, None))
    else:
        out.append(Node('host_filter', 'string', buf[pos : pos + n8].decode('utf-8', 'replace'), s7, pos + n8 - s7, None, None))
        pos += n8
    if pos + 2 > end:
        raise run_error(pos, end, k3)
    v9 = k4(buf, pos)
    out.append(Node('operation', 'int8', v9[0], pos + 0, 1, None, None))
    out.append(Node('permission_type', 'int8', v9[1], pos + 1, 1, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'principal', 'string', n2)
        out.append(Node('principal', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('principal', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'host', 'string', n4)
        out.append(Node('host', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('host', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
        pos += n4
    if pos + 2 > end:
        raise run_error(pos, end, k3)
    v5 = k4(buf, pos)
    out.append(Node('operation', 'int8', v5[0], pos + 0, 1, None, None))
    out.append(Node('permission_type', 'int8', v5[1], pos + 1, 1, None, None))
    pos += 2
    return pos


def struct_14(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k12)
    v1 = k2(buf, pos)
    out.append(Node('resource_type', 'int8', v1[0], pos + 0, 1, None, None))
    pos += 1
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'resource_name', 'string', n3)
        out.append(Node('resource_name', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('resource_name', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'acls', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'acls', n5)
        out.append(Node('acls', '[]struct', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'acls', n5)
        items6 = []
        a7 = Node('acls', '[]struct', None, s4, 0, items6, None)
        out.append(a7)
        for _ in range(n5):
            s8 = pos
            c9 = []
            t10 = Node('acls', 'struct', None, s8, 0, c9, None)
            items6.append(t10)
            pos = struct_13(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    return pos


def struct_15(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k10)
    v1 = k11(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    pos += 6
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'error_message', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'error_message', 'string', n3)
        out.append(Node('error_message', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'resources', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'resources', n5)
        out.append(Node('resources', '[]struct', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'resources', n5)
        items6 = []
        a7 = Node('resources', '[]struct', None, s4, 0, items6, None)
        out.append(a7)
        for _ in range(n5):
            s8 = pos
            c9 = []
            t10 = Node('resources', 'struct', None, s8, 0, c9, None)
            items6.append(t10)
            pos = struct_14(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k12)
    v1 = k2(buf, pos)
    out.append(Node('resource_type', 'int8', v1[0], pos + 0, 1, None, None))
    pos += 1
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'resource_name', 'string', n3)
        out.append(Node('resource_name', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('resource_name', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k16)
    v4 = k2(buf, pos)
    out.append(Node('pattern_type', 'int8', v4[0], pos + 0, 1, None, None))
    pos += 1
    s5 = pos
    if pos + 4 > end:
        raise past_end(pos, 'acls', 'array length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'acls', n6)
        out.append(Node('acls', '[]struct', None, s5, pos - s5, None, None))
    else:
        ctx.cost += n6 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'acls', n6)
        items7 = []
        a8 = Node('acls', '[]struct', None, s5, 0, items7, None)
        out.append(a8)
        for _ in range(n6):
            s9 = pos
            c10 = []
            t11 = Node('acls', 'struct', None, s9, 0, c10, None)
            items7.append(t11)
            pos = struct_13(buf, pos, end, c10, ctx)
            t11.length = pos - s9
        a8.length = pos - s5
    return pos


def struct_18(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k10)
    v1 = k11(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    pos += 6
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'error_message', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'error_message', 'string', n3)
        out.append(Node('error_message', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'resources', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'resources', n5)
        out.append(Node('resources', '[]struct', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'resources', n5)
        items6 = []
        a7 = Node('resources', '[]struct', None, s4, 0, items6, None)
        out.append(a7)
        for _ in range(n5):
            s8 = pos
            c9 = []
            t10 = Node('resources', 'struct', None, s8, 0, c9, None)
            items6.append(t10)
            pos = struct_17(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    return pos


def struct_19(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'principal', 'string', n2)
        out.append(Node('principal', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('principal', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
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
        out.append(Node('host', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('host', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
        pos += n4
    if pos + 2 > end:
        raise run_error(pos, end, k3)
    v5 = k4(buf, pos)
    out.append(Node('operation', 'int8', v5[0], pos + 0, 1, None, None))
    out.append(Node('permission_type', 'int8', v5[1], pos + 1, 1, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k12)
    v1 = k2(buf, pos)
    out.append(Node('resource_type', 'int8', v1[0], pos + 0, 1, None, None))
    pos += 1
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'resource_name', 'string', n3)
        out.append(Node('resource_name', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('resource_name', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k16)
    v4 = k2(buf, pos)
    out.append(Node('pattern_type', 'int8', v4[0], pos + 0, 1, None, None))
    pos += 1
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'acls', n6)
        out.append(Node('acls', '[]struct', None, s5, pos - s5, None, None))
    else:
        ctx.cost += n6 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'acls', n6)
        items7 = []
        a8 = Node('acls', '[]struct', None, s5, 0, items7, None)
        out.append(a8)
        for _ in range(n6):
            s9 = pos
            c10 = []
            t11 = Node('acls', 'struct', None, s9, 0, c10, None)
            items7.append(t11)
            pos = struct_19(buf, pos, end, c10, ctx)
            t11.length = pos - s9
        a8.length = pos - s5
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_21(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k10)
    v1 = k11(buf, pos)
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
            raise count_error(s4, pos, end, 'resources', n5)
        out.append(Node('resources', '[]struct', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'resources', n5)
        items6 = []
        a7 = Node('resources', '[]struct', None, s4, 0, items6, None)
        out.append(a7)
        for _ in range(n5):
            s8 = pos
            c9 = []
            t10 = Node('resources', 'struct', None, s8, 0, c9, None)
            items6.append(t10)
            pos = struct_20(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


k1 = (('resource_type_filter', 'int8', 1),)
k2 = Struct('>b').unpack_from
k3 = (('operation', 'int8', 1), ('permission_type', 'int8', 1))
k4 = Struct('>bb').unpack_from
k6 = (('pattern_type_filter', 'int8', 1),)
k8 = tagged_section({}, unknown_tag_node)
k10 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k11 = Struct('>ih').unpack_from
k12 = (('resource_type', 'int8', 1),)
k16 = (('pattern_type', 'int8', 1),)

READERS = {
    ('request', 0): struct_5,
    ('request', 1): struct_7,
    ('request', 2): struct_9,
    ('request', 3): struct_9,
    ('response', 0): struct_15,
    ('response', 1): struct_18,
    ('response', 2): struct_21,
    ('response', 3): struct_21,
}
