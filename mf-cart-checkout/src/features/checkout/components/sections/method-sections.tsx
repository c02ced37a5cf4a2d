import { FormattedMessage, Money, useIntl } from '@storefront/shared-ui';
import type { CheckoutView } from '@storefront/shared-contracts';
import type { ReactNode } from 'react';
import { Choices, ErrorText, Fieldset } from '../../../../lib/forms/form-styles';
import type { SectionProps } from './section-props';

interface MethodGroupProps<T> extends SectionProps {
  /** The form's field: the group's id is `checkout-<path>-group` (focused on its error). */
  path: 'shippingMethodId' | 'paymentMethod';
  legendId: string;
  errorId: string;
  errorMessageId: string;
  testId: string;
  /** The methods of the delivery country (none until it is chosen and they have loaded). */
  methods: readonly T[];
  valueOf: (method: T) => string;
  labelOf: (method: T) => ReactNode;
  /** Sets the chosen method on the form. */
  choose: (method: T) => SectionProps['form'];
  chosen: string | null;
  loadingOptions: boolean;
  itemTestId: string;
  waitingTestId?: string;
}

/** A group of radio methods with its legend, the "choose a country first" line and its error. */
function MethodGroup<T>(props: MethodGroupProps<T>) {
  const { form, errors, update, path, methods, valueOf, chosen } = props;
  const hasError = Boolean(errors[path]);
  return (
    <Fieldset
      id={`checkout-${path}-group`}
      tabIndex={-1}
      aria-describedby={hasError ? props.errorId : undefined}
      data-testid={props.testId}
    >
      <legend>
        <FormattedMessage id={props.legendId} />
      </legend>
      {form.delivery.country && methods.length ? (
        <Choices>
          {methods.map((method) => (
            <label key={valueOf(method)} data-testid={props.itemTestId}>
              <input
                type="radio"
                name={path}
                value={valueOf(method)}
                checked={chosen === valueOf(method)}
                onChange={() => update(props.choose(method))}
              />
              {props.labelOf(method)}
            </label>
          ))}
        </Choices>
      ) : (
        <p data-testid={props.waitingTestId}>
          <FormattedMessage id={props.loadingOptions ? 'checkout.loadingOptions' : 'checkout.chooseCountryFirst'} />
        </p>
      )}
      {hasError ? (
        <ErrorText id={props.errorId} data-testid={`checkout-${path}-error`}>
          <FormattedMessage id={props.errorMessageId} />
        </ErrorText>
      ) : null}
    </Fieldset>
  );
}

type ShippingMethod = CheckoutView['shippingMethods'][number];
type PaymentMethod = CheckoutView['paymentMethods'][number];

/** Spec 3's shipping methods of the delivery country: price (or free), transit days, free above an amount. */
export function ShippingSection(props: SectionProps & { methods: readonly ShippingMethod[]; loadingOptions: boolean }) {
  return (
    <MethodGroup
      {...props}
      path="shippingMethodId"
      legendId="checkout.shippingMethod"
      errorId="checkout-shipping-error"
      errorMessageId="checkout.error.shippingMethod"
      testId="checkout-shipping-methods"
      itemTestId="checkout-shipping-method"
      waitingTestId="checkout-choose-country-first"
      valueOf={(m) => String(m.id)}
      chosen={props.form.shippingMethodId === null ? null : String(props.form.shippingMethodId)}
      choose={(m) => ({ ...props.form, shippingMethodId: m.id })}
      labelOf={(m) => (
        <span>
          <strong>
            {/* Named by kind in the interface language, as the shipping page does (the api's label is English). */}
            <FormattedMessage id={m.tracked ? 'checkout.shipping.tracked' : 'checkout.shipping.untracked'} />
          </strong>
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
      )}
    />
  );
}

/**
 * Generic methods named in the storefront's own words by the api ("Card payment" in the UK); in de, nl and fr the
 * interface language names them (the Europe storefront's names are English). Brands (iDEAL, Klarna ...) keep theirs.
 */
const TRANSLATED_PAYMENTS = new Set(['credit_card', 'bank_transfer']);

/** The payment methods of the delivery country. */
export function PaymentSection(props: SectionProps & { payments: readonly PaymentMethod[]; loadingOptions: boolean }) {
  const intl = useIntl();
  const nameOf = (p: PaymentMethod) =>
    TRANSLATED_PAYMENTS.has(p.code)
      ? intl.formatMessage({ id: `checkout.paymentName.${p.code}` }, { name: p.name })
      : p.name;
  return (
    <MethodGroup
      {...props}
      methods={props.payments}
      path="paymentMethod"
      legendId="checkout.payment"
      errorId="checkout-payment-error"
      errorMessageId="checkout.error.paymentMethod"
      testId="checkout-payment-methods"
      itemTestId="checkout-payment-method"
      valueOf={(p) => p.code}
      chosen={props.form.paymentMethod}
      choose={(p) => ({ ...props.form, paymentMethod: p.code })}
      labelOf={(p) => <span>{nameOf(p)}</span>}
    />
  );
}
