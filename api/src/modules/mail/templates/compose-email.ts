import type { Language, Storefront } from '@storefront/shared-contracts';
import type { EmailMessage } from '../enqueue-email';
import { layout } from './layout';
import type { EmailTemplate, TemplateContext } from './template';

/** The locale used for amounts: the language with the storefront's region (en-GB, de-DE, fr-IE ...). */
const moneyLocale = (language: Language, storefront: Storefront) => `${language}-${storefront.intlRegion}`;

/** The storefront's region in the e-mail's language ("Europa" in Dutch, "Deutschland" in German); 150 is Europe. */
function regionName(language: Language, storefront: Storefront): string {
  const region = storefront.code === 'en' ? '150' : storefront.intlRegion;
  return new Intl.DisplayNames(language, { type: 'region' }).of(region) ?? storefront.title;
}

export function templateContext(language: Language, storefront: Storefront): TemplateContext {
  const format = new Intl.NumberFormat(moneyLocale(language, storefront), {
    style: 'currency',
    currency: storefront.currency,
  });
  return {
    language,
    storefront,
    shopName: `Seed Storefront ${regionName(language, storefront)}`,
    money: (amountMinor) => format.format(amountMinor / 100),
  };
}

/**
 * An outbox message of one kind for one recipient, in `language` for `storefront`:
 * `enqueueEmail(tx, composeEmail(orderConfirmation, to, data, language, storefront))`.
 */
export function composeEmail<Data>(
  template: EmailTemplate<Data>,
  to: string,
  data: Data,
  language: Language,
  storefront: Storefront,
): EmailMessage {
  const ctx = templateContext(language, storefront);
  const content = template.render(data, ctx);
  const { html, text } = layout(content, ctx.shopName, language);
  return { to, subject: content.subject, text, html, template: template.name };
}
