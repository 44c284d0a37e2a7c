"""Rule modules; each registers its effects and prompt answers when imported."""
