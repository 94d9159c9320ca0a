// The English catalogue of the program's own texts. Translators: every line between the two
// lines of three quotes is `key = text`. Change only the text after `=`; keep each
// `{name}` placeholder (their order may change); `\n` is a line break, `#` starts a comment.
extension MessageCatalogue {
    public static let english = MessageCatalogue(
        language: "en",
        source: #"""
            language.name = English

            # The words a confirm step takes for yes and for no, besides y, yes, n and no, comma-separated.
            confirm.yes = y, yes
            confirm.no = n, no
            # What the question of a confirm step ends in: the default in capitals.
            prompt.confirm.defaultYes = [Y/n]
            prompt.confirm.defaultNo = [y/N]
            prompt.confirm.noDefault = [y/n]
            prompt.optional = (optional)
            prompt.multiselect = (numbers or values, comma-separated)
            prompt.multiline = (several lines; a line holding only . ends)
            prompt.position = ({step}/{total})
            prompt.position.open = ({step}/{total}+)
            prompt.lines = {first} … ({count} lines)

            review.title = Review
            review.question = Review your answers
            review.hint = (a number or an answer path changes it; Enter finishes)
            review.finish = Finish
            review.finish.help = end the run with these answers
            review.change.help = change this answer
            review.help = Pick an answer (its number or its path) to change it; an empty line finishes; :back returns to the last step.

            sheet.opened = {title} (sheet, :dismiss to close)
            sheet.done = {title} sheet done
            sheet.dismissed = {title} sheet dismissed, answers discarded
            cover.opened = {title} (cover, must be completed)
            cover.done = {title} cover done
            cover.dismissed = {title} cover dismissed, answers discarded
            notice.setAside = the {source} value for {path} was set aside: {reason}
            impact.changing = changing {path}
            impact.drops.one = drops 1 later answer: {paths}
            impact.drops.many = drops {count} later answers: {paths}
            impact.defaults.one = 1 later default follows it: {paths}
            impact.defaults.many = {count} later defaults follow it: {paths}

            picker.more.above = ↑ {count} more
            picker.more.below = ↓ {count} more
            picker.picksNumber = Enter picks choice {number}
            picker.noMatch = no choice matches {filter}
            picker.keys = ↑↓ move · type to filter · Enter pick
            picker.atLeast = at least {count}
            picker.atMost = at most {count}
            picker.marked = {marked} of {total} marked
            picker.markKeys = · Space mark · Enter confirm

            help.commands = Commands: :back  :back ID  :root  :dismiss  :help  :quit   (::text answers ':text')
            help.emptyLine.prefilled = An empty line takes the default; after :back the old answer is pre-filled, so Enter keeps it.
            help.emptyLine.plain = An empty line takes the default, also after :back (nothing is pre-filled here): type the old answer again to keep it.
            keys.heading = Keystrokes (no Enter needed; rebind by name inside $if wizard in ~/.inputrc):
            keys.list.heading = In a list (type to filter, Enter picks; rebind by name too):
            keys.notBound = (not bound)
            keys.tab = complete a choice value or a path
            keys.history = history outside lists (no secrets)
            keys.stop = Ctrl-C, or Ctrl-D on an empty line: stop (exit status 130)
            keys.back = back one step, old answer pre-filled
            keys.root = back to the first step
            keys.dismiss = close the sheet, answers discarded
            keys.help = the step's help and these lists
            keys.choice.up = previous choice
            keys.choice.down = next choice
            keys.choice.pageUp = one page up
            keys.choice.pageDown = one page down
            keys.choice.first = first choice
            keys.choice.last = last choice
            keys.choice.toggle = mark or unmark (multiselect)
            keys.hint = Keys: {keys}
            keys.hint.either = {first} or {second}
            keys.hint.tab = Tab complete
            editor.cannotWrite = the text could not be written for the editor: {reason}
            editor.cannotStart = the editor could not be started: {reason}
            editor.failed = the editor '{command}' ended with status {status}: its text was not taken
            editor.notUTF8 = the editor's text is not valid UTF-8: it was not taken

            refusal.notUTF8 = the input is not valid UTF-8; it was not recorded
            refusal.atFirstStep = already at the first step: there is nothing to go back to
            refusal.alreadyAtRoot = already at the first step of this part of the wizard
            refusal.notOnStack = '{name}' is not a step you have answered here
            refusal.didYouMean = ; did you mean '{suggestion}'?
            refusal.answered = (answered: {steps})
            refusal.answered.earlier = (answered: {count} earlier, then {steps})
            refusal.belowSheet = '{name}' is outside this sheet; use :dismiss to leave it first
            refusal.belowCover = '{name}' is outside this cover; complete it first
            refusal.alreadyThere = you are at '{name}' already
            refusal.notInModal = there is no sheet to dismiss here
            refusal.coverCannotBeDismissed = this part must be completed: it cannot be left or dismissed (use :quit to stop and resume later)
            refusal.nothingBeneathSheet = this sheet cannot be dismissed: there is no step before it
            refusal.unknownCommand = unknown command '{line}'
            refusal.didYouMeanCommand = ; did you mean ':{command}'
            refusal.commands = ; the commands are :back, :back ID, :root, :dismiss, :help, :quit (::text answers ':text')
            refusal.notRunning = the wizard is not waiting for an answer
            refusal.notReviewed = '{input}' is not an answer of the review
            refusal.notReviewed.hint = : type its number or answer path to change it, or an empty line to finish
            refusal.secretsFirst = a resumed run asks its secrets again first: give {path}, then :back, :root and :dismiss work as usual (:quit stops)
            input.required = an answer is required
            input.expectedConfirm = expected {words}, found '{found}'
            input.expectedNumber = expected a number such as 42 or 3.5, found '{found}'
            input.expectedInteger = expected a whole number such as 42, found '{found}'
            input.expectedChoice = expected a number from 1 to {count} or one of {choices}, found '{found}'
            input.tooLong = the input is longer than 64 KiB
            input.expectedList = expected items separated by commas or a JSON array of strings
            input.tooFewItems = expected at least {count} items, found {found}
            input.tooManyItems = expected at most {count} items, found {found}
            input.expectedJSON = expected JSON text: {reason} at column {column}
            input.path.missing = no file or directory exists at '{path}'
            input.path.notFile = '{path}' is a directory, expected a file
            input.path.notDirectory = '{path}' is a file, expected a directory
            input.path.special = '{path}' is neither a file nor a directory
            input.defaultFailed = the default '{template}' could not be computed: {reason}
            input.defaultEmpty = the default '{template}' gave an empty value, and the step needs an answer
            input.noStepType = no plugin provides the step type '{name}'
            input.stepTypeFailed = the step type '{name}' failed: {reason}
            input.noChoices = no plugin provides the choices '{name}'
            input.noInput = this step takes no input
            # An answers file's value of the wrong JSON type; {found} is the JSON type's name (string, number, boolean, array, object, null).
            input.expected.string = expected a string, found {found}
            input.expected.boolean = expected a boolean, found {found}
            input.expected.choiceValue = expected a choice value, found {found}
            input.expected.choiceValues = expected an array of choice values, found {found}
            input.expected.strings = expected an array of strings, found {found}
            input.expected.number = expected a number, found {found}
            input.expected.integer = expected an integer, found {found}
            input.expected.none = expected no value, found {found}
            input.expected.stringItems = expected an array of strings, found an array holding a {found}
            input.expected.stringItems.an = expected an array of strings, found an array holding an {found}
            input.expected.choiceByName = expected one of {choices}, found '{found}'
            validate.pattern = the answer must match the pattern {pattern}
            validate.minLength.one = the answer must have at least {count} character
            validate.minLength.many = the answer must have at least {count} characters
            validate.maxLength.one = the answer must have at most {count} character
            validate.maxLength.many = the answer must have at most {count} characters
            validate.minCount = choose at least {count}
            validate.maxCount = choose at most {count}
            validate.minimum = the answer must be at least {number}
            validate.maximum = the answer must be at most {number}
            validate.notAccepted = the answer is not accepted by the step's rule
            validate.notChecked = the step's rule could not be checked: {reason}
            validate.noValidator = no plugin provides the validator '{name}'
            # The question a repeat asks before each item, when the flow gives none; {name} is the
            # repeated flow's title. repeat.lowercasesName: yes when the title is written in lowercase there.
            repeat.first = Add an item?
            repeat.another = Add another item?
            repeat.first.named = Add a {name}?
            repeat.another.named = Add another {name}?
            repeat.lowercasesName = yes

            error.runawayLoop = the flow went through more than {limit} steps: it looks like a loop that never ends
            error.recordedTooMuch = the run recorded more than {size} of answers: it looks like a loop that never ends
            error.printedTooMuch = the run printed more than {size} of prompts and messages: it looks like a loop that never ends
            error.evaluatedTooMuch = the conditions evaluated between two questions scanned more than {size}: it looks like a loop that never ends
            error.evaluationFailed = the condition of {path} could not be evaluated: {reason}
            error.notStarted = there is nothing to ask: the run has not started
            error.deepLinkUnknown = --at {target}: {reason}
            error.deepLinkUnanswered = --at {target} cannot be reached: {step} before it has no answer (give it with --set, --answers or a default)
            error.deepLinkWhen = --at {target} cannot be reached: its 'when' does not hold with these answers
            error.deepLinkSkipped = --at {target} cannot be reached: {step} is skipped, its 'when' does not hold with these answers
            error.deepLinkEnded = --at {target} cannot be reached: the flow ends before it with these answers
            # Why --at cannot name a step (the {reason} of error.deepLinkUnknown); {presentation} is sheet or cover, as a flow writes it.
            at.notAStep = '{step}' is not a step of flow '{flow}'
            at.didYouMean = ; did you mean '{suggestion}'?
            at.isSubflow = '{step}' is a sub-flow; name a step inside it
            at.isModal = '{step}' is a {presentation}: --at cannot open it
            at.repeats = '{step}' repeats: --at cannot go into a repeat
            at.notLoaded = flow '{flow}' is not loaded
            at.isMessage = '{step}' is a message step, which asks nothing
            at.notSubflow = '{step}' is not a sub-flow
            at.noRoot = the flow has no root
            error.nestingTooDeep = {path} opens a sub-flow nested deeper than {limit} sub-flows: its answers could not be written; the flow recurses too far with these answers
            error.secretUnanswered = the input gives the secret {path} as recorded (a '{marker}' line), but nothing supplies it: give it with --set {path}=VALUE, --answers FILE or the step's env variable
            error.secretMisplaced = the input has a recorded secret (a '{marker}' line) where {path} is asked, which is not a secret: the recorded input does not fit this flow

            run.inputEndedAtReview = input ended at the review: an empty line finishes it (--no-review leaves it out)
            run.inputEnded = input ended while {path} was waiting for an answer
            run.sessionSaved = session saved to {file}; resume with: {command}
            run.sessionNotSaved = the answers could not be saved to {file}: {reason}
            run.savedSessionFound = a saved session of this flow is at {file}; this run starts afresh and replaces it only if it stops early (resume it with: {command})
            run.resumeQuestion = A saved session of this flow is at {file}.\nResume it? {choices}
            run.startingAfresh = starting afresh; the saved session stays until this run saves its own
            run.folderUnwritable = the session folder {folder} cannot be written ({problem}): if this run stops early, its answers cannot be saved; fix the folder, set XDG_STATE_HOME, or give --session FILE
            run.cannotWriteFolder = cannot write {folder}: {reason}
            run.flowChanged = the flow changed since the session was saved
            run.flowChangedAt = the flow changed since the session was saved; restored up to {step}, which no longer fits
            run.restoredUpTo = the session was restored up to {step}, which no longer fits
            run.sessionInUse = the session {file} is in use by another run of wizard; finish or stop that run first, or give --session FILE
            run.noStateFolder = --resume needs a state directory: set HOME or XDG_STATE_HOME, or give --session FILE
            run.noSavedSession = no saved session for the flow {flow} (none at {file}); start fresh with: {command}
            run.sessionUnreadable = cannot read the session {file}: {reason}
            run.sessionCorrupt = the session {file} is damaged and cannot be resumed (delete it, or run without --resume to start over)
            run.sessionBeyondLimit = the session {file} cannot be resumed: it holds {limit} (delete it, or run without --resume to start over)
            run.sessionForeign = {file} is not a session of this flow ({found}); run without --resume, or name the right --session FILE
            run.target.output = --output {file}: {problem}; the answers could not be written there
            run.target.record = --record {file}: {problem}
            run.target.session = --session {file}: {problem}; name another file
            run.target.sessionFile = the session file {file}: {problem}; move it away or give --session FILE
            # Why a file cannot be written (inside the lines above); {what} is the kind of file found (write.kind.*).
            write.emptyPath = the path is empty
            write.namesFolder = it names a folder
            write.noFolder = its folder {folder} does not exist (it is not created)
            write.folderUnwritable = its folder {folder} cannot be written
            write.notRegular = it is {what}, not a regular file
            write.notSession = it is {what}, not a session file
            write.otherSession = it is not a session of the flow '{flow}', and a run would replace or remove it
            write.kind.folder = a folder
            write.kind.link = a symbolic link
            write.kind.fifo = a FIFO
            write.kind.device = a device
            write.kind.socket = a socket
            run.needsFlow = 'wizard run' needs a flow (a path or an id) (see 'wizard help run')
            run.envPrefix = --env-prefix must be a shell name ([A-Za-z_][A-Za-z0-9_]*), found '{value}'
            run.envName = --env-name must be a shell name ([A-Za-z_][A-Za-z0-9_]*), found '{value}'
            run.setNotUTF8 = invalid answer for {path} from --set: the value is not valid UTF-8
            run.envCollision = answers {paths} both map to the variable {name} in --format env; rename one of the steps
            run.envDangerous = step {path} would set the shell variable {name} in --format env, which changes how the shell or a common tool behaves; choose another --env-prefix, or leave it out of --env-name
            run.envNUL = the answer of step {path} holds a NUL character, which --format env cannot print
            run.cannotWriteOutput = cannot write the answers to standard output: {reason}
            run.cannotWriteFile = cannot write the answers to {file}: {reason}
            run.and = {first} and {second}
            # Why an answers file cannot be used; {place} is FILE:LINE:COL, {reference} the {"$env": ...} or {"$file": ...} it holds.
            answers.cannotRead = cannot read the answers file {file}: {reason}
            answers.notJSON = {place}: {reason}
            answers.notObject = {place}: an answers file must be a JSON object, found {found}
            answers.unresolved = {place}: {reason}
            answers.referencesTooLarge = {place}: {kind}: the references of an answers file bring in at most {limit} in all (the limit)
            answers.referenceNotString = {place}: {kind} needs a non-empty string
            answers.envUnset = {place}: {reference}: the environment variable {name} is not set
            answers.file.missing = {place}: {reference}: no such file
            answers.file.directory = {place}: {reference}: it is a directory, not a regular file
            answers.file.outside = {place}: {reference}: the file is outside the answers file's folder
            answers.file.unreadable = {place}: {reference}: cannot read the file: {reason}
            answer.missing = {path}: missing answer (expected {type}): no --set, answers-file entry or default
            answer.missing.env = {path}: missing answer (expected {type}): no --set, answers-file entry, env {name} (not set) or default
            answer.invalid = {path}: invalid answer from {source}: {reason}
            answer.invalid.default = {path}: invalid answer from the default: {reason}
            answer.invalid.noSource = {path}: invalid answer: {reason}
            run.unstored = the output leaves out {paths} (store: false); to repeat this run from it, add: {words}
            plugin.notOnPath = the flow uses the plugin '{name}'{usedAt}, but no {executable} is on PATH; install it or declare it in the flow's plugins
            plugin.usedAt = (used at {location})
            plugin.notAllowed.one = the flow runs the plugin {plugins}, not allowed; allow with {flags} or WIZARD_ALLOW_PLUGINS={variable}
            plugin.notAllowed.many = the flow runs the plugins {plugins}, not allowed; allow with {flags} or WIZARD_ALLOW_PLUGINS={variable}
            plugin.question.one = This flow runs a plugin, a program that runs as you, with your environment:
            plugin.question.many = This flow runs plugins, programs that run as you, with your environment:
            plugin.allow.one = Allow it for this flow? {choices}
            plugin.allow.many = Allow them for this flow? {choices}
            plugin.refused.one = the plugin {plugins} was not allowed; nothing was run
            plugin.refused.many = the plugins {plugins} were not allowed; nothing was run
            plugin.notRemembered = the consent could not be remembered: {reason}

            explain.skipped = skipped: its 'when' did not hold
            explain.shown = shown: a message
            explain.answered = answered: {source}
            explain.dropped = dropped: changing {path} left it off the path
            explain.discarded.final = discarded: not among the final answers (a dismissed sheet, a change after back, or a later pass of a loop)
            explain.discarded.kept = discarded: not among the answers kept so far (a dismissed sheet, a change after back, or a later pass of a loop)
            explain.askedAgain = asked again (after an earlier answer), not answered
            explain.asked = asked, not answered
            explain.nextRule = not reached: a 'next' rule led past it
            explain.stopped = not reached: the run stopped before it
            explain.sheetDismissed = not reached: its sheet was dismissed before it
            explain.leftSubflow = not reached: the run went back out of its sub-flow before it
            explain.source.typed = typed
            explain.source.piped = piped
            explain.source.answersFile = answers file
            explain.source.default = default
            explain.source.draft = draft
            explain.addAnother = {path} (add another?)

            usage.unknownCommand = unknown command '{name}'
            usage.noHelp = no help for '{topic}'
            usage.didYouMean = ; did you mean '{suggestion}'?
            usage.unexpectedArgument = unexpected argument '{argument}': '{command}' {takes}
            usage.takes.none = takes no arguments
            usage.takes.flow = takes one flow
            usage.takes.command = takes one command name
            usage.takes.shell = takes one shell name (bash, zsh or fish)
            usage.takes.any = takes any number of arguments
            usage.unknownOption = unknown option '{name}' for '{command}'
            usage.takesNoValue = option {name} takes no value
            usage.needsValue = option {name} needs a value ({placeholder})
            usage.mustBe = {name} must be {choices}, found '{value}'
            usage.or = {first} or {last}
            usage.needsAssignment = {name} needs PATH=VALUE, found '{value}'
            usage.needsFlow = '{command}' needs a flow (a path or an id)
            usage.seeHelp = see '{command}'
            usage.completions.needsShell = 'wizard completions' needs a shell: bash, zsh or fish
            usage.completions.unknownShell = no completions for the shell '{shell}'; bash, zsh and fish are supported
            completion.help = this help
            command.validate.needsFlow = 'wizard validate' needs at least one flow (see 'wizard help validate')
            command.list.noFlows = no flows found in ./Flows or $WIZARD_FLOWS_PATH (the built-in demo runs as 'wizard run demo')
            command.plugins.noneFound = no plugins found: none named {prefix}NAME on PATH
            command.template.tooLarge = the template of {flow} would hold more than {limit} answers: its sub-flows open one another too many times
            command.import.needsFile = 'wizard import' needs a file (cookiecutter.json, copier.yml or copier.yaml)
            command.import.notQuestionnaire = '{path}' is not a questionnaire: the file must be named cookiecutter.json, copier.yml or copier.yaml
            command.import.noFile = no file at '{path}'

            # The diagnostics of loading a flow file: quoted names and values, JSON paths and key names stay as they are.
            diagnostic.at = (at {path})
            load.didYouMean = did you mean {name}?
            load.stepOfType.a = a '{type}' step
            load.stepOfType.an = an '{type}' step
            load.in.flow = in flow
            load.in.step = in step
            load.in.choice = in choice
            load.in.plugin = in plugin
            load.in.typedStep = in '{type}' step
            load.in.member = in {name}
            load.unknownKey = unknown key {key} {context}
            load.missingKey = missing required key {key} {context}
            load.keyOfOtherSteps = key {key} belongs to {types} steps, not to {step}
            load.both = {first} and {second}
            load.expected = expected {what} but found {found}
            load.value.string = a string
            load.value.boolean = a boolean
            load.value.integer = an integer
            load.value.number = a number
            load.value.array = an array
            load.value.object = an object
            load.value.flowObject = a flow object
            load.value.stepObject = a step object
            load.value.pathOrObject = a path or an object
            load.value.choiceValue = a string, a number or a boolean
            load.value.choice = a string, a number, a boolean or a choice object
            load.value.translations = a string or an object of translations by language tag
            load.value.next = a step id, "$end" or an object
            load.found.null = null
            load.found.boolean = boolean {value}
            load.found.integer = integer {value}
            load.found.number = number {value}
            load.found.string = string {value}
            load.found.array = an array
            load.found.object = an object
            load.environmentName = expected an environment variable name ([A-Za-z_][A-Za-z0-9_]*, which a shell can export) but found {name}
            load.unknownValue = unknown value {value}; expected one of {names}
            load.unknownFunction.expression = unknown function {name} (column {column} of the expression)
            load.unknownFunction.template = unknown function {name} (column {column} of the template)
            load.invalid.expression = invalid expression: {reason} (column {column} of the expression)
            load.invalid.template = invalid template: {reason} (column {column} of the template)
            load.unknownStepType = unknown step type {name}
            load.invalidPattern = invalid regular expression {pattern}: {reason}
            load.noChoices = {step} needs at least one choice
            load.duplicateChoice = duplicate choice value {value} (first at line {line}, column {column})
            load.choiceValueIsNumber = choice value {value} is also the list number of another choice: typing {text} picks the value {text}, never the choice listed as {number}
            load.unknownNextTarget = unknown 'next' target {target}: flow {flow} has no such step
            load.nextKeyNeverMatches = 'next' key {key} never matches: the answer of {step} is {expected}
            load.next.trueOrFalse = true or false
            load.next.oneOf = one of {values}
            load.next.oneOfMore = one of {values}, … ({count} in all)
            load.next.wholeNumber = a whole number such as "3"
            load.default.wrongType = expected {expected} default for {step} but found {found}
            load.default.notAChoice = default {value} is not among the choices of step {step}
            load.default.itemNotAChoiceValue = expected a choice value but found {found}
            load.default.none = {step} takes no default
            load.value.aChoiceValue = a choice value
            load.value.choiceValues = an array of choice values
            load.value.strings = an array of strings
            load.default.breaksRule = the default breaks the step's own rule: {reason}
            load.default.valueBreaksRule = the default {found} breaks the step's own rule: {reason}
            load.default.refusedByExpr = it is not accepted by the step's rule (validate.expr)
            load.name = {name}
            load.unknownValidator = unknown validator plugin {name}
            load.unknownFlow = unknown flow {flow} in 'flow' step {step}
            load.translations.empty = an object of translations needs at least one language, such as {"en": "..."}
            load.translations.notATag = {tag} is not a language tag; write a tag such as 'de', 'pt-BR' or 'sr-Latn'
            load.translations.twice = the language {tag} has two translations
            load.plugin.identifier = expected an identifier ([A-Za-z_][A-Za-z0-9_-]*) but found {name}
            load.plugin.name = expected a plugin name ([A-Za-z_][A-Za-z0-9_-]*) but found {name}
            load.plugin.timeout = expected a timeout from 0 to 600 seconds but found {found}
            load.plugin.path = a plugin path must be relative to the flow's folder, found {path}
            load.plugin.stepType = step type {type}: {reason}
            load.plugin.rejected = rejected its configuration
            load.atColumn.expression = {message} (column {column} of the expression)
            load.atColumn.template = {message} (column {column} of the template)
            load.cannotCompare = cannot compare {left} with {right} using {operator}; convert one side with int(), float() or str()
            load.flowIDDiffers = flow id {id} differs from its key {key} under 'flows'
            load.noSteps = a flow needs at least one step
            load.flowLanguageNotATag = {tag} is not a language tag; write a tag such as 'en', 'de' or 'pt-BR'
            load.either = {first} or {second}
            load.unknownPath.expression = unknown answer path {path}: {reason} (column {column} of the expression)
            load.unknownPath.template = unknown answer path {path}: {reason} (column {column} of the template)
            load.path.noParent = no 'flow' step opens flow {flow}, so 'parent' names nothing
            load.path.noStep = flow {flows} has no step {step}
            load.missingLanguage = the language {language}, which other texts of the flow have, is missing from {count} of its {total} texts: {paths}
            load.missingLanguage.more = the language {language}, which other texts of the flow have, is missing from {count} of its {total} texts: {paths} and {more} more
            load.holesDiffer = the {language} translation has other {{ }} holes than the {reference} one ({found} instead of {expected}); every translation of a text needs the same holes
            load.holes.none = no holes
            load.holes.oneReadingNothing = 1 hole reading no answer
            load.holes.readingNothing = {count} holes reading no answer
            load.holes.reading = holes reading {paths}
            load.duplicateStepID = duplicate step id {id} in flow {flow} (first at line {line}, column {column})
            load.duplicateFlowID = duplicate flow id {id} (first defined at {location})
            load.invalidFlowID = invalid flow id {id}: an id starts with a letter or '_' and holds only letters, digits, '_' and '-'
            load.invalidStepID = invalid step id {id}: an id starts with a letter or '_' and holds only letters, digits, '_' and '-'
            load.stepIDTooLong = step id {id} is {length} characters long: a step id holds at most {limit} (it names the answer in paths, files and variables)
            load.stepIDReserved = step id {id} is reserved: 'env', 'parent', 'root' and 'value' name scopes in expressions
            load.environmentNameClash = answers {first} and {second} both map to the variable {name} in --format env, which will fail; rename one of the steps
            load.boundNegative = '{key}' must not be negative, found {found}
            load.boundsReversed = '{lower}' ({low}) is greater than '{upper}' ({high})
            load.subflowRecursion = unbounded sub-flow recursion: {flows} (each 'flow' step runs without a 'when')
            load.missingPrompt = missing required key 'prompt' in '{type}' step {step}
            load.unreachableStep = step {step} is never reached from the first step of flow {flow}
            load.tooManySteps = flow {flow} has {count} steps, more than the limit of {limit}
            load.fileTooLarge = flow file is larger than the limit of {limit}
            load.size.mebibytes = {mebibytes} MiB ({bytes} bytes)
            load.size.bytes = {bytes} bytes
            load.cannotRead = cannot read flow file {path}: {reason}
            load.noSuchFile = no such file
            load.import.empty = import path is empty
            load.import.absolute = import path {path} is absolute; imports are relative to the importing file's folder
            load.import.nul = import path {path} holds a NUL character (\\0), which no file name can
            load.import.endsWithSlash = import path {path} ends with '/'; an import names a flow file, not a folder
            load.import.namesFolder = import path {path} names a folder; an import names a flow file
            load.import.unresolvable = cannot resolve import {path}: the folder of {file} is unknown
            load.import.leavesRoot = import {path} leaves the root flow's folder
            load.import.missing = imported file {file} does not exist
            load.import.resolvesOutside = import {path} resolves to {resolved}, outside the root flow's folder
            load.import.rootFolder = import {path} names the root flow's folder; an import names a flow file
            load.import.cycle = import cycle: {files}
            load.import.unreadable = cannot read imported file {file}: {reason}
            load.secretShown = {text} reads {what} (column {column} of the template): a secret is never shown nor copied into another answer; remove it
            load.shown.prompt = the prompt
            load.shown.help = the help
            load.shown.title = the title
            load.shown.message = the message
            load.shown.placeholder = the placeholder
            load.shown.repeatPrompt = the repeat's question
            load.shown.default = the default
            load.secret.answer = the secret answer {path} of step {step}
            load.secret.holder = {path}, which holds the secret answer {inner} of step {step}
            load.secret.variable = the environment variable {name}, which supplies the secret step {step}
            load.json.digitAfterMinus = a digit after '-'
            load.json.digitAfterPoint = a digit after '.'
            load.json.digitInExponent = a digit in the exponent
            load.json.hexDigits = 4 hex digits after '\\u'
            load.json.endAfterValue = end of input after the JSON value
            load.json.value = a JSON value
            load.json.keyQuote = '"' to start an object key
            load.json.colon = ':' after object key
            load.json.afterMember = ',' or '{bracket}' after object member
            load.json.afterElement = ',' or '{bracket}' after array element
            load.json.endOfInput = end of input
            load.json.invalidByte = invalid UTF-8 byte {byte}
            load.json.leadingZeros = leading zeros are not allowed in numbers
            load.json.outOfRange = number {number} is out of range
            load.json.notExactInteger = number {number} does not fit a 64-bit integer and would be printed changed; write it as a string
            load.json.tooSmall = number {number} is too small to keep and would be printed as 0; write it as a string
            load.json.unterminated = unterminated string (missing closing '"')
            load.json.controlCharacter = control character {character} must be escaped in a string
            load.json.invalidByteInString = invalid UTF-8 byte {byte} in string
            load.json.highSurrogate = unpaired high surrogate \\u{hex} in string
            load.json.lowSurrogate = unpaired low surrogate \\u{hex} in string
            load.json.invalidUnicodeEscape = invalid \\u escape in string
            load.json.invalidEscape = invalid escape '\\{escape}' in string (valid: \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)
            load.json.tooManyValues = JSON holds more than the limit of {limit} values
            load.json.tooDeep = JSON nests deeper than the limit of {limit} levels
            load.json.notAValue = expected a JSON value but found {found}
            load.json.duplicateKey = duplicate key {key} (first at line {line}, column {column})
            load.json.trailingComma = trailing comma before '{bracket}' is not allowed
            load.json.tooLarge = input is {count} bytes, more than the limit of {limit}
            load.pluginNotInstalled = plugin {name} is not installed (no {executable} on PATH), so a run of this flow stops before its first question
            # End of the diagnostics of loading a flow file.

            # The command-line help (`wizard --help`, `wizard help COMMAND`). Option names, command names,
            # FILE-like placeholders and the examples' commands are not translated.
            help.title = wizard: multi-step onboarding flows in the terminal
            help.heading.usage = Usage:
            help.heading.options = Options:
            help.heading.examples = Examples:
            help.heading.exitStatus = Exit status:
            help.heading.runOptions = Options of 'wizard run' (and of bare 'wizard'):
            help.heading.prompt = At a prompt (typed at a terminal, or piped one a line):
            help.usage.help = wizard COMMAND --help | wizard help COMMAND | wizard --help | wizard --version
            help.moreHelp = 'wizard help COMMAND' tells more about a command; docs/cli.md is the full reference.
            help.option.help = this help (also -h)

            help.option.answers = answers shaped like the output; {"$env": NAME} and {"$file": PATH} allowed
            help.option.set = answer the step at PATH, read like typed input (repeatable)
            help.option.defaults = take each step's default when no other source answers it
            help.option.nonInteractive = never prompt: a step left without an answer is an error (exit 3)
            help.option.strict = answer keys that match no step are errors, not warnings
            help.option.output = write the answers to FILE (atomically, mode 0600)
            help.option.format = JSON (default), NAME=value lines safe for eval, or a cookiecutter config file
            help.option.envPrefix = put PREFIX before every --format env name instead of WIZARD_ANSWER_ (see docs/cli.md)
            help.option.envName = print the answer whose --format env name is NAME without a prefix: you accept that variable (repeatable)
            help.option.redact = print secrets as "***"
            help.option.noColor = no colour (NO_COLOR and TERM=dumb do the same)
            help.option.accessible = line mode at a terminal: numbered lists, nothing redrawn (WIZARD_ACCESSIBLE=1 and TERM=dumb too)
            help.option.session = save and resume the session in FILE instead of the state folder
            help.option.resume = continue the saved session at the step where it stopped
            help.option.at = start at this step, the steps before it answered from the sources (deep link)
            help.option.explain = after the run, tell for every step whether it was shown and where its answer came from
            help.option.record = write the input lines the run used (no secrets), to replay with < FILE
            help.option.review = end with a review of every answer, to change any before finishing
            help.option.noReview = no review at the end, even when the flow asks for one
            help.option.language = the language of the program's texts and of a flow's translated texts (else LC_ALL, LC_MESSAGES, LANG)
            help.option.allowPlugin = let wizard-plugin-NAME on PATH, or a flow's own plugin given by its path, run without asking (repeatable; WIZARD_ALLOW_PLUGINS=a,b does the same)

            help.demo.summary = run the built-in demo flow (the options of 'wizard run')
            help.demo.discussion.1 = Runs the demo flow built into the binary, which shows validation, a branch, a sub-flow, a sheet, a repeat and a cover. 'demo' also names it wherever a flow is named, unless ./Flows or $WIZARD_FLOWS_PATH holds a file demo.json or a flow with the id demo.
            help.demo.example.1 = take the tour
            help.demo.example.2 = print the demo's default answers

            help.run.summary = run a flow: a path, or the id of a flow in ./Flows or $WIZARD_FLOWS_PATH
            help.run.discussion.1 = Asks each step of FLOW in turn and prints the answers as one JSON object on standard output; prompts and messages go to standard error, so 'wizard run FLOW > answers.json' works. At a terminal, input is read with GNU readline; otherwise one line of standard input answers one step.
            help.run.discussion.2 = A step's answer comes from the first of: --set, --answers, the step's env variable, its default (with --defaults or --non-interactive), and only then the prompt.
            help.run.discussion.3 = An empty line takes the step's default (or "" for an optional step). After :back the old answer is the draft: at a terminal it is pre-filled in the line, so Enter keeps it; a piped empty line is still empty input and takes the default.
            help.run.discussion.4 = The program's own texts (hints, refusals, errors, the review) are in the language of --language TAG, else of LC_ALL, LC_MESSAGES or LANG (de_AT.UTF-8 means de-AT, then de; C and POSIX mean English), English where a catalogue lacks a message. --language counts anywhere before --, for every command. Answers, --format env names, --explain's step paths and exit statuses are the same in every language; a confirm step also takes the language's own yes and no (ja, nein).
            help.run.example.1 = ask the steps of the flow with id project-setup
            help.run.example.2 = answer every step from a file, never prompt
            help.run.example.3 = start at a later step
            help.run.example.4 = continue a run stopped with Ctrl-C or :quit
            help.run.example.5 = the run in German, whatever the locale

            help.check.summary = dry run of a --non-interactive run: every answer problem at once
            help.check.discussion.1 = Reports, one line each on standard error, every missing answer, every invalid answer (with its source: --set, FILE:LINE:COL of the answers file, or env NAME), every answer key that matches no step (a warning; an error with --strict) and every answer for a step the run would not reach (a warning). A missing or invalid answer is replaced by a placeholder so the steps after it are checked too.
            help.check.discussion.2 = Exit status 0 when 'wizard run FLOW --non-interactive' with the same answers would succeed, 3 when it would not (or the answers file cannot be read), 1 when the flow cannot be loaded.
            help.check.option.answers = the answers file to check
            help.check.option.set = an answer to check, as 'wizard run' takes it (repeatable)
            help.check.option.strict = answer keys that match no step are errors
            help.check.example.1 = would this answers file do?

            help.validate.summary = load and check flows; diagnostics on standard error
            help.validate.discussion.1 = Loads each flow and its imports and runs every check: unknown keys, ids, next targets, expressions and templates, regular expressions, and every literal default against its own step's rules (type, pattern, lengths, bounds, choices). Diagnostics go to standard error as FILE:LINE:COL: error: MESSAGE (lines and columns from 1) with the JSON path. Exit status 1 when any flow has an error.
            help.validate.example.1 = check every flow of a folder

            help.list.summary = flows found in ./Flows and $WIZARD_FLOWS_PATH
            help.list.discussion.1 = Lists the flow files found in ./Flows, then in the folders of $WIZARD_FLOWS_PATH (colon-separated), in that order and by file name within a folder: id, title and path, then the description. Sub-folders are not searched. When two files declare the same id the first wins ('wizard run ID' runs it) and the others are marked as shadowed.
            help.list.example.1 = include a folder of your own

            help.graph.summary = the flow as a diagram (Mermaid by default)
            help.graph.discussion.1 = Prints the flow as a diagram: one cluster per flow, a node per step (id and type), edges for the default order, 'next' branches labelled with the answer ('otherwise' for "*"), dashed edges into steps with a 'when' condition, and bold edges opening sub-flows labelled push, sheet or cover (and repeat MIN..MAX).
            help.graph.option.format = Mermaid (default) or Graphviz DOT
            help.graph.example.1 = draw the demo with Graphviz

            help.schema.summary = the JSON Schema of flow files (for editors)
            help.schema.discussion.1 = Prints the JSON Schema (draft 2020-12) of flow files. Point an editor at it, or check files with any JSON Schema validator; 'wizard validate' checks more (ids, expressions, defaults).
            help.schema.example.1 = save it for an editor

            help.template.summary = an answers-file skeleton of the flow
            help.template.discussion.1 = Prints every answer the flow can store, in flow order: steps with 'when' included, sub-flows nested under their step id and a repeat as an array of one item. Each value is the step's default, or null when it has none or the default is a template. Fill it in and use it with --answers FILE.
            help.template.example.1 = start an answers file

            help.import.summary = a cookiecutter.json or copier.yml / copier.yaml translated into a flow, on standard output
            help.import.discussion.1 = Prints FILE, a cookiecutter.json or a copier.yml / copier.yaml, translated into a flow. What cannot be translated is a warning on standard error naming the question, the expression and why; that question is then asked without a default. run, validate, check and graph also read these files directly (recognised by name). docs/migrating.md lists what is translated.
            help.import.example.1 = translate a cookiecutter template's questions
            help.import.example.2 = run a Copier questionnaire directly

            help.plugins.summary = process plugins found on PATH (and those FLOW declares), and what each provides
            help.plugins.discussion.1 = Lists every executable named wizard-plugin-NAME on PATH, with where it is and what its 'describe' answer says it provides (step types, validators, choices, defaults). With FLOW, the plugins the flow declares inside its own folder are listed too; those run only when allowed (--allow-plugin, WIZARD_ALLOW_PLUGINS or consent remembered at a terminal).
            help.plugins.example.1 = what is installed
            help.plugins.example.2 = the example plugins

            help.completions.summary = a shell completion script
            help.completions.discussion.1 = Prints a completion script for the shell: commands, options, option values, flow ids (./Flows and $WIZARD_FLOWS_PATH) and, for --at and --set, the answer paths of the flow named on the line. zsh and fish show the descriptions of commands and options in the language of --language or the locale. 'make install' puts the three scripts, in English, where the shells look for them.
            help.completions.example.1 = completion in this bash
            help.completions.example.2 = for every fish

            help.help.summary = help for one command ('wizard COMMAND --help' too)
            help.help.discussion.1 = Prints the help of a command, or the overview without one.
            help.help.example.1 = every option of 'wizard run'

            help.complete.summary = completion candidates, one a line (used by the completion scripts)
            help.docs.summary = the manual page or the Markdown reference, generated from this description

            help.prompt.back = go back one step; its old answer becomes the draft
            help.prompt.backTo = go back to a step by id or answer path (db.port)
            help.prompt.root = go back to the first step (of the current sheet or cover)
            help.prompt.dismiss = close the current sheet, discarding its answers
            help.prompt.help = the step's help, these commands and the keys
            help.prompt.quit = stop; the session is saved (exit status 130)
            help.prompt.colon = answer with a text that starts with ':'
            help.prompt.emptyLine.term = empty line
            help.prompt.emptyLine = the step's default ("" for an optional step)
            help.prompt.afterBack = After :back at a terminal, the draft is pre-filled in the line, so Enter keeps it. Piped, nothing is pre-filled: an empty line takes the step's default, not the draft; send the old answer again to keep it.

            help.exit.0 = the flow completed (or the command succeeded)
            help.exit.1 = the flow cannot be found, loaded or checked; no saved session to resume
            help.exit.2 = usage error: unknown option, missing argument, --set without =
            help.exit.3 = answers error: missing or invalid answer, --strict unknown key, piped input ended
            help.exit.130 = interrupted (Ctrl-C) or :quit; the session is saved
            help.exit.143 = SIGTERM; the session is saved
            help.exit.129 = SIGHUP; the session is saved
            help.exit.131 = SIGQUIT (Ctrl-\\); the session is saved

            # Syntax errors of expressions and templates (the {reason} of load.invalid.expression and load.invalid.template); quoted tokens stay as they are.
            expr.syntax.doubledOperator = expected '{double}' but found '{single}'
            expr.syntax.unexpectedCharacter = unexpected character '{character}'
            expr.syntax.unterminatedString = unterminated string
            expr.syntax.unknownEscape = unknown escape '\\{escape}' in string (expected \\", \\\\, \\n or \\t)
            expr.syntax.numberOutOfRange = number '{number}' is out of range
            expr.syntax.digitAfterPoint = expected a digit after '.' in number but found {found}
            expr.syntax.digitAfterExponent = expected a digit after the exponent sign in number but found {found}
            expr.syntax.nameAfterDot = expected a name or an index after '.' but found {found}
            expr.syntax.identifierTooLong = identifier longer than {limit} characters
            expr.syntax.indexLeadingZero = index '{index}' has a leading zero
            expr.syntax.indexOutOfRange = index '{index}' is out of range
            expr.syntax.unclosedHole = expected '}}' to close '{{' but found end of template
            # {expected} is one of expr.syntax.expected.* or a quoted token; {found} a quoted token or expr.syntax.endOfExpression.
            expr.syntax.expected = expected {expected} but found {found}
            expr.syntax.endOfExpression = end of expression
            expr.syntax.expected.operatorOrEnd = an operator or end of expression
            expr.syntax.expected.operatorOrClose = an operator or '}}'
            expr.syntax.expected.conditionalColon = ':' of the conditional
            expr.syntax.expected.bracketOrColon = ']' or ':'
            expr.syntax.expected.commaOrParen = ',' or ')'
            expr.syntax.expected.expression = an expression
            expr.syntax.nestedTooDeeply = expression nested too deeply (limit {limit})
            expr.syntax.dotAfterKeyword = unexpected '.' after '{keyword}'
            expr.syntax.dotAfterVariable = expected end of environment variable name but found '.'
            expr.syntax.nameAfterScope = expected '.' and a name after '{scope}' but found {found}
            expr.syntax.variableAfterScope = expected '.' and a variable name after '{scope}' but found {found}
            expr.syntax.invalidPattern = invalid regular expression: {reason}
            expr.syntax.expressionTooLong = expression longer than 64 KiB
            expr.syntax.templateTooLong = template longer than 64 KiB

            # Errors of regular expressions (the {reason} of load.invalidPattern and expr.syntax.invalidPattern); the pattern's own text stays as it is.
            pattern.atColumn = column {column}: {reason}
            pattern.syntax.unmatchedParen = unmatched ')'
            pattern.syntax.possessive = possessive quantifiers are not supported
            pattern.syntax.quantifiersInARow = more than {limit} quantifiers in a row
            pattern.syntax.countTooLarge = repetition count above {limit}
            pattern.syntax.boundsReversed = repetition {repetition} has its bounds reversed
            pattern.syntax.unexpectedEnd = unexpected end of pattern
            pattern.syntax.nothingToRepeat = nothing to repeat before '{quantifier}'
            pattern.syntax.expectedAngle = expected '<' after '(?P'
            pattern.syntax.lookbehind = lookbehind is not supported
            pattern.syntax.lookahead = lookahead is not supported
            pattern.syntax.atomicGroups = atomic groups are not supported
            pattern.syntax.comments = comments are not supported
            pattern.syntax.groupsTooDeep = groups nested deeper than {limit}
            pattern.syntax.groupNameTwice = the group name '{name}' is used twice
            pattern.syntax.missingParen = missing ')' for the group opened here
            pattern.syntax.invalidGroupName = invalid group name
            pattern.syntax.multiLine = multi-line mode (?m) is not supported: the whole input is matched
            pattern.syntax.ungreedy = the ungreedy flag (?U) is not supported
            pattern.syntax.unknownFlag = unknown group flag '{flag}'
            pattern.syntax.trailingBackslash = trailing backslash
            pattern.syntax.wordBoundaries = word boundaries (\\{escape}) are not supported
            pattern.syntax.backreferences = backreferences are not supported
            pattern.syntax.unsupportedAnchor = \\{escape} is not supported (use \\z)
            pattern.syntax.propertyClasses = Unicode property classes (\\{escape}) are not supported
            pattern.syntax.unknownEscape = unknown escape '\\{escape}'
            pattern.syntax.missingBrace = missing '}' in \\x{...}
            pattern.syntax.invalidHex = invalid hexadecimal escape
            pattern.syntax.missingBracket = missing ']' for the class opened here
            pattern.syntax.classEscapeEndsRange = a class escape cannot end a range
            pattern.syntax.rangeOutOfOrder = range '{low}-{high}' is out of order
            pattern.syntax.missingClassEnd = missing ':]' for the class opened here
            pattern.syntax.unknownClass = unknown class [:{name}:]
            pattern.syntax.tooLarge = the pattern is too large: it needs more than {limit} automaton states once its repetitions are expanded

            # A literal default refused by its step's fixed rule (the {reason} of load.default.breaksRule and load.default.valueBreaksRule).
            default.rule.pattern = it must match the pattern {pattern}
            default.rule.minLength.one = it must have at least {count} character
            default.rule.minLength.many = it must have at least {count} characters
            default.rule.maxLength.one = it must have at most {count} character
            default.rule.maxLength.many = it must have at most {count} characters
            default.rule.minCount = choose at least {count}
            default.rule.maxCount = choose at most {count}
            default.rule.minimum = it must be at least {number}
            default.rule.maximum = it must be at most {number}

            # Why an expression could not be evaluated during a run (the {reason} of error.evaluationFailed, input.defaultFailed and validate.notChecked).
            expr.eval.unknownFunction = unknown function '{name}'
            expr.eval.arguments.one = function '{name}' takes {count} argument but was given {found}
            expr.eval.arguments.many = function '{name}' takes {count} arguments but was given {found}
            expr.eval.arguments.range = function '{name}' takes {low} to {high} arguments but was given {found}
            expr.eval.functionFailed = function '{name}' failed: {reason}
            expr.eval.invalidRegex = invalid regular expression "{pattern}"
            # {left}, {right} and {type} are load.value.* (a string, an integer...) or expr.value.null.
            expr.eval.incomparable = cannot compare {left} with {right} using '{operator}'; convert one side with int(), float() or str()
            expr.eval.notIndexable = cannot index or slice {type}; expected a string or an array
            expr.eval.invalidIndex = expected a whole number as index but found {type}
            expr.eval.failedOnSecret = function '{function}' failed on a value of the secret answer of step '{step}' (not shown)
            expr.eval.showsSecret = the text would show a value of the secret answer of step '{step}', which is never shown
            expr.eval.tooLong.function = the result of function '{function}' would be longer than {size} KiB, the limit of any value computed by an expression
            expr.eval.tooLong.template = the template's text would be longer than {size} KiB, the limit of any value computed by an expression
            expr.value.null = a null
            # Why a built-in function failed (the {reason} of expr.eval.functionFailed); {found} is a JSON type's name (string, integer...).
            expr.function.noClock = no clock was given to the engine
            # {argument} is one of expr.function.argument.*: in German without article, after "als".
            expr.function.expectedString = expected {argument} to be a string but found {found}
            expr.function.argument.string = the string
            expr.function.argument.pattern = the pattern
            expr.function.argument.replacement = the replacement
            expr.function.argument.replaced = the text to replace
            expr.function.argument.characters = the characters
            expr.function.argument.separator = the separator
            expr.function.argument.prefix = the prefix
            expr.function.argument.suffix = the suffix
            expr.function.argument.format = format
            expr.function.lenArgument = expected a string, an array, an object or null but found {found}
            expr.function.replaceCount = expected the count to be a whole number of at least 0
            expr.function.joinList = expected the list to be an array but found {found}
            expr.function.emptySeparator = the separator is empty
            # {value} is the value as JSON text.
            expr.function.cannotConvert.integer = cannot convert {value} to an integer
            expr.function.cannotConvert.number = cannot convert {value} to a number
            expr.function.cannotConvert.boolean = cannot convert {value} to a boolean
            expr.function.unknownGroup = the replacement refers to the group '{name}', which the pattern does not have
            expr.function.resultTooLong = the result would be longer than {limit} bytes

            # The refusals of a Coordinator (an embedding program's screens), besides input.required, input.expectedConfirm and input.expectedChoice; {reason} names the refused navigation.
            coordinator.transitionRefused = the coordinator's transition was refused: {reason}
            coordinator.noHelp = This screen has no help.
            """#)
}
