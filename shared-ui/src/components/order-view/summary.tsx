import type { OrderView } from '@storefront/shared-contracts';
import { FormattedMessage, Money, useIntl } from '@storefront/shared-ui';
import { Section, ShippingName, Summary, useCountryName } from './parts';

/** When the order was placed and how it travels (the payment method is in the status box, with its instructions). */
export function OrderFacts({ order }: { order: OrderView }) {
  const intl = useIntl();
  return (
    <Summary data-testid="order-facts">
      <dt>
        <FormattedMessage id="orders.facts.date" />
      </dt>
      <dd data-testid="order-date">
        {/*
          react-intl's date formatting (what FormattedDate renders), through the shell's shared intl facade, which
          exports useIntl only. A calendar day read in UTC, like the account's order list: server and browser agree.
        */}
        {intl.formatDate(order.createdAt, { dateStyle: 'long', timeZone: 'UTC' })}
      </dd>
      {order.shippingMethod ? (
        <>
          <dt>
            <FormattedMessage id="orders.facts.shipping" />
          </dt>
          <dd data-testid="order-shipping-method">
            <ShippingName tracked={order.shippingMethod.tracked} label={order.shippingMethod.label} />
          </dd>
        </>
      ) : null}
    </Summary>
  );
}

type Amount = OrderView['total'];

/**
 * Subtotal, discount (its code, the amount shown negative: -€3.00, -3,00 €), shipping (or "Free") and total, as
 * rows of a `Summary`: the same in checkout's summary and on the order.
 */
export function TotalsRows({
  amounts,
  shippingFree,
  testIds,
}: {
  amounts: { subtotal: Amount; discount: Amount; coupon: string | null; shipping: Amount; total: Amount };
  shippingFree: boolean;
  testIds: { discount: string; shipping: string; total: string };
}) {
  return (
    <>
      <dt>
        <FormattedMessage id="cart.subtotal" />
      </dt>
      <dd>
        <Money value={amounts.subtotal} />
      </dd>
      {amounts.discount.amount > 0 ? (
        <>
          <dt data-testid={`${testIds.discount}-label`}>
            {amounts.coupon ? (
              <FormattedMessage id="cart.discountWithCode" values={{ code: amounts.coupon }} />
            ) : (
              <FormattedMessage id="cart.discount" />
            )}
          </dt>
          <dd data-testid={testIds.discount}>
            <Money value={{ ...amounts.discount, amount: -amounts.discount.amount }} />
          </dd>
        </>
      ) : null}
      <dt>
        <FormattedMessage id="cart.shipping" />
      </dt>
      <dd data-testid={testIds.shipping}>
        {shippingFree ? <FormattedMessage id="checkout.free" /> : <Money value={amounts.shipping} />}
      </dd>
      <dt className="total">
        <FormattedMessage id="cart.total" />
      </dt>
      <dd className="total" data-testid={testIds.total}>
        <Money value={amounts.total} />
      </dd>
    </>
  );
}

/** The ordered lines with their pack sizes, then subtotal, discount (with its code), shipping and total. */
export function OrderItems({ order }: { order: OrderView }) {
  return (
    <Section aria-labelledby="order-items">
      <h2 id="order-items">
        <FormattedMessage id="orders.items" />
      </h2>
      <Summary data-testid="order-items">
        {order.items.map((item) => (
          <div key={`${item.productSlug}-${item.seeds}`} style={{ display: 'contents' }}>
            <dt>
              <FormattedMessage
                id="checkout.line"
                values={{ quantity: item.quantity, name: item.productName, seeds: item.seeds }}
              />
            </dt>
            <dd>
              <Money value={item.lineTotal} />
            </dd>
          </div>
        ))}
        <TotalsRows
          amounts={order}
          shippingFree={order.shipping.amount === 0}
          testIds={{ discount: 'order-discount', shipping: 'order-shipping', total: 'order-total' }}
        />
      </Summary>
    </Section>
  );
}

type Address = OrderView['deliveryAddress'];

function AddressLines({ address, testId }: { address: Address; testId: string }) {
  const countryName = useCountryName();
  return (
    <p data-testid={testId}>
      {address.firstName} {address.lastName}
      <br />
      {address.address1} {address.address2}
      <br />
      <FormattedMessage
        id="orders.addressCity"
        values={{
          post: address.postalCode,
          city: address.city,
          country: countryName(address.country, address.countryName),
        }}
      />
    </p>
  );
}

/** Delivery and billing address, and the e-mail the confirmation went to. */
export function OrderAddresses({ order }: { order: OrderView }) {
  return (
    <Section aria-labelledby="order-addresses">
      <h2 id="order-addresses">
        <FormattedMessage id="checkout.deliveryTo" />
      </h2>
      <AddressLines address={order.deliveryAddress} testId="order-delivery-address" />
      <h2>
        <FormattedMessage id="checkout.billingTo" />
      </h2>
      <AddressLines address={order.billingAddress} testId="order-billing-address" />
      <p data-testid="order-confirmation-to">
        <FormattedMessage id="orders.confirmationTo" values={{ email: order.email }} />
      </p>
    </Section>
  );
}
