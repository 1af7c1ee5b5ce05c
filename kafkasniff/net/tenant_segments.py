"""A tagged segment put in its tenant: its addresses zoned when another tenant reuses them, or
those of the connection it is part of when its tag is a second view of one, or dropped (counted)
when it is a copy of a packet seen already under another tag (tenants.py decides)."""

from __future__ import annotations

from kafkasniff.counters import Counters
from kafkasniff.model import Flow, Segment
from kafkasniff.net.tenants import Tag, TenantCounts, TenantResolver, zoned


def resolver(counters: Counters) -> TenantResolver:
    """A resolver for one capture, counting into its counters."""
    return TenantResolver(
        TenantCounts(counters.tenant_zones, counters.packets_mirror_copies, counters.tenant_paths_joined)
    )


def in_tenant(found: Segment, tag: Tag, tenants: TenantResolver) -> Segment | None:
    """`found` as its tenant sees it, or None for a copy of a packet seen under another tag."""
    src, dst = found.flow
    zone = tenants.zone(src[0], dst[0], src[1], dst[1], tag, found.seq, found.ack, found.flags,
                        len(found.payload) + found.missing)  # fmt: skip
    if zone is None:
        return None
    if not zone:
        return found
    flow = Flow((zoned(src[0], zone), src[1]), (zoned(dst[0], zone), dst[1]))
    return found._replace(flow=flow)
