import type { AccountMessages } from './en.js';

export const frAccount: AccountMessages = {
  forget: {
    heading: "Mot de passe oublié ?",
    intro: "Saisissez l'adresse e-mail de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    email: "E-mail",
    send: "Envoyer le lien",
    sent: "Nous avons envoyé un lien à {{email}}. Ouvrez-le dans l’heure pour choisir un nouveau mot de passe.",
    not_received: "Pas de message ? Regardez dans vos indésirables, ou renvoyez-le.",
    resend: "Renvoyer",
    resend_in: "Renvoyer dans {{seconds}} s",
    back: "Retour à la connexion",
  },
  set: {
    heading: "Choisir un nouveau mot de passe",
    intro: "Au moins 8 caractères, avec des lettres et des chiffres. Tous les appareils connectés à votre compte seront déconnectés.",
    password: "Nouveau mot de passe",
    confirm: "Nouveau mot de passe (confirmation)",
    mismatch: "Les deux mots de passe ne sont pas identiques.",
    weak: "Au moins 8 caractères, avec des lettres et des chiffres.",
    submit: "Enregistrer le mot de passe",
    done: "Votre nouveau mot de passe est enregistré. Connectez-vous avec.",
    no_token: "Cette page s’ouvre depuis le lien d’un e-mail de mot de passe. Demandez-en un nouveau si besoin.",
    ask_again: "Demander un nouveau lien",
  },
};
