"""Loading and checking content: the Tiled tileset and house, explorers, cards.

Every problem becomes a ContentError naming the file, the entry and the field,
so `python -m game validate` can print one clear line per problem.
"""

from __future__ import annotations

import hashlib
import re
from typing import Any
from xml.etree.ElementTree import ParseError
from xml.etree.ElementTree import parse as parse_xml

from game import resources, text
from game.content.checks import (
    DAMAGE_KINDS,
    ID,
    ContentError,
    Problems,
    check_steps,
    read_json,
)
from game.content.haunts import TEXT_FILE as HAUNT_TEXT_FILE
from game.content.haunts import haunt_files, haunt_folder, haunt_text_keys, load_haunts
from game.content.languages import check_languages
from game.content.types import (
    DECKS,
    DIRECTIONS,
    FLOORS,
    TRAITS,
    CardDef,
    Content,
    ExplorerDef,
    ItemUse,
    RoomDef,
    StartTile,
    TraitTrack,
)

HOUSE = "levels/house.tmx"
TILESET = "levels/rooms.tsx"
EXPLORERS = "levels/explorers.json"
CARD_FILES = {deck: f"levels/cards/{deck}s.json" for deck in DECKS}
CONTENT_FILES = (TILESET, HOUSE, EXPLORERS, *CARD_FILES.values())
def fingerprint() -> str:
    """A digest of every rule-bearing content file: saves record it (texts excluded)."""
    h = hashlib.sha256()
    for rel in (*CONTENT_FILES, *haunt_files()):
        h.update(rel.encode())
        try:
            h.update(resources.path(rel).read_bytes())
        except OSError:
            h.update(b"<missing>")
    return h.hexdigest()[:16]


# ---- rooms (Tiled) ---------------------------------------------------------
def _dirs(value: Any) -> frozenset[int] | None:
    parts = [p.strip() for p in str(value or "").split(",") if p.strip()]
    if not all(p in DIRECTIONS for p in parts):
        return None
    return frozenset(DIRECTIONS.index(p) for p in parts)


def _room(props: dict[str, Any], problems: Problems) -> RoomDef | None:
    from game.engine import ROOM_RULES

    rid = props.get("room")
    entry = str(rid or f"tile {props.get('id')}")
    ok = True

    def bad(field: str, problem: str) -> None:
        nonlocal ok
        ok = False
        problems.add(TILESET, entry, field, problem)

    if not isinstance(rid, str) or not ID.match(rid):
        bad("room", "needs a lowercase id")
    floors = frozenset(f.strip() for f in str(props.get("floors") or "").split(",") if f.strip())
    if not floors or not floors <= set(FLOORS):
        bad("floors", f"must list floors from {', '.join(FLOORS)}")
    doors = _dirs(props.get("doors"))
    if not doors:
        bad("doors", "must list one or more of N, E, S, W")
    locked = _dirs(props.get("locked_doors")) or frozenset()
    symbol = props.get("symbol") or None
    if symbol is not None and symbol not in DECKS:
        bad("symbol", f"must be empty or one of {', '.join(DECKS)}")
    rule = props.get("rule") or None
    params = {k: v for k, v in props.items() if k not in _TILE_KEYS}
    if rule is not None:
        if rule not in ROOM_RULES:
            bad("rule", f"unknown rule {rule!r}")
        else:
            for need in ROOM_RULES[rule].params:
                if need not in params:
                    bad(need, f"rule {rule!r} needs this property")
    for key in ("roll_trait", "loss_trait", "gain_trait", "cross_trait"):
        if key in params and params[key] not in TRAITS:
            bad(key, f"must be one of {', '.join(TRAITS)}")
    for key in ("roll_target", "cross_target", "fall_dice", "damage", "reward_items"):
        if key in params and (type(params[key]) is not int or params[key] < 0):
            bad(key, "must be a whole number, 0 or more")
    if "damage_kind" in params and params["damage_kind"] not in DAMAGE_KINDS:
        bad("damage_kind", f"must be one of {', '.join(DAMAGE_KINDS)}")
    if "wall" in params and len(_dirs(params["wall"]) or ()) != 1:
        bad("wall", "must be one direction: N, E, S or W")
    source = props.get("source")
    if not isinstance(source, str) or not resources.path("levels", source).is_file():
        bad("image", f"the tile's image {source!r} is missing")
    elif not isinstance(rid, str) or not resources.path("assets", "rooms", f"{rid}.png").is_file():
        bad("image", f"the board draws assets/rooms/{rid}.png, which is missing")
    if "sides" in params:
        near, bar, far = str(params["sides"]).partition("|")
        if not bar or _dirs(near) is None or _dirs(far) is None:
            bad("sides", "must list each side's doors, like W|E")
    if not ok:
        problems.broken.add(entry)
        return None
    return RoomDef(id=rid, floors=floors, doors=doors or frozenset(), symbol=symbol, rule=rule,
                   params=params, start=bool(props.get("start")),
                   outdoor=bool(props.get("outdoor")), locked_doors=locked)


_TILE_KEYS = {"id", "room", "floors", "doors", "symbol", "rule", "name_key", "text_key",
              "start", "outdoor", "locked_doors", "source", "trans", "width", "height",
              "frames", "type", "probability", "colliders"}


def _rotation(tmx: Any, gid: int) -> int:
    """Clockwise quarter turns from Tiled's flip flags on a placed tile."""
    for value in tmx.imagemap.values():
        if not isinstance(value, tuple):
            continue
        real, flags = value
        if real == gid and flags:
            d, h, v = flags.flipped_diagonally, flags.flipped_horizontally, \
                flags.flipped_vertically
            return {(False, False, False): 0, (True, True, False): 1,
                    (False, True, True): 2, (True, False, True): 3}.get((d, h, v), 0)
    return 0


def _xml_problem(rel: str) -> str | None:
    """Why a Tiled file cannot be read as XML, naming that file's own line."""
    try:
        parse_xml(resources.path(rel))
    except FileNotFoundError:
        return "file is missing"
    except ParseError as exc:
        return f"not valid Tiled XML ({exc})"
    except OSError as exc:
        return f"cannot be read ({exc.strerror})"
    return None


def _origin(tmx: Any, key: str, problems: Problems) -> int:
    value = tmx.properties.get(key, 0)
    if type(value) is not int:
        problems.add(HOUSE, "map", key, f"must be a whole number, not {value!r}")
        return 0
    return value


def load_rooms(problems: Problems) -> tuple[dict[str, RoomDef], tuple[StartTile, ...]]:
    import pytmx

    for rel in (HOUSE, TILESET):
        problem = _xml_problem(rel)
        if problem:
            problems.add(rel, "", "", problem)
            return {}, ()
    try:
        tmx = pytmx.TiledMap(str(resources.path(HOUSE)))
    except Exception as exc:  # pytmx raises bare Exceptions for tileset trouble
        problems.add(HOUSE, "", "", f"cannot be read ({exc})")
        return {}, ()
    if not tmx.tile_properties:
        if tmx.tilesets:
            problems.add(TILESET, "", "", "holds no tiles with properties: one tile per room")
        else:
            problems.add(HOUSE, "", "", f"uses no tileset: a Tiled map using {TILESET}")
        return {}, ()
    rooms: dict[str, RoomDef] = {}
    tiles: dict[str, Any] = {}  # room id -> its tile (rotated copies share the tile's id)
    for props in tmx.tile_properties.values():
        rid = props.get("room")
        if rid in tiles:
            if tiles[rid] != props.get("id"):
                problems.add(TILESET, str(rid), "room",
                             f"tiles {tiles[rid]} and {props.get('id')} are both this room")
            continue
        if isinstance(rid, str):
            tiles[rid] = props.get("id")
        room = _room(props, problems)
        if room is not None:
            rooms[room.id] = room
    ox, oy = _origin(tmx, "origin_x", problems), _origin(tmx, "origin_y", problems)
    start = []
    strays: list[tuple[str, str]] = []  # (layer, cell) of tiles the tileset lacks
    for layer in tmx.visible_layers:
        if not hasattr(layer, "iter_data"):
            continue
        if layer.name not in FLOORS:
            problems.add(HOUSE, layer.name, "layer", f"layers must be named {', '.join(FLOORS)}")
            continue
        for x, y, gid in layer.iter_data():
            if not gid:
                continue
            props = tmx.get_tile_properties_by_gid(gid)
            if props is None:
                strays.append((layer.name, f"cell {x},{y}"))
                continue
            if props.get("room") not in rooms:
                continue  # that tile's own problem is reported
            start.append(StartTile(props["room"], layer.name, x - ox, y - oy,
                                   _rotation(tmx, gid)))
    if strays:  # told once, at the first such cell
        more = f" (and {len(strays) - 1} more cells)" if len(strays) > 1 else ""
        problems.add(HOUSE, *strays[0], f"the tile placed here is not in the tileset "
                                        f"{TILESET}{more}")
        problems.broken.add(HOUSE)
    placed = {s.room for s in start}
    for rid, room in rooms.items():
        if room.start and rid not in placed and HOUSE not in problems.broken:
            problems.add(HOUSE, rid, "start", "a starting tile is not placed in the house")
        if not room.start and rid in placed:
            problems.add(HOUSE, rid, "start", "only starting tiles may be placed in the house")
    return rooms, tuple(start)


# ---- explorers --------------------------------------------------------------
def load_explorers(problems: Problems) -> dict[str, ExplorerDef]:
    data = read_json(EXPLORERS, problems)
    if data is None:
        return {}
    if not isinstance(data, dict) or not isinstance(data.get("explorers"), list):
        problems.add(EXPLORERS, "", "explorers", "must be a list of explorers")
        return {}
    out: dict[str, ExplorerDef] = {}
    for i, e in enumerate(data["explorers"]):
        entry = str(e.get("id", f"#{i}")) if isinstance(e, dict) else f"#{i}"
        explorer = _explorer(e, entry, problems)
        if explorer is not None:
            if explorer.id in out:
                problems.add(EXPLORERS, entry, "id", "used twice")
            out[explorer.id] = explorer
    cards: dict[str, int] = {}
    for e in out.values():
        cards[e.card] = cards.get(e.card, 0) + 1
    for card, n in cards.items():
        if n != 2:
            problems.add(EXPLORERS, card, "card", f"an explorer card has two sides, not {n}")
    return out


def _explorer(e: Any, entry: str, problems: Problems) -> ExplorerDef | None:
    def bad(field: str, problem: str) -> None:
        problems.add(EXPLORERS, entry, field, problem)

    if not isinstance(e, dict):
        bad("", "must be an object")
        return None
    before = len(problems.errors)
    if not isinstance(e.get("id"), str) or not ID.match(e["id"]):
        bad("id", "needs a lowercase id")
    if not isinstance(e.get("card"), str):
        bad("card", "must name the explorer card")
    if not isinstance(e.get("age"), int) or isinstance(e.get("age"), bool):
        bad("age", "must be a whole number")
    birthday = None
    m = re.match(r"^(\d\d)-(\d\d)$", str(e.get("birthday", "")))
    if m and 1 <= int(m[1]) <= 12 and 1 <= int(m[2]) <= [31, 29, 31, 30, 31, 30, 31, 31, 30,
                                                          31, 30, 31][int(m[1]) - 1]:
        birthday = (int(m[1]), int(m[2]))
    else:
        bad("birthday", "must be a date as MM-DD")
    if not re.match(r"^#[0-9a-fA-F]{6}$", str(e.get("color", ""))):
        bad("color", "must be a colour as #rrggbb")
    traits: dict[str, TraitTrack] = {}
    raw = e.get("traits")
    for t in TRAITS:
        tr = raw.get(t) if isinstance(raw, dict) else None
        track = tr.get("track") if isinstance(tr, dict) else None
        start = tr.get("start") if isinstance(tr, dict) else None
        if not (isinstance(track, list) and len(track) == 8 and
                all(isinstance(v, int) and 0 <= v <= 8 for v in track) and
                track == sorted(track)):
            bad(f"traits.{t}.track", "must be 8 ascending whole numbers from 0 to 8")
            continue
        if not (isinstance(start, int) and 0 <= start < 8):
            bad(f"traits.{t}.start", "must be a position from 0 to 7")
            continue
        traits[t] = TraitTrack(tuple(track), start)
    if len(problems.errors) > before or birthday is None:
        return None
    return ExplorerDef(e["id"], e["card"], e["age"], birthday, e["color"], traits)


# ---- cards ----------------------------------------------------------------
CARD_KEYS = {"id", "on_draw", "on_gain", "on_lose", "use", "keep", "companion", "tradable",
             "also_item", "weapon"}
def load_cards(problems: Problems) -> dict[str, CardDef]:
    out: dict[str, CardDef] = {}
    for deck, rel in CARD_FILES.items():
        data = read_json(rel, problems)
        if data is None:
            continue
        if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
            problems.add(rel, "", "cards", "must be a list of cards")
            continue
        for i, c in enumerate(data["cards"]):
            card = _card(c, deck, rel, problems, i)
            if card is not None:
                if card.id in out:
                    problems.add(rel, card.id, "id", "used twice")
                out[card.id] = card
    return out


def _card(c: Any, deck: str, rel: str, problems: Problems, i: int) -> CardDef | None:
    entry = str(c.get("id", f"#{i}")) if isinstance(c, dict) else f"#{i}"
    if not isinstance(c, dict):
        problems.add(rel, entry, "", "must be an object")
        return None
    before = len(problems.errors)
    if not isinstance(c.get("id"), str) or not ID.match(c["id"]):
        problems.add(rel, entry, "id", "needs a lowercase id")
    for key in set(c) - CARD_KEYS:
        problems.add(rel, entry, key, "unknown field")
    for key in ("on_draw", "on_gain", "on_lose"):
        if key in c:
            check_steps(c[key], key, rel, entry, problems)
    use = c.get("use")
    if use is not None:
        if not isinstance(use, dict):
            problems.add(rel, entry, "use", "must be an object")
        else:
            check_steps(use.get("steps"), "use.steps", rel, entry, problems)
            uses = use.get("uses", 0)
            if type(uses) is not int or uses < 0:
                problems.add(rel, entry, "use.uses", "must be a whole number, 0 or more")
    for key in ("keep", "companion", "tradable", "also_item"):
        if key in c and not isinstance(c[key], bool):
            problems.add(rel, entry, key, "must be true or false")
    if "weapon" in c:
        for field, problem in _weapon_problems(c["weapon"]):
            problems.add(rel, entry, field, problem)
    if len(problems.errors) > before:
        return None
    return CardDef(
        id=c["id"], deck=deck,
        on_draw=tuple(c.get("on_draw", ())), on_gain=tuple(c.get("on_gain", ())),
        on_lose=tuple(c.get("on_lose", ())),
        use=ItemUse(tuple(use["steps"]), bool(use.get("discard")),
                    bool(use.get("requires_haunt")), int(use.get("uses", 0))) if use else None,
        keep=bool(c.get("keep")), companion=bool(c.get("companion")),
        tradable=bool(c.get("tradable", True)), also_item=bool(c.get("also_item")),
        weapon=c.get("weapon"),
    )


WEAPON_KEYS = ("trait", "distance", "bonus_dice", "guard", "hook", "reload")


def _weapon_problems(w: Any) -> list[tuple[str, str]]:
    """What is wrong with a card's `weapon` (combat.py reads trait, distance,
    bonus_dice, guard, hook, reload): (field, problem)."""
    if not isinstance(w, dict):
        return [("weapon", "must be an object with trait, distance and bonus_dice")]
    out = [(f"weapon.{k}", "unknown field") for k in w if k not in WEAPON_KEYS]
    if "trait" in w and w["trait"] not in TRAITS:
        out.append(("weapon.trait", f"must be one of {', '.join(TRAITS)}"))
    for key in ("distance", "hook", "reload"):
        if key in w and not isinstance(w[key], bool):
            out.append((f"weapon.{key}", "must be true or false"))
    for key in ("bonus_dice", "guard"):
        if key in w and not (type(w[key]) is int and 0 <= w[key] <= 8):
            out.append((f"weapon.{key}", "must be a whole number from 0 to 8"))
    return out


# ---- everything ---------------------------------------------------------------
def _check_text(content: Content, problems: Problems) -> None:
    try:
        table = text.table()
    except text.TextError as exc:
        problems.add(str(exc).split(":")[0], "", "", str(exc).split(": ", 1)[-1])
        return
    for rid, room in content.rooms.items():
        for key in (room.name_key, room.text_key):
            if key not in table:
                problems.add(TILESET, rid, "text_key", f"text {key!r} is missing")
    for eid in content.explorers:
        for part in ("name", "bio"):
            if f"explorer.{eid}.{part}" not in table:
                problems.add(EXPLORERS, eid, part, f"text 'explorer.{eid}.{part}' is missing")
    for cid, card in content.cards.items():
        for part in ("name", "text"):
            if f"card.{cid}.{part}" not in table:
                problems.add(CARD_FILES[card.deck], cid, part,
                             f"text 'card.{cid}.{part}' is missing")
    for h in content.haunts.values():
        for key in haunt_text_keys(h):
            if key not in table:
                problems.add(f"{haunt_folder(h)}/{HAUNT_TEXT_FILE}", h.id, "text",
                             f"text {key.removeprefix(f'haunt.{h.id}.')!r} is missing")


def load(check_text: bool = True) -> tuple[Content, list[ContentError]]:
    """Load every content file; returns the content and every problem found."""
    from game.engine.rules.rooms import NAMED_ROOMS

    problems = Problems()
    rooms, start = load_rooms(problems)
    problems.rooms = set(rooms) | problems.broken
    explorers = load_explorers(problems)
    cards = load_cards(problems)
    haunts, chart = load_haunts(rooms, {f"{c.deck}:{c.id}" for c in cards.values()},
                                problems)
    content = Content(rooms, explorers, cards, start, fingerprint(), haunts, chart)
    for rid in NAMED_ROOMS:
        if rooms and rid not in rooms and rid not in problems.broken:
            problems.add(TILESET, rid, "room", "the rules need this room")
    if check_text:
        _check_text(content, problems)
        check_languages(problems)  # every language says all English says
    return content, problems.causes()

