"""Pictures drawn every frame are made once and kept (game/ui/assets.py): a die
turned to a tumbling angle, a card's face; kept per language, within a budget."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game import text
from game.ui import assets

DIE = ("icons", "dice_face_2.png")


@pytest.fixture(autouse=True)
def window() -> Iterator[None]:
    pygame.init()
    pygame.display.set_mode((64, 64))
    assets.clear()
    language = text.language()
    yield
    text.set_language(language)
    assets.clear()
    pygame.quit()


def test_a_tumbling_die_is_turned_once_per_step_of_angle() -> None:
    assert assets.turned(DIE, 40, 1.0) is assets.turned(DIE, 40, -2.0)  # both upright
    assert assets.turned(DIE, 40, 10.0) is assets.turned(DIE, 40, 13.5)  # both 12 degrees
    assert assets.turned(DIE, 40, 10.0) is not assets.turned(DIE, 40, 0.0)
    assert assets.turned(DIE, 40, 45.0).get_width() > 40  # turned, so wider
    assert assets.turned(("icons", "no_such_die.png"), 40, 30.0) is None


def test_a_picture_is_drawn_once_per_key_and_language() -> None:
    made: list[str] = []

    def make() -> pygame.Surface:
        made.append(text.language())
        return pygame.Surface((10, 10), pygame.SRCALPHA)

    first = assets.drawn(("face", 10), make)
    assert assets.drawn(("face", 10), make) is first and made == ["en"]
    text.set_language("zh-Hant")
    assets.drawn(("face", 10), make)
    assert made == ["en", "zh-Hant"]  # the words differ: drawn again


def test_a_picture_scaled_in_flight_is_kept_as_drawn_and_its_still_copy_not_redrawn() -> None:
    made: list[int] = []

    def make() -> pygame.Surface:
        made.append(1)
        return pygame.Surface((10, 10), pygame.SRCALPHA)

    plain = assets.drawn(("card", 1), make, blit_only=False)
    quick = assets.drawn(("card", 1), make)
    assert quick is not plain and quick.get_size() == plain.get_size() and len(made) == 1
    still = pygame.RLEACCEL | pygame.RLEACCELOK  # run-length encoded, or to be at its first blit
    assert quick.get_flags() & still and not plain.get_flags() & still


def test_the_oldest_pictures_go_when_the_budget_is_spent(monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    monkeypatch.setattr(assets, "DRAWN_BYTES", 3 * 100 * 100 * 4)
    pictures = [assets.drawn(("sheet", i), lambda: pygame.Surface((100, 100), pygame.SRCALPHA))
                for i in range(4)]
    again = assets.drawn(("sheet", 3), lambda: pygame.Surface((100, 100), pygame.SRCALPHA))
    assert again is pictures[3]
    first = assets.drawn(("sheet", 0), lambda: pygame.Surface((100, 100), pygame.SRCALPHA))
    assert first is not pictures[0]  # forgotten, drawn again


def test_an_opaque_picture_is_kept_opaque() -> None:
    """Only pictures with see-through parts are encoded: an opaque one (a room tile)
    given a surface alpha would be blended at every blit."""
    tile = assets.drawn(("tile", 1), lambda: pygame.Surface((10, 10)))
    assert not tile.get_flags() & (pygame.SRCALPHA | pygame.RLEACCELOK | pygame.RLEACCEL)
    assert tile.get_alpha() is None
