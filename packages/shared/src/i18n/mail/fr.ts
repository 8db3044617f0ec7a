import type { MailMessages } from './en.js';

export const frMail: MailMessages = {
  invited_subject: "Vous êtes invité·e à un album de famille sur Sprout",
  invited_body: "Bonjour,\n\n{{inviter}} vous invite dans la famille de {{baby}} sur Sprout, en tant que {{relation}} ({{permission}}).\n\nOuvrez ce lien pour rejoindre l’album. Vous pouvez vous connecter, ou créer votre compte sur place avec cette adresse ({{email}}). Le lien sert une seule fois, pendant 14 jours :\n{{link}}\n\nSprout, l’album de famille privé",
};
