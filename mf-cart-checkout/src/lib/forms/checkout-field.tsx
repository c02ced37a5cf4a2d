import { countryName } from '../intl/display-names';
import type { CheckoutErrors } from '@storefront/shared-contracts';
import { FormattedMessage } from '@storefront/shared-ui';

/** `delivery.city` -> `checkout-delivery-city`: a field's id and test id (focusFirstError finds it by id). */
export const checkoutFieldId = (name: string) => `checkout-${name.replace(/\./g, '-')}`;

/**
 * What a checkout field gives the shared labelled field (`@storefront/shared-ui/field`): its form name, id,
 * test id, and its error, a message id shown in the page's language.
 */
export function checkoutField(name: string, error: string | undefined) {
  const id = checkoutFieldId(name);
  return { name, id, testId: id, error: error ? <FormattedMessage id={error} /> : undefined };
}

/** The countries offered (`{ iso, name }`) as a select's options. */
/** The country choices, named in the interface language (`locale`). */
export const countryOptions = (countries: readonly { iso: string; name: string }[], locale: string) =>
  countries.map((c) => ({ value: c.iso, label: countryName(locale, c.iso) }));

/** The message id of a field's error (`checkout.error.<rule>`), if it has one. */
export const checkoutErrorId = (errors: CheckoutErrors, path: string) =>
  errors[path] ? `checkout.error.${errors[path]}` : undefined;
