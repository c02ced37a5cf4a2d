import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PRELOAD_WHEN_IDLE, type ProductDetail, type SeedPack } from '@storefront/shared-contracts';
import { Button, FormattedMessage, Money } from '@storefront/shared-ui';
import { PackSelector } from './pack-selector';
import type { AddError } from '../add-result';
import { EARLY_ADD_FORM } from './added-notice';

/** Marks each pack's price in the chosen-price line; the one shown follows the checked radio. */
const PACK_PRICE = 'data-pack-price';

/**
 * The chosen pack's price: every pack's, all but React's choice `hidden`; where the browser has `:has()`, the checked
 * radio picks the one shown, before (and without) the page's JavaScript too, so choosing a pack needs no boot.
 */
const Price = styled.p<{ $packs: number[] }>`
  font-size: 1.5rem;
  font-weight: 800;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  @supports selector(:has(*)) {
    [${PACK_PRICE}] {
      display: none;
    }
    ${({ $packs }) =>
      $packs.map((id) => `form:has(input[name='packId'][value='${id}']:checked) & [${PACK_PRICE}='${id}']`).join(',')} {
      display: inline;
    }
  }
`;

const Refusal = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

interface Props {
  product: ProductDetail;
  /** The form's target: the api's form route of the storefront (`/api/{iso}/cart/form-add`). */
  action: string;
  /** The pack chosen before a refused form post came back; the first pack otherwise. */
  initialPackId: number | null;
  refusal: AddError | null;
  /** The hydrated submit, with the form (the page may still send it natively, for the api's page to say why). */
  onAdd: (pack: SeedPack, form: HTMLFormElement) => void;
}

/**
 * "Select your Seedpack", the chosen pack's price and "Add to cart", as a form that works before (and without)
 * the page's JavaScript: the radios are the platform's (uncontrolled, so a pack picked before hydration stays
 * picked and is what React adds), and submitted natively the form posts to the api, which adds the pack and sends
 * the shopper back to this page showing the result; before hydration the edge's early handler sends it with fetch
 * instead and shows the pack's hidden dialog (`EarlyAddedNotices`), with no new page. Once hydrated, the submit is
 * React's (the page's `onAdd`), so one tap is one add either way.
 */
export function OrderForm({ product, action, initialPackId, refusal, onAdd }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const firstPack = product.packs.find((p) => p.id === initialPackId) ?? product.packs[0]!;
  const [packId, setPackId] = useState(firstPack.id);
  const pack = product.packs.find((p) => p.id === packId) ?? firstPack;

  // A pack picked before hydration: the radio says so, React's state does not yet (the price follows the radio).
  useEffect(() => {
    const checked = form.current?.querySelector<HTMLInputElement>('input[name="packId"]:checked');
    const id = Number(checked?.value);
    if (product.packs.some((p) => p.id === id)) setPackId(id);
  }, [product.packs]);

  // The checked radio is the choice (React's state may not have caught up with a pack picked before hydration).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = Number(new FormData(event.currentTarget).get('packId'));
    onAdd(product.packs.find((p) => p.id === checked) ?? pack, event.currentTarget);
  };

  return (
    <form
      ref={form}
      method="post"
      action={action}
      onSubmit={submit}
      data-testid="add-to-cart-form"
      {...{ [EARLY_ADD_FORM]: '' }}
    >
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="quantity" value="1" />
      <PackSelector packs={product.packs} defaultId={firstPack.id} onSelect={setPackId} />
      <Price data-testid="product-price" $packs={product.packs.map((p) => p.id)}>
        {product.packs.map((p) => (
          <span key={p.id} {...{ [PACK_PRICE]: p.id }} hidden={p.id !== pack.id}>
            <Money value={p.price} />
          </span>
        ))}
      </Price>
      {refusal ? (
        <Refusal role="alert" data-testid="add-to-cart-error">
          <FormattedMessage id={`product.addError.${refusal.code}`} values={{ amount: refusal.amount ?? 0 }} />
        </Refusal>
      ) : null}
      {/* The page's main action: its area (the cart's) is made ready once the page is quiet, before any intent. */}
      <Button
        type="submit"
        data-testid="add-to-cart"
        data-intent-command="cart:add-item"
        {...{ [PRELOAD_WHEN_IDLE]: '' }}
      >
        <FormattedMessage id="product.addToCart" />
      </Button>
    </form>
  );
}
