// The French catalogue of the program's own texts. Translators: every line between the two
// lines of three quotes is `key = text`. Change only the text after `=`; keep each
// `{name}` placeholder (their order may change); `\n` is a line break, `#` starts a comment.
extension MessageCatalogue {
    public static let french = MessageCatalogue(
        language: "fr",
        source: #"""
            language.name = Français

            # Les mots qu'une étape oui/non accepte pour oui et pour non (y, yes, n, no valent toujours), séparés par des virgules.
            confirm.yes = o, oui
            confirm.no = n, non
            prompt.confirm.defaultYes = [O/n]
            prompt.confirm.defaultNo = [o/N]
            prompt.confirm.noDefault = [o/n]
            prompt.optional = (facultatif)
            review.question = Vérifiez vos réponses
            review.finish = Terminer
            refusal.unknownCommand = commande inconnue '{line}'
            input.required = une réponse est requise
            run.sessionSaved = session enregistrée dans {file} ; reprendre avec : {command}
            # L'aide de la ligne de commande (en partie : le reste s'affiche en anglais).
            help.heading.usage = Utilisation :
            help.heading.options = Options :
            help.heading.examples = Exemples :
            help.option.help = cette aide (aussi -h)
            help.run.summary = exécuter un parcours : un chemin, ou l'id d'un parcours dans ./Flows ou $WIZARD_FLOWS_PATH
            """#)
}
