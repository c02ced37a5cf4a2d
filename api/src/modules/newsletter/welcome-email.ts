import type { Language, Storefront } from '@storefront/shared-contracts';
import type { EmailMessage } from '../mail/enqueue-email';

export const WELCOME_TEMPLATE = 'newsletter-welcome';

/** The newsletter coupon when it is active; without it the welcome e-mail simply has no code. */
export interface WelcomeCoupon {
  code: string;
  percent: number;
}

interface Copy {
  subject: (percent: number | null) => string;
  greeting: string;
  code: (percent: number, code: string) => string;
  howTo: string;
  footer: (shop: string) => string;
}

const COPY: Record<Language, Copy> = {
  en: {
    subject: (p) => (p ? `Welcome! Here is your ${p}% discount` : 'Welcome to our newsletter'),
    greeting:
      'Thank you for subscribing to our newsletter: grow guides, new strains and offers, straight to your inbox.',
    code: (p, code) => `As promised, ${p}% off your next order with the code ${code}.`,
    howTo: 'Enter the code in your cart before you check out.',
    footer: (shop) => `You receive this e-mail because you signed up for the newsletter of ${shop}.`,
  },
  de: {
    subject: (p) => (p ? `Willkommen! Hier ist dein Rabatt von ${p}%` : 'Willkommen bei unserem Newsletter'),
    greeting:
      'Danke für deine Anmeldung zu unserem Newsletter: Anbau-Ratgeber, neue Sorten und Angebote direkt in dein Postfach.',
    code: (p, code) => `Wie versprochen: ${p}% Rabatt auf deine nächste Bestellung mit dem Code ${code}.`,
    howTo: 'Gib den Code vor dem Bezahlen im Warenkorb ein.',
    footer: (shop) => `Du erhältst diese E-Mail, weil du dich für den Newsletter von ${shop} angemeldet hast.`,
  },
  nl: {
    subject: (p) => (p ? `Welkom! Hier is je korting van ${p}%` : 'Welkom bij onze nieuwsbrief'),
    greeting:
      'Bedankt voor je aanmelding voor onze nieuwsbrief: kweekgidsen, nieuwe soorten en aanbiedingen in je inbox.',
    code: (p, code) => `Zoals beloofd: ${p}% korting op je volgende bestelling met de code ${code}.`,
    howTo: 'Vul de code in je winkelwagen in voordat je afrekent.',
    footer: (shop) => `Je ontvangt deze e-mail omdat je je hebt aangemeld voor de nieuwsbrief van ${shop}.`,
  },
  fr: {
    subject: (p) => (p ? `Bienvenue ! Voici votre remise de ${p} %` : 'Bienvenue dans notre newsletter'),
    greeting:
      'Merci de votre inscription à notre newsletter : guides de culture, nouvelles variétés et offres dans votre boîte mail.',
    code: (p, code) => `Comme promis, ${p} % de remise sur votre prochaine commande avec le code ${code}.`,
    howTo: 'Saisissez le code dans votre panier avant de payer.',
    footer: (shop) => `Vous recevez cet e-mail car vous vous êtes inscrit à la newsletter de ${shop}.`,
  },
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The welcome e-mail of a new subscriber, in their language, with the newsletter code when it is active. */
export function welcomeEmail(
  to: string,
  language: Language,
  storefront: Storefront,
  coupon: WelcomeCoupon | null,
): EmailMessage {
  const copy = COPY[language];
  const shop = `Seed Storefront ${storefront.title}`;
  const paragraphs = [
    copy.greeting,
    ...(coupon ? [copy.code(coupon.percent, coupon.code), copy.howTo] : []),
    copy.footer(shop),
  ];
  return {
    to,
    subject: copy.subject(coupon?.percent ?? null),
    text: paragraphs.join('\n\n'),
    html: paragraphs
      .map(
        (p) =>
          `<p>${coupon ? escapeHtml(p).replace(coupon.code, `<strong>${escapeHtml(coupon.code)}</strong>`) : escapeHtml(p)}</p>`,
      )
      .join('\n'),
    template: WELCOME_TEMPLATE,
  };
}
