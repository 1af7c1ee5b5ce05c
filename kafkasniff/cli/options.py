"""The options the commands share, declared once."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import click

from kafkasniff.capture.file_sets import find_captures
from kafkasniff.capture.tcpdump_defaults import BUFFER_KIB, SNAPLEN
from kafkasniff.cli.status import BAD_INPUT
from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.declaration import FilterOption, OptionPlace
from kafkasniff.dissectors.registry import DECLARATIONS
from kafkasniff.model import MemoryBudget
from kafkasniff.rendering.clock import DEFAULT_TIME_FORMAT, TIME_FORMATS
from kafkasniff.rendering.values import DEFAULT_MAX_LEN, MODES
from kafkasniff.select.filters import FilterError, Filters, protocol_filter_options
from kafkasniff.tcp.reassembly import DEFAULT_BUFFER_CAP
from kafkasniff.tls.keys import KeyLog, KeyLogError, read_key_log

SIZE_UNITS = {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
DEFAULT_MAX_MEMORY = 512 << 20  # with Python's own, a run stays well under a gigabyte
Decorator = Callable[[Callable[..., Any]], Callable[..., Any]]


def parse_size(text: str) -> int:
    match = re.fullmatch(r"(\d+)\s*([KMG]?)i?B?", text.strip(), re.IGNORECASE)
    if not match:
        raise click.BadParameter(f"{text!r} is not a size like 64M")
    return int(match.group(1)) * SIZE_UNITS[match.group(2).upper()]


def dissect_options(opts: dict[str, Any], **extra: Any) -> DissectOptions:
    """The decode's options; its memory budget is the run's (--max-memory), shared with the
    buffers of the pipeline (Source.from_options hands the same one on)."""
    memory = MemoryBudget(parse_size(opts["max_memory"]))
    return DissectOptions(max_decompressed=parse_size(opts["max_decompressed"]), max_ratio=opts["max_ratio"],
                          memory=memory, **extra)  # fmt: skip


KEYS = "kafkasniff.keys"  # where the run's KeyLog is kept while options are parsed


def decorate(f: Callable[..., Any], decorators: list[Decorator]) -> Callable[..., Any]:
    for decorator in reversed(decorators):
        f = decorator(f)
    return f


SHOW_WRITE_HELP = (
    "Live: also save every captured packet to this pcap. Files: save the packets of the exchanges "
    "shown (after filters), with the Metadata that names their topics."
)
TAP_WRITE_HELP = "Live: also save every captured packet to this pcap (a file read is not written again)."


def input_options(f: Callable[..., Any]) -> Callable[..., Any]:
    """Where packets come from and how they are reassembled: `show` takes these."""
    return input_options_for(SHOW_WRITE_HELP)(f)


def input_options_for(write_help: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """The input options, with what -w does for the command that takes them."""
    return lambda f: _input_options(f, write_help)


def _input_options(f: Callable[..., Any], write_help: str) -> Callable[..., Any]:
    return decorate(f, [
        click.argument("capture", metavar="[CAPTURE]...", nargs=-1),
        click.option("-r", "--read-file", "read_files", multiple=True, metavar="FILE",
                     help="A capture file to read (tshark's -r); repeatable, like several CAPTUREs: files, "
                          "globs and directories are read as one capture, in rotation order (x.pcap, x.pcap1...)."),
        click.option("-i", "--interface", help="Capture live from this interface instead of a file."),
        click.option("-f", "--filter", "bpf", help="BPF filter for live capture, e.g. 'tcp port 9092'."),
        click.option("--duration", type=click.FloatRange(0, min_open=True), help="Live: stop after N seconds."),
        click.option("-w", "--write", "write_path", help=write_help),
        click.option("-B", "--buffer-size", "buffer_kib", type=click.IntRange(1), default=BUFFER_KIB,
                     show_default=True, help="Live: the kernel capture buffer, in KiB (tcpdump's -B)."),
        click.option("-s", "--snapshot-length", "snaplen", type=click.IntRange(0, SNAPLEN), default=SNAPLEN,
                     show_default=True, help="Live: bytes captured of each packet, 0 for all (tcpdump's -s)."),
        click.option("-p", "--no-promiscuous-mode", "no_promiscuous", is_flag=True,
                     help="Live: do not put the interface into promiscuous mode (tcpdump's -p)."),
        click.option("-C", "--file-size", "file_size", type=click.IntRange(1), metavar="MILLIONS",
                     help="Live, with -w: start a new file before a packet once the file is past this many "
                          "millions of bytes (tcpdump's -C): x.pcap, x.pcap1, x.pcap2..."),
        click.option("-G", "--rotate-seconds", "rotate_seconds", type=click.IntRange(1), metavar="SECONDS",
                     help="Live, with -w: start a new file when a packet comes this many seconds after the file "
                          "began (tcpdump's -G); the -w name may hold strftime codes (local time), e.g. x-%H%M.pcap."),
        click.option("-W", "--file-count", "file_count", type=click.IntRange(1), metavar="N",
                     help="Live, with -C: a ring of N files, x.pcap0.., overwritten in turn; with -G alone: end "
                          "the capture after N files (tcpdump's -W)."),
        click.option("--metrics", metavar="HOST:PORT",
                     help="Live: serve Prometheus metrics at http://HOST:PORT/metrics while the tap runs "
                          "(':9464' for every interface)."),
        click.option("--metrics-labels", type=click.IntRange(1), default=50, show_default=True, metavar="N",
                     help="With --metrics: client ids, topics, groups and members given labels of their own, "
                          "the first N seen of each; the others are counted as 'other'."),
        click.option("--events", "events_path", metavar="FILE",
                     help="Live or stdin: findings (stale or regressed commits, rebalance storms, error bursts, "
                          "transactions past their timeout) as NDJSON to FILE as they are detected; a live tap "
                          "also prints them on stderr (unless -q)."),
        *port_options(),
        vxlan_port_option(),
        click.option("--buffer-cap", default=f"{DEFAULT_BUFFER_CAP >> 20}M", show_default=True,
                     help="Per-direction cap for out-of-order data and partial frames."),
        click.option("--max-decompressed", default="64M", show_default=True,
                     help="Largest size a batch may inflate to."),
        click.option("--max-ratio", default=1000, show_default=True,
                     help="Largest inflation ratio followed (above 1M)."),
        click.option("--max-memory", default=f"{DEFAULT_MAX_MEMORY >> 20}M", show_default=True,
                     help="Memory for partial frames and decoded content, all connections together; what "
                          "does not fit is cut with a warning."),
        click.option("--keylog", "keylog", multiple=True, callback=_key_logs, expose_value=True,
                     help="TLS key log (NSS format: SSLKEYLOGFILE, Python's keylog_filename) to decrypt TLS "
                          "connections with; key logs a pcapng embeds are used too. Repeatable."),
        click.option("-o", "preferences", multiple=True, callback=_tshark_preferences, metavar="tls.keylog_file:FILE",
                     help="tshark's way to give a key log (the only preference taken)."),
        click.option("-q", "--quiet", is_flag=True, help="No summary or notices on stderr."),
        click.option("-v", "--verbose", is_flag=True,
                     help="Also print stream notices (resyncs, gaps, TLS sessions) on stderr."),
    ])  # fmt: skip


def _key_logs(ctx: click.Context, param: click.Parameter, paths: tuple[str, ...]) -> KeyLog:
    """Every --keylog read into one KeyLog; one that cannot be read ends the run with one line."""
    keys = ctx.meta.setdefault(KEYS, KeyLog())
    for path in paths:
        try:
            keys.merge(read_key_log(path))
        except KeyLogError as exc:
            click.echo(f"kafkasniff: {exc}", err=True)
            ctx.exit(BAD_INPUT)
    return keys


def _tshark_preferences(ctx: click.Context, param: click.Parameter, values: tuple[str, ...]) -> None:
    for value in values:
        if not value.startswith("tls.keylog_file:"):
            raise click.BadParameter(f"{value!r}: only tls.keylog_file:FILE is understood")
    _key_logs(ctx, param, values)


def show_options(f: Callable[..., Any]) -> Callable[..., Any]:
    return decorate(f, [
        click.option("-c", "--count", type=click.IntRange(1), help="Stop after this many exchanges."),
        click.option("-j", "--jobs", type=click.IntRange(1),
                     help="Decode connections in this many processes (files; line and --json views). "
                          "Default: reading overlaps decoding in a second process for files over 16 MB "
                          "when there are two cores; -j 1: one process."),
        click.option("--json", "as_json", is_flag=True, help="NDJSON: one object per exchange."),
        click.option("--json-summary", is_flag=True,
                     help="With --json: end with a {\"summary\": {...}} object of every count (lost, skipped...)."),
        click.option("-V", "--tree", is_flag=True, help="The full decoded request and response as a tree."),
        click.option("-x", "--hex", "show_hex", is_flag=True, help="With the tree, the frame bytes in hex."),
        click.option("--records", is_flag=True, help="Decode record contents (keys, values, headers)."),
        click.option("--values", type=click.Choice(MODES), default="text", show_default=True,
                     help="How bytes are shown: text (UTF-8 if printable, else 0x-hex), hex, base64, json, none."),
        click.option("--max-value-len", default=DEFAULT_MAX_LEN, show_default=True,
                     help="Cut longer values (0: never)."),
        click.option("--redact", is_flag=True,
                     help="Hide record keys, values and header values (sizes only); MongoDB: document data."),
        click.option("--show-secrets", is_flag=True, help="Show SASL passwords instead of masking them."),
        click.option("-T", "output_format", type=click.Choice(["text", "json", "ek", "fields"]),
                     help="tshark's -T: text (the lines), json or ek (NDJSON, as --json), fields (with -e)."),
        click.option("-e", "field_names", multiple=True, metavar="FIELD",
                     help="With -T fields: a field to print (the names -Y takes), tab-separated; repeatable."),
        click.option("-t", "time_format", type=click.Choice(sorted(TIME_FORMATS)), default=DEFAULT_TIME_FORMAT,
                     show_default=True, help="Time column, as tshark's -t: " + "; ".join(
                         f"{k}: {v}" for k, v in TIME_FORMATS.items()) + "."),
        click.option("--order", type=click.Choice(["request", "arrival"]), default="request", show_default=True,
                     help="request: lines in request-time order (an exchange is held until the capture is 2 s "
                          "past its request; slower ones come when they complete, counted in the summary); "
                          "arrival: as exchanges complete."),
    ])  # fmt: skip


def port_options() -> list[Decorator]:
    """Each protocol's option adding ports to its defaults (--port, --mongo-port...), in the order
    of the registry: every command that reads captures takes them."""
    return [click.option(d.port_option.flag, d.port_option.dest, multiple=True, type=click.IntRange(1, 65535),
                         help=d.port_option.help) for d in DECLARATIONS]  # fmt: skip


def vxlan_port_option() -> Decorator:
    """Where else VXLAN is carried: a layer's port, not a protocol's (net/tunnels.use_vxlan_ports)."""
    return click.option(
        "--vxlan-port", "vxlan_ports", multiple=True, type=click.IntRange(1, 65535), metavar="PORT",
        help="UDP port carrying VXLAN besides 4789 (a mirror session's or an overlay's own, e.g. Linux's old "
             "8472): its packets are decoded as the frames they carry. Repeatable.",
    )  # fmt: skip


def with_port_options(f: Callable[..., Any]) -> Callable[..., Any]:
    """The port options alone, for a command that takes no other input option (`index`)."""
    return decorate(f, [*port_options(), vxlan_port_option()])


def extra_ports(opts: dict[str, Any]) -> dict[str, frozenset[int]]:
    """The ports the port options added, by protocol name (what `Options.extra_ports` takes)."""
    return {d.name: frozenset(opts[d.port_option.dest]) for d in DECLARATIONS}


def vxlan_ports(opts: dict[str, Any]) -> frozenset[int]:
    """The ports --vxlan-port added (what net/tunnels.use_vxlan_ports takes)."""
    return frozenset(opts["vxlan_ports"])


def _protocol_filters(place: OptionPlace) -> list[Decorator]:
    return [click.option(o.flag, o.dest, multiple=True, help=o.help) for o in protocol_filter_options(place)]


def _every_protocol_filter() -> list[FilterOption]:
    return [option for place in OptionPlace for option in protocol_filter_options(place)]


def filter_options(f: Callable[..., Any]) -> Callable[..., Any]:
    """Which exchanges count: `show` and every analysis take the same (combined with AND)."""
    return decorate(f, [
        click.option("--api", "apis", multiple=True,
                     help=f"Only this api, {'; '.join(d.api.help for d in DECLARATIONS)} (repeatable)."),
        *_protocol_filters(OptionPlace.AFTER_API),
        click.option("--client-id", "client_ids", multiple=True,
                     help="Only this client id (MongoDB: the handshake's application or driver) (repeatable)."),
        *_protocol_filters(OptionPlace.AFTER_CLIENT_ID),
        click.option("--errors", "errors_only", is_flag=True, help="Only exchanges whose response has an error."),
        click.option("--conn", "conns", multiple=True,
                     help="Only connections with this HOST:PORT, HOST or :PORT; IPv6 as [ADDR]:PORT, [ADDR] or ADDR."),
        click.option("--since", help="Only from this time: epoch seconds, ISO 8601 (UTC unless it says), or a time "
                                     "of day HH:MM[:SS[.ffffff]] as the lines print it, on the capture's date."),
        click.option("--until", help="Only up to this time."),
        click.option("--min-latency", type=float, help="Only exchanges slower than this many milliseconds."),
        click.option("-Y", "display_filter", metavar="EXPR",
                     help="A display filter, as tshark's -Y: api == OffsetCommit && latency_ms > 100 || errors "
                          "contains \"REBALANCE_IN_PROGRESS\" (fields and operators: see the README)."),
    ])  # fmt: skip


def make_filters(opts: dict[str, Any]) -> Filters:
    """The filters the options ask for, -Y's among them; a bad value ends the run with one line."""
    try:
        filters = Filters(
            apis=opts["apis"], client_ids=opts["client_ids"], errors_only=opts["errors_only"], conns=opts["conns"],
            since=opts["since"], until=opts["until"], min_latency_ms=opts["min_latency"],
            **{option.dest: opts[option.dest] for option in _every_protocol_filter()},
        )  # fmt: skip
    except FilterError as exc:
        raise click.BadParameter(str(exc)) from None
    if opts["display_filter"] is not None:
        from kafkasniff.select.display_filter import DisplayFilterError, compile_filter

        try:
            filters.predicates.append(compile_filter(opts["display_filter"]))
        except DisplayFilterError as exc:
            raise click.UsageError(str(exc)) from None
    return filters


def capture_paths(opts: dict[str, Any]) -> tuple[str, ...]:
    """CAPTUREs and -r files as the paths to read, in rotation order ('-' alone: stdin)."""
    given = [*opts["capture"], *opts["read_files"]]
    if given == ["-"] or not given:
        return tuple(given)
    if "-" in given:
        raise click.UsageError("'-' (stdin) is read alone, not with capture files")
    found = find_captures(given)
    for skipped in found.skipped:
        click.echo(f"kafkasniff: skipped {skipped.path}: {skipped.reason}", err=True)
    if not found.files:
        raise click.UsageError("no capture files found in " + " ".join(given))
    return tuple(found.files)
