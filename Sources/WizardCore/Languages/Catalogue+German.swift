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
            input.tooLong = die Eingabe ist länger als 64 KiB
            input.expectedList = erwartet: durch Kommas getrennte Einträge oder ein JSON-Array von Zeichenketten
            input.tooFewItems = erwartet: mindestens {count} Einträge, gefunden: {found}
            input.tooManyItems = erwartet: höchstens {count} Einträge, gefunden: {found}
            input.expectedJSON = erwartet: JSON-Text: {reason} in Spalte {column}
            input.path.missing = unter '{path}' gibt es keine Datei und kein Verzeichnis
            input.path.notFile = '{path}' ist ein Verzeichnis, erwartet: eine Datei
            input.path.notDirectory = '{path}' ist eine Datei, erwartet: ein Verzeichnis
            input.path.special = '{path}' ist weder eine Datei noch ein Verzeichnis
            input.defaultFailed = der Standardwert '{template}' konnte nicht berechnet werden: {reason}
            input.defaultEmpty = der Standardwert '{template}' ergab einen leeren Wert, und der Schritt braucht eine Antwort
            input.noStepType = kein Plugin stellt den Schritttyp '{name}' bereit
            input.stepTypeFailed = der Schritttyp '{name}' ist fehlgeschlagen: {reason}
            input.noChoices = kein Plugin stellt die Auswahl '{name}' bereit
            input.noInput = dieser Schritt nimmt keine Eingabe an
            # Ein Wert der Antwortdatei mit falschem JSON-Typ; {found} ist der Name des JSON-Typs (string, number, boolean, array, object, null).
            input.expected.string = erwartet: eine Zeichenkette, gefunden: {found}
            input.expected.boolean = erwartet: ein Wahrheitswert, gefunden: {found}
            input.expected.choiceValue = erwartet: der Wert einer Auswahl, gefunden: {found}
            input.expected.choiceValues = erwartet: ein Array von Auswahlwerten, gefunden: {found}
            input.expected.strings = erwartet: ein Array von Zeichenketten, gefunden: {found}
            input.expected.number = erwartet: eine Zahl, gefunden: {found}
            input.expected.integer = erwartet: eine ganze Zahl, gefunden: {found}
            input.expected.none = erwartet: kein Wert, gefunden: {found}
            input.expected.stringItems = erwartet: ein Array von Zeichenketten, gefunden: ein Array mit einem Element vom Typ {found}
            input.expected.stringItems.an = erwartet: ein Array von Zeichenketten, gefunden: ein Array mit einem Element vom Typ {found}
            input.expected.choiceByName = erwartet: eines von {choices}, gefunden: '{found}'
            validate.pattern = die Antwort muss zum Muster {pattern} passen
            validate.minLength.one = die Antwort muss mindestens {count} Zeichen haben
            validate.minLength.many = die Antwort muss mindestens {count} Zeichen haben
            validate.maxLength.one = die Antwort darf höchstens {count} Zeichen haben
            validate.maxLength.many = die Antwort darf höchstens {count} Zeichen haben
            validate.minCount = wählen Sie mindestens {count}
            validate.maxCount = wählen Sie höchstens {count}
            validate.minimum = die Antwort muss mindestens {number} sein
            validate.maximum = die Antwort darf höchstens {number} sein
            validate.notAccepted = die Regel des Schritts nimmt die Antwort nicht an
            validate.notChecked = die Regel des Schritts konnte nicht geprüft werden: {reason}
            validate.noValidator = kein Plugin stellt die Prüfung '{name}' bereit
            # Die Frage einer Wiederholung vor jedem Eintrag, wenn der Ablauf keine vorgibt; {name} ist der Titel
            # des wiederholten Ablaufs. repeat.lowercasesName: yes, wenn der Titel dort kleingeschrieben wird.
            repeat.first = Einen Eintrag hinzufügen?
            repeat.another = Noch einen Eintrag hinzufügen?
            repeat.first.named = {name}: einen Eintrag hinzufügen?
            repeat.another.named = {name}: noch einen Eintrag hinzufügen?
            repeat.lowercasesName = no

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
            # Warum --at keinen Schritt nennen kann (der {reason} von error.deepLinkUnknown); {presentation} ist sheet oder cover, wie im Ablauf.
            at.notAStep = '{step}' ist kein Schritt des Ablaufs '{flow}'
            at.didYouMean = ; meinten Sie '{suggestion}'?
            at.isSubflow = '{step}' ist ein Unterablauf; nennen Sie einen Schritt darin
            at.isModal = '{step}' ist ein {presentation}: --at kann es nicht öffnen
            at.repeats = '{step}' wiederholt sich: --at kann nicht in eine Wiederholung gehen
            at.notLoaded = der Ablauf '{flow}' ist nicht geladen
            at.isMessage = '{step}' ist ein Meldungsschritt, der nichts fragt
            at.notSubflow = '{step}' ist kein Unterablauf
            at.noRoot = der Ablauf hat keinen Anfang
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
            run.sessionUnreadable = die Sitzung {file} kann nicht gelesen werden: {reason}
            run.sessionCorrupt = die Sitzung {file} ist beschädigt und kann nicht fortgesetzt werden (löschen Sie sie, oder starten Sie ohne --resume neu)
            run.sessionBeyondLimit = die Sitzung {file} kann nicht fortgesetzt werden: sie enthält {limit} (löschen Sie sie, oder starten Sie ohne --resume neu)
            run.sessionForeign = {file} ist keine Sitzung dieses Ablaufs ({found}); starten Sie ohne --resume, oder nennen Sie die richtige --session FILE
            run.target.output = --output {file}: {problem}; die Antworten konnten dort nicht geschrieben werden
            run.target.record = --record {file}: {problem}
            run.target.session = --session {file}: {problem}; nennen Sie eine andere Datei
            run.target.sessionFile = die Sitzungsdatei {file}: {problem}; verschieben Sie sie oder geben Sie --session FILE an
            # Warum eine Datei nicht geschrieben werden kann (in den Zeilen oben); {what} ist die gefundene Dateiart (write.kind.*).
            write.emptyPath = der Pfad ist leer
            write.namesFolder = er nennt einen Ordner
            write.noFolder = sein Ordner {folder} existiert nicht (er wird nicht angelegt)
            write.folderUnwritable = in seinen Ordner {folder} kann nicht geschrieben werden
            write.notRegular = es ist {what}, keine gewöhnliche Datei
            write.notSession = es ist {what}, keine Sitzungsdatei
            write.otherSession = es ist keine Sitzung des Ablaufs '{flow}', und ein Lauf würde es ersetzen oder entfernen
            write.kind.folder = ein Ordner
            write.kind.link = ein symbolischer Link
            write.kind.fifo = eine FIFO
            write.kind.device = ein Gerät
            write.kind.socket = ein Socket
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
            # Warum eine Antwortdatei nicht verwendbar ist; {place} ist DATEI:ZEILE:SPALTE, {reference} der {"$env": ...}- oder {"$file": ...}-Verweis.
            answers.cannotRead = die Antwortdatei {file} kann nicht gelesen werden: {reason}
            answers.notJSON = {place}: {reason}
            answers.notObject = {place}: eine Antwortdatei muss ein JSON-Objekt sein, gefunden: {found}
            answers.unresolved = {place}: {reason}
            answers.referencesTooLarge = {place}: {kind}: die Verweise einer Antwortdatei bringen insgesamt höchstens {limit} ein (die Grenze)
            answers.referenceNotString = {place}: {kind} braucht eine nicht leere Zeichenkette
            answers.envUnset = {place}: {reference}: die Umgebungsvariable {name} ist nicht gesetzt
            answers.file.missing = {place}: {reference}: keine solche Datei
            answers.file.directory = {place}: {reference}: das ist ein Verzeichnis, keine gewöhnliche Datei
            answers.file.outside = {place}: {reference}: die Datei liegt außerhalb des Ordners der Antwortdatei
            answers.file.unreadable = {place}: {reference}: die Datei kann nicht gelesen werden: {reason}
            answer.missing = {path}: Antwort fehlt (erwartet: {type}): kein --set, kein Eintrag in der Antwortdatei und kein Standardwert
            answer.missing.env = {path}: Antwort fehlt (erwartet: {type}): kein --set, kein Eintrag in der Antwortdatei, env {name} (nicht gesetzt) und kein Standardwert
            answer.invalid = {path}: ungültige Antwort aus {source}: {reason}
            answer.invalid.default = {path}: ungültige Antwort aus dem Standardwert: {reason}
            answer.invalid.noSource = {path}: ungültige Antwort: {reason}
            run.unstored = die Ausgabe lässt {paths} aus (store: false); um diesen Lauf daraus zu wiederholen, ergänzen Sie: {words}
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
            usage.completions.needsShell = 'wizard completions' braucht eine Shell: bash, zsh oder fish
            usage.completions.unknownShell = keine Vervollständigung für die Shell '{shell}'; unterstützt werden bash, zsh und fish
            completion.help = diese Hilfe
            command.validate.needsFlow = 'wizard validate' braucht mindestens einen Ablauf (siehe 'wizard help validate')
            command.list.noFlows = keine Abläufe in ./Flows oder $WIZARD_FLOWS_PATH gefunden (die eingebaute Demo läuft als 'wizard run demo')
            command.plugins.noneFound = keine Plugins gefunden: keines namens {prefix}NAME im PATH
            command.template.tooLarge = die Vorlage von {flow} hätte mehr als {limit} Antworten: seine Unterabläufe öffnen einander zu oft
            command.import.needsFile = 'wizard import' braucht eine Datei (cookiecutter.json, copier.yml oder copier.yaml)
            command.import.notQuestionnaire = '{path}' ist kein Fragebogen: die Datei muss cookiecutter.json, copier.yml oder copier.yaml heißen
            command.import.noFile = keine Datei unter '{path}'

            # Die Befunde beim Laden einer Ablaufdatei: zitierte Namen und Werte, JSON-Pfade und Schlüsselnamen bleiben, wie sie sind.
            diagnostic.at = (bei {path})
            load.didYouMean = meinten Sie {name}?
            load.stepOfType.a = Schritt vom Typ '{type}'
            load.stepOfType.an = Schritt vom Typ '{type}'
            load.in.flow = im Ablauf
            load.in.step = im Schritt
            load.in.choice = in der Auswahl
            load.in.plugin = im Plugin
            load.in.typedStep = im Schritt vom Typ '{type}'
            load.in.member = in {name}
            load.unknownKey = unbekannter Schlüssel {key} {context}
            load.missingKey = der nötige Schlüssel {key} fehlt {context}
            load.keyOfOtherSteps = der Schlüssel {key} gehört zu Schritten vom Typ {types}, nicht zu {step}
            load.both = {first} und {second}
            load.expected = erwartet: {what}, gefunden: {found}
            load.value.string = eine Zeichenkette
            load.value.boolean = ein Wahrheitswert
            load.value.integer = eine ganze Zahl
            load.value.number = eine Zahl
            load.value.array = ein Array
            load.value.object = ein Objekt
            load.value.flowObject = ein Ablauf-Objekt
            load.value.stepObject = ein Schritt-Objekt
            load.value.pathOrObject = ein Pfad oder ein Objekt
            load.value.choiceValue = eine Zeichenkette, eine Zahl oder ein Wahrheitswert
            load.value.choice = eine Zeichenkette, eine Zahl, ein Wahrheitswert oder ein Auswahl-Objekt
            load.value.translations = eine Zeichenkette oder ein Objekt mit Übersetzungen nach Sprachkennung
            load.value.next = eine Schritt-id, "$end" oder ein Objekt
            load.found.null = null
            load.found.boolean = der Wahrheitswert {value}
            load.found.integer = die ganze Zahl {value}
            load.found.number = die Zahl {value}
            load.found.string = die Zeichenkette {value}
            load.found.array = ein Array
            load.found.object = ein Objekt
            load.environmentName = erwartet: der Name einer Umgebungsvariablen ([A-Za-z_][A-Za-z0-9_]*, den eine Shell exportieren kann), gefunden: {name}
            load.unknownValue = unbekannter Wert {value}; erwartet: einer von {names}
            load.unknownFunction.expression = unbekannte Funktion {name} (Spalte {column} des Ausdrucks)
            load.unknownFunction.template = unbekannte Funktion {name} (Spalte {column} der Vorlage)
            load.invalid.expression = ungültiger Ausdruck: {reason} (Spalte {column} des Ausdrucks)
            load.invalid.template = ungültige Vorlage: {reason} (Spalte {column} der Vorlage)
            load.unknownStepType = unbekannter Schritt-Typ {name}
            load.invalidPattern = ungültiger regulärer Ausdruck {pattern}: {reason}
            load.noChoices = ein {step} braucht mindestens eine Auswahl
            load.duplicateChoice = doppelter Auswahlwert {value} (zuerst in Zeile {line}, Spalte {column})
            load.choiceValueIsNumber = der Auswahlwert {value} ist auch die Listennummer einer anderen Auswahl: die Eingabe {text} wählt den Wert {text}, nie die Auswahl mit der Nummer {number}
            load.unknownNextTarget = unbekanntes 'next'-Ziel {target}: der Ablauf {flow} hat keinen solchen Schritt
            load.nextKeyNeverMatches = der 'next'-Schlüssel {key} passt nie: die Antwort bei einem {step} ist {expected}
            load.next.trueOrFalse = true oder false
            load.next.oneOf = einer von {values}
            load.next.oneOfMore = einer von {values}, … ({count} insgesamt)
            load.next.wholeNumber = eine ganze Zahl wie "3"
            load.default.wrongType = erwartet: {expected} als Vorgabe bei einem {step}, gefunden: {found}
            load.default.notAChoice = die Vorgabe {value} ist keine der Auswahlen des Schritts {step}
            load.default.itemNotAChoiceValue = erwartet: ein Auswahlwert, gefunden: {found}
            load.default.none = ein {step} nimmt keine Vorgabe
            load.value.aChoiceValue = ein Auswahlwert
            load.value.choiceValues = ein Array von Auswahlwerten
            load.value.strings = ein Array von Zeichenketten
            load.default.breaksRule = die Vorgabe verletzt die eigene Regel des Schritts: {reason}
            load.default.valueBreaksRule = die Vorgabe {found} verletzt die eigene Regel des Schritts: {reason}
            load.default.refusedByExpr = die Regel des Schritts (validate.expr) nimmt sie nicht an
            load.name = {name}
            load.unknownValidator = unbekanntes Prüf-Plugin {name}
            load.unknownFlow = unbekannter Ablauf {flow} im 'flow'-Schritt {step}
            load.translations.empty = ein Objekt mit Übersetzungen braucht mindestens eine Sprache, etwa {"en": "..."}
            load.translations.notATag = {tag} ist keine Sprachkennung; schreiben Sie eine Kennung wie 'de', 'pt-BR' oder 'sr-Latn'
            load.translations.twice = die Sprache {tag} hat zwei Übersetzungen
            load.plugin.identifier = erwartet: ein Bezeichner ([A-Za-z_][A-Za-z0-9_-]*), gefunden: {name}
            load.plugin.name = erwartet: ein Plugin-Name ([A-Za-z_][A-Za-z0-9_-]*), gefunden: {name}
            load.plugin.timeout = erwartet: eine Zeitgrenze von 0 bis 600 Sekunden, gefunden: {found}
            load.plugin.path = der Pfad eines Plugins muss relativ zum Ordner des Ablaufs sein, gefunden: {path}
            load.plugin.stepType = Schritt-Typ {type}: {reason}
            load.plugin.rejected = hat seine Konfiguration abgelehnt
            load.atColumn.expression = {message} (Spalte {column} des Ausdrucks)
            load.atColumn.template = {message} (Spalte {column} der Vorlage)
            load.cannotCompare = {left} und {right} lassen sich nicht mit {operator} vergleichen; wandeln Sie eine Seite mit int(), float() oder str() um
            load.flowIDDiffers = die Ablauf-id {id} weicht von ihrem Schlüssel {key} unter 'flows' ab
            load.noSteps = ein Ablauf braucht mindestens einen Schritt
            load.flowLanguageNotATag = {tag} ist keine Sprachkennung; schreiben Sie eine Kennung wie 'en', 'de' oder 'pt-BR'
            load.either = {first} oder {second}
            load.unknownPath.expression = unbekannter Antwortpfad {path}: {reason} (Spalte {column} des Ausdrucks)
            load.unknownPath.template = unbekannter Antwortpfad {path}: {reason} (Spalte {column} der Vorlage)
            load.path.noParent = kein 'flow'-Schritt öffnet den Ablauf {flow}, also nennt 'parent' nichts
            load.path.noStep = der Ablauf {flows} hat keinen Schritt {step}
            load.missingLanguage = die Sprache {language}, die andere Texte des Ablaufs haben, fehlt {count} seiner {total} Texte: {paths}
            load.missingLanguage.more = die Sprache {language}, die andere Texte des Ablaufs haben, fehlt {count} seiner {total} Texte: {paths} und {more} weiteren
            load.holesDiffer = die Übersetzung {language} hat andere {{ }}-Lücken als die Übersetzung {reference} ({found} statt {expected}); jede Übersetzung eines Textes braucht dieselben Lücken
            load.holes.none = keine Lücken
            load.holes.oneReadingNothing = 1 Lücke, die keine Antwort liest
            load.holes.readingNothing = {count} Lücken, die keine Antwort lesen
            load.holes.reading = Lücken, die {paths} lesen
            load.duplicateStepID = doppelte Schritt-id {id} im Ablauf {flow} (zuerst in Zeile {line}, Spalte {column})
            load.duplicateFlowID = doppelte Ablauf-id {id} (zuerst festgelegt bei {location})
            load.invalidFlowID = ungültige Ablauf-id {id}: eine id beginnt mit einem Buchstaben oder '_' und enthält nur Buchstaben, Ziffern, '_' und '-'
            load.invalidStepID = ungültige Schritt-id {id}: eine id beginnt mit einem Buchstaben oder '_' und enthält nur Buchstaben, Ziffern, '_' und '-'
            load.stepIDTooLong = die Schritt-id {id} ist {length} Zeichen lang: eine Schritt-id hat höchstens {limit} (sie benennt die Antwort in Pfaden, Dateien und Variablen)
            load.stepIDReserved = die Schritt-id {id} ist reserviert: 'env', 'parent', 'root' und 'value' benennen Bereiche in Ausdrücken
            load.environmentNameClash = die Antworten {first} und {second} ergeben beide die Variable {name} in --format env, was fehlschlagen wird; benennen Sie einen der Schritte um
            load.boundNegative = '{key}' darf nicht negativ sein, gefunden: {found}
            load.boundsReversed = '{lower}' ({low}) ist größer als '{upper}' ({high})
            load.subflowRecursion = unbegrenzte Rekursion der Unterabläufe: {flows} (jeder 'flow'-Schritt läuft ohne ein 'when')
            load.missingPrompt = der nötige Schlüssel 'prompt' fehlt im Schritt {step} vom Typ '{type}'
            load.unreachableStep = der Schritt {step} wird vom ersten Schritt des Ablaufs {flow} aus nie erreicht
            load.tooManySteps = der Ablauf {flow} hat {count} Schritte, mehr als die Grenze von {limit}
            load.fileTooLarge = die Ablaufdatei ist größer als die Grenze von {limit}
            load.size.mebibytes = {mebibytes} MiB ({bytes} Bytes)
            load.size.bytes = {bytes} Bytes
            load.cannotRead = die Ablaufdatei {path} lässt sich nicht lesen: {reason}
            load.noSuchFile = die Datei gibt es nicht
            load.import.empty = der Importpfad ist leer
            load.import.absolute = der Importpfad {path} ist absolut; Importe sind relativ zum Ordner der importierenden Datei
            load.import.nul = der Importpfad {path} enthält ein NUL-Zeichen (\\0), das kein Dateiname enthalten kann
            load.import.endsWithSlash = der Importpfad {path} endet mit '/'; ein Import nennt eine Ablaufdatei, keinen Ordner
            load.import.namesFolder = der Importpfad {path} nennt einen Ordner; ein Import nennt eine Ablaufdatei
            load.import.unresolvable = der Import {path} lässt sich nicht auflösen: der Ordner von {file} ist unbekannt
            load.import.leavesRoot = der Import {path} verlässt den Ordner des Hauptablaufs
            load.import.missing = die importierte Datei {file} gibt es nicht
            load.import.resolvesOutside = der Import {path} führt zu {resolved}, außerhalb des Ordners des Hauptablaufs
            load.import.rootFolder = der Import {path} nennt den Ordner des Hauptablaufs; ein Import nennt eine Ablaufdatei
            load.import.cycle = Importkreis: {files}
            load.import.unreadable = die importierte Datei {file} lässt sich nicht lesen: {reason}
            load.secretShown = {text} liest {what} (Spalte {column} der Vorlage): ein Geheimnis wird nie gezeigt noch in eine andere Antwort kopiert; entfernen Sie es
            load.shown.prompt = die Frage
            load.shown.help = der Hilfetext
            load.shown.title = der Titel
            load.shown.message = die Nachricht
            load.shown.placeholder = der Platzhalter
            load.shown.repeatPrompt = die Frage der Wiederholung
            load.shown.default = die Vorgabe
            load.secret.answer = die geheime Antwort {path} des Schritts {step}
            load.secret.holder = {path}, das die geheime Antwort {inner} des Schritts {step} enthält
            load.secret.variable = die Umgebungsvariable {name}, die den geheimen Schritt {step} beantwortet
            load.json.digitAfterMinus = eine Ziffer nach '-'
            load.json.digitAfterPoint = eine Ziffer nach '.'
            load.json.digitInExponent = eine Ziffer im Exponenten
            load.json.hexDigits = 4 Hexadezimalziffern nach '\\u'
            load.json.endAfterValue = das Ende der Eingabe nach dem JSON-Wert
            load.json.value = ein JSON-Wert
            load.json.keyQuote = '"' als Beginn eines Objektschlüssels
            load.json.colon = ':' nach dem Objektschlüssel
            load.json.afterMember = ',' oder '{bracket}' nach einem Objekteintrag
            load.json.afterElement = ',' oder '{bracket}' nach einem Array-Element
            load.json.endOfInput = das Ende der Eingabe
            load.json.invalidByte = ein ungültiges UTF-8-Byte {byte}
            load.json.leadingZeros = führende Nullen sind in Zahlen nicht erlaubt
            load.json.outOfRange = die Zahl {number} liegt außerhalb des Bereichs
            load.json.notExactInteger = die Zahl {number} passt in keine 64-Bit-Ganzzahl und würde verändert ausgegeben; schreiben Sie sie als Zeichenkette
            load.json.tooSmall = die Zahl {number} ist zu klein, um erhalten zu bleiben, und würde als 0 ausgegeben; schreiben Sie sie als Zeichenkette
            load.json.unterminated = nicht abgeschlossene Zeichenkette (das schließende '"' fehlt)
            load.json.controlCharacter = das Steuerzeichen {character} muss in einer Zeichenkette maskiert werden
            load.json.invalidByteInString = ungültiges UTF-8-Byte {byte} in einer Zeichenkette
            load.json.highSurrogate = unpaariges hohes Surrogat \\u{hex} in einer Zeichenkette
            load.json.lowSurrogate = unpaariges niedriges Surrogat \\u{hex} in einer Zeichenkette
            load.json.invalidUnicodeEscape = ungültiges \\u-Escape in einer Zeichenkette
            load.json.invalidEscape = ungültiges Escape '\\{escape}' in einer Zeichenkette (gültig: \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)
            load.json.tooManyValues = das JSON enthält mehr als die Grenze von {limit} Werten
            load.json.tooDeep = das JSON ist tiefer verschachtelt als die Grenze von {limit} Ebenen
            load.json.notAValue = erwartet: ein JSON-Wert, gefunden: {found}
            load.json.duplicateKey = doppelter Schlüssel {key} (zuerst in Zeile {line}, Spalte {column})
            load.json.trailingComma = ein Komma vor '{bracket}' ist nicht erlaubt
            load.json.tooLarge = die Eingabe hat {count} Bytes, mehr als die Grenze von {limit}
            load.pluginNotInstalled = das Plugin {name} ist nicht installiert (kein {executable} im PATH), also hält ein Lauf dieses Ablaufs vor seiner ersten Frage an
            # Ende der Befunde beim Laden einer Ablaufdatei.

            # Die Hilfe der Befehlszeile (`wizard --help`, `wizard help COMMAND`). Optionsnamen, Befehlsnamen,
            # Platzhalter wie FILE und die Befehle der Beispiele werden nicht übersetzt.
            help.title = wizard: mehrstufige Einrichtungsabläufe im Terminal
            help.heading.usage = Aufruf:
            help.heading.options = Optionen:
            help.heading.examples = Beispiele:
            help.heading.exitStatus = Exit-Status:
            help.heading.runOptions = Optionen von 'wizard run' (und von 'wizard' allein):
            help.heading.prompt = An einer Eingabeaufforderung (im Terminal getippt oder zeilenweise über eine Pipe):
            help.usage.help = wizard COMMAND --help | wizard help COMMAND | wizard --help | wizard --version
            help.moreHelp = 'wizard help COMMAND' erklärt einen Befehl genauer; docs/cli.md ist die vollständige Referenz.
            help.option.help = diese Hilfe (auch -h)

            help.option.answers = Antworten in der Form der Ausgabe; {"$env": NAME} und {"$file": PATH} erlaubt
            help.option.set = den Schritt bei PATH beantworten, gelesen wie eine getippte Eingabe (wiederholbar)
            help.option.defaults = für jeden Schritt den Vorgabewert nehmen, wenn keine andere Quelle ihn beantwortet
            help.option.nonInteractive = nie nachfragen: ein Schritt ohne Antwort ist ein Fehler (Exit-Status 3)
            help.option.strict = Antwortschlüssel, die zu keinem Schritt passen, sind Fehler statt Warnungen
            help.option.output = die Antworten in FILE schreiben (atomar, Modus 0600)
            help.option.format = JSON (Standard), NAME=Wert-Zeilen, sicher für eval, oder eine cookiecutter-Konfigurationsdatei
            help.option.envPrefix = PREFIX statt WIZARD_ANSWER_ vor jeden Namen von --format env setzen (siehe docs/cli.md)
            help.option.envName = die Antwort, deren Name bei --format env NAME ist, ohne Präfix ausgeben: Sie nehmen diese Variable in Kauf (wiederholbar)
            help.option.redact = Geheimnisse als "***" ausgeben
            help.option.noColor = keine Farben (NO_COLOR und TERM=dumb bewirken dasselbe)
            help.option.accessible = Zeilenmodus im Terminal: nummerierte Listen, nichts wird neu gezeichnet (auch WIZARD_ACCESSIBLE=1 und TERM=dumb)
            help.option.session = die Sitzung in FILE statt im Zustandsordner speichern und fortsetzen
            help.option.resume = die gespeicherte Sitzung bei dem Schritt fortsetzen, an dem sie anhielt
            help.option.at = bei diesem Schritt beginnen; die Schritte davor werden aus den Quellen beantwortet (Direktsprung)
            help.option.explain = nach dem Lauf für jeden Schritt sagen, ob er gezeigt wurde und woher seine Antwort kam
            help.option.record = die Eingabezeilen des Laufs (ohne Geheimnisse) schreiben, zum Wiederholen mit < FILE
            help.option.review = mit einem Überblick über alle Antworten enden, um vor dem Abschluss jede ändern zu können
            help.option.noReview = kein Überblick am Ende, auch wenn der Ablauf einen verlangt
            help.option.language = die Sprache der Texte des Programms und der übersetzten Texte eines Ablaufs (sonst LC_ALL, LC_MESSAGES, LANG)
            help.option.allowPlugin = wizard-plugin-NAME auf PATH oder ein eigenes Plugin eines Ablaufs, angegeben mit seinem Pfad, ohne Nachfrage ausführen lassen (wiederholbar; WIZARD_ALLOW_PLUGINS=a,b bewirkt dasselbe)

            help.demo.summary = den eingebauten Demo-Ablauf ausführen (mit den Optionen von 'wizard run')
            help.demo.discussion.1 = Führt den in das Programm eingebauten Demo-Ablauf aus, der Prüfungen, eine Verzweigung, einen Unterablauf, ein Blatt, eine Wiederholung und eine Abdeckung zeigt. 'demo' benennt ihn auch überall dort, wo ein Ablauf genannt wird, außer wenn ./Flows oder $WIZARD_FLOWS_PATH eine Datei demo.json oder einen Ablauf mit der id demo enthält.
            help.demo.example.1 = die Führung starten
            help.demo.example.2 = die Vorgabeantworten der Demo ausgeben

            help.run.summary = einen Ablauf ausführen: ein Pfad oder die id eines Ablaufs in ./Flows oder $WIZARD_FLOWS_PATH
            help.run.discussion.1 = Fragt die Schritte von FLOW der Reihe nach ab und gibt die Antworten als ein JSON-Objekt auf der Standardausgabe aus; Eingabeaufforderungen und Meldungen gehen auf die Standardfehlerausgabe, sodass 'wizard run FLOW > answers.json' funktioniert. Im Terminal wird die Eingabe mit GNU readline gelesen; sonst beantwortet eine Zeile der Standardeingabe einen Schritt.
            help.run.discussion.2 = Die Antwort eines Schritts kommt aus der ersten dieser Quellen: --set, --answers, die env-Variable des Schritts, sein Vorgabewert (mit --defaults oder --non-interactive), und erst dann die Eingabeaufforderung.
            help.run.discussion.3 = Eine Leerzeile nimmt den Vorgabewert des Schritts (oder "" bei einem optionalen Schritt). Nach :back ist die alte Antwort der Entwurf: im Terminal steht sie schon in der Zeile, sodass Enter sie behält; eine leere Zeile über eine Pipe bleibt eine leere Eingabe und nimmt den Vorgabewert.
            help.run.discussion.4 = Die eigenen Texte des Programms (Hinweise, Ablehnungen, Fehler, der Überblick) sind in der Sprache von --language TAG, sonst von LC_ALL, LC_MESSAGES oder LANG (de_AT.UTF-8 bedeutet de-AT, dann de; C und POSIX bedeuten Englisch), auf Englisch, wo einem Katalog eine Meldung fehlt. --language zählt überall vor --, für jeden Befehl. Antworten, Namen von --format env, die Schrittpfade von --explain und die Exit-Status sind in jeder Sprache gleich; ein Ja/Nein-Schritt nimmt auch das Ja und Nein der Sprache (ja, nein).
            help.run.example.1 = die Schritte des Ablaufs mit der id project-setup abfragen
            help.run.example.2 = jeden Schritt aus einer Datei beantworten, nie nachfragen
            help.run.example.3 = bei einem späteren Schritt beginnen
            help.run.example.4 = einen mit Strg-C oder :quit angehaltenen Lauf fortsetzen
            help.run.example.5 = der Lauf auf Deutsch, unabhängig von der Locale

            help.check.summary = Probelauf eines Laufs mit --non-interactive: alle Probleme der Antworten auf einmal
            help.check.discussion.1 = Meldet, je eine Zeile auf der Standardfehlerausgabe, jede fehlende Antwort, jede ungültige Antwort (mit ihrer Quelle: --set, FILE:LINE:COL der Antwortdatei oder env NAME), jeden Antwortschlüssel, der zu keinem Schritt passt (eine Warnung; ein Fehler mit --strict), und jede Antwort für einen Schritt, den der Lauf nicht erreichen würde (eine Warnung). Eine fehlende oder ungültige Antwort wird durch einen Platzhalter ersetzt, damit auch die Schritte danach geprüft werden.
            help.check.discussion.2 = Exit-Status 0, wenn 'wizard run FLOW --non-interactive' mit denselben Antworten gelingen würde, 3, wenn nicht (oder wenn die Antwortdatei nicht gelesen werden kann), 1, wenn der Ablauf nicht geladen werden kann.
            help.check.option.answers = die zu prüfende Antwortdatei
            help.check.option.set = eine zu prüfende Antwort, so wie 'wizard run' sie nimmt (wiederholbar)
            help.check.option.strict = Antwortschlüssel, die zu keinem Schritt passen, sind Fehler
            help.check.example.1 = genügt diese Antwortdatei?

            help.validate.summary = Abläufe laden und prüfen; Befunde auf der Standardfehlerausgabe
            help.validate.discussion.1 = Lädt jeden Ablauf mit seinen Importen und führt alle Prüfungen aus: unbekannte Schlüssel, ids, next-Ziele, Ausdrücke und Vorlagen, reguläre Ausdrücke und jeden wörtlichen Vorgabewert gegen die Regeln seines Schritts (Typ, Muster, Längen, Grenzen, Auswahlen). Befunde gehen als FILE:LINE:COL: error: MESSAGE (Zeilen und Spalten ab 1) mit dem JSON-Pfad auf die Standardfehlerausgabe. Exit-Status 1, wenn ein Ablauf einen Fehler hat.
            help.validate.example.1 = jeden Ablauf eines Ordners prüfen

            help.list.summary = die Abläufe in ./Flows und $WIZARD_FLOWS_PATH
            help.list.discussion.1 = Listet die Ablaufdateien in ./Flows, dann in den Ordnern von $WIZARD_FLOWS_PATH (durch Doppelpunkte getrennt), in dieser Reihenfolge und innerhalb eines Ordners nach Dateinamen: id, Titel und Pfad, dann die Beschreibung. Unterordner werden nicht durchsucht. Wenn zwei Dateien dieselbe id angeben, gewinnt die erste ('wizard run ID' führt sie aus), und die anderen werden als verdeckt markiert.
            help.list.example.1 = einen eigenen Ordner einbeziehen

            help.graph.summary = der Ablauf als Diagramm (standardmäßig Mermaid)
            help.graph.discussion.1 = Gibt den Ablauf als Diagramm aus: ein Cluster je Ablauf, ein Knoten je Schritt (id und Typ), Kanten für die Standardreihenfolge, 'next'-Verzweigungen mit der Antwort beschriftet ('otherwise' für "*"), gestrichelte Kanten zu Schritten mit einer 'when'-Bedingung und fette Kanten, die Unterabläufe öffnen, beschriftet mit push, sheet oder cover (und repeat MIN..MAX).
            help.graph.option.format = Mermaid (Standard) oder Graphviz DOT
            help.graph.example.1 = die Demo mit Graphviz zeichnen

            help.schema.summary = das JSON-Schema der Ablaufdateien (für Editoren)
            help.schema.discussion.1 = Gibt das JSON-Schema (Entwurf 2020-12) der Ablaufdateien aus. Richten Sie einen Editor darauf aus oder prüfen Sie Dateien mit einem beliebigen JSON-Schema-Prüfer; 'wizard validate' prüft mehr (ids, Ausdrücke, Vorgabewerte).
            help.schema.example.1 = für einen Editor speichern

            help.template.summary = ein Gerüst einer Antwortdatei für den Ablauf
            help.template.discussion.1 = Gibt jede Antwort, die der Ablauf speichern kann, in der Reihenfolge des Ablaufs aus: Schritte mit 'when' eingeschlossen, Unterabläufe unter der id ihres Schritts verschachtelt und eine Wiederholung als Array mit einem Element. Jeder Wert ist der Vorgabewert des Schritts, oder null, wenn er keinen hat oder der Vorgabewert eine Vorlage ist. Füllen Sie es aus und verwenden Sie es mit --answers FILE.
            help.template.example.1 = eine Antwortdatei beginnen

            help.import.summary = eine cookiecutter.json oder copier.yml / copier.yaml, in einen Ablauf übersetzt, auf der Standardausgabe
            help.import.discussion.1 = Gibt FILE, eine cookiecutter.json oder eine copier.yml / copier.yaml, in einen Ablauf übersetzt aus. Was sich nicht übersetzen lässt, ist eine Warnung auf der Standardfehlerausgabe, die die Frage, den Ausdruck und den Grund nennt; diese Frage wird dann ohne Vorgabewert gestellt. run, validate, check und graph lesen diese Dateien auch direkt (am Namen erkannt). docs/migrating.md listet, was übersetzt wird.
            help.import.example.1 = die Fragen einer cookiecutter-Vorlage übersetzen
            help.import.example.2 = einen Copier-Fragebogen direkt ausführen

            help.plugins.summary = Prozess-Plugins auf PATH (und die, die FLOW angibt) und was jedes bereitstellt
            help.plugins.discussion.1 = Listet jedes ausführbare Programm namens wizard-plugin-NAME auf PATH, mit seinem Ort und dem, was es laut seiner Antwort auf 'describe' bereitstellt (Schritttypen, Prüfer, Auswahlen, Vorgabewerte). Mit FLOW werden auch die Plugins gelistet, die der Ablauf in seinem eigenen Ordner angibt; diese laufen nur, wenn sie erlaubt sind (--allow-plugin, WIZARD_ALLOW_PLUGINS oder eine im Terminal gemerkte Zustimmung).
            help.plugins.example.1 = was installiert ist
            help.plugins.example.2 = die Beispiel-Plugins

            help.completions.summary = ein Vervollständigungsskript für die Shell
            help.completions.discussion.1 = Gibt ein Vervollständigungsskript für die Shell aus: Befehle, Optionen, Werte von Optionen, ids von Abläufen (./Flows und $WIZARD_FLOWS_PATH) und, für --at und --set, die Antwortpfade des auf der Zeile genannten Ablaufs. zsh und fish zeigen die Beschreibungen von Befehlen und Optionen in der Sprache von --language oder der Locale. 'make install' legt die drei Skripte, auf Englisch, dort ab, wo die Shells sie suchen.
            help.completions.example.1 = Vervollständigung in dieser bash
            help.completions.example.2 = für jede fish

            help.help.summary = Hilfe zu einem Befehl (auch 'wizard COMMAND --help')
            help.help.discussion.1 = Gibt die Hilfe zu einem Befehl aus, ohne Befehl die Übersicht.
            help.help.example.1 = jede Option von 'wizard run'

            help.complete.summary = Kandidaten für die Vervollständigung, einer je Zeile (für die Vervollständigungsskripte)
            help.docs.summary = die Handbuchseite oder die Markdown-Referenz, aus dieser Beschreibung erzeugt

            help.prompt.back = einen Schritt zurück; seine alte Antwort wird der Entwurf
            help.prompt.backTo = zu einem Schritt zurück, nach id oder Antwortpfad (db.port)
            help.prompt.root = zurück zum ersten Schritt (des aktuellen Blatts oder der aktuellen Abdeckung)
            help.prompt.dismiss = das aktuelle Blatt schließen und seine Antworten verwerfen
            help.prompt.help = die Hilfe des Schritts, diese Befehle und die Tasten
            help.prompt.quit = anhalten; die Sitzung wird gespeichert (Exit-Status 130)
            help.prompt.colon = mit einem Text antworten, der mit ':' beginnt
            help.prompt.emptyLine.term = Leerzeile
            help.prompt.emptyLine = der Vorgabewert des Schritts ("" bei einem optionalen Schritt)
            help.prompt.afterBack = Nach :back steht der Entwurf im Terminal schon in der Zeile, sodass Enter ihn behält. Über eine Pipe steht nichts in der Zeile: eine Leerzeile nimmt den Vorgabewert des Schritts, nicht den Entwurf; senden Sie die alte Antwort noch einmal, um sie zu behalten.

            help.exit.0 = der Ablauf wurde abgeschlossen (oder der Befehl ist gelungen)
            help.exit.1 = der Ablauf kann nicht gefunden, geladen oder geprüft werden; keine gespeicherte Sitzung zum Fortsetzen
            help.exit.2 = Aufruffehler: unbekannte Option, fehlendes Argument, --set ohne =
            help.exit.3 = Antwortfehler: fehlende oder ungültige Antwort, unbekannter Schlüssel mit --strict, Eingabe über die Pipe zu Ende
            help.exit.130 = unterbrochen (Strg-C) oder :quit; die Sitzung wird gespeichert
            help.exit.143 = SIGTERM; die Sitzung wird gespeichert
            help.exit.129 = SIGHUP; die Sitzung wird gespeichert
            help.exit.131 = SIGQUIT (Strg-\\); die Sitzung wird gespeichert

            # Syntaxfehler von Ausdrücken und Vorlagen (der {reason} von load.invalid.expression und load.invalid.template); zitierte Zeichen bleiben, wie sie sind.
            expr.syntax.doubledOperator = erwartet: '{double}', gefunden: '{single}'
            expr.syntax.unexpectedCharacter = unerwartetes Zeichen '{character}'
            expr.syntax.unterminatedString = nicht abgeschlossene Zeichenkette
            expr.syntax.unknownEscape = unbekanntes Escape '\\{escape}' in einer Zeichenkette (erwartet: \\", \\\\, \\n oder \\t)
            expr.syntax.numberOutOfRange = die Zahl '{number}' liegt außerhalb des Wertebereichs
            expr.syntax.digitAfterPoint = erwartet: eine Ziffer nach '.' in einer Zahl, gefunden: {found}
            expr.syntax.digitAfterExponent = erwartet: eine Ziffer im Exponenten einer Zahl, gefunden: {found}
            expr.syntax.nameAfterDot = erwartet: ein Name oder ein Index nach '.', gefunden: {found}
            expr.syntax.identifierTooLong = ein Bezeichner ist länger als {limit} Zeichen
            expr.syntax.indexLeadingZero = der Index '{index}' hat eine führende Null
            expr.syntax.indexOutOfRange = der Index '{index}' liegt außerhalb des Wertebereichs
            expr.syntax.unclosedHole = erwartet: '}}' zum Schließen von '{{', gefunden: das Ende der Vorlage
            # {expected} ist eine der Angaben expr.syntax.expected.* oder ein zitiertes Zeichen; {found} ein zitiertes Zeichen oder expr.syntax.endOfExpression.
            expr.syntax.expected = erwartet: {expected}, gefunden: {found}
            expr.syntax.endOfExpression = das Ende des Ausdrucks
            expr.syntax.expected.operatorOrEnd = ein Operator oder das Ende des Ausdrucks
            expr.syntax.expected.operatorOrClose = ein Operator oder '}}'
            expr.syntax.expected.conditionalColon = das ':' des Bedingungsausdrucks
            expr.syntax.expected.bracketOrColon = ']' oder ':'
            expr.syntax.expected.commaOrParen = ',' oder ')'
            expr.syntax.expected.expression = ein Ausdruck
            expr.syntax.nestedTooDeeply = der Ausdruck ist zu tief verschachtelt (Grenze {limit})
            expr.syntax.dotAfterKeyword = unerwartetes '.' nach '{keyword}'
            expr.syntax.dotAfterVariable = erwartet: das Ende des Namens der Umgebungsvariablen, gefunden: '.'
            expr.syntax.nameAfterScope = erwartet: '.' und ein Name nach '{scope}', gefunden: {found}
            expr.syntax.variableAfterScope = erwartet: '.' und ein Variablenname nach '{scope}', gefunden: {found}
            expr.syntax.invalidPattern = ungültiger regulärer Ausdruck: {reason}
            expr.syntax.expressionTooLong = der Ausdruck ist länger als 64 KiB
            expr.syntax.templateTooLong = die Vorlage ist länger als 64 KiB

            # Fehler regulärer Ausdrücke (der {reason} von load.invalidPattern und expr.syntax.invalidPattern); der Text des Musters bleibt, wie er ist.
            pattern.atColumn = Spalte {column}: {reason}
            pattern.syntax.unmatchedParen = ')' ohne öffnende Klammer
            pattern.syntax.possessive = possessive Quantoren werden nicht unterstützt
            pattern.syntax.quantifiersInARow = mehr als {limit} Quantoren hintereinander
            pattern.syntax.countTooLarge = eine Wiederholungszahl über {limit}
            pattern.syntax.boundsReversed = die Wiederholung {repetition} hat vertauschte Grenzen
            pattern.syntax.unexpectedEnd = unerwartetes Ende des Musters
            pattern.syntax.nothingToRepeat = vor '{quantifier}' steht nichts, was sich wiederholen ließe
            pattern.syntax.expectedAngle = erwartet: '<' nach '(?P'
            pattern.syntax.lookbehind = Lookbehind wird nicht unterstützt
            pattern.syntax.lookahead = Lookahead wird nicht unterstützt
            pattern.syntax.atomicGroups = atomare Gruppen werden nicht unterstützt
            pattern.syntax.comments = Kommentare werden nicht unterstützt
            pattern.syntax.groupsTooDeep = Gruppen sind tiefer als {limit} Ebenen verschachtelt
            pattern.syntax.groupNameTwice = der Gruppenname '{name}' kommt zweimal vor
            pattern.syntax.missingParen = die hier geöffnete Gruppe wird nicht mit ')' geschlossen
            pattern.syntax.invalidGroupName = ungültiger Gruppenname
            pattern.syntax.multiLine = der Mehrzeilenmodus (?m) wird nicht unterstützt: verglichen wird immer die ganze Eingabe
            pattern.syntax.ungreedy = das Flag (?U) für nicht gieriges Wiederholen wird nicht unterstützt
            pattern.syntax.unknownFlag = unbekanntes Gruppen-Flag '{flag}'
            pattern.syntax.trailingBackslash = ein Backslash am Ende
            pattern.syntax.wordBoundaries = Wortgrenzen (\\{escape}) werden nicht unterstützt
            pattern.syntax.backreferences = Rückverweise werden nicht unterstützt
            pattern.syntax.unsupportedAnchor = \\{escape} wird nicht unterstützt (verwenden Sie \\z)
            pattern.syntax.propertyClasses = Unicode-Eigenschaftsklassen (\\{escape}) werden nicht unterstützt
            pattern.syntax.unknownEscape = unbekanntes Escape '\\{escape}'
            pattern.syntax.missingBrace = in \\x{...} fehlt die '}'
            pattern.syntax.invalidHex = ungültiges hexadezimales Escape
            pattern.syntax.missingBracket = die hier geöffnete Klasse wird nicht mit ']' geschlossen
            pattern.syntax.classEscapeEndsRange = ein Klassen-Escape kann keinen Bereich beenden
            pattern.syntax.rangeOutOfOrder = der Bereich '{low}-{high}' hat vertauschte Grenzen
            pattern.syntax.missingClassEnd = die hier geöffnete Klasse wird nicht mit ':]' geschlossen
            pattern.syntax.unknownClass = unbekannte Klasse [:{name}:]
            pattern.syntax.tooLarge = das Muster ist zu groß: mit ausgeschriebenen Wiederholungen braucht es mehr als {limit} Automatenzustände

            # Eine im Ablauf angegebene Vorgabe, die eine feste Regel ihres Schritts ablehnt (der {reason} von load.default.breaksRule und load.default.valueBreaksRule); „sie“ ist die Vorgabe.
            default.rule.pattern = sie muss zum Muster {pattern} passen
            default.rule.minLength.one = sie muss mindestens {count} Zeichen haben
            default.rule.minLength.many = sie muss mindestens {count} Zeichen haben
            default.rule.maxLength.one = sie darf höchstens {count} Zeichen haben
            default.rule.maxLength.many = sie darf höchstens {count} Zeichen haben
            default.rule.minCount = sie muss mindestens {count} Werte enthalten
            default.rule.maxCount = sie darf höchstens {count} Werte enthalten
            default.rule.minimum = sie muss mindestens {number} sein
            default.rule.maximum = sie darf höchstens {number} sein

            # Warum ein Ausdruck während eines Laufs nicht ausgewertet werden konnte (der {reason} von error.evaluationFailed, input.defaultFailed und validate.notChecked).
            expr.eval.unknownFunction = unbekannte Funktion '{name}'
            expr.eval.arguments.one = die Funktion '{name}' erwartet {count} Argument, erhielt aber {found}
            expr.eval.arguments.many = die Funktion '{name}' erwartet {count} Argumente, erhielt aber {found}
            expr.eval.arguments.range = die Funktion '{name}' erwartet {low} bis {high} Argumente, erhielt aber {found}
            expr.eval.functionFailed = die Funktion '{name}' ist gescheitert: {reason}
            expr.eval.invalidRegex = ungültiger regulärer Ausdruck "{pattern}"
            # {left}, {right} und {type} sind load.value.* (eine Zeichenkette, eine ganze Zahl ...) oder expr.value.null, im Nominativ.
            expr.eval.incomparable = {left} und {right} lassen sich nicht mit '{operator}' vergleichen; wandeln Sie eine Seite mit int(), float() oder str() um
            expr.eval.notIndexable = {type} lässt sich weder indizieren noch in Abschnitte teilen; erwartet: eine Zeichenkette oder ein Array
            expr.eval.invalidIndex = erwartet: eine ganze Zahl als Index, gefunden: {type}
            expr.eval.failedOnSecret = die Funktion '{function}' ist an einem Wert der geheimen Antwort des Schritts '{step}' gescheitert (nicht gezeigt)
            expr.eval.showsSecret = der Text würde einen Wert der geheimen Antwort des Schritts '{step}' zeigen, die nie gezeigt wird
            expr.eval.tooLong.function = das Ergebnis der Funktion '{function}' wäre länger als {size} KiB, die Grenze für jeden Wert, den ein Ausdruck berechnet
            expr.eval.tooLong.template = der Text der Vorlage wäre länger als {size} KiB, die Grenze für jeden Wert, den ein Ausdruck berechnet
            expr.value.null = null
            # Warum eine eingebaute Funktion gescheitert ist (der {reason} von expr.eval.functionFailed); {found} ist der Name eines JSON-Typs (string, integer ...).
            expr.function.noClock = der Engine wurde keine Uhr übergeben
            # {argument} ist eine der Angaben expr.function.argument.*: ohne Artikel, nach „als“.
            expr.function.expectedString = erwartet: eine Zeichenkette als {argument}, gefunden: {found}
            expr.function.argument.string = Text
            expr.function.argument.pattern = Muster
            expr.function.argument.replacement = Ersetzung
            expr.function.argument.replaced = zu ersetzender Text
            expr.function.argument.characters = Zeichen
            expr.function.argument.separator = Trennzeichen
            expr.function.argument.prefix = Präfix
            expr.function.argument.suffix = Suffix
            expr.function.argument.format = Format
            expr.function.lenArgument = erwartet: eine Zeichenkette, ein Array, ein Objekt oder null, gefunden: {found}
            expr.function.replaceCount = erwartet: eine ganze Zahl ab 0 als Anzahl
            expr.function.joinList = erwartet: ein Array als Liste, gefunden: {found}
            expr.function.emptySeparator = das Trennzeichen ist leer
            # {value} ist der Wert als JSON-Text.
            expr.function.cannotConvert.integer = {value} lässt sich nicht in eine ganze Zahl umwandeln
            expr.function.cannotConvert.number = {value} lässt sich nicht in eine Zahl umwandeln
            expr.function.cannotConvert.boolean = {value} lässt sich nicht in einen Wahrheitswert umwandeln
            expr.function.unknownGroup = die Ersetzung verweist auf die Gruppe '{name}', die das Muster nicht hat
            expr.function.resultTooLong = das Ergebnis wäre länger als {limit} Bytes

            # Die Ablehnungen eines Coordinators (der Bildschirme eines einbettenden Programms), neben input.required, input.expectedConfirm und input.expectedChoice; {reason} nennt die abgelehnte Navigation.
            coordinator.transitionRefused = der Übergang des Koordinators wurde abgelehnt: {reason}
            coordinator.noHelp = Zu diesem Bildschirm gibt es keine Hilfe.
            """#)
}
