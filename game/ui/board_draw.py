"""Drawing the board scene: a floor (or all three), the targets on it, the
figures, the side panel, the log, the buttons and the hint line. Draws only:
nothing here changes the board or the game.

A frame is the board's kept picture (game/ui/board_still.py: the backdrop, the
rooms, doorways and targets at rest, the side panel, the log, the buttons at
rest), drawn again only when what it shows changes, and over it what moves: the
figures, the attack marks, the tile in hand, the prompt bar and the piles (over
the figures), the target and button under the pointer or the keyboard's focus.
`draw_whole` draws the same frame without the kept picture: the gallery's
checker uses it (it sees every text drawn), and tests compare the two.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import narrate
from game.content.types import FLOORS
from game.engine.house import cell_toward
from game.engine.rules.modifiers import room_changes
from game.engine.rules.movement import links, unexplored_doorways
from game.text import t
from game.ui import hud, theme, widgets
from game.ui.board_controls import Target
from game.ui.board_still import VIEW, WHOLE, Kept, panel_seat
from game.ui.board_tabs import MapButton, draw_tip
from game.ui.doors_view import draw_doorway, draw_links
from game.ui.figure_view import Spot, draw_aim, draw_figures, floor_spots
from game.ui.haunt_marks import draw_room_changes
from game.ui.house_view import Camera, draw_room, draw_target, draw_tokens, target_box
from game.ui.piles import draw_piles, pile_rects
from game.ui.presenter import DROP
from game.ui.text_fit import squeeze
from game.ui.widgets import draw_text, focus_ring, panel

if TYPE_CHECKING:
    from game.ui.board_api import BoardPicture

Cell = tuple[int, int]


def backdrop(board: BoardPicture, size: tuple[int, int]) -> pygame.Surface:
    """The still parts, drawn once per window size: the view's well and the panels."""
    sheet = widgets.sheet(size, 0)
    sheet.fill(theme.INK)
    pygame.draw.rect(sheet, theme.INK_2, board.view, border_radius=board.app.px(8))
    panel(sheet, board.hud_rect, alpha=235)
    panel(sheet, board.log_rect, alpha=210)
    return sheet


def draw(board: BoardPicture, surface: pygame.Surface) -> None:
    """A frame: the kept picture (drawn again, whole or only its view, when what it
    shows has changed), and over it what moves."""
    kept = board.kept
    if widgets.recorder is not None or not kept.on:
        draw_whole(board, surface)
        return
    redo = kept.redo(board, surface)
    assert kept.image is not None
    if redo == WHOLE:
        draw_still(board, kept.image, kept)
    elif redo == VIEW:
        kept.image.set_clip(board.view)
        kept.image.blit(board.backdrop, board.view, board.view)
        kept.image.set_clip(None)
        draw_view_still(board, kept.image, kept)
    surface.blit(kept.image, (0, 0))
    _draw_view(board, surface, kept)
    _draw_over(board, surface, hot_buttons=True)


def draw_whole(board: BoardPicture, surface: pygame.Surface) -> None:
    """The same frame drawn whole, every part in its place."""
    draw_still(board, surface, None)
    _draw_view(board, surface, None)
    _draw_over(board, surface, hot_buttons=False)


def draw_still(board: BoardPicture, surface: pygame.Surface, kept: Kept | None) -> None:
    """What does not move: the backdrop, the view's rooms, doorways and targets,
    the side panel, the log and the buttons (at rest when `kept`: the kept picture;
    else as they are, under the pointer or the focus)."""
    surface.blit(board.backdrop, (0, 0))
    draw_view_still(board, surface, kept)
    app, game = board.app, board.game
    presenter = board.presenter
    seat = panel_seat(board)
    hud.draw_hud(surface, app, game, seat, board.hud_rect.copy(), presenter.flash,
                 _player_label(board, seat), board.hud_bottom() - app.px(8), presenter.stage)
    hud.draw_log(surface, app, board.log, board.log_rect)
    focused = board.focused()
    for b in board.buttons:
        if kept is not None:
            b.draw(surface, app.text_px(16), False, False)
        else:
            b.draw(surface, app.text_px(16), b is focused, b.rect.collidepoint(board.mouse),
                   board.clock)


def draw_view_still(board: BoardPicture, surface: pygame.Surface, kept: Kept | None) -> None:
    """The view's part of the still picture; for the kept picture (`kept`) the
    targets at rest and no cell under the tile in hand, after keeping the ground
    of every cell the pointer or the focus may light (see board_still)."""
    clip = surface.get_clip()
    surface.set_clip(board.view)
    for floor, cam, view, interactive in floor_views(board):
        if board.overview:
            draw_text(surface, t(f"floor.{floor}"), (view.centerx, board.view.top
                                                     + board.app.px(6)),
                      "bold", board.app.text_px(18), theme.FLOOR[floor], "midtop")
        surface.set_clip(view)
        draw_ground(board, surface, floor, cam, view, interactive)
        if kept is not None and interactive:
            kept.keep_ground(surface, {c: cam.cell_rect(view, *c).clip(view)
                                       for c in ground_cells(board, floor)})
        draw_marks(board, surface, floor, cam, view, interactive,
                   None if kept is not None else hand_cell(board, floor, interactive),
                   kept is None)
        surface.set_clip(board.view)
    surface.set_clip(clip)


def _draw_view(board: BoardPicture, surface: pygame.Surface, kept: Kept | None) -> None:
    """What moves in the view, over its still picture: on the kept picture, first
    the cell under the tile in hand and the targets pointed at or focused, each
    given back its ground and drawn again."""
    clip = surface.get_clip()
    for floor, cam, view, interactive in floor_views(board):
        surface.set_clip(view)
        if kept is not None and interactive:
            cell = hand_cell(board, floor, interactive)
            if cell is not None:
                kept.give_back(surface, cell)
            cues = theme.cues(board.app.settings.colorblind)
            for target in hot_targets(board, floor, cam, view):
                kept.give_back(surface, target.cell)
                draw_target(surface, cam.cell_rect(view, *target.cell), target.cost, True,
                            cues, board.app.settings.text_size)
        draw_moving(board, surface, floor, cam, view, interactive)
    surface.set_clip(clip)


def _draw_over(board: BoardPicture, surface: pygame.Surface, hot_buttons: bool) -> None:
    """Over the view: its frame, the piles and the prompt bar (over the figures);
    the buttons pointed at or focused (`hot_buttons`: drawn again over the kept
    picture), the map buttons' tips."""
    app = board.app
    pygame.draw.rect(surface, theme.FLOOR[board.floor] if not board.overview else theme.MUTED,
                     board.view, width=2, border_radius=app.px(8))
    focused = board.focused()
    if hot_buttons:
        for b in board.buttons:
            hovered = b.rect.collidepoint(board.mouse)
            if b is focused or hovered:
                b.draw(surface, app.text_px(16), b is focused, hovered, board.clock)
    if not board.overview:
        draw_piles(surface, board.game, board.view, app.px(40), app.text_px(15),
                   board.presenter.set_aside)
    _draw_hint(board, surface)
    for b in board.buttons:
        if isinstance(b, MapButton) and (b is focused or b.rect.collidepoint(board.mouse)):
            draw_tip(surface, b, app.settings.keys, app.text_px(16), board.view)


def hint_rect(board: BoardPicture) -> pygame.Rect:
    """The prompt bar along the bottom of the view."""
    app = board.app
    rect = pygame.Rect(0, 0, min(board.view.width - app.px(150), app.px(760)),
                       round(app.text_px(17) * 1.9))
    rect.bottomleft = (board.view.left + app.px(10), board.view.bottom - app.px(10))
    return rect


def safe_rect(board: BoardPicture) -> pygame.Rect:
    """The part of the view the camera keeps figures in: above the prompt bar and
    the room piles."""
    stack, _ = pile_rects(board.view, board.app.px(40))
    top = min(hint_rect(board).top, stack.top - board.app.text_px(12))
    return pygame.Rect(board.view.left, board.view.top, board.view.width,
                       max(board.view.height // 2, top - board.app.px(4) - board.view.top))


def any_room_shown(board: BoardPicture, floor: str) -> bool:
    """Does any room of the floor show (once the camera is where it is going)?"""
    cam = Camera(*board.cams[floor].centre(), board.cams[floor].tile)
    return any(cam.cell_rect(board.view, p.x, p.y).colliderect(board.safe)
               for p in board.game.state.placements.values() if p.floor == floor)


def all_shown(board: BoardPicture, floor: str, cells: list[tuple[int, int]]) -> bool:
    """Do all these cells show whole (once the camera is where it is going)?"""
    cam = Camera(*board.cams[floor].centre(), board.cams[floor].tile)
    return all(board.safe.contains(cam.cell_rect(board.view, *c)) for c in cells)


def _player_label(board: BoardPicture, seat: int) -> str:
    s = board.session.seats[seat]
    return t("hud.human", name=s.name) if s.human else t("hud.bot")


def _draw_hint(board: BoardPicture, surface: pygame.Surface) -> None:
    app, game = board.app, board.game
    p = game.prompt
    if p is None or board.presenter.stage.haunt_untold:  # the next prompt tells the haunt
        return
    if board.session.waiting_for_bot():
        text = t("board.bot_thinking", who=narrate.explorer(game, p.seat))
    elif board.placing():
        _cell, ok, why = board.place_state()
        text = t("place.hint") if ok else why
    else:
        text = narrate.prompt(game)
    rect = hint_rect(board)
    panel(surface, rect, alpha=200)
    text, size = squeeze(text, "body", app.text_px(17), rect.width - app.px(20))
    draw_text(surface, text, (rect.left + app.px(10), rect.centery), "body", size,
              anchor="midleft")


def floor_rooms(board: BoardPicture, floor: str) -> list[str]:
    return [rid for rid, p in board.game.state.placements.items() if p.floor == floor]


def floor_views(board: BoardPicture) -> list[tuple[str, Camera, pygame.Rect, bool]]:
    """The floors on show, each with its camera and its part of the view, and
    whether the player acts on it: the floor on show, or all three side by side
    (to look at only)."""
    if not board.overview:
        return [(board.floor, board.cams[board.floor], board.view, True)]
    app = board.app
    third = (board.view.width - app.px(16)) // 3
    out = []
    for i, floor in enumerate(FLOORS):
        view = pygame.Rect(board.view.left + app.px(4) + i * (third + app.px(4)),
                           board.view.top + app.text_px(28), third,
                           board.view.height - app.text_px(32))
        rooms = [board.game.state.placements[r] for r in floor_rooms(board, floor)]
        xs, ys = [p.x for p in rooms], [p.y for p in rooms]
        span = max(max(xs) - min(xs) + 1, max(ys) - min(ys) + 1, 3)
        cam = Camera((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2,
                     max(16, min(view.width, view.height) // span))
        out.append((floor, cam, view, False))
    return out


def draw_ground(board: BoardPicture, surface: pygame.Surface, floor: str, cam: Camera,
                view: pygame.Rect, interactive: bool) -> None:
    """A floor's rooms: tiles, link badges, what the haunt changed, tokens."""
    game = board.game
    st = game.state
    stage = board.presenter.stage
    text = board.app.settings.text_size
    badges = {target.cell for target in board.targets if interactive and target.floor == floor
              and target.cost is not None}
    changes = room_changes(game)  # what the haunt changed, room by room
    for rid in floor_rooms(board, floor):
        p = st.placements[rid]
        rect = cam.cell_rect(view, p.x, p.y)
        if not rect.colliderect(view) or rid == stage.lifted:  # in hand: drawn there
            continue
        age = board.presenter.dropping.get(rid)
        if age is not None:
            k = min(age / DROP, 1.0)
            grow = round(rect.width * 0.25 * (1 - k))
            top = draw_room(surface, game, rid, rect.inflate(grow, grow), round(120 + 135 * k),
                            text)
        else:
            top = draw_links(surface, game, rid, links(game, rid), rect,
                             draw_room(surface, game, rid, rect, text=text), text)
        if rid in changes or rid in st.haunt.rooms:
            draw_room_changes(surface, game, rid, rect, changes.get(rid, set()), top)
        draw_tokens(surface, game, rid, rect, stage.tokens_unseen, (p.x, p.y) in badges, text)


def draw_marks(board: BoardPicture, surface: pygame.Surface, floor: str, cam: Camera,
               view: pygame.Rect, interactive: bool, hand: Cell | None, live: bool) -> None:
    """The "?" of every unexplored doorway (not under a target's own "?" nor under
    the tile in hand, at `hand`), then the targets on the floor: bolder under the
    pointer or the focus when `live`, else all at rest."""
    game = board.game
    st = game.state
    stage = board.presenter.stage
    text = board.app.settings.text_size
    covered = {target.cell for target in board.targets if interactive and target.floor == floor
               and target.cost is None and target.figure is None}  # each shows its own "?"
    if hand is not None:
        covered.add(hand)
    for rid, d in unexplored_doorways(game, floor):
        p = st.placements[rid]
        if cell_toward(floor, p.x, p.y, d)[1:] not in covered and \
                rid not in board.presenter.dropping and rid != stage.lifted:
            draw_doorway(surface, cam.cell_rect(view, p.x, p.y), d, text)
    if not interactive:
        return
    cues = theme.cues(board.app.settings.colorblind)
    hot = hot_targets(board, floor, cam, view) if live else []
    for target in board.targets:
        if target.floor == floor and target.figure is None:
            draw_target(surface, cam.cell_rect(view, *target.cell), target.cost,
                        any(target is h for h in hot), cues, text)


def hand_cell(board: BoardPicture, floor: str, interactive: bool) -> Cell | None:
    """The cell under the tile in hand, if it is on this floor."""
    if interactive and board.placing() and floor == board.floor:
        return board.place_state()[0]
    return None


def ground_cells(board: BoardPicture, floor: str) -> set[Cell]:
    """The cells whose ground the kept picture keeps: every target's on the floor,
    and every cell the tile in hand may go to."""
    cells = {target.cell for target in board.targets
             if target.floor == floor and target.figure is None}
    p = board.game.prompt
    if p is not None and board.placing() and floor == board.floor:
        cells.update(board.hand.cells(p))
    return cells


def hot_targets(board: BoardPicture, floor: str, cam: Camera, view: pygame.Rect) -> list[Target]:
    """The targets at cells of this floor drawn bold: the focused one and any under
    the pointer."""
    focused = board.focused()
    return [target for target in board.targets
            if target.floor == floor and target.figure is None and
            (target is focused or cam.cell_rect(view, *target.cell).collidepoint(board.mouse))]


def draw_moving(board: BoardPicture, surface: pygame.Surface, floor: str, cam: Camera,
                view: pygame.Rect, interactive: bool) -> None:
    """What moves on a floor: the figures, the marks on those that may be attacked,
    the keyboard's focus ring on its target, the tile in hand."""
    game = board.game
    stage = board.presenter.stage
    draw_figures(surface, game, floor, cam, view, stage, board.active_figure(), board.clock)
    if not interactive:
        return
    cues = theme.cues(board.app.settings.colorblind)
    focused = board.focused()
    spots = {s.fid: s for s in floor_spots(game, floor, cam, view, stage)}
    for target in board.targets:
        if target.figure in spots:
            spot = spots[target.figure]
            near = (spot.pos[0] - board.mouse[0]) ** 2 + (spot.pos[1] - board.mouse[1]) ** 2
            draw_aim(surface, spot, target is focused or near < (spot.radius * 1.3) ** 2,
                     cues)
    if isinstance(focused, Target) and focused.floor == floor:
        ring = focus_box(focused, cam, view, spots)
        if ring is not None:
            focus_ring(surface, ring, ring.width // 2 if focused.figure is not None else 6,
                       board.clock)
    if board.placing() and floor == board.floor:
        board.hand.draw(surface, game, floor, cam, view, board.mouse, cues,
                        board.app.settings.text_size)


def focus_box(target: Target, cam: Camera, view: pygame.Rect,
              spots: dict[int, Spot]) -> pygame.Rect | None:
    """Where the keyboard's focus ring goes round a target: its outline, or the
    marks round a figure to attack."""
    if target.figure is None:
        return target_box(cam.cell_rect(view, *target.cell), target.cost)
    spot = spots.get(target.figure)
    if spot is None:
        return None
    box = pygame.Rect(0, 0, 2 * spot.radius + 12, 2 * spot.radius + 12)
    box.center = (round(spot.pos[0]), round(spot.pos[1]))
    return box
