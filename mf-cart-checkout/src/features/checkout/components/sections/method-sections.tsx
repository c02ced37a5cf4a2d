import { FormattedMessage, Money } from '@storefront/shared-ui';
import type { CheckoutView } from '@storefront/shared-contracts';
import type { ReactNode } from 'react';
import { Choices, ErrorText, Fieldset } from '../../../../lib/forms/form-styles';
import type { SectionProps } from './section-props';

interface MethodGroupProps {
  /** `shippingMethodId` or `paymentMethod`: the group's id (focused on its error) and its error's test id. */
  path: 'shippingMethodId' | 'paymentMethod';
  errorId: string;
  legendId: string;
  hasError: boolean;
  /** The methods to choose from; null until the country has them (then the waiting line shows). */
  choices: ReactNode | null;
  loadingOptions: boolean;
  testId: string;
  waitingTestId?: string;
}

/** A group of radio methods with its legend, the "choose a country first" line and its error. */
function MethodGroup({
  path,
  errorId,
  legendId,
  hasError,
  choices,
  loadingOptions,
  testId,
  waitingTestId,
}: MethodGroupProps) {
  return (
    <Fieldset
      id={`checkout-${path}-group`}
      tabIndex={-1}
      aria-describedby={hasError ? errorId : undefined}
      data-testid={testId}
    >
      <legend>
        <FormattedMessage id={legendId} />
      </legend>
      {choices ?? (
        <p data-testid={waitingTestId}>
          <FormattedMessage id={loadingOptions ? 'checkout.loadingOptions' : 'checkout.chooseCountryFirst'} />
        </p>
      )}
      {hasError ? (
        <ErrorText id={errorId} data-testid={`checkout-${path}-error`}>
          <FormattedMessage
            id={path === 'shippingMethodId' ? 'checkout.error.shippingMethod' : 'checkout.error.paymentMethod'}
          />
        </ErrorText>
      ) : null}
    </Fieldset>
  );
}

interface MethodSectionProps extends SectionProps {
  loadingOptions: boolean;
}

/** Spec 3's shipping methods of the delivery country: price (or free), transit days, free above an amount. */
export function ShippingSection({
  form,
  errors,
  update,
  loadingOptions,
  methods,
}: MethodSectionProps & { methods: CheckoutView['shippingMethods'] }) {
  return (
    <MethodGroup
      path="shippingMethodId"
      errorId="checkout-shipping-error"
      legendId="checkout.shippingMethod"
      hasError={Boolean(errors.shippingMethodId)}
      loadingOptions={loadingOptions}
      testId="checkout-shipping-methods"
      waitingTestId="checkout-choose-country-first"
      choices={
        form.delivery.country && methods.length ? (
          <Choices>
            {methods.map((m) => (
              <label key={m.id} data-testid="checkout-shipping-method">
                <input
                  type="radio"
                  name="shippingMethodId"
                  value={m.id}
                  checked={form.shippingMethodId === m.id}
                  onChange={() => update({ ...form, shippingMethodId: m.id })}
                />
                <span>
                  <strong>{m.label}</strong>
                  <span className="detail">
                    {m.price.amount === 0 ? <FormattedMessage id="checkout.free" /> : <Money value={m.price} />}
                  </span>
                  <span className="detail">
                    <FormattedMessage id="checkout.days" values={{ min: m.minDays, max: m.maxDays }} />
                  </span>
                  {m.freeOver ? (
                    <span className="detail">
                      <FormattedMessage id="checkout.freeOver" values={{ amount: <Money value={m.freeOver} /> }} />
                    </span>
                  ) : null}
                </span>
              </label>
            ))}
          </Choices>
        ) : null
      }
    />
  );
}

/** The payment methods of the delivery country. */
export function PaymentSection({
  form,
  errors,
  update,
  loadingOptions,
  payments,
}: MethodSectionProps & { payments: CheckoutView['paymentMethods'] }) {
  return (
    <MethodGroup
      path="paymentMethod"
      errorId="checkout-payment-error"
      legendId="checkout.payment"
      hasError={Boolean(errors.paymentMethod)}
      loadingOptions={loadingOptions}
      testId="checkout-payment-methods"
      choices={
        form.delivery.country && payments.length ? (
          <Choices>
            {payments.map((p) => (
              <label key={p.code} data-testid="checkout-payment-method">
                <input
                  type="radio"
                  name="paymentMethod"
                  value={p.code}
                  checked={form.paymentMethod === p.code}
                  onChange={() => update({ ...form, paymentMethod: p.code })}
                />
                <span>{p.name}</span>
              </label>
            ))}
          </Choices>
        ) : null
      }
    />
  );
}
