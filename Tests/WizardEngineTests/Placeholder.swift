import Testing

@testable import WizardEngine

@Test func identifiers() { #expect(isValidIdentifier("a-b_1")) }
