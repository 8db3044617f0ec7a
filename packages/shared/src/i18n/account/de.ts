import type { AccountMessages } from './en.js';

export const deAccount: AccountMessages = {
  forget: {
    heading: "Passwort vergessen?",
    intro: "Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen.",
    email: "E-Mail",
    send: "Link senden",
    sent: "Wir haben einen Link an {{email}} gesendet. Öffnen Sie ihn innerhalb von 1 Stunde, um ein neues Passwort zu wählen.",
    not_received: "Keine E-Mail? Sehen Sie im Spam-Ordner nach oder senden Sie sie erneut.",
    resend: "Erneut senden",
    resend_in: "Erneut senden in {{seconds}} s",
    back: "Zurück zur Anmeldung",
  },
  set: {
    heading: "Neues Passwort wählen",
    intro: "Mindestens 8 Zeichen, mit Buchstaben und Ziffern. Alle Geräte, die mit Ihrem Konto angemeldet sind, werden abgemeldet.",
    password: "Neues Passwort",
    confirm: "Neues Passwort wiederholen",
    mismatch: "Die beiden Passwörter stimmen nicht überein.",
    weak: "Mindestens 8 Zeichen, mit Buchstaben und Ziffern.",
    submit: "Passwort festlegen",
    done: "Ihr neues Passwort ist festgelegt. Melden Sie sich damit an.",
    no_token: "Diese Seite öffnet sich über den Link in einer Passwort-E-Mail. Fordern Sie bei Bedarf eine neue an.",
    ask_again: "Neuen Link anfordern",
  },
};
