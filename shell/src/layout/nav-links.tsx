import { FormattedMessage } from '@storefront/shared-ui';
import { useDispatch } from 'react-redux';
import { buildPath, sharedActions, useEventBus, type StorefrontCode } from '@storefront/shared-contracts';
import { Link } from '@storefront/shared-ui';

/**
 * Spec 2.4 main menu: Collections, Deals, Blog and Support; then the Seedfinder (spec 1). "Deals" are strains on
 * promotion (packs with free seeds): the whole catalogue with the listing's Promotions filter on, a page a shopper can
 * buy from. The discount codes page stays in the footer's quick links.
 */
export const MAIN_MENU = [
  { id: 'collections', route: 'collections' },
  { id: 'deals', route: 'collections-all', query: '?promotions=1' },
  { id: 'blog', route: 'blog' },
  { id: 'support', route: 'contact' },
] as const satisfies readonly { id: string; route: string; query?: string }[];

export function NavLinks({ storefront, testId }: { storefront: StorefrontCode; testId: string }) {
  const bus = useEventBus();
  const dispatch = useDispatch();
  return (
    <ul data-testid={testId}>
      {MAIN_MENU.map((item) => (
        <li key={item.id}>
          <Link to={`${buildPath(item.route, storefront)}${'query' in item ? item.query : ''}`}>
            <FormattedMessage id={`shell.nav.${item.id}`} />
          </Link>
        </li>
      ))}
      <li>
        {/* The Seedfinder's page without JavaScript; with it, the catalogue area opens the quiz as a modal
            over the page (the shell never imports the area: it asks through the event bus). */}
        <a
          href={buildPath('seedfinder', storefront)}
          data-testid={`${testId}-seedfinder`}
          onClick={(event) => {
            event.preventDefault();
            dispatch(sharedActions.allPanelsClosed());
            bus.emit('catalog:open-seedfinder', {});
          }}
        >
          <FormattedMessage id="shell.nav.seedfinder" />
        </a>
      </li>
    </ul>
  );
}
