"""Checking a haunt file against the haunt language (docs/HAUNTS.md).

Every word a haunt may write is registered once in the engine's vocabularies
(`game.engine.registry`); this module checks a file against those same
registries — each word known, each required parameter given, no unknown
parameter, each value of the kind the word declares — and checks the names a
haunt uses against what it defines: a monster spawned or counted must be in
`monsters`, a counter read must be written by some step, a token looked for must
be put into the house, a room state must be declared. Each problem is one line
naming the file, the haunt and the field.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.content import looks
from game.content.checks import DAMAGE_KINDS, ID, Problems, check_steps
from game.content.types import FLOORS, SIDES, TRAITS, MonsterDef, RoomDef
from game.engine.registry import (
    ACTION_WHERE,
    BOT_TARGETS,
    CONDITIONS,
    HOUSE_POLICIES,
    MODIFIERS,
    PLACES,
    POWERS,
    TOKEN_PROPS,
    TRAITOR_RULES,
    TRIGGERS,
    VOCABULARY,
    Vocabulary,
)
from game.engine.rules import numbers
from game.engine.rules.bot_targets import parse
from game.engine.rules.placement import place_kind

WHO = ("hero", "traitor", "you", "monster")
# Haunt-step arguments and the kind of value each takes (card steps' own
# arguments are checked by checks.ARGUMENTS).
STEP_ARGS = {"monster": "monster", "where": "place", "counter": "counter", "state": "room_state",
             "modifier": "modifier", "toward": "who", "id": "str"}


class HauntChecker:
    """Checks one haunt's data; `add(field, problem)` reports a problem."""

    def __init__(self, data: dict[str, Any], rel: str, entry: str,
                 rooms: dict[str, RoomDef], cards: set[str], problems: Problems):
        self.rel, self.entry, self.problems = rel, entry, problems
        self.rooms = set(rooms) | problems.broken  # a broken room is told already
        self.cards = {c.partition(":")[2] for c in cards}
        monsters = data.get("monsters", {})
        self.monsters = set(monsters) if isinstance(monsters, dict) else set()
        states = data.get("room_states", {})
        self.states = set(states) if isinstance(states, dict) else set()
        tokens = data.get("tokens", {})
        self.token_kinds = set(tokens) if isinstance(tokens, dict) else set()
        self.reads: list[tuple[str, str, str]] = []  # (kind, name, field) looked for
        self.writes: dict[str, set[str]] = {"counter": set(), "token": set()}
        self.kinds: dict[str, Callable[[Any, str], str | None]] = {
            "number": lambda v, at: numbers.problem(v),
            "int": lambda v, at: None if type(v) is int else "must be a whole number",
            "ints": lambda v, at: None if isinstance(v, list) and v and all(
                type(x) is int and x >= 0 for x in v) else "must be a list of whole numbers",
            "bool": lambda v, at: None if isinstance(v, bool) else "must be true or false",
            "str": lambda v, at: None if isinstance(v, str) and v else "must be a word",
            "trait": lambda v, at: None if v in TRAITS else f"must be one of {', '.join(TRAITS)}",
            "traits": self._traits,
            "side": lambda v, at: None if v in (*SIDES, "all") else
            "must be heroes, traitor or all",
            "who": self._who,
            "condition": self._condition,
            "conditions": self._conditions,
            "steps": self._steps,
            "room": lambda v, at: None if v in self.rooms else f"no room {v!r}",
            "rooms": self._rooms,
            "token": self._token,
            "monster": self._monster,
            "card": lambda v, at: None if v in self.cards else f"no card {v!r}",
            "cards": lambda v, at: None if isinstance(v, list) and v and all(
                c in self.cards for c in v) else "must be a list of card ids",
            "counter": self._counter,
            "floor": lambda v, at: None if v in FLOORS else f"must be one of {', '.join(FLOORS)}",
            "room_state": self._room_state,
            "place": self._place,
            "kind": lambda v, at: None if v in DAMAGE_KINDS else
            f"must be one of {', '.join(DAMAGE_KINDS)}",
            "modifier": lambda v, at: self.word(MODIFIERS, v, at),
            "house": lambda v, at: None if v in HOUSE_POLICIES else
            f"unknown house policy {v!r} (docs/HAUNTS.md lists them)",
        }

    def add(self, field: str, problem: str) -> None:
        self.problems.add(self.rel, self.entry, field, problem)

    def value(self, kind: str, v: Any, at: str) -> None:
        problem = self.kinds[kind](v, at)
        if problem:
            self.add(at, problem)

    # ---- words ----------------------------------------------------------------------
    def word(self, vocab: Vocabulary, spec: Any, at: str) -> str | None:
        """A data object naming a word by its key field ({"if": ...}, {"on": ...})."""
        name = spec.get(vocab.key) if isinstance(spec, dict) else None
        if not isinstance(name, str) or name not in vocab:
            self.add(f"{at}.{vocab.key}" if isinstance(spec, dict) else at,
                     f"unknown {vocab.what} {name!r} (docs/HAUNTS.md lists them)")
            return None
        self.own(name, f"{at}.{vocab.key}")
        self.params(vocab, name, {k: v for k, v in spec.items() if k != vocab.key}, at)
        return None

    def own(self, name: str, at: str) -> None:
        """A word with a dot belongs to a haunt's own module (`<id>.<word>`); a
        haunt may use its own such words only."""
        owner, dot, _ = name.partition(".")
        if dot and owner != self.entry:
            self.add(at, f"{name!r} is a word of haunt {owner!r}: a haunt may use only its "
                         f"own module's words ({self.entry}.<word>)")

    def params(self, vocab: Vocabulary, name: str, given: dict[str, Any], at: str) -> None:
        w = vocab[name]
        for need in w.params:
            if need not in given:
                self.add(f"{at}.{need}", f"{vocab.what} {name!r} needs this")
        for key, v in given.items():
            kind = w.params.get(key) or w.optional.get(key)
            if kind is None:
                self.add(f"{at}.{key}", f"{vocab.what} {name!r} takes no {key!r}")
            else:
                self.value(kind, v, f"{at}.{key}")

    def named(self, vocab: Vocabulary, table: Any, at: str) -> None:
        """An object of words by name, each with its parameters (monster powers,
        token properties): `{"flying": {}, "immune": {"items": [...]}}`; a word
        whose one parameter is its own name takes that value directly."""
        if not isinstance(table, dict):
            self.add(at, "must be an object of named entries")
            return
        for name, given in table.items():
            if name not in vocab:
                self.add(f"{at}.{name}", f"unknown {vocab.what} {name!r}")
            elif name in vocab[name].params or name in vocab[name].optional:
                self.params(vocab, name, {name: given}, at)
            elif isinstance(given, dict):
                self.params(vocab, name, given, f"{at}.{name}")
            elif given is not True:
                self.add(f"{at}.{name}", "must be true or an object of parameters")

    # ---- kinds of values --------------------------------------------------------------
    def _traits(self, v: Any, at: str) -> str | None:
        ok = isinstance(v, list) and v and all(t in TRAITS for t in v)
        return None if ok else f"must be a list of traits ({', '.join(TRAITS)})"

    def _who(self, v: Any, at: str) -> str | None:
        if v in WHO:
            return None
        if isinstance(v, str) and v.startswith("monster:"):
            return self._monster(v.removeprefix("monster:"), at)
        if isinstance(v, str) and v.startswith("token:"):
            return self._token(v.removeprefix("token:"), at)
        return f"must be one of {', '.join(WHO)}, monster:<kind> or token:<kind>"

    def _condition(self, v: Any, at: str) -> str | None:
        if isinstance(v, dict) and "if" not in v and v:  # a card's `when` filters
            v = {"if": "you", **v}
        self.word(CONDITIONS, v, at)
        return None

    def _conditions(self, v: Any, at: str) -> str | None:
        if not isinstance(v, list) or not v:
            return "must be a list of conditions"
        for i, c in enumerate(v):
            self._condition(c, f"{at}[{i}]")
        return None

    def _rooms(self, v: Any, at: str) -> str | None:
        rooms = [v] if isinstance(v, str) else v
        if not isinstance(rooms, list) or not rooms:
            return "must be a room id or a list of them"
        missing = [r for r in rooms if r not in self.rooms]
        return f"no room {missing[0]!r}" if missing else None

    def _token(self, v: Any, at: str) -> str | None:
        if not isinstance(v, str) or not ID.match(v):
            return "must be a snake_case token kind"
        self.reads.append(("token", v, at))
        return None

    def _counter(self, v: Any, at: str) -> str | None:
        if not isinstance(v, str) or not ID.match(v):
            return "must be a snake_case counter name"
        self.reads.append(("counter", v, at))
        return None

    def _monster(self, v: Any, at: str) -> str | None:
        return None if v in self.monsters else \
            f"no monster kind {v!r} in this haunt's monsters"

    def _room_state(self, v: Any, at: str) -> str | None:
        return None if v in self.states else \
            f"no room state {v!r} in this haunt's room_states"

    def _place(self, v: Any, at: str) -> str | None:
        kind, spec = place_kind(v)
        if not kind:
            return (f"must be \"here\", a room id, or an object naming one placement "
                    f"({', '.join(PLACES.names())})")
        if kind == "room":
            room = spec["room"]
            return None if isinstance(room, str) and room in self.rooms else f"no room {room!r}"
        given = {k: x for k, x in spec.items()} if isinstance(v, dict) else {}
        self.params(PLACES, kind, given, at)
        return None

    def _steps(self, v: Any, at: str) -> str | None:
        """Steps: the effect vocabulary (checks.check_steps), then at every depth
        the haunt's own arguments and names."""
        check_steps(v, at, self.rel, self.entry, self.problems)
        self._haunt_args(v, at)
        return None

    def _haunt_args(self, steps: Any, at: str) -> None:
        if not isinstance(steps, list):
            return
        for i, step in enumerate(steps):
            if not isinstance(step, dict) or step.get("do") not in VOCABULARY:
                continue
            here = f"{at}[{i}]"
            self.own(step["do"], f"{here}.do")
            self._step_names(step)
            for key, kind in STEP_ARGS.items():
                if key in step:
                    self.value(kind, step[key], f"{here}.{key}")
            if isinstance(step.get("when"), dict) and "if" in step["when"]:
                self._condition(step["when"], f"{here}.when")  # filters: check_steps
            for key in ("steps", "then", "else"):
                self._haunt_args(step.get(key), f"{here}.{key}")
            for key in ("options", "results"):
                for j, part in enumerate(step.get(key) if isinstance(step.get(key), list)
                                         else []):
                    if not isinstance(part, dict):
                        continue
                    if key == "results" and "at_least" in part:
                        self.value("number", part["at_least"], f"{here}.{key}[{j}].at_least")
                    self._haunt_args(part.get("then"), f"{here}.{key}[{j}].then")

    def _step_names(self, step: dict[str, Any]) -> None:
        """What a step puts into play, so reads can be matched against it."""
        do = step["do"]
        if do == "count" and isinstance(step.get("counter"), str):
            self.writes["counter"].add(step["counter"])
        if do == "take_token":
            self.writes["counter"].add(step.get("counter", step.get("token", "")))
        if do == "escape":
            self.writes["counter"].add("escaped")
        if "." in do and isinstance(step.get("counter"), str):  # a haunt's own step adds
            self.writes["counter"].add(step["counter"])  # to the counter it names
        if do == "haunt_token" and isinstance(step.get("token"), str):
            self.writes["token"].add(step["token"])

    # ---- the whole haunt ------------------------------------------------------------------
    def _allies(self, allies: Any, hidden: bool) -> None:
        """`allies`: more traitors chosen at the reveal, each by a traitor rule; never
        in a hidden-traitor haunt (their choice would give the traitor away)."""
        if not isinstance(allies, list):
            self.add("allies", "must be a list of traitor rules")
            return
        if allies and hidden:
            self.add("allies", "a hidden traitor has no allies chosen at the reveal (R9.12)")
        for i, rule in enumerate(allies):
            if not isinstance(rule, dict) or rule.get("rule") == "hidden":
                self.add(f"allies[{i}]", "must be a traitor rule other than hidden")
            else:
                self.word(TRAITOR_RULES, rule, f"allies[{i}]")

    def check(self, d: dict[str, Any], monsters: dict[str, MonsterDef]) -> None:
        traitor = d.get("traitor")
        if not isinstance(traitor, dict):
            self.add("traitor", "must be an object with a rule")
        else:
            self.word(TRAITOR_RULES, traitor, "traitor")
        self._allies(d.get("allies", []), isinstance(traitor, dict) and
                     traitor.get("rule") == "hidden")
        for kind, m in (d.get("monsters") or {}).items() if isinstance(
                d.get("monsters"), dict) else ():
            if isinstance(m, dict) and "powers" in m:
                self.named(POWERS, m["powers"], f"monsters.{kind}.powers")
            if isinstance(m, dict) and isinstance(m.get("killable"), dict):
                self._condition(m["killable"], f"monsters.{kind}.killable")
            if isinstance(m, dict) and "look" in m:
                for field, problem in looks.problems(m["look"]):
                    self.add(".".join(filter(None, (f"monsters.{kind}.look", field))), problem)
        self._alike(monsters)
        tokens = d.get("tokens", {})
        if not isinstance(tokens, dict):
            self.add("tokens", "must be an object: token kind -> its properties")
        else:
            for kind, props in tokens.items():
                if not ID.match(kind):
                    self.add(f"tokens.{kind}", "must be a snake_case token kind")
                self.named(TOKEN_PROPS, props, f"tokens.{kind}")
        for key in ("setup", "on_reveal"):
            if key in d:
                self._steps(d[key], key)
        actions = d.get("actions", {})
        for name, a in actions.items() if isinstance(actions, dict) else ():
            if not isinstance(a, dict):
                continue
            where = a.get("where", {})
            if isinstance(where, dict):
                for key, v in where.items():
                    if key not in ACTION_WHERE:
                        self.add(f"actions.{name}.where.{key}",
                                 f"unknown action where key {key!r}")
                    else:
                        self.params(ACTION_WHERE, key, {key: v}, f"actions.{name}.where")
            else:
                self.add(f"actions.{name}.where", "must be an object")
            self._steps(a.get("steps"), f"actions.{name}.steps")
        for i, trig in enumerate(d.get("triggers", []) if isinstance(
                d.get("triggers", []), list) else self._bad("triggers", "a list of triggers")):
            self.word(TRIGGERS, trig, f"triggers[{i}]")
        for i, mod in enumerate(d.get("modifiers", []) if isinstance(
                d.get("modifiers", []), list) else self._bad("modifiers", "a list of modifiers")):
            self.word(MODIFIERS, mod, f"modifiers[{i}]")
        states = d.get("room_states", {})
        if not isinstance(states, dict):
            self.add("room_states", "must be an object: state -> its modifiers")
        else:
            for state, mods in states.items():
                if not ID.match(state):
                    self.add(f"room_states.{state}", "must be a snake_case name")
                for i, mod in enumerate(mods if isinstance(mods, list) else self._bad(
                        f"room_states.{state}", "a list of modifiers")):
                    self.word(MODIFIERS, mod, f"room_states.{state}[{i}]")
        goals = d.get("goals")
        if not isinstance(goals, dict) or set(goals) != set(SIDES):
            self.add("goals", "must give goals for heroes and traitor")
        else:
            for side, conds in goals.items():
                self.value("conditions", conds, f"goals.{side}")
        self._bots(d.get("bots", {}))
        self._references()

    def _alike(self, monsters: dict[str, MonsterDef]) -> None:
        """Two kinds that look the same (body and wears) cannot be told apart but by
        colour: the board must tell them by shape."""
        seen: dict[tuple[str, str], str] = {}
        for kind, m in monsters.items():
            look = looks.look_of(m)
            other = seen.setdefault((look.body, look.wears), kind)
            if other != kind:
                self.add(f"monsters.{kind}.look", f"looks like {other!r} (body {look.body!r}, "
                         f"wears {look.wears or 'nothing'!r}): give one another body or wears")

    def _bad(self, field: str, wanted: str) -> list[Any]:
        self.add(field, f"must be {wanted}")
        return []

    def _bots(self, bots: Any) -> None:
        if not isinstance(bots, dict):
            self.add("bots", "must be an object")
            return
        for side, hints in bots.items():
            targets = hints.get("goto") if isinstance(hints, dict) else None
            if side not in SIDES or not isinstance(targets, list):
                self.add(f"bots.{side}", "must be heroes or traitor with a goto list")
                continue
            for i, t in enumerate(targets):
                if not isinstance(t, str):
                    self.add(f"bots.{side}.goto[{i}]", "must be a target word or a room id")
                    continue
                name, params = parse(t)
                if name == "room" and t not in self.rooms:
                    self.add(f"bots.{side}.goto[{i}]", f"unknown target {t!r}")
                else:
                    self.params(BOT_TARGETS, name, params, f"bots.{side}.goto[{i}]")

    def _references(self) -> None:
        """Names looked for that nothing puts into play are typos."""
        placed = {"token": self.writes["token"] | self.token_kinds,
                  "counter": self.writes["counter"]}
        what = {"token": "no step puts a {!r} token into the house (haunt_token)",
                "counter": "no step adds to a counter {!r} (count, take_token, escape, "
                           "a haunt's own step naming it)"}
        for kind, name, at in self.reads:
            if name not in placed[kind]:
                self.add(at, what[kind].format(name))
