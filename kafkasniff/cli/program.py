"""The `kafkasniff` program: its commands, put together explicitly."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Sequence
from typing import Any

import click
from click.exceptions import NoArgsIsHelpError

from kafkasniff.cli.show import show
from kafkasniff.cli.status import EPILOG
from kafkasniff.pipeline.runtime import relax_garbage_collector

# The commands besides `show`, imported when one is run or listed: a capture shown line by line
# starts without the analyses, Spark's table code and the report (a third of a small file's time)
ANALYSIS_COMMANDS = ("commits", "stats", "groups", "txn", "topology")
LAZY_COMMANDS = {
    **{name: ("kafkasniff.cli.analyses", name) for name in ANALYSIS_COMMANDS},
    "index": ("kafkasniff.cli.index", "index"),
    "report": ("kafkasniff.cli.report", "report"),
    "top": ("kafkasniff.cli.top", "top"),
}


class DefaultGroup(click.Group):
    """A group whose first argument, when not a subcommand, goes to the `show` command; and whose
    usage errors are one line, as every other error the program reports."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if args and args[0] not in self.list_commands(ctx) and args[0] not in ("--help", "-h", "--version"):
            args = ["show", *args]
        return super().parse_args(ctx, args)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return [*self.commands, *LAZY_COMMANDS]

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.commands and cmd_name in LAZY_COMMANDS:
            module, name = LAZY_COMMANDS[cmd_name]
            self.add_command(_lazy_command(module, name), cmd_name)
        return super().get_command(ctx, cmd_name)

    def main(  # type: ignore[override]  # (click declares it twice, by standalone_mode)
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        if not standalone_mode:
            return super().main(args, prog_name, standalone_mode=False, **extra)
        try:
            status = super().main(args, prog_name, standalone_mode=False, **extra)
        except NoArgsIsHelpError as exc:  # no arguments at all: the help, as click shows it
            exc.show()
            sys.exit(exc.exit_code)
        except click.UsageError as exc:
            click.echo(usage_line(exc), err=True)
            sys.exit(exc.exit_code)
        except click.ClickException as exc:
            exc.show()
            sys.exit(exc.exit_code)
        except click.Abort:
            click.echo("Aborted!", err=True)
            sys.exit(1)
        sys.exit(status if isinstance(status, int) else 0)


def usage_line(exc: click.UsageError) -> str:
    """A usage error as one line: what is wrong, and where the command's options are listed."""
    message = " ".join(exc.format_message().split())
    where = exc.ctx.command_path if exc.ctx is not None else "kafkasniff"
    return f"{where}: {message} (see {where} --help)"


@click.group(cls=DefaultGroup, context_settings={"help_option_names": ["-h", "--help"]}, epilog=EPILOG)
@click.version_option(package_name="kafkasniff")
def main() -> None:
    """Kafka wire-protocol analyzer for packet captures and live interfaces.

    \b
    Examples:
      kafkasniff capture.pcap                one line per request/response exchange
      kafkasniff capture.pcapng.gz --json    NDJSON, one object per exchange
      kafkasniff -V --records capture.pcap   full decoded trees, records included
      kafkasniff -i eth0 -w seen.pcap        live, also saving the packets
      kafkasniff --keylog keys.log tls.pcap  TLS decrypted with a key log (SSLKEYLOGFILE)
      tcpdump -i lo -w - port 9092 | kafkasniff -
    """
    relax_garbage_collector()


main.add_command(show)


def _lazy_command(module: str, name: str) -> click.Command:
    """An analysis's command is made from its declaration (cli/analyses.py); index and report
    are commands of their own modules."""
    loaded = importlib.import_module(module)
    if module == "kafkasniff.cli.analyses":
        made: click.Command = loaded.command(next(a for a in loaded.ANALYSES if a.name == name))
        return made
    found: click.Command = getattr(loaded, name)
    return found
