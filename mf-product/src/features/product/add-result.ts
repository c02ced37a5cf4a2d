import { wholeNumber } from '../../lib/query-number';

/** Why the api's form route sent the shopper back without adding (`?add-error=`, api `FORM_ADD_ERRORS`). */
export const ADD_ERROR_CODES = ['max-seeds', 'line-limit', 'unavailable', 'busy'] as const;
export type AddErrorCode = (typeof ADD_ERROR_CODES)[number];

export interface AddError {
  code: AddErrorCode;
  /** The limit that refused the add (seed maximum, packs per line), when the api named one. */
  amount: number | null;
}

/** What a product page's query says about the form post that led to it. */
export interface AddResult {
  /** `?added=<packId>`: the pack the form post added (only a pack of this product counts). */
  addedPackId: number | null;
  /** `?add-error=<code>&pack=<packId>&amount=<n>`: the refusal, and the pack that stays chosen. */
  refusal: AddError | null;
  chosenPackId: number | null;
}

/** Reads the form route's answer from the product page's query; anything it does not know is ignored. */
export function readAddResult(search: string, packIds: readonly number[]): AddResult {
  const query = new URLSearchParams(search);
  const ofProduct = (id: number | null) => (id !== null && packIds.includes(id) ? id : null);
  const addedPackId = ofProduct(wholeNumber(query.get('added')));
  const code = query.get('add-error');
  const known = (ADD_ERROR_CODES as readonly string[]).includes(code ?? '') ? (code as AddErrorCode) : null;
  return {
    addedPackId,
    refusal: known ? { code: known, amount: wholeNumber(query.get('amount')) } : null,
    chosenPackId: ofProduct(wholeNumber(query.get('pack'))) ?? addedPackId,
  };
}
