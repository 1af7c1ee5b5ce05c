"""The `kafkasniff` program: its commands, put together explicitly."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

import click
from click.exceptions import NoArgsIsHelpError

from kafkasniff.cli.analyses import ANALYSES, command
from kafkasniff.cli.index import index
from kafkasniff.cli.report import report
from kafkasniff.cli.show import show
from kafkasniff.cli.status import EPILOG
from kafkasniff.pipeline.runtime import relax_garbage_collector


class DefaultGroup(click.Group):
    """A group whose first argument, when not a subcommand, goes to the `show` command; and whose
    usage errors are one line, as every other error the program reports."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if args and args[0] not in self.commands and args[0] not in ("--help", "-h", "--version"):
            args = ["show", *args]
        return super().parse_args(ctx, args)

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
for _analysis in ANALYSES:
    main.add_command(command(_analysis))
main.add_command(index)
main.add_command(report)
