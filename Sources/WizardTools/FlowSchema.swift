import WizardCore

/// The JSON Schema (draft 2020-12) of flow files that `wizard schema` prints, for editors and CI.
///
/// It mirrors docs/writing-flows.md and the loader's key checks; what a schema cannot express (ids that
/// exist, expression syntax) is left to `wizard validate`.
package enum FlowSchema {
    /// The schema as pretty-printed JSON text, ending with a newline.
    package static let text = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://wizard.invalid/schema/flow.json",
          "title": "wizard flow file",
          "description": "A multi-step onboarding flow run by wizard (docs/writing-flows.md).",
          "$ref": "#/$defs/flow",
          "required": ["id"],
          "$defs": {
            "identifier": {
              "type": "string",
              "pattern": "^[A-Za-z_][A-Za-z0-9_-]*$"
            },
            "stepID": {
              "allOf": [
                { "$ref": "#/$defs/identifier" },
                { "maxLength": 256 },
                { "not": { "enum": ["root", "parent", "env", "value"] } }
              ]
            },
            "target": {
              "description": "A step id of the same flow, or \"$end\".",
              "anyOf": [{ "$ref": "#/$defs/identifier" }, { "const": "$end" }]
            },
            "languageTag": {
              "description": "A language tag such as \"en\", \"de-AT\" or \"sr-Latn\".",
              "type": "string",
              "pattern": "^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$|^[A-Za-z]{5,8}(-[A-Za-z0-9]{1,8})*$"
            },
            "text": {
              "description": "Text a person reads: a string in the flow's language, or an object of translations by language tag (docs/writing-flows.md#translating-a-flow).",
              "oneOf": [
                { "type": "string" },
                {
                  "type": "object",
                  "minProperties": 1,
                  "propertyNames": { "$ref": "#/$defs/languageTag" },
                  "additionalProperties": { "type": "string" }
                }
              ]
            },
            "template": {
              "description": "Text with {{ expression }} holes: a string in the flow's language, or an object of translations by language tag, each with the same holes.",
              "oneOf": [
                { "type": "string" },
                {
                  "type": "object",
                  "minProperties": 1,
                  "propertyNames": { "$ref": "#/$defs/languageTag" },
                  "additionalProperties": { "type": "string" }
                }
              ]
            },
            "expression": {
              "description": "An expression (docs/expressions.md).",
              "type": "string"
            },
            "templateDefault": {
              "description": "A default computed when the step is reached: text with {{ expression }} holes.",
              "type": "string",
              "pattern": "\\{\\{"
            },
            "pluginPath": {
              "description": "A path relative to the flow's folder.",
              "type": "string",
              "pattern": "^[^/]"
            },
            "flow": {
              "type": "object",
              "properties": {
                "$schema": { "type": "string" },
                "id": { "$ref": "#/$defs/identifier" },
                "title": { "$ref": "#/$defs/text" },
                "description": { "$ref": "#/$defs/text" },
                "language": {
                  "$ref": "#/$defs/languageTag",
                  "description": "The language of the flow's plain strings and the fallback for translated texts; default \"en\"."
                },
                "review": { "type": "boolean" },
                "steps": {
                  "type": "array",
                  "minItems": 1,
                  "items": { "$ref": "#/$defs/step" }
                },
                "flows": {
                  "type": "object",
                  "propertyNames": { "$ref": "#/$defs/identifier" },
                  "additionalProperties": { "$ref": "#/$defs/flow" }
                },
                "imports": {
                  "type": "array",
                  "items": {
                    "description": "A flow file's path relative to the importing file's folder.",
                    "type": "string",
                    "pattern": "^[^/]",
                    "not": { "pattern": "(^|/)\\.\\.?$|/$|\\u0000" }
                  }
                },
                "plugins": {
                  "type": "object",
                  "propertyNames": { "$ref": "#/$defs/identifier" },
                  "additionalProperties": {
                    "oneOf": [
                      { "$ref": "#/$defs/pluginPath" },
                      {
                        "type": "object",
                        "properties": {
                          "$schema": { "type": "string" },
                          "path": { "$ref": "#/$defs/pluginPath" },
                          "secrets": { "type": "array", "items": { "type": "string" } },
                          "timeout": { "type": "number", "exclusiveMinimum": 0, "maximum": 600 }
                        },
                        "patternProperties": { "^x-": true },
                        "additionalProperties": false
                      }
                    ]
                  }
                }
              },
              "patternProperties": { "^x-": true },
              "additionalProperties": false,
              "required": ["steps"]
            },
            "step": {
              "type": "object",
              "required": ["id", "type"],
              "properties": {
                "type": {
                  "description": "A built-in type, or PLUGIN.TYPE: a type of a process plugin.",
                  "anyOf": [
                    {
                      "enum": ["text", "secret", "confirm", "select", "multiselect", "number",
                               "integer", "path", "list", "json", "message", "flow"]
                    },
                    { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_-]*\\.[A-Za-z_][A-Za-z0-9_-]*$" }
                  ]
                }
              },
              "if": {
                "properties": {
                  "type": {
                    "enum": ["text", "secret", "confirm", "select", "multiselect", "number",
                             "integer", "path", "list", "json", "message", "flow"]
                  }
                }
              },
              "then": { "$ref": "#/$defs/builtInStep" },
              "else": { "$ref": "#/$defs/pluginStep" }
            },
            "commonStepKeys": {
              "properties": {
                "$schema": { "type": "string" },
                "id": { "$ref": "#/$defs/stepID" },
                "type": { "type": "string" },
                "prompt": { "$ref": "#/$defs/template" },
                "help": { "$ref": "#/$defs/template" },
                "title": { "$ref": "#/$defs/template" },
                "default": { "description": "A value of the step's answer type, or a template." },
                "when": { "$ref": "#/$defs/expression" },
                "required": { "type": "boolean" },
                "validate": { "$ref": "#/$defs/validate" },
                "next": {
                  "oneOf": [
                    { "$ref": "#/$defs/target" },
                    {
                      "type": "object",
                      "description": "The answer (JSON text for non-strings) to a target; \"*\" is the fallback.",
                      "additionalProperties": { "$ref": "#/$defs/target" }
                    }
                  ]
                },
                "store": { "type": "boolean" },
                "env": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$" }
              }
            },
            "pluginStep": {
              "$ref": "#/$defs/commonStepKeys",
              "properties": {
                "type": { "pattern": "^[A-Za-z_][A-Za-z0-9_-]*\\.[A-Za-z_][A-Za-z0-9_-]*$" }
              },
              "required": ["prompt"]
            },
            "builtInStep": {
              "$ref": "#/$defs/commonStepKeys",
              "properties": {
                "$schema": true, "id": true, "type": true, "prompt": true, "help": true, "title": true,
                "default": true, "when": true, "required": true, "validate": true, "next": true,
                "store": true, "env": true,
                "placeholder": { "$ref": "#/$defs/template" },
                "multiline": { "type": "boolean" },
                "choices": {
                  "oneOf": [
                    {
                      "type": "array",
                      "minItems": 1,
                      "items": { "$ref": "#/$defs/choice" }
                    },
                    {
                      "type": "object",
                      "required": ["plugin", "method"],
                      "properties": {
                        "plugin": { "$ref": "#/$defs/identifier" },
                        "method": { "$ref": "#/$defs/identifier" },
                        "$schema": { "type": "string" }
                      },
                      "patternProperties": { "^x-": true },
                      "additionalProperties": false
                    }
                  ]
                },
                "kind": { "enum": ["file", "directory", "any"] },
                "must_exist": { "type": "boolean" },
                "text": { "$ref": "#/$defs/template" },
                "flow": { "$ref": "#/$defs/identifier" },
                "present": { "enum": ["push", "sheet", "cover"] },
                "repeat": { "$ref": "#/$defs/repeat" }
              },
              "patternProperties": { "^x-": true },
              "additionalProperties": false,
              "allOf": [
                {
                  "if": { "properties": { "type": { "enum": ["message", "flow"] } } },
                  "then": { "properties": { "default": false } },
                  "else": { "required": ["prompt"] }
                },
                {
                  "if": { "properties": { "type": { "const": "text" } } },
                  "else": { "properties": { "placeholder": false, "multiline": false } }
                },
                {
                  "if": { "properties": { "type": { "enum": ["select", "multiselect"] } } },
                  "then": { "required": ["choices"] },
                  "else": { "properties": { "choices": false } }
                },
                {
                  "if": { "properties": { "type": { "const": "path" } } },
                  "else": { "properties": { "kind": false, "must_exist": false } }
                },
                {
                  "if": { "properties": { "type": { "const": "message" } } },
                  "then": { "required": ["text"] },
                  "else": { "properties": { "text": false } }
                },
                {
                  "if": { "properties": { "type": { "const": "flow" } } },
                  "then": { "required": ["flow"] },
                  "else": { "properties": { "flow": false, "present": false, "repeat": false } }
                },
                {
                  "if": { "properties": { "type": { "enum": ["text", "secret", "path"] } } },
                  "then": { "properties": { "default": { "type": "string" } } }
                },
                {
                  "if": { "properties": { "type": { "const": "confirm" } } },
                  "then": {
                    "properties": {
                      "default": { "anyOf": [{ "type": "boolean" }, { "$ref": "#/$defs/templateDefault" }] }
                    }
                  }
                },
                {
                  "if": { "properties": { "type": { "const": "number" } } },
                  "then": {
                    "properties": {
                      "default": { "anyOf": [{ "type": "number" }, { "$ref": "#/$defs/templateDefault" }] }
                    }
                  }
                },
                {
                  "if": { "properties": { "type": { "const": "integer" } } },
                  "then": {
                    "properties": {
                      "default": { "anyOf": [{ "type": "integer" }, { "$ref": "#/$defs/templateDefault" }] }
                    }
                  }
                },
                {
                  "if": { "properties": { "type": { "const": "select" } } },
                  "then": { "properties": { "default": { "type": ["string", "number", "boolean"] } } }
                },
                {
                  "if": { "properties": { "type": { "const": "multiselect" } } },
                  "then": {
                    "properties": {
                      "default": {
                        "anyOf": [
                          { "type": "array", "items": { "type": ["string", "number", "boolean"] } },
                          { "$ref": "#/$defs/templateDefault" }
                        ]
                      }
                    }
                  }
                },
                {
                  "if": { "properties": { "type": { "const": "list" } } },
                  "then": {
                    "properties": {
                      "default": {
                        "anyOf": [
                          { "type": "array", "items": { "type": "string" } },
                          { "$ref": "#/$defs/templateDefault" }
                        ]
                      }
                    }
                  }
                }
              ]
            },
            "choice": {
              "oneOf": [
                { "type": ["string", "number", "boolean"] },
                {
                  "type": "object",
                  "required": ["value"],
                  "properties": {
                    "$schema": { "type": "string" },
                    "value": { "type": ["string", "number", "boolean"] },
                    "label": { "$ref": "#/$defs/text" },
                    "help": { "$ref": "#/$defs/text" },
                    "when": { "$ref": "#/$defs/expression" }
                  },
                  "patternProperties": { "^x-": true },
                  "additionalProperties": false
                }
              ]
            },
            "validate": {
              "type": "object",
              "properties": {
                "$schema": { "type": "string" },
                "pattern": { "type": "string", "description": "A regular expression (RE2-style subset, see docs/patterns.md) the whole input must match." },
                "min_length": { "type": "integer", "minimum": 0 },
                "max_length": { "type": "integer", "minimum": 0 },
                "min": { "type": "number" },
                "max": { "type": "number" },
                "expr": { "$ref": "#/$defs/expression" },
                "plugin": {
                  "description": "PLUGIN.NAME: a validator of a process plugin.",
                  "type": "string",
                  "pattern": "^[A-Za-z_][A-Za-z0-9_-]*\\.[A-Za-z_][A-Za-z0-9_-]*$"
                },
                "message": { "$ref": "#/$defs/text" }
              },
              "patternProperties": { "^x-": true },
              "additionalProperties": false
            },
            "repeat": {
              "type": "object",
              "properties": {
                "$schema": { "type": "string" },
                "prompt": { "$ref": "#/$defs/template" },
                "min": { "type": "integer", "minimum": 0 },
                "max": { "type": "integer", "minimum": 0 }
              },
              "patternProperties": { "^x-": true },
              "additionalProperties": false
            }
          }
        }

        """#
}
