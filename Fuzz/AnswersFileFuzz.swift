// Fuzz target: the answers-file reader (`AnswersFile.read`) over an in-memory file system
// with a secret file inside the answers' folder and one outside it; a file that reads is
// used as the answers source of a non-interactive run of the database example flow.

func fuzzAnswersFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let fileSystem = FuzzFileSystem(files: [
        "/ci/answers.json": bytes, "/ci/token.txt": Array("s3cret\n".utf8),
        "/ci/sub/more.txt": Array("x".utf8), "/outside.txt": Array("outside".utf8),
    ])
    let result = AnswersFile.read("/ci/answers.json", variables: ["TOKEN": "t0k3n"], fileSystem: fileSystem)
    switch result {
    case .failure(let error):
        if error.description.contains("\u{1B}") { fuzzFailure("raw ESC in \(error.description.debugDescription)") }
    case .success(let answers):
        if case .string("outside") = answers { fuzzFailure("read a file outside the folder") }
        for catalog in exampleCatalogs.prefix(2) {
            let engine = Engine(
                catalog: catalog, sources: AnswerSources(answersFile: answers, isNonInteractive: true),
                entryLimit: 2_000)
            var state = WizardState()
            _ = engine.start(&state)
            requireInvariants(state, after: "start with answers")
            _ = AnswerKeyWalk(catalog: catalog).unusablePaths(setPaths: [String](), answersFile: answers)
        }
    }
    return 0
}
