"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, unpack_int16, unpack_int32, uuid_text


def struct_7(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic_name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        out.append(Node('topic_name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('topic_name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    if pos + 16 > end:
        raise run_error(pos, end, k3)
    v3 = k4(buf, pos)
    out.append(Node('partition_index', 'int32', v3[0], pos + 0, 4, None, None))
    out.append(Node('controller_epoch', 'int32', v3[1], pos + 4, 4, None, None))
    out.append(Node('leader', 'int32', v3[2], pos + 8, 4, None, 'brokerId'))
    out.append(Node('leader_epoch', 'int32', v3[3], pos + 12, 4, None, None))
    pos += 16
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'isr', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'isr', n5)
        out.append(Node('isr', '[]int32', None, s4, pos - s4, None, 'brokerId'))
    else:
        ctx.cost += n5 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'isr', n5)
        items6 = []
        a7 = Node('isr', '[]int32', None, s4, 0, items6, 'brokerId')
        out.append(a7)
        for _ in range(n5):
            if pos + 4 > end:
                raise past_end(pos, 'isr', 'int32')
            items6.append(Node('isr', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a7.length = pos - s4
    if pos + 4 > end:
        raise run_error(pos, end, k5)
    v8 = k6(buf, pos)
    out.append(Node('zk_version', 'int32', v8[0], pos + 0, 4, None, None))
    pos += 4
    s9 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replicas', 'array length')
    n10 = unpack_int32(buf, pos)[0]
    pos += 4
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'replicas', n10)
        out.append(Node('replicas', '[]int32', None, s9, pos - s9, None, 'brokerId'))
    else:
        ctx.cost += n10 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'replicas', n10)
        items11 = []
        a12 = Node('replicas', '[]int32', None, s9, 0, items11, 'brokerId')
        out.append(a12)
        for _ in range(n10):
            if pos + 4 > end:
                raise past_end(pos, 'replicas', 'int32')
            items11.append(Node('replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a12.length = pos - s9
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k8)
    v1 = k6(buf, pos)
    out.append(Node('id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'v0_host', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'v0_host', 'string', n3)
        out.append(Node('v0_host', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('v0_host', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 4 > end:
        raise run_error(pos, end, k9)
    v4 = k6(buf, pos)
    out.append(Node('v0_port', 'int32', v4[0], pos + 0, 4, None, None))
    pos += 4
    return pos


def struct_11(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('controller_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('controller_epoch', 'int32', v1[1], pos + 4, 4, None, None))
    pos += 8
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'ungrouped_partition_states', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'ungrouped_partition_states', n3)
        out.append(Node('ungrouped_partition_states', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'ungrouped_partition_states', n3)
        items4 = []
        a5 = Node('ungrouped_partition_states', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('ungrouped_partition_states', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_7(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos + 4 > end:
        raise past_end(pos, 'live_brokers', 'array length')
    n10 = unpack_int32(buf, pos)[0]
    pos += 4
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'live_brokers', n10)
        out.append(Node('live_brokers', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'live_brokers', n10)
        items11 = []
        a12 = Node('live_brokers', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('live_brokers', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_10(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    return pos


def struct_15(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k12)
    v1 = k6(buf, pos)
    out.append(Node('port', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'host', 'string', n3)
        out.append(Node('host', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('host', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 2 > end:
        raise run_error(pos, end, k13)
    v4 = k14(buf, pos)
    out.append(Node('security_protocol', 'int16', v4[0], pos + 0, 2, None, None))
    pos += 2
    return pos


def struct_16(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k8)
    v1 = k6(buf, pos)
    out.append(Node('id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'endpoints', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'endpoints', n3)
        out.append(Node('endpoints', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'endpoints', n3)
        items4 = []
        a5 = Node('endpoints', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('endpoints', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_15(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('controller_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('controller_epoch', 'int32', v1[1], pos + 4, 4, None, None))
    pos += 8
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'ungrouped_partition_states', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'ungrouped_partition_states', n3)
        out.append(Node('ungrouped_partition_states', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'ungrouped_partition_states', n3)
        items4 = []
        a5 = Node('ungrouped_partition_states', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('ungrouped_partition_states', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_7(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos + 4 > end:
        raise past_end(pos, 'live_brokers', 'array length')
    n10 = unpack_int32(buf, pos)[0]
    pos += 4
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'live_brokers', n10)
        out.append(Node('live_brokers', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'live_brokers', n10)
        items11 = []
        a12 = Node('live_brokers', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('live_brokers', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_16(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    return pos


def struct_18(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k8)
    v1 = k6(buf, pos)
    out.append(Node('id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'endpoints', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'endpoints', n3)
        out.append(Node('endpoints', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'endpoints', n3)
        items4 = []
        a5 = Node('endpoints', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('endpoints', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_15(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos + 2 > end:
        raise past_end(pos, 'rack', 'string length')
    n10 = unpack_int16(buf, pos)[0]
    pos += 2
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'rack', 'string', n10)
        out.append(Node('rack', 'string', None, s9, pos - s9, None, None))
    else:
        out.append(Node('rack', 'string', buf[pos : pos + n10].decode('utf-8', 'replace'), s9, pos + n10 - s9, None, None))
        pos += n10
    return pos


def struct_19(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('controller_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('controller_epoch', 'int32', v1[1], pos + 4, 4, None, None))
    pos += 8
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'ungrouped_partition_states', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'ungrouped_partition_states', n3)
        out.append(Node('ungrouped_partition_states', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'ungrouped_partition_states', n3)
        items4 = []
        a5 = Node('ungrouped_partition_states', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('ungrouped_partition_states', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_7(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos + 4 > end:
        raise past_end(pos, 'live_brokers', 'array length')
    n10 = unpack_int32(buf, pos)[0]
    pos += 4
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'live_brokers', n10)
        out.append(Node('live_brokers', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'live_brokers', n10)
        items11 = []
        a12 = Node('live_brokers', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('live_brokers', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_18(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    return pos


def struct_20(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k12)
    v1 = k6(buf, pos)
    out.append(Node('port', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'host', 'string', n3)
        out.append(Node('host', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('host', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'listener', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'listener', 'string', n5)
        out.append(Node('listener', 'string', None, s4, pos - s4, None, None))
    else:
        out.append(Node('listener', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, None))
        pos += n5
    if pos + 2 > end:
        raise run_error(pos, end, k13)
    v6 = k14(buf, pos)
    out.append(Node('security_protocol', 'int16', v6[0], pos + 0, 2, None, None))
    pos += 2
    return pos


def struct_21(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k8)
    v1 = k6(buf, pos)
    out.append(Node('id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'endpoints', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'endpoints', n3)
        out.append(Node('endpoints', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'endpoints', n3)
        items4 = []
        a5 = Node('endpoints', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('endpoints', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_20(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos + 2 > end:
        raise past_end(pos, 'rack', 'string length')
    n10 = unpack_int16(buf, pos)[0]
    pos += 2
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'rack', 'string', n10)
        out.append(Node('rack', 'string', None, s9, pos - s9, None, None))
    else:
        out.append(Node('rack', 'string', buf[pos : pos + n10].decode('utf-8', 'replace'), s9, pos + n10 - s9, None, None))
        pos += n10
    return pos


def struct_22(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('controller_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('controller_epoch', 'int32', v1[1], pos + 4, 4, None, None))
    pos += 8
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'ungrouped_partition_states', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'ungrouped_partition_states', n3)
        out.append(Node('ungrouped_partition_states', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'ungrouped_partition_states', n3)
        items4 = []
        a5 = Node('ungrouped_partition_states', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('ungrouped_partition_states', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_7(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos + 4 > end:
        raise past_end(pos, 'live_brokers', 'array length')
    n10 = unpack_int32(buf, pos)[0]
    pos += 4
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'live_brokers', n10)
        out.append(Node('live_brokers', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'live_brokers', n10)
        items11 = []
        a12 = Node('live_brokers', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('live_brokers', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_21(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    return pos


def struct_23(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic_name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        out.append(Node('topic_name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('topic_name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    if pos + 16 > end:
        raise run_error(pos, end, k3)
    v3 = k4(buf, pos)
    out.append(Node('partition_index', 'int32', v3[0], pos + 0, 4, None, None))
    out.append(Node('controller_epoch', 'int32', v3[1], pos + 4, 4, None, None))
    out.append(Node('leader', 'int32', v3[2], pos + 8, 4, None, 'brokerId'))
    out.append(Node('leader_epoch', 'int32', v3[3], pos + 12, 4, None, None))
    pos += 16
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'isr', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'isr', n5)
        out.append(Node('isr', '[]int32', None, s4, pos - s4, None, 'brokerId'))
    else:
        ctx.cost += n5 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'isr', n5)
        items6 = []
        a7 = Node('isr', '[]int32', None, s4, 0, items6, 'brokerId')
        out.append(a7)
        for _ in range(n5):
            if pos + 4 > end:
                raise past_end(pos, 'isr', 'int32')
            items6.append(Node('isr', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a7.length = pos - s4
    if pos + 4 > end:
        raise run_error(pos, end, k5)
    v8 = k6(buf, pos)
    out.append(Node('zk_version', 'int32', v8[0], pos + 0, 4, None, None))
    pos += 4
    s9 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replicas', 'array length')
    n10 = unpack_int32(buf, pos)[0]
    pos += 4
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'replicas', n10)
        out.append(Node('replicas', '[]int32', None, s9, pos - s9, None, 'brokerId'))
    else:
        ctx.cost += n10 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'replicas', n10)
        items11 = []
        a12 = Node('replicas', '[]int32', None, s9, 0, items11, 'brokerId')
        out.append(a12)
        for _ in range(n10):
            if pos + 4 > end:
                raise past_end(pos, 'replicas', 'int32')
            items11.append(Node('replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a12.length = pos - s9
    s13 = pos
    if pos + 4 > end:
        raise past_end(pos, 'offline_replicas', 'array length')
    n14 = unpack_int32(buf, pos)[0]
    pos += 4
    if n14 < 0 or n14 > end - pos:
        if n14 != -1:
            raise count_error(s13, pos, end, 'offline_replicas', n14)
        out.append(Node('offline_replicas', '[]int32', None, s13, pos - s13, None, 'brokerId'))
    else:
        ctx.cost += n14 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s13, 'offline_replicas', n14)
        items15 = []
        a16 = Node('offline_replicas', '[]int32', None, s13, 0, items15, 'brokerId')
        out.append(a16)
        for _ in range(n14):
            if pos + 4 > end:
                raise past_end(pos, 'offline_replicas', 'int32')
            items15.append(Node('offline_replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a16.length = pos - s13
    return pos


def struct_24(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('controller_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('controller_epoch', 'int32', v1[1], pos + 4, 4, None, None))
    pos += 8
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'ungrouped_partition_states', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'ungrouped_partition_states', n3)
        out.append(Node('ungrouped_partition_states', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'ungrouped_partition_states', n3)
        items4 = []
        a5 = Node('ungrouped_partition_states', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('ungrouped_partition_states', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_23(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos + 4 > end:
        raise past_end(pos, 'live_brokers', 'array length')
    n10 = unpack_int32(buf, pos)[0]
    pos += 4
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'live_brokers', n10)
        out.append(Node('live_brokers', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'live_brokers', n10)
        items11 = []
        a12 = Node('live_brokers', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('live_brokers', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_21(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    return pos


def struct_27(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k3)
    v1 = k4(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('controller_epoch', 'int32', v1[1], pos + 4, 4, None, None))
    out.append(Node('leader', 'int32', v1[2], pos + 8, 4, None, 'brokerId'))
    out.append(Node('leader_epoch', 'int32', v1[3], pos + 12, 4, None, None))
    pos += 16
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'isr', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'isr', n3)
        out.append(Node('isr', '[]int32', None, s2, pos - s2, None, 'brokerId'))
    else:
        ctx.cost += n3 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'isr', n3)
        items4 = []
        a5 = Node('isr', '[]int32', None, s2, 0, items4, 'brokerId')
        out.append(a5)
        for _ in range(n3):
            if pos + 4 > end:
                raise past_end(pos, 'isr', 'int32')
            items4.append(Node('isr', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a5.length = pos - s2
    if pos + 4 > end:
        raise run_error(pos, end, k5)
    v6 = k6(buf, pos)
    out.append(Node('zk_version', 'int32', v6[0], pos + 0, 4, None, None))
    pos += 4
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replicas', 'array length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'replicas', n8)
        out.append(Node('replicas', '[]int32', None, s7, pos - s7, None, 'brokerId'))
    else:
        ctx.cost += n8 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'replicas', n8)
        items9 = []
        a10 = Node('replicas', '[]int32', None, s7, 0, items9, 'brokerId')
        out.append(a10)
        for _ in range(n8):
            if pos + 4 > end:
                raise past_end(pos, 'replicas', 'int32')
            items9.append(Node('replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a10.length = pos - s7
    s11 = pos
    if pos + 4 > end:
        raise past_end(pos, 'offline_replicas', 'array length')
    n12 = unpack_int32(buf, pos)[0]
    pos += 4
    if n12 < 0 or n12 > end - pos:
        if n12 != -1:
            raise count_error(s11, pos, end, 'offline_replicas', n12)
        out.append(Node('offline_replicas', '[]int32', None, s11, pos - s11, None, 'brokerId'))
    else:
        ctx.cost += n12 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'offline_replicas', n12)
        items13 = []
        a14 = Node('offline_replicas', '[]int32', None, s11, 0, items13, 'brokerId')
        out.append(a14)
        for _ in range(n12):
            if pos + 4 > end:
                raise past_end(pos, 'offline_replicas', 'int32')
            items13.append(Node('offline_replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a14.length = pos - s11
    return pos


def struct_28(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic_name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        out.append(Node('topic_name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('topic_name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partition_states', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_states', n4)
        out.append(Node('partition_states', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_states', n4)
        items5 = []
        a6 = Node('partition_states', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partition_states', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_27(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    return pos


def struct_29(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k25)
    v1 = k26(buf, pos)
    out.append(Node('controller_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('controller_epoch', 'int32', v1[1], pos + 4, 4, None, None))
    out.append(Node('broker_epoch', 'int64', v1[2], pos + 8, 8, None, None))
    pos += 16
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topic_states', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topic_states', n3)
        out.append(Node('topic_states', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topic_states', n3)
        items4 = []
        a5 = Node('topic_states', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('topic_states', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_28(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos + 4 > end:
        raise past_end(pos, 'live_brokers', 'array length')
    n10 = unpack_int32(buf, pos)[0]
    pos += 4
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'live_brokers', n10)
        out.append(Node('live_brokers', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'live_brokers', n10)
        items11 = []
        a12 = Node('live_brokers', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('live_brokers', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_21(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    return pos


def struct_31(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k3)
    v1 = k4(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('controller_epoch', 'int32', v1[1], pos + 4, 4, None, None))
    out.append(Node('leader', 'int32', v1[2], pos + 8, 4, None, 'brokerId'))
    out.append(Node('leader_epoch', 'int32', v1[3], pos + 12, 4, None, None))
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
            raise count_error(s2, pos, end, 'isr', n3)
        out.append(Node('isr', '[]int32', None, s2, pos - s2, None, 'brokerId'))
    else:
        ctx.cost += n3 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'isr', n3)
        items4 = []
        a5 = Node('isr', '[]int32', None, s2, 0, items4, 'brokerId')
        out.append(a5)
        for _ in range(n3):
            if pos + 4 > end:
                raise past_end(pos, 'isr', 'int32')
            items4.append(Node('isr', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a5.length = pos - s2
    if pos + 4 > end:
        raise run_error(pos, end, k5)
    v6 = k6(buf, pos)
    out.append(Node('zk_version', 'int32', v6[0], pos + 0, 4, None, None))
    pos += 4
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'replicas', n8)
        out.append(Node('replicas', '[]int32', None, s7, pos - s7, None, 'brokerId'))
    else:
        ctx.cost += n8 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'replicas', n8)
        items9 = []
        a10 = Node('replicas', '[]int32', None, s7, 0, items9, 'brokerId')
        out.append(a10)
        for _ in range(n8):
            if pos + 4 > end:
                raise past_end(pos, 'replicas', 'int32')
            items9.append(Node('replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a10.length = pos - s7
    s11 = pos
    if pos < end and buf[pos] < 128:
        n12 = buf[pos] - 1
        pos += 1
    else:
        n12, pos = read_uvarint(buf, pos, end)
        n12 -= 1
    if n12 < 0 or n12 > end - pos:
        if n12 != -1:
            raise count_error(s11, pos, end, 'offline_replicas', n12)
        out.append(Node('offline_replicas', '[]int32', None, s11, pos - s11, None, 'brokerId'))
    else:
        ctx.cost += n12 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'offline_replicas', n12)
        items13 = []
        a14 = Node('offline_replicas', '[]int32', None, s11, 0, items13, 'brokerId')
        out.append(a14)
        for _ in range(n12):
            if pos + 4 > end:
                raise past_end(pos, 'offline_replicas', 'int32')
            items13.append(Node('offline_replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a14.length = pos - s11
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k30(buf, pos, end, out, ctx)
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
        out.append(Node('topic_name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('topic_name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
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
            raise count_error(s3, pos, end, 'partition_states', n4)
        out.append(Node('partition_states', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_states', n4)
        items5 = []
        a6 = Node('partition_states', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partition_states', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_31(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k30(buf, pos, end, out, ctx)
    return pos


def struct_33(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k12)
    v1 = k6(buf, pos)
    out.append(Node('port', 'int32', v1[0], pos + 0, 4, None, None))
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
        out.append(Node('host', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('host', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
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
            raise sized_error(s4, pos, end, 'listener', 'string', n5)
        out.append(Node('listener', 'string', None, s4, pos - s4, None, None))
    else:
        out.append(Node('listener', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, None))
        pos += n5
    if pos + 2 > end:
        raise run_error(pos, end, k13)
    v6 = k14(buf, pos)
    out.append(Node('security_protocol', 'int16', v6[0], pos + 0, 2, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k30(buf, pos, end, out, ctx)
    return pos


def struct_34(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k8)
    v1 = k6(buf, pos)
    out.append(Node('id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
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
            raise count_error(s2, pos, end, 'endpoints', n3)
        out.append(Node('endpoints', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'endpoints', n3)
        items4 = []
        a5 = Node('endpoints', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('endpoints', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_33(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'rack', 'string', n10)
        out.append(Node('rack', 'string', None, s9, pos - s9, None, None))
    else:
        out.append(Node('rack', 'string', buf[pos : pos + n10].decode('utf-8', 'replace'), s9, pos + n10 - s9, None, None))
        pos += n10
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k30(buf, pos, end, out, ctx)
    return pos


def struct_35(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k25)
    v1 = k26(buf, pos)
    out.append(Node('controller_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('controller_epoch', 'int32', v1[1], pos + 4, 4, None, None))
    out.append(Node('broker_epoch', 'int64', v1[2], pos + 8, 8, None, None))
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
            raise count_error(s2, pos, end, 'topic_states', n3)
        out.append(Node('topic_states', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topic_states', n3)
        items4 = []
        a5 = Node('topic_states', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('topic_states', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_32(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'live_brokers', n10)
        out.append(Node('live_brokers', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'live_brokers', n10)
        items11 = []
        a12 = Node('live_brokers', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('live_brokers', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_34(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k30(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        out.append(Node('topic_name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('topic_name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out.append(Node('topic_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_states', n4)
        out.append(Node('partition_states', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_states', n4)
        items5 = []
        a6 = Node('partition_states', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partition_states', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_31(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k30(buf, pos, end, out, ctx)
    return pos


def struct_37(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k25)
    v1 = k26(buf, pos)
    out.append(Node('controller_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('controller_epoch', 'int32', v1[1], pos + 4, 4, None, None))
    out.append(Node('broker_epoch', 'int64', v1[2], pos + 8, 8, None, None))
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
            raise count_error(s2, pos, end, 'topic_states', n3)
        out.append(Node('topic_states', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topic_states', n3)
        items4 = []
        a5 = Node('topic_states', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('topic_states', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_36(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'live_brokers', n10)
        out.append(Node('live_brokers', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'live_brokers', n10)
        items11 = []
        a12 = Node('live_brokers', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('live_brokers', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_34(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k30(buf, pos, end, out, ctx)
    return pos


def field_40(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k38)
    v1 = k39(buf, pos)
    out.append(Node('type', 'int8', v1[0], pos + 0, 1, None, None))
    pos += 1
    return pos


def struct_44(buf, pos, end, out, ctx):
    if pos + 17 > end:
        raise run_error(pos, end, k41)
    v1 = k42(buf, pos)
    out.append(Node('controller_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('is_k_raft_controller', 'bool', v1[1], pos + 4, 1, None, None))
    out.append(Node('controller_epoch', 'int32', v1[2], pos + 5, 4, None, None))
    out.append(Node('broker_epoch', 'int64', v1[3], pos + 9, 8, None, None))
    pos += 17
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topic_states', n3)
        out.append(Node('topic_states', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topic_states', n3)
        items4 = []
        a5 = Node('topic_states', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('topic_states', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_36(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'live_brokers', n10)
        out.append(Node('live_brokers', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'live_brokers', n10)
        items11 = []
        a12 = Node('live_brokers', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('live_brokers', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_34(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k43(buf, pos, end, out, ctx)
    return pos


def struct_46(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k45)
    v1 = k14(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    return pos


def struct_47(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k45)
    v1 = k14(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k30(buf, pos, end, out, ctx)
    return pos


k1 = (('controller_id', 'int32', 4), ('controller_epoch', 'int32', 4))
k2 = Struct('>ii').unpack_from
k3 = (('partition_index', 'int32', 4), ('controller_epoch', 'int32', 4), ('leader', 'int32', 4), ('leader_epoch', 'int32', 4))
k4 = Struct('>iiii').unpack_from
k5 = (('zk_version', 'int32', 4),)
k6 = Struct('>i').unpack_from
k8 = (('id', 'int32', 4),)
k9 = (('v0_port', 'int32', 4),)
k12 = (('port', 'int32', 4),)
k13 = (('security_protocol', 'int16', 2),)
k14 = Struct('>h').unpack_from
k25 = (('controller_id', 'int32', 4), ('controller_epoch', 'int32', 4), ('broker_epoch', 'int64', 8))
k26 = Struct('>iiq').unpack_from
k30 = tagged_section({}, unknown_tag_node)
k38 = (('type', 'int8', 1),)
k39 = Struct('>b').unpack_from
k41 = (('controller_id', 'int32', 4), ('is_k_raft_controller', 'bool', 1), ('controller_epoch', 'int32', 4), ('broker_epoch', 'int64', 8))
k42 = Struct('>i?iq').unpack_from
k43 = tagged_section({0: ('type', field_40)}, unknown_tag_node)
k45 = (('error_code', 'int16', 2),)

READERS = {
    ('request', 0): struct_11,
    ('request', 1): struct_17,
    ('request', 2): struct_19,
    ('request', 3): struct_22,
    ('request', 4): struct_24,
    ('request', 5): struct_29,
    ('request', 6): struct_35,
    ('request', 7): struct_37,
    ('request', 8): struct_44,
    ('response', 0): struct_46,
    ('response', 1): struct_46,
    ('response', 2): struct_46,
    ('response', 3): struct_46,
    ('response', 4): struct_46,
    ('response', 5): struct_46,
    ('response', 6): struct_47,
    ('response', 7): struct_47,
    ('response', 8): struct_47,
}
