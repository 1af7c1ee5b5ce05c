"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int8, uuid_text


def struct_7(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k4)
    v1 = k5(buf, pos)
    out['first_offset'] = v1[0]
    out['last_offset'] = v1[1]
    pos += 16
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'acknowledge_types', n3)
        out['acknowledge_types'] = None
    else:
        ctx.cost += n3 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'acknowledge_types', n3)
        a4 = []
        out['acknowledge_types'] = a4
        for _ in range(n3):
            if pos + 1 > end:
                raise past_end(pos, 'acknowledge_types', 'int8')
            a4.append(unpack_int8(buf, pos)[0])
            pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k6(buf, pos, end, out, ctx)
    return pos


def struct_8(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k3)
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
            raise count_error(s2, pos, end, 'acknowledgement_batches', n3)
        out['acknowledgement_batches'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'acknowledgement_batches', n3)
        a4 = []
        out['acknowledgement_batches'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_7(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k6(buf, pos, end, out, ctx)
    return pos


def struct_9(buf, pos, end, out, ctx):
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
            raise count_error(s1, pos, end, 'partitions', n2)
        out['partitions'] = None
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partitions', n2)
        a3 = []
        out['partitions'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_8(buf, pos, end, d5, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k6(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        out['group_id'] = None
    else:
        out['group_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
            raise sized_error(s3, pos, end, 'member_id', 'string', n4)
        out['member_id'] = None
    else:
        out['member_id'] = buf[pos : pos + n4].decode('utf-8', 'replace')
        pos += n4
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v5 = k2(buf, pos)
    out['share_session_epoch'] = v5[0]
    pos += 4
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'topics', n7)
        out['topics'] = None
    else:
        ctx.cost += n7 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'topics', n7)
        a8 = []
        out['topics'] = a8
        for _ in range(n7):
            s9 = pos
            d10 = {}
            a8.append(d10)
            pos = struct_9(buf, pos, end, d10, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k6(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        out['group_id'] = None
    else:
        out['group_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
            raise sized_error(s3, pos, end, 'member_id', 'string', n4)
        out['member_id'] = None
    else:
        out['member_id'] = buf[pos : pos + n4].decode('utf-8', 'replace')
        pos += n4
    if pos + 5 > end:
        raise run_error(pos, end, k11)
    v5 = k12(buf, pos)
    out['share_session_epoch'] = v5[0]
    out['is_renew_ack'] = v5[1]
    pos += 5
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'topics', n7)
        out['topics'] = None
    else:
        ctx.cost += n7 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'topics', n7)
        a8 = []
        out['topics'] = a8
        for _ in range(n7):
            s9 = pos
            d10 = {}
            a8.append(d10)
            pos = struct_9(buf, pos, end, d10, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k6(buf, pos, end, out, ctx)
    return pos


def struct_19(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
    out['leader_id'] = v1[0]
    out['leader_epoch'] = v1[1]
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k6(buf, pos, end, out, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k16)
    v1 = k15(buf, pos)
    out['partition_index'] = v1[0]
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
    d5 = {}
    out['current_leader'] = d5
    pos = struct_19(buf, pos, end, d5, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k6(buf, pos, end, out, ctx)
    return pos


def struct_21(buf, pos, end, out, ctx):
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
            raise count_error(s1, pos, end, 'partitions', n2)
        out['partitions'] = None
    else:
        ctx.cost += n2 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partitions', n2)
        a3 = []
        out['partitions'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_20(buf, pos, end, d5, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k6(buf, pos, end, out, ctx)
    return pos


def struct_24(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k22)
    v1 = k2(buf, pos)
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
        raise run_error(pos, end, k23)
    v4 = k2(buf, pos)
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
        pos = k6(buf, pos, end, out, ctx)
    return pos


def struct_25(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k14)
    v1 = k15(buf, pos)
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
            raise count_error(s4, pos, end, 'responses', n5)
        out['responses'] = None
    else:
        ctx.cost += n5 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'responses', n5)
        a6 = []
        out['responses'] = a6
        for _ in range(n5):
            s7 = pos
            d8 = {}
            a6.append(d8)
            pos = struct_21(buf, pos, end, d8, ctx)
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'node_endpoints', n10)
        out['node_endpoints'] = None
    else:
        ctx.cost += n10 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'node_endpoints', n10)
        a11 = []
        out['node_endpoints'] = a11
        for _ in range(n10):
            s12 = pos
            d13 = {}
            a11.append(d13)
            pos = struct_24(buf, pos, end, d13, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k6(buf, pos, end, out, ctx)
    return pos


def struct_27(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k14)
    v1 = k15(buf, pos)
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
    if pos + 4 > end:
        raise run_error(pos, end, k26)
    v4 = k2(buf, pos)
    out['acquisition_lock_timeout_ms'] = v4[0]
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
            raise count_error(s5, pos, end, 'responses', n6)
        out['responses'] = None
    else:
        ctx.cost += n6 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'responses', n6)
        a7 = []
        out['responses'] = a7
        for _ in range(n6):
            s8 = pos
            d9 = {}
            a7.append(d9)
            pos = struct_21(buf, pos, end, d9, ctx)
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'node_endpoints', n11)
        out['node_endpoints'] = None
    else:
        ctx.cost += n11 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'node_endpoints', n11)
        a12 = []
        out['node_endpoints'] = a12
        for _ in range(n11):
            s13 = pos
            d14 = {}
            a12.append(d14)
            pos = struct_24(buf, pos, end, d14, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k6(buf, pos, end, out, ctx)
    return pos


k1 = (('share_session_epoch', 'int32', 4),)
k2 = Struct('>i').unpack_from
k3 = (('partition_index', 'int32', 4),)
k4 = (('first_offset', 'int64', 8), ('last_offset', 'int64', 8))
k5 = Struct('>qq').unpack_from
k6 = tagged_section({}, unknown_tag_json)
k11 = (('share_session_epoch', 'int32', 4), ('is_renew_ack', 'bool', 1))
k12 = Struct('>i?').unpack_from
k14 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k15 = Struct('>ih').unpack_from
k16 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2))
k17 = (('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4))
k18 = Struct('>ii').unpack_from
k22 = (('node_id', 'int32', 4),)
k23 = (('port', 'int32', 4),)
k26 = (('acquisition_lock_timeout_ms', 'int32', 4),)

READERS = {
    ('request', 0): struct_10,
    ('request', 1): struct_10,
    ('request', 2): struct_13,
    ('response', 0): struct_25,
    ('response', 1): struct_25,
    ('response', 2): struct_27,
}
