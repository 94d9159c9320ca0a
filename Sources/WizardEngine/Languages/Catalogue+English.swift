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
            """#)
}
