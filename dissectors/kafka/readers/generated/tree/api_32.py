"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, unpack_int16, unpack_int32


def struct_3(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k1)
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
        raise past_end(pos, 'configuration_keys', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'configuration_keys', n5)
        out.append(Node('configuration_keys', '[]string', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'configuration_keys', n5)
        items6 = []
        a7 = Node('configuration_keys', '[]string', None, s4, 0, items6, None)
        out.append(a7)
        for _ in range(n5):
            s8 = pos
            if pos + 2 > end:
                raise past_end(pos, 'configuration_keys', 'string length')
            n9 = unpack_int16(buf, pos)[0]
            pos += 2
            if n9 < 0 or pos + n9 > end:
                if n9 != -1:
                    raise sized_error(s8, pos, end, 'configuration_keys', 'string', n9)
                items6.append(Node('configuration_keys', 'string', None, s8, pos - s8, None, None))
            else:
                items6.append(Node('configuration_keys', 'string', buf[pos : pos + n9].decode('utf-8', 'replace'), s8, pos + n9 - s8, None, None))
                pos += n9
        a7.length = pos - s4
    return pos


def struct_4(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'resources', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'resources', n2)
        out.append(Node('resources', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'resources', n2)
        items3 = []
        a4 = Node('resources', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('resources', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_3(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_7(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'resources', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'resources', n2)
        out.append(Node('resources', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'resources', n2)
        items3 = []
        a4 = Node('resources', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('resources', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_3(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 1 > end:
        raise run_error(pos, end, k5)
    v8 = k6(buf, pos)
    out.append(Node('include_synonyms', 'bool', v8[0], pos + 0, 1, None, None))
    pos += 1
    return pos


def struct_10(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'resources', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'resources', n2)
        out.append(Node('resources', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'resources', n2)
        items3 = []
        a4 = Node('resources', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('resources', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_3(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 2 > end:
        raise run_error(pos, end, k8)
    v8 = k9(buf, pos)
    out.append(Node('include_synonyms', 'bool', v8[0], pos + 0, 1, None, None))
    out.append(Node('include_documentation', 'bool', v8[1], pos + 1, 1, None, None))
    pos += 2
    return pos


def struct_12(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k1)
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
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'configuration_keys', n5)
        out.append(Node('configuration_keys', '[]string', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'configuration_keys', n5)
        items6 = []
        a7 = Node('configuration_keys', '[]string', None, s4, 0, items6, None)
        out.append(a7)
        for _ in range(n5):
            s8 = pos
            if pos < end and buf[pos] < 128:
                n9 = buf[pos] - 1
                pos += 1
            else:
                n9, pos = read_uvarint(buf, pos, end)
                n9 -= 1
            if n9 < 0 or pos + n9 > end:
                if n9 != -1:
                    raise sized_error(s8, pos, end, 'configuration_keys', 'string', n9)
                items6.append(Node('configuration_keys', 'string', None, s8, pos - s8, None, None))
            else:
                items6.append(Node('configuration_keys', 'string', buf[pos : pos + n9].decode('utf-8', 'replace'), s8, pos + n9 - s8, None, None))
                pos += n9
        a7.length = pos - s4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k11(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'resources', n2)
        out.append(Node('resources', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'resources', n2)
        items3 = []
        a4 = Node('resources', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('resources', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_12(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 2 > end:
        raise run_error(pos, end, k8)
    v8 = k9(buf, pos)
    out.append(Node('include_synonyms', 'bool', v8[0], pos + 0, 1, None, None))
    out.append(Node('include_documentation', 'bool', v8[1], pos + 1, 1, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k11(buf, pos, end, out, ctx)
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
    if pos + 3 > end:
        raise run_error(pos, end, k18)
    v5 = k19(buf, pos)
    out.append(Node('read_only', 'bool', v5[0], pos + 0, 1, None, None))
    out.append(Node('is_default', 'bool', v5[1], pos + 1, 1, None, None))
    out.append(Node('is_sensitive', 'bool', v5[2], pos + 2, 1, None, None))
    pos += 3
    return pos


def struct_21(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k16)
    v1 = k17(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
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
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v4 = k2(buf, pos)
    out.append(Node('resource_type', 'int8', v4[0], pos + 0, 1, None, None))
    pos += 1
    s5 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'resource_name', 'string', n6)
        out.append(Node('resource_name', 'string', None, s5, pos - s5, None, None))
    else:
        out.append(Node('resource_name', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
        pos += n6
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'configs', 'array length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'configs', n8)
        out.append(Node('configs', '[]struct', None, s7, pos - s7, None, None))
    else:
        ctx.cost += n8 * 2500
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
            pos = struct_20(buf, pos, end, c12, ctx)
            t13.length = pos - s11
        a10.length = pos - s7
    return pos


def struct_22(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k14)
    v1 = k15(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'results', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'results', n3)
        out.append(Node('results', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'results', n3)
        items4 = []
        a5 = Node('results', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('results', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_21(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    return pos


def struct_26(buf, pos, end, out, ctx):
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
    if pos + 1 > end:
        raise run_error(pos, end, k25)
    v5 = k2(buf, pos)
    out.append(Node('source', 'int8', v5[0], pos + 0, 1, None, None))
    pos += 1
    return pos


def struct_27(buf, pos, end, out, ctx):
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
    if pos + 3 > end:
        raise run_error(pos, end, k23)
    v5 = k24(buf, pos)
    out.append(Node('read_only', 'bool', v5[0], pos + 0, 1, None, None))
    out.append(Node('config_source', 'int8', v5[1], pos + 1, 1, None, None))
    out.append(Node('is_sensitive', 'bool', v5[2], pos + 2, 1, None, None))
    pos += 3
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'synonyms', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'synonyms', n7)
        out.append(Node('synonyms', '[]struct', None, s6, pos - s6, None, None))
    else:
        ctx.cost += n7 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'synonyms', n7)
        items8 = []
        a9 = Node('synonyms', '[]struct', None, s6, 0, items8, None)
        out.append(a9)
        for _ in range(n7):
            s10 = pos
            c11 = []
            t12 = Node('synonyms', 'struct', None, s10, 0, c11, None)
            items8.append(t12)
            pos = struct_26(buf, pos, end, c11, ctx)
            t12.length = pos - s10
        a9.length = pos - s6
    return pos


def struct_28(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k16)
    v1 = k17(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
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
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v4 = k2(buf, pos)
    out.append(Node('resource_type', 'int8', v4[0], pos + 0, 1, None, None))
    pos += 1
    s5 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'resource_name', 'string', n6)
        out.append(Node('resource_name', 'string', None, s5, pos - s5, None, None))
    else:
        out.append(Node('resource_name', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
        pos += n6
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'configs', 'array length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'configs', n8)
        out.append(Node('configs', '[]struct', None, s7, pos - s7, None, None))
    else:
        ctx.cost += n8 * 2500
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
            pos = struct_27(buf, pos, end, c12, ctx)
            t13.length = pos - s11
        a10.length = pos - s7
    return pos


def struct_29(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k14)
    v1 = k15(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'results', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'results', n3)
        out.append(Node('results', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'results', n3)
        items4 = []
        a5 = Node('results', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('results', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_28(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    return pos


def struct_31(buf, pos, end, out, ctx):
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
    if pos + 3 > end:
        raise run_error(pos, end, k23)
    v5 = k24(buf, pos)
    out.append(Node('read_only', 'bool', v5[0], pos + 0, 1, None, None))
    out.append(Node('config_source', 'int8', v5[1], pos + 1, 1, None, None))
    out.append(Node('is_sensitive', 'bool', v5[2], pos + 2, 1, None, None))
    pos += 3
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'synonyms', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'synonyms', n7)
        out.append(Node('synonyms', '[]struct', None, s6, pos - s6, None, None))
    else:
        ctx.cost += n7 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'synonyms', n7)
        items8 = []
        a9 = Node('synonyms', '[]struct', None, s6, 0, items8, None)
        out.append(a9)
        for _ in range(n7):
            s10 = pos
            c11 = []
            t12 = Node('synonyms', 'struct', None, s10, 0, c11, None)
            items8.append(t12)
            pos = struct_26(buf, pos, end, c11, ctx)
            t12.length = pos - s10
        a9.length = pos - s6
    if pos + 1 > end:
        raise run_error(pos, end, k30)
    v13 = k2(buf, pos)
    out.append(Node('config_type', 'int8', v13[0], pos + 0, 1, None, None))
    pos += 1
    s14 = pos
    if pos + 2 > end:
        raise past_end(pos, 'documentation', 'string length')
    n15 = unpack_int16(buf, pos)[0]
    pos += 2
    if n15 < 0 or pos + n15 > end:
        if n15 != -1:
            raise sized_error(s14, pos, end, 'documentation', 'string', n15)
        out.append(Node('documentation', 'string', None, s14, pos - s14, None, None))
    else:
        out.append(Node('documentation', 'string', buf[pos : pos + n15].decode('utf-8', 'replace'), s14, pos + n15 - s14, None, None))
        pos += n15
    return pos


def struct_32(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k16)
    v1 = k17(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
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
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v4 = k2(buf, pos)
    out.append(Node('resource_type', 'int8', v4[0], pos + 0, 1, None, None))
    pos += 1
    s5 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'resource_name', 'string', n6)
        out.append(Node('resource_name', 'string', None, s5, pos - s5, None, None))
    else:
        out.append(Node('resource_name', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
        pos += n6
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'configs', 'array length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'configs', n8)
        out.append(Node('configs', '[]struct', None, s7, pos - s7, None, None))
    else:
        ctx.cost += n8 * 2500
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
            pos = struct_31(buf, pos, end, c12, ctx)
            t13.length = pos - s11
        a10.length = pos - s7
    return pos


def struct_33(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k14)
    v1 = k15(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'results', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'results', n3)
        out.append(Node('results', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'results', n3)
        items4 = []
        a5 = Node('results', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('results', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_32(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
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
    if pos + 1 > end:
        raise run_error(pos, end, k25)
    v5 = k2(buf, pos)
    out.append(Node('source', 'int8', v5[0], pos + 0, 1, None, None))
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k11(buf, pos, end, out, ctx)
    return pos


def struct_35(buf, pos, end, out, ctx):
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
        raise run_error(pos, end, k23)
    v5 = k24(buf, pos)
    out.append(Node('read_only', 'bool', v5[0], pos + 0, 1, None, None))
    out.append(Node('config_source', 'int8', v5[1], pos + 1, 1, None, None))
    out.append(Node('is_sensitive', 'bool', v5[2], pos + 2, 1, None, None))
    pos += 3
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'synonyms', n7)
        out.append(Node('synonyms', '[]struct', None, s6, pos - s6, None, None))
    else:
        ctx.cost += n7 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'synonyms', n7)
        items8 = []
        a9 = Node('synonyms', '[]struct', None, s6, 0, items8, None)
        out.append(a9)
        for _ in range(n7):
            s10 = pos
            c11 = []
            t12 = Node('synonyms', 'struct', None, s10, 0, c11, None)
            items8.append(t12)
            pos = struct_34(buf, pos, end, c11, ctx)
            t12.length = pos - s10
        a9.length = pos - s6
    if pos + 1 > end:
        raise run_error(pos, end, k30)
    v13 = k2(buf, pos)
    out.append(Node('config_type', 'int8', v13[0], pos + 0, 1, None, None))
    pos += 1
    s14 = pos
    if pos < end and buf[pos] < 128:
        n15 = buf[pos] - 1
        pos += 1
    else:
        n15, pos = read_uvarint(buf, pos, end)
        n15 -= 1
    if n15 < 0 or pos + n15 > end:
        if n15 != -1:
            raise sized_error(s14, pos, end, 'documentation', 'string', n15)
        out.append(Node('documentation', 'string', None, s14, pos - s14, None, None))
    else:
        out.append(Node('documentation', 'string', buf[pos : pos + n15].decode('utf-8', 'replace'), s14, pos + n15 - s14, None, None))
        pos += n15
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k11(buf, pos, end, out, ctx)
    return pos


def struct_36(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k16)
    v1 = k17(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
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
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v4 = k2(buf, pos)
    out.append(Node('resource_type', 'int8', v4[0], pos + 0, 1, None, None))
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
            raise sized_error(s5, pos, end, 'resource_name', 'string', n6)
        out.append(Node('resource_name', 'string', None, s5, pos - s5, None, None))
    else:
        out.append(Node('resource_name', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
        pos += n6
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
        ctx.cost += n8 * 2500
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
            pos = struct_35(buf, pos, end, c12, ctx)
            t13.length = pos - s11
        a10.length = pos - s7
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k11(buf, pos, end, out, ctx)
    return pos


def struct_37(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k14)
    v1 = k15(buf, pos)
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
            raise count_error(s2, pos, end, 'results', n3)
        out.append(Node('results', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'results', n3)
        items4 = []
        a5 = Node('results', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('results', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_36(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k11(buf, pos, end, out, ctx)
    return pos


k1 = (('resource_type', 'int8', 1),)
k2 = Struct('>b').unpack_from
k5 = (('include_synonyms', 'bool', 1),)
k6 = Struct('>?').unpack_from
k8 = (('include_synonyms', 'bool', 1), ('include_documentation', 'bool', 1))
k9 = Struct('>??').unpack_from
k11 = tagged_section({}, unknown_tag_node)
k14 = (('throttle_time_ms', 'int32', 4),)
k15 = Struct('>i').unpack_from
k16 = (('error_code', 'int16', 2),)
k17 = Struct('>h').unpack_from
k18 = (('read_only', 'bool', 1), ('is_default', 'bool', 1), ('is_sensitive', 'bool', 1))
k19 = Struct('>???').unpack_from
k23 = (('read_only', 'bool', 1), ('config_source', 'int8', 1), ('is_sensitive', 'bool', 1))
k24 = Struct('>?b?').unpack_from
k25 = (('source', 'int8', 1),)
k30 = (('config_type', 'int8', 1),)

READERS = {
    ('request', 0): struct_4,
    ('request', 1): struct_7,
    ('request', 2): struct_7,
    ('request', 3): struct_10,
    ('request', 4): struct_13,
    ('response', 0): struct_22,
    ('response', 1): struct_29,
    ('response', 2): struct_29,
    ('response', 3): struct_33,
    ('response', 4): struct_37,
}
