import { orderTable, type OrderSummary } from './order-summary';
import { defineTemplate } from './template';

export interface PaymentPendingData extends OrderSummary {
  /** Where and how to transfer the money. */
  instructions: { accountHolder: string; iban: string; bic: string; reference: string };
}

const bank = (d: PaymentPendingData, labels: [string, string, string, string, string], amount: string) => ({
  kind: 'table' as const,
  rows: [
    [labels[0], amount],
    [labels[1], d.instructions.accountHolder],
    [labels[2], d.instructions.iban],
    [labels[3], d.instructions.bic],
    [labels[4], d.instructions.reference],
  ] as const,
});

/**
 * Sent when an order waits for a bank transfer: the instructions (account, reference, amount). The reference is
 * in the table once; it is the order number, already in the first sentence, so no line repeats it.
 */
export const paymentPending = defineTemplate<PaymentPendingData>('payment-pending', {
  en: (d, ctx) => ({
    subject: `Order ${d.number}: pending payment`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Thank you for your order ${d.number}. It is waiting for your payment. Please transfer the amount below, quoting the reference, so we can recognise it:`,
      },
      bank(d, ['Amount', 'Account holder', 'IBAN', 'BIC', 'Reference'], ctx.money(d.total)),
      { kind: 'paragraph', text: 'We start on your order as soon as the money arrives and e-mail you then.' },
      orderTable(d, ctx),
      { kind: 'link', href: d.link, label: 'View your order' },
    ],
    footer: `You receive this e-mail because you placed an order at ${ctx.shopName}.`,
  }),
  de: (d, ctx) => ({
    subject: `Bestellung ${d.number}: Zahlung ausstehend`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Danke für deine Bestellung ${d.number}. Sie wartet auf deine Zahlung. Bitte überweise den Betrag unten mit dem Verwendungszweck, damit wir sie zuordnen können:`,
      },
      bank(d, ['Betrag', 'Kontoinhaber', 'IBAN', 'BIC', 'Verwendungszweck'], ctx.money(d.total)),
      { kind: 'paragraph', text: 'Sobald das Geld eingeht, bearbeiten wir deine Bestellung und schreiben dir.' },
      orderTable(d, ctx),
      { kind: 'link', href: d.link, label: 'Bestellung ansehen' },
    ],
    footer: `Du erhältst diese E-Mail, weil du bei ${ctx.shopName} bestellt hast.`,
  }),
  nl: (d, ctx) => ({
    subject: `Bestelling ${d.number}: betaling in afwachting`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Bedankt voor je bestelling ${d.number}. Ze wacht op je betaling. Maak het bedrag hieronder over met het kenmerk, zodat we de betaling herkennen:`,
      },
      bank(d, ['Bedrag', 'Rekeninghouder', 'IBAN', 'BIC', 'Kenmerk'], ctx.money(d.total)),
      { kind: 'paragraph', text: 'Zodra het geld binnen is, gaan we aan de slag en mailen we je.' },
      orderTable(d, ctx),
      { kind: 'link', href: d.link, label: 'Bestelling bekijken' },
    ],
    footer: `Je ontvangt deze e-mail omdat je een bestelling hebt geplaatst bij ${ctx.shopName}.`,
  }),
  fr: (d, ctx) => ({
    subject: `Commande ${d.number} : paiement en attente`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Merci pour votre commande ${d.number}. Elle attend votre paiement. Veuillez virer le montant ci-dessous en indiquant la référence, pour que nous puissions le reconnaître :`,
      },
      bank(d, ['Montant', 'Titulaire du compte', 'IBAN', 'BIC', 'Référence'], ctx.money(d.total)),
      { kind: 'paragraph', text: 'Nous traiterons votre commande dès réception du virement et vous écrirons alors.' },
      orderTable(d, ctx),
      { kind: 'link', href: d.link, label: 'Voir votre commande' },
    ],
    footer: `Vous recevez cet e-mail car vous avez passé commande chez ${ctx.shopName}.`,
  }),
});
