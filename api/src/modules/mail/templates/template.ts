import type { Language, Storefront } from '@storefront/shared-contracts';

/** The pieces an e-mail is made of; the layout draws each in HTML and in plain text. */
export type Block =
  | { kind: 'paragraph'; text: string }
  /** A code to copy (a discount code, a payment reference), set apart and bold. */
  | { kind: 'code'; text: string }
  /** A call to action: a button in HTML, "label: url" in text. */
  | { kind: 'link'; href: string; label: string }
  /** Label/value rows (order lines, totals, bank details). */
  | { kind: 'table'; rows: ReadonlyArray<readonly [string, string]> };

export interface TemplateContext {
  language: Language;
  storefront: Storefront;
  /** "Seed Storefront United Kingdom". */
  shopName: string;
  /** Formats minor units of the storefront currency in the e-mail's language. */
  money(amountMinor: number): string;
}

export interface EmailContent {
  subject: string;
  blocks: Block[];
  /** Small print under the content (why the shopper gets it). */
  footer?: string;
}

/** One kind of e-mail: its name (stored in the outbox) and its copy in every interface language. */
export interface EmailTemplate<Data> {
  name: string;
  render(data: Data, ctx: TemplateContext): EmailContent;
}

/** Declares a kind; `copy` has one function per language, so a missing translation fails the typecheck. */
export function defineTemplate<Data>(
  name: string,
  copy: Record<Language, (data: Data, ctx: TemplateContext) => EmailContent>,
): EmailTemplate<Data> {
  return { name, render: (data, ctx) => copy[ctx.language](data, ctx) };
}
