import { defineTemplate } from './template';

export interface OrderStatusLinkData {
  /** The address's recent orders, each with a signed link that expires. */
  orders: ReadonlyArray<{ number: string; link: string }>;
  /** How long the links work. */
  hours: number;
}

/** Sent for "I don't know my order number": a signed link to each recent order. */
export const orderStatusLink = defineTemplate<OrderStatusLinkData>('order-status-link', {
  en: ({ orders, hours }, ctx) => ({
    subject: `Your orders at ${ctx.shopName}`,
    blocks: [
      { kind: 'paragraph', text: `Here is the status of your recent orders. The links work for ${hours} hours.` },
      ...orders.map((o) => ({ kind: 'link' as const, href: o.link, label: `Order ${o.number}` })),
    ],
    footer:
      'You receive this e-mail because someone asked for the status of the orders of this address on our order status page. If it was not you, you can ignore it.',
  }),
  de: ({ orders, hours }, ctx) => ({
    subject: `Deine Bestellungen bei ${ctx.shopName}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Hier ist der Status deiner letzten Bestellungen. Die Links funktionieren ${hours} Stunden lang.`,
      },
      ...orders.map((o) => ({ kind: 'link' as const, href: o.link, label: `Bestellung ${o.number}` })),
    ],
    footer:
      'Du erhältst diese E-Mail, weil auf unserer Seite zum Bestellstatus der Status der Bestellungen dieser Adresse angefragt wurde. Warst du es nicht, kannst du sie ignorieren.',
  }),
  nl: ({ orders, hours }, ctx) => ({
    subject: `Je bestellingen bij ${ctx.shopName}`,
    blocks: [
      { kind: 'paragraph', text: `Hier is de status van je recente bestellingen. De links werken ${hours} uur.` },
      ...orders.map((o) => ({ kind: 'link' as const, href: o.link, label: `Bestelling ${o.number}` })),
    ],
    footer:
      'Je ontvangt deze e-mail omdat iemand op onze pagina voor de bestelstatus de status van de bestellingen van dit adres heeft opgevraagd. Was jij het niet, dan kun je hem negeren.',
  }),
  fr: ({ orders, hours }, ctx) => ({
    subject: `Vos commandes chez ${ctx.shopName}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Voici le statut de vos commandes récentes. Les liens fonctionnent pendant ${hours} heures.`,
      },
      ...orders.map((o) => ({ kind: 'link' as const, href: o.link, label: `Commande ${o.number}` })),
    ],
    footer:
      "Vous recevez cet e-mail car quelqu'un a demandé le statut des commandes de cette adresse sur notre page de suivi. Si ce n'était pas vous, ignorez-le.",
  }),
});
