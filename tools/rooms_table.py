"""Writes levels/rooms.tsx and levels/house.tmx from the room table below.

The .tsx is what a designer edits in Tiled afterwards; this script is how the
first version was made and how a wholesale change (a new property on every
room) is applied. Run: python tools/rooms_table.py
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parent.parent

# id, floors, doors (unrotated), symbol, rule, params
ROOMS: list[tuple[str, str, str, str, str, dict[str, object]]] = [
    # starting tiles (R2.3)
    ("entrance_hall", "ground", "N,E,W", "", "entrance_hall", {"start": True, "locked_doors": "S"}),
    ("foyer", "ground", "N,E,S,W", "", "foyer", {"start": True}),
    ("grand_staircase", "ground", "S", "", "grand_staircase", {"start": True}),
    ("upper_landing", "upper", "N,E,S,W", "", "upper_landing", {"start": True}),
    ("basement_landing", "basement", "N,E,S,W", "", "basement_landing", {"start": True}),
    # rooms named by the rules
    ("stairs_from_basement", "basement", "N", "", "stairs_from_basement", {}),
    ("attic", "upper", "S", "event", "leave_roll",
     {"roll_trait": "speed", "roll_target": 3, "loss_trait": "might"}),
    ("graveyard", "ground", "S", "event", "leave_roll",
     {"roll_trait": "sanity", "roll_target": 4, "loss_trait": "knowledge", "outdoor": True}),
    ("junk_room", "basement,ground,upper", "N,E,S,W", "omen", "leave_roll",
     {"roll_trait": "might", "roll_target": 3, "loss_trait": "speed"}),
    ("pentagram_chamber", "basement", "E", "omen", "leave_roll",
     {"roll_trait": "knowledge", "roll_target": 4, "loss_trait": "sanity"}),
    ("chapel", "ground,upper", "N", "event", "once_per_game", {"gain_trait": "sanity"}),
    ("gymnasium", "basement,upper", "E,S", "omen", "once_per_game", {"gain_trait": "speed"}),
    ("larder", "basement", "N,S", "item", "once_per_game", {"gain_trait": "might"}),
    ("library", "ground,upper", "S,W", "event", "once_per_game", {"gain_trait": "knowledge"}),
    ("coal_chute", "ground", "N", "", "coal_chute", {}),
    ("collapsed_room", "ground,upper", "N,E,S,W", "", "collapsed_room",
     {"roll_trait": "speed", "roll_target": 5, "fall_dice": 1}),
    ("crypt", "basement", "N", "event", "end_turn_damage", {"damage_kind": "mental", "damage": 1}),
    ("furnace_room", "basement", "N,S,W", "omen", "end_turn_damage",
     {"damage_kind": "physical", "damage": 1}),
    ("gallery", "upper", "N,S", "omen", "gallery", {"fall_dice": 1}),
    ("ballroom", "ground", "N,E,S,W", "event", "", {}),
    ("mystic_elevator", "basement,ground,upper", "S", "", "mystic_elevator", {}),
    ("underground_lake", "basement,upper", "N,E", "event", "underground_lake", {}),
    ("vault", "basement,upper", "N", "event", "vault",
     {"cross_trait": "knowledge", "cross_target": 6, "sides": "N|", "reward_items": 2}),
    ("tower", "upper", "E,W", "event", "barrier",
     {"cross_trait": "might", "cross_target": 3, "sides": "W|E"}),
    ("chasm", "basement", "E,W", "", "barrier",
     {"cross_trait": "speed", "cross_target": 3, "sides": "W|E"}),
    ("catacombs", "basement", "N,S", "omen", "barrier",
     {"cross_trait": "sanity", "cross_target": 6, "sides": "N|S"}),
    ("revolving_wall", "ground,upper", "N,E,S", "", "revolving_wall",
     {"roll_trait": "knowledge", "roll_target": 3, "wall": "W"}),
    ("patio", "ground", "N,S,W", "event", "", {"outdoor": True}),
    ("gardens", "ground", "N,S", "event", "", {"outdoor": True}),
    # our own rooms
    ("root_cellar", "basement", "N,S", "item", "", {}),
    ("cistern", "basement", "E,W", "omen", "", {}),
    ("ossuary", "basement", "N,E,S", "omen", "", {}),
    ("laundry", "basement,ground", "N,E", "item", "", {}),
    ("scullery", "basement,ground", "N,S,W", "event", "", {}),
    ("smugglers_tunnel", "basement", "N,S", "event", "", {}),
    ("dry_well", "basement", "N", "omen", "", {}),
    ("drawing_room", "ground,upper", "N,E,S,W", "omen", "", {}),
    ("portrait_hall", "ground,upper", "N,S", "event", "", {}),
    ("music_room", "ground,upper", "E,W", "item", "", {}),
    ("billiard_room", "ground", "N,E,S", "item", "", {}),
    ("greenhouse", "ground", "N,E,W", "item", "", {"outdoor": True}),
    ("nursery", "upper", "N,E", "omen", "", {}),
    ("sewing_room", "upper", "N,W", "item", "", {}),
    ("guest_bedroom", "upper", "N,E,S,W", "event", "", {}),
    ("study", "ground,upper", "N,E,S", "item", "", {}),
    ("trophy_room", "ground,upper", "N,S,W", "omen", "", {}),
    ("long_corridor", "basement,ground,upper", "N,S", "", "", {}),
    ("cold_hallway", "basement,ground,upper", "N,E,S,W", "", "", {}),
    ("observatory", "upper", "S", "omen", "", {}),
    ("rooftop_balcony", "upper", "N,S", "omen", "", {"outdoor": True}),
    ("chimney_nook", "ground,upper", "E,W", "event", "", {}),
    ("solarium", "ground,upper", "N,E,W", "omen", "", {}),
    ("butlers_pantry", "ground", "N,E", "item", "", {}),
    ("doll_room", "upper", "S,W", "omen", "", {}),
    ("taxidermy_parlour", "ground", "N,E,S", "omen", "", {}),
]

# Where the starting tiles stand: floor, x, y (y grows southwards).
START = {
    "basement_landing": ("basement", 0, 0),
    "entrance_hall": ("ground", 0, 0),
    "foyer": ("ground", 0, -1),
    "grand_staircase": ("ground", 0, -2),
    "upper_landing": ("upper", 0, 0),
}
MAP_SIZE = 9  # the .tmx shows a 9x9 window around each landing
ORIGIN = 4  # tmx column/row of engine coordinate (0, 0)


def _prop(name: str, value: object) -> str:
    if isinstance(value, bool):
        return f'    <property name="{name}" type="bool" value="{str(value).lower()}"/>'
    if isinstance(value, int):
        return f'    <property name="{name}" type="int" value="{value}"/>'
    return f'    <property name={quoteattr(name)} value={quoteattr(str(value))}/>'


def tileset() -> str:
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<tileset version="1.10" tiledversion="1.10.2" name="rooms" tilewidth="64"'
        f' tileheight="64" tilecount="{len(ROOMS)}" columns="0">',
        ' <grid orientation="orthogonal" width="1" height="1"/>',
    ]
    for index, (rid, floors, doors, symbol, rule, params) in enumerate(ROOMS):
        lines.append(f' <tile id="{index}">')
        lines.append("  <properties>")
        props: dict[str, object] = {
            "room": rid,
            "floors": floors,
            "doors": doors,
            "symbol": symbol,
            "rule": rule,
            "name_key": f"room.{rid}.name",
            "text_key": f"room.{rid}.text",
        }
        props.update(params)
        lines.extend(_prop(k, v) for k, v in props.items())
        lines.append("  </properties>")
        lines.append(f'  <image width="64" height="64" source="../assets/rooms/{rid}.png"/>')
        lines.append(" </tile>")
    lines.append("</tileset>")
    return "\n".join(lines) + "\n"


def house() -> str:
    ids = [r[0] for r in ROOMS]
    layers = []
    for layer_id, floor in enumerate(("basement", "ground", "upper"), start=1):
        grid = [[0] * MAP_SIZE for _ in range(MAP_SIZE)]
        for rid, (f, x, y) in START.items():
            if f == floor:
                grid[ORIGIN + y][ORIGIN + x] = ids.index(rid) + 1
        csv = ",\n".join(",".join(str(v) for v in row) for row in grid)
        layers.append(
            f' <layer id="{layer_id}" name="{floor}" width="{MAP_SIZE}" height="{MAP_SIZE}">\n'
            f'  <data encoding="csv">\n{csv}\n</data>\n </layer>'
        )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<map version="1.10" tiledversion="1.10.2" orientation="orthogonal"'
        f' renderorder="right-down" width="{MAP_SIZE}" height="{MAP_SIZE}" tilewidth="64"'
        ' tileheight="64" infinite="0" nextlayerid="4" nextobjectid="1">\n'
        " <properties>\n"
        f'  <property name="origin_x" type="int" value="{ORIGIN}"/>\n'
        f'  <property name="origin_y" type="int" value="{ORIGIN}"/>\n'
        " </properties>\n"
        ' <tileset firstgid="1" source="rooms.tsx"/>\n' + "\n".join(layers) + "\n</map>\n"
    )


def main() -> None:
    (ROOT / "levels" / "rooms.tsx").write_text(tileset(), encoding="utf-8")
    (ROOT / "levels" / "house.tmx").write_text(house(), encoding="utf-8")


if __name__ == "__main__":
    main()
