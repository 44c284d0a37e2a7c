"""Bots answer prompts only through legal_actions/submit, with sensible habits."""

from __future__ import annotations

from game.ai import ExplorerBot, RandomBot
from game.engine import Action, AssignDamage, EndTurn, Explore, Game, Move
from tests.helpers import dice, make_game, place, put, set_trait, turn_seat


def decide(bot: ExplorerBot | RandomBot, g: Game) -> Action:
    assert g.prompt is not None
    seat = g.prompt.seat
    return bot.decide(g, seat, g.legal_actions(seat))


def test_random_bot_only_picks_legal_actions() -> None:
    g = make_game()
    bot = RandomBot(1)
    for _ in range(200):
        if g.prompt is None:
            break
        action = decide(bot, g)
        assert action in g.legal_actions(g.prompt.seat)
        g.submit(action)


def test_explorer_opens_an_unexplored_door_when_it_can() -> None:
    g = make_game()
    assert isinstance(decide(ExplorerBot(), g), Explore)


def test_explorer_walks_toward_the_nearest_unexplored_door() -> None:
    g = make_game()
    seat = turn_seat(g)
    # Fill the cells beside the Entrance Hall and the Foyer, so their side doors
    # lead nowhere new: the nearest unexplored doors are upstairs.
    place(g, "chapel", "ground", 1, 0, rotation=1)
    place(g, "crypt", "ground", -1, 0, rotation=3)
    place(g, "attic", "ground", 1, -1, rotation=1)
    place(g, "graveyard", "ground", -1, -1, rotation=3)
    put(g, seat, "entrance_hall")
    action = decide(ExplorerBot(), g)
    assert action == Move("foyer")  # on the way to the stairs and the upper floor


def test_explorer_takes_a_rooms_gift_once() -> None:
    g = make_game()
    seat = turn_seat(g)
    place(g, "library", "ground", 1, 0, rotation=1)
    put(g, seat, "library")
    assert decide(ExplorerBot(), g) == EndTurn()
    g.figure(seat).used_rooms.append("library")
    g.refresh()
    assert decide(ExplorerBot(), g) != EndTurn()


def test_explorer_does_not_end_its_turn_in_a_harmful_room() -> None:
    g = make_game()
    seat = turn_seat(g)
    place(g, "furnace_room", "ground", 1, 0, rotation=1)  # doors N,S,W turned: E,W,N
    put(g, seat, "furnace_room")
    g.state.turn.moves = 0
    action = decide(ExplorerBot(), g)
    assert action != EndTurn()


def test_explorer_puts_damage_where_it_costs_least() -> None:
    g = make_game(stack=["ballroom"], decks={"event": ["falling_portrait"]})
    seat = turn_seat(g)
    set_trait(g, seat, "might", 0)  # already at its lowest: damage there costs nothing
    dice(g, 0, 2)  # the Speed roll fails, the damage die shows 2
    g.submit(Explore("E"))
    g.submit(g.legal_actions(seat)[0])
    assert g.prompt.kind == "damage"
    assert decide(ExplorerBot(), g) == AssignDamage(might=2)
