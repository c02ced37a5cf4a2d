import { FormattedMessage } from '@storefront/shared-ui';
import { buildPath, type StorefrontCode } from '@storefront/shared-contracts';
import { Link } from '@storefront/shared-ui';

/** Spec 2.4 main menu: Collections, Deals, Blog and Support. */
export const MAIN_MENU = [
  { id: 'collections', route: 'collections' },
  { id: 'deals', route: 'discount-codes' },
  { id: 'blog', route: 'blog' },
  { id: 'support', route: 'contact' },
] as const;

export function NavLinks({ storefront, testId }: { storefront: StorefrontCode; testId: string }) {
  return (
    <ul data-testid={testId}>
      {MAIN_MENU.map((item) => (
        <li key={item.id}>
          <Link to={buildPath(item.route, storefront)}>
            <FormattedMessage id={`shell.nav.${item.id}`} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
