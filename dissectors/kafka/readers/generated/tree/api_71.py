"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, unpack_int8, uuid_text


def struct_2(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise past_end(pos, 'client_instance_id', 'uuid')
    out.append(Node('client_instance_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_9(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k3)
    v1 = k4(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    pos += 6
    if pos + 16 > end:
        raise past_end(pos, 'client_instance_id', 'uuid')
    out.append(Node('client_instance_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos + 4 > end:
        raise run_error(pos, end, k5)
    v2 = k6(buf, pos)
    out.append(Node('subscription_id', 'int32', v2[0], pos + 0, 4, None, None))
    pos += 4
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'accepted_compression_types', n4)
        out.append(Node('accepted_compression_types', '[]int8', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'accepted_compression_types', n4)
        items5 = []
        a6 = Node('accepted_compression_types', '[]int8', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            if pos + 1 > end:
                raise past_end(pos, 'accepted_compression_types', 'int8')
            items5.append(Node('accepted_compression_types', 'int8', unpack_int8(buf, pos)[0], pos, 1, None, None))
            pos += 1
        a6.length = pos - s3
    if pos + 9 > end:
        raise run_error(pos, end, k7)
    v7 = k8(buf, pos)
    out.append(Node('push_interval_ms', 'int32', v7[0], pos + 0, 4, None, None))
    out.append(Node('telemetry_max_bytes', 'int32', v7[1], pos + 4, 4, None, None))
    out.append(Node('delta_temporality', 'bool', v7[2], pos + 8, 1, None, None))
    pos += 9
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'requested_metrics', n9)
        out.append(Node('requested_metrics', '[]string', None, s8, pos - s8, None, None))
    else:
        ctx.cost += n9 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'requested_metrics', n9)
        items10 = []
        a11 = Node('requested_metrics', '[]string', None, s8, 0, items10, None)
        out.append(a11)
        for _ in range(n9):
            s12 = pos
            if pos < end and buf[pos] < 128:
                n13 = buf[pos] - 1
                pos += 1
            else:
                n13, pos = read_uvarint(buf, pos, end)
                n13 -= 1
            if n13 < 0 or pos + n13 > end:
                if n13 != -1:
                    raise sized_error(s12, pos, end, 'requested_metrics', 'string', n13)
                items10.append(Node('requested_metrics', 'string', None, s12, pos - s12, None, None))
            else:
                items10.append(Node('requested_metrics', 'string', buf[pos : pos + n13].decode('utf-8', 'replace'), s12, pos + n13 - s12, None, None))
                pos += n13
        a11.length = pos - s8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


k1 = tagged_section({}, unknown_tag_node)
k3 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k4 = Struct('>ih').unpack_from
k5 = (('subscription_id', 'int32', 4),)
k6 = Struct('>i').unpack_from
k7 = (('push_interval_ms', 'int32', 4), ('telemetry_max_bytes', 'int32', 4), ('delta_temporality', 'bool', 1))
k8 = Struct('>ii?').unpack_from

READERS = {
    ('request', 0): struct_2,
    ('response', 0): struct_9,
}
