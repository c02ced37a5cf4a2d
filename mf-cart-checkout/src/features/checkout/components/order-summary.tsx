import { FormattedMessage, Money } from '@storefront/shared-ui';
import type { Cart, ShippingMethod } from '@storefront/shared-contracts';
import styled from 'styled-components';
import { Summary } from '../../../lib/forms/form-styles';

const Box = styled.aside`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.subtle};
  h2 {
    margin-top: 0;
    font-size: 1.2rem;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0 0 ${({ theme }) => theme.space(4)};
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

/** The cart as the server priced it; with a shipping method chosen, that method's price and total. */
export function OrderSummary({ cart, shippingMethod }: { cart: Cart; shippingMethod: ShippingMethod | null }) {
  const shipping = shippingMethod ? shippingMethod.price : cart.shipping;
  const total = shippingMethod ? shippingMethod.orderTotal : cart.total;
  return (
    <Box aria-labelledby="checkout-summary-title" data-testid="checkout-summary">
      <h2 id="checkout-summary-title">
        <FormattedMessage id="checkout.summary" />
      </h2>
      <ul>
        {cart.items.map((item) => (
          <li key={item.id}>
            <span>
              <FormattedMessage
                id="checkout.line"
                values={{ quantity: item.quantity, name: item.productName, seeds: item.seeds }}
              />
            </span>
            <Money value={item.lineTotal} />
          </li>
        ))}
      </ul>
      <Summary>
        <dt>
          <FormattedMessage id="cart.subtotal" />
        </dt>
        <dd>
          <Money value={cart.subtotal} />
        </dd>
        {cart.discount.amount > 0 ? (
          <>
            {/* As in the cart: the coupon's code, and the amount taken off shown negative (-€3.00, -3,00 €). */}
            <dt>
              {cart.coupon ? (
                <FormattedMessage id="cart.discountWithCode" values={{ code: cart.coupon }} />
              ) : (
                <FormattedMessage id="cart.discount" />
              )}
            </dt>
            <dd data-testid="checkout-summary-discount">
              <Money value={{ ...cart.discount, amount: -cart.discount.amount }} />
            </dd>
          </>
        ) : null}
        <dt>
          <FormattedMessage id="cart.shipping" />
        </dt>
        <dd data-testid="checkout-summary-shipping">
          {shipping.amount === 0 && (shippingMethod || cart.shippingInfo.free) ? (
            <FormattedMessage id="checkout.free" />
          ) : (
            <Money value={shipping} />
          )}
        </dd>
        <dt className="total">
          <FormattedMessage id="cart.total" />
        </dt>
        <dd className="total" data-testid="checkout-summary-total">
          <Money value={total} />
        </dd>
      </Summary>
    </Box>
  );
}
