import type { VipMessages } from './en.js';

export const frVip: VipMessages = {
  full_title: 'Stockage gratuit épuisé',
  full_body:
    "Le stockage gratuit de {{name}} est épuisé. Passez à VIP dans l'application Sprout pour continuer à envoyer des fichiers. Tout ce qui est déjà enregistré reste en sécurité.",
  expired_title: 'VIP expiré',
  expired_body:
    "Le VIP de {{name}} a expiré et le stockage gratuit est épuisé. Renouvelez le VIP dans l'application Sprout pour continuer à envoyer des fichiers. Tout ce qui est déjà enregistré reste en sécurité.",
  ok: 'OK',
  notice_title: 'Le stockage gratuit prend fin',
  notice_body:
    "Le stockage gratuit prend fin le {{date}}. Tout ce qui est déjà enregistré est conservé ; après cette date, envoyer au-delà du stockage gratuit demandera le VIP dans l'application Sprout.",
  space_heading: 'Stockage',
  space_used: '{{used}} sur {{limit}}',
  space_used_unlimited: '{{used}} utilisés',
  vip_until: "VIP jusqu'au {{date}}",
  vip_ended: 'VIP terminé le {{date}}',
  menu: 'Stockage VIP',
  plans_title: 'Formules de stockage VIP',
  plans_intro:
    "Le VIP donne à {{name}} un stockage illimité. Un VIP couvre jusqu'à 3 enfants, et tout reste enregistré après sa fin.",
  quarterly: 'Trimestriel : {{price}} pour 3 mois',
  annual: 'Annuel : {{price}} pour 12 mois',
  buy_in_app:
    "Le VIP s'achète et se gère dans l'application Sprout : ouvrez le fil, touchez la photo de profil de l'enfant, puis le menu en haut à droite, Stockage VIP, Gérer les abonnements.",
  buy_in_app_mainland:
    "Dans votre région, le VIP s'achète sur la page d'abonnement de l'application Sprout : ouvrez l'application, touchez la photo de profil de l'enfant, puis le menu en haut à droite et Stockage VIP.",
  close: 'Fermer',
  manage: "Gérer l'abonnement",
  upgrade: 'Passer à VIP',
  renew: 'Renouveler le VIP',
  feedback: 'Donner votre avis',
  member_title: 'Abonnement VIP',
  member_body:
    "L'espace de {{name}} est VIP jusqu'au {{date}}, avec un stockage illimité. L'abonnement se gère dans l'application Sprout.",
  none_title: "Pas d'abonnement VIP",
  none_body:
    "L'espace de {{name}} n'a pas d'abonnement VIP : il n'y a donc rien à gérer. Il utilise le stockage gratuit, et le VIP s'achète dans l'application Sprout.",
  lapsed_title: 'Abonnement VIP terminé',
  lapsed_body:
    "L'abonnement VIP de {{name}} a pris fin le {{date}}. Tout ce qui est déjà enregistré reste en sécurité ; renouvelez le VIP dans l'application Sprout pour envoyer au-delà du stockage gratuit.",
  older_title: "Passez à VIP dans l'application Sprout",
  older_body:
    "Cette version ne permet pas d'acheter le VIP. Connectez-vous à l'application Sprout sur votre téléphone et faites passer l'espace de {{name}} en VIP depuis celle-ci.",
  share_heading: 'Partager le VIP',
  share_intro:
    "Un VIP couvre jusqu'à 3 enfants. Partagez le VIP de {{name}} avec un autre enfant que vous gérez, et reprenez-le quand vous voulez.",
  share_places: 'Places utilisées : {{used}} sur {{places}}',
  share_button: 'Partager le VIP',
  share_button_label: 'Partager le VIP avec {{name}}',
  take_back: 'Reprendre',
  take_back_label: 'Reprendre le VIP de {{name}}',
  share_status_shared: 'Partage ce VIP',
  share_status_free: 'Stockage gratuit',
  share_none: 'Vous ne gérez aucun autre enfant avec qui partager ce VIP.',
  share_failed: "Le VIP n'a pas pu être partagé. Vérifiez votre connexion et réessayez.",
};
