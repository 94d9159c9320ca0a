#!/usr/bin/env python3
"""Computes the expected answers of the questionnaires in this folder with the real tools.

Not run by CI (the expected.json files are checked in). To re-create them:

    python3 -m venv /tmp/tools && /tmp/tools/bin/pip install cookiecutter copier \
        copier-templates-extensions jinja2-time
    /tmp/tools/bin/python Tests/Questionnaires/make_expected.py [--extensions copier-uv=PATH]

`--extensions NAME=PATH` makes a template's own Jinja extension module available while
the tool runs (copier-uv's extensions.py is copied next to its copier.yml;
cookiecutter-pylibrary's pylibrary.py is put on the module path); it is not kept here.
"""

import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
# Noon UTC of the day the answers are computed: the tests give wizard the same clock.
EPOCH = int(time.time()) // 86400 * 86400 + 12 * 3600
GIT_NAME = "Ada Lovelace"
GIT_EMAIL = "ada@example.org"

# For each template: the runs to compare, each a list of NAME=VALUE overrides given to
# the tool (cookiecutter's extra context, Copier's --data) and to `wizard run --set`.
CASES = {
    "cookiecutter-django": [[], ["project_name=My Awesome Shop 2", "open_source_license=GPLv3"]],
    "cookiecutter-pypackage": [[], ["project_name=My Awesome Shop 2", "github_username=octocat"]],
    "cookiecutter-data-science": [[], ["project_name=My Awesome Shop 2", "environment_manager=conda"]],
    "cookiecutter-pylibrary": [[], ["project_name=My Awesome Shop 2", "license=MIT license"]],
    "cookiecutter-hypermodern-python": [[], ["project_name=my-awesome-shop", "author=Grace Hopper"]],
    "copier-uv": [
        ["project_name=My Awesome Shop 2", "project_description=A shop"],
        ["project_name=Café Déjà Vu", "project_description=A café", "copyright_license=MIT"],
    ],
    "doodba-copier-template": [[], ["project_name=shop-odoo", "odoo_version=16.0", "odoo_proxy=other"]],
    "jupyterlab-extension-template": [
        ["author_name=Jane Doe", "repository=https://example.org/jane/ext"],
        ["author_name=Jane Doe", "repository=https://example.org/jane/ext", "kind=theme"],
        ["author_name=Jane Doe", "repository=https://example.org/jane/ext", "kind=mimerenderer", "advanced=true"],
    ],
    "copier-complex-questions": [
        ["love_me=true", "your_name=LeChuck", "your_age=220", "your_height=1.9",
         "more_json_info=null", "anything_else=null"],
        ["love_me=false", "your_name=Guybrush", "your_age=20", "your_height=1.7",
         "more_json_info=null", "anything_else=null", "choose_list=second", "choose_number=1"],
    ],
    "python-copier-template": [
        ["package_name=my_pkg", "description=A package", "author_name=Ada Lovelace", "git_platform=github.com",
         "component_owner=group:default/controls",
         "author_email=ada@example.org", "docker=false", "docs_type=README", "type_checker=pyright",
         "pypi=true"],
        ["package_name=beamline_tools", "description=Tools", "author_name=Ada Lovelace", "git_platform=github.com",
         "author_email=ada@example.org", "docker=true", "docs_type=sphinx", "type_checker=mypy",
         "pypi=false", "github_org=SomeoneElse"],
        # A choice question without a default and no answer: both tools refuse.
        ["package_name=my_pkg", "description=A package", "author_name=Ada Lovelace",
         "author_email=ada@example.org", "docker=false", "docs_type=README", "type_checker=pyright",
         "pypi=true"],
    ],
}


def pairs(overrides):
    return dict(item.split("=", 1) for item in overrides)


def cookiecutter_answers(path, overrides, extension):
    if extension:
        sys.path.insert(0, str(Path(extension).parent))
    from cookiecutter.generate import generate_context
    from cookiecutter.prompt import prompt_for_config

    context = generate_context(context_file=str(path), extra_context=pairs(overrides))
    answers = prompt_for_config(context, no_input=True)
    return {k: v for k, v in answers.items() if not k.startswith("_")}


def copier_answers(path, overrides, extension):
    from copier._main import Worker

    with tempfile.TemporaryDirectory() as template, tempfile.TemporaryDirectory() as destination:
        shutil.copy(path, Path(template) / path.name)
        if extension:
            shutil.copy(extension, Path(template) / Path(extension).name)
        with Worker(src_path=template, dst_path=destination, defaults=True, data=pairs(overrides),
                    unsafe=True, quiet=True) as worker:
            worker._ask()
            hidden = worker.answers.hidden
            return {k: v for k, v in worker.answers.user.items() if k not in hidden}


def main():
    extensions = {}
    args = sys.argv[1:]
    while args:
        if args[0] == "--extensions":
            name, _, file = args[1].partition("=")
            extensions[name] = file
            args = args[2:]
        else:
            sys.exit(f"unknown argument {args[0]}")
    home = tempfile.mkdtemp()
    (Path(home) / ".gitconfig").write_text(f"[user]\n\tname = {GIT_NAME}\n\temail = {GIT_EMAIL}\n")
    os.environ.update(HOME=home, GIT_CONFIG_GLOBAL=str(Path(home) / ".gitconfig"), GIT_CONFIG_NOSYSTEM="1",
                      SOURCE_DATE_EPOCH=str(EPOCH), TZ="UTC")
    time.tzset()
    for name, runs in CASES.items():
        folder = HERE / name
        cookiecutter = folder / "cookiecutter.json"
        copier = folder / "copier.yml"
        cases = []
        for overrides in runs:
            try:
                if cookiecutter.exists():
                    answers = cookiecutter_answers(cookiecutter, overrides, extensions.get(name))
                else:
                    answers = copier_answers(copier, overrides, extensions.get(name))
                cases.append({"set": overrides, "answers": answers})
            except Exception as error:  # the tool refused: wizard must refuse too
                cases.append({"set": overrides, "error": f"{type(error).__name__}: {error}"})
        import cookiecutter as cc_module, copier as copier_module
        tool = f"cookiecutter {cc_module.__version__}" if cookiecutter.exists() else f"copier {copier_module.__version__}"
        expected = {"tool": tool, "epoch": EPOCH, "git": {"user.name": GIT_NAME, "user.email": GIT_EMAIL}, "cases": cases}
        (folder / "expected.json").write_text(json.dumps(expected, indent=2, ensure_ascii=False) + "\n")
        if copier.exists():
            # How PyYAML (Copier's reader) reads the file, for the YAML reader's tests.
            import yaml
            parsed = yaml.safe_load(copier.read_text())
            (folder / "copier.yml.json").write_text(json.dumps(parsed, indent=2, ensure_ascii=False) + "\n")
        print(name, [("error" if "error" in c else "ok") for c in cases])


if __name__ == "__main__":
    main()
