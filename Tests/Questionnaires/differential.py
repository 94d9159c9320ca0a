#!/usr/bin/env python3
"""The real tools' answers for the differential test (ImportDifferentialTests).

Run with the Python of the virtual environment scripts/reference-tools.sh makes (Copier and
cookiecutter at the pinned versions). In one process, it

- writes seeded generated questionnaires (Copier and cookiecutter) into OUT/g<seed>/, over
  the Jinja subset docs/migrating.md promises, each with runs: the defaults, and random
  overrides given as Copier's `--data KEY=VALUE` (or cookiecutter's extra context) and as
  wizard's `--set KEY=VALUE`;
- adds every questionnaire of Tests/Questionnaires whose tool runs without the template's
  own Jinja extension, with the runs make_expected.py lists and random overrides;
- asks the tool for each run's answers, and writes OUT/manifest.json: for each
  questionnaire its path, seed, and runs (the overrides, and the answers or the tool's error).

    differential.py --seed S --count N OUT [--only SEED]

Generated questionnaire i has the seed S + i; `--only SEED` makes just that one.
"""

import json
import os
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent

WORDS = ["alpha", "Beta", "my app", "x-y", "Hello World", "a_b", "", "ab", "Zed 3", "café", "o'neil", "b"]


def yaml_quote(text):
    """A double-quoted YAML scalar."""
    return json.dumps(text, ensure_ascii=False)


def py_literal(value):
    """A Jinja literal for a value."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'"
    return repr(value)


class Generator:
    """One seeded questionnaire: its questions, kinds known, expressions over earlier ones."""

    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.seed = seed
        self.known = []  # (name, kind) of earlier questions: kind in str/int/float/bool/list/yaml

    def pick(self, items):
        return self.rng.choice(items)

    def names(self, kinds):
        return [n for n, k in self.known if k in kinds]

    # -- expressions

    def string_expr(self, depth=0):
        r = self.rng.random()
        names = self.names({"str"})
        if not names or r < 0.15:
            return py_literal(self.pick(WORDS))
        name = self.pick(names)
        if depth < 2 and r < 0.25:
            return f"({py_literal(self.pick(WORDS))} if {self.condition(depth + 1)} else {self.string_expr(depth + 1)})"
        forms = [
            name,
            f"{name}|lower", f"{name}|upper", f"{name}|title", f"{name}|capitalize", f"{name}|trim",
            f"{name}.lower()", f"{name}.upper()", f"{name}.strip()",
            f"{name}|replace('a', '-')", f"{name}.replace(' ', '_')",
            f"{name}|default('d')", f"{name}[:2]",
            f"{name}|regex_replace('a', '_')", f"{name}|regex_replace('-y$', '')", f"{name}|regex_replace('^my ', '')",
            f"{name}|regex_replace('[^a-z0-9]+', '-')", f"{name}|regex_replace('[aeiou]{{1,2}}', '')",
            f"{name}|regex_replace('^([A-Za-z]+)[ _-]([a-z0-9]+)$', '\\\\2.\\\\1')",
            f"{name}|regex_replace('(?P<v>[a-c]+?)(b*)', '<\\\\g<v>>')",
            f"{name}|regex_replace('E', '3', ignorecase=True)", f"{name}|regex_replace('x*', '.')",
            f"{name}|regex_search('[a-z]+')", f"{name}|regex_search('\\d+|$')",
        ]
        return self.pick(forms)

    def number_expr(self, kind):
        names = self.names({kind})
        r = self.rng.random()
        if names and r < 0.6:
            return self.pick(names)
        strs = self.names({"str"})
        if strs and kind == "int" and r < 0.8:
            return f"{self.pick(strs)}|length"
        return py_literal(self.rng.randint(-3, 120) if kind == "int" else self.pick([0.5, 2.0, 16.0, -1.25, 100.0]))

    def condition(self, depth=0):
        r = self.rng.random()
        if depth < 2 and r < 0.2:
            op = self.pick(["and", "or"])
            return f"({self.condition(depth + 1)} {op} {self.condition(depth + 1)})"
        if depth < 2 and r < 0.28:
            return f"not {self.condition(depth + 1)}"
        bools = self.names({"bool"})
        if bools and r < 0.4:
            return self.pick(bools)
        nums = [(n, k) for n, k in self.known if k in ("int", "float")]
        if nums and r < 0.6:
            name, kind = self.pick(nums)
            lo, hi = sorted([self.rng.randint(-5, 50), self.rng.randint(-5, 120)])
            form = self.rng.randint(0, 2)
            if form == 0:
                return f"{lo} <= {name} <= {hi}"
            if form == 1:
                return f"{name} {self.pick(['<', '<=', '>', '>=', '==', '!='])} {py_literal(lo if kind == 'int' else lo + 0.5)}"
            return f"{name} in {self.pick(['(1, 2, 3)', '[0, 100]', '(16.0, 2)'])}"
        lists = self.names({"list"})
        if lists and r < 0.7:
            return f"{py_literal(self.pick(['a', 'b', 'c']))} in {self.pick(lists)}"
        strs = self.names({"str"})
        if strs:
            name = self.pick(strs)
            form = self.rng.randint(0, 8)
            word = py_literal(self.pick(WORDS))
            if form == 7:
                return f"{name}|regex_search('^[a-z ]+$')"
            if form == 8:
                return f"not {name}|regex_search('[A-Z]|\\d')"
            if form == 0:
                return f"{name} == {word}"
            if form == 1:
                return f"{name} != {word}"
            if form == 2:
                return f"{name} in ({word}, 'ab', 'alpha')"
            if form == 3:
                return f"{py_literal(self.pick(['a', 'b', ' ']))} in {name}"
            if form == 4:
                return f"{name}|length > {self.rng.randint(0, 5)}"
            if form == 5:
                return f"{name}.startswith({py_literal(self.pick(['a', 'x', 'B']))})"
            return f"{name} is {self.pick(['defined', 'none', 'undefined'])}"
        return self.pick(["true", "false"])

    # -- questions

    def literal(self, kind):
        if kind == "str":
            return self.pick(WORDS)
        if kind == "int":
            return self.rng.randint(-3, 120)
        if kind == "float":
            return self.pick([0.5, 2.0, 16.0, -1.25, 100.0, 3.0])
        if kind == "bool":
            return self.rng.random() < 0.5
        return self.pick([["a", "b"], {"k": 1}, None, "text" if kind == "yaml" else '"text"', 3, [1, [2]]])

    def default_template(self, kind):
        r = self.rng.random()
        if kind == "str":
            if r < 0.5:
                return "{{ " + self.string_expr() + " }}"
            if r < 0.7:
                return "pre-{{ " + self.string_expr() + " }}-post"
            if r < 0.85:
                return "{% if " + self.condition() + " %}yes{% else %}{{ " + self.string_expr() + " }}{% endif %}"
            return "{{ '%Y' | strftime }}"
        if kind in ("int", "float"):
            a, b = py_literal(self.literal(kind)), self.number_expr(kind)
            if r < 0.5:
                return "{{ " + b + " }}"
            return "{{ " + a + " if " + self.condition() + " else " + b + " }}"
        if kind == "bool":
            return "{{ " + self.condition() + " }}"
        return None

    def question(self, name):
        rng = self.rng
        kind = self.pick(["str", "str", "int", "float", "bool", "yaml", "json"])
        spec = {}
        explicit_type = rng.random() < 0.7 or kind in ("json",)
        if explicit_type:
            spec["type"] = kind
        multiselect = False
        choices = None
        if kind in ("str", "int", "float") and rng.random() < 0.35:
            pool = {"str": ["a", "b", "c", "x-y"], "int": [1, 2, 3, 100], "float": [1.5, 16.0, 2.0, 0.25]}[kind]
            choices = rng.sample(pool, rng.randint(2, len(pool)))
            if kind == "str" and rng.random() < 0.4:
                choices = {f"Label {v}": v for v in choices}
            if rng.random() < 0.35:
                multiselect = True
                spec["multiselect"] = True
                spec["type"] = kind
            spec["choices"] = choices
        values = list(choices.values()) if isinstance(choices, dict) else choices
        # the default
        r = rng.random()
        if multiselect:
            # Always a default: without one wizard gives [] where Copier stops (docs/migrating.md).
            if r < 0.85:
                spec["default"] = rng.sample(values, rng.randint(0, len(values)))
            else:
                cond = self.condition()
                spec["default"] = "{{ " + py_literal("[" + ", ".join(map(str, values[:1])) + "]") + " if " + cond + " else [] }}"
        elif choices is not None:
            if r < 0.8:
                spec["default"] = self.pick(values)
        elif r < 0.4:
            template = self.default_template(kind)
            if template is not None:
                spec["default"] = template
            else:
                spec["default"] = self.literal(kind)
        elif r < 0.95 or not explicit_type:
            spec["default"] = self.literal(kind)
        if kind == "yaml" and rng.random() < 0.2:
            spec["default"] = self.pick(["[a, b]", "{k: v}", "nothing", "3"])
        if kind == "json" and rng.random() < 0.2:
            spec["default"] = self.pick(['["a", "b"]', '{"k": "v"}', "null", "3"])
        if "type" not in spec and "default" not in spec:
            spec["type"] = kind
        if "default" in spec and "type" not in spec:
            inferred = {str: "str", int: "int", float: "float", bool: "bool"}.get(type(spec["default"]), "yaml")
            if inferred != kind:
                spec["type"] = kind
        if self.known and rng.random() < 0.3:
            spec["when"] = self.pick(["{{ " + self.condition() + " }}", False, "{{ " + self.condition() + " }}"])
        if not multiselect and kind in ("str", "int", "float") and rng.random() < 0.3:
            if kind == "str":
                check = self.pick([f"{name}|length > 6", f"'z' in {name}", f"{name} == 'bad'", f"not {name}"])
            else:
                lo, hi = sorted([rng.randint(-5, 20), rng.randint(0, 120)])
                check = self.pick([f"not {lo} <= {name} <= {hi}", f"{name} > {hi}", f"{name} < {lo}"])
            spec["validator"] = "{% if " + check + " %}bad value{% endif %}"
        if rng.random() < 0.3:
            spec["help"] = f"The {name}?"
        return kind, multiselect, values, spec

    def random_answer(self, kind, multiselect, values, has_default=True):
        rng = self.rng
        if multiselect:
            picked = rng.sample(values, rng.randint(0, len(values)))
            return self.pick([json.dumps(picked), "[" + ", ".join(map(str, picked)) + "]"])
        if values and rng.random() < 0.8:
            return str(self.pick(values))
        if kind == "str":
            return self.pick(WORDS if has_default else [w for w in WORDS if w])
        if kind == "int":
            return str(rng.randint(-3, 130))
        if kind == "float":
            return self.pick(["2.5", "16.0", "7", "-0.5"])
        if kind == "bool":
            return self.pick(["true", "false", "yes", "no", "1", "0"])
        if kind == "json":
            return self.pick(["[1, 2]", '{"a": 1}', "null", '"text"', "3.5", "true"])
        return self.pick(["[1, 2]", "nothing", "{a: 1}", "null", "'quoted'", "[a, b]", "3"])

    def copier(self):
        lines = []
        questions = []
        count = self.rng.randint(1, 7)
        for i in range(count):
            name = f"q{i}"
            kind, multiselect, values, spec = self.question(name)
            # A question its `when` may skip is not given a value: Copier still uses (and
            # checks) such a value for later questions, wizard does not (docs/migrating.md).
            # Nor an empty text to a text question without a default (docs/migrating.md).
            if "when" not in spec:
                questions.append((name, kind, multiselect, values, "default" in spec))
            lines.append(f"{name}:")
            for key, value in spec.items():
                if key == "choices" and isinstance(value, dict):
                    lines.append("  choices:")
                    for label, v in value.items():
                        lines.append(f"    {yaml_quote(label)}: {json.dumps(v)}")
                else:
                    lines.append(f"  {key}: {json.dumps(value, ensure_ascii=False)}")
            self.known.append((name, "list" if multiselect else kind))
        runs = [[]]
        for _ in range(2 if questions else 0):
            picked = self.rng.sample(questions, self.rng.randint(1, len(questions)))
            runs.append([f"{n}={self.random_answer(k, m, v, d)}" for n, k, m, v, d in picked])
        return "\n".join(lines) + "\n", runs

    def cookiecutter(self):
        context = {}
        kinds = {}
        for i in range(self.rng.randint(1, 6)):
            name = f"v{i}"
            r = self.rng.random()
            strs = [n for n, k in kinds.items() if k == "str"]
            if r < 0.3:
                context[name] = self.pick(WORDS)
                kinds[name] = "str"
            elif r < 0.5 and strs:
                n = self.pick(strs)
                expr = self.pick([f"cookiecutter.{n}", f"cookiecutter.{n}|lower", f"cookiecutter.{n}.replace(' ', '_')",
                                  f"cookiecutter.{n}|title", f"cookiecutter.{n}|upper"])
                context[name] = "x{{ " + expr + " }}"
                kinds[name] = "str"
            elif r < 0.65:
                context[name] = self.rng.sample(["a", "b", "c", "d"], self.rng.randint(1, 3))
                kinds[name] = "choice"
            elif r < 0.75:
                context[name] = self.rng.random() < 0.5
                kinds[name] = "bool"
            elif r < 0.85:
                context[name] = self.pick([3, 1.5, 0])
                kinds[name] = "str"
            else:
                context[name] = self.pick([{"level": 3}, {"a": {"b": "c", "n": 2}}, {"x": [1, 2]}])
                kinds[name] = "dict"
        runs = [[]]
        picked = [n for n, k in kinds.items() if k in ("str", "choice", "bool")]
        if picked:
            chosen = self.rng.sample(picked, self.rng.randint(1, len(picked)))
            override = []
            for n in chosen:
                if kinds[n] == "choice":
                    override.append(f"{n}={self.pick(context[n])}")
                elif kinds[n] == "bool":
                    override.append(f"{n}={self.pick(['true', 'false'])}")
                else:
                    override.append(f"{n}={self.pick(WORDS)}")
            runs.append(override)
        return json.dumps(context, indent=2, ensure_ascii=False) + "\n", runs


def pairs(overrides):
    return dict(item.split("=", 1) for item in overrides)


def plain(value):
    """Answers as JSON keeps them (tuples as lists)."""
    return json.loads(json.dumps(value, default=str))


def copier_answers(path, overrides):
    from copier._main import Worker

    with tempfile.TemporaryDirectory() as template, tempfile.TemporaryDirectory() as destination:
        shutil.copy(path, Path(template) / "copier.yml")
        with Worker(src_path=template, dst_path=destination, defaults=True, data=pairs(overrides),
                    unsafe=True, quiet=True) as worker:
            worker._ask()
            hidden = worker.answers.hidden
            return {k: v for k, v in worker.answers.user.items() if k not in hidden}


def cookiecutter_answers(path, overrides):
    from cookiecutter.generate import generate_context
    from cookiecutter.prompt import prompt_for_config

    context = generate_context(context_file=str(path), extra_context=pairs(overrides))
    answers = prompt_for_config(context, no_input=True)
    return {k: v for k, v in answers.items() if not k.startswith("_")}


def answers_of(path, overrides):
    try:
        if path.name == "cookiecutter.json":
            return {"answers": plain(cookiecutter_answers(path, overrides))}
        return {"answers": plain(copier_answers(path, overrides))}
    except Exception as error:  # the tool refused: wizard must refuse too
        return {"error": f"{type(error).__name__}: {error}"[:300]}


def fixture_runs():
    """The questionnaires of this folder whose tool runs as they are, with make_expected's runs."""
    sys.path.insert(0, str(HERE))
    from make_expected import CASES

    out = []
    for name, runs in sorted(CASES.items()):
        folder = HERE / name
        path = folder / "cookiecutter.json" if (folder / "cookiecutter.json").exists() else folder / "copier.yml"
        out.append((name, path, runs))
    return out


def main():
    args = sys.argv[1:]
    seed, count, only = 1, 300, None
    while len(args) > 1:
        if args[0] == "--seed":
            seed, args = int(args[1]), args[2:]
        elif args[0] == "--count":
            count, args = int(args[1]), args[2:]
        elif args[0] == "--only":
            only, args = int(args[1]), args[2:]
        else:
            break
    if len(args) != 1 or args[0].startswith("-"):
        sys.exit("usage: differential.py [--seed S] [--count N] [--only SEED] OUT")
    out = Path(args[0])
    out.mkdir(parents=True, exist_ok=True)
    home = tempfile.mkdtemp()
    (Path(home) / ".gitconfig").write_text("[user]\n\tname = Ada Lovelace\n\temail = ada@example.org\n")
    os.environ.update(HOME=home, GIT_CONFIG_GLOBAL=str(Path(home) / ".gitconfig"), GIT_CONFIG_NOSYSTEM="1", TZ="UTC")
    time.tzset()
    import warnings

    warnings.simplefilter("ignore")
    manifest = []
    seeds = [only] if only is not None else range(seed, seed + count)
    for s in seeds:
        generator = Generator(s)
        # One in four is a cookiecutter.json.
        if s % 4 == 3:
            text, runs = generator.cookiecutter()
            file = "cookiecutter.json"
        else:
            text, runs = generator.copier()
            file = "copier.yml"
        folder = out / f"g{s}"
        folder.mkdir(exist_ok=True)
        path = folder / file
        path.write_text(text)
        manifest.append({"name": f"g{s}", "seed": s, "path": str(path),
                         "runs": [dict(set=r, **answers_of(path, r)) for r in runs]})
    if only is None:
        for name, path, runs in fixture_runs():
            results = [dict(set=r, **answers_of(path, r)) for r in runs]
            if any("error" in r and "extension" in r["error"].lower() for r in results):
                manifest.append({"name": name, "path": str(path), "skipped": "needs the template's own Jinja extension"})
                continue
            manifest.append({"name": name, "path": str(path), "runs": results})
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
