"""House on the Hill: a haunted-house exploration game for one screen."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
