import Foundation
import Testing
import WizardTestSupport

/// The commands (docs/cli.md) besides `run` and `validate`, through the real binary: exact
/// output for small flows, exit statuses and usage errors.
@Suite struct CommandTests {
    /// A flow with a branch, a sheet, a cover, a repeat and a `when`; the title needs
    /// escaping in both diagram formats.
    static let graphFlow = #"""
        {
          "id": "g", "title": "Say \"hi\" <#1>",
          "steps": [
            { "id": "tls", "type": "confirm", "prompt": "TLS?", "default": false, "next": { "true": "opts", "*": "terms" } },
            { "id": "opts", "type": "flow", "flow": "tlsopts", "present": "sheet" },
            { "id": "terms", "type": "flow", "flow": "legal", "present": "cover" },
            { "id": "hosts", "type": "flow", "flow": "host", "repeat": { "min": 1, "max": 3 } },
            { "id": "note", "type": "text", "prompt": "Note?", "when": "len(hosts) > 1 && !(tls == true)", "required": false }
          ],
          "flows": {
            "tlsopts": { "title": "TLS\toptions", "steps": [ { "id": "mode", "type": "select", "prompt": "Mode?", "choices": ["a", "b"] } ] },
            "legal": { "steps": [ { "id": "accept", "type": "confirm", "prompt": "OK?" } ] },
            "host": { "steps": [ { "id": "name", "type": "text", "prompt": "Host?" } ] }
          }
        }
        """#

    @Test(
        "graph --format mermaid: clusters, presentations, branch labels, when, escaped title (catches: unquoted labels breaking Mermaid, lost presentation)"
    )
    func graphMermaid() throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write("g.json", Self.graphFlow)
        let result = try WizardProcess.run(["graph", flow])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout == """
                flowchart TD
                  subgraph f0["Say #quot;hi#quot; #lt;#35;1#gt; (g)"]
                    f0_0["tls (confirm)"]
                    f0_1[["opts (flow tlsopts, sheet)"]]
                    f0_2[["terms (flow legal, cover)"]]
                    f0_3[["hosts (flow host, push, repeat 1..3)"]]
                    f0_4["note (text)"]
                    f0_end(("end"))
                  end
                  subgraph f1["TLS\\toptions (tlsopts) · sheet"]
                    f1_0["mode (select)"]
                    f1_end(("return"))
                  end
                  subgraph f2["legal · cover"]
                    f2_0["accept (confirm)"]
                    f2_end(("return"))
                  end
                  subgraph f3["host · push"]
                    f3_0["name (text)"]
                    f3_end(("return"))
                  end
                  f0_0 -->|"true"| f0_1
                  f0_0 -->|"otherwise"| f0_2
                  f0_1 ==>|"sheet"| f1
                  f0_1 --> f0_2
                  f0_2 ==>|"cover"| f2
                  f0_2 --> f0_3
                  f0_3 ==>|"push, repeat 1..3"| f3
                  f0_3 -.->|"when len(hosts) #gt; 1 && !(tls == true)"| f0_4
                  f0_3 --> f0_end
                  f0_4 --> f0_end
                  f1_0 --> f1_end
                  f2_0 --> f2_end
                  f3_0 --> f3_end

                """)
    }

    @Test(
        "graph --format dot: clusters with lhead edges, dashed when, escaped quotes (catches: invalid DOT from a title, edges not entering clusters)"
    )
    func graphDOT() throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write("g.json", Self.graphFlow)
        let result = try WizardProcess.run(["graph", flow, "--format", "dot"])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout == #"""
                digraph "g" {
                  compound=true;
                  node [shape=box];
                  subgraph "cluster_f0" {
                    label="Say \"hi\" <#1> (g)";
                    f0_0 [label="tls (confirm)"];
                    f0_1 [label="opts (flow tlsopts, sheet)", shape=box3d];
                    f0_2 [label="terms (flow legal, cover)", shape=box3d];
                    f0_3 [label="hosts (flow host, push, repeat 1..3)", shape=box3d];
                    f0_4 [label="note (text)"];
                    f0_end [label="end", shape=doublecircle];
                  }
                  subgraph "cluster_f1" {
                    label="TLS\\toptions (tlsopts) · sheet";
                    f1_0 [label="mode (select)"];
                    f1_end [label="return", shape=doublecircle];
                  }
                  subgraph "cluster_f2" {
                    label="legal · cover";
                    f2_0 [label="accept (confirm)"];
                    f2_end [label="return", shape=doublecircle];
                  }
                  subgraph "cluster_f3" {
                    label="host · push";
                    f3_0 [label="name (text)"];
                    f3_end [label="return", shape=doublecircle];
                  }
                  f0_0 -> f0_1 [label="true"];
                  f0_0 -> f0_2 [label="otherwise"];
                  f0_1 -> f1_0 [label="sheet", style=bold, lhead="cluster_f1"];
                  f0_1 -> f0_2;
                  f0_2 -> f2_0 [label="cover", style=bold, lhead="cluster_f2"];
                  f0_2 -> f0_3;
                  f0_3 -> f3_0 [label="push, repeat 1..3", style=bold, lhead="cluster_f3"];
                  f0_3 -> f0_4 [label="when len(hosts) > 1 && !(tls == true)", style=dashed];
                  f0_3 -> f0_end;
                  f0_4 -> f0_end;
                  f1_0 -> f1_end;
                  f2_0 -> f2_end;
                  f3_0 -> f3_end;
                }

                """#)
    }

    @Test(
        "template: defaults, null without one or for a template, nested sub-flow, repeat of one item, message left out, store:false kept as it chooses branches (catches: wrong shape of the skeleton, a filled template that cannot reach `extra`)"
    )
    func template() throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write(
            "t.json",
            #"""
            {
              "id": "t",
              "steps": [
                { "id": "hello", "type": "message", "text": "Hi" },
                { "id": "name", "type": "text", "prompt": "Name?" },
                { "id": "slug", "type": "text", "prompt": "Slug?", "default": "{{ name }}-app" },
                { "id": "go", "type": "confirm", "prompt": "Go?", "default": true, "store": false },
                { "id": "extra", "type": "integer", "prompt": "N?", "default": 3, "when": "go" },
                { "id": "db", "type": "flow", "flow": "database" },
                { "id": "servers", "type": "flow", "flow": "server", "repeat": { "max": 4 } }
              ],
              "flows": {
                "database": { "steps": [
                  { "id": "tags", "type": "multiselect", "prompt": "Tags?", "choices": ["a", "b"], "default": ["b"] },
                  { "id": "tls", "type": "flow", "flow": "tls", "present": "sheet" }
                ] },
                "tls": { "steps": [ { "id": "mode", "type": "select", "prompt": "Mode?", "choices": ["x", "y"], "default": "y" } ] },
                "server": { "steps": [ { "id": "host", "type": "text", "prompt": "Host?" }, { "id": "port", "type": "integer", "prompt": "Port?", "default": 22 } ] }
              }
            }
            """#)
        let result = try WizardProcess.run(["template", flow])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout == """
                {
                  "name": null,
                  "slug": null,
                  "go": true,
                  "extra": 3,
                  "db": {
                    "tags": [
                      "b"
                    ],
                    "tls": {
                      "mode": "y"
                    }
                  },
                  "servers": [
                    {
                      "host": null,
                      "port": 22
                    }
                  ]
                }

                """)
    }

    @Test(
        "template: a sub-flow that opens itself under `when: false` is written once, the recursion as null (catches: a skeleton that grows without end and exhausts memory)"
    )
    func templateOfARecursiveSubFlow() throws {
        let folder = try TemporaryFolder()
        let flow = try folder.write(
            "g.json",
            #"""
            {"id": "g", "steps": [{"id": "x", "type": "flow", "flow": "f"}], "flows": {"f": {"steps": [
              {"id": "s1", "type": "flow", "flow": "f", "when": "false"},
              {"id": "s2", "type": "flow", "flow": "f", "when": "false"},
              {"id": "v", "type": "text", "prompt": "v"}]}}}
            """#)
        let result = try WizardProcess.run(["template", flow])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "{\n  \"x\": {\n    \"s1\": null,\n    \"s2\": null,\n    \"v\": null\n  }\n}\n")
    }

    @Test("schema: valid JSON, draft 2020-12, exit 0 (catches: a broken string literal)")
    func schema() throws {
        let result = try WizardProcess.run(["schema"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect((object?["$defs"] as? [String: Any])?["step"] != nil)
    }

    @Test(
        "list: ./Flows then WIZARD_FLOWS_PATH in order, the duplicate listed as shadowed (catches: the wrong file winning, unstable order)")
    func listShadowing() throws {
        let folder = try TemporaryFolder()
        try folder.write("Flows/b.json", #"{"id": "beta", "title": "Beta", "description": "Second", "steps": []}"#)
        try folder.write("Flows/a.json", #"{"id": "alpha", "title": "Alpha\u001b[31m", "steps": []}"#)
        try folder.write("Flows/sub/c.json", #"{"id": "nested", "steps": []}"#)
        try folder.write("extra/alpha.json", #"{"id": "alpha", "title": "Other alpha", "steps": []}"#)
        try folder.write("more/z.json", #"{"id": "zed", "steps": []}"#)
        let result = try WizardProcess.run(
            ["list"], directory: folder.url,
            environment: ["WIZARD_FLOWS_PATH": folder.path("extra") + ":" + folder.path("more")])
        #expect(result.status == 0, "\(result)")
        let extra = folder.path("extra/alpha.json")
        let more = folder.path("more/z.json")
        #expect(
            result.stdout == """
                alpha  Alpha\\e[31m  Flows/a.json
                beta   Beta         Flows/b.json
                    Second
                alpha  Other alpha  \(extra)  (shadowed by Flows/a.json)
                zed    -            \(more)

                """)
    }

    @Test("list: nothing found is a note on stderr and exit 0 (catches: an error status for an empty search)")
    func listEmpty() throws {
        let folder = try TemporaryFolder()
        let result = try WizardProcess.run(["list"], directory: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(
            result.stderr == "wizard: note: no flows found in ./Flows or $WIZARD_FLOWS_PATH (the built-in demo runs as 'wizard run demo')\n"
        )
    }
}
