extension Evaluator {
    /// Applies a comparison, equality or `in` operator; `.incomparable` for a string
    /// against a number.
    static func apply(_ op: BinaryOperator, _ l: AnswerValue, _ r: AnswerValue) throws(EvaluationError) -> Bool {
        if op.isComparison, isStringAndNumber(l, r) {
            throw .incomparable(op, left: l.typeName, right: r.typeName)
        }
        switch op {
        case .equal: return l.isEqual(to: r)
        case .notEqual: return !l.isEqual(to: r)
        case .less: return compare(l, r).map { $0 < 0 } ?? false
        case .lessOrEqual: return compare(l, r).map { $0 <= 0 } ?? false
        case .greater: return compare(l, r).map { $0 > 0 } ?? false
        case .greaterOrEqual: return compare(l, r).map { $0 >= 0 } ?? false
        case .in: return contains(r, l)
        case .and: return l.isTruthy && r.isTruthy
        case .or: return l.isTruthy || r.isTruthy
        }
    }

    /// Whether one value is a string and the other a number (in either order).
    static func isStringAndNumber(_ l: AnswerValue, _ r: AnswerValue) -> Bool {
        (l.stringValue != nil && r.numericValue != nil) || (l.numericValue != nil && r.stringValue != nil)
    }

    /// -1, 0 or 1 for two numbers or two strings; nil for anything else (and for NaN).
    static func compare(_ l: AnswerValue, _ r: AnswerValue) -> Int? {
        switch (l, r) {
        case (.integer(let a), .integer(let b)):
            return a < b ? -1 : (a == b ? 0 : 1)
        case (.string(let a), .string(let b)):
            // UTF-8 byte order is Unicode scalar order.
            return a.utf8.lexicographicallyPrecedes(b.utf8) ? -1 : (a.utf8.elementsEqual(b.utf8) ? 0 : 1)
        default:
            guard let a = l.numericValue, let b = r.numericValue, !a.isNaN, !b.isNaN else { return nil }
            return a < b ? -1 : (a == b ? 0 : 1)
        }
    }

    /// Whether `container` holds `element`: array element, substring, or object key.
    static func contains(_ container: AnswerValue, _ element: AnswerValue) -> Bool {
        switch container {
        case .array(let items): return items.contains { $0.isEqual(to: element) }
        case .string(let s):
            guard case .string(let needle) = element else { return false }
            return needle.isEmpty || s.contains(needle)
        case .object(let members):
            guard case .string(let key) = element else { return false }
            return members[key] != nil
        default: return false
        }
    }

    /// An index as a whole number: an integer, or a number without fraction.
    private static func position(_ value: AnswerValue) throws(EvaluationError) -> Int {
        switch value {
        case .integer(let i): return i
        case .number(let d) where d == d.rounded() && abs(d) < 9e15: return Int(d)
        default: throw .invalidIndex(value.typeName)
        }
    }

    /// `container[index]`: a character of a string or an element of an array, a negative
    /// index counting from the end; `null` when out of range or when `container` is null.
    static func element(of container: AnswerValue, at index: AnswerValue) throws(EvaluationError) -> AnswerValue {
        switch container {
        case .null:
            return .null
        case .string(let s):
            let characters = Array(s)
            let i = try position(index)
            let resolved = i < 0 ? characters.count + i : i
            return characters.indices.contains(resolved) ? .string(String(characters[resolved])) : .null
        case .array(let items):
            let i = try position(index)
            let resolved = i < 0 ? items.count + i : i
            return items.indices.contains(resolved) ? items[resolved] : .null
        default:
            throw .notIndexable(container.typeName)
        }
    }

    /// `container[from:to]` with Python's rules: a missing bound is the start or the end,
    /// a negative one counts from the end, and bounds are clamped to the length.
    static func slice(_ container: AnswerValue, from: AnswerValue, to: AnswerValue) throws(EvaluationError) -> AnswerValue {
        func range(count: Int) throws(EvaluationError) -> Range<Int> {
            func clamp(_ bound: AnswerValue, otherwise: Int) throws(EvaluationError) -> Int {
                if bound == .null { return otherwise }
                let i = try position(bound)
                return min(max(i < 0 ? count + i : i, 0), count)
            }
            let lower = try clamp(from, otherwise: 0)
            let upper = try clamp(to, otherwise: count)
            return lower..<max(lower, upper)
        }
        switch container {
        case .null:
            return .null
        case .string(let s):
            let characters = Array(s)
            return .string(String(characters[try range(count: characters.count)]))
        case .array(let items):
            return .array(Array(items[try range(count: items.count)]))
        default:
            throw .notIndexable(container.typeName)
        }
    }
}
