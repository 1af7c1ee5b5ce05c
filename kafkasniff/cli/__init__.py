"""Command line: `kafkasniff CAPTURE` (or `-i IFACE`) and its subcommands.

The package is a leaf that nothing else imports: options.py declares the options, source.py
opens a capture or an interface, output.py renders, status.py turns failures into exit statuses,
and show.py, analyses.py and index.py are the commands that program.py puts together.
"""

from __future__ import annotations

from kafkasniff.cli.program import main

__all__ = ["main"]
