import { defineTemplate } from './template';

export interface NewsletterWelcomeData {
  /** The subscriber's own single-use code. */
  code: string;
  percent: number;
}

/** Sent to a new newsletter subscriber with their discount code (spec 9: 10% off). */
export const newsletterWelcome = defineTemplate<NewsletterWelcomeData>('newsletter-welcome', {
  en: ({ code, percent }, { shopName }) => ({
    subject: `Welcome! Here is your ${percent}% discount`,
    blocks: [
      {
        kind: 'paragraph',
        text: 'Thank you for subscribing to our newsletter: grow guides, new strains and offers, straight to your inbox.',
      },
      { kind: 'paragraph', text: `As promised, ${percent}% off your next order with this code, good for one order:` },
      { kind: 'code', text: code },
      { kind: 'paragraph', text: 'Enter the code in your cart before you check out.' },
    ],
    footer: `You receive this e-mail because you signed up for the newsletter of ${shopName}.`,
  }),
  de: ({ code, percent }, { shopName }) => ({
    subject: `Willkommen! Hier ist dein Rabatt von ${percent}%`,
    blocks: [
      {
        kind: 'paragraph',
        text: 'Danke für deine Anmeldung zu unserem Newsletter: Anbau-Ratgeber, neue Sorten und Angebote direkt in dein Postfach.',
      },
      {
        kind: 'paragraph',
        text: `Wie versprochen: ${percent}% Rabatt auf deine nächste Bestellung mit diesem Code, gültig für eine Bestellung:`,
      },
      { kind: 'code', text: code },
      { kind: 'paragraph', text: 'Gib den Code vor dem Bezahlen im Warenkorb ein.' },
    ],
    footer: `Du erhältst diese E-Mail, weil du dich für den Newsletter von ${shopName} angemeldet hast.`,
  }),
  nl: ({ code, percent }, { shopName }) => ({
    subject: `Welkom! Hier is je korting van ${percent}%`,
    blocks: [
      {
        kind: 'paragraph',
        text: 'Bedankt voor je aanmelding voor onze nieuwsbrief: kweekgidsen, nieuwe soorten en aanbiedingen in je inbox.',
      },
      {
        kind: 'paragraph',
        text: `Zoals beloofd: ${percent}% korting op je volgende bestelling met deze code, geldig voor één bestelling:`,
      },
      { kind: 'code', text: code },
      { kind: 'paragraph', text: 'Vul de code in je winkelwagen in voordat je afrekent.' },
    ],
    footer: `Je ontvangt deze e-mail omdat je je hebt aangemeld voor de nieuwsbrief van ${shopName}.`,
  }),
  fr: ({ code, percent }, { shopName }) => ({
    subject: `Bienvenue ! Voici votre remise de ${percent} %`,
    blocks: [
      {
        kind: 'paragraph',
        text: 'Merci de votre inscription à notre newsletter : guides de culture, nouvelles variétés et offres dans votre boîte mail.',
      },
      {
        kind: 'paragraph',
        text: `Comme promis, ${percent} % de remise sur votre prochaine commande avec ce code, valable pour une commande :`,
      },
      { kind: 'code', text: code },
      { kind: 'paragraph', text: 'Saisissez le code dans votre panier avant de payer.' },
    ],
    footer: `Vous recevez cet e-mail car vous vous êtes inscrit à la newsletter de ${shopName}.`,
  }),
});
