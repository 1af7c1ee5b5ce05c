"""Command line: `kafkasniff CAPTURE` and its subcommands.

Exit status: 0 success, 1 an unexpected internal error, 2 bad usage or unreadable input.
"""

from __future__ import annotations

import contextlib
import os
import re
import sys
from collections.abc import Iterator
from typing import Any, TextIO

import click

from dissectors.base import DissectOptions
from dissectors.registry import make_protocols
from kafkasniff.capture import CaptureError, open_capture, read_packets
from kafkasniff.counters import Counters
from kafkasniff.model import DecodedExchange, Notice, endpoint_text
from kafkasniff.pipeline import Options, decoded
from kafkasniff.reassembly import DEFAULT_BUFFER_CAP
from kafkasniff.rendering import lines, ndjson
from kafkasniff.rendering.values import DEFAULT_MAX_LEN, MODES, value_renderer

EXIT_INPUT = 2
SIZE_UNITS = {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30}


class DefaultGroup(click.Group):
    """A group whose first argument, when not a subcommand, goes to the `show` command."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if args and args[0] not in self.commands and args[0] not in ("--help", "-h", "--version"):
            args = ["show", *args]
        return super().parse_args(ctx, args)


def parse_size(text: str) -> int:
    match = re.fullmatch(r"(\d+)\s*([KMG]?)i?B?", text.strip(), re.IGNORECASE)
    if not match:
        raise click.BadParameter(f"{text!r} is not a size like 64M")
    return int(match.group(1)) * SIZE_UNITS[match.group(2).upper()]


@click.group(cls=DefaultGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="kafkasniff")
def main() -> None:
    """Kafka wire-protocol analyzer for packet captures.

    \b
    Examples:
      kafkasniff capture.pcap                one line per request/response exchange
      kafkasniff capture.pcapng.gz --json    NDJSON, one object per exchange
      tcpdump -i lo -w - port 9092 | kafkasniff -
      kafkasniff --port 19092 capture.pcap   also treat port 19092 as Kafka
    """


@main.command()
@click.argument("capture", metavar="CAPTURE")
@click.option("--json", "as_json", is_flag=True, help="NDJSON: one object per exchange.")
@click.option("--port", "ports", multiple=True, type=click.IntRange(1, 65535), help="Extra Kafka port (repeatable).")
@click.option(
    "--buffer-cap",
    default=f"{DEFAULT_BUFFER_CAP >> 20}M",
    show_default=True,
    help="Per-direction buffer cap for out-of-order data and partial frames (e.g. 16M).",
)
@click.option("--records", is_flag=True, help="Decode record contents (keys, values, headers) into the JSON.")
@click.option(
    "--values",
    type=click.Choice(MODES),
    default="text",
    show_default=True,
    help="How bytes are shown: text (UTF-8 if printable, else 0x-hex), hex, base64, json, none.",
)
@click.option("--max-value-len", default=DEFAULT_MAX_LEN, show_default=True, help="Cut longer values (0: never).")
@click.option("--redact", is_flag=True, help="Hide record keys, values and header values (sizes only).")
@click.option("--show-secrets", is_flag=True, help="Show SASL passwords instead of masking them.")
@click.option("--max-decompressed", default="64M", show_default=True, help="Largest size one batch may inflate to.")
@click.option("--max-ratio", default=1000, show_default=True, help="Largest inflation ratio followed (above 1M).")
@click.option("-q", "--quiet", is_flag=True, help="No summary or notices on stderr.")
@click.option("-v", "--verbose", is_flag=True, help="Also print stream notices (resyncs, gaps) on stderr.")
def show(
    capture: str,
    as_json: bool,
    ports: tuple[int, ...],
    buffer_cap: str,
    records: bool,
    values: str,
    max_value_len: int,
    redact: bool,
    show_secrets: bool,
    max_decompressed: str,
    max_ratio: int,
    quiet: bool,
    verbose: bool,
) -> None:
    """Decode CAPTURE (pcap, pcapng, optionally gzipped; '-' for stdin): one line per exchange.

    \b
    Examples:
      kafkasniff samples/confluent.pcap
      kafkasniff samples/confluent.pcap --json | jq -r 'select(.status != "ok")'
      kafkasniff samples/codecs.pcap --json --records --values=json
    """
    dissect = DissectOptions(
        show_secrets=show_secrets,
        render_bytes=value_renderer(values, max_value_len),
        records=records,
        redact=redact,
        max_decompressed=parse_size(max_decompressed),
        max_ratio=max_ratio,
    )
    options = Options(
        extra_ports={"kafka": frozenset(ports)},
        buffer_cap=parse_size(buffer_cap),
        protocols=make_protocols(dissect),
    )
    counters = Counters()
    render = ndjson.render if as_json else lines.render
    out = sys.stdout
    try:
        for item in _decode(capture, counters, options):
            if isinstance(item, DecodedExchange):
                out.write(render(item) + "\n")
            elif verbose and not quiet:
                click.echo(_notice_text(item), err=True)
        out.flush()
    except CaptureError as exc:
        _fail(str(exc), out)
    except BrokenPipeError:
        _quiet_exit()
    except KeyboardInterrupt:
        sys.exit(130)
    if not quiet:
        click.echo(counters.summary_line(), err=True)


def _decode(capture: str, counters: Counters, options: Options) -> Iterator[DecodedExchange | Notice]:
    stream = open_capture(capture)
    try:
        yield from decoded(read_packets(stream, counters), counters, options)
    finally:
        if stream is not sys.stdin.buffer:
            stream.close()


def _notice_text(notice: Notice) -> str:
    where = f"{endpoint_text(notice.flow.src)} -> {endpoint_text(notice.flow.dst)}"
    return f"notice: {where} at stream offset {notice.offset}: {notice.message}"


def _fail(message: str, out: TextIO) -> None:
    with contextlib.suppress(BrokenPipeError):
        out.flush()
    click.echo(f"kafkasniff: {message}", err=True)
    sys.exit(EXIT_INPUT)


def _quiet_exit() -> None:
    # stdout's reader went away (e.g. `| head`): stop without a traceback from the final flush
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    sys.exit(0)


def run(argv: list[str] | None = None) -> Any:
    return main.main(args=argv, prog_name="kafkasniff")
