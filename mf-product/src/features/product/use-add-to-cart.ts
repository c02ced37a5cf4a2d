import { startTransition, useState } from 'react';
import { useEventBus, type ProductDetail } from '@storefront/shared-contracts';
import { useIntl } from '@storefront/shared-ui';
import { useSendAddFormMutation } from './api/add-form-api';

/** An add the page answered itself: the pack whose dialog shows, counted so the same pack shows again. */
export interface AnsweredAdd {
  packId: number;
  add: number;
}

/**
 * The hydrated product page's "add to cart". The cart area owns an add once it is in (its modal, its toasts): the
 * page emits `cart:add-item`. Until then (the page has just hydrated; on a phone the area's scripts and axios are a
 * chain of downloads away), the page answers as its loader did before hydration: the form sent for JSON, the pack's
 * own dialog (`answered`), the success toast the cart area gives an add, the header's count from the answer; the cart
 * area then loads and fetches the cart. A refusal or no answer posts the form natively, so the api's page says why.
 * `dismissed` is true from the first add on: the notice of an earlier form post (`?added=`) then goes.
 */
export function useAddToCart(action: string) {
  const bus = useEventBus();
  const intl = useIntl();
  const [sendAddForm] = useSendAddFormMutation();
  const [dismissed, setDismissed] = useState(false);
  const [answered, setAnswered] = useState<AnsweredAdd | null>(null);

  const add = (product: Pick<ProductDetail, 'id' | 'name'>, pack: { id: number }, form: HTMLFormElement) => {
    // The request first; the page's re-render for the dismissed notice after it, not before it in the tap's task
    // (on a phone the whole product page's render was 100+ ms).
    startTransition(() => setDismissed(true));
    if (bus.handles('cart:add-item')) {
      bus.emit('cart:add-item', { packId: pack.id, quantity: 1, productName: product.name });
      return;
    }
    const fields = { productId: String(product.id), quantity: '1', packId: String(pack.id) };
    sendAddForm({ action, fields })
      .unwrap()
      .then(
        ({ added, itemCount, seedCount }) => {
          setAnswered((last) => ({ packId: added, add: (last?.add ?? 0) + 1 }));
          bus.emit('ui:toast', { kind: 'success', message: intl.formatMessage({ id: 'product.added.title' }) });
          bus.emit('cart:changed', { itemCount, seedCount });
          bus.emit('cart:reload', {});
        },
        () => form.submit(),
      );
  };
  return { add, dismissed, answered };
}
