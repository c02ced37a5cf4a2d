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
  /** The order overview, opened with the order's access key. */
  link: string;
}

const LABELS: Record<
  Language,
  /** `seeds` is an ICU message with `count`. */
  { seeds: string; subtotal: string; discount: string; shipping: string; free: string; total: string }
> = {
  en: {
    seeds: '{count, plural, one {# seed} other {# seeds}}',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
  },
  de: {
    seeds: '{count, plural, one {# Samen} other {# Samen}}',
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    shipping: 'Versand',
    free: 'Kostenlos',
    total: 'Gesamt',
  },
  nl: {
    seeds: '{count, plural, one {# zaad} other {# zaden}}',
    subtotal: 'Subtotaal',
    discount: 'Korting',
    shipping: 'Verzending',
    free: 'Gratis',
    total: 'Totaal',
  },
  fr: {
    seeds: '{count, plural, one {# graine} other {# graines}}',
    subtotal: 'Sous-total',
    discount: 'Remise',
    shipping: 'Livraison',
    free: 'Gratuite',
    total: 'Total',
  },
};

/** "1 seed", "5 seeds": the pack's seeds with the language's plural rules (ICU plural). */
function seedsLabel(language: Language, count: number): string {
  return String(new IntlMessageFormat(LABELS[language].seeds, language).format({ count }));
}

/** The order's lines and totals as a label/value table in the e-mail's language and currency. */
export function orderTable(order: OrderSummary, ctx: TemplateContext): Block {
  const l = LABELS[ctx.language];
  const rows: Array<readonly [string, string]> = order.lines.map(
    (line) =>
      [`${line.quantity} × ${line.name} (${seedsLabel(ctx.language, line.seeds)})`, ctx.money(line.lineTotal)] as const,
  );
  rows.push([l.subtotal, ctx.money(order.subtotal)]);
  if (order.discount > 0) {
    rows.push([order.coupon ? `${l.discount} (${order.coupon})` : l.discount, `-${ctx.money(order.discount)}`]);
  }
  rows.push([l.shipping, order.shipping === 0 ? l.free : ctx.money(order.shipping)]);
  rows.push([l.total, ctx.money(order.total)]);
  return { kind: 'table', rows };
}
