import { orderTable, type OrderSummary } from './order-summary';
import { defineTemplate } from './template';

/** Sent when an order's payment is complete: the order confirmation. */
export const orderConfirmation = defineTemplate<OrderSummary>('order-confirmation', {
  en: (order, ctx) => ({
    subject: `Order ${order.number}: payment complete`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Thank you for your order ${order.number}. We have received your payment of ${ctx.money(order.total)}.`,
      },
      orderTable(order, ctx),
      {
        kind: 'paragraph',
        text:
          ctx.storefront.code === 'uk'
            ? 'We will e-mail you again when your parcel has been dispatched.'
            : 'We will e-mail you again when your package has been shipped.',
      },
      { kind: 'link', href: order.link, label: 'View your order' },
    ],
    footer: `You receive this e-mail because you placed an order at ${ctx.shopName}.`,
  }),
  de: (order, ctx) => ({
    subject: `Bestellung ${order.number}: Zahlung abgeschlossen`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Danke für deine Bestellung ${order.number}. Wir haben deine Zahlung über ${ctx.money(order.total)} erhalten.`,
      },
      orderTable(order, ctx),
      { kind: 'paragraph', text: 'Wir schreiben dir wieder, sobald dein Paket verschickt ist.' },
      { kind: 'link', href: order.link, label: 'Bestellung ansehen' },
    ],
    footer: `Du erhältst diese E-Mail, weil du bei ${ctx.shopName} bestellt hast.`,
  }),
  nl: (order, ctx) => ({
    subject: `Bestelling ${order.number}: betaling voltooid`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Bedankt voor je bestelling ${order.number}. We hebben je betaling van ${ctx.money(order.total)} ontvangen.`,
      },
      orderTable(order, ctx),
      { kind: 'paragraph', text: 'We mailen je opnieuw zodra je pakket is verzonden.' },
      { kind: 'link', href: order.link, label: 'Bestelling bekijken' },
    ],
    footer: `Je ontvangt deze e-mail omdat je een bestelling hebt geplaatst bij ${ctx.shopName}.`,
  }),
  fr: (order, ctx) => ({
    subject: `Commande ${order.number} : paiement effectué`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Merci pour votre commande ${order.number}. Nous avons bien reçu votre paiement de ${ctx.money(order.total)}.`,
      },
      orderTable(order, ctx),
      { kind: 'paragraph', text: 'Nous vous écrirons à nouveau dès que votre colis sera expédié.' },
      { kind: 'link', href: order.link, label: 'Voir votre commande' },
    ],
    footer: `Vous recevez cet e-mail car vous avez passé commande chez ${ctx.shopName}.`,
  }),
});
