"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int8, uuid_text


def struct_2(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise past_end(pos, 'client_instance_id', 'uuid')
    out['client_instance_id'] = uuid_text(buf, pos)
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
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    pos += 6
    if pos + 16 > end:
        raise past_end(pos, 'client_instance_id', 'uuid')
    out['client_instance_id'] = uuid_text(buf, pos)
    pos += 16
    if pos + 4 > end:
        raise run_error(pos, end, k5)
    v2 = k6(buf, pos)
    out['subscription_id'] = v2[0]
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
        out['accepted_compression_types'] = None
    else:
        ctx.cost += n4 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'accepted_compression_types', n4)
        a5 = []
        out['accepted_compression_types'] = a5
        for _ in range(n4):
            if pos + 1 > end:
                raise past_end(pos, 'accepted_compression_types', 'int8')
            a5.append(unpack_int8(buf, pos)[0])
            pos += 1
    if pos + 9 > end:
        raise run_error(pos, end, k7)
    v6 = k8(buf, pos)
    out['push_interval_ms'] = v6[0]
    out['telemetry_max_bytes'] = v6[1]
    out['delta_temporality'] = v6[2]
    pos += 9
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'requested_metrics', n8)
        out['requested_metrics'] = None
    else:
        ctx.cost += n8 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'requested_metrics', n8)
        a9 = []
        out['requested_metrics'] = a9
        for _ in range(n8):
            s10 = pos
            if pos < end and buf[pos] < 128:
                n11 = buf[pos] - 1
                pos += 1
            else:
                n11, pos = read_uvarint(buf, pos, end)
                n11 -= 1
            if n11 < 0 or pos + n11 > end:
                if n11 != -1:
                    raise sized_error(s10, pos, end, 'requested_metrics', 'string', n11)
                a9.append(None)
            else:
                a9.append(buf[pos : pos + n11].decode('utf-8', 'replace'))
                pos += n11
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


k1 = tagged_section({}, unknown_tag_json)
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
