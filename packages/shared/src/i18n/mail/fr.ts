import type { MailMessages } from './en.js';

export const frMail: MailMessages = {
  added_subject: "Vous pouvez maintenant voir l’album de {{baby}} sur Sprout",
  added_body: "Bonjour {{name}},\n\n{{inviter}} vous a ajouté(e) à la famille de {{baby}} sur Sprout, en tant que {{relation}} ({{permission}}).\n\nConnectez-vous pour voir l’album : {{link}}\n\nSprout, l’album de famille privé",
  invited_subject: "{{inviter}} vous invite à l’album de {{baby}} sur Sprout",
  invited_body: "Bonjour,\n\n{{inviter}} vous invite dans la famille de {{baby}} sur Sprout, en tant que {{relation}} ({{permission}}).\n\nCréez votre compte Sprout dans l’application mobile avec cette adresse e-mail ({{email}}). L’album s’ouvrira pour vous dès que le compte existera : {{link}}\n\nSprout, l’album de famille privé",
};
