import type { Language } from '@storefront/shared-contracts';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Block, TemplateContext } from './template';

/** An order as its e-mails show it: the lines, the totals and the link to its overview. */
export interface OrderSummary {
  number: string;
  lines: ReadonlyArray<{ name: string; seeds: number; quantity: number; lineTotal: number }>;
  subtotal: number;
  discount: number;
  coupon: string | null;
  shipping: number;
  total: number;
  /** When the order was placed (ISO); shown as a calendar day in UTC, as the overview does. */
  placedAt?: string;
  /** The shipping method chosen at checkout, named by kind in the e-mail's language. */
  shippingMethod?: { tracked: boolean };
  /** The order overview, opened with the order's access key. */
  link: string;
}

const LABELS: Record<
  Language,
  /** `seeds` is an ICU message with `count`. */
  {
    seeds: string;
    subtotal: string;
    discount: string;
    shipping: string;
    free: string;
    total: string;
    placedAt: string;
    shippingMethod: string;
    tracked: string;
    untracked: string;
  }
> = {
  en: {
    seeds: '{count, plural, one {# seed} other {# seeds}}',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
    placedAt: 'Order date',
    shippingMethod: 'Shipping method',
    tracked: 'Priority Tracked Parcel',
    untracked: 'Regular Untracked Mail',
  },
  de: {
    seeds: '{count, plural, one {# Samen} other {# Samen}}',
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    shipping: 'Versand',
    free: 'Kostenlos',
    total: 'Gesamt',
    placedAt: 'Bestelldatum',
    shippingMethod: 'Versandart',
    tracked: 'Priority-Paket mit Sendungsverfolgung',
    untracked: 'Standardbrief ohne Sendungsverfolgung',
  },
  nl: {
    seeds: '{count, plural, one {# zaad} other {# zaden}}',
    subtotal: 'Subtotaal',
    discount: 'Korting',
    shipping: 'Verzending',
    free: 'Gratis',
    total: 'Totaal',
    placedAt: 'Besteldatum',
    shippingMethod: 'Verzendmethode',
    tracked: 'Priority-pakket met track & trace',
    untracked: 'Gewone post zonder track & trace',
  },
  fr: {
    seeds: '{count, plural, one {# graine} other {# graines}}',
    subtotal: 'Sous-total',
    discount: 'Remise',
    shipping: 'Livraison',
    free: 'Gratuite',
    total: 'Total',
    placedAt: 'Date de commande',
    shippingMethod: 'Mode de livraison',
    tracked: 'Colis prioritaire suivi',
    untracked: 'Courrier ordinaire sans suivi',
  },
};

/** "1 seed", "5 seeds": the pack's seeds with the language's plural rules (ICU plural). */
function seedsLabel(language: Language, count: number): string {
  return String(new IntlMessageFormat(LABELS[language].seeds, language).format({ count }));
}

/** The shipping method by kind in the e-mail's language, as the shop's pages name it (the carrier's label is English). */
export function shippingMethodName(language: Language, tracked: boolean): string {
  return tracked ? LABELS[language].tracked : LABELS[language].untracked;
}

/** The products of a shipment, one row each: "1 × White Widow" and its pack size ("5 seeds"). */
export function shipmentLinesTable(
  lines: ReadonlyArray<{ name: string; seeds: number; quantity: number }>,
  ctx: TemplateContext,
): Block {
  return {
    kind: 'table',
    rows: lines.map((line) => [`${line.quantity} × ${line.name}`, seedsLabel(ctx.language, line.seeds)] as const),
  };
}

/** The order's lines and totals as a label/value table in the e-mail's language and currency. */
export function orderTable(order: OrderSummary, ctx: TemplateContext): Block {
  const l = LABELS[ctx.language];
  const rows: Array<readonly [string, string]> = [];
  if (order.placedAt) {
    const day = new Intl.DateTimeFormat(`${ctx.language}-${ctx.storefront.intlRegion}`, {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    rows.push([l.placedAt, day.format(new Date(order.placedAt))]);
  }
  rows.push(
    ...order.lines.map(
      (line) =>
        [
          `${line.quantity} × ${line.name} (${seedsLabel(ctx.language, line.seeds)})`,
          ctx.money(line.lineTotal),
        ] as const,
    ),
  );
  rows.push([l.subtotal, ctx.money(order.subtotal)]);
  if (order.discount > 0) {
    rows.push([order.coupon ? `${l.discount} (${order.coupon})` : l.discount, `-${ctx.money(order.discount)}`]);
  }
  rows.push([l.shipping, order.shipping === 0 ? l.free : ctx.money(order.shipping)]);
  if (order.shippingMethod)
    rows.push([l.shippingMethod, shippingMethodName(ctx.language, order.shippingMethod.tracked)]);
  rows.push([l.total, ctx.money(order.total)]);
  return { kind: 'table', rows };
}
