import type { MailMessages } from './en.js';

export const frMail: MailMessages = {
  invited_subject: "Vous êtes invité·e à un album de famille sur Sprout",
  invited_body: "Bonjour,\n\n{{inviter}} vous invite dans la famille de {{baby}} sur Sprout, en tant que {{relation}} ({{permission}}).\n\nOuvrez ce lien pour rejoindre l’album. Vous pouvez vous connecter, ou créer votre compte sur place avec cette adresse ({{email}}). Le lien sert une seule fois, pendant 14 jours :\n{{link}}\n\nSprout, l’album de famille privé",
  reset_subject: "Choisir un nouveau mot de passe Sprout",
  reset_body: "Bonjour {{name}},\n\nQuelqu'un (vous, nous l'espérons) a demandé à choisir un nouveau mot de passe pour votre compte Sprout {{email}}.\n\nOuvrez ce lien pour le choisir. Il fonctionne une fois, pendant 1 heure :\n{{link}}\n\nSi ce n'était pas vous, ignorez ce message : votre mot de passe ne change pas.\n\nSprout, l'album de famille privé",
  verify_subject: "Confirmez votre adresse e-mail pour Sprout",
  verify_body: "Bonjour {{name}},\n\nBienvenue sur Sprout. Ouvrez ce lien pour confirmer que {{email}} est bien votre adresse. Il fonctionne une fois, pendant 7 jours :\n{{link}}\n\nSprout, l'album de famille privé",
};
