import type { MailMessages } from './en.js';

export const deMail: MailMessages = {
  invited_subject: "Sie sind zu einem Familienalbum auf Sprout eingeladen",
  invited_body: "Hallo,\n\n{{inviter}} hat Sie auf Sprout in die Familie von {{baby}} eingeladen, als {{relation}} ({{permission}}).\n\nÖffnen Sie diesen Link, um beizutreten. Sie können sich anmelden oder dort direkt ein Konto mit dieser E-Mail-Adresse ({{email}}) anlegen. Der Link gilt einmal, 14 Tage lang:\n{{link}}\n\nSprout, das private Familienalbum",
  reset_subject: "Neues Passwort für Sprout festlegen",
  reset_body: "Hallo {{name}},\n\njemand (hoffentlich Sie) möchte ein neues Passwort für Ihr Sprout-Konto {{email}} festlegen.\n\nÖffnen Sie diesen Link, um es zu wählen. Er gilt einmal, 1 Stunde lang:\n{{link}}\n\nWenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.\n\nSprout, das private Familienalbum",
  verify_subject: "Bestätigen Sie Ihre E-Mail-Adresse für Sprout",
  verify_body: "Hallo {{name}},\n\nwillkommen bei Sprout. Öffnen Sie diesen Link, um zu bestätigen, dass {{email}} Ihre Adresse ist. Er gilt einmal, 7 Tage lang:\n{{link}}\n\nSprout, das private Familienalbum",
};
