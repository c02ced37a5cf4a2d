import { shipmentLinesTable, shippingMethodName } from './order-summary';
import { defineTemplate, type Block, type TemplateContext } from './template';

export interface ShipmentDispatchedData {
  number: string;
  /** The carrier's label (English); named in the e-mail's language instead when `tracked` is given. */
  carrierLabel: string;
  tracked?: boolean;
  /** What the shipment holds, with pack sizes. */
  lines?: ReadonlyArray<{ name: string; seeds: number; quantity: number }>;
  trackingCode: string | null;
  /** The carrier's tracking page; null for untracked mail. */
  trackingUrl: string | null;
  link: string;
}

const carrier = (d: ShipmentDispatchedData, ctx: TemplateContext) =>
  d.tracked === undefined ? d.carrierLabel : shippingMethodName(ctx.language, d.tracked);

const lines = (d: ShipmentDispatchedData, ctx: TemplateContext): Block[] =>
  d.lines?.length ? [shipmentLinesTable(d.lines, ctx)] : [];

/** Sent when a shipment of an order leaves the warehouse. */
export const shipmentDispatched = defineTemplate<ShipmentDispatchedData>('shipment-dispatched', {
  en: (d, ctx) => ({
    subject:
      ctx.storefront.code === 'uk'
        ? `Order ${d.number}: your parcel has been dispatched`
        : `Order ${d.number}: shipment sent`,
    blocks: [
      {
        kind: 'paragraph',
        text:
          ctx.storefront.code === 'uk'
            ? `Good news: your order ${d.number} has been dispatched with ${carrier(d, ctx)}.`
            : `Good news: your order ${d.number} is on its way with ${carrier(d, ctx)}.`,
      },
      ...lines(d, ctx),
      ...(d.trackingUrl
        ? [{ kind: 'link' as const, href: d.trackingUrl, label: `Track your shipment (${d.trackingCode ?? ''})` }]
        : [{ kind: 'paragraph' as const, text: 'This shipment is sent without tracking.' }]),
      { kind: 'link', href: d.link, label: 'View your order' },
    ],
    footer: `You receive this e-mail because you placed an order at ${ctx.shopName}.`,
  }),
  de: (d, ctx) => ({
    subject: `Bestellung ${d.number}: Sendung verschickt`,
    blocks: [
      { kind: 'paragraph', text: `Gute Nachricht: Deine Bestellung ${d.number} ist mit ${carrier(d, ctx)} unterwegs.` },
      ...lines(d, ctx),
      ...(d.trackingUrl
        ? [{ kind: 'link' as const, href: d.trackingUrl, label: `Sendung verfolgen (${d.trackingCode ?? ''})` }]
        : [{ kind: 'paragraph' as const, text: 'Diese Sendung wird ohne Sendungsverfolgung verschickt.' }]),
      { kind: 'link', href: d.link, label: 'Bestellung ansehen' },
    ],
    footer: `Du erhältst diese E-Mail, weil du bei ${ctx.shopName} bestellt hast.`,
  }),
  nl: (d, ctx) => ({
    subject: `Bestelling ${d.number}: zending verzonden`,
    blocks: [
      { kind: 'paragraph', text: `Goed nieuws: je bestelling ${d.number} is onderweg met ${carrier(d, ctx)}.` },
      ...lines(d, ctx),
      ...(d.trackingUrl
        ? [{ kind: 'link' as const, href: d.trackingUrl, label: `Zending volgen (${d.trackingCode ?? ''})` }]
        : [{ kind: 'paragraph' as const, text: 'Deze zending wordt zonder track & trace verstuurd.' }]),
      { kind: 'link', href: d.link, label: 'Bestelling bekijken' },
    ],
    footer: `Je ontvangt deze e-mail omdat je een bestelling hebt geplaatst bij ${ctx.shopName}.`,
  }),
  fr: (d, ctx) => ({
    subject: `Commande ${d.number} : colis expédié`,
    blocks: [
      { kind: 'paragraph', text: `Bonne nouvelle : votre commande ${d.number} est en route avec ${carrier(d, ctx)}.` },
      ...lines(d, ctx),
      ...(d.trackingUrl
        ? [{ kind: 'link' as const, href: d.trackingUrl, label: `Suivre votre colis (${d.trackingCode ?? ''})` }]
        : [{ kind: 'paragraph' as const, text: 'Ce colis est envoyé sans suivi.' }]),
      { kind: 'link', href: d.link, label: 'Voir votre commande' },
    ],
    footer: `Vous recevez cet e-mail car vous avez passé commande chez ${ctx.shopName}.`,
  }),
});
