import Testing

@testable import WizardEngine
@testable import WizardImport

/// Jinja → expression text: every construct questionnaires use, and a reason for each one
/// that has no faithful translation.
@Suite struct JinjaTranslatorTests {
    static let cookiecutter: JinjaTranslator = {
        var t = JinjaTranslator(
            variables: [
                "project_name": .string, "use_docker": .bool, "year": .string, "release_date": .string, "tags": .list, "n": .integer,
            ],
            namespace: "cookiecutter")
        t.constants["_copier_operation"] = ("\"copy\"", .string)
        return t
    }()

    struct Case: CustomTestStringConvertible, Sendable {
        var jinja: String
        var template: String
        var testDescription: String { jinja }
    }

    static let templates: [Case] = [
        Case(jinja: "plain text", template: "plain text"),
        Case(jinja: "{{ cookiecutter.project_name }}", template: "{{ project_name }}"),
        Case(
            jinja: "{{ cookiecutter.project_name.lower()|replace(' ', '_')|replace('-', '_')|trim() }}",
            template: #"{{ trim(replace(replace(lower(project_name), " ", "_"), "-", "_")) }}"#),
        Case(jinja: "{{ cookiecutter.project_name|upper }}", template: "{{ upper(project_name) }}"),
        Case(jinja: "{{ cookiecutter.project_name.strip('-') }}", template: #"{{ trim(project_name, "-") }}"#),
        Case(jinja: "{{ cookiecutter.project_name | slugify }}", template: "{{ slugify(project_name) }}"),
        Case(jinja: "{{ cookiecutter.project_name | slugify(separator='_') }}", template: #"{{ slugify(project_name, "_") }}"#),
        Case(jinja: "{{ cookiecutter.project_name | title }}", template: "{{ title_words(project_name) }}"),
        Case(jinja: "{{ cookiecutter.project_name.title() }}", template: "{{ title(project_name) }}"),
        Case(jinja: "{{ '%Y' | strftime }}", template: #"{{ now("%Y") }}"#),
        Case(
            jinja: "{{ cookiecutter.project_name | regex_replace('-suffix$', '') }}",
            template: #"{{ endswith(project_name, "-suffix") ? project_name[:-7] : project_name }}"#),
        Case(jinja: "{{ cookiecutter.project_name | regex_replace('\\.', '_') }}", template: #"{{ replace(project_name, ".", "_") }}"#),
        Case(
            jinja: "{{ cookiecutter.project_name | regex_replace('[^a-z0-9]+', '-') }}",
            template: #"{{ regex_replace(project_name, "[^a-z0-9]+", "-") }}"#),
        Case(
            jinja: "{{ cookiecutter.project_name | regex_replace('^(\\w+)\\s+(?P<rest>.*)$', '\\\\g<rest>_\\\\1\\1') }}",
            template: #"{{ regex_replace(project_name, "^(\\w+)\\s+(?P<rest>.*)$", "\\g<rest>_\\1\#u{01}") }}"#),
        Case(
            jinja: "{{ cookiecutter.project_name | regex_replace('a{,2}[[]', 'x', ignorecase=True, count=1) }}",
            template: #"{{ regex_replace(project_name, "(?i)a{0,2}[\\[]", "x", 1) }}"#),
        Case(
            jinja: "{{ cookiecutter.project_name | regex_search('[0-9]+') }}",
            template: #"{{ regex_search(project_name, "[0-9]+") == null ? "None" : regex_search(project_name, "[0-9]+") }}"#),
        Case(jinja: "{{ cookiecutter.project_name | default('x') }}", template: "{{ project_name }}"),
        Case(jinja: "{{ cookiecutter.project_name | default('x', true) }}", template: #"{{ project_name ? project_name : "x" }}"#),
        Case(jinja: "{{ cookiecutter.year | int }}", template: "{{ int(year ?? 0) }}"),
        Case(jinja: "{{ cookiecutter.year | float }}", template: "{{ float(year ?? 0.0) }}"),
        Case(jinja: "{{ cookiecutter.release_date[:4] }}", template: "{{ release_date[:4] }}"),
        Case(jinja: "v{{ cookiecutter.year }}-{{ cookiecutter.project_name }}", template: "v{{ year }}-{{ project_name }}"),
        Case(jinja: "{{ 'a' if cookiecutter.use_docker else 'b' }}", template: #"{{ use_docker ? "a" : "b" }}"#),
        Case(jinja: "{{ 'yes' if cookiecutter.project_name == 'x' }}", template: #"{{ (project_name == "x") ? "yes" : "" }}"#),
        Case(
            jinja:
                "{% if cookiecutter.project_name == 'theme' %}mytheme{% elif cookiecutter.use_docker %}dock{% else %}myextension{% endif %}",
            template: #"{{ (project_name == "theme") ? "mytheme" : use_docker ? "dock" : "myextension" }}"#),
        Case(jinja: "{%- if cookiecutter.use_docker -%} yes {%- endif %}", template: #"{{ use_docker ? "yes" : "" }}"#),
        Case(jinja: "{% now 'utc', '%Y' %}", template: #"{{ now("%Y") }}"#),
        Case(jinja: "{% now 'local' %}", template: #"{{ now("%Y-%m-%d") }}"#),
        Case(jinja: "{{ cookiecutter.use_docker }}", template: #"{{ use_docker ? "True" : "False" }}"#),
        Case(jinja: "{{ 'Ada' | git_user_name }}", template: #"{{ git_user_name() ?? "Ada" }}"#),
        Case(jinja: "{{ cookiecutter.project_name or 'none' }}", template: #"{{ project_name ?? "none" }}"#),
        Case(jinja: "{{ 'v1' if _copier_operation == 'update' else 'v2+' }}", template: #"{{ ("copy" == "update") ? "v1" : "v2+" }}"#),
        Case(jinja: "{{ cookiecutter.project_name ~ '-x' }}", template: "{{ project_name }}-x"),
        Case(jinja: "{{ '-'.join(cookiecutter.tags) }}", template: #"{{ join(tags, "-") }}"#),
        Case(jinja: "{{ cookiecutter.project_name.split(' ')[0] }}", template: #"{{ split(project_name, " ")[0] }}"#),
        Case(jinja: "a \"quoted\\\" {{ cookiecutter.year }}", template: "a \"quoted\\\" {{ year }}"),
    ]

    @Test("templates translate to the expression language (catches: a wrong function, operand order or precedence)", arguments: templates)
    func template(_ c: Case) throws {
        #expect(try Self.cookiecutter.template(c.jinja) == c.template)
    }

    static let conditions: [Case] = [
        Case(jinja: "{{ cookiecutter.use_docker }}", template: "use_docker"),
        Case(jinja: "{{ not cookiecutter.use_docker and cookiecutter.project_name }}", template: "!use_docker && project_name"),
        Case(jinja: "{{ cookiecutter.project_name and true }}", template: "project_name && true"),
        Case(jinja: "{{ 's3:' in cookiecutter.project_name|string }}", template: #""s3:" in str(project_name)"#),
        Case(jinja: "{{ cookiecutter.year|int >= 10 }}", template: "int(year ?? 0) >= 10"),
        Case(jinja: "{{ cookiecutter.project_name not in ['a'] }}", template: #"!((project_name == "a"))"#),
        Case(jinja: "{{ cookiecutter.project_name in ('a', 'b') }}", template: #"(project_name == "a") || (project_name == "b")"#),
        Case(jinja: "{{ cookiecutter.project_name in () }}", template: "false"),
        Case(jinja: "{{ not 0 <= cookiecutter.n <= 100 }}", template: "!((0 <= n) && (n <= 100))"),
        Case(jinja: "{{ cookiecutter.use_docker == 1 }}", template: "(use_docker ? 1 : 0) == 1"),
        Case(jinja: "{{ [cookiecutter.project_name] }}", template: ""),
        Case(jinja: "{{ cookiecutter.project_name is none }}", template: "project_name == null"),
    ]

    @Test("conditions translate to boolean expressions (catches: value-returning or/and in a when)", arguments: conditions)
    func condition(_ c: Case) throws {
        if c.template.isEmpty {
            let error = #expect(throws: JinjaUntranslatable.self) { try Self.cookiecutter.condition(c.jinja) }
            #expect(error?.reason == "a list literal")
        } else {
            #expect(try Self.cookiecutter.condition(c.jinja) == c.template)
        }
    }

    struct ValidatorCase: CustomTestStringConvertible, Sendable {
        var jinja: String
        var expression: String
        var message: String
        var testDescription: String { jinja }
    }

    static let validators: [ValidatorCase] = [
        ValidatorCase(
            jinja: "{% if not (author_name | regex_search('^[^\\s].*$')) %}\nauthor_name cannot be empty.\n{% endif %}",
            expression: #"regex_search(value, "^[^\\s].*$")"#, message: "author_name cannot be empty."),
        ValidatorCase(
            jinja: "{% if author_name and not (author_name | regex_search('@')) %}bad{% endif %}",
            expression: #"!(value && !regex_search(value, "@"))"#, message: "bad"),
        ValidatorCase(
            jinja: "{% if age <= 0 %}\n    Must be +\n{% endif %}", expression: "!(value <= 0)", message: "Must be +"),
        ValidatorCase(
            jinja: "{% if age > 1 %}{% if age > 5 %}big{% elif age > 3 %}medium{% endif %}{% endif %}",
            expression: "!((value > 1) ? ((value > 5) ? true : (value > 3)) : false)", message: "big / medium"),
        ValidatorCase(
            jinja: "{% if not (author_name | regex_search('^[a-z]+$')) %}{{ author_name }} is wrong{% endif %}",
            expression: #"regex_search(value, "^[a-z]+$")"#, message: "author_name is wrong"),
        ValidatorCase(
            jinja: "{% if not (author_name | regex_search('^[a-z][a-z0-9\\_]+$')) %}bad{% endif %}",
            expression: #"regex_search(value, "^[a-z][a-z0-9\\_]+$")"#, message: "bad"),
    ]

    @Test("validators become an expression that holds for valid answers, and a message (catches: an inverted check)", arguments: validators)
    func validator(_ c: ValidatorCase) throws {
        var t = JinjaTranslator(variables: ["age": .integer, "author_name": .string])
        t.selfName = c.jinja.contains("age") ? "age" : "author_name"
        let (expression, message) = try t.validator(c.jinja)
        #expect(expression == c.expression)
        #expect(message == c.message)
    }

    struct Refusal: CustomTestStringConvertible, Sendable {
        var jinja: String
        var reason: String
        var testDescription: String { reason }
    }

    static let refusals: [Refusal] = [
        Refusal(jinja: "{{ cookiecutter.missing }}", reason: "the variable 'missing' is not a question asked before this one"),
        Refusal(jinja: "{{ cookiecutter.project_name | tojson }}", reason: "the filter 'tojson' with 0 argument(s) has no counterpart"),
        Refusal(jinja: "{% for x in y %}{% endfor %}", reason: "the '{% for %}' statement has no counterpart"),
        Refusal(jinja: "{{ cookiecutter.year + 1 }}", reason: "arithmetic ('+')"),
        Refusal(
            jinja: "{% if cookiecutter.use_docker %}a{{ cookiecutter.year }}{% endif %}",
            reason: "an '{% if %}' branch mixes text and values (expressions cannot join strings)"),
        Refusal(jinja: "{{ cookiecutter.year == 3 }}", reason: "a comparison of a string with a number"),
        Refusal(
            jinja: "{% now 'utc' + 'days=1' %}",
            reason: "'{% now 'utc' + 'days=1' %}': only a zone and a format are translated (no offsets)"),
        Refusal(jinja: "{{ cookiecutter.project_name", reason: "'{{' without its closing '}}'"),
        Refusal(jinja: "{% if cookiecutter.use_docker %}x", reason: "'{% if %}' without its '{% endif %}'"),
        Refusal(jinja: "{{ cookiecutter.project_name.center(3) }}", reason: "the method '.center()' with 1 argument(s)"),
        Refusal(
            jinja: "{{ cookiecutter.project_name | regex_replace('(a)\\\\1', '') }}",
            reason: "the regular expression '(a)\\1': backreferences and octal escapes have no counterpart"),
        Refusal(
            jinja: "{{ cookiecutter.project_name | regex_replace('a(?=b)', '') }}",
            reason: "the regular expression 'a(?=b)': lookaround has no counterpart"),
        Refusal(
            jinja: "{{ cookiecutter.project_name | regex_replace('\\\\bx', '') }}",
            reason: "the regular expression '\\bx': word boundaries have no counterpart"),
        Refusal(
            jinja: "{{ cookiecutter.project_name | regex_search('(?m)^x') }}",
            reason: "the regular expression '(?m)^x': the flag 'm' has no counterpart"),
        Refusal(
            jinja: "{{ cookiecutter.project_name | regex_search('x', multiline=True) }}",
            reason: "a regex with multiline=True (patterns match the whole answer)"),
    ]

    @Test("untranslatable Jinja is refused with the reason (catches: a silently wrong default)", arguments: refusals)
    func refusal(_ r: Refusal) {
        let error = #expect(throws: JinjaUntranslatable.self) { try Self.cookiecutter.template(r.jinja) }
        #expect(error?.reason == r.reason)
    }

    @Test("trim_blocks and lstrip_blocks drop the blanks around block tags as Jinja does (catches: stray newlines in defaults)")
    func blockWhitespace() throws {
        var t = JinjaTranslator(variables: ["age": .integer])
        let source = "  {% if age > 3 %}\nold\n  {% endif %}\n"
        #expect(try t.template(source) == #"  {{ (age > 3) ? "\nold\n  " : "" }}"# + "\n")
        t.parser.trimsBlocks = true
        t.parser.lstripsBlocks = true
        #expect(try t.template(source) == #"{{ (age > 3) ? "old\n" : "" }}"#)
    }

    @Test("Copier's _envops delimiters are honoured (catches: bracket templates read as text)")
    func delimiters() throws {
        var t = JinjaTranslator(variables: ["age": .integer])
        t.parser.blockStart = "[%"
        t.parser.blockEnd = "%]"
        t.parser.variableStart = "[["
        t.parser.variableEnd = "]]"
        #expect(try t.template("[% if age > 3 %]old[% endif %] [[ age ]]") == #"{{ (age > 3) ? "old" : "" }} {{ age }}"#)
    }
}
