/**
 * react-intl for every area, through this package: shared once (one IntlContext for all areas) and,
 * as a shared facade's dependency, only the parts the shop uses are shipped. Areas import these from
 * `@storefront/shared-ui`, never from react-intl.
 */
export { createIntl, FormattedMessage, IntlProvider, useIntl } from 'react-intl';
export type { IntlShape } from 'react-intl';
