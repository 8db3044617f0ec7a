import type { MailMessages } from './en.js';

export const deMail: MailMessages = {
  added_subject: "Sie können jetzt das Album von {{baby}} auf Sprout sehen",
  added_body: "Hallo {{name}},\n\n{{inviter}} hat Sie auf Sprout zur Familie von {{baby}} hinzugefügt, als {{relation}} ({{permission}}).\n\nMelden Sie sich an, um das Album zu sehen: {{link}}\n\nSprout, das private Familienalbum",
  invited_subject: "{{inviter}} lädt Sie zum Album von {{baby}} auf Sprout ein",
  invited_body: "Hallo,\n\n{{inviter}} hat Sie auf Sprout in die Familie von {{baby}} eingeladen, als {{relation}} ({{permission}}).\n\nLegen Sie in der Mobil-App ein Sprout-Konto mit dieser E-Mail-Adresse ({{email}}) an. Sobald das Konto besteht, ist das Album für Sie offen: {{link}}\n\nSprout, das private Familienalbum",
};
