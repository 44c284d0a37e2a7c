"""The game's one random generator: seeded, its whole state one integer in GameState.

splitmix64 is small, fast in pure Python and serializes as a single number, so a
saved game carries its exact random position (DESIGN: randomness lives in state).
"""

from __future__ import annotations

MASK = (1 << 64) - 1
DIE_FACES = (0, 0, 1, 1, 2, 2)  # R1.1


def next_u64(state: int) -> tuple[int, int]:
    """Advance the generator; returns (new_state, output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """A uniform integer in [0, n) without modulo bias."""
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, value = next_u64(state)
        if value < limit:
            return state, value % n


def seed_state(seed: int) -> int:
    return seed & MASK
