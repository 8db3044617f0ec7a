import type { MailMessages } from './en.js';

export const deMail: MailMessages = {
  invited_subject: "Sie sind zu einem Familienalbum auf Sprout eingeladen",
  invited_body: "Hallo,\n\n{{inviter}} hat Sie auf Sprout in die Familie von {{baby}} eingeladen, als {{relation}} ({{permission}}).\n\nÖffnen Sie diesen Link, um beizutreten. Sie können sich anmelden oder dort direkt ein Konto mit dieser E-Mail-Adresse ({{email}}) anlegen. Der Link gilt einmal, 14 Tage lang:\n{{link}}\n\nSprout, das private Familienalbum",
};
