"""Haunts' own modules: the rules a haunt's data cannot say (docs/HAUNTS.md,
A haunt's own module).

Each module is named after its haunt's id, registers its words under that id
(`<id>.<word>`: steps, conditions, triggers, ...) and may take over effects of
the queue while its haunt is on (`game.engine.registry.intercept`). Modules are
imported here by name — no folder scanning, so the PyInstaller bundle finds
them. The content loader imports this package, so every game that has haunts
knows their words.
"""

from game.haunts import (
    boarded_till_dawn,  # noqa: F401
    caller_at_the_glass,  # noqa: F401
    choir_in_the_walls,  # noqa: F401
    door_that_was_not_there,  # noqa: F401
    double_or_nothing,  # noqa: F401
    down_the_coal_chute,  # noqa: F401
    every_step_twice,  # noqa: F401
    gamekeepers_wire,  # noqa: F401
    hand_me_down,  # noqa: F401
    hold_your_breath,  # noqa: F401
    hour_before_the_house,  # noqa: F401
    house_is_a_lock,  # noqa: F401
    keeping_true_time,  # noqa: F401
    last_one_found,  # noqa: F401
    last_warm_thing,  # noqa: F401
    liftmans_last_shift,  # noqa: F401
    litany_of_bones,  # noqa: F401
    moulting_season,  # noqa: F401
    nightlights,  # noqa: F401
    out_before_the_last_bell,  # noqa: F401
    pledges_come_due,  # noqa: F401
    return_to_sender,  # noqa: F401
    river_comes_home,  # noqa: F401
    stakes_at_every_corner,  # noqa: F401
    still_water_shows,  # noqa: F401
    strings_in_the_rafters,  # noqa: F401
    the_calf_comes_up,  # noqa: F401
    the_fever_watch,  # noqa: F401
    the_last_fitting,  # noqa: F401
    the_last_inch,  # noqa: F401
    the_live_coal,  # noqa: F401
    the_long_table,  # noqa: F401
    the_red_ledger,  # noqa: F401
    the_red_thread,  # noqa: F401
    the_tithe_stone,  # noqa: F401
    two_bell_oath,  # noqa: F401
    under_one_banner,  # noqa: F401
    wandering_ember,  # noqa: F401
    where_the_rings_grow,  # noqa: F401
)
