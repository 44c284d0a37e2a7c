"""Content: loaders and validation for levels/ (rooms, house, explorers, cards)."""
