"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, uuid_text


def struct_4(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['partition_index'] = v1[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_5(buf, pos, end, out, ctx):
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
        ctx.cost += n4 * 500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        a5 = []
        out['partitions'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_4(buf, pos, end, d7, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_6(buf, pos, end, out, ctx):
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
        out['topics'] = None
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        a3 = []
        out['topics'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_5(buf, pos, end, d5, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k11)
    v1 = k12(buf, pos)
    out['replica_id'] = v1[0]
    out['log_end_offset'] = v1[1]
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_14(buf, pos, end, out, ctx):
    if pos + 22 > end:
        raise run_error(pos, end, k9)
    v1 = k10(buf, pos)
    out['partition_index'] = v1[0]
    out['error_code'] = v1[1]
    out['leader_id'] = v1[2]
    out['leader_epoch'] = v1[3]
    out['high_watermark'] = v1[4]
    pos += 22
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'current_voters', n3)
        out['current_voters'] = None
    else:
        ctx.cost += n3 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'current_voters', n3)
        a4 = []
        out['current_voters'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_13(buf, pos, end, d6, ctx)
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'observers', n8)
        out['observers'] = None
    else:
        ctx.cost += n8 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'observers', n8)
        a9 = []
        out['observers'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_13(buf, pos, end, d11, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
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
        ctx.cost += n4 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        a5 = []
        out['partitions'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_14(buf, pos, end, d7, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_16(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k7)
    v1 = k8(buf, pos)
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
            pos = struct_15(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_19(buf, pos, end, out, ctx):
    if pos + 28 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
    out['replica_id'] = v1[0]
    out['log_end_offset'] = v1[1]
    out['last_fetch_timestamp'] = v1[2]
    out['last_caught_up_timestamp'] = v1[3]
    pos += 28
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
    if pos + 22 > end:
        raise run_error(pos, end, k9)
    v1 = k10(buf, pos)
    out['partition_index'] = v1[0]
    out['error_code'] = v1[1]
    out['leader_id'] = v1[2]
    out['leader_epoch'] = v1[3]
    out['high_watermark'] = v1[4]
    pos += 22
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'current_voters', n3)
        out['current_voters'] = None
    else:
        ctx.cost += n3 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'current_voters', n3)
        a4 = []
        out['current_voters'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_19(buf, pos, end, d6, ctx)
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'observers', n8)
        out['observers'] = None
    else:
        ctx.cost += n8 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'observers', n8)
        a9 = []
        out['observers'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_19(buf, pos, end, d11, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_21(buf, pos, end, out, ctx):
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
        ctx.cost += n4 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        a5 = []
        out['partitions'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_20(buf, pos, end, d7, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_22(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k7)
    v1 = k8(buf, pos)
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
            pos = struct_21(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_30(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k27)
    v1 = k2(buf, pos)
    out['replica_id'] = v1[0]
    pos += 4
    if pos + 16 > end:
        raise past_end(pos, 'replica_directory_id', 'uuid')
    out['replica_directory_id'] = uuid_text(buf, pos)
    pos += 16
    if pos + 24 > end:
        raise run_error(pos, end, k28)
    v2 = k29(buf, pos)
    out['log_end_offset'] = v2[0]
    out['last_fetch_timestamp'] = v2[1]
    out['last_caught_up_timestamp'] = v2[2]
    pos += 24
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_31(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k23)
    v1 = k24(buf, pos)
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
    if pos + 16 > end:
        raise run_error(pos, end, k25)
    v4 = k26(buf, pos)
    out['leader_id'] = v4[0]
    out['leader_epoch'] = v4[1]
    out['high_watermark'] = v4[2]
    pos += 16
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'current_voters', n6)
        out['current_voters'] = None
    else:
        ctx.cost += n6 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'current_voters', n6)
        a7 = []
        out['current_voters'] = a7
        for _ in range(n6):
            s8 = pos
            d9 = {}
            a7.append(d9)
            pos = struct_30(buf, pos, end, d9, ctx)
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'observers', n11)
        out['observers'] = None
    else:
        ctx.cost += n11 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'observers', n11)
        a12 = []
        out['observers'] = a12
        for _ in range(n11):
            s13 = pos
            d14 = {}
            a12.append(d14)
            pos = struct_30(buf, pos, end, d14, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
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
        ctx.cost += n4 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        a5 = []
        out['partitions'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_31(buf, pos, end, d7, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_36(buf, pos, end, out, ctx):
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
        raise run_error(pos, end, k34)
    v5 = k35(buf, pos)
    out['port'] = v5[0]
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_37(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k33)
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
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'listeners', n3)
        out['listeners'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'listeners', n3)
        a4 = []
        out['listeners'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_36(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_38(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k7)
    v1 = k8(buf, pos)
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
            pos = struct_32(buf, pos, end, d8, ctx)
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'nodes', n10)
        out['nodes'] = None
    else:
        ctx.cost += n10 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'nodes', n10)
        a11 = []
        out['nodes'] = a11
        for _ in range(n10):
            s12 = pos
            d13 = {}
            a11.append(d13)
            pos = struct_37(buf, pos, end, d13, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


k1 = (('partition_index', 'int32', 4),)
k2 = Struct('>i').unpack_from
k3 = tagged_section({}, unknown_tag_json)
k7 = (('error_code', 'int16', 2),)
k8 = Struct('>h').unpack_from
k9 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2), ('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4), ('high_watermark', 'int64', 8))
k10 = Struct('>ihiiq').unpack_from
k11 = (('replica_id', 'int32', 4), ('log_end_offset', 'int64', 8))
k12 = Struct('>iq').unpack_from
k17 = (('replica_id', 'int32', 4), ('log_end_offset', 'int64', 8), ('last_fetch_timestamp', 'int64', 8), ('last_caught_up_timestamp', 'int64', 8))
k18 = Struct('>iqqq').unpack_from
k23 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2))
k24 = Struct('>ih').unpack_from
k25 = (('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4), ('high_watermark', 'int64', 8))
k26 = Struct('>iiq').unpack_from
k27 = (('replica_id', 'int32', 4),)
k28 = (('log_end_offset', 'int64', 8), ('last_fetch_timestamp', 'int64', 8), ('last_caught_up_timestamp', 'int64', 8))
k29 = Struct('>qqq').unpack_from
k33 = (('node_id', 'int32', 4),)
k34 = (('port', 'uint16', 2),)
k35 = Struct('>H').unpack_from

READERS = {
    ('request', 0): struct_6,
    ('request', 1): struct_6,
    ('request', 2): struct_6,
    ('response', 0): struct_16,
    ('response', 1): struct_22,
    ('response', 2): struct_38,
}
