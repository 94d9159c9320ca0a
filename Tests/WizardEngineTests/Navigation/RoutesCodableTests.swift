import Foundation
import Testing

@testable import WizardCore
@testable import WizardEngine

extension NavigationTests {
    /// Session files store routes; these catch a shape change or a stale index after
    /// decoding.
    @Suite struct Coding {
        @Test(arguments: ["", "a", "a b ^c d !e f", "^a", "!a ^b"])
        func roundTrip(_ notation: String) throws {
            let routes = stack(notation)
            let decoded = try JSONDecoder().decode(
                Routes<String>.self, from: try JSONEncoder().encode(routes))
            #expect(decoded == routes)
            #expect(decoded.modalStarts == routes.modalStarts)
            #expect(decoded.checkInvariants() == [])
        }

        /// Catches: a renamed key silently changing the stored shape.
        @Test func exactShape() throws {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let text = String(decoding: try encoder.encode(stack("a ^b")), as: UTF8.self)
            #expect(
                text
                    == #"{"routes":[{"screen":"a","style":"push"},{"screen":"b","style":"sheet"}]}"#
            )
        }

        /// Catches: a malformed session trapping instead of throwing.
        @Test(arguments: [
            #"{"routes":[{"screen":"a","style":"modal"}]}"#,
            #"{"routes":[{"screen":"a"}]}"#,
            #"{"stack":[]}"#,
            #"[]"#,
        ])
        func malformedInputThrows(_ json: String) {
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(Routes<String>.self, from: Data(json.utf8))
            }
        }
    }
}
