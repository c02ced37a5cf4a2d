import type { Language, Storefront } from '@storefront/shared-contracts';
import type { EmailMessage } from '../enqueue-email';
import { layout } from './layout';
import type { EmailTemplate, TemplateContext } from './template';

/** The locale used for amounts: the language with the storefront's region (en-GB, de-DE, fr-IE ...). */
const moneyLocale = (language: Language, storefront: Storefront) => `${language}-${storefront.intlRegion}`;

export function templateContext(language: Language, storefront: Storefront): TemplateContext {
  const format = new Intl.NumberFormat(moneyLocale(language, storefront), {
    style: 'currency',
    currency: storefront.currency,
  });
  return {
    language,
    storefront,
    shopName: `Seed Storefront ${storefront.title}`,
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
