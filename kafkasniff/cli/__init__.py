"""Command line: `kafkasniff CAPTURE` (or `-i IFACE`) and its subcommands.

The package is a leaf that nothing else imports: options.py declares the options, source.py
opens a capture or an interface, output.py renders, status.py turns failures into exit statuses,
and show.py, analyses.py and index.py are the commands that program.py puts together.
"""

from __future__ import annotations

from kafkasniff.pipeline.runtime import relax_garbage_collector

# Importing the program makes some 100,000 objects that live as long as it does (classes, their
# functions, the protocols' declarations): the cyclic collector's passes over them while they are
# made cost 3% of a small capture's run. So the collector is relaxed before they are made, not
# only when `main` runs (which then freezes them).
relax_garbage_collector()

from kafkasniff.cli.entry import run  # noqa: E402
from kafkasniff.cli.program import main  # noqa: E402

__all__ = ["main", "run"]
