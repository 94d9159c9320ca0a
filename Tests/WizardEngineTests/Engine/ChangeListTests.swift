import Foundation
import Testing

@testable import WizardCore
@testable import WizardEngine

/// `ChangeList` (an entry's answer changes) against `[AnswerChange]`: elements, equality,
/// hashing, mapping and coding, for none, one and several changes.
@Suite struct ChangeListTests {
    static func change(_ i: Int) -> AnswerChange {
        AnswerChange(path: "s\(i)", old: i % 2 == 0 ? nil : .integer(i), new: i % 3 == 0 ? nil : .string("v\(i)"))
    }

    @Test func behavesAsTheArrayOfItsChanges() throws {
        for count in 0..<5 {
            let array = (0..<count).map(Self.change)
            let list = ChangeList(array)
            #expect(Array(list) == array)
            #expect(list.count == count)
            #expect(list.isEmpty == array.isEmpty)
            #expect(Array(list.reversed()) == array.reversed())
            #expect(list == ChangeList(array))
            #expect(list.hashValue == ChangeList(array).hashValue)
            #expect(
                Array(list.map { AnswerChange(path: $0.path + "!", old: $0.new, new: $0.old) })
                    == array.map { AnswerChange(path: $0.path + "!", old: $0.new, new: $0.old) })
            #expect([Self.change(9)] + list == [Self.change(9)] + array)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let data = try encoder.encode(list)
            #expect(data == (try encoder.encode(array)))
            #expect(try JSONDecoder().decode(ChangeList.self, from: data) == list)
            if count > 0 { #expect(list != ChangeList(array.dropLast())) }
        }
        #expect(ChangeList(Self.change(1)) == [Self.change(1)])
        #expect(ChangeList() == [])
    }
}
