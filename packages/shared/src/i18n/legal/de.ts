import type { LegalText } from './en.js';

export const deLegal: LegalText = {
  updated: 'Zuletzt aktualisiert: 2. Dezember 2026',
  privacy: {
    title: 'Datenschutzerklärung',
    intro:
      'Sprout ist ein privates Album für Ihre Familie. Hier steht, was wir speichern, wer es sehen kann und wie Sie es mitnehmen oder löschen.',
    sections: [
      {
        heading: 'Was wir speichern',
        paragraphs: [
          'Ihr Konto: Name, E-Mail-Adresse, ein Hash Ihres Passworts (nie das Passwort selbst), Ihre Sprache, Ihr Profilbild und die Anmeldedienste, die Sie verknüpft haben.',
          'Was Ihre Familie hinzufügt: Fotos, Videos und Audioaufnahmen als Originale, Byte für Byte, dazu die kleineren Kopien, mit denen wir sie anzeigen (Vorschaubild, Vorschau, Standbild eines Videos, ohne Orts- und Kameradaten); Bildunterschriften, Tagebucheinträge, Kommentare, Likes, Tags und Messwerte wie Größe und Gewicht.',
          'Für die Sicherheit des Dienstes: Ihre Anmeldesitzungen, die Geräte, denen Sie Benachrichtigungen erlaubt haben, und kurze technische Protokolle der Anfragen.',
        ],
      },
      {
        heading: 'Wer es sehen kann',
        paragraphs: [
          'Nur Mitglieder der Familie des Babys, so wie die Familie es festgelegt hat: Jedes Mitglied hat eine Rolle (etwa Elternteil, Großeltern oder Freund) und eine Berechtigung (ansehen, posten oder verwalten). Jeder Beitrag wird mit der ganzen Familie, nur der engen Familie, ausgewählten Mitgliedern oder nur der verfassenden Person geteilt.',
          'Die Betreiber des Dienstes können auf die gespeicherten Daten zugreifen, um ihn zu betreiben, zu reparieren und zu sichern. Sie stöbern nicht in Familienalben und greifen nur dann auf Inhalte einer Familie zu, wenn das Gesetz oder die Familie selbst es verlangt.',
        ],
      },
      {
        heading: 'Was wir nie tun',
        paragraphs: [
          'In Sprout gibt es keine Werbung. Wir verkaufen oder vermieten Ihre Daten nicht und geben sie niemandem, um Profile zu erstellen oder Modelle zu trainieren.',
        ],
      },
      {
        heading: 'E-Mails und Benachrichtigungen',
        paragraphs: [
          'Wir senden E-Mails, um Ihre Anmeldung abzusichern, eine Adresse zu bestätigen, für Einladungen und, wenn Sie möchten, eine Zusammenfassung der Neuigkeiten. Jede Zusammenfassung enthält einen Abmeldelink mit einem Klick, und Push-Nachrichten gehen nur an Geräte, die Sie erlaubt haben.',
        ],
      },
      {
        heading: 'Mitnehmen und löschen',
        paragraphs: [
          'Wer ein Foto oder Video sehen darf, kann sein Original herunterladen. Auf Anfrage übergeben wir Ihrer Familie das ganze Album.',
          'Ein gelöschtes Foto, Video oder eine Aufnahme wartet 30 Tage im Papierkorb und wird dann samt Kopien endgültig gelöscht; Sie können es auch sofort löschen. Wenn Sie Ihr Konto löschen, werden Mitgliedschaften, Sitzungen, verknüpfte Anmeldungen und Ihr Profilbild entfernt; Ihre Beiträge bleiben im Familienalbum, als von einem ehemaligen Mitglied, sofern Sie sie nicht vorher löschen.',
        ],
      },
      {
        heading: 'Kontakt',
        paragraphs: [
          'Fragen zu Ihren Daten: Schreiben Sie uns über die Hilfeseite. Der Kundenservice antwortet Montag bis Freitag, 9:30–18:30 Uhr.',
        ],
      },
    ],
  },
  terms: {
    title: 'Nutzungsbedingungen',
    intro: 'Mit der Nutzung von Sprout stimmen Sie diesen Bedingungen zu. Sie sind bewusst kurz gehalten.',
    sections: [
      {
        heading: 'Der Dienst',
        paragraphs: [
          'Mit Sprout führt eine Familie gemeinsam die Zeitleiste eines Babys oder Haustiers: Fotos, Videos, Audio, Tagebuch, Tags, Kommentare und Likes. Der kostenlose Speicher ist begrenzt; eine Mitgliedschaft hebt die Grenze auf, solange sie läuft, und nach ihrem Ende wird nichts gelöscht.',
        ],
      },
      {
        heading: 'Ihr Konto',
        paragraphs: [
          'Behalten Sie Ihr Passwort für sich und sagen Sie uns Bescheid, wenn jemand anderes Ihr Konto benutzt hat. Sie müssen alt genug sein, um diesen Bedingungen dort zuzustimmen, wo Sie leben.',
        ],
      },
      {
        heading: 'Ihre Inhalte',
        paragraphs: [
          'Was Sie hochladen, bleibt Ihres. Sie erlauben uns, es zu speichern, die zur Anzeige nötigen Kopien zu erstellen und es den Mitgliedern zu zeigen, die Sie und Ihre Familie ausgewählt haben; mehr nicht.',
          'Laden Sie nur hoch, was Sie teilen dürfen, und respektieren Sie die Menschen auf den Bildern. Rechtswidrige Inhalte oder Inhalte, die einem Kind schaden, werden entfernt und können den Behörden gemeldet werden.',
        ],
      },
      {
        heading: 'Familien und Rollen',
        paragraphs: [
          'Die Admins einer Familie laden Mitglieder ein, wählen ihre Rollen und können sie entfernen. Jede Familie behält mindestens einen Admin, damit sich immer jemand um das Album kümmert.',
        ],
      },
      {
        heading: 'Beenden',
        paragraphs: [
          'Sie können Ihr Konto jederzeit in Ihrem Profil löschen. Wir können ein Konto sperren, das gegen diese Bedingungen verstößt, und sagen Ihnen, warum.',
        ],
      },
    ],
    license: {
      heading: 'Gewerbeerlaubnis',
      body: 'Sprout wird von seinem Betreiber bereitgestellt; Firmenname, Anschrift und Handelsregistereintrag nennen wir auf Anfrage über die Kontaktseite.',
    },
  },
};
