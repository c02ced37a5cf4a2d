import { useState } from 'react';
import { Button, FormattedMessage } from '@storefront/shared-ui';
import type { OrderView } from '@storefront/shared-contracts';
import { useCompletePaymentMutation } from '../api/orders-api';
import { Choices, ErrorText } from '../../../lib/forms/form-styles';

interface ChangePaymentProps {
  order: OrderView;
  iso: string;
  accessKey: string;
}

/** After a failure: "Change Payment Method" opens the methods, "Complete Payment" goes to pay again. */
export function ChangePayment({ order, iso, accessKey }: ChangePaymentProps) {
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState(order.paymentMethod.code);
  const [failed, setFailed] = useState(false);
  const [completePayment, { isLoading }] = useCompletePaymentMutation();

  const complete = async () => {
    setFailed(false);
    const result = await completePayment({ iso, number: order.number, key: accessKey, paymentMethod: method });
    if ('data' in result && result.data) window.location.assign(result.data.redirectUrl);
    else setFailed(true);
  };

  return (
    <div data-testid="order-change-payment" style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {open ? (
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
          <legend>
            <FormattedMessage id="orders.changePaymentMethod" />
          </legend>
          <Choices>
            {order.paymentMethods.map((p) => (
              <label key={p.code} data-testid="order-payment-method">
                <input
                  type="radio"
                  name="paymentMethod"
                  value={p.code}
                  checked={method === p.code}
                  onChange={() => setMethod(p.code)}
                />
                <span>{p.name}</span>
              </label>
            ))}
          </Choices>
        </fieldset>
      ) : (
        <Button type="button" $variant="secondary" onClick={() => setOpen(true)} data-testid="order-change-method">
          <FormattedMessage id="orders.changePaymentMethod" />
        </Button>
      )}
      <Button type="button" onClick={complete} disabled={isLoading} data-testid="order-complete-payment">
        <FormattedMessage id="orders.completePayment" />
      </Button>
      {failed ? (
        <ErrorText role="alert">
          <FormattedMessage id="checkout.error.generic" />
        </ErrorText>
      ) : null}
    </div>
  );
}
