import { buildPath, type Language, type Storefront } from '@storefront/shared-contracts';
import type { ConfirmOutcome } from './subscribe';

interface PageCopy {
  title: Record<ConfirmOutcome, string>;
  body: Record<ConfirmOutcome, string>;
  back: string;
}

const COPY: Record<Language, PageCopy> = {
  en: {
    title: {
      confirmed: 'Your subscription is confirmed',
      'already-confirmed': 'Already confirmed',
      expired: 'This link has expired',
      invalid: 'This link is not valid',
    },
    body: {
      confirmed: 'Thank you! Your 10% discount code is on its way to your inbox.',
      'already-confirmed': 'This link was used before: your subscription is confirmed and your code has been sent.',
      expired: 'Confirmation links work for a limited time. Sign up again in the footer of the shop for a new one.',
      invalid: 'Please open the link exactly as it is in the e-mail, or sign up again in the footer of the shop.',
    },
    back: 'Back to the shop',
  },
  de: {
    title: {
      confirmed: 'Deine Anmeldung ist bestätigt',
      'already-confirmed': 'Bereits bestätigt',
      expired: 'Dieser Link ist abgelaufen',
      invalid: 'Dieser Link ist ungültig',
    },
    body: {
      confirmed: 'Danke! Dein 10-%-Rabattcode ist auf dem Weg in dein Postfach.',
      'already-confirmed':
        'Dieser Link wurde schon benutzt: deine Anmeldung ist bestätigt und dein Code wurde verschickt.',
      expired:
        'Bestätigungslinks gelten nur begrenzt. Melde dich im Fußbereich des Shops erneut an, um einen neuen zu erhalten.',
      invalid:
        'Öffne den Link genau so, wie er in der E-Mail steht, oder melde dich im Fußbereich des Shops erneut an.',
    },
    back: 'Zurück zum Shop',
  },
  nl: {
    title: {
      confirmed: 'Je inschrijving is bevestigd',
      'already-confirmed': 'Al bevestigd',
      expired: 'Deze link is verlopen',
      invalid: 'Deze link is niet geldig',
    },
    body: {
      confirmed: 'Bedankt! Je kortingscode van 10% is onderweg naar je inbox.',
      'already-confirmed': 'Deze link is al gebruikt: je inschrijving is bevestigd en je code is verstuurd.',
      expired: 'Bevestigingslinks werken een beperkte tijd. Schrijf je opnieuw in onderaan de winkel voor een nieuwe.',
      invalid: 'Open de link precies zoals hij in de e-mail staat, of schrijf je opnieuw in onderaan de winkel.',
    },
    back: 'Terug naar de winkel',
  },
  fr: {
    title: {
      confirmed: 'Votre inscription est confirmée',
      'already-confirmed': 'Déjà confirmée',
      expired: 'Ce lien a expiré',
      invalid: "Ce lien n'est pas valide",
    },
    body: {
      confirmed: 'Merci ! Votre code de réduction de 10 % arrive dans votre boîte de réception.',
      'already-confirmed': 'Ce lien a déjà servi : votre inscription est confirmée et votre code a été envoyé.',
      expired:
        'Les liens de confirmation ont une durée limitée. Inscrivez-vous à nouveau en bas de la boutique pour en recevoir un nouveau.',
      invalid: "Ouvrez le lien tel qu'il figure dans l'e-mail, ou inscrivez-vous à nouveau en bas de la boutique.",
    },
    back: 'Retour à la boutique',
  },
};

/** The language of the answer's page: the subscription's, else English (a link that is not ours names none). */
export function confirmationPage(outcome: ConfirmOutcome, language: Language = 'en', storefront?: Storefront): string {
  const copy = COPY[language];
  const home = storefront ? buildPath('index', storefront.code) : '/';
  // Every text is our own constant: nothing from the request reaches the page.
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${copy.title[outcome]}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
a{color:#2f6b3b;display:inline-block;min-height:44px;line-height:44px}</style></head>
<body><main data-testid="newsletter-confirmation" data-outcome="${outcome}">
<h1>${copy.title[outcome]}</h1>
<p>${copy.body[outcome]}</p>
<p><a href="${home}">${copy.back}</a></p>
</main></body></html>`;
}
