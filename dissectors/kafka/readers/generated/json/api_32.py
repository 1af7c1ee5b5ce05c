"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int16, unpack_int32


def struct_3(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['resource_type'] = v1[0]
    pos += 1
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'resource_name', 'string', n3)
        out['resource_name'] = None
    else:
        out['resource_name'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'configuration_keys', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'configuration_keys', n5)
        out['configuration_keys'] = None
    else:
        ctx.cost += n5 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'configuration_keys', n5)
        a6 = []
        out['configuration_keys'] = a6
        for _ in range(n5):
            s7 = pos
            if pos + 2 > end:
                raise past_end(pos, 'configuration_keys', 'string length')
            n8 = unpack_int16(buf, pos)[0]
            pos += 2
            if n8 < 0 or pos + n8 > end:
                if n8 != -1:
                    raise sized_error(s7, pos, end, 'configuration_keys', 'string', n8)
                a6.append(None)
            else:
                a6.append(buf[pos : pos + n8].decode('utf-8', 'replace'))
                pos += n8
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
        out['resources'] = None
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'resources', n2)
        a3 = []
        out['resources'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_3(buf, pos, end, d5, ctx)
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
        out['resources'] = None
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'resources', n2)
        a3 = []
        out['resources'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_3(buf, pos, end, d5, ctx)
    if pos + 1 > end:
        raise run_error(pos, end, k5)
    v6 = k6(buf, pos)
    out['include_synonyms'] = v6[0]
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
        out['resources'] = None
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'resources', n2)
        a3 = []
        out['resources'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_3(buf, pos, end, d5, ctx)
    if pos + 2 > end:
        raise run_error(pos, end, k8)
    v6 = k9(buf, pos)
    out['include_synonyms'] = v6[0]
    out['include_documentation'] = v6[1]
    pos += 2
    return pos


def struct_12(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['resource_type'] = v1[0]
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
        out['resource_name'] = None
    else:
        out['resource_name'] = buf[pos : pos + n3].decode('utf-8', 'replace')
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
        out['configuration_keys'] = None
    else:
        ctx.cost += n5 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'configuration_keys', n5)
        a6 = []
        out['configuration_keys'] = a6
        for _ in range(n5):
            s7 = pos
            if pos < end and buf[pos] < 128:
                n8 = buf[pos] - 1
                pos += 1
            else:
                n8, pos = read_uvarint(buf, pos, end)
                n8 -= 1
            if n8 < 0 or pos + n8 > end:
                if n8 != -1:
                    raise sized_error(s7, pos, end, 'configuration_keys', 'string', n8)
                a6.append(None)
            else:
                a6.append(buf[pos : pos + n8].decode('utf-8', 'replace'))
                pos += n8
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
        out['resources'] = None
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'resources', n2)
        a3 = []
        out['resources'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_12(buf, pos, end, d5, ctx)
    if pos + 2 > end:
        raise run_error(pos, end, k8)
    v6 = k9(buf, pos)
    out['include_synonyms'] = v6[0]
    out['include_documentation'] = v6[1]
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
        out['name'] = None
    else:
        out['name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'value', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'value', 'string', n4)
        out['value'] = None
    else:
        out['value'] = buf[pos : pos + n4].decode('utf-8', 'replace')
        pos += n4
    if pos + 3 > end:
        raise run_error(pos, end, k18)
    v5 = k19(buf, pos)
    out['read_only'] = v5[0]
    out['is_default'] = v5[1]
    out['is_sensitive'] = v5[2]
    pos += 3
    return pos


def struct_21(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k16)
    v1 = k17(buf, pos)
    out['error_code'] = v1[0]
    pos += 2
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
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v4 = k2(buf, pos)
    out['resource_type'] = v4[0]
    pos += 1
    s5 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'resource_name', 'string', n6)
        out['resource_name'] = None
    else:
        out['resource_name'] = buf[pos : pos + n6].decode('utf-8', 'replace')
        pos += n6
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'configs', 'array length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'configs', n8)
        out['configs'] = None
    else:
        ctx.cost += n8 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'configs', n8)
        a9 = []
        out['configs'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_20(buf, pos, end, d11, ctx)
    return pos


def struct_22(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k14)
    v1 = k15(buf, pos)
    out['throttle_time_ms'] = v1[0]
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'results', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'results', n3)
        out['results'] = None
    else:
        ctx.cost += n3 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'results', n3)
        a4 = []
        out['results'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_21(buf, pos, end, d6, ctx)
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
        out['name'] = None
    else:
        out['name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'value', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'value', 'string', n4)
        out['value'] = None
    else:
        out['value'] = buf[pos : pos + n4].decode('utf-8', 'replace')
        pos += n4
    if pos + 1 > end:
        raise run_error(pos, end, k25)
    v5 = k2(buf, pos)
    out['source'] = v5[0]
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
        out['name'] = None
    else:
        out['name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'value', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'value', 'string', n4)
        out['value'] = None
    else:
        out['value'] = buf[pos : pos + n4].decode('utf-8', 'replace')
        pos += n4
    if pos + 3 > end:
        raise run_error(pos, end, k23)
    v5 = k24(buf, pos)
    out['read_only'] = v5[0]
    out['config_source'] = v5[1]
    out['is_sensitive'] = v5[2]
    pos += 3
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'synonyms', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'synonyms', n7)
        out['synonyms'] = None
    else:
        ctx.cost += n7 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'synonyms', n7)
        a8 = []
        out['synonyms'] = a8
        for _ in range(n7):
            s9 = pos
            d10 = {}
            a8.append(d10)
            pos = struct_26(buf, pos, end, d10, ctx)
    return pos


def struct_28(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k16)
    v1 = k17(buf, pos)
    out['error_code'] = v1[0]
    pos += 2
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
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v4 = k2(buf, pos)
    out['resource_type'] = v4[0]
    pos += 1
    s5 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'resource_name', 'string', n6)
        out['resource_name'] = None
    else:
        out['resource_name'] = buf[pos : pos + n6].decode('utf-8', 'replace')
        pos += n6
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'configs', 'array length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'configs', n8)
        out['configs'] = None
    else:
        ctx.cost += n8 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'configs', n8)
        a9 = []
        out['configs'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_27(buf, pos, end, d11, ctx)
    return pos


def struct_29(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k14)
    v1 = k15(buf, pos)
    out['throttle_time_ms'] = v1[0]
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'results', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'results', n3)
        out['results'] = None
    else:
        ctx.cost += n3 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'results', n3)
        a4 = []
        out['results'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_28(buf, pos, end, d6, ctx)
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
        out['name'] = None
    else:
        out['name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'value', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'value', 'string', n4)
        out['value'] = None
    else:
        out['value'] = buf[pos : pos + n4].decode('utf-8', 'replace')
        pos += n4
    if pos + 3 > end:
        raise run_error(pos, end, k23)
    v5 = k24(buf, pos)
    out['read_only'] = v5[0]
    out['config_source'] = v5[1]
    out['is_sensitive'] = v5[2]
    pos += 3
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'synonyms', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'synonyms', n7)
        out['synonyms'] = None
    else:
        ctx.cost += n7 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'synonyms', n7)
        a8 = []
        out['synonyms'] = a8
        for _ in range(n7):
            s9 = pos
            d10 = {}
            a8.append(d10)
            pos = struct_26(buf, pos, end, d10, ctx)
    if pos + 1 > end:
        raise run_error(pos, end, k30)
    v11 = k2(buf, pos)
    out['config_type'] = v11[0]
    pos += 1
    s12 = pos
    if pos + 2 > end:
        raise past_end(pos, 'documentation', 'string length')
    n13 = unpack_int16(buf, pos)[0]
    pos += 2
    if n13 < 0 or pos + n13 > end:
        if n13 != -1:
            raise sized_error(s12, pos, end, 'documentation', 'string', n13)
        out['documentation'] = None
    else:
        out['documentation'] = buf[pos : pos + n13].decode('utf-8', 'replace')
        pos += n13
    return pos


def struct_32(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k16)
    v1 = k17(buf, pos)
    out['error_code'] = v1[0]
    pos += 2
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
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v4 = k2(buf, pos)
    out['resource_type'] = v4[0]
    pos += 1
    s5 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'resource_name', 'string', n6)
        out['resource_name'] = None
    else:
        out['resource_name'] = buf[pos : pos + n6].decode('utf-8', 'replace')
        pos += n6
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'configs', 'array length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'configs', n8)
        out['configs'] = None
    else:
        ctx.cost += n8 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'configs', n8)
        a9 = []
        out['configs'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_31(buf, pos, end, d11, ctx)
    return pos


def struct_33(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k14)
    v1 = k15(buf, pos)
    out['throttle_time_ms'] = v1[0]
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'results', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'results', n3)
        out['results'] = None
    else:
        ctx.cost += n3 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'results', n3)
        a4 = []
        out['results'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_32(buf, pos, end, d6, ctx)
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
            raise sized_error(s3, pos, end, 'value', 'string', n4)
        out['value'] = None
    else:
        out['value'] = buf[pos : pos + n4].decode('utf-8', 'replace')
        pos += n4
    if pos + 1 > end:
        raise run_error(pos, end, k25)
    v5 = k2(buf, pos)
    out['source'] = v5[0]
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
            raise sized_error(s3, pos, end, 'value', 'string', n4)
        out['value'] = None
    else:
        out['value'] = buf[pos : pos + n4].decode('utf-8', 'replace')
        pos += n4
    if pos + 3 > end:
        raise run_error(pos, end, k23)
    v5 = k24(buf, pos)
    out['read_only'] = v5[0]
    out['config_source'] = v5[1]
    out['is_sensitive'] = v5[2]
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
        out['synonyms'] = None
    else:
        ctx.cost += n7 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'synonyms', n7)
        a8 = []
        out['synonyms'] = a8
        for _ in range(n7):
            s9 = pos
            d10 = {}
            a8.append(d10)
            pos = struct_34(buf, pos, end, d10, ctx)
    if pos + 1 > end:
        raise run_error(pos, end, k30)
    v11 = k2(buf, pos)
    out['config_type'] = v11[0]
    pos += 1
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or pos + n13 > end:
        if n13 != -1:
            raise sized_error(s12, pos, end, 'documentation', 'string', n13)
        out['documentation'] = None
    else:
        out['documentation'] = buf[pos : pos + n13].decode('utf-8', 'replace')
        pos += n13
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k11(buf, pos, end, out, ctx)
    return pos


def struct_36(buf, pos, end, out, ctx):
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
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'error_message', 'string', n3)
        out['error_message'] = None
    else:
        out['error_message'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v4 = k2(buf, pos)
    out['resource_type'] = v4[0]
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
        out['resource_name'] = None
    else:
        out['resource_name'] = buf[pos : pos + n6].decode('utf-8', 'replace')
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
        out['configs'] = None
    else:
        ctx.cost += n8 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'configs', n8)
        a9 = []
        out['configs'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_35(buf, pos, end, d11, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k11(buf, pos, end, out, ctx)
    return pos


def struct_37(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k14)
    v1 = k15(buf, pos)
    out['throttle_time_ms'] = v1[0]
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
        out['results'] = None
    else:
        ctx.cost += n3 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'results', n3)
        a4 = []
        out['results'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_36(buf, pos, end, d6, ctx)
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
k11 = tagged_section({}, unknown_tag_json)
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
