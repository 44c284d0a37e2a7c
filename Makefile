# Two commands on a fresh machine with Python 3.11: `make play` and `make test`.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test lint validate simulate assets dist dist-folder smoke-dist clean

$(STAMP): pyproject.toml
	@command -v $(PYTHON) >/dev/null 2>&1 || { echo "Python 3.11 is needed (set PYTHON=...)"; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/python -m game play

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n 2
	$(BIN)/ruff check game tests tools
	$(BIN)/python -m game validate

lint: $(STAMP)
	$(BIN)/ruff check game tests tools

validate: $(STAMP)
	$(BIN)/python -m game validate

assets: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python tools/make_assets.py

simulate: $(STAMP)
	$(BIN)/python -m game simulate --games 500 --players 4 --seed 1

# The offline download (PyInstaller; builds for the system it runs on):
#   dist/house-on-the-hill/          one folder: run dist/house-on-the-hill/house-on-the-hill
#   dist/onefile/house-on-the-hill   one file
dist: dist-folder
	$(BIN)/pyinstaller --noconfirm --log-level WARN --distpath dist/onefile \
		--workpath build/onefile build.spec -- --onefile

dist-folder: $(STAMP)
	$(BIN)/pyinstaller --noconfirm --log-level WARN build.spec

# Run the built one-folder app's self-check, as CI does.
smoke-dist: dist-folder
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy dist/house-on-the-hill/house-on-the-hill --smoke

clean:
	rm -rf $(VENV) build dist .pytest_cache .ruff_cache
