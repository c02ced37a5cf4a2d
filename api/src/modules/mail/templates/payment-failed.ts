import { defineTemplate } from './template';

export interface PaymentFailedData {
  number: string;
  /** The order overview, where "Change Payment Method" and "Complete Payment" are. */
  link: string;
}

/** Sent when an order's payment failed (or was cancelled or expired). */
export const paymentFailed = defineTemplate<PaymentFailedData>('payment-failed', {
  en: ({ number, link }, ctx) => ({
    subject: `Order ${number}: payment failed`,
    blocks: [
      {
        kind: 'paragraph',
        text: `The payment for your order ${number} has failed. Your order is kept: please select another method or try again.`,
      },
      { kind: 'link', href: link, label: 'Complete Payment' },
    ],
    footer: `You receive this e-mail because you placed an order at ${ctx.shopName}.`,
  }),
  de: ({ number, link }, ctx) => ({
    subject: `Bestellung ${number}: Zahlung fehlgeschlagen`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Die Zahlung für deine Bestellung ${number} ist fehlgeschlagen. Deine Bestellung bleibt erhalten: Bitte wähle eine andere Zahlungsart oder versuche es erneut.`,
      },
      { kind: 'link', href: link, label: 'Zahlung abschließen' },
    ],
    footer: `Du erhältst diese E-Mail, weil du bei ${ctx.shopName} bestellt hast.`,
  }),
  nl: ({ number, link }, ctx) => ({
    subject: `Bestelling ${number}: betaling mislukt`,
    blocks: [
      {
        kind: 'paragraph',
        text: `De betaling voor je bestelling ${number} is mislukt. Je bestelling blijft bewaard: kies een andere betaalmethode of probeer het opnieuw.`,
      },
      { kind: 'link', href: link, label: 'Betaling voltooien' },
    ],
    footer: `Je ontvangt deze e-mail omdat je een bestelling hebt geplaatst bij ${ctx.shopName}.`,
  }),
  fr: ({ number, link }, ctx) => ({
    subject: `Commande ${number} : échec du paiement`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Le paiement de votre commande ${number} a échoué. Votre commande est conservée : choisissez un autre moyen de paiement ou réessayez.`,
      },
      { kind: 'link', href: link, label: 'Finaliser le paiement' },
    ],
    footer: `Vous recevez cet e-mail car vous avez passé commande chez ${ctx.shopName}.`,
  }),
});
