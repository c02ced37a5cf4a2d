import { type Language, type StorefrontCode, apiPaths, buildPath } from '@storefront/shared-contracts';
import type { EmailChangeOutcome } from './email-change';

/** What the page shows: the question before the click (`ask`), or the outcome after it. */
export type EmailChangeView = 'ask' | EmailChangeOutcome;

interface PageCopy {
  title: Record<EmailChangeView, string>;
  body: Record<EmailChangeView, string>;
  confirm: string;
  back: string;
}

const COPY: Record<Language, PageCopy> = {
  en: {
    title: {
      ask: 'Confirm your new e-mail address',
      confirmed: 'Your e-mail address has been changed',
      taken: 'This address belongs to another account',
      used: 'This link was used before',
      expired: 'This link has expired',
      invalid: 'This link is not valid',
    },
    body: {
      ask: 'Your account will use the address this link was sent to from now on.',
      confirmed: 'Log in with your new address from now on. We told your old address about the change.',
      taken: 'Your account keeps its e-mail address. Choose another one in your account details.',
      used: 'Each link works once. Your account details show the e-mail address in use.',
      expired: 'Links to change the e-mail address work for a day. Ask for a new one in your account details.',
      invalid: 'Please open the link exactly as it is in the e-mail, or ask for a new one in your account details.',
    },
    confirm: 'Confirm new e-mail address',
    back: 'To your account details',
  },
  de: {
    title: {
      ask: 'Bestätige deine neue E-Mail-Adresse',
      confirmed: 'Deine E-Mail-Adresse wurde geändert',
      taken: 'Diese Adresse gehört zu einem anderen Konto',
      used: 'Dieser Link wurde schon benutzt',
      expired: 'Dieser Link ist abgelaufen',
      invalid: 'Dieser Link ist ungültig',
    },
    body: {
      ask: 'Dein Konto verwendet ab jetzt die Adresse, an die dieser Link geschickt wurde.',
      confirmed:
        'Melde dich ab jetzt mit deiner neuen Adresse an. Wir haben deine alte Adresse über die Änderung informiert.',
      taken: 'Dein Konto behält seine E-Mail-Adresse. Wähle in deinen Kontodaten eine andere.',
      used: 'Jeder Link funktioniert einmal. Deine Kontodaten zeigen die verwendete E-Mail-Adresse.',
      expired: 'Links zum Ändern der E-Mail-Adresse gelten einen Tag. Fordere in deinen Kontodaten einen neuen an.',
      invalid: 'Öffne den Link genau so, wie er in der E-Mail steht, oder fordere in deinen Kontodaten einen neuen an.',
    },
    confirm: 'Neue E-Mail-Adresse bestätigen',
    back: 'Zu deinen Kontodaten',
  },
  nl: {
    title: {
      ask: 'Bevestig je nieuwe e-mailadres',
      confirmed: 'Je e-mailadres is gewijzigd',
      taken: 'Dit adres hoort bij een ander account',
      used: 'Deze link is al gebruikt',
      expired: 'Deze link is verlopen',
      invalid: 'Deze link is niet geldig',
    },
    body: {
      ask: 'Je account gebruikt voortaan het adres waarnaar deze link is gestuurd.',
      confirmed: 'Log voortaan in met je nieuwe adres. We hebben je oude adres over de wijziging geïnformeerd.',
      taken: 'Je account houdt zijn e-mailadres. Kies een ander in je accountgegevens.',
      used: 'Elke link werkt één keer. Je accountgegevens tonen het e-mailadres dat in gebruik is.',
      expired: 'Links om je e-mailadres te wijzigen werken een dag. Vraag een nieuwe aan in je accountgegevens.',
      invalid: 'Open de link precies zoals hij in de e-mail staat, of vraag een nieuwe aan in je accountgegevens.',
    },
    confirm: 'Nieuw e-mailadres bevestigen',
    back: 'Naar je accountgegevens',
  },
  fr: {
    title: {
      ask: 'Confirmez votre nouvelle adresse e-mail',
      confirmed: 'Votre adresse e-mail a été modifiée',
      taken: 'Cette adresse appartient à un autre compte',
      used: 'Ce lien a déjà servi',
      expired: 'Ce lien a expiré',
      invalid: "Ce lien n'est pas valide",
    },
    body: {
      ask: "Votre compte utilisera désormais l'adresse à laquelle ce lien a été envoyé.",
      confirmed:
        'Connectez-vous désormais avec votre nouvelle adresse. Nous avons informé votre ancienne adresse du changement.',
      taken: 'Votre compte garde son adresse e-mail. Choisissez-en une autre dans les informations de votre compte.',
      used: "Chaque lien ne sert qu'une fois. Les informations de votre compte indiquent l'adresse e-mail utilisée.",
      expired:
        "Les liens de changement d'adresse e-mail sont valables un jour. Demandez-en un nouveau dans les informations de votre compte.",
      invalid:
        "Ouvrez le lien tel qu'il figure dans l'e-mail, ou demandez-en un nouveau dans les informations de votre compte.",
    },
    confirm: 'Confirmer la nouvelle adresse e-mail',
    back: 'Vers les informations de votre compte',
  },
};

/**
 * The page of the e-mailed link. Opening the link (GET) only asks: the change happens on the button's POST, so
 * a mail scanner that fetches every link in an e-mail cannot make it. `token` is well-formed (checked by the
 * caller) whenever `view` is `ask`; every other text is our own constant.
 */
export function emailChangePage(
  view: EmailChangeView,
  language: Language,
  storefront: StorefrontCode,
  token = '',
): string {
  const copy = COPY[language];
  const form =
    view === 'ask'
      ? `<form method="post" action="${apiPaths.emailChange()}"><input type="hidden" name="token" value="${token}">
<button type="submit" data-testid="email-change-confirm">${copy.confirm}</button></form>`
      : `<p><a href="${buildPath('account-details', storefront)}">${copy.back}</a></p>`;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${copy.title[view]}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
a{color:#2f6b3b;display:inline-block;min-height:44px;line-height:44px}
button{min-height:44px;padding:0 1rem;border:0;border-radius:4px;background:#2f6b3b;color:#fff;font:inherit;cursor:pointer}</style></head>
<body><main data-testid="email-change" data-outcome="${view}">
<h1>${copy.title[view]}</h1>
<p>${copy.body[view]}</p>
${form}
</main></body></html>`;
}
