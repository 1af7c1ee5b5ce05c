"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int32, uuid_text


def struct_4(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'group_ids', n2)
        out['group_ids'] = None
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'group_ids', n2)
        a3 = []
        out['group_ids'] = a3
        for _ in range(n2):
            s4 = pos
            if pos < end and buf[pos] < 128:
                n5 = buf[pos] - 1
                pos += 1
            else:
                n5, pos = read_uvarint(buf, pos, end)
                n5 -= 1
            if n5 < 0 or pos + n5 > end:
                if n5 != -1:
                    raise sized_error(s4, pos, end, 'group_ids', 'string', n5)
                a3.append(None)
            else:
                a3.append(buf[pos : pos + n5].decode('utf-8', 'replace'))
                pos += n5
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    v6 = k2(buf, pos)
    out['include_authorized_operations'] = v6[0]
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_12(buf, pos, end, out, ctx):
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
        ctx.cost += n4 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        a5 = []
        out['partitions'] = a5
        for _ in range(n4):
            if pos + 4 > end:
                raise past_end(pos, 'partitions', 'int32')
            a5.append(unpack_int32(buf, pos)[0])
            pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
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
            raise count_error(s1, pos, end, 'topic_partitions', n2)
        out['topic_partitions'] = None
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_partitions', n2)
        a3 = []
        out['topic_partitions'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_12(buf, pos, end, d5, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'member_id', 'string', n2)
        out['member_id'] = None
    else:
        out['member_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
            raise sized_error(s3, pos, end, 'instance_id', 'string', n4)
        out['instance_id'] = None
    else:
        out['instance_id'] = buf[pos : pos + n4].decode('utf-8', 'replace')
        pos += n4
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'rack_id', 'string', n6)
        out['rack_id'] = None
    else:
        out['rack_id'] = buf[pos : pos + n6].decode('utf-8', 'replace')
        pos += n6
    if pos + 4 > end:
        raise run_error(pos, end, k11)
    v7 = k6(buf, pos)
    out['member_epoch'] = v7[0]
    pos += 4
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'client_id', 'string', n9)
        out['client_id'] = None
    else:
        out['client_id'] = buf[pos : pos + n9].decode('utf-8', 'replace')
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
            raise sized_error(s10, pos, end, 'client_host', 'string', n11)
        out['client_host'] = None
    else:
        out['client_host'] = buf[pos : pos + n11].decode('utf-8', 'replace')
        pos += n11
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or n13 > end - pos:
        if n13 != -1:
            raise count_error(s12, pos, end, 'subscribed_topic_names', n13)
        out['subscribed_topic_names'] = None
    else:
        ctx.cost += n13 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s12, 'subscribed_topic_names', n13)
        a14 = []
        out['subscribed_topic_names'] = a14
        for _ in range(n13):
            s15 = pos
            if pos < end and buf[pos] < 128:
                n16 = buf[pos] - 1
                pos += 1
            else:
                n16, pos = read_uvarint(buf, pos, end)
                n16 -= 1
            if n16 < 0 or pos + n16 > end:
                if n16 != -1:
                    raise sized_error(s15, pos, end, 'subscribed_topic_names', 'string', n16)
                a14.append(None)
            else:
                a14.append(buf[pos : pos + n16].decode('utf-8', 'replace'))
                pos += n16
    s17 = pos
    if pos < end and buf[pos] < 128:
        n18 = buf[pos] - 1
        pos += 1
    else:
        n18, pos = read_uvarint(buf, pos, end)
        n18 -= 1
    if n18 < 0 or pos + n18 > end:
        if n18 != -1:
            raise sized_error(s17, pos, end, 'subscribed_topic_regex', 'string', n18)
        out['subscribed_topic_regex'] = None
    else:
        out['subscribed_topic_regex'] = buf[pos : pos + n18].decode('utf-8', 'replace')
        pos += n18
    s19 = pos
    d20 = {}
    out['assignment'] = d20
    pos = struct_13(buf, pos, end, d20, ctx)
    s21 = pos
    d22 = {}
    out['target_assignment'] = d22
    pos = struct_13(buf, pos, end, d22, ctx)
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
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'group_id', 'string', n5)
        out['group_id'] = None
    else:
        out['group_id'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'group_state', 'string', n7)
        out['group_state'] = None
    else:
        out['group_state'] = buf[pos : pos + n7].decode('utf-8', 'replace')
        pos += n7
    if pos + 8 > end:
        raise run_error(pos, end, k9)
    v8 = k10(buf, pos)
    out['group_epoch'] = v8[0]
    out['assignment_epoch'] = v8[1]
    pos += 8
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'assignor_name', 'string', n10)
        out['assignor_name'] = None
    else:
        out['assignor_name'] = buf[pos : pos + n10].decode('utf-8', 'replace')
        pos += n10
    s11 = pos
    if pos < end and buf[pos] < 128:
        n12 = buf[pos] - 1
        pos += 1
    else:
        n12, pos = read_uvarint(buf, pos, end)
        n12 -= 1
    if n12 < 0 or n12 > end - pos:
        if n12 != -1:
            raise count_error(s11, pos, end, 'members', n12)
        out['members'] = None
    else:
        ctx.cost += n12 * 3500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'members', n12)
        a13 = []
        out['members'] = a13
        for _ in range(n12):
            s14 = pos
            d15 = {}
            a13.append(d15)
            pos = struct_14(buf, pos, end, d15, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k15)
    v16 = k6(buf, pos)
    out['authorized_operations'] = v16[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k5)
    v1 = k6(buf, pos)
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
            raise count_error(s2, pos, end, 'groups', n3)
        out['groups'] = None
    else:
        ctx.cost += n3 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'groups', n3)
        a4 = []
        out['groups'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_16(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'member_id', 'string', n2)
        out['member_id'] = None
    else:
        out['member_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
            raise sized_error(s3, pos, end, 'instance_id', 'string', n4)
        out['instance_id'] = None
    else:
        out['instance_id'] = buf[pos : pos + n4].decode('utf-8', 'replace')
        pos += n4
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'rack_id', 'string', n6)
        out['rack_id'] = None
    else:
        out['rack_id'] = buf[pos : pos + n6].decode('utf-8', 'replace')
        pos += n6
    if pos + 4 > end:
        raise run_error(pos, end, k11)
    v7 = k6(buf, pos)
    out['member_epoch'] = v7[0]
    pos += 4
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'client_id', 'string', n9)
        out['client_id'] = None
    else:
        out['client_id'] = buf[pos : pos + n9].decode('utf-8', 'replace')
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
            raise sized_error(s10, pos, end, 'client_host', 'string', n11)
        out['client_host'] = None
    else:
        out['client_host'] = buf[pos : pos + n11].decode('utf-8', 'replace')
        pos += n11
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or n13 > end - pos:
        if n13 != -1:
            raise count_error(s12, pos, end, 'subscribed_topic_names', n13)
        out['subscribed_topic_names'] = None
    else:
        ctx.cost += n13 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s12, 'subscribed_topic_names', n13)
        a14 = []
        out['subscribed_topic_names'] = a14
        for _ in range(n13):
            s15 = pos
            if pos < end and buf[pos] < 128:
                n16 = buf[pos] - 1
                pos += 1
            else:
                n16, pos = read_uvarint(buf, pos, end)
                n16 -= 1
            if n16 < 0 or pos + n16 > end:
                if n16 != -1:
                    raise sized_error(s15, pos, end, 'subscribed_topic_names', 'string', n16)
                a14.append(None)
            else:
                a14.append(buf[pos : pos + n16].decode('utf-8', 'replace'))
                pos += n16
    s17 = pos
    if pos < end and buf[pos] < 128:
        n18 = buf[pos] - 1
        pos += 1
    else:
        n18, pos = read_uvarint(buf, pos, end)
        n18 -= 1
    if n18 < 0 or pos + n18 > end:
        if n18 != -1:
            raise sized_error(s17, pos, end, 'subscribed_topic_regex', 'string', n18)
        out['subscribed_topic_regex'] = None
    else:
        out['subscribed_topic_regex'] = buf[pos : pos + n18].decode('utf-8', 'replace')
        pos += n18
    s19 = pos
    d20 = {}
    out['assignment'] = d20
    pos = struct_13(buf, pos, end, d20, ctx)
    s21 = pos
    d22 = {}
    out['target_assignment'] = d22
    pos = struct_13(buf, pos, end, d22, ctx)
    if pos + 1 > end:
        raise run_error(pos, end, k18)
    v23 = k19(buf, pos)
    out['member_type'] = v23[0]
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_21(buf, pos, end, out, ctx):
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
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'group_id', 'string', n5)
        out['group_id'] = None
    else:
        out['group_id'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'group_state', 'string', n7)
        out['group_state'] = None
    else:
        out['group_state'] = buf[pos : pos + n7].decode('utf-8', 'replace')
        pos += n7
    if pos + 8 > end:
        raise run_error(pos, end, k9)
    v8 = k10(buf, pos)
    out['group_epoch'] = v8[0]
    out['assignment_epoch'] = v8[1]
    pos += 8
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'assignor_name', 'string', n10)
        out['assignor_name'] = None
    else:
        out['assignor_name'] = buf[pos : pos + n10].decode('utf-8', 'replace')
        pos += n10
    s11 = pos
    if pos < end and buf[pos] < 128:
        n12 = buf[pos] - 1
        pos += 1
    else:
        n12, pos = read_uvarint(buf, pos, end)
        n12 -= 1
    if n12 < 0 or n12 > end - pos:
        if n12 != -1:
            raise count_error(s11, pos, end, 'members', n12)
        out['members'] = None
    else:
        ctx.cost += n12 * 3500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'members', n12)
        a13 = []
        out['members'] = a13
        for _ in range(n12):
            s14 = pos
            d15 = {}
            a13.append(d15)
            pos = struct_20(buf, pos, end, d15, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k15)
    v16 = k6(buf, pos)
    out['authorized_operations'] = v16[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_22(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k5)
    v1 = k6(buf, pos)
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
            raise count_error(s2, pos, end, 'groups', n3)
        out['groups'] = None
    else:
        ctx.cost += n3 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'groups', n3)
        a4 = []
        out['groups'] = a4
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


k1 = (('include_authorized_operations', 'bool', 1),)
k2 = Struct('>?').unpack_from
k3 = tagged_section({}, unknown_tag_json)
k5 = (('throttle_time_ms', 'int32', 4),)
k6 = Struct('>i').unpack_from
k7 = (('error_code', 'int16', 2),)
k8 = Struct('>h').unpack_from
k9 = (('group_epoch', 'int32', 4), ('assignment_epoch', 'int32', 4))
k10 = Struct('>ii').unpack_from
k11 = (('member_epoch', 'int32', 4),)
k15 = (('authorized_operations', 'int32', 4),)
k18 = (('member_type', 'int8', 1),)
k19 = Struct('>b').unpack_from

READERS = {
    ('request', 0): struct_4,
    ('request', 1): struct_4,
    ('response', 0): struct_17,
    ('response', 1): struct_22,
}
