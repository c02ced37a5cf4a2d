import type { Language } from '@storefront/shared-contracts';
import type { EmailMessage } from '../mail/enqueue-email';

export const ACCOUNT_WELCOME_TEMPLATE = 'account-welcome';
export const ACCOUNT_EXISTS_TEMPLATE = 'account-exists';
export const PASSWORD_RESET_TEMPLATE = 'password-reset';

interface Copy {
  welcomeSubject: string;
  welcome: (firstName: string, loginUrl: string) => string[];
  existsSubject: string;
  exists: (loginUrl: string, forgotUrl: string) => string[];
  resetSubject: string;
  reset: (resetUrl: string) => string[];
}

const COPY: Record<Language, Copy> = {
  en: {
    welcomeSubject: 'Welcome! Your account has been created',
    welcome: (name, url) => [
      `Hello ${name},`,
      'Your account has been created. Log in to keep your addresses, orders and wishlist in one place:',
      url,
    ],
    existsSubject: 'Someone tried to create an account with your e-mail address',
    exists: (login, forgot) => [
      'Someone, probably you, tried to create a new account with this e-mail address, which already has one.',
      `Log in here: ${login}`,
      `Forgot your password? Choose a new one: ${forgot}`,
      'If it was not you, you can ignore this e-mail.',
    ],
    resetSubject: 'Reset your password',
    reset: (url) => [
      'You asked to reset your password. Choose a new one with this link (valid for one hour, once):',
      url,
      'If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ],
  },
  de: {
    welcomeSubject: 'Willkommen! Dein Konto wurde erstellt',
    welcome: (name, url) => [
      `Hallo ${name},`,
      'dein Konto wurde erstellt. Melde dich an, um Adressen, Bestellungen und Wunschliste an einem Ort zu haben:',
      url,
    ],
    existsSubject: 'Jemand wollte ein Konto mit deiner E-Mail-Adresse erstellen',
    exists: (login, forgot) => [
      'Jemand, wahrscheinlich du, wollte ein neues Konto mit dieser E-Mail-Adresse erstellen; es gibt bereits eines.',
      `Hier anmelden: ${login}`,
      `Passwort vergessen? Wähle ein neues: ${forgot}`,
      'Warst du es nicht, kannst du diese E-Mail ignorieren.',
    ],
    resetSubject: 'Passwort zurücksetzen',
    reset: (url) => [
      'Du möchtest dein Passwort zurücksetzen. Wähle mit diesem Link ein neues (eine Stunde gültig, einmal):',
      url,
      'Hast du das nicht angefordert, ignoriere diese E-Mail: dein Passwort bleibt unverändert.',
    ],
  },
  nl: {
    welcomeSubject: 'Welkom! Je account is aangemaakt',
    welcome: (name, url) => [
      `Hallo ${name},`,
      'Je account is aangemaakt. Log in om je adressen, bestellingen en verlanglijst op één plek te hebben:',
      url,
    ],
    existsSubject: 'Iemand probeerde een account aan te maken met je e-mailadres',
    exists: (login, forgot) => [
      'Iemand, waarschijnlijk jij, probeerde een nieuw account aan te maken met dit e-mailadres, dat er al een heeft.',
      `Log hier in: ${login}`,
      `Wachtwoord vergeten? Kies een nieuw: ${forgot}`,
      'Was jij het niet, dan kun je deze e-mail negeren.',
    ],
    resetSubject: 'Stel je wachtwoord opnieuw in',
    reset: (url) => [
      'Je vroeg om je wachtwoord opnieuw in te stellen. Kies een nieuw met deze link (een uur geldig, één keer):',
      url,
      'Heb je hier niet om gevraagd, negeer deze e-mail dan: je wachtwoord blijft zoals het is.',
    ],
  },
  fr: {
    welcomeSubject: 'Bienvenue ! Votre compte a été créé',
    welcome: (name, url) => [
      `Bonjour ${name},`,
      'Votre compte a été créé. Connectez-vous pour retrouver vos adresses, commandes et liste de souhaits :',
      url,
    ],
    existsSubject: "Quelqu'un a tenté de créer un compte avec votre adresse e-mail",
    exists: (login, forgot) => [
      "Quelqu'un, sans doute vous, a tenté de créer un compte avec cette adresse e-mail, qui en a déjà un.",
      `Connectez-vous ici : ${login}`,
      `Mot de passe oublié ? Choisissez-en un nouveau : ${forgot}`,
      "Si ce n'était pas vous, ignorez cet e-mail.",
    ],
    resetSubject: 'Réinitialisez votre mot de passe',
    reset: (url) => [
      'Vous avez demandé à réinitialiser votre mot de passe. Choisissez-en un nouveau avec ce lien (valable une heure, une fois) :',
      url,
      "Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.",
    ],
  },
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function message(to: string, subject: string, paragraphs: string[], template: string): EmailMessage {
  return {
    to,
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
    template,
  };
}

export const accountEmails = {
  welcome: (to: string, language: Language, firstName: string, loginUrl: string) =>
    message(to, COPY[language].welcomeSubject, COPY[language].welcome(firstName, loginUrl), ACCOUNT_WELCOME_TEMPLATE),
  exists: (to: string, language: Language, loginUrl: string, forgotUrl: string) =>
    message(to, COPY[language].existsSubject, COPY[language].exists(loginUrl, forgotUrl), ACCOUNT_EXISTS_TEMPLATE),
  reset: (to: string, language: Language, resetUrl: string) =>
    message(to, COPY[language].resetSubject, COPY[language].reset(resetUrl), PASSWORD_RESET_TEMPLATE),
};
