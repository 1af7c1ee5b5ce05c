"""Measuring a rendered report in headless Chromium: each table's width against the room it has,
each figure's legends against its plot areas, and how much data each figure draws.

The report itself runs no script (its Content Security Policy forbids one), so the probe runs in
a copy of the page without that policy: a script at the end of the body measures the laid-out
page and writes its findings as JSON into the DOM, which `--dump-dom` prints."""

from __future__ import annotations

import json
import re
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# Without the background-networking flags Chromium tries Google's hosts, refused here (no network)
CHROMIUM = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--hide-scrollbars"]  # fmt: skip

# The plots mark their artists by gid (rendering/plots.py): "plot-area-N" on each axes'
# background, "legend-N" on each legend, "data-N" on each drawn series
PROBE = r"""
<script>
const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
const overlap = (a, b) => Math.max(0, Math.min(a[2], b[2]) - Math.max(a[0], b[0]))
                        * Math.max(0, Math.min(a[3], b[3]) - Math.max(a[1], b[1]));
const found = {page: document.documentElement.clientWidth, tables: [], figures: []};
const pen = document.createElement('canvas').getContext('2d');
const broken = (c) => {  // a word of the cell wider than the cell: the browser broke it
  const style = getComputedStyle(c);
  pen.font = style.font;
  const room = c.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return c.textContent.split(/\s+/).some((w) => pen.measureText(w).width > room + 1);
};
for (const t of document.querySelectorAll('table')) {
  if (!t.getClientRects().length) continue;  // the layout for the other page width, not shown
  const style = getComputedStyle(t.parentElement);
  const room = t.parentElement.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  let clipped = 0, words = 0;
  for (const c of t.querySelectorAll('td, th')) {
    if (c.scrollWidth > c.clientWidth + 1) clipped++;
    if (c.colSpan === 1 && broken(c)) words++;
  }
  let heading = t.parentElement.tagName === 'DIV' ? t.parentElement : t;  // a layout for one page width
  do heading = heading.previousElementSibling; while (heading && !/^H[1-6]$/.test(heading.tagName));
  found.tables.push({heading: heading ? heading.textContent : '', width: t.getBoundingClientRect().width,
                     room: room, clipped: clipped, broken: words});
}
for (const f of document.querySelectorAll('figure')) {
  const areas = [...f.querySelectorAll('[id^="plot-area"]')].map(box);
  const legends = [...f.querySelectorAll('[id^="legend"]')].map(box);
  let covered = 0;
  for (const l of legends) for (const a of areas) covered += overlap(l, a);
  const svg = f.querySelector('svg');
  found.figures.push({caption: (f.querySelector('figcaption') || {}).textContent || '',
                      areas: areas.length, legends: legends.length, covered: covered,
                      data: f.querySelectorAll('[id^="data"]').length,
                      width: svg ? svg.getBoundingClientRect().width : 0, room: f.clientWidth});
}
const out = document.createElement('pre');
out.id = 'layout-probe';
out.textContent = JSON.stringify(found);
document.body.appendChild(out);
</script>
"""


@dataclass(frozen=True)
class Layout:
    page: float  # the viewport's width in CSS pixels
    # heading, width, room, clipped (cells whose content overflows), broken (cells with a word broken)
    tables: list[dict[str, Any]]
    figures: list[dict[str, Any]]  # caption, areas, legends, covered (px² of legend over plot), data


def chromium(profile: Path, page: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*CHROMIUM, f"--user-data-dir={profile}", *args, page.as_uri()], capture_output=True,
                          text=True, timeout=120)  # fmt: skip


def measure(report: Path, width: int) -> Layout:
    """The report laid out by Chromium in a window `width` pixels wide."""
    text = report.read_text(encoding="utf-8")
    probed = re.sub(r"<meta http-equiv='Content-Security-Policy'[^>]*>", "", text).replace("</body>", PROBE + "</body>")
    with tempfile.TemporaryDirectory() as folder:
        page = Path(folder) / "probed.html"
        page.write_text(probed, encoding="utf-8")
        dom = chromium(Path(folder) / "profile", page, f"--window-size={width},2400",
                       "--virtual-time-budget=5000", "--dump-dom").stdout  # fmt: skip
    match = re.search(r"<pre id=\"layout-probe\">(.*?)</pre>", dom, re.S)
    assert match is not None, dom[-2000:]
    found = json.loads(match.group(1).replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">")
                       .replace("&amp;", "&"))  # fmt: skip
    return Layout(found["page"], found["tables"], found["figures"])
