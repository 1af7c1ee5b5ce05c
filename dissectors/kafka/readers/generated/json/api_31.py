"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int16, unpack_int32


def struct_5(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['resource_type_filter'] = v1[0]
    pos += 1
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name_filter', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'resource_name_filter', 'string', n3)
        out['resource_name_filter'] = None
    else:
        out['resource_name_filter'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal_filter', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'principal_filter', 'string', n5)
        out['principal_filter'] = None
    else:
        out['principal_filter'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host_filter', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'host_filter', 'string', n7)
        out['host_filter'] = None
    else:
        out['host_filter'] = buf[pos : pos + n7].decode('utf-8', 'replace')
        pos += n7
    if pos + 2 > end:
        raise run_error(pos, end, k3)
    v8 = k4(buf, pos)
    out['operation'] = v8[0]
    out['permission_type'] = v8[1]
    pos += 2
    return pos


def struct_6(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'filters', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'filters', n2)
        out['filters'] = None
    else:
        ctx.cost += n2 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'filters', n2)
        a3 = []
        out['filters'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_5(buf, pos, end, d5, ctx)
    return pos


def struct_8(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['resource_type_filter'] = v1[0]
    pos += 1
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name_filter', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'resource_name_filter', 'string', n3)
        out['resource_name_filter'] = None
    else:
        out['resource_name_filter'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k7)
    v4 = k2(buf, pos)
    out['pattern_type_filter'] = v4[0]
    pos += 1
    s5 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal_filter', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'principal_filter', 'string', n6)
        out['principal_filter'] = None
    else:
        out['principal_filter'] = buf[pos : pos + n6].decode('utf-8', 'replace')
        pos += n6
    s7 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host_filter', 'string length')
    n8 = unpack_int16(buf, pos)[0]
    pos += 2
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'host_filter', 'string', n8)
        out['host_filter'] = None
    else:
        out['host_filter'] = buf[pos : pos + n8].decode('utf-8', 'replace')
        pos += n8
    if pos + 2 > end:
        raise run_error(pos, end, k3)
    v9 = k4(buf, pos)
    out['operation'] = v9[0]
    out['permission_type'] = v9[1]
    pos += 2
    return pos


def struct_9(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'filters', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'filters', n2)
        out['filters'] = None
    else:
        ctx.cost += n2 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'filters', n2)
        a3 = []
        out['filters'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_8(buf, pos, end, d5, ctx)
    return pos


def struct_11(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['resource_type_filter'] = v1[0]
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
        out['resource_name_filter'] = None
    else:
        out['resource_name_filter'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k7)
    v4 = k2(buf, pos)
    out['pattern_type_filter'] = v4[0]
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
        out['principal_filter'] = None
    else:
        out['principal_filter'] = buf[pos : pos + n6].decode('utf-8', 'replace')
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
        out['host_filter'] = None
    else:
        out['host_filter'] = buf[pos : pos + n8].decode('utf-8', 'replace')
        pos += n8
    if pos + 2 > end:
        raise run_error(pos, end, k3)
    v9 = k4(buf, pos)
    out['operation'] = v9[0]
    out['permission_type'] = v9[1]
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k10(buf, pos, end, out, ctx)
    return pos


def struct_12(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'filters', n2)
        out['filters'] = None
    else:
        ctx.cost += n2 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'filters', n2)
        a3 = []
        out['filters'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_11(buf, pos, end, d5, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k10(buf, pos, end, out, ctx)
    return pos


def struct_18(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k15)
    v1 = k16(buf, pos)
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
        raise run_error(pos, end, k17)
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
    if pos + 2 > end:
        raise past_end(pos, 'principal', 'string length')
    n8 = unpack_int16(buf, pos)[0]
    pos += 2
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'principal', 'string', n8)
        out['principal'] = None
    else:
        out['principal'] = buf[pos : pos + n8].decode('utf-8', 'replace')
        pos += n8
    s9 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host', 'string length')
    n10 = unpack_int16(buf, pos)[0]
    pos += 2
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'host', 'string', n10)
        out['host'] = None
    else:
        out['host'] = buf[pos : pos + n10].decode('utf-8', 'replace')
        pos += n10
    if pos + 2 > end:
        raise run_error(pos, end, k3)
    v11 = k4(buf, pos)
    out['operation'] = v11[0]
    out['permission_type'] = v11[1]
    pos += 2
    return pos


def struct_19(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k15)
    v1 = k16(buf, pos)
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
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'matching_acls', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'matching_acls', n5)
        out['matching_acls'] = None
    else:
        ctx.cost += n5 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'matching_acls', n5)
        a6 = []
        out['matching_acls'] = a6
        for _ in range(n5):
            s7 = pos
            d8 = {}
            a6.append(d8)
            pos = struct_18(buf, pos, end, d8, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    v1 = k14(buf, pos)
    out['throttle_time_ms'] = v1[0]
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'filter_results', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'filter_results', n3)
        out['filter_results'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'filter_results', n3)
        a4 = []
        out['filter_results'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_19(buf, pos, end, d6, ctx)
    return pos


def struct_22(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k15)
    v1 = k16(buf, pos)
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
        raise run_error(pos, end, k17)
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
    if pos + 1 > end:
        raise run_error(pos, end, k21)
    v7 = k2(buf, pos)
    out['pattern_type'] = v7[0]
    pos += 1
    s8 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal', 'string length')
    n9 = unpack_int16(buf, pos)[0]
    pos += 2
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'principal', 'string', n9)
        out['principal'] = None
    else:
        out['principal'] = buf[pos : pos + n9].decode('utf-8', 'replace')
        pos += n9
    s10 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host', 'string length')
    n11 = unpack_int16(buf, pos)[0]
    pos += 2
    if n11 < 0 or pos + n11 > end:
        if n11 != -1:
            raise sized_error(s10, pos, end, 'host', 'string', n11)
        out['host'] = None
    else:
        out['host'] = buf[pos : pos + n11].decode('utf-8', 'replace')
        pos += n11
    if pos + 2 > end:
        raise run_error(pos, end, k3)
    v12 = k4(buf, pos)
    out['operation'] = v12[0]
    out['permission_type'] = v12[1]
    pos += 2
    return pos


def struct_23(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k15)
    v1 = k16(buf, pos)
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
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'matching_acls', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'matching_acls', n5)
        out['matching_acls'] = None
    else:
        ctx.cost += n5 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'matching_acls', n5)
        a6 = []
        out['matching_acls'] = a6
        for _ in range(n5):
            s7 = pos
            d8 = {}
            a6.append(d8)
            pos = struct_22(buf, pos, end, d8, ctx)
    return pos


def struct_24(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    v1 = k14(buf, pos)
    out['throttle_time_ms'] = v1[0]
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'filter_results', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'filter_results', n3)
        out['filter_results'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'filter_results', n3)
        a4 = []
        out['filter_results'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_23(buf, pos, end, d6, ctx)
    return pos


def struct_25(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k15)
    v1 = k16(buf, pos)
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
        raise run_error(pos, end, k17)
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
    if pos + 1 > end:
        raise run_error(pos, end, k21)
    v7 = k2(buf, pos)
    out['pattern_type'] = v7[0]
    pos += 1
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'principal', 'string', n9)
        out['principal'] = None
    else:
        out['principal'] = buf[pos : pos + n9].decode('utf-8', 'replace')
        pos += n9
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or pos + n11 > end:
        if n11 != -1:
            raise sized_error(s10, pos, end, 'host', 'string', n11)
        out['host'] = None
    else:
        out['host'] = buf[pos : pos + n11].decode('utf-8', 'replace')
        pos += n11
    if pos + 2 > end:
        raise run_error(pos, end, k3)
    v12 = k4(buf, pos)
    out['operation'] = v12[0]
    out['permission_type'] = v12[1]
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k10(buf, pos, end, out, ctx)
    return pos


def struct_26(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k15)
    v1 = k16(buf, pos)
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
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'matching_acls', n5)
        out['matching_acls'] = None
    else:
        ctx.cost += n5 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'matching_acls', n5)
        a6 = []
        out['matching_acls'] = a6
        for _ in range(n5):
            s7 = pos
            d8 = {}
            a6.append(d8)
            pos = struct_25(buf, pos, end, d8, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k10(buf, pos, end, out, ctx)
    return pos


def struct_27(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    v1 = k14(buf, pos)
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
            raise count_error(s2, pos, end, 'filter_results', n3)
        out['filter_results'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'filter_results', n3)
        a4 = []
        out['filter_results'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_26(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k10(buf, pos, end, out, ctx)
    return pos


k1 = (('resource_type_filter', 'int8', 1),)
k2 = Struct('>b').unpack_from
k3 = (('operation', 'int8', 1), ('permission_type', 'int8', 1))
k4 = Struct('>bb').unpack_from
k7 = (('pattern_type_filter', 'int8', 1),)
k10 = tagged_section({}, unknown_tag_json)
k13 = (('throttle_time_ms', 'int32', 4),)
k14 = Struct('>i').unpack_from
k15 = (('error_code', 'int16', 2),)
k16 = Struct('>h').unpack_from
k17 = (('resource_type', 'int8', 1),)
k21 = (('pattern_type', 'int8', 1),)

READERS = {
    ('request', 0): struct_6,
    ('request', 1): struct_9,
    ('request', 2): struct_12,
    ('request', 3): struct_12,
    ('response', 0): struct_20,
    ('response', 1): struct_24,
    ('response', 2): struct_27,
    ('response', 3): struct_27,
}
