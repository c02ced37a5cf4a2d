import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import { countryName, storefrontRegion } from '../../../../lib/intl/display-names';
import { buildPath, STOREFRONTS, type CheckoutView, type StorefrontCode } from '@storefront/shared-contracts';
import { Alert } from '../../../../lib/forms/form-styles';

/** The delivery country belongs to another storefront: say which, and link to its checkout. */
export function RegionMismatchAlert({ mismatch }: { mismatch: NonNullable<CheckoutView['regionMismatch']> }) {
  const storefront = mismatch.storefront as StorefrontCode;
  const { locale } = useIntl();
  const target = STOREFRONTS[storefront];
  const region = target ? storefrontRegion(locale, target) : storefront;
  return (
    <Alert role="status" data-testid="checkout-region-mismatch">
      <FormattedMessage
        id="checkout.regionMismatch"
        values={{ country: countryName(locale, mismatch.country), region }}
      />
      <br />
      <a href={buildPath('checkout', storefront)} data-testid="checkout-region-link">
        <FormattedMessage id="checkout.regionMismatch.link" values={{ region }} />
      </a>
    </Alert>
  );
}
