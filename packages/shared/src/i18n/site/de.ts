import type { SiteText } from './en.js';

export const deSite: SiteText = {
  cta: {
    sign_up: 'Familienalbum anlegen',
    get_app: 'Konto erstellen',
    sign_in: 'Anmelden',
    read_faq: 'Zur Hilfe',
  },
  hero: {
    title: 'Schönes Chaos',
    body: 'Schlaflose Nächte, erste Schritte, schlammige Pfoten: Die Tage vergehen schnell. Sprout bewahrt sie für Ihre Familie in einem privaten Album auf, in der Reihenfolge, in der sie passiert sind.',
  },
  choice: {
    title: 'Die beste Wahl',
    body: 'Ein Album, das nur Ihre Familie öffnen kann, ruhig und schnell auf dem Computer oder Tablet zu Hause.',
    points: [
      'Von Grund auf privat: Nur die Verwandten, die Sie einladen, sehen es, und jeder Beitrag lässt sich weiter einschränken.',
      'Nichts geht verloren: Originale bleiben so, wie Sie sie geschickt haben, und ein gelöschtes Foto wartet 30 Tage im Papierkorb.',
      'Keine Werbung, kein Verkauf: Die Bilder Ihrer Familie werden nie genutzt, um Ihnen oder sonst jemandem Werbung zu zeigen.',
    ],
  },
  features: {
    title: 'Funktionen',
    items: [
      {
        title: 'Eine Zeitleiste',
        body: 'Fotos, Videos, Sprachaufnahmen und Tagebucheinträge, geordnet nach dem Alter Ihres Kindes, schon ab der Zeit vor der Geburt.',
      },
      {
        title: 'Rollen in der Familie',
        body: 'Mama, Papa, Oma, ein Onkel oder eine Freundin: Jede Person tritt mit einer Rolle bei, die festlegt, was sie darf.',
      },
      {
        title: 'Privatsphäre pro Beitrag',
        body: 'Teilen Sie einen Beitrag mit der ganzen Familie, nur der engen Familie, ein paar ausgewählten Personen oder behalten Sie ihn für sich.',
      },
      {
        title: 'Tags und Wachstum',
        body: 'Markieren Sie erste Male und Lieblingsorte, tragen Sie Größe und Gewicht ein und sehen Sie die Wachstumskurve steigen.',
      },
      {
        title: 'Kommentare und Likes',
        body: 'Großeltern in der Ferne hinterlassen ein Wort oder ein Herz, und Sie erfahren davon, ohne ständig nachzusehen.',
      },
      {
        title: 'Ihre Daten gehören Ihnen',
        body: 'Laden Sie das Original jedes Fotos oder Videos herunter, das Sie sehen, und löschen Sie, was nicht mehr aufbewahrt werden soll.',
      },
    ],
  },
  testimonials: {
    title: 'Was Familien sagen',
    note: 'Erfahrungen von Familien, die Sprout nutzen; Namen geändert.',
    items: [
      {
        quote:
          'Meine Eltern wohnen neun Stunden entfernt. Jeden Sonntag öffnen sie das Album und kommentieren alles, sogar die verwackelten Bilder.',
        who: 'Léa, Mama von Noah (2)',
      },
      {
        quote:
          'Früher gingen unsere Fotos in drei Gruppenchats verloren. Jetzt gibt es einen Ort, und alles ist in der richtigen Reihenfolge.',
        who: 'Daniel, Papa der Zwillinge Mia und Jonas',
      },
      {
        quote: 'Unser Kater Biscuit hat ein ordentlicheres Album als ich. Die Wachstumskurve macht seltsam süchtig.',
        who: 'Yuki, führt Biscuits Zeitleiste',
      },
    ],
  },
  faq: {
    title: 'Hilfe und häufige Fragen',
    intro: 'Kurze Antworten auf die Fragen, die Familien uns am häufigsten stellen.',
    items: [
      {
        q: 'Wer kann unser Album sehen?',
        a: 'Nur die Personen, die Ihre Familie eingeladen hat. Jeder Beitrag wird mit der ganzen Familie, nur der engen Familie, ausgewählten Mitgliedern oder nur mit Ihnen geteilt.',
      },
      {
        q: 'Wie lade ich Verwandte ein?',
        a: 'Ein Admin der Familie öffnet Babyinfo, dann Familie, und schickt eine Einladung per E-Mail mit der Rolle der Person.',
      },
      {
        q: 'Welche Dateien kann ich hochladen?',
        a: 'Fotos (auch HEIC vom iPhone), Videos und Audioaufnahmen. Bricht die Verbindung ab, setzt sich der Upload von selbst fort.',
      },
      {
        q: 'Bleibt die Originalqualität erhalten?',
        a: 'Ja. Sprout bewahrt jedes Original genau so auf, wie es geschickt wurde, und zeigt beim Stöbern kleinere Kopien, damit Seiten schnell laden.',
      },
      {
        q: 'Ich habe versehentlich ein Foto gelöscht.',
        a: 'Öffnen Sie den Papierkorb im Menü: Gelöschte Fotos und Videos bleiben dort 30 Tage und lassen sich wiederherstellen.',
      },
      {
        q: 'Wie lösche ich mein Konto?',
        a: 'Öffnen Sie Ihr Profil und wählen Sie Konto löschen. Ihre Mitgliedschaften, Anmeldungen und Ihr Profilbild werden entfernt.',
      },
      {
        q: 'Ich habe mein Passwort vergessen.',
        a: 'Wählen Sie auf der Anmeldeseite „Passwort vergessen“; wir schicken Ihnen per E-Mail einen Link, mit dem Sie ein neues festlegen.',
      },
    ],
    more: 'Keine Antwort gefunden? Schreiben Sie uns, wir antworten während der Servicezeiten.',
    write: 'Schreiben Sie uns',
  },
  about: {
    title: 'Über Sprout',
    body: 'Sprout ist ein privates Familienalbum für das Leben eines Babys oder eines Haustiers: Eltern und die Verwandten, die sie einladen, führen es gemeinsam.',
  },
};
