from game.frozen import log_to_file

log_to_file()  # the downloaded (frozen) app has no console: keep its output in a log file

from game.cli import main  # noqa: E402 (after the log is set up, so import errors land in it)

raise SystemExit(main())
