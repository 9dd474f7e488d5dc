#!/usr/bin/env python3
"""The booth all day, on the desktop: a soak run of `plateau --kiosk` (issue 45).

    xvfb-run -a -s "-screen 0 800x600x24" env WGPU_BACKEND=vulkan \
        python3 tests/soak/desktop.py PLATEAU_BINARY [MINUTES] [VISIT_MINUTES]

Runs the booth full screen on the virtual display for MINUTES (60), with its own empty
data folder, at 800x600: without a window manager a full-screen window gets that size
from the X server whatever the screen's, so the app is told it too (`--size`). Every VISIT_MINUTES (3) a scripted visitor touches the screen (a click
sent through the display's XTest extension), picks the picker's next game against the
computer, taps a few board points twice (a move when legal) and walks away: the game
is given up after "Still playing?". The app prints a census every 5 s (`--census`,
see src/census.rs); every five minutes, and at the start and the end, this prints the entities, meshes, colour
materials and images the app holds, its resident memory, its work per frame (the mean
of the last minute's census lines), the games played (attract games seen, visitors'
games from the booth's figures) and the size of the figures file. It ends by checking
that nothing grew from the run's first half to its second (after five minutes of warm
up), game by game (see `growth`), and exits 1 if something did; every census line is
left in plateau-soak-census.jsonl in the temporary folder.
"""

import ctypes
import json
import os
import subprocess
import sys
import tempfile
import threading
import time

CENSUS_SECONDS = 5
# The booth's window in the virtual display, in pixels (see the usage line).
WIDTH, HEIGHT = 800, 600
# The first minutes are not compared: every kind of board is being drawn for the first
# time.
WARM_UP_SECONDS = 300


class Display:
    """Clicks on the X display through its XTest extension."""

    def __init__(self):
        self.x11 = ctypes.cdll.LoadLibrary("libX11.so.6")
        self.xtst = ctypes.cdll.LoadLibrary("libXtst.so.6")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.display = ctypes.c_void_p(self.x11.XOpenDisplay(None))
        if not self.display:
            sys.exit("no X display: run under xvfb-run")

    def tap(self, x, y):
        self.xtst.XTestFakeMotionEvent(self.display, -1, int(x), int(y), 0)
        self.x11.XFlush(self.display)
        time.sleep(0.05)
        for pressed in (1, 0):
            self.xtst.XTestFakeButtonEvent(self.display, 1, pressed, 0)
            self.x11.XFlush(self.display)
            time.sleep(0.1)


class Booth:
    """The app, and its last census."""

    def __init__(self, binary, data):
        env = dict(os.environ, PLATEAU_DATA_DIR=data)
        self.process = subprocess.Popen(
            [binary, "--kiosk", "--size", f"{WIDTH}x{HEIGHT}", "--census", str(CENSUS_SECONDS)],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        self.data = data
        self.lines = []
        self.attract_games = 0
        self.lock = threading.Lock()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        last = None
        for text in self.process.stdout:
            if not text.startswith("census "):
                continue
            line = json.loads(text[len("census "):])
            with self.lock:
                if line["booth"] == "Attract" and (
                    last is None
                    or last["booth"] != "Attract"
                    or line["game"] != last["game"]
                    or line["moves"] < last["moves"]
                ):
                    self.attract_games += 1
                line["attract_games"] = self.attract_games
                self.lines.append(line)
                last = line

    def last(self):
        with self.lock:
            return self.lines[-1] if self.lines else None

    def wait(self, test, seconds):
        """The first census line after now that passes `test`, or None."""
        with self.lock:
            seen = len(self.lines)
        deadline = time.time() + seconds
        while time.time() < deadline:
            if self.process.poll() is not None:
                sys.exit(f"the app stopped (exit {self.process.returncode})")
            with self.lock:
                fresh = self.lines[seen:]
            for line in fresh:
                if test(line):
                    return line
            time.sleep(0.5)
        return None

    def figures_file(self):
        path = os.path.join(self.data, "kiosk", "booth-figures.json")
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
            games = json.loads(text).get("games", {})
            return sum(g.get("started", 0) for g in games.values()), len(text)
        except (OSError, ValueError):
            return 0, 0


def visit(booth, display, number):
    display.tap(WIDTH / 2, HEIGHT / 2)
    picker = booth.wait(
        lambda l: l["booth"] == "Picker" and any(t.endswith(":computer") for t in l["targets"]),
        30,
    )
    if picker is None:
        print(f"visitor {number}: the picker did not open", flush=True)
        return
    # The cards in sight (the picker scrolls when they do not all fit).
    cards = sorted(
        t
        for t, (x, y) in picker["targets"].items()
        if t.startswith("picker:") and t.endswith(":computer") and 0 < x < WIDTH and 0 < y < HEIGHT - 30
    )
    card = cards[number % len(cards)]
    time.sleep(1)
    display.tap(*picker["targets"][card])
    playing = booth.wait(lambda l: l["booth"] == "Playing", 30)
    if playing is None:
        at = picker["targets"][card]
        print(
            f"visitor {number}: {card} at {at} did not start (the booth shows {booth.last()['booth']})",
            flush=True,
        )
        return
    points = [p for p in playing.get("points", {}).values() if p]
    # A few points, each tapped twice (the first tap shows the move, the second plays it
    # when it is legal).
    for i in range(3):
        if points:
            for _ in range(2):
                display.tap(*points[(number * 7 + i * 13) % len(points)])
                time.sleep(1.5)
    print(f"visitor {number}: {card}, walked away", flush=True)


def row(booth, label):
    with booth.lock:
        recent = booth.lines[-(60 // CENSUS_SECONDS):]
    last = recent[-1]
    visitors, size = booth.figures_file()
    work = sum(l["work_ms"] for l in recent) / len(recent)
    longest = max(l["work_max_ms"] for l in recent)
    figures = {
        "label": label,
        "entities": last["entities"],
        "meshes": last["meshes"],
        "materials": last["materials"],
        "images": last["images"],
        "rss_mb": last["rss_mb"],
        "work_ms": work,
        "work_max_ms": longest,
        "attract_games": last["attract_games"],
        "visitor_games": visitors,
        "figures_bytes": size,
    }
    print(
        f"soak {label}: {figures['entities']} entities, {figures['meshes']} meshes, "
        f"{figures['materials']} materials, {figures['images']} images, RSS {figures['rss_mb']:.0f} MB; "
        f"app work {work:.2f} ms per frame (longest {longest:.1f} ms); games: "
        f"{figures['attract_games']} attract, {visitors} visitors'; figures file {size} bytes",
        flush=True,
    )
    return figures


def halves(lines):
    """The census lines after the warm-up, split into the run's first and second half."""
    settled = [l for l in lines if l["seconds"] >= lines[0]["seconds"] + WARM_UP_SECONDS]
    if len(settled) < 2:
        settled = lines
    middle = (settled[0]["seconds"] + settled[-1]["seconds"]) / 2
    return [l for l in settled if l["seconds"] < middle], [l for l in settled if l["seconds"] >= middle]


def median(values):
    """The middle value (the higher of the two middle ones)."""
    values = sorted(values)
    return values[len(values) // 2]


def growth(lines, rows):
    """What grew from the first half of the run to the second. What the app holds
    depends on the board on screen, so each figure is compared game by game and phase by
    phase (the median of the census lines taken while that game was on screen in that
    phase: a census taken while one board gives way to the next counts both, and a slow
    frame makes that likelier, while a leak raises every line), over the games seen in
    both halves; the memory and the work per frame over the whole halves."""
    first, second = halves(lines)
    failures = []
    kinds = lambda half: {(l["game"], l["booth"]) for l in half}
    typical = lambda half, kind, key: median(l[key] for l in half if (l["game"], l["booth"]) == kind)
    compared = sorted(kinds(first) & kinds(second), key=str)
    print(f"soak: compared game by game: {', '.join(f'{g} ({b})' for g, b in compared)}", flush=True)
    for key, slack in [("entities", 50), ("meshes", 20), ("materials", 20), ("images", 10)]:
        for kind in compared:
            before, after = typical(first, kind, key), typical(second, kind, key)
            if after > before * 1.1 + slack:
                failures.append(f"{key} grew from {before} to {after} in {kind[0]} ({kind[1]})")
    before, after = max(l["rss_mb"] for l in first), max(l["rss_mb"] for l in second)
    print(f"soak: resident memory, most in each half: {before:.0f} MB, {after:.0f} MB", flush=True)
    if after > before * 1.15 + 30:
        failures.append(f"the resident memory grew from {before:.0f} to {after:.0f} MB")
    mean = lambda half: sum(l["work_ms"] for l in half) / len(half)
    print(f"soak: app work per frame, mean of each half: {mean(first):.2f} ms, {mean(second):.2f} ms", flush=True)
    if mean(second) > mean(first) * 1.25 + 0.5:
        failures.append(f"the work per frame grew from {mean(first):.2f} to {mean(second):.2f} ms")
    start, end = rows[0], rows[-1]
    if end["attract_games"] + end["visitor_games"] <= start["attract_games"] + start["visitor_games"]:
        failures.append("no game was played")
    if end["figures_bytes"] > 20000:
        failures.append(f"the figures file is {end['figures_bytes']} bytes")
    return failures


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    binary = sys.argv[1]
    minutes = float(sys.argv[2]) if len(sys.argv) > 2 else 60
    visit_every = float(sys.argv[3]) * 60 if len(sys.argv) > 3 else 180
    display = Display()
    with tempfile.TemporaryDirectory(prefix="plateau-soak-") as data:
        booth = Booth(binary, data)
        if booth.wait(lambda l: l["booth"] == "Attract", 300) is None:
            sys.exit("the booth did not start its attract loop")
        began = time.time()
        rows = [row(booth, "start")]
        next_visit = began + visit_every / 2
        next_row = began + 300
        visits = 0
        while time.time() - began < minutes * 60:
            if booth.process.poll() is not None:
                sys.exit(f"the app stopped (exit {booth.process.returncode})")
            if time.time() >= next_visit:
                next_visit += visit_every
                if booth.last()["booth"] == "Attract":
                    visits += 1
                    visit(booth, display, visits)
            if time.time() >= next_row:
                next_row += 300
                rows.append(row(booth, f"{round((time.time() - began) / 60)} min"))
            time.sleep(1)
        rows.append(row(booth, "end"))
        booth.process.terminate()
        booth.process.wait(timeout=30)
    # Every census line, for a closer look (one JSON object per line).
    kept = os.path.join(tempfile.gettempdir(), "plateau-soak-census.jsonl")
    with open(kept, "w") as out:
        out.writelines(json.dumps(line) + "\n" for line in booth.lines)
    print(f"soak: {len(booth.lines)} census lines in {kept}", flush=True)
    failures = growth(booth.lines, rows)
    for failure in failures:
        print(f"FAILED: {failure}", flush=True)
    print("soak: " + ("FAILED" if failures else "passed"), flush=True)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
