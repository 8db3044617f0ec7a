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
  digest_subject: 'Du nouveau dans votre album de famille sur Sprout',
  digest_heading: 'Du nouveau dans l’album de {{baby}}',
  digest_hello: 'Bonjour {{name}},',
  digest_more_one: 'et {{count}} autre',
  digest_more_other: 'et {{count}} autres',
  digest_comments_heading: 'Commentaires sur vos publications',
  digest_comments_more_one: 'et {{count}} autre commentaire',
  digest_comments_more_other: 'et {{count}} autres commentaires',
  digest_on_this_day_one: 'Il y a {{count}} an aujourd’hui',
  digest_on_this_day_other: 'Il y a {{count}} ans aujourd’hui',
  digest_open: 'Ouvrir l’album',
  digest_sign_in: 'L’album s’ouvre après connexion. Cet e-mail ne montre que ce que vous pouvez voir.',
  digest_why_every_upload:
    'Vous recevez cet e-mail chaque fois que la famille ajoute quelque chose à l’album de {{baby}}.',
  digest_why_daily: 'Vous recevez cet e-mail le matin quand il y a du nouveau dans l’album de {{baby}}.',
  digest_why_weekly: 'Vous recevez cet e-mail une fois par semaine quand il y a du nouveau dans l’album de {{baby}}.',
  digest_unsubscribe: 'Ne plus recevoir ces e-mails',
  digest_settings: 'Choisissez la fréquence dans votre profil',
  digest_footer: 'Sprout, l’album de famille privé',
  feedback_reply_subject: 'Le support Sprout a répondu à votre message',
  feedback_reply_body:
    'Bonjour {{name}},\n\nMerci de nous avoir écrit. Votre message :\n\n{{content}}\n\nNotre réponse :\n\n{{reply}}\n\nVous la retrouvez aussi sur la page Avis et assistance de Sprout.\n\nLe support Sprout',
  feedback_reply_no_name: 'à vous',
  verify_problems_subject: 'Sprout : des fichiers enregistrés manquent ou ont changé',
  verify_problems_body:
    'Bonjour,\n\nLa vérification hebdomadaire des fichiers enregistrés par Sprout a trouvé des problèmes : {{missing}} manquants et {{changed}} modifiés ({{checked}} fichiers lus).\n\nManquants :\n{{missing_list}}\n\nModifiés :\n{{changed_list}}\n\nRestaurez ces fichiers depuis votre dernière sauvegarde (docs/OPERATIONS.md, « Backups »), puis relancez `npm run cli -- verify`.\n\nSprout',
};
