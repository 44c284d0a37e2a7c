"""Command line: `python -m game [play|validate|replay|simulate|demo|bench|shots|perf]`."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.text import LANGUAGES, has, set_language, t, tn

if TYPE_CHECKING:
    from game.content.types import Content
    from game.recording import Recording


# What validate says when the texts themselves cannot be read (a broken text file,
# which validate is there to name): built-in English, never a raw key.
BUILT_IN = {
    "cli.validate.bad": "Problems found in the content: {n}.",
    "cli.validate.chart": "The haunt chart (levels/haunts/chart.csv): {cells} cells, "
                          "each haunt's share:",
}


def _say(key: str, n: int | None = None, **params: object) -> str:
    """`t(key)`, or `tn(key, n)` with a count; the built-in English line when the
    texts lack it."""
    if n is None:
        return t(key, **params) if has(key) else BUILT_IN[key].format(**params)
    return tn(key, n, **params) if has(f"{key}.other") else BUILT_IN[key].format(n=n, **params)


def _validate(args: argparse.Namespace) -> int:
    from game.content.checks import Problems
    from game.content.languages import check_languages
    from game.content.loader import load

    content, errors = load()
    counts = {
        "rooms": len(content.rooms),
        "explorers": len(content.explorers),
        "omens": len(content.deck("omen")),
        "items": len(content.deck("item")),
        "events": len(content.deck("event")),
        "haunts": len(content.haunts),
    }
    haunts = sorted(content.haunts.values(), key=lambda h: h.number)
    cells = {h.id: sum(hid == h.id for hid in content.chart.values()) for h in haunts}
    if args.json:
        print(json.dumps({**counts, "errors": [str(e) for e in errors], "chart": cells,
                          "languages": check_languages(Problems())}))
    else:
        for e in errors:
            print(e)
        print(_say("cli.validate.bad", len(errors)) if errors else
              t("cli.validate.ok", **counts))
        if haunts:
            print(_say("cli.validate.chart", cells=len(content.chart)))
            print(f"  {'no':>3}  {'haunt':<28} {'cells':>5}")
            for h in haunts:
                print(f"  {h.number:>3}  {h.id:<28} {cells[h.id]:>5}")
    return 2 if errors else 0


def _load_content():
    from game.content.loader import load

    content, errors = load()
    if errors:
        for e in errors:
            print(e, file=sys.stderr)
        raise SystemExit(2)
    return content


def _replay(args: argparse.Namespace) -> int:
    from game.saves import SaveError, load, message

    if args.lang:  # `--lang zh-Hant replay FILE`: say it in that language
        set_language(args.lang)
    content = _load_content()
    path = Path(args.file)
    start = time.perf_counter()
    try:
        recording = load(path, content, verify=args.verify)
    except SaveError as exc:
        print(message(exc), file=sys.stderr)
        return 2
    if args.verify:  # and every engine invariant after every action
        broken = _broken(content, recording)
        if broken is not None:
            print(t("cli.replay.broken", file=path.name, index=broken[0], problem=broken[1]),
                  file=sys.stderr)
            return 1
    if args.at is not None or args.json:
        print(json.dumps(_at(recording, path, args.at, time.perf_counter() - start),
                         ensure_ascii=False, indent=1))
        return 0
    key = "cli.replay.verified" if args.verify else "cli.replay.ok"
    print(t(key, file=path.name, actions=len(recording.actions),
            turn=recording.game.state.turn.number, seconds=time.perf_counter() - start))
    return 0


def _at(recording: Recording, path: Path, at: int | None, loaded: float) -> dict[str, Any]:
    """The game after action `at` (the end if None): the turn, who decides, every
    figure's room and traits; `seconds` is how long going there took (a seek from
    the nearest snapshot, recording.py), `loaded_seconds` reading and replaying the file."""
    from game.engine.rules.traits import trait_value
    from game.engine.state import MONSTER_BASE

    n = len(recording.actions) if at is None else max(0, min(at, len(recording.actions)))
    start = time.perf_counter()
    game = recording.seek(n)
    seconds = time.perf_counter() - start
    st = game.state
    traits = ("might", "speed", "knowledge", "sanity")
    figures = [{"seat": f.seat, "explorer": f.explorer, "room": f.room, "alive": f.alive,
                "escaped": f.escaped, "traits": {k: trait_value(game, f.seat, k) for k in traits}}
               for f in st.figures]
    monsters = [{"id": m.id, "kind": m.kind, "room": m.room, "alive": m.alive,
                 "stunned": m.stunned,
                 "traits": {k: trait_value(game, MONSTER_BASE + i, k) for k in traits}}
                for i, m in enumerate(st.monsters)]
    return {"file": path.name, "at": n, "actions": len(recording.actions),
            "turn": st.turn.number, "turn_seat": st.turn.seat,
            "active_seat": st.prompt.seat if st.prompt else None, "phase": st.phase,
            "haunt": st.haunt.id, "figures": figures, "monsters": monsters,
            "seconds": round(seconds, 6), "loaded_seconds": round(loaded, 6)}


def _perf(args: argparse.Namespace) -> int:
    from game.perf import measure

    data = measure(_load_content(), args.games, args.seed)
    if args.json:
        print(json.dumps(data))
    else:
        print(t("cli.perf", actions=data["actions"], games=data["games"],
                aps=data["actions_per_second"], copy=data["copy_us"],
                legal=data["legal_actions_us"]))
    return 0


def _broken(content: Content, recording: Recording) -> tuple[int, str] | None:
    """The first action after which an invariant of game.engine.invariants fails,
    and the problems; None when every one holds after every action."""
    from game.engine import Game
    from game.engine.invariants import problems

    game = Game.new(content, recording.setup)
    for index, action in enumerate(recording.actions, 1):
        game.submit(action)
        broken = problems(game)
        if broken:
            return index, "; ".join(broken)
    return None


def _simulate(args: argparse.Namespace) -> int:
    from game.sim import simulate

    content = _load_content()
    if args.haunt is not None and args.haunt != "all" and args.haunt not in content.haunts:
        parser().error(f"--haunt: no haunt {args.haunt!r} "
                       f"(there are {', '.join(sorted(content.haunts)) or 'none'})")
    if args.haunt == "all" or len(args.players) > 1:
        if args.card_use:
            parser().error("--card-use: only for one player count and one haunt")
        return _sweep(args, content)
    report = simulate(content, args.games, args.players[0], args.seed, args.bot,
                      Path(args.save_dir) if args.save_dir else None, jobs=args.jobs,
                      haunt=args.haunt)
    data = report.to_json()
    if args.card_use:
        data["card_use"] = report.card_table(content)
    if args.json:
        print(json.dumps(data))
    else:
        for key, value in data.items():
            if key not in ("failures", "per_haunt", "card_use"):
                print(f"{key:>20}: {value}")
        for hid, row in data["per_haunt"].items():
            print(f"{row['number']:>3} {hid:<28} " + "  ".join(
                f"{k} {v}" for k, v in row.items() if k != "number"))
        uses = data.get("card_use", {})
        for cid, n in uses.items():
            print(f"{'!' if not n else ' '} {cid:<28} {n:>6}")
        if uses:
            print(f"cards used: {sum(1 for n in uses.values() if n)} of {len(uses)} "
                  "(! marks a card never used)")
    for failure in report.failures:
        print(t("cli.simulate.failed", seed=failure.seed, index=failure.action,
                error=failure.error), file=sys.stderr)
    return 1 if report.failures else 0


def _sweep(args: argparse.Namespace, content) -> int:
    """Each haunt (all of them, by number, or the one forced, or the chart's pick)
    at each player count: the balance table, or with --json the same as JSON."""
    from game.sim import sweep

    if args.save_dir:
        parser().error("--save-dir: only for one player count and one haunt")
    if args.haunt == "all":
        if not content.haunts:
            parser().error("--haunt all: there are no haunts")
        haunts = sorted(content.haunts, key=lambda hid: content.haunts[hid].number)
    else:
        haunts = [args.haunt]
    report = sweep(content, haunts, args.players, args.games, args.seed, args.bot, args.jobs)
    if args.json:
        print(json.dumps(report.to_json()))
    else:
        print("\n".join(report.table()))
    for cell in report.cells:
        for failure in cell.failures():
            print(f"{cell.label}: " + t("cli.simulate.failed", seed=failure.seed,
                                         index=failure.action, error=failure.error),
                  file=sys.stderr)
    return 1 if report.errors else 0


def _console(args: argparse.Namespace) -> int:
    from game.console import play

    return play(_load_content(), args.players, args.humans, args.seed)


def _play(args: argparse.Namespace) -> int:
    import pygame

    from game.app import App
    from game.ui.scenes.title import TitleScene

    try:
        app = App(language=args.lang or "", haunt=getattr(args, "haunt", None) or "")
    except pygame.error as exc:
        print(t("cli.play.no_window", why=str(exc)), file=sys.stderr)
        return 2
    app.content  # noqa: B018 - load now, so broken content is reported before the title
    if app.content_errors:
        for e in app.content_errors:
            print(e, file=sys.stderr)
        return 2
    app.push(TitleScene(app))
    return app.run()


def _demo(args: argparse.Namespace) -> int:
    from game.ui.demo import run_demo

    return run_demo(args.seed, args.frames, Path(args.shots) if args.shots else None,
                    args.every, args.lang or "", args.haunt or "")


def _bench(args: argparse.Namespace) -> int:
    from game.ui.bench import run_bench

    return run_bench(args.json, args.sizes, args.only.split(",") if args.only else None,
                     args.frames, args.runs, args.lang)


def _shots(args: argparse.Namespace) -> int:
    from game.ui.shots import run_shots

    only = [n for n in args.only.split(",") if n] if args.only else None
    return run_shots(Path(args.folder), args.lang or "en", args.text_size, args.size,
                     args.check, only, args.haunt)


def _window_size(text: str) -> tuple[int, int]:
    """`1920x1080`: a window size, each side from 320 to 7680."""
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError("a size like 1920x1080") from None
    if not (320 <= w <= 7680 and 240 <= h <= 4320):
        raise argparse.ArgumentTypeError("from 320x240 to 7680x4320")
    return w, h


def _window_sizes(text: str) -> list[tuple[int, int]]:
    """`1920x1080,3840x2160`: window sizes."""
    return [_window_size(part) for part in text.split(",")]


def _text_size(text: str) -> float:
    from game.settings import LIMITS

    low, high = LIMITS["text_size"]
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError("a number, e.g. 1.0 or 1.75") from None
    if not low <= value <= high:
        raise argparse.ArgumentTypeError(f"from {low:g} to {high:g}")
    return value


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be 1 or more")
    return value


def _player_counts(text: str) -> list[int]:
    """`4` or `3,4,5,6`: player counts from 1 to 6, in order, each once."""
    try:
        counts = sorted({int(part) for part in text.split(",")})
    except ValueError:
        raise argparse.ArgumentTypeError(
            "a player count or a comma list, e.g. 4 or 3,4,5,6") from None
    if not all(1 <= n <= 6 for n in counts):
        raise argparse.ArgumentTypeError("player counts are from 1 to 6")
    return counts


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="house-on-the-hill", description=t("app.title"))
    p.add_argument("--smoke", action="store_true",
                   help="check that this copy works: content, window, bots, save (exit 0)")
    languages = {"choices": LANGUAGES, "help": "the language to play in (default: the "
                 "one chosen in Settings, else the system's)"}
    p.add_argument("--lang", **languages)
    sub = p.add_subparsers(dest="verb")
    play = sub.add_parser("play", help="open the game window (the default)")
    play.add_argument("--lang", default=argparse.SUPPRESS, **languages)
    forced = {"help": "every haunt that starts is this one (a haunt id): to look at a "
              "haunt in the window"}
    play.add_argument("--haunt", **forced)
    console = sub.add_parser("console", help="play in this terminal (hotseat and bots)")
    console.add_argument("--players", type=int, choices=range(3, 7), default=4)
    console.add_argument("--humans", type=int, choices=range(0, 7), default=1)
    console.add_argument("--seed", type=int, default=None)
    demo = sub.add_parser("demo", help="bots play every seat in the window")
    demo.add_argument("--seed", type=int, default=1)
    demo.add_argument("--frames", type=_positive, default=3600)
    demo.add_argument("--shots", help="save a PNG every --every frames into this folder")
    demo.add_argument("--every", type=_positive, default=120)
    demo.add_argument("--lang", default=argparse.SUPPRESS, **languages)
    demo.add_argument("--haunt", **forced)
    shots = sub.add_parser("shots", help="every scene in a scripted state, one PNG each "
                           "(for maintainers, after any UI change)")
    shots.add_argument("folder")
    shots.add_argument("--lang", default=argparse.SUPPRESS, **languages)
    shots.add_argument("--text-size", type=_text_size, default=1.0)
    shots.add_argument("--size", type=_window_size, default=(1920, 1080), help="WxH")
    shots.add_argument("--check", action="store_true", help="name every text that "
                       "overflows, overlaps or is cut, and hidden-traitor screens that "
                       "differ in size (exit 1)")
    shots.add_argument("--only", help="these shots only, a comma list")
    shots.add_argument("--haunt", help="every haunt shot shows this haunt (a haunt id): "
                       "its reveal, hand-overs, texts, panel and game over")
    bench = sub.add_parser("bench", help="frame times of the busiest moments (CPU ms: "
                           "mean, p95, p99), start-up and memory")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--sizes", type=_window_sizes,
                       help="window sizes, a comma list of WxH (default 1920x1080,3840x2160)")
    bench.add_argument("--only", help="these moments only, a comma list "
                       "(house, dice, card, walk, tile)")
    bench.add_argument("--frames", type=_positive, help="frames measured per run (default 300)")
    bench.add_argument("--runs", type=_positive,
                       help="runs of each moment at each size, the best reported (default 3)")
    bench.add_argument("--lang", default=argparse.SUPPRESS, **languages)
    v = sub.add_parser("validate", help="check every content file")
    v.add_argument("--json", action="store_true")
    r = sub.add_parser("replay", help="load a saved game by replaying it")
    r.add_argument("file")
    r.add_argument("--verify", action="store_true",
                   help="check every recorded event and every engine invariant")
    r.add_argument("--at", type=int, help="the game after this many actions (0: just set up)")
    r.add_argument("--json", action="store_true",
                   help="print the turn, who decides, every figure's room and traits, "
                        "and the seconds going there took")
    pf = sub.add_parser("perf", help="the engine's speed alone: actions a second, a state "
                        "copy, a seat's legal actions")
    pf.add_argument("--games", type=_positive, default=12)
    pf.add_argument("--seed", type=int, default=1)
    pf.add_argument("--json", action="store_true")
    s = sub.add_parser("simulate", help="bots play whole games headless")
    s.add_argument("--games", type=_positive, default=100)
    s.add_argument("--players", type=_player_counts, default=[4],
                   help="a player count, or a comma list for a sweep (3,4,5,6)")
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--bot", choices=("random", "explorer"), default="explorer")
    s.add_argument("--json", action="store_true")
    s.add_argument("--save-dir")
    s.add_argument("--haunt", help="every haunt that starts is this one (a haunt id); "
                   "all: a sweep, each haunt in turn")
    s.add_argument("--jobs", type=_positive, default=1,
                   help="play the games in this many worker processes")
    s.add_argument("--card-use", action="store_true",
                   help="count how often each usable card is put to use (used, attacked "
                        "with, a saved roll)")
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.smoke:
        from game.smoke import run_smoke

        return run_smoke()
    verbs = {"validate": _validate, "replay": _replay, "simulate": _simulate, "play": _play,
             "console": _console, "demo": _demo, "bench": _bench, "shots": _shots,
             "perf": _perf}
    if args.verb is None:
        args = parser().parse_args(["play", *(argv or sys.argv[1:])])
    return verbs[args.verb](args)
