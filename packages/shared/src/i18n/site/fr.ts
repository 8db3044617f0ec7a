import type { SiteText } from './en.js';

export const frSite: SiteText = {
  cta: {
    sign_up: 'Créer l’album de la famille',
    get_app: 'Créer un compte',
    sign_in: 'Se connecter',
    read_faq: 'Lire l’aide',
  },
  hero: {
    title: 'Les joyeux tracas',
    body: 'Nuits blanches, premiers pas, pattes pleines de boue : les jours filent. Sprout les garde pour votre famille dans un album privé, dans l’ordre où ils ont eu lieu.',
  },
  choice: {
    title: 'Le meilleur choix',
    body: 'Un album que seule votre famille peut ouvrir, calme et rapide sur l’ordinateur ou la tablette de la maison.',
    points: [
      'Privé par nature : seuls les proches que vous invitez le voient, et chaque publication peut être réservée à moins de monde encore.',
      'Rien ne se perd : les originaux sont gardés tels quels, et une photo supprimée attend 30 jours dans la corbeille.',
      'Ni publicité ni revente : les photos de votre famille ne servent jamais à faire de la publicité, ni à vous ni à personne.',
    ],
  },
  features: {
    title: 'Fonctionnalités',
    items: [
      {
        title: 'Une seule chronologie',
        body: 'Photos, vidéos, enregistrements audio et pages de journal, classés selon l’âge de votre enfant, dès avant sa naissance.',
      },
      {
        title: 'Des rôles pour chacun',
        body: 'Maman, papa, mamie, un oncle ou une amie : chaque proche rejoint l’album avec un rôle qui dit ce qu’il peut faire.',
      },
      {
        title: 'Confidentialité par publication',
        body: 'Partagez avec toute la famille, la famille proche seulement, quelques personnes choisies, ou gardez-la pour vous.',
      },
      {
        title: 'Étiquettes et croissance',
        body: 'Marquez les premières fois et les lieux préférés, notez la taille et le poids et regardez la courbe grimper.',
      },
      {
        title: 'Commentaires et j’aime',
        body: 'Les grands-parents au loin laissent un mot ou un cœur, et vous le savez sans vérifier toute la journée.',
      },
      {
        title: 'À vous de tout reprendre',
        body: 'Téléchargez l’original de chaque photo ou vidéo que vous voyez, et supprimez ce que vous ne voulez plus garder.',
      },
    ],
  },
  testimonials: {
    title: 'Ce qu’en disent les familles',
    note: 'Témoignages de familles qui utilisent Sprout ; les prénoms ont été changés.',
    items: [
      {
        quote:
          'Mes parents vivent à neuf heures d’ici. Chaque dimanche, ils ouvrent l’album et commentent tout, même les photos floues.',
        who: 'Léa, maman de Noah (2 ans)',
      },
      {
        quote:
          'Avant, nos photos se perdaient dans trois groupes de discussion. Maintenant, tout est au même endroit, et dans l’ordre.',
        who: 'Daniel, papa des jumeaux Mia et Jonas',
      },
      {
        quote:
          'Notre chat Biscuit a un album mieux tenu que le mien. La courbe de croissance est étrangement addictive.',
        who: 'Yuki, tient la chronologie de Biscuit',
      },
    ],
  },
  faq: {
    title: 'Aide et questions fréquentes',
    intro: 'Des réponses courtes aux questions que les familles nous posent le plus.',
    items: [
      {
        q: 'Qui peut voir notre album ?',
        a: 'Seules les personnes invitées par votre famille. Chaque publication se partage avec toute la famille, la famille proche, des membres choisis, ou vous seul.',
      },
      {
        q: 'Comment inviter des proches ?',
        a: 'Un administrateur de la famille ouvre Infos bébé, puis Famille, et envoie une invitation par e-mail en choisissant le rôle du proche.',
      },
      {
        q: 'Quels fichiers puis-je envoyer ?',
        a: 'Des photos (y compris les HEIC des iPhone), des vidéos et des enregistrements audio. Un envoi reprend tout seul si la connexion coupe.',
      },
      {
        q: 'La qualité d’origine est-elle conservée ?',
        a: 'Oui. Sprout garde chaque original exactement tel qu’envoyé et affiche des copies plus légères pendant que vous naviguez, pour que les pages s’ouvrent vite.',
      },
      {
        q: 'J’ai supprimé une photo par erreur.',
        a: 'Ouvrez la corbeille depuis le menu : les photos et vidéos supprimées y restent 30 jours et peuvent être restaurées.',
      },
      {
        q: 'Comment supprimer mon compte ?',
        a: 'Allez dans votre profil et choisissez Supprimer le compte. Vos adhésions, vos connexions et votre photo de profil sont effacées.',
      },
      {
        q: 'J’ai oublié mon mot de passe.',
        a: 'Choisissez « Mot de passe oublié » sur la page de connexion : nous vous enverrons par e-mail un lien pour en choisir un nouveau.',
      },
    ],
    more: 'Vous n’avez pas trouvé la réponse ? Écrivez-nous, nous répondons pendant les heures de service.',
    write: 'Nous écrire',
  },
  about: {
    title: 'À propos de Sprout',
    body: 'Sprout est un album de famille privé pour la vie d’un bébé ou d’un animal : les parents et les proches qu’ils invitent le tiennent ensemble.',
  },
};
