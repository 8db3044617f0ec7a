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
};
