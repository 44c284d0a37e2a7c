"""Drawing the board scene: a floor (or all three), the targets on it, the
figures, the side panel, the log, the buttons and the hint line. Draws only:
nothing here changes the board or the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import narrate
from game.content.types import FLOORS
from game.engine.house import cell_toward
from game.engine.rules.modifiers import room_changes
from game.engine.rules.movement import links, unexplored_doorways
from game.text import t
from game.ui import hud, theme
from game.ui.board_tabs import MapButton, draw_tip
from game.ui.doors_view import draw_doorway, draw_links
from game.ui.figure_view import draw_aim, draw_figures, floor_spots
from game.ui.haunt_marks import draw_room_changes
from game.ui.house_view import Camera, draw_room, draw_target, draw_tokens
from game.ui.piles import draw_piles, pile_rects
from game.ui.presenter import DROP
from game.ui.text_fit import squeeze
from game.ui.widgets import draw_text, panel

if TYPE_CHECKING:
    from game.ui.scenes.board import BoardScene


def backdrop(board: BoardScene, size: tuple[int, int]) -> pygame.Surface:
    """The still parts, drawn once per window size: the view's well and the panels."""
    sheet = pygame.Surface(size)
    sheet.fill(theme.INK)
    pygame.draw.rect(sheet, theme.INK_2, board.view, border_radius=board.app.px(8))
    panel(sheet, board.hud_rect, alpha=235)
    panel(sheet, board.log_rect, alpha=210)
    return sheet


def draw(board: BoardScene, surface: pygame.Surface) -> None:
    app, game = board.app, board.game
    surface.blit(board.backdrop, (0, 0))
    clip = surface.get_clip()
    surface.set_clip(board.view)
    if board.overview:
        _draw_overview(board, surface)
    else:
        draw_floor(board, surface, board.floor, board.cams[board.floor], board.view, True)
    surface.set_clip(clip)
    pygame.draw.rect(surface, theme.FLOOR[board.floor] if not board.overview else theme.MUTED,
                     board.view, width=2, border_radius=app.px(8))
    presenter = board.presenter
    seat = presenter.seat if not presenter.idle and presenter.seat is not None \
        else game.prompt.seat if game.prompt else game.state.turn.seat
    top = min((b.rect.top for b in board.buttons if b.rect.top > board.hud_rect.top
               and b.rect.left >= board.hud_rect.left), default=board.hud_rect.bottom)
    hud.draw_hud(surface, app, game, seat, board.hud_rect.copy(), presenter.flash,
                 _player_label(board, seat), top - app.px(8), presenter.stage)
    hud.draw_log(surface, app, board.log, board.log_rect)
    focused = board.focused()
    for b in board.buttons:
        b.draw(surface, app.text_px(16), b is focused or board.tab_shown(b),
               b.rect.collidepoint(board.mouse))
    if not board.overview:
        draw_piles(surface, game, board.view, app.px(40), app.text_px(15),
                   presenter.set_aside)
    _draw_hint(board, surface)
    for b in board.buttons:
        if isinstance(b, MapButton) and (b is focused or b.rect.collidepoint(board.mouse)):
            draw_tip(surface, b, app.settings.keys, app.text_px(16), board.view)


def hint_rect(board: BoardScene) -> pygame.Rect:
    """The prompt bar along the bottom of the view."""
    app = board.app
    rect = pygame.Rect(0, 0, min(board.view.width - app.px(150), app.px(760)),
                       round(app.text_px(17) * 1.9))
    rect.bottomleft = (board.view.left + app.px(10), board.view.bottom - app.px(10))
    return rect


def safe_rect(board: BoardScene) -> pygame.Rect:
    """The part of the view the camera keeps figures in: above the prompt bar and
    the room piles."""
    stack, _ = pile_rects(board.view, board.app.px(40))
    top = min(hint_rect(board).top, stack.top - board.app.text_px(12))
    return pygame.Rect(board.view.left, board.view.top, board.view.width,
                       max(board.view.height // 2, top - board.app.px(4) - board.view.top))


def any_room_shown(board: BoardScene, floor: str) -> bool:
    """Does any room of the floor show (once the camera is where it is going)?"""
    cam = Camera(*board.cams[floor].centre(), board.cams[floor].tile)
    return any(cam.cell_rect(board.view, p.x, p.y).colliderect(board.safe)
               for p in board.game.state.placements.values() if p.floor == floor)


def all_shown(board: BoardScene, floor: str, cells: list[tuple[int, int]]) -> bool:
    """Do all these cells show whole (once the camera is where it is going)?"""
    cam = Camera(*board.cams[floor].centre(), board.cams[floor].tile)
    return all(board.safe.contains(cam.cell_rect(board.view, *c)) for c in cells)


def _player_label(board: BoardScene, seat: int) -> str:
    s = board.session.seats[seat]
    return t("hud.human", name=s.name) if s.human else t("hud.bot")


def _draw_hint(board: BoardScene, surface: pygame.Surface) -> None:
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


def floor_rooms(board: BoardScene, floor: str) -> list[str]:
    return [rid for rid, p in board.game.state.placements.items() if p.floor == floor]


def draw_floor(board: BoardScene, surface: pygame.Surface, floor: str, cam: Camera,
               view: pygame.Rect, interactive: bool) -> None:
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
    covered = {target.cell for target in board.targets if interactive and target.floor == floor
               and target.cost is None and target.figure is None}  # each shows its own "?"
    if interactive and board.placing() and floor == board.floor:
        covered.add(board.place_state()[0])  # under the tile in hand
    for rid, d in unexplored_doorways(game, floor):
        p = st.placements[rid]
        if cell_toward(floor, p.x, p.y, d)[1:] not in covered and \
                rid not in board.presenter.dropping and rid != stage.lifted:
            draw_doorway(surface, cam.cell_rect(view, p.x, p.y), d, text)
    cues = theme.cues(board.app.settings.colorblind)
    focused = board.focused()
    if interactive:
        for target in board.targets:
            if target.floor == floor and target.figure is None:
                draw_target(surface, cam.cell_rect(view, *target.cell), target.cost,
                            target is focused, board.mouse, cues, text)
    draw_figures(surface, game, floor, cam, view, stage, board.active_figure(), board.clock)
    if interactive:
        spots = {s.fid: s for s in floor_spots(game, floor, cam, view, stage)}
        for target in board.targets:
            if target.figure in spots:
                spot = spots[target.figure]
                near = (spot.pos[0] - board.mouse[0]) ** 2 + (spot.pos[1] - board.mouse[1]) ** 2
                draw_aim(surface, spot, target is focused or near < (spot.radius * 1.3) ** 2,
                         cues)
    if interactive and board.placing() and floor == board.floor:
        board.hand.draw(surface, game, floor, cam, view, board.mouse, cues, text)


def _draw_overview(board: BoardScene, surface: pygame.Surface) -> None:
    app = board.app
    third = (board.view.width - app.px(16)) // 3
    for i, floor in enumerate(FLOORS):
        view = pygame.Rect(board.view.left + app.px(4) + i * (third + app.px(4)),
                           board.view.top + app.text_px(28), third,
                           board.view.height - app.text_px(32))
        rooms = [board.game.state.placements[r] for r in floor_rooms(board, floor)]
        xs, ys = [p.x for p in rooms], [p.y for p in rooms]
        span = max(max(xs) - min(xs) + 1, max(ys) - min(ys) + 1, 3)
        cam = Camera((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2,
                     max(16, min(view.width, view.height) // span))
        draw_text(surface, t(f"floor.{floor}"), (view.centerx, board.view.top + app.px(6)),
                  "bold", app.text_px(18), theme.FLOOR[floor], "midtop")
        clip = surface.get_clip()
        surface.set_clip(view)
        draw_floor(board, surface, floor, cam, view, False)
        surface.set_clip(clip)
