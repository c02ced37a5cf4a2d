import { defineTemplate } from './template';

export interface EmailChangeConfirmData {
  /** The single-use, expiring confirmation link. */
  url: string;
  /** How long the link works, in hours. */
  validHours: number;
}

/** To the NEW address of an e-mail change: the account takes it only once this link was opened. */
export const emailChangeConfirm = defineTemplate<EmailChangeConfirmData>('email-change-confirm', {
  en: ({ url, validHours }, { shopName }) => ({
    subject: 'Confirm your new e-mail address',
    blocks: [
      {
        kind: 'paragraph',
        text: `Someone, probably you, asked to use this address for their account at ${shopName}.`,
      },
      {
        kind: 'paragraph',
        text: `Confirm with the link below (valid for ${validHours} hours, once): the account's e-mail address changes then.`,
      },
      { kind: 'link', href: url, label: 'Confirm my new e-mail address' },
      { kind: 'paragraph', text: 'If it was not you, ignore this e-mail: nothing changes.' },
    ],
  }),
  de: ({ url, validHours }, { shopName }) => ({
    subject: 'Bestätige deine neue E-Mail-Adresse',
    blocks: [
      {
        kind: 'paragraph',
        text: `Jemand, wahrscheinlich du, möchte diese Adresse für sein Konto bei ${shopName} verwenden.`,
      },
      {
        kind: 'paragraph',
        text: `Bestätige mit dem Link unten (${validHours} Stunden gültig, einmal): dann ändert sich die E-Mail-Adresse des Kontos.`,
      },
      { kind: 'link', href: url, label: 'Neue E-Mail-Adresse bestätigen' },
      { kind: 'paragraph', text: 'Warst du es nicht, ignoriere diese E-Mail: es ändert sich nichts.' },
    ],
  }),
  nl: ({ url, validHours }, { shopName }) => ({
    subject: 'Bevestig je nieuwe e-mailadres',
    blocks: [
      {
        kind: 'paragraph',
        text: `Iemand, waarschijnlijk jij, wil dit adres gebruiken voor zijn account bij ${shopName}.`,
      },
      {
        kind: 'paragraph',
        text: `Bevestig met de link hieronder (${validHours} uur geldig, één keer): dan verandert het e-mailadres van het account.`,
      },
      { kind: 'link', href: url, label: 'Nieuw e-mailadres bevestigen' },
      { kind: 'paragraph', text: 'Was jij het niet, negeer deze e-mail dan: er verandert niets.' },
    ],
  }),
  fr: ({ url, validHours }, { shopName }) => ({
    subject: 'Confirmez votre nouvelle adresse e-mail',
    blocks: [
      {
        kind: 'paragraph',
        text: `Quelqu'un, probablement vous, souhaite utiliser cette adresse pour son compte sur ${shopName}.`,
      },
      {
        kind: 'paragraph',
        text: `Confirmez avec le lien ci-dessous (valable ${validHours} heures, une fois) : l'adresse e-mail du compte change alors.`,
      },
      { kind: 'link', href: url, label: 'Confirmer ma nouvelle adresse e-mail' },
      { kind: 'paragraph', text: "Si ce n'était pas vous, ignorez cet e-mail : rien ne change." },
    ],
  }),
});

export interface EmailChangeTakenData {
  /** Where the owner of this address logs in, and chooses a new password. */
  loginUrl: string;
  forgotUrl: string;
}

/**
 * To the new address of an e-mail change when it already has an account: the request was answered exactly as
 * for a free address, so only this address's owner learns that someone tried. Nothing changes.
 */
export const emailChangeTaken = defineTemplate<EmailChangeTakenData>('email-change-taken', {
  en: ({ loginUrl, forgotUrl }, { shopName }) => ({
    subject: 'Someone tried to use your e-mail address',
    blocks: [
      {
        kind: 'paragraph',
        text: `Someone asked to move this e-mail address to another account at ${shopName}. It already belongs to your account, so nothing has changed.`,
      },
      { kind: 'link', href: loginUrl, label: 'Log in' },
      { kind: 'link', href: forgotUrl, label: 'Forgot your password?' },
      { kind: 'paragraph', text: 'If it was you, log in to the account that has this address instead.' },
    ],
  }),
  de: ({ loginUrl, forgotUrl }, { shopName }) => ({
    subject: 'Jemand wollte deine E-Mail-Adresse verwenden',
    blocks: [
      {
        kind: 'paragraph',
        text: `Jemand wollte diese E-Mail-Adresse für ein anderes Konto bei ${shopName} verwenden. Sie gehört bereits zu deinem Konto, daher hat sich nichts geändert.`,
      },
      { kind: 'link', href: loginUrl, label: 'Anmelden' },
      { kind: 'link', href: forgotUrl, label: 'Passwort vergessen?' },
      { kind: 'paragraph', text: 'Warst du es, melde dich stattdessen bei dem Konto mit dieser Adresse an.' },
    ],
  }),
  nl: ({ loginUrl, forgotUrl }, { shopName }) => ({
    subject: 'Iemand probeerde je e-mailadres te gebruiken',
    blocks: [
      {
        kind: 'paragraph',
        text: `Iemand wilde dit e-mailadres gebruiken voor een ander account bij ${shopName}. Het hoort al bij jouw account, dus er is niets veranderd.`,
      },
      { kind: 'link', href: loginUrl, label: 'Inloggen' },
      { kind: 'link', href: forgotUrl, label: 'Wachtwoord vergeten?' },
      { kind: 'paragraph', text: 'Was jij het, log dan in bij het account met dit adres.' },
    ],
  }),
  fr: ({ loginUrl, forgotUrl }, { shopName }) => ({
    subject: "Quelqu'un a tenté d'utiliser votre adresse e-mail",
    blocks: [
      {
        kind: 'paragraph',
        text: `Quelqu'un a voulu utiliser cette adresse e-mail pour un autre compte sur ${shopName}. Elle appartient déjà à votre compte : rien n'a changé.`,
      },
      { kind: 'link', href: loginUrl, label: 'Se connecter' },
      { kind: 'link', href: forgotUrl, label: 'Mot de passe oublié ?' },
      { kind: 'paragraph', text: "Si c'était vous, connectez-vous plutôt au compte qui a cette adresse." },
    ],
  }),
});

export interface EmailChangedData {
  newEmail: string;
  /** The shop's contact page: a reset link would now go to the new address. */
  contactUrl: string;
}

/** To the OLD address once an e-mail change was confirmed: the owner hears of it where they can still read. */
export const emailChanged = defineTemplate<EmailChangedData>('email-changed', {
  en: ({ newEmail, contactUrl }, { shopName }) => ({
    subject: 'Your e-mail address was changed',
    blocks: [
      {
        kind: 'paragraph',
        text: `The e-mail address of your account at ${shopName} is now ${newEmail}. Messages about your account go there from now on.`,
      },
      {
        kind: 'paragraph',
        text: 'If you did not do this, contact our customer service straight away.',
      },
      { kind: 'link', href: contactUrl, label: 'Contact customer service' },
    ],
  }),
  de: ({ newEmail, contactUrl }, { shopName }) => ({
    subject: 'Deine E-Mail-Adresse wurde geändert',
    blocks: [
      {
        kind: 'paragraph',
        text: `Die E-Mail-Adresse deines Kontos bei ${shopName} ist jetzt ${newEmail}. Nachrichten zu deinem Konto gehen ab jetzt dorthin.`,
      },
      {
        kind: 'paragraph',
        text: 'Warst du das nicht, kontaktiere sofort unseren Kundenservice.',
      },
      { kind: 'link', href: contactUrl, label: 'Kundenservice kontaktieren' },
    ],
  }),
  nl: ({ newEmail, contactUrl }, { shopName }) => ({
    subject: 'Je e-mailadres is gewijzigd',
    blocks: [
      {
        kind: 'paragraph',
        text: `Het e-mailadres van je account bij ${shopName} is nu ${newEmail}. Berichten over je account gaan voortaan daarheen.`,
      },
      {
        kind: 'paragraph',
        text: 'Heb jij dit niet gedaan, neem dan meteen contact op met onze klantenservice.',
      },
      { kind: 'link', href: contactUrl, label: 'Contact opnemen met de klantenservice' },
    ],
  }),
  fr: ({ newEmail, contactUrl }, { shopName }) => ({
    subject: 'Votre adresse e-mail a été modifiée',
    blocks: [
      {
        kind: 'paragraph',
        text: `L'adresse e-mail de votre compte sur ${shopName} est désormais ${newEmail}. Les messages concernant votre compte y seront envoyés.`,
      },
      {
        kind: 'paragraph',
        text: "Si ce n'était pas vous, contactez tout de suite notre service client.",
      },
      { kind: 'link', href: contactUrl, label: 'Contacter le service client' },
    ],
  }),
});
