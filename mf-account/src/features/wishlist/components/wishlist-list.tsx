import { buildPath, useEventBus, useStorefront } from '@storefront/shared-contracts';
import { Button, FormattedMessage, Link, useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import { useGetWishlistQuery } from '../../../api/account-api';

const Items = styled.ul`
  list-style: none;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The wishlist's products, newest first; removing goes through `wishlist:toggle` like the hearts. */
export function WishlistList() {
  const intl = useIntl();
  const bus = useEventBus();
  const { code } = useStorefront();
  const { data, isError, isLoading } = useGetWishlistQuery();
  if (isLoading) return <p role="status">{intl.formatMessage({ id: 'account.loading' })}</p>;
  if (isError || !data) return <p role="alert">{intl.formatMessage({ id: 'account.error.generic' })}</p>;
  if (data.items.length === 0)
    return (
      <p data-testid="wishlist-empty">
        <FormattedMessage id="account.wishlist.empty" />
      </p>
    );
  return (
    <Items data-testid="wishlist-items">
      {data.items.map((item) => (
        <li key={item.productId} data-testid="wishlist-item">
          <Link to={buildPath('product-slug', code, { slug: item.slug })}>{item.name}</Link>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => bus.emit('wishlist:toggle', { productId: item.productId, productName: item.name })}
          >
            <FormattedMessage id="account.wishlist.remove" />
          </Button>
        </li>
      ))}
    </Items>
  );
}
