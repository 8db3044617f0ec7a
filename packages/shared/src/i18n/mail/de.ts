import type { MailMessages } from './en.js';

export const deMail: MailMessages = {
  invited_subject: 'Sie sind zu einem Familienalbum auf Sprout eingeladen',
  invited_body:
    'Hallo,\n\n{{inviter}} hat Sie auf Sprout in die Familie von {{baby}} eingeladen, als {{relation}} ({{permission}}).\n\nÖffnen Sie diesen Link, um beizutreten. Sie können sich anmelden oder dort direkt ein Konto mit dieser E-Mail-Adresse ({{email}}) anlegen. Der Link gilt einmal, 14 Tage lang:\n{{link}}\n\nSprout, das private Familienalbum',
  reset_subject: 'Neues Passwort für Sprout festlegen',
  reset_body:
    'Hallo {{name}},\n\njemand (hoffentlich Sie) möchte ein neues Passwort für Ihr Sprout-Konto {{email}} festlegen.\n\nÖffnen Sie diesen Link, um es zu wählen. Er gilt einmal, 1 Stunde lang:\n{{link}}\n\nWenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.\n\nSprout, das private Familienalbum',
  verify_subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Sprout',
  verify_body:
    'Hallo {{name}},\n\nwillkommen bei Sprout. Öffnen Sie diesen Link, um zu bestätigen, dass {{email}} Ihre Adresse ist. Er gilt einmal, 7 Tage lang:\n{{link}}\n\nSprout, das private Familienalbum',
  email_change_subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse für Sprout',
  email_change_body:
    'Hallo {{name}},\n\nSie möchten {{email}} für Ihr Sprout-Konto verwenden. Öffnen Sie diesen Link, um es zu bestätigen. Er funktioniert einmal, 24 Stunden lang:\n{{link}}\n\nBis dahin behält Ihr Konto die bisherige Adresse. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.\n\nSprout, das private Familienalbum',
  email_change_notice_subject: 'Ihre E-Mail-Adresse bei Sprout wird geändert',
  email_change_notice_body:
    'Hallo {{name}},\n\nJemand, der in Ihrem Sprout-Konto angemeldet ist, möchte die E-Mail-Adresse in {{email}} ändern. Die Änderung erfolgt erst, wenn der an diese Adresse gesendete Link geöffnet wird.\n\nWaren Sie das nicht, ändern Sie jetzt Ihr Passwort: Damit endet auch die Änderung.\n\nSprout, das private Familienalbum',
  digest_subject: 'Neues in eurem Familienalbum auf Sprout',
  digest_heading: 'Neu in {{baby}}s Album',
  digest_hello: 'Hallo {{name}},',
  digest_more_one: 'und {{count}} weiteres',
  digest_more_other: 'und {{count}} weitere',
  digest_comments_heading: 'Kommentare zu deinen Beiträgen',
  digest_comments_more_one: 'und {{count}} weiterer Kommentar',
  digest_comments_more_other: 'und {{count}} weitere Kommentare',
  digest_on_this_day_one: 'Heute vor {{count}} Jahr',
  digest_on_this_day_other: 'Heute vor {{count}} Jahren',
  digest_open: 'Album öffnen',
  digest_sign_in: 'Das Album öffnet sich nach der Anmeldung. Diese E-Mail zeigt nur, was du sehen darfst.',
  digest_why_every_upload: 'Du bekommst diese E-Mail jedes Mal, wenn die Familie etwas zu {{baby}}s Album hinzufügt.',
  digest_why_daily: 'Du bekommst diese E-Mail morgens, wenn es in {{baby}}s Album etwas Neues gibt.',
  digest_why_weekly: 'Du bekommst diese E-Mail einmal pro Woche, wenn es in {{baby}}s Album etwas Neues gibt.',
  digest_unsubscribe: 'Diese E-Mails abbestellen',
  digest_settings: 'Wie oft, stellst du in deinem Profil ein',
  digest_footer: 'Sprout, das private Familienalbum',
  feedback_reply_subject: 'Der Sprout-Support hat auf dein Feedback geantwortet',
  feedback_reply_body:
    'Hallo {{name}},\n\ndanke für deine Nachricht. Du hast geschrieben:\n\n{{content}}\n\nUnsere Antwort:\n\n{{reply}}\n\nDu findest sie auch auf der Feedback-Seite von Sprout.\n\nDein Sprout-Support',
  feedback_reply_no_name: 'zusammen',
  verify_problems_subject: 'Sprout: gespeicherte Dateien fehlen oder haben sich verändert',
  verify_problems_body:
    'Hallo,\n\nDie wöchentliche Prüfung der in Sprout gespeicherten Dateien hat Probleme gefunden: {{missing}} fehlen, {{changed}} haben sich verändert ({{checked}} Dateien gelesen).\n\nFehlend:\n{{missing_list}}\n\nVerändert:\n{{changed_list}}\n\nStelle diese Dateien aus der letzten Sicherung wieder her (docs/OPERATIONS.md, „Backups“) und führe danach `npm run cli -- verify` noch einmal aus.\n\nSprout',
};
