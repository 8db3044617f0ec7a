import type { MailMessages } from './en.js';

export const frMail: MailMessages = {
  invited_subject: 'Vous êtes invité·e à un album de famille sur Sprout',
  invited_body:
    'Bonjour,\n\n{{inviter}} vous invite dans la famille de {{baby}} sur Sprout, en tant que {{relation}} ({{permission}}).\n\nOuvrez ce lien pour rejoindre l’album. Vous pouvez vous connecter, ou créer votre compte sur place avec cette adresse ({{email}}). Le lien sert une seule fois, pendant 14 jours :\n{{link}}\n\nSprout, l’album de famille privé',
  reset_subject: 'Choisir un nouveau mot de passe Sprout',
  reset_body:
    "Bonjour {{name}},\n\nQuelqu'un (vous, nous l'espérons) a demandé à choisir un nouveau mot de passe pour votre compte Sprout {{email}}.\n\nOuvrez ce lien pour le choisir. Il fonctionne une fois, pendant 1 heure :\n{{link}}\n\nSi ce n'était pas vous, ignorez ce message : votre mot de passe ne change pas.\n\nSprout, l'album de famille privé",
  verify_subject: 'Confirmez votre adresse e-mail pour Sprout',
  verify_body:
    "Bonjour {{name}},\n\nBienvenue sur Sprout. Ouvrez ce lien pour confirmer que {{email}} est bien votre adresse. Il fonctionne une fois, pendant 7 jours :\n{{link}}\n\nSprout, l'album de famille privé",
  email_change_subject: 'Confirmez votre nouvelle adresse e-mail pour Sprout',
  email_change_body:
    'Bonjour {{name}},\n\nVous avez demandé à utiliser {{email}} pour votre compte Sprout. Ouvrez ce lien pour confirmer. Il fonctionne une fois, pendant 24 heures :\n{{link}}\n\nD’ici là, votre compte garde son ancienne adresse. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.\n\nSprout, l’album de famille privé',
  email_change_notice_subject: 'L’adresse e-mail de votre compte Sprout va changer',
  email_change_notice_body:
    'Bonjour {{name}},\n\nUne personne connectée à votre compte Sprout a demandé à remplacer son adresse e-mail par {{email}}. Le changement n’a lieu que si le lien envoyé à cette adresse est ouvert.\n\nSi ce n’est pas vous, changez votre mot de passe maintenant : cela annule aussi le changement.\n\nSprout, l’album de famille privé',
};
