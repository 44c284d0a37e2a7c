"""Content rules: enough rooms of every kind, the named rooms and cards, and a
validator that turns any malformed entry into messages, never an exception."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.content.checks import Problems, check_steps
from game.content.loader import _card, _explorer
from game.engine.rules.rooms import NAMED_ROOMS
from tests.helpers import content

RULE_ROOMS = (
    "entrance_hall", "foyer", "grand_staircase", "upper_landing", "basement_landing",
    "stairs_from_basement", "attic", "graveyard", "junk_room", "pentagram_chamber", "chapel",
    "gymnasium", "larder", "library", "coal_chute", "collapsed_room", "crypt", "furnace_room",
    "gallery", "ballroom", "mystic_elevator", "underground_lake", "vault", "tower", "chasm",
    "catacombs", "revolving_wall", "patio", "graveyard", "gardens",
)
RULE_CARDS = ("crystal_ball", "dog", "girl", "madman", "book", "bite", "revolver",
              "image_in_the_mirror", "it_is_meant_to_be", "secret_stairs", "secret_passage",
              "mystic_slide", "toy_monkey")


def test_every_room_and_card_the_rules_name_exists() -> None:
    c = content()
    assert set(RULE_ROOMS) | set(NAMED_ROOMS) <= set(c.rooms)
    assert set(RULE_CARDS) <= set(c.cards)


def test_the_house_has_a_good_spread() -> None:
    rooms = [r for r in content().rooms.values() if not r.start]
    assert len(rooms) >= 45
    omens = sum(r.symbol == "omen" for r in rooms)
    assert len(rooms) / 4 <= omens <= len(rooms) / 2  # about a third
    for floor in ("basement", "ground", "upper"):
        on_floor = [r for r in rooms if floor in r.floors]
        assert len(on_floor) >= 15, floor
        assert sum(r.symbol == "omen" for r in on_floor) >= 5, floor
        assert any(len(r.doors) == 4 for r in on_floor), floor


def test_decks_and_explorers() -> None:
    c = content()
    for deck in ("event", "item", "omen"):
        assert len(c.deck(deck)) >= 10, deck
    assert len(c.explorers) == 12
    cards = {e.card for e in c.explorers.values()}
    assert len(cards) == 6
    for e in c.explorers.values():
        for track in e.traits.values():
            assert len(track.values) == 8 and list(track.values) == sorted(track.values)
            assert 0 < track.start < 7


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 12) | st.text(max_size=8)
    | st.sampled_from(["might", "omen", "gain", "roll", "choose_any", "physical", "01-19"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["id", "do", "trait", "n", "dice", "results", "at_least", "then",
                         "options", "key", "use", "steps", "on_draw", "track", "start",
                         "traits", "birthday", "card", "age", "color", "kind", "deck",
                         "weapon", "bonus_dice", "distance", "to"]),
        inner, max_size=6),
    max_leaves=25,
)


@settings(max_examples=400, deadline=None, derandomize=True)
@given(JSON)
def test_malformed_entries_become_messages(value: object) -> None:
    problems = Problems()
    _explorer(value, "x", problems)
    _card(value, "event", "levels/cards/events.json", problems, 0)
    check_steps(value, "on_draw", "levels/cards/events.json", "x", problems)
    for e in problems.errors:
        assert str(e).startswith("levels/")
