import Foundation

import WizardCore

/// A JSON Schema (draft 2020-12) checker for exactly the keywords `wizard schema` emits, so
/// a test can hold the schema and the loader to the same verdicts without a dependency.
///
/// A keyword it does not know is an error (`unknownKeyword`), never silently passed: a
/// schema that starts using one makes the test fail until the checker learns it.
package struct JSONSchemaChecker {
    /// A schema this checker cannot apply.
    package enum Problem: Error, Equatable {
        case unknownKeyword(String)
        case unresolvableReference(String)
        case malformed(String)
    }

    private let root: JSONNode
    private var patterns: [String: NSRegularExpression] = [:]

    /// Reads the schema and compiles its patterns once.
    package init(schemaText: String) throws {
        root = try JSONReader().read(Array(schemaText.utf8))
        var sources: [String] = []
        Self.collectPatterns(root, into: &sources)
        for source in sources where patterns[source] == nil {
            patterns[source] = try NSRegularExpression(pattern: source)
        }
    }

    /// Whether the JSON text `text` is valid against the whole schema.
    package func isValid(text: String) throws -> Bool {
        try isValid(JSONReader().read(Array(text.utf8)))
    }

    /// Whether `instance` is valid against the whole schema.
    package func isValid(_ instance: JSONNode) throws(Problem) -> Bool {
        try check(instance, root)
    }

    private static func collectPatterns(_ node: JSONNode, into out: inout [String]) {
        if let members = node.members {
            for member in members {
                if member.key == "pattern", let text = member.value.stringValue { out.append(text) }
                if member.key == "patternProperties", let inner = member.value.members {
                    out.append(contentsOf: inner.map(\.key))
                }
                collectPatterns(member.value, into: &out)
            }
        } else if let elements = node.elements {
            for element in elements { collectPatterns(element, into: &out) }
        }
    }

    private func check(_ x: JSONNode, _ schema: JSONNode) throws(Problem) -> Bool {
        if let verdict = schema.boolValue { return verdict }
        guard let keywords = schema.members else { throw .malformed("a schema is neither an object nor a boolean") }
        for keyword in keywords {
            if try !holds(keyword.key, keyword.value, x, schema) { return false }
        }
        return true
    }

    /// Whether the keyword `key` with value `value` (of `schema`) holds for `x`.
    private func holds(_ key: String, _ value: JSONNode, _ x: JSONNode, _ schema: JSONNode) throws(Problem) -> Bool {
        switch key {
        case "$schema", "$id", "title", "description", "$defs", "then", "else":
            return true
        case "$ref":
            return try check(x, resolve(value))
        case "type":
            let names = value.stringValue.map { [$0] } ?? (value.elements ?? []).compactMap(\.stringValue)
            return names.contains { Self.hasType(x, $0) }
        case "enum":
            return (value.elements ?? []).contains { Self.same($0, x) }
        case "const":
            return Self.same(value, x)
        case "allOf":
            for sub in value.elements ?? [] {
                if try !check(x, sub) { return false }
            }
            return true
        case "anyOf":
            for sub in value.elements ?? [] {
                if try check(x, sub) { return true }
            }
            return false
        case "oneOf":
            var count = 0
            for sub in value.elements ?? [] {
                if try check(x, sub) { count += 1 }
            }
            return count == 1
        case "not":
            return try !check(x, value)
        case "if":
            guard let branch = try check(x, value) ? schema["then"] : schema["else"] else { return true }
            return try check(x, branch)
        case "pattern":
            guard let text = x.stringValue else { return true }
            return try matches(value, text)
        case "minLength":
            guard let text = x.stringValue else { return true }
            return text.unicodeScalars.count >= (value.integerValue ?? 0)
        case "maxLength":
            guard let text = x.stringValue else { return true }
            return text.unicodeScalars.count <= (value.integerValue ?? .max)
        case "minimum":
            guard let n = x.numberValue, let bound = value.numberValue else { return true }
            return n >= bound
        case "maximum":
            guard let n = x.numberValue, let bound = value.numberValue else { return true }
            return n <= bound
        case "exclusiveMinimum":
            guard let n = x.numberValue, let bound = value.numberValue else { return true }
            return n > bound
        case "minItems":
            guard let items = x.elements else { return true }
            return items.count >= (value.integerValue ?? 0)
        case "minProperties":
            guard let members = x.members else { return true }
            return members.count >= (value.integerValue ?? 0)
        case "items":
            for item in x.elements ?? [] {
                if try !check(item, value) { return false }
            }
            return true
        case "required":
            guard x.members != nil else { return true }
            return (value.elements ?? []).allSatisfy { name in name.stringValue.map { x[$0] != nil } ?? false }
        case "propertyNames":
            for member in x.members ?? [] {
                let name = JSONNode(.string(member.key), line: 1, column: 1)
                if try !check(name, value) { return false }
            }
            return true
        case "properties", "patternProperties", "additionalProperties":
            // All three are applied once, at `properties` or else at the first of the others.
            let first = schema.members?.first { ["properties", "patternProperties", "additionalProperties"].contains($0.key) }
            guard first?.key == key else { return true }
            return try checkMembers(x, schema)
        default:
            throw .unknownKeyword(key)
        }
    }

    private func checkMembers(_ x: JSONNode, _ schema: JSONNode) throws(Problem) -> Bool {
        guard let members = x.members else { return true }
        for member in members {
            var isEvaluated = false
            if let sub = schema["properties"]?[member.key] {
                isEvaluated = true
                if try !check(member.value, sub) { return false }
            }
            for pattern in schema["patternProperties"]?.members ?? [] {
                guard try matches(pattern.key, member.key) else { continue }
                isEvaluated = true
                if try !check(member.value, pattern.value) { return false }
            }
            if !isEvaluated, let additional = schema["additionalProperties"] {
                if try !check(member.value, additional) { return false }
            }
        }
        return true
    }

    private func matches(_ patternNode: JSONNode, _ text: String) throws(Problem) -> Bool {
        guard let source = patternNode.stringValue else { throw .malformed("a pattern is not a string") }
        return try matches(source, text)
    }

    private func matches(_ source: String, _ text: String) throws(Problem) -> Bool {
        guard let regex = patterns[source] else { throw .malformed("pattern \(source) was not compiled") }
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    private func resolve(_ reference: JSONNode) throws(Problem) -> JSONNode {
        guard let text = reference.stringValue, text.hasPrefix("#") else { throw .unresolvableReference("\(reference)") }
        var node = root
        for part in text.dropFirst().split(separator: "/") {
            guard let next = node[String(part)] else { throw .unresolvableReference(text) }
            node = next
        }
        return node
    }

    /// JSON Schema's types: an `integer` is any number with no fractional part (`2.0` too).
    private static func hasType(_ x: JSONNode, _ name: String) -> Bool {
        switch (name, x.value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object): true
        case ("number", .integer), ("number", .number), ("integer", .integer): true
        case ("integer", .number(let d)): d.isFinite && d.rounded() == d
        default: false
        }
    }

    /// JSON equality: numbers by value, objects whatever their member order.
    private static func same(_ a: JSONNode, _ b: JSONNode) -> Bool {
        switch (a.value, b.value) {
        case (.null, .null): return true
        case (.bool(let p), .bool(let q)): return p == q
        case (.string(let p), .string(let q)): return p == q
        case (.integer, _), (.number, _):
            guard let p = a.numberValue, let q = b.numberValue else { return false }
            return p == q
        case (.array(let p), .array(let q)):
            return p.count == q.count && zip(p, q).allSatisfy { same($0, $1) }
        case (.object(let p), .object(let q)):
            return p.count == q.count && p.allSatisfy { member in b[member.key].map { same(member.value, $0) } ?? false }
        default: return false
        }
    }
}
