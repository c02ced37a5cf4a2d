import { useId } from 'react';
import styled from 'styled-components';
import {
  buildPath,
  EARLY_WISHLIST,
  EARLY_WISHLIST_ROUTES,
  matchRoute,
  type StorefrontCode,
} from '@storefront/shared-contracts';
import { Button, FormattedMessage, useLocation } from '@storefront/shared-ui';
import { DialogBox } from '../consent/dialog';

const Actions = styled.form`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(4)};
`;

/**
 * The prompt a guest's wishlist heart answers with before the shop runs (spec 6: the wishlist is for logged-in
 * users). Rendered hidden on the pages with hearts (`EARLY_WISHLIST_ROUTES`; the others stay as light as they
 * were), the same for a guest and a logged-in shopper (a kept page is rendered
 * without the shopper's session, and hydration must find what the server rendered); the edge's loader shows it
 * with `showModal()` at a guest's tap on a heart (edge/src/pages/early-wishlist.ts). Once the shop runs, a heart
 * opens the account area's login popup instead, with the form in it.
 *
 * Its links are plain links, so they load the page they name: the loader points the login link back to the page as
 * it is at the tap. It closes without JavaScript of its own: the platform's Escape, a tap outside
 * (`closedby="any"`), and Close, a `method="dialog"` form's submit (which the loader leaves alone).
 */
export function WishlistGuestPrompt({ storefront }: { storefront: StorefrontCode }) {
  const titleId = useId();
  const { pathname, search } = useLocation();
  if (!EARLY_WISHLIST_ROUTES.has(matchRoute(pathname).routeId)) return null;
  const login = `${buildPath('login', storefront)}?${new URLSearchParams({ [EARLY_WISHLIST.returnQuery]: pathname + search }).toString()}`;
  return (
    <DialogBox
      {...{ [EARLY_WISHLIST.dialog]: '', closedby: 'any' }}
      aria-labelledby={titleId}
      data-testid="wishlist-guest-prompt"
    >
      <h2 id={titleId}>
        <FormattedMessage id="shell.wishlist.title" />
      </h2>
      <p>
        <FormattedMessage
          id="shell.wishlist.guest"
          values={{
            login: (chunks) => (
              <a href={login} {...{ [EARLY_WISHLIST.loginLink]: '' }}>
                {chunks}
              </a>
            ),
            signup: (chunks) => <a href={buildPath('signup', storefront)}>{chunks}</a>,
          }}
        />
      </p>
      <Actions method="dialog">
        <Button type="submit" $variant="secondary">
          <FormattedMessage id="shell.panel.close" />
        </Button>
      </Actions>
    </DialogBox>
  );
}
