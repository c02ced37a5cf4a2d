import { FormattedMessage, Money } from '@storefront/shared-ui';
import type { Cart, ShippingMethod } from '@storefront/shared-contracts';
import styled from 'styled-components';
import { Summary, TotalsRows } from '@storefront/shared-ui/order-view';

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
        <TotalsRows
          amounts={{ ...cart, shipping, total }}
          shippingFree={shipping.amount === 0 && Boolean(shippingMethod || cart.shippingInfo.free)}
          testIds={{
            discount: 'checkout-summary-discount',
            shipping: 'checkout-summary-shipping',
            total: 'checkout-summary-total',
          }}
        />
      </Summary>
    </Box>
  );
}
