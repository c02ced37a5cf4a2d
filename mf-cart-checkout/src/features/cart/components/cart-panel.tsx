import { FormattedMessage, Link, useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import {
  buildPath,
  ERROR_CODES,
  MAX_LINE_QUANTITY,
  useEventBus,
  useStorefront,
  type ApiError,
  type CartLine,
} from '@storefront/shared-contracts';
import { Money } from '@storefront/shared-ui';
import { useGetCartQuery, useRemoveItemMutation, useUpdateItemMutation } from '../api/cart-api';
import { CouponForm } from './coupon-form';

const Lines = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    display: grid;
    grid-template-columns: 64px minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space(3)};
    align-items: center;
  }
  img {
    width: 64px;
    height: 64px;
    border-radius: ${({ theme }) => theme.radius};
  }
  /* Quantity and remove are 44 x 44 px targets, for a finger. */
  select {
    font: inherit;
    min-height: ${({ theme }) => theme.touchTarget};
    min-width: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  button {
    font: inherit;
    background: none;
    border: 0;
    color: ${({ theme }) => theme.colors.danger};
    cursor: pointer;
    min-height: ${({ theme }) => theme.touchTarget};
    min-width: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space(2)};
    text-decoration: underline;
  }
`;

/** Quantity and remove side by side; the label keeps its text beside its select. */
const LineActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space(4)};
  dd {
    margin: 0;
    text-align: right;
  }
  .total {
    font-weight: 800;
    font-size: 1.15rem;
  }
`;

/** The way on: a link drawn as the shop's primary button (the cart panel closes on navigation). */
const CheckoutLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(5)};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.brandDark};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.text};
    outline-offset: 2px;
  }
`;

/** The way back from an empty cart: a secondary button, a full touch target like every control in the panel. */
const ContinueShopping = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.text};
    outline-offset: 2px;
  }
`;

function Line({ line, iso }: { line: CartLine; iso: string }) {
  const intl = useIntl();
  const bus = useEventBus();
  const [updateItem] = useUpdateItemMutation();
  const [removeItem] = useRemoveItemMutation();
  const fail = (id: string) => bus.emit('ui:toast', { kind: 'error', message: intl.formatMessage({ id }) });
  const toast = (id: string) => bus.emit('ui:toast', { kind: 'success', message: intl.formatMessage({ id }) });

  const changeQuantity = async (quantity: number) => {
    const result = await updateItem({ iso, lineId: line.id, quantity });
    if (!('error' in result)) return toast('cart.toast.updated');
    const error = result.error as ApiError | undefined;
    if (error?.code !== ERROR_CODES.maxSeeds) return fail('cart.error.update');
    // Spec 5's seed maximum, on a raise as on an add.
    bus.emit('ui:toast', {
      kind: 'error',
      message: intl.formatMessage({ id: 'cart.error.maxSeeds' }, { amount: error.params?.amount ?? '' }),
    });
  };
  const remove = async () => {
    const result = await removeItem({ iso, lineId: line.id });
    if ('error' in result) fail('cart.error.remove');
    else toast('cart.toast.removed');
  };

  return (
    <li data-testid="cart-line">
      <img src={line.image.src} srcSet={`${line.image.src} 1x, ${line.image.src2x} 2x`} width={64} height={64} alt="" />
      <div>
        <strong>{line.productName}</strong>
        <div>
          {line.freeSeeds > 0 ? (
            <FormattedMessage id="cart.line.seedsWithFree" values={{ amount: line.seeds, free: line.freeSeeds }} />
          ) : (
            <FormattedMessage id="cart.line.seeds" values={{ amount: line.seeds }} />
          )}
        </div>
        <LineActions>
          <label>
            <FormattedMessage id="cart.line.quantity" />
            <select
              value={line.quantity}
              onChange={(event) => changeQuantity(Number(event.target.value))}
              data-testid="cart-line-quantity"
            >
              {Array.from({ length: Math.max(10, line.quantity) }, (_, i) => i + 1)
                .filter((n) => n <= MAX_LINE_QUANTITY)
                .map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
            </select>
          </label>
          <button type="button" onClick={remove} data-testid="cart-line-remove">
            <FormattedMessage id="cart.line.remove" />
          </button>
        </LineActions>
      </div>
      <Money value={line.lineTotal} />
    </li>
  );
}

/** The cart panel's content: lines, subtotal, discount, shipping and total, or the empty state. */
export default function CartPanel() {
  const storefront = useStorefront();
  const { data: cart, isError } = useGetCartQuery(storefront.iso);
  if (isError && !cart) {
    return (
      <p role="alert">
        <FormattedMessage id="cart.error.fetch" />
      </p>
    );
  }
  if (!cart) {
    return (
      <p role="status">
        <FormattedMessage id="cart.loading" />
      </p>
    );
  }
  if (cart.items.length === 0) {
    return (
      <div>
        <p data-testid="cart-empty">
          <FormattedMessage id="cart.empty" />
        </p>
        {/* An empty cart is a dead end without a way back to the catalogue. */}
        <ContinueShopping to={buildPath('collections-all', storefront.code)} data-testid="cart-continue-shopping">
          <FormattedMessage id="cart.continueShopping" />
        </ContinueShopping>
      </div>
    );
  }
  return (
    <div>
      <Lines>
        {cart.items.map((line) => (
          <Line key={line.id} line={line} iso={storefront.iso} />
        ))}
      </Lines>
      <Totals>
        <dt>
          <FormattedMessage id="cart.subtotal" />
        </dt>
        <dd data-testid="cart-subtotal">
          <Money value={cart.subtotal} />
        </dd>
        <dt>
          {cart.coupon ? (
            <FormattedMessage id="cart.discountWithCode" values={{ code: cart.coupon }} />
          ) : (
            <FormattedMessage id="cart.discount" />
          )}
        </dt>
        <dd data-testid="cart-discount">
          {/* A discount is taken off: shown negative, formatted by the locale (-€5.00, -5,00 €). */}
          <Money value={{ ...cart.discount, amount: cart.discount.amount > 0 ? -cart.discount.amount : 0 }} />
        </dd>
        <dt>
          <FormattedMessage id="cart.shipping" />
        </dt>
        <dd data-testid="cart-shipping">
          {cart.shippingInfo.free ? <FormattedMessage id="cart.shipping.free" /> : <Money value={cart.shipping} />}
          {!cart.shippingInfo.free && cart.shippingInfo.freeOver ? (
            <div data-testid="cart-shipping-free-over">
              <FormattedMessage
                id="cart.shipping.freeOver"
                values={{ amount: <Money value={cart.shippingInfo.freeOver} /> }}
              />
            </div>
          ) : null}
        </dd>
        <dt className="total">
          <FormattedMessage id="cart.total" />
        </dt>
        <dd className="total" data-testid="cart-total">
          <Money value={cart.total} />
        </dd>
      </Totals>
      <CouponForm cart={cart} iso={storefront.iso} />
      <CheckoutLink to={buildPath('checkout', storefront.code)} data-testid="cart-checkout">
        <FormattedMessage id="cart.checkout" />
      </CheckoutLink>
    </div>
  );
}
