"""Under One Banner (haunt 47): only the champion can hurt the foe, played out
through the engine's actions: a win for each side, and the rules it brings (its
own module, game/haunts/under_one_banner.py).

Each game starts at the first haunt turn (tests/haunt_helpers.py) with a row of
rooms east of the Entrance Hall; the traitor is the explorer with the lowest
Knowledge (R9.2), the colours lie in the room farthest from them and the
Colonel stands with them.
"""

from __future__ import annotations

from game.engine import Attack, EndTurn, HauntAct
from tests.haunt_helpers import (
    arranged,
    assert_won,
    goal,
    haunt_act,
    haunted,
    pass_until,
    play,
)
from tests.helpers import dice, of, put, set_trait, trait_value

BANNER = "under_one_banner"


def banner_game():
    return haunted(BANNER, revealer=0, before=arranged())


def colours(g):
    (t,) = [t for t in g.state.tokens if t.kind == "colours"]
    return t


def colonel(g) -> int:
    (mid,) = [m.id for m in g.state.monsters if m.kind == "colonel"]  # alive or not
    return mid


def heroes(g) -> list[int]:
    return [s for s in range(4) if s != g.state.haunt.traitor]


def stand(g, seat: int, room: str) -> None:
    """Stand a hero in a room, with the colours if they carry them."""
    put(g, seat, room)
    if colours(g).holder == seat:
        colours(g).room = room


def strike(g, seat: int, total: int, theirs: int) -> list:
    """The hero, at the top of the Might track, attacks the Colonel in their room,
    the dice scripted."""
    set_trait(g, seat, "might", 7)
    g.refresh()
    dice(g, total, theirs)
    return g.submit(Attack(colonel(g)))


def test_banner_the_colours_lie_far_from_the_colonel_and_are_raised_without_a_roll():
    """The setup (R9.5): the colours farthest from the traitor, the Colonel with
    the traitor; raising them is carry_token, no roll; the champion may plant
    them (drop_token) for another to raise."""
    g = banner_game()
    traitor = g.state.haunt.traitor
    assert colours(g).room == "solarium"
    assert g.state.monsters[colonel(g) - 100].room == g.figure(traitor).room
    a, b = heroes(g)[:2]
    pass_until(g, a)
    stand(g, a, "solarium")
    g.submit(HauntAct("raise_colours"))
    assert colours(g).holder == a
    g.submit(HauntAct("plant_colours"))
    assert colours(g).holder == -1 and colours(g).room == "solarium"
    g.submit(EndTurn())
    pass_until(g, b)
    stand(g, b, "solarium")
    g.submit(HauntAct("raise_colours"))
    assert colours(g).holder == b


def test_banner_only_the_champion_hurts_the_colonel():
    """The power under_one_banner.sworn (R8.9 as the haunt narrows it): a hero
    without the colours who wins a fight against the Colonel does him no harm
    (event monster_immune); the champion's win stuns him, and kills him once
    round 2 has ended (`killable` on `rounds`)."""
    g = banner_game()
    a, b = heroes(g)[:2]
    room = g.state.monsters[colonel(g) - 100].room
    pass_until(g, a)
    stand(g, a, room)
    events = strike(g, a, 8, 0)
    assert of(events, "monster_immune")
    assert g.state.monsters[colonel(g) - 100].alive
    g.submit(EndTurn())
    pass_until(g, b)
    colours(g).holder = b
    stand(g, b, room)
    events = strike(g, b, 8, 0)
    assert not of(events, "monster_immune")
    him = g.state.monsters[colonel(g) - 100]
    assert him.alive and him.stunned  # killable only once round 2 has ended
    g.submit(EndTurn())
    pass_until(g, b)
    g.state.haunt.round = 2
    stand(g, b, him.room)
    events = strike(g, b, 8, 0)
    assert not him.alive
    assert_won(g, events, "heroes")


def test_banner_rallying_the_champion_gives_them_might():
    """The heroes' action rally, offered only beside the champion and never to
    the champion: a Sanity roll of 4+ gives the champion 1 Might; less, nothing."""
    g = banner_game()
    a, b = heroes(g)[:2]
    colours(g).holder = a
    pass_until(g, b)
    stand(g, a, "ballroom")
    stand(g, b, "greenhouse")
    assert HauntAct("rally") not in g.legal_actions(b)  # not with the champion
    stand(g, b, "ballroom")
    set_trait(g, a, "might", 3)
    g.refresh()
    before = trait_value(g, a, "might")
    dice(g, 3)
    g.submit(HauntAct("rally"))
    assert trait_value(g, a, "might") == before
    g.submit(EndTurn())
    pass_until(g, b)
    stand(g, b, "ballroom")
    dice(g, 4)
    g.submit(HauntAct("rally"))
    assert trait_value(g, a, "might") > before
    g.submit(EndTurn())
    pass_until(g, a)
    assert HauntAct("rally") not in g.legal_actions(a)  # the champion rallies nobody


def test_banner_heroes_win_when_the_champion_strikes_the_colonel_down():
    """R9.11: a hero raises the colours, the Colonel comes to them, and the
    champion wins the fight."""
    g = banner_game()
    champion = heroes(g)[0]

    def turn(seat: int):
        if seat != champion:
            return []
        if colours(g).holder != seat:
            stand(g, seat, colours(g).room)
            return haunt_act(g, "raise_colours")
        stand(g, seat, g.state.monsters[colonel(g) - 100].room)
        return strike(g, seat, 8, 0)

    events = play(g, turn)
    assert not g.state.monsters[colonel(g) - 100].alive
    assert_won(g, events, "heroes")


def test_banner_traitor_wins_when_the_last_round_ends():
    """Nobody raises the colours: the Colonel stands and the traitor wins as
    round 9 ends at 4 players (R9.11)."""
    g = banner_game()
    events = play(g, lambda seat: [])
    assert g.state.haunt.round == goal(g, "traitor", "rounds") == 9
    assert_won(g, events, "traitor")
