"""Bots: they answer prompts through legal_actions/submit, exactly like a player."""

from game.ai.explorer_bot import ExplorerBot
from game.ai.random_bot import RandomBot

BOTS = {"random": RandomBot, "explorer": ExplorerBot}

__all__ = ["BOTS", "ExplorerBot", "RandomBot"]
