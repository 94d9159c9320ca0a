// The German catalogue of the program's own texts. Translators: every line between the two
// lines of three quotes is `key = text`. Change only the text after `=`; keep each
// `{name}` placeholder (their order may change); `\n` is a line break, `#` starts a comment.
extension MessageCatalogue {
    public static let german = MessageCatalogue(
        language: "de",
        source: #"""
            language.name = Deutsch

            # Die Wörter, die ein Ja/Nein-Schritt für ja und für nein annimmt (y, yes, n, no gelten immer), durch Kommas getrennt.
            confirm.yes = j, ja
            confirm.no = n, nein
            prompt.confirm.defaultYes = [J/n]
            prompt.confirm.defaultNo = [j/N]
            prompt.confirm.noDefault = [j/n]
            prompt.optional = (optional)
            prompt.multiselect = (Nummern oder Werte, durch Kommas getrennt)
            prompt.multiline = (mehrere Zeilen; eine Zeile nur mit . beendet)
            prompt.position = ({step}/{total})
            prompt.position.open = ({step}/{total}+)
            prompt.lines = {first} … ({count} Zeilen)

            review.title = Überblick
            review.question = Ihre Antworten im Überblick
            review.hint = (eine Nummer oder ein Antwortpfad ändert sie; Enter schließt ab)
            review.finish = Abschließen
            review.finish.help = den Lauf mit diesen Antworten beenden
            review.change.help = diese Antwort ändern
            review.help = Wählen Sie eine Antwort (ihre Nummer oder ihren Pfad), um sie zu ändern; eine leere Zeile schließt ab; :back kehrt zum letzten Schritt zurück.

            sheet.opened = {title} (Blatt, :dismiss schließt es)
            sheet.done = {title}: Blatt erledigt
            sheet.dismissed = {title}: Blatt geschlossen, Antworten verworfen
            cover.opened = {title} (muss abgeschlossen werden)
            cover.done = {title}: abgeschlossen
            cover.dismissed = {title}: geschlossen, Antworten verworfen
            notice.setAside = der Wert aus {source} für {path} wurde beiseitegelegt: {reason}
            impact.changing = die Änderung von {path}
            impact.drops.one = verwirft 1 spätere Antwort: {paths}
            impact.drops.many = verwirft {count} spätere Antworten: {paths}
            impact.defaults.one = 1 späterer Standardwert richtet sich danach: {paths}
            impact.defaults.many = {count} spätere Standardwerte richten sich danach: {paths}

            picker.more.above = ↑ {count} weitere
            picker.more.below = ↓ {count} weitere
            picker.picksNumber = Enter wählt Auswahl {number}
            picker.noMatch = keine Auswahl passt zu {filter}
            picker.keys = ↑↓ bewegen · tippen filtert · Enter wählt
            picker.atLeast = mindestens {count}
            picker.atMost = höchstens {count}
            picker.marked = {marked} von {total} markiert
            picker.markKeys = · Leertaste markiert · Enter bestätigt

            help.commands = Befehle: :back  :back ID  :root  :dismiss  :help  :quit   (::Text antwortet ':Text')
            help.emptyLine.prefilled = Eine leere Zeile nimmt den Standardwert; nach :back ist die alte Antwort vorausgefüllt, Enter behält sie.
            help.emptyLine.plain = Eine leere Zeile nimmt den Standardwert, auch nach :back (hier ist nichts vorausgefüllt): Tippen Sie die alte Antwort erneut, um sie zu behalten.
            keys.heading = Tasten (ohne Enter; in ~/.inputrc innerhalb von $if wizard nach Namen neu belegbar):
            keys.list.heading = In einer Liste (tippen filtert, Enter wählt; ebenfalls nach Namen neu belegbar):
            keys.notBound = (nicht belegt)
            keys.tab = einen Auswahlwert oder einen Pfad vervollständigen
            keys.history = Verlauf außerhalb von Listen (ohne Geheimnisse)
            keys.stop = Strg-C, oder Strg-D in einer leeren Zeile: anhalten (Exit-Status 130)
            keys.back = einen Schritt zurück, alte Antwort vorausgefüllt
            keys.root = zurück zum ersten Schritt
            keys.dismiss = das Blatt schließen, Antworten verworfen
            keys.help = die Hilfe des Schritts und diese Listen
            keys.choice.up = vorige Auswahl
            keys.choice.down = nächste Auswahl
            keys.choice.pageUp = eine Seite nach oben
            keys.choice.pageDown = eine Seite nach unten
            keys.choice.first = erste Auswahl
            keys.choice.last = letzte Auswahl
            keys.choice.toggle = markieren oder Markierung aufheben (Mehrfachauswahl)
            keys.hint = Tasten: {keys}
            keys.hint.either = {first} oder {second}
            keys.hint.tab = Tab vervollständigt
            editor.cannotWrite = der Text konnte nicht für den Editor geschrieben werden: {reason}
            editor.cannotStart = der Editor konnte nicht gestartet werden: {reason}
            editor.failed = der Editor '{command}' endete mit Status {status}: sein Text wurde nicht übernommen
            editor.notUTF8 = der Text des Editors ist kein gültiges UTF-8: er wurde nicht übernommen

            refusal.notUTF8 = die Eingabe ist kein gültiges UTF-8; sie wurde nicht aufgezeichnet
            refusal.atFirstStep = schon beim ersten Schritt: es gibt nichts, wohin es zurückgeht
            refusal.alreadyAtRoot = schon beim ersten Schritt dieses Teils des Assistenten
            refusal.notOnStack = '{name}' ist kein Schritt, den Sie hier beantwortet haben
            refusal.didYouMean = ; meinten Sie '{suggestion}'?
            refusal.answered = (beantwortet: {steps})
            refusal.answered.earlier = (beantwortet: {count} frühere, dann {steps})
            refusal.belowSheet = '{name}' liegt außerhalb dieses Blatts; verlassen Sie es zuerst mit :dismiss
            refusal.belowCover = '{name}' liegt außerhalb dieses Teils; schließen Sie ihn zuerst ab
            refusal.alreadyThere = Sie sind schon bei '{name}'
            refusal.notInModal = hier gibt es kein Blatt zu schließen
            refusal.coverCannotBeDismissed = dieser Teil muss abgeschlossen werden: er kann nicht verlassen oder geschlossen werden (:quit hält an, später geht es weiter)
            refusal.nothingBeneathSheet = dieses Blatt kann nicht geschlossen werden: es gibt keinen Schritt davor
            refusal.unknownCommand = unbekannter Befehl '{line}'
            refusal.didYouMeanCommand = ; meinten Sie ':{command}'
            refusal.commands = ; die Befehle sind :back, :back ID, :root, :dismiss, :help, :quit (::Text antwortet ':Text')
            refusal.notRunning = der Assistent wartet auf keine Antwort
            refusal.notReviewed = '{input}' ist keine Antwort des Überblicks
            refusal.notReviewed.hint = : tippen Sie ihre Nummer oder ihren Antwortpfad, um sie zu ändern, oder eine leere Zeile zum Abschließen
            refusal.secretsFirst = ein fortgesetzter Lauf fragt zuerst seine Geheimnisse erneut: geben Sie {path} an, danach wirken :back, :root und :dismiss wie gewohnt (:quit hält an)
            input.required = eine Antwort ist erforderlich
            input.expectedConfirm = erwartet: {words}, gefunden: '{found}'
            input.expectedNumber = erwartet: eine Zahl wie 42 oder 3.5, gefunden: '{found}'
            input.expectedInteger = erwartet: eine ganze Zahl wie 42, gefunden: '{found}'
            input.expectedChoice = erwartet: eine Nummer von 1 bis {count} oder eines von {choices}, gefunden: '{found}'

            error.runawayLoop = der Ablauf hat mehr als {limit} Schritte durchlaufen: das sieht nach einer Schleife ohne Ende aus
            error.recordedTooMuch = der Lauf hat mehr als {size} an Antworten aufgezeichnet: das sieht nach einer Schleife ohne Ende aus
            error.printedTooMuch = der Lauf hat mehr als {size} an Fragen und Meldungen ausgegeben: das sieht nach einer Schleife ohne Ende aus
            error.evaluatedTooMuch = die zwischen zwei Fragen ausgewerteten Bedingungen haben mehr als {size} durchsucht: das sieht nach einer Schleife ohne Ende aus
            error.evaluationFailed = die Bedingung von {path} konnte nicht ausgewertet werden: {reason}
            error.notStarted = es gibt nichts zu fragen: der Lauf hat nicht begonnen
            error.deepLinkUnknown = --at {target}: {reason}
            error.deepLinkUnanswered = --at {target} ist nicht erreichbar: {step} davor hat keine Antwort (geben Sie sie mit --set, --answers oder einem Standardwert an)
            error.deepLinkWhen = --at {target} ist nicht erreichbar: sein 'when' gilt mit diesen Antworten nicht
            error.deepLinkSkipped = --at {target} ist nicht erreichbar: {step} wird übersprungen, sein 'when' gilt mit diesen Antworten nicht
            error.deepLinkEnded = --at {target} ist nicht erreichbar: der Ablauf endet mit diesen Antworten davor
            error.nestingTooDeep = {path} öffnet einen Unterablauf, der tiefer als {limit} Unterabläufe verschachtelt ist: seine Antworten konnten nicht geschrieben werden; der Ablauf ruft sich mit diesen Antworten zu tief selbst auf
            error.secretUnanswered = die Eingabe gibt das Geheimnis {path} als aufgezeichnet an (eine Zeile '{marker}'), aber nichts liefert es: geben Sie es mit --set {path}=VALUE, --answers FILE oder der env-Variablen des Schritts an
            error.secretMisplaced = die Eingabe hat ein aufgezeichnetes Geheimnis (eine Zeile '{marker}') dort, wo {path} gefragt wird, das kein Geheimnis ist: die aufgezeichnete Eingabe passt nicht zu diesem Ablauf

            run.inputEndedAtReview = die Eingabe endete beim Überblick: eine leere Zeile schließt ihn ab (--no-review lässt ihn weg)
            run.inputEnded = die Eingabe endete, während {path} auf eine Antwort wartete
            run.sessionSaved = Sitzung gespeichert in {file}; fortsetzen mit: {command}
            run.sessionNotSaved = die Antworten konnten nicht in {file} gespeichert werden: {reason}
            run.savedSessionFound = eine gespeicherte Sitzung dieses Ablaufs liegt in {file}; dieser Lauf beginnt neu und ersetzt sie nur, wenn er vorzeitig anhält (fortsetzen mit: {command})
            run.resumeQuestion = Eine gespeicherte Sitzung dieses Ablaufs liegt in {file}.\nFortsetzen? {choices}
            run.startingAfresh = Neubeginn; die gespeicherte Sitzung bleibt, bis dieser Lauf seine eigene speichert
            run.folderUnwritable = der Sitzungsordner {folder} ist nicht beschreibbar ({problem}): hält dieser Lauf vorzeitig an, können seine Antworten nicht gespeichert werden; reparieren Sie den Ordner, setzen Sie XDG_STATE_HOME oder geben Sie --session FILE an
            run.cannotWriteFolder = {folder} ist nicht beschreibbar: {reason}
            run.flowChanged = der Ablauf hat sich geändert, seit die Sitzung gespeichert wurde
            run.flowChangedAt = der Ablauf hat sich geändert, seit die Sitzung gespeichert wurde; wiederhergestellt bis {step}, das nicht mehr passt
            run.restoredUpTo = die Sitzung wurde bis {step} wiederhergestellt, das nicht mehr passt
            run.sessionInUse = die Sitzung {file} wird von einem anderen Lauf von wizard benutzt; beenden oder stoppen Sie diesen Lauf zuerst, oder geben Sie --session FILE an
            run.noStateFolder = --resume braucht einen Zustandsordner: setzen Sie HOME oder XDG_STATE_HOME, oder geben Sie --session FILE an
            run.noSavedSession = keine gespeicherte Sitzung für den Ablauf {flow} (keine in {file}); neu beginnen mit: {command}
            run.needsFlow = 'wizard run' braucht einen Ablauf (einen Pfad oder eine ID) (siehe 'wizard help run')
            run.envPrefix = --env-prefix muss ein Shell-Name sein ([A-Za-z_][A-Za-z0-9_]*), gefunden: '{value}'
            run.envName = --env-name muss ein Shell-Name sein ([A-Za-z_][A-Za-z0-9_]*), gefunden: '{value}'
            run.setNotUTF8 = ungültige Antwort für {path} aus --set: der Wert ist kein gültiges UTF-8
            run.envCollision = die Antworten {paths} ergeben beide die Variable {name} in --format env; benennen Sie einen der Schritte um
            run.envDangerous = Schritt {path} würde in --format env die Shell-Variable {name} setzen, die das Verhalten der Shell oder eines verbreiteten Werkzeugs ändert; wählen Sie ein anderes --env-prefix oder lassen Sie sie aus --env-name weg
            run.envNUL = die Antwort von Schritt {path} enthält ein NUL-Zeichen, das --format env nicht ausgeben kann
            run.cannotWriteOutput = die Antworten konnten nicht auf die Standardausgabe geschrieben werden: {reason}
            run.cannotWriteFile = die Antworten konnten nicht in {file} geschrieben werden: {reason}
            run.and = {first} und {second}
            plugin.notOnPath = der Ablauf benutzt das Plugin '{name}'{usedAt}, aber kein {executable} ist im PATH; installieren Sie es oder deklarieren Sie es in den plugins des Ablaufs
            plugin.usedAt = (benutzt bei {location})
            plugin.notAllowed.one = der Ablauf führt das Plugin {plugins} aus, das nicht erlaubt ist; erlauben mit {flags} oder WIZARD_ALLOW_PLUGINS={variable}
            plugin.notAllowed.many = der Ablauf führt die Plugins {plugins} aus, die nicht erlaubt sind; erlauben mit {flags} oder WIZARD_ALLOW_PLUGINS={variable}
            plugin.question.one = Dieser Ablauf führt ein Plugin aus, ein Programm, das als Sie läuft, mit Ihrer Umgebung:
            plugin.question.many = Dieser Ablauf führt Plugins aus, Programme, die als Sie laufen, mit Ihrer Umgebung:
            plugin.allow.one = Für diesen Ablauf erlauben? {choices}
            plugin.allow.many = Für diesen Ablauf erlauben? {choices}
            plugin.refused.one = das Plugin {plugins} wurde nicht erlaubt; nichts wurde ausgeführt
            plugin.refused.many = die Plugins {plugins} wurden nicht erlaubt; nichts wurde ausgeführt
            plugin.notRemembered = die Zustimmung konnte nicht gespeichert werden: {reason}

            explain.skipped = übersprungen: sein 'when' galt nicht
            explain.shown = gezeigt: eine Meldung
            explain.answered = beantwortet: {source}
            explain.dropped = verworfen: die Änderung von {path} hat ihn vom Weg genommen
            explain.discarded.final = verworfen: nicht unter den endgültigen Antworten (ein geschlossenes Blatt, eine Änderung nach :back oder ein späterer Durchgang einer Schleife)
            explain.discarded.kept = verworfen: nicht unter den bisher behaltenen Antworten (ein geschlossenes Blatt, eine Änderung nach :back oder ein späterer Durchgang einer Schleife)
            explain.askedAgain = erneut gefragt (nach einer früheren Antwort), nicht beantwortet
            explain.asked = gefragt, nicht beantwortet
            explain.nextRule = nicht erreicht: eine 'next'-Regel führte an ihm vorbei
            explain.stopped = nicht erreicht: der Lauf hielt vor ihm an
            explain.sheetDismissed = nicht erreicht: sein Blatt wurde vor ihm geschlossen
            explain.leftSubflow = nicht erreicht: der Lauf verließ seinen Unterablauf vor ihm
            explain.source.typed = getippt
            explain.source.piped = über eine Pipe
            explain.source.answersFile = Antwortdatei
            explain.source.default = Standardwert
            explain.source.draft = Entwurf
            explain.addAnother = {path} (noch einer?)

            usage.unknownCommand = unbekannter Befehl '{name}'
            usage.noHelp = keine Hilfe zu '{topic}'
            usage.didYouMean = ; meinten Sie '{suggestion}'?
            usage.unexpectedArgument = unerwartetes Argument '{argument}': '{command}' {takes}
            usage.takes.none = nimmt keine Argumente
            usage.takes.flow = nimmt einen Ablauf
            usage.takes.command = nimmt einen Befehlsnamen
            usage.takes.shell = nimmt einen Shell-Namen (bash, zsh oder fish)
            usage.takes.any = nimmt beliebig viele Argumente
            usage.unknownOption = unbekannte Option '{name}' für '{command}'
            usage.takesNoValue = die Option {name} nimmt keinen Wert
            usage.needsValue = die Option {name} braucht einen Wert ({placeholder})
            usage.mustBe = {name} muss {choices} sein, gefunden: '{value}'
            usage.or = {first} oder {last}
            usage.needsAssignment = {name} braucht PATH=VALUE, gefunden: '{value}'
            usage.needsFlow = '{command}' braucht einen Ablauf (einen Pfad oder eine ID)
            usage.seeHelp = siehe '{command}'
            """#)
}
