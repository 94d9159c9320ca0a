import Testing

@testable import WizardEngine

/// The compact layouts of the loaded model (`Step`, `ValidationRule`, `Choice`, `Template`):
/// whatever form a field is held in (inline, in a box that exists only when a field is set,
/// 32-bit), every property reads back what was set, copies stay independent and equality is
/// that of plain stored properties. Each seeded test compares against a plain struct.
@Suite struct ModelLayoutTests {
    // MARK: - Plain references

    /// `ValidationRule` as plain stored properties.
    struct PlainRule: Equatable {
        var pattern: RegexPattern?
        var minLength: Int?
        var maxLength: Int?
        var min: Double?
        var max: Double?
        var expression: Expression?
        var plugin: String?
        var message: String?

        var rule: ValidationRule {
            ValidationRule(
                pattern: pattern, minLength: minLength, maxLength: maxLength, min: min, max: max,
                expression: expression, plugin: plugin, message: message)
        }

        var isEmpty: Bool {
            pattern == nil && minLength == nil && maxLength == nil && min == nil && max == nil && expression == nil
                && plugin == nil && message == nil
        }

        /// Whether both hold the same fields, bounds compared bit for bit (a NaN read back is
        /// the NaN set; `==` says no to it).
        func same(_ other: PlainRule) -> Bool {
            var a = self
            var b = other
            let bounds = (a.min?.bitPattern, a.max?.bitPattern) == (b.min?.bitPattern, b.max?.bitPattern)
            (a.min, a.max, b.min, b.max) = (nil, nil, nil, nil)
            return bounds && a == b
        }

        static func of(_ rule: ValidationRule) -> PlainRule {
            PlainRule(
                pattern: rule.pattern, minLength: rule.minLength, maxLength: rule.maxLength, min: rule.min,
                max: rule.max, expression: rule.expression, plugin: rule.plugin, message: rule.message)
        }
    }

    /// `Choice` as plain stored properties.
    struct PlainChoice: Equatable {
        var value: AnswerValue
        var label: String?
        var help: String?
        var when: Expression?

        static func of(_ choice: Choice) -> PlainChoice {
            PlainChoice(value: choice.value, label: choice.label, help: choice.help, when: choice.when)
        }
    }

    /// `Step` as plain stored properties.
    struct PlainStep: Equatable {
        var id: StepID
        var kind: StepKind
        var prompt: Template?
        var help: Template?
        var defaultValue: StepDefault?
        var when: Expression?
        var isRequired: Bool
        var validation: PlainRule
        var next: NextRule?
        var isStored: Bool
        var environmentVariable: String?
        var location: WizardEngine.SourceLocation

        /// Whether both hold the same fields, validation bounds compared bit for bit.
        func same(_ other: PlainStep) -> Bool {
            var a = self
            var b = other
            let rules = a.validation.same(b.validation)
            (a.validation, b.validation) = (PlainRule(), PlainRule())
            return rules && a == b
        }

        var step: Step {
            Step(
                id: id, kind: kind, prompt: prompt, help: help, defaultValue: defaultValue, when: when,
                isRequired: isRequired, validation: validation.rule, next: next, isStored: isStored,
                environmentVariable: environmentVariable, location: location)
        }

        static func of(_ step: Step) -> PlainStep {
            PlainStep(
                id: step.id, kind: step.kind, prompt: step.prompt, help: step.help, defaultValue: step.defaultValue,
                when: step.when, isRequired: step.isRequired, validation: .of(step.validation), next: step.next,
                isStored: step.isStored, environmentVariable: step.environmentVariable, location: step.location)
        }
    }

    // MARK: - Random values

    struct Values {
        var random: SplitMix64

        mutating func chance(_ percent: UInt64 = 50) -> Bool { random.next() % 100 < percent }
        mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        mutating func maybe<T>(_ make: (inout Values) -> T) -> T? { chance() ? make(&self) : nil }

        mutating func text() -> String {
            pick(["", "a", "value-12", "a text longer than fifteen bytes", "é{}", "}}"])
        }
        mutating func int() -> Int {
            pick([0, 1, -1, 40, Int(Int32.max), Int(Int32.max) + 1, Int(Int32.min), Int(Int32.min) - 1, .max, .min])
        }
        mutating func double() -> Double { pick([0, -0.0, 1.5, -3, 1e300, .infinity, .nan, .leastNonzeroMagnitude]) }
        mutating func expression() -> Expression {
            pick([
                .literal(.integer(0)), .literal(.bool(true)), .literal(.string("x")),
                AST.local("name", 1), .binary(.less, AST.local("n", 1), .literal(.integer(int()))),
                .call(name: "len", arguments: [AST.local("s", 5)], column: 1), .not(.literal(.null)),
            ])
        }
        static let patterns = ["[a-z]+", "[0-9]*", "a|b", "x.*"].compactMap { try? RegexPattern($0) }
        mutating func pattern() -> RegexPattern { pick(Self.patterns) }
        mutating func parts() -> [Template.Part] {
            var parts: [Template.Part] = []
            for _ in 0..<Int(random.next() % 4) {
                parts.append(chance() ? .text(text()) : .expression(expression()))
            }
            return parts
        }
        mutating func template() -> Template { Template(parts: parts(), source: text()) }
        mutating func rule() -> PlainRule {
            PlainRule(
                pattern: chance(30) ? pattern() : nil, minLength: maybe { $0.int() }, maxLength: maybe { $0.int() },
                min: maybe { $0.double() }, max: maybe { $0.double() },
                expression: chance(30) ? expression() : nil, plugin: chance(30) ? text() : nil,
                message: chance(30) ? text() : nil)
        }
        mutating func choice() -> PlainChoice {
            PlainChoice(
                value: .string(text()), label: chance(30) ? text() : nil, help: chance(30) ? text() : nil,
                when: chance(30) ? expression() : nil)
        }
        mutating func kind() -> StepKind {
            switch random.next() % 11 {
            case 0: .text(placeholder: chance() ? template() : nil)
            case 1: .select((0..<Int(random.next() % 4)).map { _ in choice() }.map(Self.choice))
            case 2: .multiselect((0..<Int(random.next() % 4)).map { _ in choice() }.map(Self.choice))
            case 3: .integer
            case 4: .number
            case 5: .secret
            case 6: .confirm
            case 7: .path(mustExist: chance(), kind: pick([.file, .directory, .any]))
            case 8: .message(template())
            case 9: .plugin(name: "color", configuration: .object(["a": .integer(int())]))
            default: .flow(FlowReference(flow: "sub", presentation: .sheet, repetition: Repetition(min: 1)))
            }
        }
        mutating func location() -> WizardEngine.SourceLocation {
            WizardEngine.SourceLocation(file: pick(["a.json", "/a/path/longer/than/fifteen.json"]), line: int(), column: int())
        }
        mutating func step() -> PlainStep {
            PlainStep(
                id: StepID(pick(["s", "a-step-id-longer-than-sixteen"])), kind: kind(),
                prompt: chance() ? template() : nil, help: chance(30) ? template() : nil,
                defaultValue: chance() ? (chance() ? .value(.string(text())) : .template(template())) : nil,
                when: chance() ? expression() : nil, isRequired: chance(), validation: chance() ? rule() : PlainRule(),
                next: chance(30) ? pick([NextRule.target(.end), .branches([(key: "a", target: .step("b"))], fallback: nil)]) : nil,
                isStored: chance(), environmentVariable: chance(30) ? text() : nil,
                location: chance() ? location() : WizardEngine.SourceLocation(file: "f.json", line: 3, column: 5))
        }

        static func choice(_ plain: PlainChoice) -> Choice {
            Choice(value: plain.value, label: plain.label, help: plain.help, when: plain.when)
        }
    }

    // MARK: - Tests

    /// Catches: a layout change that makes every step, rule or choice of a large flow
    /// larger again.
    @Test func layoutsStayCompact() {
        #expect(MemoryLayout<ValidationRule>.size <= 57)
        #expect(MemoryLayout<RegexPattern>.size <= 8)
    }

    /// Catches: a bound, pattern, expression or text of `ValidationRule` read back wrongly
    /// (a set bit for the wrong bound, a stale text box), `isEmpty` wrong, or equality that
    /// differs from comparing the plain fields (NaN unequal to itself, -0 equal to 0).
    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<30))
    func validationRulesReadBackAndCompareAsPlainFields(seed: UInt64) {
        var values = Values(random: SplitMix64(seed: seed))
        for _ in 0..<40 {
            let plain = values.rule()
            var rule = plain.rule
            #expect(PlainRule.of(rule).same(plain))
            #expect(rule.isEmpty == plain.isEmpty)
            let other = values.chance() ? plain : values.rule()
            #expect((rule == other.rule) == (plain == other))
            // Setters, one field at a time, against the plain struct.
            var expected = plain
            let before = rule
            for _ in 0..<6 {
                switch values.random.next() % 8 {
                case 0:
                    expected.minLength = values.maybe { $0.int() }
                    rule.minLength = expected.minLength
                case 1:
                    expected.maxLength = values.maybe { $0.int() }
                    rule.maxLength = expected.maxLength
                case 2:
                    expected.min = values.maybe { $0.double() }
                    rule.min = expected.min
                case 3:
                    expected.max = values.maybe { $0.double() }
                    rule.max = expected.max
                case 4:
                    expected.plugin = values.maybe { $0.text() }
                    rule.plugin = expected.plugin
                case 5:
                    expected.message = values.maybe { $0.text() }
                    rule.message = expected.message
                case 6:
                    expected.pattern = values.maybe { $0.pattern() }
                    rule.pattern = expected.pattern
                default:
                    expected.expression = values.maybe { $0.expression() }
                    rule.expression = expected.expression
                }
                #expect(PlainRule.of(rule).same(expected))
                #expect(rule.isEmpty == expected.isEmpty)
                #expect((rule == expected.rule) == (expected == expected))
            }
            #expect(PlainRule.of(before).same(plain))
        }
    }

    /// Catches: a choice's label, help or `when` lost or kept from before a change, a copy
    /// changed through another, or equality unlike the plain fields'.
    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<30))
    func choicesReadBackAndCompareAsPlainFields(seed: UInt64) {
        var values = Values(random: SplitMix64(seed: seed))
        for _ in 0..<40 {
            let plain = values.choice()
            var choice = Values.choice(plain)
            #expect(PlainChoice.of(choice) == plain)
            let other = values.chance() ? plain : values.choice()
            #expect((choice == Values.choice(other)) == (plain == other))
            let before = choice
            var expected = plain
            switch values.random.next() % 4 {
            case 0:
                expected.value = .string(values.text())
                choice.value = expected.value
            case 1:
                expected.label = values.chance() ? values.text() : nil
                choice.label = expected.label
            case 2:
                expected.help = values.chance() ? values.text() : nil
                choice.help = expected.help
            default:
                expected.when = values.chance() ? values.expression() : nil
                choice.when = expected.when
            }
            #expect(PlainChoice.of(choice) == expected)
            #expect(PlainChoice.of(before) == plain)
            #expect((choice == before) == (expected == plain))
        }
    }

    /// Catches: a step field read from the wrong box, a kind read back as another (a text
    /// step's placeholder lost, a path's flags swapped), a rare field or the validation rule
    /// dropped when another of them changes, a location whose line or column does not fit
    /// in 32 bits read back clamped, a copy changed through another, or equality unlike the
    /// plain fields'.
    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<30))
    func stepsReadBackAndCompareAsPlainFields(seed: UInt64) {
        var values = Values(random: SplitMix64(seed: seed))
        for _ in 0..<30 {
            let plain = values.step()
            var step = plain.step
            #expect(PlainStep.of(step).same(plain))
            Self.expectDerivedFacts(of: step, as: plain)
            let other = values.chance() ? plain : values.step()
            // NaN bounds make a rule unequal to itself, as plain fields would.
            #expect((step == other.step) == (plain == other))
            var expected = plain
            let before = step
            for _ in 0..<8 {
                switch values.random.next() % 12 {
                case 0:
                    expected.id = StepID(values.text())
                    step.id = expected.id
                case 1:
                    expected.kind = values.kind()
                    step.kind = expected.kind
                case 2:
                    expected.prompt = values.maybe { $0.template() }
                    step.prompt = expected.prompt
                case 3:
                    expected.help = values.maybe { $0.template() }
                    step.help = expected.help
                case 4:
                    expected.defaultValue =
                        values.chance() ? .value(.integer(values.int())) : values.chance() ? .template(values.template()) : nil
                    step.defaultValue = expected.defaultValue
                case 5:
                    expected.when = values.maybe { $0.expression() }
                    step.when = expected.when
                case 6:
                    expected.isRequired.toggle()
                    step.isRequired = expected.isRequired
                case 7:
                    expected.validation = values.chance() ? values.rule() : PlainRule()
                    step.validation = expected.validation.rule
                case 8:
                    expected.next = values.chance() ? .target(.step("t")) : nil
                    step.next = expected.next
                case 9:
                    expected.isStored.toggle()
                    step.isStored = expected.isStored
                case 10:
                    expected.environmentVariable = values.maybe { $0.text() }
                    step.environmentVariable = expected.environmentVariable
                default:
                    expected.location = values.location()
                    step.location = expected.location
                }
                #expect(PlainStep.of(step).same(expected))
                Self.expectDerivedFacts(of: step, as: expected)
            }
            #expect(PlainStep.of(before).same(plain))
            #expect((step == before) == (expected == plain))
        }
    }

    /// The facts the engine reads from a step in place, against those of its plain kind and
    /// default.
    static func expectDerivedFacts(of step: Step, as plain: PlainStep) {
        #expect(step.typeName == plain.kind.typeName)
        #expect(step.isNumber == (plain.kind == .number))
        #expect(step.isPath == { if case .path = plain.kind { true } else { false } }())
        #expect(step.isSecret == (plain.kind == .secret))
        let isInput: Bool
        switch plain.kind {
        case .message, .flow: isInput = false
        default: isInput = true
        }
        #expect(step.isInput == isInput)
        #expect(step.textPlaceholder == { if case .text(let p) = plain.kind { p } else { nil } }())
        #expect(step.literalDefaultValue == { if case .value(let v)? = plain.defaultValue { v } else { nil } }())
    }

    /// Catches: the parts of a template read back unlike those given (an empty text part
    /// dropped, texts around a hole swapped or merged), or equality unlike comparing parts
    /// and sources.
    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<30))
    func templatesReadBackTheirParts(seed: UInt64) {
        var values = Values(random: SplitMix64(seed: seed))
        for _ in 0..<60 {
            let aParts = values.parts()
            let a = Template(parts: aParts, source: values.text())
            #expect(a.parts == aParts)
            let bParts = values.chance() ? aParts : values.parts()
            let b = Template(parts: bParts, source: values.chance() ? a.source : values.text())
            #expect((a == b) == (aParts == bParts && a.source == b.source))
            var changed = a
            let parts = values.parts()
            changed.parts = parts
            #expect(changed.parts == parts)
            #expect(changed.isLiteral == parts.allSatisfy { if case .text = $0 { true } else { false } })
            let source = values.text()
            changed.source = source
            #expect(changed.parts == parts && changed.source == source)
        }
    }

    /// Catches: a parsed one-hole template rendered or read back unlike the same parts held
    /// as an array (the text before or after the hole lost, or rendered twice).
    @Test(arguments: ["{{ n }}", "a {{ n }}", "{{ n }} b", "é {{ n }} ü}}", "{{ n }}{{ n }}", "x {{ s }} y {{ n }} z"])
    func oneHoleTemplatesRenderAsTheirParts(source: String) throws {
        let template = try Template.parse(source)
        let resolver = DictionaryResolver(local: ["n": .integer(42), "s": .string("long enough to be on the heap")])
        var expected = ""
        for part in template.parts {
            switch part {
            case .text(let text): expected += text
            case .expression(let expression):
                expected += try Evaluator().render(
                    Template(parts: [.expression(expression), .text("")], source: ""), resolver: resolver)
            }
        }
        #expect(try Evaluator().render(template, resolver: resolver) == expected)
        #expect(template == Template(parts: template.parts, source: source))
        #expect(template.expressions.count == template.parts.filter { if case .expression = $0 { true } else { false } }.count)
        #expect(!template.isLiteral)
    }

    /// Catches: the shared `0` and `1` literal nodes standing for another value.
    @Test func sharedLiteralsParseAsTheirValues() throws {
        #expect(try Expression.parse("0") == .literal(.integer(0)))
        #expect(try Expression.parse("1") == .literal(.integer(1)))
        #expect(try Expression.parse("2") == .literal(.integer(2)))
        #expect(try Expression.parse("1.0") == .literal(.number(1)))
    }
}
