import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { buildPath, type StorefrontCode } from '@storefront/shared-contracts';
import { DrawerActions as Actions, DrawerLinks as Links, FormattedMessage, Link, useIntl } from '@storefront/shared-ui';
import { AreaSlot } from '../areas/area-slot';
import { useShellRuntime } from '../areas/shell-runtime';
import { DRAWER_AREAS, DRAWER_IDS, type DrawerArea } from './drawer-ids';
import { MenuSearchForm } from './menu-search-form';
import { useHydrated } from './native-drawer';
import { isPopoverOpen } from './popover';
import { VisitorCartCount } from './visitor-cart-count';

/**
 * A drawer's content: the area's (`area`) once React has the page and the drawer is open, as before this drawer
 * was server-rendered; until then, and where the area is not deployed, the shell's own (`fallback`), which works
 * before and without the shop's JavaScript.
 */
export function DrawerContent({
  open,
  area,
  fallback,
  keepFallback = false,
}: {
  open: boolean;
  area: DrawerArea;
  fallback: ReactNode;
  /** The shopper is busy with the fallback (typing in it): it stays until the drawer closes. */
  keepFallback?: boolean;
}) {
  const hydrated = useHydrated();
  const runtime = useShellRuntime();
  if (hydrated && open && !keepFallback && runtime.loader.isActive(area.name))
    return <AreaSlot area={area.name} slot={area.slot} loading={fallback} />;
  return <>{fallback}</>;
}

/**
 * The search drawer's content: a GET form to the search page until mf_catalog's live search has the drawer. When
 * React takes over a drawer whose field the shopper is typing in, the form stays (with the text and the focus)
 * until the drawer closes: the live search would start empty.
 */
export function SearchDrawerContent({ open, storefront }: { open: boolean; storefront: StorefrontCode }) {
  const field = useRef<HTMLInputElement>(null);
  const [typing, setTyping] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setTyping(false);
  }
  useLayoutEffect(() => {
    const input = field.current;
    const drawer = input?.closest('[popover]');
    if (input && input.value !== '' && drawer && isPopoverOpen(drawer)) setTyping(true);
  }, []);
  return (
    <DrawerContent
      open={open}
      area={DRAWER_AREAS[DRAWER_IDS.search]}
      keepFallback={typing}
      fallback={<MenuSearchForm storefront={storefront} panel="search" name="search-drawer" fieldRef={field} />}
    />
  );
}

/**
 * The account drawer's content until mf_account's has it: the login/register prompt (spec 2.4) and the pages a
 * signed-in shopper goes to. The page may be one kept for every visitor, rendered without the shopper's session,
 * so it is the same for a guest and a signed-in shopper (hydration must find what the server rendered).
 */
export function AccountFallback({ storefront }: { storefront: StorefrontCode }) {
  const intl = useIntl();
  return (
    <div data-testid="account-fallback">
      <p>
        <FormattedMessage id="shell.account.guest" />
      </p>
      <Actions>
        <Link to={buildPath('login', storefront)}>
          <FormattedMessage id="shell.account.login" />
        </Link>
        <Link to={buildPath('signup', storefront)}>
          <FormattedMessage id="shell.account.signup" />
        </Link>
      </Actions>
      <nav aria-label={intl.formatMessage({ id: 'shell.account.links' })}>
        <Links>
          <li>
            <Link to={buildPath('account', storefront)}>
              <FormattedMessage id="shell.account.overview" />
            </Link>
          </li>
          <li>
            <Link to={buildPath('account-orders', storefront)}>
              <FormattedMessage id="shell.account.orders" />
            </Link>
          </li>
        </Links>
      </nav>
    </div>
  );
}

/**
 * The cart drawer's content until mf_cart_checkout's has it: the count the header shows (a `data-visitor` span the
 * edge fills for each shopper on a kept page) and the way to the checkout.
 */
export function CartFallback({ storefront }: { storefront: StorefrontCode }) {
  return (
    <div data-testid="cart-fallback">
      <p>
        <FormattedMessage id="shell.cart.count" values={{ count: <VisitorCartCount testId="cart-fallback-count" /> }} />
      </p>
      <Actions>
        <Link to={buildPath('checkout', storefront)} data-testid="cart-fallback-checkout">
          <FormattedMessage id="shell.cart.checkout" />
        </Link>
      </Actions>
    </div>
  );
}
