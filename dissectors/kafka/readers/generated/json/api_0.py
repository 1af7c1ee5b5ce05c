"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int16, unpack_int32, uuid_text


def struct_5(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k3)
    v1 = k4(buf, pos)
    out['index'] = v1[0]
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'records', 'records length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'records', 'records', n3)
        out['records'] = None
    else:
        out['records'] = {'size': n3} if ctx.record_sets is None else ctx.record_sets(buf, s2, pos, n3)
        pos += n3
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
        out['name'] = None
    else:
        out['name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partition_data', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_data', n4)
        out['partition_data'] = None
    else:
        ctx.cost += n4 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_data', n4)
        a5 = []
        out['partition_data'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_5(buf, pos, end, d7, ctx)
    return pos


def struct_7(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['acks'] = v1[0]
    out['timeout_ms'] = v1[1]
    pos += 6
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topic_data', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topic_data', n3)
        out['topic_data'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topic_data', n3)
        a4 = []
        out['topic_data'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_6(buf, pos, end, d6, ctx)
    return pos


def struct_8(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'transactional_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'transactional_id', 'string', n2)
        out['transactional_id'] = None
    else:
        out['transactional_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 6 > end:
        raise run_error(pos, end, k1)
    v3 = k2(buf, pos)
    out['acks'] = v3[0]
    out['timeout_ms'] = v3[1]
    pos += 6
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topic_data', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'topic_data', n5)
        out['topic_data'] = None
    else:
        ctx.cost += n5 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'topic_data', n5)
        a6 = []
        out['topic_data'] = a6
        for _ in range(n5):
            s7 = pos
            d8 = {}
            a6.append(d8)
            pos = struct_6(buf, pos, end, d8, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k3)
    v1 = k4(buf, pos)
    out['index'] = v1[0]
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
            raise sized_error(s2, pos, end, 'records', 'records', n3)
        out['records'] = None
    else:
        out['records'] = {'size': n3} if ctx.record_sets is None else ctx.record_sets(buf, s2, pos, n3)
        pos += n3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
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
            raise count_error(s3, pos, end, 'partition_data', n4)
        out['partition_data'] = None
    else:
        ctx.cost += n4 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_data', n4)
        a5 = []
        out['partition_data'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_10(buf, pos, end, d7, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_12(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'transactional_id', 'string', n2)
        out['transactional_id'] = None
    else:
        out['transactional_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 6 > end:
        raise run_error(pos, end, k1)
    v3 = k2(buf, pos)
    out['acks'] = v3[0]
    out['timeout_ms'] = v3[1]
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
            raise count_error(s4, pos, end, 'topic_data', n5)
        out['topic_data'] = None
    else:
        ctx.cost += n5 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'topic_data', n5)
        a6 = []
        out['topic_data'] = a6
        for _ in range(n5):
            s7 = pos
            d8 = {}
            a6.append(d8)
            pos = struct_11(buf, pos, end, d8, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out['topic_id'] = uuid_text(buf, pos)
    pos += 16
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'partition_data', n2)
        out['partition_data'] = None
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partition_data', n2)
        a3 = []
        out['partition_data'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_10(buf, pos, end, d5, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'transactional_id', 'string', n2)
        out['transactional_id'] = None
    else:
        out['transactional_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 6 > end:
        raise run_error(pos, end, k1)
    v3 = k2(buf, pos)
    out['acks'] = v3[0]
    out['timeout_ms'] = v3[1]
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
            raise count_error(s4, pos, end, 'topic_data', n5)
        out['topic_data'] = None
    else:
        ctx.cost += n5 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'topic_data', n5)
        a6 = []
        out['topic_data'] = a6
        for _ in range(n5):
            s7 = pos
            d8 = {}
            a6.append(d8)
            pos = struct_13(buf, pos, end, d8, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k15)
    v1 = k16(buf, pos)
    out['index'] = v1[0]
    out['error_code'] = v1[1]
    out['base_offset'] = v1[2]
    pos += 14
    return pos


def struct_18(buf, pos, end, out, ctx):
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
    if pos + 4 > end:
        raise past_end(pos, 'partition_responses', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_responses', n4)
        out['partition_responses'] = None
    else:
        ctx.cost += n4 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_responses', n4)
        a5 = []
        out['partition_responses'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_17(buf, pos, end, d7, ctx)
    return pos


def struct_19(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
        out['responses'] = None
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        a3 = []
        out['responses'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_18(buf, pos, end, d5, ctx)
    return pos


def struct_21(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
        out['responses'] = None
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        a3 = []
        out['responses'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_18(buf, pos, end, d5, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k20)
    v6 = k4(buf, pos)
    out['throttle_time_ms'] = v6[0]
    pos += 4
    return pos


def struct_24(buf, pos, end, out, ctx):
    if pos + 22 > end:
        raise run_error(pos, end, k22)
    v1 = k23(buf, pos)
    out['index'] = v1[0]
    out['error_code'] = v1[1]
    out['base_offset'] = v1[2]
    out['log_append_time_ms'] = v1[3]
    pos += 22
    return pos


def struct_25(buf, pos, end, out, ctx):
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
    if pos + 4 > end:
        raise past_end(pos, 'partition_responses', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_responses', n4)
        out['partition_responses'] = None
    else:
        ctx.cost += n4 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_responses', n4)
        a5 = []
        out['partition_responses'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_24(buf, pos, end, d7, ctx)
    return pos


def struct_26(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
        out['responses'] = None
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        a3 = []
        out['responses'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_25(buf, pos, end, d5, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k20)
    v6 = k4(buf, pos)
    out['throttle_time_ms'] = v6[0]
    pos += 4
    return pos


def struct_29(buf, pos, end, out, ctx):
    if pos + 30 > end:
        raise run_error(pos, end, k27)
    v1 = k28(buf, pos)
    out['index'] = v1[0]
    out['error_code'] = v1[1]
    out['base_offset'] = v1[2]
    out['log_append_time_ms'] = v1[3]
    out['log_start_offset'] = v1[4]
    pos += 30
    return pos


def struct_30(buf, pos, end, out, ctx):
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
    if pos + 4 > end:
        raise past_end(pos, 'partition_responses', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_responses', n4)
        out['partition_responses'] = None
    else:
        ctx.cost += n4 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_responses', n4)
        a5 = []
        out['partition_responses'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_29(buf, pos, end, d7, ctx)
    return pos


def struct_31(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
        out['responses'] = None
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        a3 = []
        out['responses'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_30(buf, pos, end, d5, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k20)
    v6 = k4(buf, pos)
    out['throttle_time_ms'] = v6[0]
    pos += 4
    return pos


def struct_33(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k32)
    v1 = k4(buf, pos)
    out['batch_index'] = v1[0]
    pos += 4
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'batch_index_error_message', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'batch_index_error_message', 'string', n3)
        out['batch_index_error_message'] = None
    else:
        out['batch_index_error_message'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    return pos


def struct_34(buf, pos, end, out, ctx):
    if pos + 30 > end:
        raise run_error(pos, end, k27)
    v1 = k28(buf, pos)
    out['index'] = v1[0]
    out['error_code'] = v1[1]
    out['base_offset'] = v1[2]
    out['log_append_time_ms'] = v1[3]
    out['log_start_offset'] = v1[4]
    pos += 30
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'record_errors', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'record_errors', n3)
        out['record_errors'] = None
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'record_errors', n3)
        a4 = []
        out['record_errors'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_33(buf, pos, end, d6, ctx)
    s7 = pos
    if pos + 2 > end:
        raise past_end(pos, 'error_message', 'string length')
    n8 = unpack_int16(buf, pos)[0]
    pos += 2
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'error_message', 'string', n8)
        out['error_message'] = None
    else:
        out['error_message'] = buf[pos : pos + n8].decode('utf-8', 'replace')
        pos += n8
    return pos


def struct_35(buf, pos, end, out, ctx):
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
    if pos + 4 > end:
        raise past_end(pos, 'partition_responses', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_responses', n4)
        out['partition_responses'] = None
    else:
        ctx.cost += n4 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_responses', n4)
        a5 = []
        out['partition_responses'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_34(buf, pos, end, d7, ctx)
    return pos


def struct_36(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
        out['responses'] = None
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        a3 = []
        out['responses'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_35(buf, pos, end, d5, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k20)
    v6 = k4(buf, pos)
    out['throttle_time_ms'] = v6[0]
    pos += 4
    return pos


def struct_37(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k32)
    v1 = k4(buf, pos)
    out['batch_index'] = v1[0]
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
            raise sized_error(s2, pos, end, 'batch_index_error_message', 'string', n3)
        out['batch_index_error_message'] = None
    else:
        out['batch_index_error_message'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_38(buf, pos, end, out, ctx):
    if pos + 30 > end:
        raise run_error(pos, end, k27)
    v1 = k28(buf, pos)
    out['index'] = v1[0]
    out['error_code'] = v1[1]
    out['base_offset'] = v1[2]
    out['log_append_time_ms'] = v1[3]
    out['log_start_offset'] = v1[4]
    pos += 30
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'record_errors', n3)
        out['record_errors'] = None
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'record_errors', n3)
        a4 = []
        out['record_errors'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_37(buf, pos, end, d6, ctx)
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'error_message', 'string', n8)
        out['error_message'] = None
    else:
        out['error_message'] = buf[pos : pos + n8].decode('utf-8', 'replace')
        pos += n8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_39(buf, pos, end, out, ctx):
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
            raise count_error(s3, pos, end, 'partition_responses', n4)
        out['partition_responses'] = None
    else:
        ctx.cost += n4 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_responses', n4)
        a5 = []
        out['partition_responses'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_38(buf, pos, end, d7, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_40(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
        out['responses'] = None
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        a3 = []
        out['responses'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_39(buf, pos, end, d5, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k20)
    v6 = k4(buf, pos)
    out['throttle_time_ms'] = v6[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_43(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k41)
    v1 = k4(buf, pos)
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
    if pos + 4 > end:
        raise run_error(pos, end, k42)
    v4 = k4(buf, pos)
    out['port'] = v4[0]
    pos += 4
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'rack', 'string', n6)
        out['rack'] = None
    else:
        out['rack'] = buf[pos : pos + n6].decode('utf-8', 'replace')
        pos += n6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def field_44(buf, pos, end, out, ctx):
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
        ctx.cost += n2 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'node_endpoints', n2)
        a3 = []
        out['node_endpoints'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_43(buf, pos, end, d5, ctx)
    return pos


def struct_47(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k45)
    v1 = k46(buf, pos)
    out['leader_id'] = v1[0]
    out['leader_epoch'] = v1[1]
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def field_48(buf, pos, end, out, ctx):
    s1 = pos
    d2 = {}
    out['current_leader'] = d2
    pos = struct_47(buf, pos, end, d2, ctx)
    return pos


def struct_50(buf, pos, end, out, ctx):
    if pos + 30 > end:
        raise run_error(pos, end, k27)
    v1 = k28(buf, pos)
    out['index'] = v1[0]
    out['error_code'] = v1[1]
    out['base_offset'] = v1[2]
    out['log_append_time_ms'] = v1[3]
    out['log_start_offset'] = v1[4]
    pos += 30
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'record_errors', n3)
        out['record_errors'] = None
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'record_errors', n3)
        a4 = []
        out['record_errors'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_37(buf, pos, end, d6, ctx)
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'error_message', 'string', n8)
        out['error_message'] = None
    else:
        out['error_message'] = buf[pos : pos + n8].decode('utf-8', 'replace')
        pos += n8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k49(buf, pos, end, out, ctx)
    return pos


def struct_51(buf, pos, end, out, ctx):
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
            raise count_error(s3, pos, end, 'partition_responses', n4)
        out['partition_responses'] = None
    else:
        ctx.cost += n4 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_responses', n4)
        a5 = []
        out['partition_responses'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_50(buf, pos, end, d7, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_53(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
        out['responses'] = None
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        a3 = []
        out['responses'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_51(buf, pos, end, d5, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k20)
    v6 = k4(buf, pos)
    out['throttle_time_ms'] = v6[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k52(buf, pos, end, out, ctx)
    return pos


def struct_54(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out['topic_id'] = uuid_text(buf, pos)
    pos += 16
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'partition_responses', n2)
        out['partition_responses'] = None
    else:
        ctx.cost += n2 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partition_responses', n2)
        a3 = []
        out['partition_responses'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_50(buf, pos, end, d5, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_55(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
        out['responses'] = None
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        a3 = []
        out['responses'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_54(buf, pos, end, d5, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k20)
    v6 = k4(buf, pos)
    out['throttle_time_ms'] = v6[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k52(buf, pos, end, out, ctx)
    return pos


k1 = (('acks', 'int16', 2), ('timeout_ms', 'int32', 4))
k2 = Struct('>hi').unpack_from
k3 = (('index', 'int32', 4),)
k4 = Struct('>i').unpack_from
k9 = tagged_section({}, unknown_tag_json)
k15 = (('index', 'int32', 4), ('error_code', 'int16', 2), ('base_offset', 'int64', 8))
k16 = Struct('>ihq').unpack_from
k20 = (('throttle_time_ms', 'int32', 4),)
k22 = (('index', 'int32', 4), ('error_code', 'int16', 2), ('base_offset', 'int64', 8), ('log_append_time_ms', 'int64', 8))
k23 = Struct('>ihqq').unpack_from
k27 = (('index', 'int32', 4), ('error_code', 'int16', 2), ('base_offset', 'int64', 8), ('log_append_time_ms', 'int64', 8), ('log_start_offset', 'int64', 8))
k28 = Struct('>ihqqq').unpack_from
k32 = (('batch_index', 'int32', 4),)
k41 = (('node_id', 'int32', 4),)
k42 = (('port', 'int32', 4),)
k45 = (('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4))
k46 = Struct('>ii').unpack_from
k49 = tagged_section({0: ('current_leader', field_48)}, unknown_tag_json)
k52 = tagged_section({0: ('node_endpoints', field_44)}, unknown_tag_json)

READERS = {
    ('request', 0): struct_7,
    ('request', 1): struct_7,
    ('request', 2): struct_7,
    ('request', 3): struct_8,
    ('request', 4): struct_8,
    ('request', 5): struct_8,
    ('request', 6): struct_8,
    ('request', 7): struct_8,
    ('request', 8): struct_8,
    ('request', 9): struct_12,
    ('request', 10): struct_12,
    ('request', 11): struct_12,
    ('request', 12): struct_12,
    ('request', 13): struct_14,
    ('response', 0): struct_19,
    ('response', 1): struct_21,
    ('response', 2): struct_26,
    ('response', 3): struct_26,
    ('response', 4): struct_26,
    ('response', 5): struct_31,
    ('response', 6): struct_31,
    ('response', 7): struct_31,
    ('response', 8): struct_36,
    ('response', 9): struct_40,
    ('response', 10): struct_53,
    ('response', 11): struct_53,
    ('response', 12): struct_53,
    ('response', 13): struct_55,
}
