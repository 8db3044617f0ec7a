import type { LegalText } from './en.js';

export const frLegal: LegalText = {
  updated: 'Dernière mise à jour : 2 décembre 2026',
  privacy: {
    title: 'Politique de confidentialité',
    intro:
      'Sprout est un album privé pour votre famille. Cette politique dit ce que nous gardons, qui peut le voir, et comment le reprendre ou l’effacer.',
    sections: [
      {
        heading: 'Ce que nous gardons',
        paragraphs: [
          'Votre compte : nom, adresse e-mail, une empreinte de votre mot de passe (jamais le mot de passe lui-même), votre langue, votre photo de profil et les services de connexion que vous avez liés.',
          'Ce que votre famille ajoute : photos, vidéos et enregistrements audio en original, à l’octet près, ainsi que les copies réduites que nous créons pour les afficher (miniature, aperçu, image d’une vidéo, sans lieu ni données de l’appareil) ; légendes, pages de journal, commentaires, j’aime, étiquettes et mesures comme la taille et le poids.',
          'Pour la sécurité du service : vos sessions de connexion, les appareils que vous avez autorisés à recevoir des notifications, et de brefs journaux techniques des requêtes.',
        ],
      },
      {
        heading: 'Qui peut le voir',
        paragraphs: [
          'Uniquement les membres de la famille du bébé, comme la famille l’a décidé : chaque membre a un rôle (parent, grand-parent, ami…) et une permission (voir, publier ou gérer). Chaque publication est partagée avec toute la famille, la famille proche, des membres choisis, ou son seul auteur.',
          'Les opérateurs du service peuvent accéder aux données stockées pour le faire fonctionner, le réparer et le sauvegarder. Ils ne parcourent pas les albums, et n’agissent sur le contenu d’une famille que si la loi ou la famille elle-même le demande.',
        ],
      },
      {
        heading: 'Ce que nous ne faisons jamais',
        paragraphs: [
          'Sprout ne contient aucune publicité. Nous ne vendons ni ne louons vos données, et ne les confions à personne pour établir des profils ou entraîner des modèles.',
        ],
      },
      {
        heading: 'E-mails et notifications',
        paragraphs: [
          'Nous envoyons des e-mails pour sécuriser votre connexion, confirmer une adresse, transmettre des invitations et, si vous le souhaitez, un résumé des nouveautés. Chaque résumé contient un lien de désabonnement en un clic, et les notifications ne vont qu’aux appareils que vous avez autorisés.',
        ],
      },
      {
        heading: 'Tout reprendre, et tout effacer',
        paragraphs: [
          'Toute personne qui peut voir une photo ou une vidéo peut en télécharger l’original. Sur demande, nous remettons à votre famille son album entier.',
          'Une photo, une vidéo ou un enregistrement supprimé attend 30 jours dans la corbeille, puis il est effacé avec ses copies ; vous pouvez aussi l’effacer tout de suite. Supprimer votre compte retire vos adhésions, sessions, connexions liées et photo de profil ; ce que vous avez publié reste dans l’album de la famille, au nom d’un ancien membre, sauf si vous l’effacez avant.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [
          'Pour toute question sur vos données, écrivez-nous depuis la page d’aide. Le service client répond du lundi au vendredi, de 9 h 30 à 18 h 30.',
        ],
      },
    ],
  },
  terms: {
    title: 'Conditions d’utilisation',
    intro: 'En utilisant Sprout, vous acceptez ces conditions. Elles sont courtes, exprès.',
    sections: [
      {
        heading: 'Le service',
        paragraphs: [
          'Sprout permet à une famille de tenir ensemble la chronologie d’un bébé ou d’un animal : photos, vidéos, audio, journal, étiquettes, commentaires et j’aime. L’espace gratuit est limité ; un abonnement lève cette limite tant qu’il dure, et rien n’est effacé quand il prend fin.',
        ],
      },
      {
        heading: 'Votre compte',
        paragraphs: [
          'Gardez votre mot de passe pour vous et prévenez-nous si quelqu’un d’autre a utilisé votre compte. Vous devez avoir l’âge d’accepter ces conditions là où vous vivez.',
        ],
      },
      {
        heading: 'Votre contenu',
        paragraphs: [
          'Ce que vous envoyez reste à vous. Vous nous permettez de le stocker, d’en faire les copies nécessaires à l’affichage et de le montrer aux membres que vous et votre famille avez choisis ; rien de plus.',
          'N’envoyez que ce que vous avez le droit de partager, et respectez les personnes photographiées. Un contenu illégal, ou qui nuit à un enfant, est retiré et peut être signalé aux autorités.',
        ],
      },
      {
        heading: 'Familles et rôles',
        paragraphs: [
          'Les administrateurs d’une famille invitent les membres, choisissent leurs rôles et peuvent les retirer. Chaque famille garde au moins un administrateur : un album n’est jamais laissé sans personne pour s’en occuper.',
        ],
      },
      {
        heading: 'Fin',
        paragraphs: [
          'Vous pouvez supprimer votre compte à tout moment depuis votre profil. Nous pouvons suspendre un compte qui enfreint ces conditions, et nous vous dirons pourquoi.',
        ],
      },
    ],
    license: {
      heading: 'Licence commerciale',
      body: 'Sprout est fourni par son exploitant, dont la raison sociale, l’adresse et l’immatriculation sont communiquées sur demande via la page de contact.',
    },
  },
};
